//! Starting the feed: a fresh database gets a generated catalogue, matches already in play, the
//! results of the two days before and a week of fixtures; an existing one is resumed, with
//! matches caught up on the time it was down.

use super::providers::Providers;
use super::settle;
use super::tick::{duration, fast_forward, with_model_state, TickOutcome};
use super::{convert, rng_for, Feed, Running};
use crate::catalogue::model::EventKind;
use crate::catalogue::store::Structure;
use crate::clock::now_ms;
use crate::db::{catalogue as store, Db};
use anyhow::Context;
use rand::Rng;
use sportsbook_core::fixtures::{self, SportKey};
use sportsbook_core::odds::Margin;
use sportsbook_core::pricing::PriceLimits;
use sportsbook_core::sports::any::MatchModel;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// Feed settings taken from the configuration.
#[derive(Debug, Clone, Copy)]
pub struct FeedSettings {
    pub seed: Option<u64>,
    pub speed: f64,
    /// Whether providers' feeds drop now and then.
    pub outages: bool,
    pub margin: Margin,
    /// The longest price offered and the line window.
    pub limits: PriceLimits,
}

/// Days before the first start whose results a fresh database gets (the feed keeps three).
const RESULT_DAYS: i64 = 2;

/// Stream id of the RNG that generates the catalogue.
const CATALOGUE_STREAM: u64 = u64::MAX;

impl Feed {
    /// Loads (or, on a fresh database, generates and stores) the catalogue and every match.
    pub async fn start(db: Db, settings: FeedSettings, now: i64) -> anyhow::Result<Feed> {
        let seed = match store::get_feed_state(&db.pool, "seed").await? {
            Some(stored) => stored.parse().context("stored feed seed")?,
            None => settings.seed.unwrap_or_else(|| rand::thread_rng().gen()),
        };
        let generated = fixtures::build_catalogue(&mut rng_for(seed, CATALOGUE_STREAM, 0));
        let (mut sports, mut categories, mut tournaments, mut competitors) = store::load_structure(&db.pool).await?;
        let fresh = sports.is_empty();
        if fresh {
            (sports, categories, tournaments, competitors) = convert::structure(&generated);
            let mut tx = db.pool.begin().await?;
            store::insert_structure(&mut tx, &sports, &categories, &tournaments, &competitors).await?;
            store::set_feed_state(&mut tx, "seed", &seed.to_string()).await?;
            tx.commit().await?;
            tracing::info!(seed, "generated a new catalogue");
        }
        let mut events = HashMap::new();
        let mut running = HashMap::new();
        for stored in store::load_matches(&db.pool).await? {
            let event = stored.event;
            if event.kind == EventKind::Match && !event.status.is_finished() {
                let sport = SportKey::from_id(event.sport_id);
                match (sport, serde_json::from_str::<MatchModel>(&stored.model)) {
                    (Some(sport), Ok(model)) => {
                        running.insert(event.id, Running::new(model, sport));
                    }
                    (_, Err(error)) => tracing::warn!(id = event.id, ?error, "unreadable model; match frozen"),
                    (None, _) => tracing::warn!(id = event.id, "unknown sport; match frozen"),
                }
            }
            events.insert(event.id, Arc::new(event));
        }
        let next_id = events.keys().max().map_or(1, |max| max + 1);
        let statuses = store::load_provider_statuses(&db.pool).await?;
        let providers = if settings.outages {
            Providers::new(&statuses, now, &mut rng_for(seed, 1, now.unsigned_abs()))
        } else {
            Providers::always_up()
        };
        let mut feed = Feed {
            db,
            seed,
            speed: settings.speed,
            margin: settings.margin,
            limits: settings.limits,
            generated,
            structure: Arc::new(Structure::new(sports, categories, tournaments, competitors)),
            running,
            events,
            providers,
            interruptions: settings.outages,
            trader: Default::default(),
            next_id,
            step: 0,
            version: 1,
            last_tick: now,
            last_plan: now,
            last_prune: now,
        };
        let outcome = if fresh { feed.populate(now) } else { feed.catch_up(now) };
        feed.persist(&outcome, now).await?;
        Ok(feed)
    }

    /// First start: matches already in progress, a week of fixtures, and outrights.
    fn populate(&mut self, now: i64) -> TickOutcome {
        let mut rng = rng_for(self.seed, 2, 0);
        let mut changed = HashSet::new();
        for (fixture, played) in fixtures::initial_live(&self.generated, now, self.speed, &duration, &mut rng) {
            changed.extend(self.add_fixture(&fixture, now, played));
        }
        self.last_plan = now - super::tick::PLAN_EVERY_MS;
        let mut outcome = self.tick(now);
        outcome.changed.extend(changed);
        for tournament in self.generated.tournaments.clone() {
            outcome.changed.insert(self.open_outright(&tournament, now));
        }
        outcome.changed.extend(self.past_results(now));
        outcome.finished.extend(self.take_finished());
        outcome.providers_changed = true;
        outcome
    }

    /// The results of the days before the first start: the matches that were in play then,
    /// played to the end, so the results page has past days from the start (decision 042).
    fn past_results(&mut self, now: i64) -> Vec<u64> {
        let mut added = Vec::new();
        for day in 1..=RESULT_DAYS {
            let then = now - day * 86_400_000;
            let mut rng = rng_for(self.seed, 3, day.unsigned_abs());
            for (fixture, _) in fixtures::initial_live(&self.generated, then, self.speed, &duration, &mut rng) {
                let played = (now - fixture.start_ms) as f64 / 1000.0 * self.speed;
                added.extend(self.add_fixture(&fixture, now, played));
            }
        }
        added
    }

    /// Restart: plays every running match forward by the time the server was down, and sends
    /// the settlements of what was decided meanwhile.
    fn catch_up(&mut self, now: i64) -> TickOutcome {
        let mut outcome = TickOutcome { providers_changed: true, ..TickOutcome::default() };
        for (id, run) in self.running.iter_mut() {
            let Some(event) = self.events.get(id) else { continue };
            let from = event.start_time.max(event.updated_at);
            let behind = (now - from).max(0) as f64 / 1000.0 * self.speed;
            if event.start_time > now || behind < 1.0 {
                continue;
            }
            let secs = behind.min(2.0 * duration(run.sport));
            fast_forward(&mut run.model, secs, &mut rng_for(self.seed, *id, now.unsigned_abs()));
            let priced = run.model.priced(self.margin);
            outcome.decided.extend(settle::newly_decided(*id, &priced, &mut run.decided));
            let updated = with_model_state(event, &run.model, run.model.offer(priced, self.limits), now);
            self.events.insert(*id, updated);
            outcome.changed.insert(*id);
        }
        outcome.finished = self.take_finished();
        tracing::info!(caught_up = outcome.changed.len(), "resumed the feed");
        outcome
    }
}

/// Starts the feed for the current wall-clock time.
pub async fn start_now(db: Db, settings: FeedSettings) -> anyhow::Result<Feed> {
    Feed::start(db, settings, now_ms()).await
}
