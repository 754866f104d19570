//! The announcer: what a committed write changed for players — their bets, balances and unread
//! notifications — published on their private channels by one task. The writers (placement,
//! settlement) hand their changes over and go on, so neither the next batch nor the request
//! waiting for its answer waits for the publications or the reads they need. Changes queued
//! meanwhile are taken together: a player whose balance moved in many of them hears one balance
//! (the latest) and one unread count, read in one query for up to 500 players.

use crate::app::AppState;
use crate::db::bets::StoredBet;
use std::collections::BTreeSet;
use tokio::sync::{mpsc, watch};

/// Changes waiting to be published at most; past it a writer waits (back-pressure) rather
/// than dropping what players should hear.
const QUEUE: usize = 1_024;
/// Players whose balances one query reads.
const PLAYERS_PER_QUERY: usize = 500;

/// What one committed write changed.
#[derive(Debug, Default)]
pub struct Changes {
    /// Every bet whose state changed, as it is now (`bet_changed`).
    pub bets: Vec<StoredBet>,
    /// Players whose balance moved (`balance_changed`).
    pub players: Vec<i64>,
    /// Players who got a notification (`unread_counters_changed`).
    pub notified: Vec<i64>,
}

/// The sending end, held by the application state (cheap to clone).
#[derive(Clone)]
pub struct Announcer {
    queue: mpsc::Sender<Changes>,
}

/// The receiving end, handed to [`run`].
pub struct AnnouncerQueue(mpsc::Receiver<Changes>);

impl Announcer {
    pub fn new() -> (Announcer, AnnouncerQueue) {
        let (queue, receiver) = mpsc::channel(QUEUE);
        (Announcer { queue }, AnnouncerQueue(receiver))
    }

    /// Queues a write's changes (after its commit).
    pub async fn announce(&self, changes: Changes) {
        if self.queue.send(changes).await.is_err() {
            tracing::warn!("the announcer has stopped; changes not announced");
        }
    }
}

/// Publishes queued changes until `stopped` turns true, then what is still queued.
pub async fn run(state: AppState, queue: AnnouncerQueue, mut stopped: watch::Receiver<bool>) {
    let mut queue = queue.0;
    loop {
        let first = tokio::select! {
            first = queue.recv() => first,
            _ = stopped.wait_for(|stop| *stop) => break,
        };
        let Some(first) = first else { return };
        publish(&state, first, &mut queue).await;
    }
    while let Ok(rest) = queue.try_recv() {
        publish(&state, rest, &mut queue).await;
    }
}

/// Publishes `first` and everything queued behind it.
async fn publish(state: &AppState, first: Changes, queue: &mut mpsc::Receiver<Changes>) {
    let mut bets = first.bets;
    let mut players: BTreeSet<i64> = first.players.into_iter().collect();
    let mut notified: BTreeSet<i64> = first.notified.into_iter().collect();
    while let Ok(more) = queue.try_recv() {
        bets.extend(more.bets);
        players.extend(more.players);
        notified.extend(more.notified);
    }
    for bet in &bets {
        crate::bets::decider::announce(state, bet).await;
    }
    let players: Vec<i64> = players.into_iter().collect();
    for some in players.chunks(PLAYERS_PER_QUERY) {
        crate::live::balances::announce_players_balances(state, some).await;
    }
    if !notified.is_empty() {
        crate::notifications::announce_unread(state, &notified.into_iter().collect::<Vec<_>>()).await;
    }
}
