//! Periodic position check: Redis PUB/SUB delivers at most once, so a lost last publication would
//! go unnoticed until the next one. Every interval the node compares, per channel, the newest
//! offset it has fanned out with the stream top Redis reported one interval earlier (so a message
//! still in flight is not mistaken for a lost one); behind, or another epoch, makes the channel's
//! subscribers resync (unsubscribe 2500, then recovery from history).

use std::collections::HashMap;
use std::sync::Arc;

use redis::aio::ConnectionManager;

use super::Keys;
use crate::hub::Hub;

#[derive(Default)]
pub(super) struct PositionCheck {
    /// The stream tops read at the previous check.
    previous: HashMap<Arc<str>, (String, u64)>,
}

impl PositionCheck {
    pub async fn run(&mut self, hub: &Hub, keys: &Keys, conn: &mut ConnectionManager) -> redis::RedisResult<()> {
        let seen = hub.positions();
        if seen.is_empty() {
            self.previous.clear();
            return Ok(());
        }
        let mut pipe = redis::pipe();
        for (channel, _, _) in &seen {
            pipe.cmd("HMGET").arg(keys.meta(channel)).arg("e").arg("s");
        }
        let tops: Vec<(Option<String>, Option<u64>)> = pipe.query_async(conn).await?;
        let mut current = HashMap::with_capacity(seen.len());
        for ((channel, epoch, offset), (top_epoch, top)) in seen.into_iter().zip(tops) {
            let (Some(top_epoch), Some(top)) = (top_epoch, top) else { continue };
            let lost = match self.previous.get(&channel) {
                Some((earlier_epoch, earlier_top)) if *earlier_epoch == epoch => offset < *earlier_top,
                _ => false,
            };
            if lost || (top_epoch != epoch && top > 0) {
                tracing::warn!(channel = %channel, "publications were lost; subscribers resync");
                hub.resync(&channel);
            }
            current.insert(channel, (top_epoch, top));
        }
        self.previous = current;
        Ok(())
    }
}
