//! The in-process broker: streams and presence in memory, delivery straight into the hub.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};

use tokio::sync::watch;

use super::new_epoch;
use crate::codes::Disconnect;
use crate::config::ChannelOptions;
use crate::error::{Error, Result};
use crate::handle::{lock, Registry};
use crate::hub::Hub;
use crate::protocol::{ClientInfo, Payload, Publication, StreamPosition};
use crate::stream::{HistoryQuery, MemoryStream};

pub(crate) struct MemoryBroker {
    hub: Arc<Hub>,
    registry: Arc<Registry>,
    streams: Mutex<HashMap<String, MemoryStream>>,
    presence: Mutex<HashMap<String, BTreeMap<String, ClientInfo>>>,
}

impl MemoryBroker {
    /// Creates the broker and its sweeper, which keeps expired history from piling up in memory.
    pub fn start(
        hub: Arc<Hub>,
        registry: Arc<Registry>,
        meta_ttl: Duration,
        shutdown: watch::Receiver<bool>,
    ) -> Arc<Self> {
        let broker = Arc::new(Self { hub, registry, streams: Mutex::default(), presence: Mutex::default() });
        tokio::spawn(sweep(Arc::downgrade(&broker), meta_ttl, shutdown));
        broker
    }

    pub fn publish(
        &self,
        channel: &str,
        data: Payload,
        info: Option<ClientInfo>,
        options: &ChannelOptions,
    ) -> StreamPosition {
        let info = info.map(Arc::new);
        if !options.is_positioned() {
            self.hub.broadcast(channel, "", &Publication { offset: 0, data, info });
            return StreamPosition::default();
        }
        // Fan out under the streams lock so that subscribers see offsets in order.
        let mut streams = lock(&self.streams);
        let stream = streams.entry(channel.to_owned()).or_insert_with(|| MemoryStream::new(new_epoch()));
        let publication = stream.append(data, info, options.history_size, options.history_ttl, Instant::now());
        let position = stream.position();
        self.hub.broadcast(channel, &position.epoch, &publication);
        position
    }

    pub fn history(
        &self,
        channel: &str,
        query: &HistoryQuery,
        options: &ChannelOptions,
    ) -> Result<(Vec<Publication>, StreamPosition)> {
        let mut streams = lock(&self.streams);
        let stream = streams.entry(channel.to_owned()).or_insert_with(|| MemoryStream::new(new_epoch()));
        let publications =
            stream.read(query, options.history_ttl, Instant::now()).map_err(|_| Error::UnrecoverablePosition)?;
        Ok((publications, stream.position()))
    }

    pub fn add_presence(&self, channel: &str, info: &ClientInfo) {
        lock(&self.presence).entry(channel.to_owned()).or_default().insert(info.client.clone(), info.clone());
    }

    pub fn remove_presence(&self, channel: &str, client: &str) {
        let mut presence = lock(&self.presence);
        if let Some(clients) = presence.get_mut(channel) {
            clients.remove(client);
            if clients.is_empty() {
                presence.remove(channel);
            }
        }
    }

    pub fn presence(&self, channel: &str) -> BTreeMap<String, ClientInfo> {
        lock(&self.presence).get(channel).cloned().unwrap_or_default()
    }

    pub fn disconnect(&self, user: Option<&str>, reason: &Disconnect) {
        self.registry.disconnect(user, reason);
    }
}

const SWEEP_EVERY: Duration = Duration::from_secs(30);

async fn sweep(broker: Weak<MemoryBroker>, meta_ttl: Duration, mut shutdown: watch::Receiver<bool>) {
    let mut tick = tokio::time::interval(SWEEP_EVERY);
    loop {
        tokio::select! {
            _ = shutdown.changed() => return,
            _ = tick.tick() => {}
        }
        let Some(broker) = broker.upgrade() else { return };
        let now = Instant::now();
        lock(&broker.streams).retain(|_, stream| stream.sweep(meta_ttl, now));
    }
}
