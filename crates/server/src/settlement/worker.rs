//! The settlement worker: brings the bets on every market with a new decision to it, one batch
//! per database transaction, and announces what changed after each commit. It resumes from the
//! database after a restart: a market stays pending until a batch finds no bet left to bring.

use super::apply;
use crate::app::AppState;
use crate::db::settlement::{self as store, Decision};
use crate::db::Backend;
use anyhow::Context;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{watch, Notify};

/// How often pending markets are looked for without a nudge (the feed records decisions in its
/// own transactions).
const POLL: Duration = Duration::from_millis(500);
/// Bets in a batch at most while another writer waits.
const YIELDING_BATCH: i64 = 500;
/// Pending markets taken per round.
const MARKETS_PER_ROUND: i64 = 32;

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

/// Settles pending markets until `stopped` turns true. What each batch changed goes to the
/// announcer (`live::announcer`), so the next batch does not wait for the publications.
pub async fn run(state: AppState, mut stopped: watch::Receiver<bool>) {
    while !*stopped.borrow() {
        if let Err(error) = drain(&state).await {
            tracing::error!(%error, "settlement failed; retrying");
        }
        tokio::select! {
            () = state.settlements.wake.notified() => {}
            () = tokio::time::sleep(POLL) => {}
            _ = stopped.changed() => {}
        }
    }
}

/// Settles every pending market; returns once none is left. A round with pending markets first
/// closes, at once, the decisions no bet waits for (an idle poll takes no write lock).
async fn drain(state: &AppState) -> anyhow::Result<()> {
    loop {
        if store::pending(&state.db.pool, 1).await?.is_empty() {
            return Ok(());
        }
        let mut tx = state.db.begin_write().await?;
        store::apply_unbet(&mut tx).await?;
        tx.commit().await.context("committing unbet settlements")?;
        let pending = store::pending(&state.db.pool, MARKETS_PER_ROUND).await?;
        for decision in pending {
            settle_market(state, decision).await?;
        }
    }
}

/// Brings every bet on one market to its decision, batch by batch in bet order. On SQLite a
/// batch is `SPORTSBOOK_SETTLEMENT_BATCH` bets when no other writer waits for its turn, and at
/// most [`YIELDING_BATCH`] when one does (a placement batch, the feed): a large batch settles
/// more bets a second, a small one holds the one write lock for less time. PostgreSQL's writers
/// run side by side, where a large batch gains nothing but holds its outcome locks longer, so
/// every batch there is a small one (decision 043).
async fn settle_market(state: &AppState, decision: Decision) -> anyhow::Result<()> {
    let (mut after, mut version) = (0, decision.version);
    loop {
        let now = crate::clock::now_ms();
        let mut tx = state.db.begin_write().await?;
        let mut batch = i64::from(state.config.settlement_batch);
        if state.db.backend == Backend::Postgres || state.db.writers_waiting() {
            batch = batch.min(YIELDING_BATCH);
        }
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
        let changes = apply::batch(&mut tx, state.db.backend, &current, &ids, now).await?;
        tx.commit().await.context("committing a settlement batch")?;
        after = last;
        state.announcer.announce(changes).await;
    }
}
