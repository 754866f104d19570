//! What the embedding application decides: limits and timings, the token secret, the broker, which
//! channels exist and what each allows, and an optional RPC handler.

use std::collections::HashMap;
use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use crate::codes::ReplyError;

/// The HS256 key for connection and subscription tokens; redacted in `Debug`.
#[derive(Clone, Default)]
pub struct Secret(pub Vec<u8>);

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(..)")
    }
}

/// Where channels, offsets and history live.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum BrokerConfig {
    /// In-process: one node only.
    #[default]
    Memory,
    /// Redis: nodes share channels, offsets and history. `prefix` namespaces every key.
    Redis { url: String, prefix: String },
}

/// Node configuration. `Config::new(secret)` gives the protocol's defaults.
#[derive(Debug, Clone)]
pub struct Config {
    pub secret: Secret,
    /// Accept `connect` without a token, as an anonymous user (`""`).
    pub allow_anonymous: bool,
    /// The server pings every interval (25 s); the client must answer within `pong_timeout` (10 s).
    pub ping_interval: Duration,
    pub pong_timeout: Duration,
    /// Close with 3502 if no `connect` arrives within this delay.
    pub stale_delay: Duration,
    /// Close an anonymous connection with 3502 once it has been subscribed to nothing for this
    /// long (it holds a socket for no purpose); `None`: never.
    pub idle_anonymous: Option<Duration>,
    /// Close with 3005 (or unsubscribe with 2501) this long after an unrefreshed token expired.
    pub expired_grace: Duration,
    /// Larger incoming messages close the connection with 1009.
    pub max_message_size: usize,
    /// Frames queued for one connection before it is disconnected with 3008 "slow".
    pub outbound_queue: usize,
    /// Subscriptions one connection may hold; more get error 106 "limit exceeded".
    pub max_subscriptions: usize,
    /// At most this many publications are recovered or returned by one history call.
    pub history_max: usize,
    /// How long a channel's epoch and top offset outlive its last use.
    pub history_meta_ttl: Duration,
    /// Presence entries of a vanished node disappear after this long (Redis).
    pub presence_ttl: Duration,
    /// How often a node compares what it fanned out with the stream tops (Redis; 40 s).
    pub position_check: Duration,
    pub broker: BrokerConfig,
    /// Reported to clients in the connect result.
    pub version: String,
}

impl Config {
    pub fn new(secret: impl Into<Vec<u8>>) -> Self {
        Self {
            secret: Secret(secret.into()),
            allow_anonymous: true,
            ping_interval: Duration::from_secs(25),
            pong_timeout: Duration::from_secs(10),
            stale_delay: Duration::from_secs(10),
            idle_anonymous: None,
            expired_grace: Duration::from_secs(25),
            max_message_size: 65_536,
            outbound_queue: 2_048,
            max_subscriptions: 128,
            history_max: 300,
            history_meta_ttl: Duration::from_secs(7 * 24 * 3600),
            presence_ttl: Duration::from_secs(60),
            position_check: Duration::from_secs(40),
            broker: BrokerConfig::Memory,
            version: env!("CARGO_PKG_VERSION").to_owned(),
        }
    }
}

/// What a channel allows. Channels starting with `$` additionally need a subscription token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChannelOptions {
    /// Clients may subscribe without a subscription token (ignored for `$` channels).
    pub allow_subscribe: bool,
    /// Clients may publish (otherwise only the server does, through `Node::publish`).
    pub allow_publish: bool,
    /// Clients may call `history` (recovery works regardless when history is kept).
    pub allow_history: bool,
    /// Presence is tracked and clients may ask for it.
    pub presence: bool,
    /// Publications kept per channel; 0 disables history, positions, recovery and delta.
    pub history_size: usize,
    pub history_ttl: Duration,
    /// Subscribers may ask for fossil delta compression.
    pub allow_delta: bool,
}

impl Default for ChannelOptions {
    fn default() -> Self {
        Self {
            allow_subscribe: true,
            allow_publish: false,
            allow_history: false,
            presence: false,
            history_size: 0,
            history_ttl: Duration::from_secs(300),
            allow_delta: false,
        }
    }
}

impl ChannelOptions {
    /// Whether publications carry offsets and subscriptions can recover.
    pub fn is_positioned(&self) -> bool {
        self.history_size > 0
    }
}

/// Decides which channels exist (`None` → error 102 "unknown channel") and what each allows.
pub trait ChannelPolicy: Send + Sync + 'static {
    fn options(&self, channel: &str) -> Option<ChannelOptions>;
}

impl<F> ChannelPolicy for F
where
    F: Fn(&str) -> Option<ChannelOptions> + Send + Sync + 'static,
{
    fn options(&self, channel: &str) -> Option<ChannelOptions> {
        self(channel)
    }
}

/// Options per namespace (the part before the first `:`, after a leading `$`), with a fallback for
/// channels without a namespace.
#[derive(Debug, Clone, Default)]
pub struct Namespaces {
    pub default: Option<ChannelOptions>,
    pub namespaces: HashMap<String, ChannelOptions>,
}

impl Namespaces {
    pub fn with(mut self, namespace: &str, options: ChannelOptions) -> Self {
        self.namespaces.insert(namespace.to_owned(), options);
        self
    }
}

impl ChannelPolicy for Namespaces {
    fn options(&self, channel: &str) -> Option<ChannelOptions> {
        match namespace(channel) {
            Some(ns) => self.namespaces.get(ns).cloned(),
            None => self.default.clone(),
        }
    }
}

/// The namespace of a channel: `sportsbook` for `sportsbook:updates:en` and `$user:42`'s `user`.
pub fn namespace(channel: &str) -> Option<&str> {
    let name = channel.strip_prefix('$').unwrap_or(channel);
    name.split_once(':').map(|(ns, _)| ns)
}

/// Whether a channel needs a subscription token.
pub fn is_private(channel: &str) -> bool {
    channel.starts_with('$')
}

/// A boxed, sendable future.
pub type BoxFuture<T> = Pin<Box<dyn Future<Output = T> + Send>>;

/// An `rpc` command from a connected client.
#[derive(Debug, Clone)]
pub struct RpcCall {
    pub user: String,
    pub client: String,
    pub method: String,
    pub data: serde_json::Value,
}

/// Answers `rpc` commands. Return application errors with codes 400–1999.
pub trait RpcHandler: Send + Sync + 'static {
    fn call(&self, call: RpcCall) -> BoxFuture<Result<serde_json::Value, ReplyError>>;
}

impl<F, Fut> RpcHandler for F
where
    F: Fn(RpcCall) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = Result<serde_json::Value, ReplyError>> + Send + 'static,
{
    fn call(&self, call: RpcCall) -> BoxFuture<Result<serde_json::Value, ReplyError>> {
        Box::pin(self(call))
    }
}

/// Tells whether the session a connection token names is still open. A token is bound to a
/// session by its `session` claim; when the application ends the session (sign-out), a
/// connection or reconnection with the token is refused with 109 "token expired", so the
/// client asks the application for a new token. Without a checker the claim is not checked.
pub trait SessionCheck: Send + Sync + 'static {
    fn is_open(&self, user: String, session: String) -> BoxFuture<bool>;
}

impl<F, Fut> SessionCheck for F
where
    F: Fn(String, String) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = bool> + Send + 'static,
{
    fn is_open(&self, user: String, session: String) -> BoxFuture<bool> {
        Box::pin(self(user, session))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_namespace_is_the_part_before_the_first_colon_without_the_dollar() {
        assert_eq!(namespace("sportsbook:match:en:1"), Some("sportsbook"));
        assert_eq!(namespace("$user:42"), Some("user"));
        assert_eq!(namespace("news"), None);
    }

    #[test]
    fn unknown_namespaces_have_no_options() {
        let policy = Namespaces::default().with("sportsbook", ChannelOptions::default());
        assert!(policy.options("sportsbook:updates:en").is_some());
        assert!(policy.options("casino:x").is_none());
        assert!(policy.options("plain").is_none());
    }
}
