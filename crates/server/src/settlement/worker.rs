//! The settlement worker: brings the bets on every market with a new decision to it, one batch
//! per database transaction, and announces what changed after each commit. It resumes from the
//! database after a restart: a market stays pending until a batch finds no bet left to bring.

use super::apply;
use crate::app::AppState;
use crate::db::settlement::{self as store, Decision};
use anyhow::Context;
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, watch, Notify};

/// How often pending markets are looked for without a nudge (the feed records decisions in its
/// own transactions).
const POLL: Duration = Duration::from_millis(500);
/// Pending markets taken per round.
const MARKETS_PER_ROUND: i64 = 32;
/// Players whose balances one query reads for the announcements.
const ANNOUNCED_PER_QUERY: usize = 500;
/// Batches whose announcements may wait to be published.
const ANNOUNCEMENTS: usize = 64;

/// A handle to wake the worker when a decision was recorded (cheap to clone).
#[derive(Clone, Default)]
pub struct Settlements {
    wake: Arc<Notify>,
}

impl Settlements {
    /// Asks the worker to look for pending markets now.
    pub fn nudge(&self) {
        self.wake.notify_one();
    }
}

/// Settles pending markets until `stopped` turns true. Announcements go to their own task, so
/// the next batch does not wait for them.
pub async fn run(state: AppState, mut stopped: watch::Receiver<bool>) {
    let (announcements, queue) = mpsc::channel(ANNOUNCEMENTS);
    let announcer = tokio::spawn(announce_all(state.clone(), queue));
    while !*stopped.borrow() {
        if let Err(error) = drain(&state, &announcements).await {
            tracing::error!(%error, "settlement failed; retrying");
        }
        tokio::select! {
            () = state.settlements.wake.notified() => {}
            () = tokio::time::sleep(POLL) => {}
            _ = stopped.changed() => {}
        }
    }
    drop(announcements);
    let _ = announcer.await;
}

/// Settles every pending market; returns once none is left.
async fn drain(state: &AppState, announcements: &mpsc::Sender<apply::Applied>) -> anyhow::Result<()> {
    loop {
        let pending = store::pending(&state.db.pool, MARKETS_PER_ROUND).await?;
        if pending.is_empty() {
            return Ok(());
        }
        for decision in pending {
            settle_market(state, decision, announcements).await?;
        }
    }
}

/// Brings every bet on one market to its decision, batch by batch in bet order.
async fn settle_market(
    state: &AppState,
    decision: Decision,
    announcements: &mpsc::Sender<apply::Applied>,
) -> anyhow::Result<()> {
    let batch = i64::from(state.config.settlement_batch);
    let (mut after, mut version) = (0, decision.version);
    loop {
        let now = crate::clock::now_ms();
        let mut tx = state.db.begin_write().await?;
        // Read again inside the transaction: a newer decision may have replaced this one.
        let Some(current) = store::current(&mut tx, &decision.key).await? else { return Ok(()) };
        if current.applied {
            return Ok(());
        }
        if current.version != version {
            (after, version) = (0, current.version);
        }
        let ids = store::unsettled_bets(&mut tx, &current, after, batch).await?;
        let Some(&last) = ids.last() else {
            store::mark_applied(&mut tx, &current.key, current.version).await?;
            tx.commit().await.context("committing a settled market")?;
            return Ok(());
        };
        let applied = apply::batch(&mut tx, state.db.backend, &current, &ids, now).await?;
        tx.commit().await.context("committing a settlement batch")?;
        after = last;
        // A full queue waits for the announcer rather than dropping what players should hear.
        let _ = announcements.send(applied).await;
    }
}

/// Publishes each batch's changes: `bet_changed` for every changed bet, `balance_changed` for
/// every player paid or charged, `unread_counters_changed` for every player notified. Batches that queued meanwhile are taken together, so a player
/// paid in many of them hears one balance (the latest) rather than one per batch.
async fn announce_all(state: AppState, mut queue: mpsc::Receiver<apply::Applied>) {
    while let Some(first) = queue.recv().await {
        let mut bets = first.bets;
        let mut players: BTreeSet<i64> = first.players.into_iter().collect();
        let mut notified: BTreeSet<i64> = first.notified.into_iter().collect();
        while let Ok(more) = queue.try_recv() {
            bets.extend(more.bets);
            players.extend(more.players);
            notified.extend(more.notified);
        }
        for bet in &bets {
            crate::bets::decider::announce(&state, bet).await;
        }
        let players: Vec<i64> = players.into_iter().collect();
        for some in players.chunks(ANNOUNCED_PER_QUERY) {
            crate::http::platform::wallet::announce_players_balances(&state, some).await;
        }
        crate::notifications::announce_unread(&state, &notified.into_iter().collect::<Vec<_>>()).await;
    }
}
