//! `Node`: the cheap, cloneable handle the application holds. It publishes, reads history and
//! presence, disconnects users, signs tokens, and is what the WebSocket endpoint serves.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::watch;

use crate::broker::Broker;
use crate::clock::unix_now;
use crate::codes::Disconnect;
use crate::config::{ChannelOptions, ChannelPolicy, Config, Namespaces, RpcHandler, SessionCheck};
use crate::error::{Error, Result};
use crate::handle::Registry;
use crate::hub::Hub;
use crate::jwt::{self, ConnectionClaims, SubscriptionClaims};
use crate::protocol::{self, ClientInfo, Payload, Publication, StreamPosition};
use crate::stream::HistoryQuery;

/// The realtime server. Clone it freely: clones share one state.
#[derive(Clone)]
pub struct Node {
    inner: Arc<Inner>,
}

pub(crate) struct Inner {
    pub config: Config,
    pub policy: Box<dyn ChannelPolicy>,
    pub rpc: Option<Box<dyn RpcHandler>>,
    pub sessions: Option<Box<dyn SessionCheck>>,
    pub hub: Arc<Hub>,
    pub registry: Arc<Registry>,
    pub broker: Broker,
    shutdown: watch::Sender<bool>,
}

/// Builds a [`Node`]: `Node::builder(config).channels(policy).rpc(handler).start().await`.
pub struct NodeBuilder {
    config: Config,
    policy: Box<dyn ChannelPolicy>,
    rpc: Option<Box<dyn RpcHandler>>,
    sessions: Option<Box<dyn SessionCheck>>,
}

impl NodeBuilder {
    /// Checks on connect that the session a token names is still open.
    pub fn sessions(mut self, check: impl SessionCheck) -> Self {
        self.sessions = Some(Box::new(check));
        self
    }

    /// Which channels exist and what they allow (default: none but channels without a namespace,
    /// which anyone may subscribe to and which keep no history).
    pub fn channels(mut self, policy: impl ChannelPolicy) -> Self {
        self.policy = Box::new(policy);
        self
    }

    /// Answers `rpc` commands (without one they get error 108 "not available").
    pub fn rpc(mut self, handler: impl RpcHandler) -> Self {
        self.rpc = Some(Box::new(handler));
        self
    }

    /// Connects the broker (Redis, when configured) and starts the node's background task.
    pub async fn start(self) -> Result<Node> {
        let hub = Arc::new(Hub::new());
        let registry = Arc::new(Registry::default());
        let (shutdown, shutdown_rx) = watch::channel(false);
        let broker = Broker::start(&self.config, hub.clone(), registry.clone(), shutdown_rx).await?;
        let inner = Inner {
            config: self.config,
            policy: self.policy,
            rpc: self.rpc,
            sessions: self.sessions,
            hub,
            registry,
            broker,
            shutdown,
        };
        Ok(Node { inner: Arc::new(inner) })
    }
}

/// History as read by [`Node::history`].
#[derive(Debug, Clone)]
pub struct History {
    pub publications: Vec<Publication>,
    pub position: StreamPosition,
}

impl Node {
    pub fn builder(config: Config) -> NodeBuilder {
        let default = Namespaces { default: Some(ChannelOptions::default()), ..Default::default() };
        NodeBuilder { config, policy: Box::new(default), rpc: None, sessions: None }
    }

    pub(crate) fn inner(&self) -> &Inner {
        &self.inner
    }

    pub fn config(&self) -> &Config {
        &self.inner.config
    }

    fn options(&self, channel: &str) -> Result<ChannelOptions> {
        self.inner.policy.options(channel).ok_or(Error::UnknownChannel)
    }

    /// Publishes from the server: appends to the channel's history (with the next offset in its
    /// epoch) and delivers to every subscriber on every node.
    pub async fn publish(&self, channel: &str, data: &impl serde::Serialize) -> Result<StreamPosition> {
        self.publish_payload(channel, protocol::payload(data)).await
    }

    /// Like [`Node::publish`] for a payload already serialised as JSON.
    pub async fn publish_json(&self, channel: &str, json: &str) -> Result<StreamPosition> {
        let data = protocol::parse_payload(json).ok_or(Error::InvalidJson)?;
        self.publish_payload(channel, data).await
    }

    /// Like [`Node::publish`] for a payload already made (one payload for several channels).
    pub async fn publish_payload(&self, channel: &str, data: Payload) -> Result<StreamPosition> {
        let options = self.options(channel)?;
        self.inner.broker.publish(channel, data, None, &options).await
    }

    /// Reads a channel's history. `limit` 0 reads only the position.
    pub async fn history(&self, channel: &str, query: HistoryQuery) -> Result<History> {
        let options = self.options(channel)?;
        if !options.is_positioned() {
            return Err(Error::NotAvailable);
        }
        let (publications, position) = self.inner.broker.history(channel, &query, &options).await?;
        Ok(History { publications, position })
    }

    /// Who is subscribed to a channel with presence: client id → info.
    pub async fn presence(&self, channel: &str) -> Result<BTreeMap<String, ClientInfo>> {
        if !self.options(channel)?.presence {
            return Err(Error::NotAvailable);
        }
        self.inner.broker.presence(channel).await
    }

    /// Closes every connection of `user` on every node (all connections when `user` is `None`).
    pub async fn disconnect(&self, user: Option<&str>, reason: Disconnect) -> Result<()> {
        self.inner.broker.disconnect(user, &reason).await
    }

    /// Connections currently open on this node.
    pub fn connection_count(&self) -> usize {
        self.inner.registry.len()
    }

    /// Channels with subscribers on this node.
    pub fn channel_count(&self) -> usize {
        self.inner.hub.channels().len()
    }

    /// Whether the broker answers (for a readiness probe): always for memory, `PING` for Redis.
    pub async fn check_broker(&self) -> Result<()> {
        self.inner.broker.check().await
    }

    /// A connection token for `user` bound to the application's `session`: once the node's
    /// [`SessionCheck`] says the session is closed, the token no longer connects.
    pub fn session_connection_token(&self, user: &str, session: &str, ttl: Option<Duration>) -> String {
        let claims = ConnectionClaims {
            sub: user.to_owned(),
            exp: ttl.map(|ttl| unix_now() + ttl.as_secs().max(1)),
            session: Some(session.to_owned()),
            ..Default::default()
        };
        jwt::sign(&claims, &self.inner.config.secret.0)
    }

    /// A connection token for `user` ("" for anonymous), valid for `ttl` when given.
    pub fn connection_token(&self, user: &str, ttl: Option<Duration>, info: Option<&serde_json::Value>) -> String {
        let claims = ConnectionClaims {
            sub: user.to_owned(),
            exp: ttl.map(|ttl| unix_now() + ttl.as_secs().max(1)),
            info: info.map(protocol::payload),
            ..Default::default()
        };
        jwt::sign(&claims, &self.inner.config.secret.0)
    }

    /// A subscription token letting `user` subscribe to `channel` (needed for `$` channels).
    pub fn subscription_token(&self, user: &str, channel: &str, ttl: Option<Duration>) -> String {
        let claims = SubscriptionClaims {
            sub: user.to_owned(),
            channel: channel.to_owned(),
            exp: ttl.map(|ttl| unix_now() + ttl.as_secs().max(1)),
            ..Default::default()
        };
        jwt::sign(&claims, &self.inner.config.secret.0)
    }

    /// Closes every connection with 3001 "shutdown" (clients reconnect elsewhere) and stops the
    /// node's background work.
    pub fn shutdown(&self) {
        let _ = self.inner.shutdown.send(true);
    }

    pub(crate) fn shutdown_signal(&self) -> watch::Receiver<bool> {
        self.inner.shutdown.subscribe()
    }
}
