//! The protocol state of one connection: authentication, subscriptions, heartbeat and expiry
//! deadlines, and the in-order dispatch of commands.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use serde::Serialize;
use tokio::time::Instant;

use crate::codes::{Disconnect, ReplyError, Unsubscribe};
use crate::config::ChannelOptions;
use crate::handle::{ConnHandle, Frame};
use crate::node::Node;
use crate::protocol::command::{parse_frame, Command, Method};
use crate::protocol::reply;
use crate::protocol::{ClientInfo, Payload};

/// What the connection knows about one of its subscriptions.
pub(super) struct SubInfo {
    pub options: ChannelOptions,
    pub chan_info: Option<Payload>,
    /// When an unrefreshed subscription token stops being accepted (expiry plus grace).
    pub expires_at: Option<Instant>,
}

pub(super) struct Session {
    pub node: Node,
    pub conn: Arc<ConnHandle>,
    pub connected: bool,
    /// A connect failed: the client will go away; any further command is a bad request.
    pub unusable: bool,
    pub conn_info: Option<Payload>,
    /// When an unrefreshed connection token stops being accepted (expiry plus grace).
    pub expires_at: Option<Instant>,
    pub subs: HashMap<String, SubInfo>,
    started: Instant,
    /// Since when an anonymous connection has held no subscription (`Config::idle_anonymous`).
    idle_since: Option<Instant>,
    next_ping: Instant,
    pong_deadline: Option<Instant>,
}

/// What a command handler returns: a reply (if the command gets one) or a disconnect.
pub(super) type Outcome = Result<(), Disconnect>;

impl Session {
    pub fn new(node: Node, conn: Arc<ConnHandle>) -> Self {
        let now = Instant::now();
        Self {
            node,
            conn,
            connected: false,
            unusable: false,
            conn_info: None,
            expires_at: None,
            subs: HashMap::new(),
            started: now,
            idle_since: None,
            next_ping: now,
            pong_deadline: None,
        }
    }

    pub fn user(&self) -> &str {
        self.conn.user()
    }

    pub fn client_info(&self, chan_info: Option<Payload>) -> ClientInfo {
        ClientInfo {
            user: self.user().to_owned(),
            client: self.conn.client.clone(),
            conn_info: self.conn_info.clone(),
            chan_info,
        }
    }

    pub fn reply(&self, id: u32, method: &str, result: &impl Serialize) {
        self.conn.send(Frame::from(reply::ok(id, method, result)));
    }

    pub fn reply_error(&self, id: u32, error: &ReplyError) {
        self.conn.send(Frame::from(reply::error(id, error)));
    }

    /// Arms the heartbeat once connected; the first ping comes at a random point in the second half
    /// of the interval, to spread pings after mass reconnects.
    pub fn start_heartbeat(&mut self) {
        use rand::Rng;
        let interval = self.node.config().ping_interval;
        let jitter = rand::thread_rng().gen_range(0.5..=1.0);
        self.next_ping = Instant::now() + interval.mul_f64(jitter);
    }

    pub async fn handle_frame(&mut self, text: &str) -> Outcome {
        let commands = parse_frame(text).map_err(|_| Disconnect::BAD_REQUEST)?;
        for command in commands {
            if self.unusable {
                return Err(Disconnect::BAD_REQUEST);
            }
            self.handle_command(command).await?;
        }
        self.note_idleness();
        Ok(())
    }

    /// Starts or stops the idle clock of an anonymous connection without subscriptions.
    fn note_idleness(&mut self) {
        let idle = self.connected && self.user().is_empty() && self.subs.is_empty();
        match (idle, self.idle_since) {
            (true, None) => self.idle_since = Some(Instant::now()),
            (false, Some(_)) => self.idle_since = None,
            _ => {}
        }
    }

    /// When an idle anonymous connection is closed, if it is idle.
    fn idle_deadline(&self) -> Option<Instant> {
        Some(self.idle_since? + self.node.config().idle_anonymous?)
    }

    async fn handle_command(&mut self, Command { id, method }: Command) -> Outcome {
        let needs_id = !matches!(method, Method::Pong | Method::Send(_));
        if needs_id && id == 0 {
            return Err(Disconnect::BAD_REQUEST);
        }
        if !self.connected {
            return match method {
                Method::Connect(request) => self.connect(id, request).await,
                _ => Err(Disconnect::BAD_REQUEST),
            };
        }
        match method {
            Method::Connect(_) => Err(Disconnect::BAD_REQUEST),
            Method::Pong => {
                self.pong_deadline = None;
                Ok(())
            }
            Method::Subscribe(request) => self.subscribe(id, request).await,
            Method::Unsubscribe(request) => self.unsubscribe(id, &request.channel).await,
            Method::Publish(request) => self.publish(id, request).await,
            Method::Presence(request) => self.presence(id, &request.channel).await,
            Method::PresenceStats(request) => self.presence_stats(id, &request.channel).await,
            Method::History(request) => self.history(id, request).await,
            Method::Rpc(request) => self.rpc(id, request).await,
            Method::Refresh(request) => self.refresh(id, &request.token),
            Method::SubRefresh(request) => self.sub_refresh(id, &request.channel, &request.token),
            Method::Send(_) => Ok(()),
            Method::Unknown => {
                self.reply_error(id, &ReplyError::METHOD_NOT_FOUND);
                Ok(())
            }
        }
    }

    /// The earliest moment something must happen without client input.
    pub fn next_deadline(&self) -> Instant {
        if !self.connected {
            return self.started + self.node.config().stale_delay;
        }
        let mut next = self.pong_deadline.unwrap_or(self.next_ping).min(self.next_ping);
        for at in [self.expires_at, self.idle_deadline()].into_iter().flatten() {
            next = next.min(at);
        }
        for sub in self.subs.values() {
            if let Some(at) = sub.expires_at {
                next = next.min(at);
            }
        }
        next
    }

    /// Handles whatever deadline has passed.
    pub async fn on_deadline(&mut self) -> Outcome {
        let now = Instant::now();
        if !self.connected {
            return if now >= self.started + self.node.config().stale_delay { Err(Disconnect::STALE) } else { Ok(()) };
        }
        if self.pong_deadline.is_some_and(|at| now >= at) {
            return Err(Disconnect::NO_PONG);
        }
        if self.expires_at.is_some_and(|at| now >= at) {
            return Err(Disconnect::EXPIRED);
        }
        if self.idle_deadline().is_some_and(|at| now >= at) {
            return Err(Disconnect::STALE);
        }
        let expired: Vec<String> = self
            .subs
            .iter()
            .filter(|(_, s)| s.expires_at.is_some_and(|at| now >= at))
            .map(|(c, _)| c.clone())
            .collect();
        for channel in expired {
            self.drop_subscription(&channel).await;
            self.conn.send(Frame::from(reply::unsubscribe_push(&channel, Unsubscribe::EXPIRED)));
        }
        self.note_idleness();
        if now >= self.next_ping {
            self.conn.send(Frame::from(reply::PING));
            let config = self.node.config();
            if self.pong_deadline.is_none() {
                self.pong_deadline = Some(now + config.pong_timeout);
            }
            self.next_ping = now + config.ping_interval;
            self.refresh_presence().await;
        }
        Ok(())
    }

    /// Presence entries expire on shared brokers unless renewed.
    async fn refresh_presence(&self) {
        for (channel, sub) in self.subs.iter().filter(|(_, s)| s.options.presence) {
            let info = self.client_info(sub.chan_info.clone());
            if let Err(e) = self.node.inner().broker.add_presence(channel, &info).await {
                tracing::warn!(error = %e, "presence refresh failed");
            }
        }
    }

    /// Removes a subscription from the hub, presence and this session.
    pub async fn drop_subscription(&mut self, channel: &str) {
        self.node.inner().hub.unsubscribe(channel, self.conn.id);
        if let Some(sub) = self.subs.remove(channel) {
            if sub.options.presence {
                let _ = self.node.inner().broker.remove_presence(channel, &self.conn.client).await;
            }
        }
    }

    /// Releases everything the connection holds.
    pub async fn close(mut self) {
        let channels: Vec<String> = self.subs.keys().cloned().collect();
        for channel in channels {
            self.drop_subscription(&channel).await;
        }
        self.node.inner().registry.remove(self.conn.id);
    }
}

/// Converts a token's unix expiry into (seconds left, deadline including the grace period).
pub(super) fn expiry(exp: u64, now_unix: u64, grace: Duration) -> (u64, Instant) {
    let left = exp.saturating_sub(now_unix);
    (left, Instant::now() + Duration::from_secs(left) + grace)
}
