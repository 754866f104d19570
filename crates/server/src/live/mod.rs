//! Realtime for the sportsbook: a `crates/realtime` node with the sportsbook's channels, the
//! tokens clients connect and subscribe with, and the publisher that turns catalogue changes
//! into `match_changed`, `markets_changed`, … (docs/product.md#realtime-channels).

pub mod announcer;
pub mod balances;
pub mod channels;
pub mod events;
pub mod publisher;

use crate::config::Config;
use crate::db::{sessions, Db};
use realtime::{BrokerConfig, Disconnect, Node};
use serde::Serialize;
use sportsbook_core::locale::Locale;

/// Starts the node: in-process fan-out, or Redis when `REDIS_URL` is set (several processes).
/// A player's connection token names their session; a connect with it is refused once the
/// session has ended (sign-out, password reset, expiry).
pub async fn start(config: &Config, secret: &[u8], db: Db) -> anyhow::Result<Node> {
    let mut settings = realtime::Config::new(secret.to_vec());
    settings.allow_anonymous = true;
    settings.stale_delay = config.limits.realtime_handshake_timeout;
    settings.idle_anonymous = Some(config.limits.realtime_idle_timeout);
    if let Some(url) = &config.redis_url {
        settings.broker = BrokerConfig::Redis { url: url.clone(), prefix: "sportsbook".into() };
    }
    let check = move |user: String, session: String| {
        let db = db.clone();
        async move { session_is_open(&db, &user, &session).await }
    };
    let node = Node::builder(settings).channels(channels::options).sessions(check).start().await?;
    Ok(node)
}

/// Whether `session` (a session token's digest) is open and belongs to `user`. Fails closed.
async fn session_is_open(db: &Db, user: &str, session: &str) -> bool {
    let Ok(user_id) = user.parse::<i64>() else { return false };
    match sessions::find_user(&db.pool, session, crate::clock::now_ms()).await {
        Ok(owner) => owner == Some(user_id),
        Err(error) => {
            tracing::warn!(%error, "checking a realtime session failed");
            false
        }
    }
}

/// What a player's private channel carries: an event's name and its message.
#[derive(Serialize)]
struct UserEvent<'a, M> {
    event_name: &'a str,
    message: M,
}

/// Publishes an event on a player's private channel, with a message made for each language.
pub async fn publish_to_user_localized<M: Serialize>(
    node: &Node,
    user_id: i64,
    event_name: &str,
    message: impl Fn(Locale) -> M,
) {
    for locale in Locale::ALL {
        let channel = channels::user(locale, user_id);
        let data = UserEvent { event_name, message: message(locale) };
        if let Err(error) = node.publish(&channel, &data).await {
            tracing::warn!(%channel, ?error, "realtime publish failed");
        }
    }
}

/// After one of a player's sessions ended: every connection of theirs reconnects, and only
/// those whose own session is still open get back in as the player (the others are told
/// their token expired and ask for a new, anonymous one).
pub async fn reconnect_user(node: &Node, user_id: i64) {
    if let Err(error) = node.disconnect(Some(&user_id.to_string()), Disconnect::FORCE_RECONNECT).await {
        tracing::warn!(user_id, ?error, "ending realtime connections failed");
    }
}

/// Publishes an event on a player's private channel in every language.
pub async fn publish_to_user(node: &Node, user_id: i64, event_name: &str, message: &impl Serialize) {
    let data = realtime::protocol::payload(&UserEvent { event_name, message });
    for locale in Locale::ALL {
        let channel = channels::user(locale, user_id);
        if let Err(error) = node.publish_payload(&channel, data.clone()).await {
            tracing::warn!(%channel, ?error, "realtime publish failed");
        }
    }
}
