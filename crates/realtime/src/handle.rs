//! The shared half of a connection: its bounded outbound queue and a way to close it from anywhere.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, PoisonError};

use tokio::sync::{mpsc, Notify};

use crate::codes::Disconnect;

/// Locks a std mutex, ignoring poisoning (no lock here guards an invariant a panic could break).
pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

pub(crate) type ConnId = u64;

/// A frame waiting to be written; publication frames are shared between subscribers.
pub(crate) type Frame = Arc<str>;

pub(crate) struct ConnHandle {
    pub id: ConnId,
    /// The client id sent in the connect result.
    pub client: String,
    /// The user id, set once the connection is authenticated.
    pub user: OnceLock<String>,
    tx: mpsc::Sender<Frame>,
    close: Mutex<Option<Disconnect>>,
    closed: Notify,
}

impl ConnHandle {
    pub fn new(client: String, queue: usize) -> (Arc<Self>, mpsc::Receiver<Frame>) {
        static NEXT_ID: AtomicU64 = AtomicU64::new(1);
        let (tx, rx) = mpsc::channel(queue.max(1));
        let handle = Self {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            client,
            user: OnceLock::new(),
            tx,
            close: Mutex::new(None),
            closed: Notify::new(),
        };
        (Arc::new(handle), rx)
    }

    /// Queues a frame. A full queue never drops silently: it disconnects with 3008 "slow".
    pub fn send(&self, frame: Frame) -> bool {
        match self.tx.try_send(frame) {
            Ok(()) => true,
            Err(mpsc::error::TrySendError::Full(_)) => {
                self.close(Disconnect::SLOW);
                false
            }
            Err(mpsc::error::TrySendError::Closed(_)) => false,
        }
    }

    /// Asks the connection to close; the first reason wins.
    pub fn close(&self, reason: Disconnect) {
        let mut slot = lock(&self.close);
        if slot.is_none() {
            *slot = Some(reason);
        }
        drop(slot);
        self.closed.notify_one();
    }

    /// Resolves once `close` was called, with its reason.
    pub async fn closed(&self) -> Disconnect {
        loop {
            if let Some(reason) = lock(&self.close).clone() {
                return reason;
            }
            self.closed.notified().await;
        }
    }

    pub fn user(&self) -> &str {
        self.user.get().map(String::as_str).unwrap_or("")
    }
}

/// Every authenticated connection of this node, for disconnecting users and counting.
#[derive(Default)]
pub(crate) struct Registry {
    conns: Mutex<HashMap<ConnId, Arc<ConnHandle>>>,
}

impl Registry {
    pub fn add(&self, conn: Arc<ConnHandle>) {
        lock(&self.conns).insert(conn.id, conn);
    }

    pub fn remove(&self, id: ConnId) {
        lock(&self.conns).remove(&id);
    }

    pub fn len(&self) -> usize {
        lock(&self.conns).len()
    }

    /// Closes the connections of `user` (every connection when `None`).
    pub fn disconnect(&self, user: Option<&str>, reason: &Disconnect) -> usize {
        let conns = lock(&self.conns);
        let mut n = 0;
        for conn in conns.values().filter(|c| user.is_none_or(|u| c.user() == u)) {
            conn.close(reason.clone());
            n += 1;
        }
        n
    }
}
