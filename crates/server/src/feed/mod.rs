//! The simulated feed (trading engine driver): keeps fixtures scheduled, plays live matches
//! through their sport models, prices every market, persists each change and then publishes a
//! new catalogue snapshot. Time comes in from outside (`tick(now)`), so tests can drive it.

pub mod bootstrap;
pub mod control;
mod convert;
pub mod follower;
mod interruptions;
mod providers;
mod settle;
mod tick;
mod trader;

use crate::catalogue::model::Match;
use crate::catalogue::store::{CatalogueStore, Snapshot, Structure};
use crate::clock;
use crate::db::locks::{self, Mode};
use crate::db::{catalogue as store, Db};
use control::Commands;
use providers::Providers;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sportsbook_core::fixtures::{self, SportKey};
use sportsbook_core::odds::Margin;
use sportsbook_core::pricing::PriceLimits;
use sportsbook_core::sports::any::MatchModel;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

/// How often the feed advances.
pub const TICK: Duration = Duration::from_secs(1);
/// Bytes of match rows written in one transaction at most (one row may pass it alone).
const WRITE_CHUNK: usize = 256 * 1024;
/// A tick computing longer than this is logged.
const SLOW_TICK: Duration = Duration::from_millis(50);

/// A match the feed still plays (prematch or live), with its model.
struct Running {
    model: MatchModel,
    sport: SportKey,
    /// Real time (unix ms) until which open markets stay suspended after an incident.
    suspended_until: i64,
    /// Real time (unix ms) until which play is interrupted (0: never was).
    interrupted_until: i64,
    /// Markets whose settlement the feed has sent (market id, specifier).
    decided: HashSet<(u32, String)>,
}

impl Running {
    fn new(model: MatchModel, sport: SportKey) -> Running {
        Running { model, sport, suspended_until: 0, interrupted_until: 0, decided: HashSet::new() }
    }
}

/// The feed's whole state. Owned by one task; readers see it through published snapshots.
pub struct Feed {
    db: Db,
    seed: u64,
    speed: f64,
    margin: Margin,
    limits: PriceLimits,
    generated: fixtures::Catalogue,
    structure: Arc<Structure>,
    running: HashMap<u64, Running>,
    events: HashMap<u64, Arc<Match>>,
    providers: Providers,
    /// Whether live matches are now and then interrupted (with the provider outages).
    interruptions: bool,
    trader: trader::TraderSuspensions,
    next_id: u64,
    step: u64,
    version: u64,
    last_tick: i64,
    last_plan: i64,
    last_prune: i64,
}

impl Feed {
    /// The snapshot of everything the feed holds now.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot::new(
            self.version,
            self.structure.clone(),
            self.events.values().cloned().collect(),
            self.providers.statuses(),
        )
    }

    /// Persists the given matches, the provider statuses and the markets decided. The matches
    /// whose markets are decided or that end commit in one transaction with those decisions,
    /// locked first, so no bet on them commits between this transaction's reads and its commit
    /// unseen (db/locks.rs). The other matches follow in transactions of about [`WRITE_CHUNK`]
    /// bytes each: every live match changes every tick, and one transaction for all of them
    /// would hold SQLite's one write lock long enough to queue every placement behind it. Each
    /// match's row is whole in one transaction; nothing is published before the last commits.
    async fn persist(&self, outcome: &tick::TickOutcome, now: i64) -> anyhow::Result<()> {
        let tick::TickOutcome { changed, providers_changed, decided, finished, abandoned, .. } = outcome;
        if changed.is_empty() && !providers_changed && decided.is_empty() && finished.is_empty() {
            return Ok(());
        }
        let ending = finished.iter().map(|(id, _)| *id).chain(abandoned.iter().copied());
        let locked: HashSet<u64> = decided.iter().map(|d| d.key.match_id as u64).chain(ending).collect();
        // Serialized before the write turn is taken: placements wait for it meanwhile.
        let rows = changed
            .iter()
            .filter_map(|id| self.events.get(id).map(|event| (id, event)))
            .map(|(id, event)| {
                let model = match self.running.get(id) {
                    Some(run) => serde_json::to_string(&run.model)?,
                    None => "null".to_owned(),
                };
                Ok((*id, store::MatchRow::new(event, model)?))
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        let (deciding, plain): (Vec<_>, Vec<_>) = rows.into_iter().partition(|(id, _)| locked.contains(id));
        if !locked.is_empty() || *providers_changed {
            let mut tx = self.db.begin_write().await?;
            let lock_ids = locked.iter().map(|&id| locks::of_match(id as i64)).collect();
            locks::take(&mut tx, self.db.backend, lock_ids, Mode::Exclusive).await?;
            for (_, row) in &deciding {
                store::upsert_row(&mut tx, row).await?;
            }
            if *providers_changed {
                for (provider, up) in self.providers.statuses() {
                    store::upsert_provider_status(&mut tx, provider, up, now).await?;
                }
            }
            settle::record(&mut tx, decided, now).await?;
            for (id, model) in finished {
                settle::finish(&mut tx, *id, Some(model), now).await?;
            }
            for id in abandoned {
                settle::finish(&mut tx, *id, None, now).await?;
            }
            tx.commit().await?;
        }
        let mut next = 0;
        while next < plain.len() {
            let mut tx = self.db.begin_write().await?;
            let mut bytes = 0;
            while next < plain.len() && bytes < WRITE_CHUNK {
                let (_, row) = &plain[next];
                store::upsert_row(&mut tx, row).await?;
                bytes += row.bytes();
                next += 1;
            }
            tx.commit().await?;
        }
        Ok(())
    }

    /// One step of the simulation alone, neither persisted nor published: what
    /// `examples/feed_tick.rs` times (bench/sections/60-feed.sh).
    pub fn tick_unpublished(&mut self, now: i64) {
        let _ = self.tick(now);
    }

    /// The markets of the matches in play (every line, offered or not), what a tick prices.
    pub fn live_markets(&self) -> usize {
        let live = self.events.values().filter(|e| e.status == sportsbook_core::catalogue::MatchStatus::Live);
        live.map(|e| e.markets.len()).sum()
    }

    /// Advances to `now`, persists what changed and publishes a new snapshot.
    pub async fn tick_and_publish(&mut self, now: i64, catalogue: &CatalogueStore) -> anyhow::Result<()> {
        self.read_trader_suspensions().await?;
        let started = std::time::Instant::now();
        let outcome = tokio::task::block_in_place(|| self.tick(now));
        let elapsed = started.elapsed();
        if elapsed > SLOW_TICK {
            tracing::warn!(?elapsed, changed = outcome.changed.len(), "slow feed tick");
        }
        self.commit(outcome, now, catalogue).await
    }

    /// Persists what a tick (or a command) changed and publishes the new snapshot.
    async fn commit(&mut self, outcome: tick::TickOutcome, now: i64, catalogue: &CatalogueStore) -> anyhow::Result<()> {
        self.persist(&outcome, now).await?;
        if let Some(before) = outcome.pruned_before {
            let mut conn = self.db.pool.acquire().await?;
            store::delete_finished_before(&mut conn, before).await?;
        }
        if !outcome.changed.is_empty() || outcome.providers_changed || outcome.pruned_before.is_some() {
            self.version += 1;
            catalogue.publish(self.snapshot());
        }
        Ok(())
    }

    /// Runs until `shutdown` turns true, ticking every [`TICK`] and carrying out operators'
    /// commands between ticks.
    pub async fn run(mut self, catalogue: CatalogueStore, commands: Commands, mut shutdown: watch::Receiver<bool>) {
        let mut interval = tokio::time::interval(TICK);
        interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
        let mut commands = commands.0;
        loop {
            tokio::select! {
                _ = interval.tick() => {
                    if let Err(error) = self.tick_and_publish(clock::now_ms(), &catalogue).await {
                        tracing::error!(?error, "feed tick failed");
                    }
                }
                Some(command) = commands.recv() => self.obey(command, clock::now_ms(), &catalogue).await,
                _ = shutdown.changed() => break,
            }
        }
        tracing::info!("feed stopped");
    }
}

/// A reproducible RNG for one purpose: the feed seed mixed with a stream id and a step.
fn rng_for(seed: u64, stream: u64, step: u64) -> ChaCha8Rng {
    let mut x = seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ step.wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    ChaCha8Rng::seed_from_u64(x ^ (x >> 31))
}
