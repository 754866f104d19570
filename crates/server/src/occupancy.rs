//! Who holds the server's connections (docs/decisions/047): each client address may hold only its
//! share of them — open TCP connections counted at accept (by the peer, unless it is a trusted
//! proxy, whose clients are told apart per request) and WebSockets counted at the upgrade (by the
//! trusted client address) — and WebSockets together never take the slots kept for plain HTTP
//! requests, so health checks and bet placements are served while WebSockets fill up.

use crate::config::ConnectionLimits;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

/// What an address holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Kind {
    Connection,
    WebSocket,
}

/// Why a connection or WebSocket was not admitted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The address holds its share already.
    AddressFull,
    /// WebSockets hold every slot they may take.
    WebSocketsFull,
}

/// The counts shared by the listener and the WebSocket route (a cheap `Clone` handle).
#[derive(Clone)]
pub struct Occupancy {
    inner: Arc<Inner>,
}

struct Inner {
    limits: ConnectionLimits,
    counts: Mutex<Counts>,
}

#[derive(Default)]
struct Counts {
    per_address: HashMap<(Kind, IpAddr), usize>,
    websockets: usize,
}

/// A connection or WebSocket admitted; its count is given back when this is dropped.
#[must_use]
pub struct Held {
    occupancy: Occupancy,
    key: (Kind, IpAddr),
}

impl Drop for Held {
    fn drop(&mut self) {
        let mut counts = self.occupancy.counts();
        if let Some(n) = counts.per_address.get_mut(&self.key) {
            *n -= 1;
            if *n == 0 {
                counts.per_address.remove(&self.key);
            }
        }
        if self.key.0 == Kind::WebSocket {
            counts.websockets -= 1;
        }
    }
}

impl Occupancy {
    pub fn new(limits: ConnectionLimits) -> Occupancy {
        Occupancy { inner: Arc::new(Inner { limits, counts: Mutex::new(Counts::default()) }) }
    }

    fn counts(&self) -> std::sync::MutexGuard<'_, Counts> {
        self.inner.counts.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// WebSockets may hold all slots but the reserve for plain requests: a tenth, at least one.
    pub fn websocket_slots(&self) -> usize {
        let all = self.inner.limits.max_connections;
        all.saturating_sub((all / 10).max(1))
    }

    /// Admits one more TCP connection from `address`.
    pub fn connection(&self, address: IpAddr) -> Result<Held, Refusal> {
        self.admit(Kind::Connection, address, self.inner.limits.max_connections_per_address)
    }

    /// Admits one more WebSocket from `address` (the trusted client address).
    pub fn websocket(&self, address: IpAddr) -> Result<Held, Refusal> {
        self.admit(Kind::WebSocket, address, self.inner.limits.max_websockets_per_address)
    }

    fn admit(&self, kind: Kind, address: IpAddr, per_address: usize) -> Result<Held, Refusal> {
        let key = (kind, address);
        let mut counts = self.counts();
        if kind == Kind::WebSocket && counts.websockets >= self.websocket_slots() {
            return Err(Refusal::WebSocketsFull);
        }
        let held = counts.per_address.entry(key).or_default();
        if *held >= per_address {
            return Err(Refusal::AddressFull);
        }
        *held += 1;
        if kind == Kind::WebSocket {
            counts.websockets += 1;
        }
        Ok(Held { occupancy: self.clone(), key })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_limits(max: usize, per_address: usize, websockets_per_address: usize) -> Occupancy {
        Occupancy::new(ConnectionLimits {
            max_connections: max,
            max_connections_per_address: per_address,
            max_websockets_per_address: websockets_per_address,
            ..ConnectionLimits::default()
        })
    }

    fn ip(last: u8) -> IpAddr {
        IpAddr::from([127, 0, 0, last])
    }

    #[test]
    fn an_address_holds_its_share_and_gets_it_back_when_done() {
        let occupancy = with_limits(100, 2, 1);
        let first = occupancy.connection(ip(2)).expect("first");
        let _second = occupancy.connection(ip(2)).expect("second");
        assert_eq!(occupancy.connection(ip(2)).err(), Some(Refusal::AddressFull));
        assert!(occupancy.connection(ip(3)).is_ok(), "another address has its own share");
        drop(first);
        assert!(occupancy.connection(ip(2)).is_ok(), "a closed connection frees its count");
        let _socket = occupancy.websocket(ip(2)).expect("a websocket");
        assert_eq!(occupancy.websocket(ip(2)).err(), Some(Refusal::AddressFull));
    }

    #[test]
    fn websockets_leave_a_tenth_of_the_slots_to_plain_requests() {
        let occupancy = with_limits(20, 100, 100);
        assert_eq!(occupancy.websocket_slots(), 18);
        let held: Vec<Held> = (0..18).map(|n| occupancy.websocket(ip(n)).expect("a slot")).collect();
        assert_eq!(occupancy.websocket(ip(200)).err(), Some(Refusal::WebSocketsFull));
        drop(held);
        let _last = occupancy.websocket(ip(200)).expect("a slot again");
        assert_eq!(occupancy.counts().per_address.len(), 1, "counts of closed sockets are forgotten");
        assert_eq!(with_limits(5, 1, 1).websocket_slots(), 4, "at least one slot is kept");
    }
}
