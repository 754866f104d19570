//! Channel streams: a bounded, expiring history with an epoch and increasing offsets, plus the pure
//! recovery decision made when a client resubscribes with the position it last saw.

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::protocol::{ClientInfo, Payload, Publication, StreamPosition};

/// Which part of a stream to read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HistoryQuery {
    /// Read after this position (or before it, when `reverse`). A non-empty epoch must match the
    /// stream's.
    pub since: Option<StreamPosition>,
    /// At most this many publications; 0 reads only the position.
    pub limit: usize,
    /// Newest first.
    pub reverse: bool,
}

/// A read whose `since` names another epoch, or a position older than the history kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnrecoverablePosition;

/// A stream kept in memory.
#[derive(Debug)]
pub struct MemoryStream {
    epoch: String,
    top: u64,
    entries: VecDeque<(Instant, Publication)>,
    /// The TTL of the last append, and when the stream was last used.
    ttl: Duration,
    touched: Option<Instant>,
}

impl MemoryStream {
    pub fn new(epoch: String) -> Self {
        Self { epoch, top: 0, entries: VecDeque::new(), ttl: Duration::MAX, touched: None }
    }

    /// Drops expired entries; false when the whole stream (epoch included) has been idle longer
    /// than `meta_ttl` and can be forgotten.
    pub fn sweep(&mut self, meta_ttl: Duration, now: Instant) -> bool {
        self.expire(self.ttl, now);
        self.touched.is_none_or(|at| now.duration_since(at) <= meta_ttl)
    }

    pub fn position(&self) -> StreamPosition {
        StreamPosition { offset: self.top, epoch: self.epoch.clone() }
    }

    /// Appends a publication with the next offset, keeping at most `size` entries younger than `ttl`.
    pub fn append(
        &mut self,
        data: Payload,
        info: Option<Arc<ClientInfo>>,
        size: usize,
        ttl: Duration,
        now: Instant,
    ) -> Publication {
        self.top += 1;
        self.ttl = ttl;
        self.touched = Some(now);
        let publication = Publication { offset: self.top, data, info };
        self.entries.push_back((now, publication.clone()));
        while self.entries.len() > size {
            self.entries.pop_front();
        }
        self.expire(ttl, now);
        publication
    }

    /// Reads publications as `query` asks; entries older than `ttl` are gone.
    pub fn read(
        &mut self,
        query: &HistoryQuery,
        ttl: Duration,
        now: Instant,
    ) -> Result<Vec<Publication>, UnrecoverablePosition> {
        self.touched = Some(now);
        self.expire(ttl, now);
        if let Some(since) = &query.since {
            if !since.epoch.is_empty() && since.epoch != self.epoch {
                return Err(UnrecoverablePosition);
            }
        }
        if query.limit == 0 {
            return Ok(Vec::new());
        }
        let since = query.since.as_ref().map(|s| s.offset);
        let publications = self.entries.iter().map(|(_, p)| p);
        let selected: Vec<Publication> = if query.reverse {
            publications.rev().filter(|p| since.is_none_or(|s| p.offset < s)).take(query.limit).cloned().collect()
        } else {
            publications.filter(|p| since.is_none_or(|s| p.offset > s)).take(query.limit).cloned().collect()
        };
        Ok(selected)
    }

    fn expire(&mut self, ttl: Duration, now: Instant) {
        while self.entries.front().is_some_and(|(at, _)| now.duration_since(*at) > ttl) {
            self.entries.pop_front();
        }
    }
}

/// The outcome of a recovery attempt.
#[derive(Debug, Clone)]
pub struct Recovery {
    pub recovered: bool,
    /// The missed publications, in order; always empty when not recovered.
    pub publications: Vec<Publication>,
}

/// Decides whether `history` (read after the client's offset) closes the gap up to `top` exactly.
pub fn recover(client: &StreamPosition, top: &StreamPosition, history: Vec<Publication>) -> Recovery {
    let same_epoch = client.epoch.is_empty() || client.epoch == top.epoch;
    let recovered = same_epoch
        && match (history.first(), history.last()) {
            (Some(first), Some(last)) => first.offset == client.offset + 1 && last.offset == top.offset,
            _ => top.offset == client.offset,
        };
    Recovery { recovered, publications: if recovered { history } else { Vec::new() } }
}

/// A hole between what the client has and what arrived live.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Gap;

/// Keeps the buffered live publications that follow `after`, dropping duplicates; fails on a hole.
pub fn continue_after(after: u64, buffered: Vec<Publication>) -> Result<Vec<Publication>, Gap> {
    let mut next = after + 1;
    let mut kept = Vec::with_capacity(buffered.len());
    for p in buffered {
        if p.offset < next {
            continue;
        }
        if p.offset > next {
            return Err(Gap);
        }
        next += 1;
        kept.push(p);
    }
    Ok(kept)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::parse_payload;

    const TTL: Duration = Duration::from_secs(60);

    fn stream_with(n: u64, size: usize, now: Instant) -> MemoryStream {
        let mut stream = MemoryStream::new("E".into());
        for i in 1..=n {
            stream.append(parse_payload(&i.to_string()).expect("json"), None, size, TTL, now);
        }
        stream
    }

    fn offsets(pubs: &[Publication]) -> Vec<u64> {
        pubs.iter().map(|p| p.offset).collect()
    }

    fn at(offset: u64) -> StreamPosition {
        StreamPosition { offset, epoch: "E".into() }
    }

    #[test]
    fn offsets_increase_and_history_keeps_only_the_newest_entries() {
        let now = Instant::now();
        let mut stream = stream_with(5, 3, now);
        assert_eq!(stream.position(), at(5));
        let all = HistoryQuery { limit: usize::MAX, ..Default::default() };
        assert_eq!(offsets(&stream.read(&all, TTL, now).expect("read")), vec![3, 4, 5]);
    }

    #[test]
    fn history_reads_after_a_position_or_backwards_before_it() {
        let now = Instant::now();
        let mut stream = stream_with(5, 10, now);
        let forward = HistoryQuery { since: Some(at(2)), limit: 2, reverse: false };
        assert_eq!(offsets(&stream.read(&forward, TTL, now).expect("read")), vec![3, 4]);
        let backward = HistoryQuery { since: Some(at(4)), limit: 10, reverse: true };
        assert_eq!(offsets(&stream.read(&backward, TTL, now).expect("read")), vec![3, 2, 1]);
    }

    #[test]
    fn reading_since_another_epoch_is_unrecoverable() {
        let now = Instant::now();
        let mut stream = stream_with(2, 10, now);
        let query =
            HistoryQuery { since: Some(StreamPosition { offset: 1, epoch: "X".into() }), limit: 10, reverse: false };
        assert_eq!(stream.read(&query, TTL, now).err(), Some(UnrecoverablePosition));
    }

    #[test]
    fn entries_older_than_the_ttl_expire_but_the_position_stays() {
        let start = Instant::now();
        let mut stream = stream_with(2, 10, start);
        let later = start + TTL + Duration::from_secs(1);
        let all = HistoryQuery { limit: usize::MAX, ..Default::default() };
        assert!(stream.read(&all, TTL, later).expect("read").is_empty());
        assert_eq!(stream.position(), at(2));
    }

    #[test]
    fn a_sweep_drops_expired_entries_and_forgets_long_idle_streams() {
        let start = Instant::now();
        let mut stream = stream_with(2, 10, start);
        let meta_ttl = Duration::from_secs(3600);
        assert!(stream.sweep(meta_ttl, start + TTL + Duration::from_secs(1)));
        assert!(stream.entries.is_empty());
        assert!(!stream.sweep(meta_ttl, start + meta_ttl + Duration::from_secs(1)));
    }

    #[test]
    fn recovery_succeeds_when_history_closes_the_gap_exactly() {
        let now = Instant::now();
        let mut stream = stream_with(5, 10, now);
        let query = HistoryQuery { since: Some(at(2)), limit: 300, reverse: false };
        let history = stream.read(&query, TTL, now).expect("read");
        let recovery = recover(&at(2), &stream.position(), history);
        assert!(recovery.recovered);
        assert_eq!(offsets(&recovery.publications), vec![3, 4, 5]);
    }

    #[test]
    fn recovery_fails_when_history_was_trimmed_past_the_client_position() {
        let now = Instant::now();
        let mut stream = stream_with(10, 3, now);
        let query = HistoryQuery { since: Some(at(2)), limit: 300, reverse: false };
        let history = stream.read(&query, TTL, now).expect("read");
        let recovery = recover(&at(2), &stream.position(), history);
        assert!(!recovery.recovered);
        assert!(recovery.publications.is_empty());
    }

    #[test]
    fn recovery_with_nothing_missed_is_recovered_and_another_epoch_is_not() {
        assert!(recover(&at(5), &at(5), Vec::new()).recovered);
        let other = StreamPosition { offset: 5, epoch: "Y".into() };
        assert!(!recover(&other, &at(5), Vec::new()).recovered);
    }

    #[test]
    fn buffered_live_publications_are_deduplicated_and_holes_are_detected() {
        let now = Instant::now();
        let mut stream = stream_with(6, 10, now);
        let all = HistoryQuery { limit: usize::MAX, ..Default::default() };
        let pubs = stream.read(&all, TTL, now).expect("read");
        assert_eq!(offsets(&continue_after(3, pubs.clone()).expect("contiguous")), vec![4, 5, 6]);
        let holed: Vec<Publication> = pubs.into_iter().filter(|p| p.offset != 5).collect();
        assert_eq!(continue_after(3, holed).err(), Some(Gap));
    }
}
