//! This node's subscribers per channel and the fan-out of publications to them: position checks,
//! the subscribe-time buffer that keeps the reply ahead of live publications, and delta encoding.

use std::collections::hash_map::{DefaultHasher, Entry};
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex, OnceLock};

use tokio::sync::mpsc;

use crate::codes::{Disconnect, Unsubscribe};
use crate::handle::{lock, ConnHandle, ConnId, Frame};
use crate::protocol::reply::{self, WirePublication};
use crate::protocol::{Payload, Publication};
use crate::stream::{continue_after, Gap};

const SHARDS: usize = 16;

/// One connection's subscription to a channel, as the fan-out sees it.
pub(crate) struct Sub {
    pub conn: Arc<ConnHandle>,
    /// Offsets are checked: a hole ends the subscription so the client recovers.
    pub positioned: bool,
    pub delta: bool,
    /// Made by the server at connect: a hole disconnects (3010) instead of unsubscribing.
    pub server_side: bool,
    pub epoch: String,
    /// The last offset delivered.
    pub last: u64,
    /// The offset whose payload the client holds as its delta base.
    base: Option<u64>,
    /// Live publications held back while the subscribe reply is prepared.
    buffer: Option<Vec<Publication>>,
    /// A hole was found; the sub waits for the client to resubscribe.
    failed: bool,
}

impl Sub {
    pub fn new(conn: Arc<ConnHandle>, positioned: bool, delta: bool, server_side: bool) -> Self {
        Self {
            conn,
            positioned,
            delta,
            server_side,
            epoch: String::new(),
            last: 0,
            base: None,
            buffer: None,
            failed: false,
        }
    }

    fn fail(&mut self, channel: &str) {
        self.failed = true;
        if self.server_side {
            self.conn.close(Disconnect::INSUFFICIENT_STATE);
        } else {
            self.conn.send(Frame::from(reply::unsubscribe_push(channel, Unsubscribe::INSUFFICIENT_STATE)));
        }
    }
}

#[derive(Default)]
struct Channel {
    subs: HashMap<ConnId, Sub>,
    /// The last publication fanned out: the base of the next delta.
    prev: Option<Publication>,
    /// The newest stream position this node has seen for the channel (epoch, offset).
    seen: Option<(String, u64)>,
}

impl Channel {
    fn see(&mut self, epoch: &str, offset: u64) {
        match &mut self.seen {
            Some((e, o)) if e == epoch => *o = (*o).max(offset),
            _ => self.seen = Some((epoch.to_owned(), offset)),
        }
    }
}

/// A channel gained its first or lost its last local subscriber (brokers subscribe upstream).
#[derive(Debug)]
pub(crate) enum Interest {
    Gained(Arc<str>),
    Lost(Arc<str>),
    /// Answered once every earlier change took effect upstream.
    Barrier(tokio::sync::oneshot::Sender<()>),
}

/// The subscription was already there.
#[derive(Debug)]
pub(crate) struct AlreadySubscribed;

pub(crate) struct Hub {
    shards: Vec<Mutex<HashMap<Arc<str>, Channel>>>,
    interest: OnceLock<mpsc::UnboundedSender<Interest>>,
}

impl Hub {
    pub fn new() -> Self {
        Self { shards: (0..SHARDS).map(|_| Mutex::default()).collect(), interest: OnceLock::new() }
    }

    /// Reports channel interest changes, in order, to a broker.
    pub fn report_interest(&self, tx: mpsc::UnboundedSender<Interest>) {
        let _ = self.interest.set(tx);
    }

    fn shard(&self, channel: &str) -> &Mutex<HashMap<Arc<str>, Channel>> {
        let mut h = DefaultHasher::new();
        channel.hash(&mut h);
        &self.shards[(h.finish() as usize) % SHARDS]
    }

    fn tell(&self, interest: Interest) {
        if let Some(tx) = self.interest.get() {
            let _ = tx.send(interest);
        }
    }

    /// Registers a subscription that buffers live publications until [`Hub::finish_subscribe`].
    pub fn start_subscribe(&self, channel: &str, mut sub: Sub) -> Result<(), AlreadySubscribed> {
        sub.buffer = Some(Vec::new());
        let mut shard = lock(self.shard(channel));
        let is_new = !shard.contains_key(channel);
        let entry = shard.entry(Arc::from(channel)).or_default();
        match entry.subs.entry(sub.conn.id) {
            Entry::Occupied(mut existing) if existing.get().failed => {
                existing.insert(sub);
            }
            Entry::Occupied(_) => return Err(AlreadySubscribed),
            Entry::Vacant(slot) => {
                slot.insert(sub);
            }
        }
        if is_new {
            self.tell(Interest::Gained(Arc::from(channel)));
        }
        Ok(())
    }

    /// Sends the subscribe reply (unless it went out inside the connect reply), then the buffered publications after `after` (whose payload the
    /// client holds as `base` on delta subscriptions), and switches the subscription to live.
    pub fn finish_subscribe(
        &self,
        channel: &str,
        conn: ConnId,
        reply: Option<String>,
        epoch: String,
        after: u64,
        base: Option<Payload>,
    ) -> Result<(), Gap> {
        let mut shard = lock(self.shard(channel));
        let Some(entry) = shard.get_mut(channel) else { return Ok(()) };
        if !epoch.is_empty() {
            entry.see(&epoch, after);
        }
        let Some(sub) = entry.subs.get_mut(&conn) else { return Ok(()) };
        let buffered = sub.buffer.take().unwrap_or_default();
        if let Some(reply) = reply {
            sub.conn.send(Frame::from(reply));
        }
        sub.epoch = epoch;
        sub.last = after;
        sub.base = base.as_ref().map(|_| after);
        let pending = if sub.positioned {
            match continue_after(after, buffered) {
                Ok(pending) => pending,
                Err(gap) => {
                    sub.fail(channel);
                    return Err(gap);
                }
            }
        } else {
            buffered
        };
        for wire in reply::publication_run(&pending, sub.delta, base) {
            sub.conn.send(Frame::from(reply::pub_push(channel, &wire)));
        }
        if let Some(last) = pending.last() {
            sub.last = last.offset;
            sub.base = Some(last.offset);
        }
        Ok(())
    }

    /// Removes a subscription; true when it existed.
    pub fn unsubscribe(&self, channel: &str, conn: ConnId) -> bool {
        let mut shard = lock(self.shard(channel));
        let Some(entry) = shard.get_mut(channel) else { return false };
        let existed = entry.subs.remove(&conn).is_some();
        if entry.subs.is_empty() {
            shard.remove(channel);
            self.tell(Interest::Lost(Arc::from(channel)));
        }
        existed
    }

    /// Whether the connection's subscription is live (not failed).
    pub fn is_subscribed(&self, channel: &str, conn: ConnId) -> bool {
        let shard = lock(self.shard(channel));
        shard.get(channel).and_then(|c| c.subs.get(&conn)).is_some_and(|s| !s.failed)
    }

    /// Channels with local subscribers.
    pub fn channels(&self) -> Vec<Arc<str>> {
        self.shards.iter().flat_map(|s| lock(s).keys().cloned().collect::<Vec<_>>()).collect()
    }

    /// Makes every positioned subscriber resync (after the broker lost messages).
    pub fn resync_all(&self) {
        for shard in &self.shards {
            for (channel, entry) in lock(shard).iter_mut() {
                resync(channel, entry);
            }
        }
    }

    /// Makes the positioned subscribers of one channel resync.
    pub fn resync(&self, channel: &str) {
        if let Some(entry) = lock(self.shard(channel)).get_mut(channel) {
            resync(channel, entry);
        }
    }

    /// The newest position seen per channel with local subscribers: (channel, epoch, offset).
    pub fn positions(&self) -> Vec<(Arc<str>, String, u64)> {
        let mut out = Vec::new();
        for shard in &self.shards {
            for (channel, entry) in lock(shard).iter() {
                if let Some((epoch, offset)) = &entry.seen {
                    out.push((channel.clone(), epoch.clone(), *offset));
                }
            }
        }
        out
    }

    /// Fans a publication out to this node's subscribers of `channel`, in offset order.
    pub fn broadcast(&self, channel: &str, epoch: &str, p: &Publication) {
        let mut shard = lock(self.shard(channel));
        let Some(entry) = shard.get_mut(channel) else { return };
        let mut frames = Frames::default();
        let prev = entry.prev.take().filter(|prev| prev.offset + 1 == p.offset);
        for sub in entry.subs.values_mut() {
            if let Some(buffer) = &mut sub.buffer {
                buffer.push(p.clone());
                continue;
            }
            if sub.failed {
                continue;
            }
            if sub.positioned {
                if sub.epoch != epoch || p.offset > sub.last + 1 {
                    sub.fail(channel);
                    continue;
                }
                if p.offset <= sub.last {
                    continue;
                }
            }
            let frame = match (&prev, sub.delta) {
                (_, false) => frames.plain(channel, p),
                (Some(prev), true) if sub.base == Some(prev.offset) => frames.delta(channel, prev, p),
                (_, true) => frames.full_text(channel, p),
            };
            if sub.conn.send(frame) {
                sub.last = p.offset;
                sub.base = Some(p.offset);
            }
        }
        entry.prev = Some(p.clone());
        if p.offset > 0 {
            entry.see(epoch, p.offset);
        }
    }
}

fn resync(channel: &str, entry: &mut Channel) {
    for sub in entry.subs.values_mut().filter(|s| s.positioned && !s.failed && s.buffer.is_none()) {
        sub.fail(channel);
    }
}

/// The encodings of one publication, each made at most once per fan-out.
#[derive(Default)]
struct Frames {
    plain: Option<Frame>,
    full_text: Option<Frame>,
    delta: Option<Frame>,
}

impl Frames {
    fn plain(&mut self, channel: &str, p: &Publication) -> Frame {
        self.plain.get_or_insert_with(|| Frame::from(reply::pub_push(channel, &WirePublication::plain(p)))).clone()
    }

    fn full_text(&mut self, channel: &str, p: &Publication) -> Frame {
        self.full_text
            .get_or_insert_with(|| Frame::from(reply::pub_push(channel, &WirePublication::full_text(p))))
            .clone()
    }

    fn delta(&mut self, channel: &str, prev: &Publication, p: &Publication) -> Frame {
        self.delta
            .get_or_insert_with(|| Frame::from(reply::pub_push(channel, &WirePublication::delta_from(&prev.data, p))))
            .clone()
    }
}

#[cfg(test)]
#[path = "hub_tests.rs"]
mod tests;
