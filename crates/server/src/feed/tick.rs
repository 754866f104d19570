//! One step of the feed: provider outages, live play, kick-offs, new fixtures, outright
//! settlement and pruning. Pure computation over the feed's state (no I/O).

use super::settle::{self, Decided};
use super::{convert, interruptions, rng_for, Feed, Running};
use crate::catalogue::model::{EventKind, Match};
use rand::Rng;
use sportsbook_core::catalogue::{MarketStatus, MatchStatus, Provider};
use sportsbook_core::fixtures::{self, Fixture, ScheduledFixture, SportKey};
use sportsbook_core::market::{MarketQuote, OutcomeResult};
use sportsbook_core::sports::any::MatchModel;
use std::collections::HashSet;
use std::sync::Arc;

/// Longest real gap one tick simulates (after a pause the feed resumes, it does not jump).
const MAX_GAP_MS: i64 = 5_000;
/// Simulated seconds markets stay suspended after a price-moving incident.
const SUSPEND_SIM_SECS: f64 = 20.0;
/// How often new fixtures are planned.
pub(super) const PLAN_EVERY_MS: i64 = 30_000;
/// How often old results are pruned, and how long they are kept.
const PRUNE_EVERY_MS: i64 = 600_000;
const KEEP_RESULTS_MS: i64 = 3 * 86_400_000;
/// How long an outright stays open.
pub(super) const OUTRIGHT_OPEN_MS: i64 = 28 * 86_400_000;
/// Simulated seconds per step when fast-forwarding a model.
const FAST_FORWARD_STEP: f64 = 30.0;

/// What a tick changed, for persistence and publishing.
#[derive(Debug, Default)]
pub(super) struct TickOutcome {
    pub changed: HashSet<u64>,
    pub providers_changed: bool,
    pub pruned_before: Option<i64>,
    /// Markets decided this tick (settlement messages).
    pub decided: Vec<Decided>,
    /// Matches that finished this tick, with their final models.
    pub finished: Vec<(u64, MatchModel)>,
    /// Matches an operator cancelled, closed by this command.
    pub abandoned: Vec<u64>,
}

/// Typical simulated duration of a sport's match, for the planner.
pub(super) fn duration(sport: SportKey) -> f64 {
    MatchModel::typical_duration_secs(sport.key()).unwrap_or(6000.0)
}

/// Plays a model forward by `secs` of simulated time in fixed steps (or until it finishes).
pub(super) fn fast_forward<R: Rng + ?Sized>(model: &mut MatchModel, secs: f64, rng: &mut R) {
    let mut left = secs;
    while left > 0.0 && !model.status().is_finished() {
        model.advance(left.min(FAST_FORWARD_STEP), rng);
        left -= FAST_FORWARD_STEP;
    }
}

/// The match as its model now stands: status, statistics and the given markets, stamped `now`.
pub(super) fn with_model_state(event: &Match, model: &MatchModel, markets: Vec<MarketQuote>, now: i64) -> Arc<Match> {
    Arc::new(Match {
        status: model.status(),
        statistics: model.statistics(),
        markets,
        updated_at: now,
        ..event.clone()
    })
}

/// Turns open markets into suspended ones without prices (while an incident is reviewed or a
/// provider is down), so no price moves while bets cannot be placed on it.
fn suspend(markets: &mut [MarketQuote]) {
    for m in markets.iter_mut().filter(|m| m.status == MarketStatus::Active) {
        m.status = MarketStatus::Suspended;
        m.most_balanced = false;
        for outcome in &mut m.outcomes {
            outcome.odds = None;
        }
    }
}

impl Feed {
    pub(super) fn tick(&mut self, now: i64) -> TickOutcome {
        self.step += 1;
        let real_ms = (now - self.last_tick).clamp(0, MAX_GAP_MS);
        let dt = real_ms as f64 / 1000.0 * self.speed;
        self.last_tick = now;
        let mut out = TickOutcome::default();
        let mut rng = rng_for(self.seed, 0, self.step);
        let flipped: HashSet<Provider> = self.providers.step(now, &mut rng).into_iter().map(|(p, _)| p).collect();
        out.providers_changed = !flipped.is_empty();

        let ids: Vec<u64> = self.running.keys().copied().collect();
        for id in ids {
            if self.play(id, (now, real_ms, dt), &flipped, &mut out.decided) {
                out.changed.insert(id);
            }
        }
        out.finished = self.take_finished();
        if now - self.last_plan >= PLAN_EVERY_MS {
            self.last_plan = now;
            out.changed.extend(self.plan(now, &mut rng));
        }
        out.changed.extend(self.roll_outrights(now, &mut rng, &mut out.decided));
        if now - self.last_prune >= PRUNE_EVERY_MS {
            self.last_prune = now;
            let before = now - KEEP_RESULTS_MS;
            self.events.retain(|_, e| !(e.status.is_finished() && e.start_time < before));
            out.pruned_before = Some(before);
        }
        out
    }

    /// Stops playing the matches that finished (or are gone); returns their final models.
    pub(super) fn take_finished(&mut self) -> Vec<(u64, MatchModel)> {
        let finished: Vec<u64> = self
            .running
            .keys()
            .copied()
            .filter(|id| self.events.get(id).is_none_or(|e| e.status.is_finished()))
            .collect();
        finished.into_iter().filter_map(|id| self.running.remove(&id).map(|run| (id, run.model))).collect()
    }

    /// Advances one running match by `dt` simulated seconds (`real_ms` of real time up to
    /// `now`), unless its play is interrupted; true when its view changed.
    fn play(
        &mut self,
        id: u64,
        (now, real_ms, dt): (i64, i64, f64),
        flipped: &HashSet<Provider>,
        decided: &mut Vec<Decided>,
    ) -> bool {
        let (Some(run), Some(event)) = (self.running.get_mut(&id), self.events.get(&id)) else { return false };
        let provider = run.sport.provider();
        let kicked_off = event.start_time <= now;
        if !kicked_off && !flipped.contains(&provider) && !self.trader.changed(id) {
            return false;
        }
        let live = matches!(event.status, MatchStatus::Live | MatchStatus::Stopped);
        let rng = || rng_for(self.seed ^ interruptions::STREAM, id, self.step);
        if self.interruptions && live && run.interrupted_until <= now {
            run.interrupted_until = interruptions::draw(&mut rng(), real_ms, now).unwrap_or(0);
        }
        // A kick-off is delayed (or not) once, when it is due.
        let due = event.status == MatchStatus::Prematch && kicked_off && run.interrupted_until == 0;
        if self.interruptions && due {
            run.interrupted_until = interruptions::draw_delay(&mut rng(), now).unwrap_or(0);
        }
        let interrupted = run.interrupted_until > now;
        if kicked_off && !interrupted {
            let step = match event.status {
                MatchStatus::Prematch => {
                    ((now - event.start_time) as f64 / 1000.0 * self.speed).clamp(0.001, dt.max(0.001))
                }
                _ => dt,
            };
            let incidents = run.model.advance(step, &mut rng_for(self.seed, id, self.step));
            if incidents.iter().any(|e| e.suspends_markets) {
                let real_ms = (SUSPEND_SIM_SECS / self.speed * 1000.0).clamp(1_500.0, 20_000.0);
                run.suspended_until = now + real_ms as i64;
            }
        }
        let priced = run.model.priced(self.margin);
        decided.extend(settle::newly_decided(id, &priced, &mut run.decided));
        let mut markets = run.model.offer(priced, self.limits);
        if interrupted || now < run.suspended_until || !self.providers.is_up(provider) {
            suspend(&mut markets);
        }
        self.trader.apply(id, &mut markets);
        let updated = with_model_state(event, &run.model, markets, now);
        let updated = match (interrupted, event.status) {
            (false, _) => updated,
            (true, MatchStatus::Prematch) => interruptions::delayed(updated),
            (true, _) => interruptions::stopped(updated),
        };
        self.events.insert(id, updated);
        true
    }

    /// Adds the fixtures the planner finds missing; returns their ids.
    fn plan<R: Rng + ?Sized>(&mut self, now: i64, rng: &mut R) -> Vec<u64> {
        let existing: Vec<ScheduledFixture> = self
            .running
            .iter()
            .filter_map(|(id, run)| {
                let e = self.events.get(id)?;
                Some(ScheduledFixture {
                    sport: run.sport,
                    tournament_id: e.tournament_id,
                    home_id: e.home_id?,
                    away_id: e.away_id?,
                    start_ms: e.start_time,
                })
            })
            .collect();
        let planned = fixtures::plan_fixtures(&self.generated, now, self.speed, &duration, &existing, rng);
        planned.iter().filter_map(|f| self.add_fixture(f, now, 0.0)).collect()
    }

    /// Creates a match for a fixture, fast-forwarded by `played_secs` of simulated time.
    pub(super) fn add_fixture(&mut self, fixture: &Fixture, now: i64, played_secs: f64) -> Option<u64> {
        let rating = |id: u32| self.generated.competitor(id).map(|c| c.rating);
        let mut model = MatchModel::new(fixture.sport.key(), rating(fixture.home_id)?, rating(fixture.away_id)?)?;
        let id = self.next_id;
        self.next_id += 1;
        fast_forward(&mut model, played_secs, &mut rng_for(self.seed, id, 0));
        let mut event = convert::new_match(
            &self.generated,
            id,
            fixture,
            model.statistics(),
            model.quotes(self.margin, self.limits),
            now,
        );
        event.status = model.status();
        self.events.insert(id, Arc::new(event));
        self.running.insert(id, Running::new(model, fixture.sport));
        Some(id)
    }

    /// Opens a tournament-winner market for a tournament; returns its id.
    pub(super) fn open_outright(&mut self, tournament: &fixtures::Tournament, now: i64) -> u64 {
        let ratings = self.generated.ratings_in(tournament);
        let outcomes = fixtures::outright_quotes(&ratings, self.margin)
            .into_iter()
            .map(|(id, odds)| sportsbook_core::market::OutcomeQuote { id, odds, result: None })
            .collect();
        let mut market = MarketQuote::open(fixtures::OUTRIGHT_MARKET_ID, "", outcomes);
        sportsbook_core::pricing::limit(&mut market, self.limits, Some(&fixtures::OUTRIGHT_WINNER));
        let id = self.next_id;
        self.next_id += 1;
        let event = convert::new_outright(tournament, id, market, now, now + OUTRIGHT_OPEN_MS);
        self.events.insert(id, Arc::new(event));
        id
    }

    /// Settles outrights whose competition has ended (winner drawn from the title chances)
    /// and opens the next one; returns the changed ids.
    fn roll_outrights<R: Rng + ?Sized>(&mut self, now: i64, rng: &mut R, decided: &mut Vec<Decided>) -> Vec<u64> {
        let due: Vec<Arc<Match>> = self
            .events
            .values()
            .filter(|e| e.kind == EventKind::Outright && e.status == MatchStatus::Prematch)
            .filter(|e| e.end_time.is_some_and(|end| end <= now))
            .cloned()
            .collect();
        let mut changed = Vec::new();
        for event in due {
            let Some(tournament) = self.generated.tournament(event.tournament_id).cloned() else { continue };
            let ratings = self.generated.ratings_in(&tournament);
            let chances = fixtures::outright_probabilities(&ratings.iter().map(|(_, r)| *r).collect::<Vec<_>>());
            let mut draw: f64 = rng.gen_range(0.0..1.0);
            let winner = ratings
                .iter()
                .zip(&chances)
                .find(|(_, p)| {
                    draw -= **p;
                    draw <= 0.0
                })
                .map_or(ratings.last().map(|(id, _)| *id), |((id, _), _)| Some(*id));
            let results: Vec<(u32, OutcomeResult)> = ratings
                .iter()
                .map(|(id, _)| (*id, if Some(*id) == winner { OutcomeResult::Win } else { OutcomeResult::Lose }))
                .collect();
            let market = MarketQuote::settled(fixtures::OUTRIGHT_MARKET_ID, "", &results);
            decided.extend(Decided::of(event.id, &market));
            let settled =
                Match { status: MatchStatus::Finished, markets: vec![market], updated_at: now, ..Match::clone(&event) };
            self.events.insert(event.id, Arc::new(settled));
            changed.push(event.id);
            changed.push(self.open_outright(&tournament, now));
        }
        changed
    }
}
