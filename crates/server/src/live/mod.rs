//! Realtime for the sportsbook: a `crates/realtime` node with the sportsbook's channels, the
//! tokens clients connect and subscribe with, and the publisher that turns catalogue changes
//! into `match_changed`, `markets_changed`, … (`product.md` "Realtime channels").

pub mod channels;
pub mod events;
pub mod publisher;

use crate::config::Config;
use realtime::{BrokerConfig, Node};
use serde::Serialize;
use sportsbook_core::locale::Locale;

/// Starts the node: in-process fan-out, or Redis when `REDIS_URL` is set (several processes).
pub async fn start(config: &Config, secret: &[u8]) -> anyhow::Result<Node> {
    let mut settings = realtime::Config::new(secret.to_vec());
    settings.allow_anonymous = true;
    if let Some(url) = &config.redis_url {
        settings.broker = BrokerConfig::Redis { url: url.clone(), prefix: "sportsbook".into() };
    }
    let node = Node::builder(settings).channels(channels::options).start().await?;
    Ok(node)
}

/// Publishes an event on a player's private channel in every language.
pub async fn publish_to_user(node: &Node, user_id: i64, event_name: &str, message: &impl Serialize) {
    let data = serde_json::json!({ "event_name": event_name, "message": message });
    for locale in Locale::ALL {
        let channel = channels::user(locale, user_id);
        if let Err(error) = node.publish(&channel, &data).await {
            tracing::warn!(%channel, ?error, "realtime publish failed");
        }
    }
}
