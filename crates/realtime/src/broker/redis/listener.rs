//! The node's one PUB/SUB connection: follows channel interest reported by the hub, delivers
//! publications from every node to the hub, applies control orders, and reconnects after a Redis
//! failure (then every positioned subscriber resyncs, since messages may have been lost).

use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use redis::aio::{ConnectionManager, PubSubSink, PubSubStream};
use tokio::sync::{mpsc, watch};

use super::positions::PositionCheck;
use super::{ControlDisconnect, Keys};
use crate::codes::Disconnect;
use crate::handle::Registry;
use crate::hub::{Hub, Interest};
use crate::protocol::PublicationBody;

pub(super) struct Listener {
    client: redis::Client,
    keys: Keys,
    hub: Arc<Hub>,
    registry: Arc<Registry>,
    sink: PubSubSink,
    stream: PubSubStream,
    conn: ConnectionManager,
    check_every: Duration,
}

impl Listener {
    pub async fn connect(
        client: redis::Client,
        conn: ConnectionManager,
        keys: Keys,
        hub: Arc<Hub>,
        registry: Arc<Registry>,
        check_every: Duration,
    ) -> redis::RedisResult<Self> {
        let (mut sink, stream) = client.get_async_pubsub().await?.split();
        sink.subscribe(keys.control()).await?;
        Ok(Self { client, keys, hub, registry, sink, stream, conn, check_every })
    }

    pub async fn run(mut self, mut interest: mpsc::UnboundedReceiver<Interest>, mut shutdown: watch::Receiver<bool>) {
        let mut check = tokio::time::interval(self.check_every);
        let mut positions = PositionCheck::default();
        loop {
            tokio::select! {
                _ = shutdown.changed() => return,
                _ = check.tick() => {
                    if let Err(e) = positions.run(&self.hub, &self.keys, &mut self.conn).await {
                        tracing::warn!(error = %e, "position check failed");
                    }
                }
                msg = self.stream.next() => match msg {
                    Some(msg) => self.deliver(&msg),
                    None => {
                        tracing::warn!("redis pub/sub connection lost; reconnecting");
                        if !self.reconnect(&mut shutdown).await {
                            return;
                        }
                        self.hub.resync_all();
                    }
                },
                order = interest.recv() => match order {
                    Some(Interest::Gained(channel)) => {
                        if let Err(e) = self.sink.subscribe(self.keys.pubsub(&channel)).await {
                            tracing::warn!(error = %e, channel = %channel, "redis subscribe failed");
                        }
                    }
                    Some(Interest::Lost(channel)) => {
                        if let Err(e) = self.sink.unsubscribe(self.keys.pubsub(&channel)).await {
                            tracing::warn!(error = %e, channel = %channel, "redis unsubscribe failed");
                        }
                    }
                    Some(Interest::Barrier(done)) => {
                        let _ = done.send(());
                    }
                    None => return,
                },
            }
        }
    }

    fn deliver(&self, msg: &redis::Msg) {
        let key = msg.get_channel_name();
        let Ok(payload) = std::str::from_utf8(msg.get_payload_bytes()) else { return };
        if key == self.keys.control() {
            if let Ok(order) = serde_json::from_str::<ControlDisconnect>(payload) {
                self.registry.disconnect(order.user.as_deref(), &Disconnect::new(order.code, order.reason));
            }
            return;
        }
        let Some(channel) = self.keys.channel_of(key) else { return };
        let mut parts = payload.splitn(3, '\n');
        let (Some(offset), Some(epoch), Some(body)) = (parts.next(), parts.next(), parts.next()) else { return };
        let Ok(offset) = offset.parse() else { return };
        if let Some(publication) = PublicationBody::decode(offset, body) {
            self.hub.broadcast(channel, epoch, &publication);
        }
    }

    /// Reconnects with backoff and resubscribes; false when shutting down.
    async fn reconnect(&mut self, shutdown: &mut watch::Receiver<bool>) -> bool {
        let mut delay = Duration::from_millis(100);
        loop {
            tokio::select! {
                _ = shutdown.changed() => return false,
                _ = tokio::time::sleep(delay) => {}
            }
            match self.resubscribe().await {
                Ok(()) => return true,
                Err(e) => tracing::warn!(error = %e, "redis pub/sub reconnect failed"),
            }
            delay = (delay * 2).min(Duration::from_secs(5));
        }
    }

    async fn resubscribe(&mut self) -> redis::RedisResult<()> {
        let (mut sink, stream) = self.client.get_async_pubsub().await?.split();
        sink.subscribe(self.keys.control()).await?;
        for channel in self.hub.channels() {
            sink.subscribe(self.keys.pubsub(&channel)).await?;
        }
        self.sink = sink;
        self.stream = stream;
        Ok(())
    }
}
