//! Brokers own channel streams (epoch, offsets, history), presence and the delivery of publications
//! to every node's hub: in memory for one process, or Redis for several.

mod memory;
mod redis;

use std::collections::BTreeMap;
use std::sync::Arc;

use tokio::sync::watch;

use crate::codes::Disconnect;
use crate::config::{BrokerConfig, ChannelOptions, Config};
use crate::error::Result;
use crate::handle::Registry;
use crate::hub::Hub;
use crate::protocol::{ClientInfo, Payload, Publication, StreamPosition};
use crate::stream::HistoryQuery;

pub(crate) use self::memory::MemoryBroker;
pub(crate) use self::redis::RedisBroker;

pub(crate) enum Broker {
    Memory(Arc<MemoryBroker>),
    Redis(Box<RedisBroker>),
}

/// A random stream epoch.
pub(crate) fn new_epoch() -> String {
    use rand::Rng;
    const ALPHABET: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    let mut rng = rand::thread_rng();
    (0..8).map(|_| ALPHABET[rng.gen_range(0..ALPHABET.len())] as char).collect()
}

impl Broker {
    pub async fn start(
        config: &Config,
        hub: Arc<Hub>,
        registry: Arc<Registry>,
        shutdown: watch::Receiver<bool>,
    ) -> Result<Self> {
        Ok(match &config.broker {
            BrokerConfig::Memory => Self::Memory(MemoryBroker::start(hub, registry, config.history_meta_ttl, shutdown)),
            BrokerConfig::Redis { url, prefix } => {
                Self::Redis(Box::new(RedisBroker::start(url, prefix, config, hub, registry, shutdown).await?))
            }
        })
    }

    /// Appends to the channel's history (when it keeps one) and delivers to every node.
    pub async fn publish(
        &self,
        channel: &str,
        data: Payload,
        info: Option<ClientInfo>,
        options: &ChannelOptions,
    ) -> Result<StreamPosition> {
        match self {
            Self::Memory(b) => Ok(b.publish(channel, data, info, options)),
            Self::Redis(b) => b.publish(channel, data, info, options).await,
        }
    }

    /// Reads history and the stream's current position.
    pub async fn history(
        &self,
        channel: &str,
        query: &HistoryQuery,
        options: &ChannelOptions,
    ) -> Result<(Vec<Publication>, StreamPosition)> {
        match self {
            Self::Memory(b) => b.history(channel, query, options),
            Self::Redis(b) => b.history(channel, query).await,
        }
    }

    /// Resolves once publications of a channel that just gained interest reach this node.
    pub async fn ready(&self) -> Result<()> {
        match self {
            Self::Memory(_) => Ok(()),
            Self::Redis(b) => b.ready().await,
        }
    }

    pub async fn add_presence(&self, channel: &str, info: &ClientInfo) -> Result<()> {
        match self {
            Self::Memory(b) => {
                b.add_presence(channel, info);
                Ok(())
            }
            Self::Redis(b) => b.add_presence(channel, info).await,
        }
    }

    pub async fn remove_presence(&self, channel: &str, client: &str) -> Result<()> {
        match self {
            Self::Memory(b) => {
                b.remove_presence(channel, client);
                Ok(())
            }
            Self::Redis(b) => b.remove_presence(channel, client).await,
        }
    }

    pub async fn presence(&self, channel: &str) -> Result<BTreeMap<String, ClientInfo>> {
        match self {
            Self::Memory(b) => Ok(b.presence(channel)),
            Self::Redis(b) => b.presence(channel).await,
        }
    }

    /// Whether the broker answers.
    pub async fn check(&self) -> Result<()> {
        match self {
            Self::Memory(_) => Ok(()),
            Self::Redis(b) => b.check().await,
        }
    }

    /// Closes the connections of `user` (every connection when `None`) on every node.
    pub async fn disconnect(&self, user: Option<&str>, reason: &Disconnect) -> Result<()> {
        match self {
            Self::Memory(b) => {
                b.disconnect(user, reason);
                Ok(())
            }
            Self::Redis(b) => b.disconnect(user, reason).await,
        }
    }
}
