//! The shared live model of rally-scored best-of-N sports (table tennis, volleyball): sets
//! (games) raced to N points won by two, point odds calibrated to the ratings, a point-by-point
//! simulation and every market priced from one exact distribution.

mod pricing;
pub mod sets;
mod sport;

use super::clock::{self, duration, Phase, Segments};
use super::race::{FirstTo, PointOdds, Race, Serve};
use super::unplayed::Unplayed;
use crate::catalogue::{MatchStatus, Side};
use crate::market::MarketQuote;
use crate::odds::Margin;
use crate::sim::{SimEvent, SimEventKind};
use crate::sports::resolution::FinishError;
use crate::statistics::{Clock, PeriodScore, Score, Stage, Statistics};
use rand::Rng;
use serde::{Deserialize, Serialize};

pub use pricing::{SET_BETTING, SET_HCP, SET_WINNER, TOTAL_POINTS, TOTAL_SETS, WINNER};
pub(crate) use sport::market_types;
pub use sport::{Model, Sport};

/// The format and tempo of one rally sport.
#[derive(Debug)]
pub struct Rules {
    /// Sets needed to win the match (3 for best of 5).
    pub sets_to_win: u32,
    /// Points to win a set.
    pub target: u32,
    /// Points to win the deciding set.
    pub deciding_target: u32,
    pub serve: Serve,
    /// The server's probability of winning a point between equal sides.
    pub base_serve: f64,
    /// Elo points added to the home rating.
    pub home_advantage: f64,
    /// Shortest and longest time a point takes, including the pause before the next one.
    pub point_secs: (f64, f64),
    /// Break between sets, clock stopped.
    pub set_break_secs: f64,
    /// Set handicap lines (home perspective).
    pub set_hcp_lines: &'static [f64],
    /// Total sets lines.
    pub total_sets_lines: &'static [f64],
    /// Total points lines as offsets around the expected total; empty when not offered.
    pub total_points_offsets: &'static [f64],
}

impl Rules {
    fn deciding_set(&self) -> u8 {
        u8::try_from(2 * self.sets_to_win - 1).unwrap_or(u8::MAX)
    }

    /// The race of set `number`.
    pub fn race(&self, odds: PointOdds, number: u8) -> FirstTo {
        let target = if number >= self.deciding_set() { self.deciding_target } else { self.target };
        FirstTo { target, points: odds, serve: self.serve }
    }
}

/// Live state of one rally-sport match.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Contest {
    odds: PointOdds,
    phase: Phase,
    sets: Score,
    /// Finished periods and the one in progress.
    periods: Vec<PeriodScore>,
    points: (u32, u32),
    server: Side,
    set_first: Side,
    play_time: f64,
    points_lines: Vec<f64>,
    /// Sets an operator's final score ended without playing them out.
    #[serde(default)]
    unplayed: Unplayed,
}

impl Contest {
    /// A prematch match; point odds are calibrated so that the match-win probability is the
    /// Elo expectancy of the rating difference (plus home advantage).
    pub fn new(rules: &Rules, home_rating: f64, away_rating: f64) -> Contest {
        let odds = pricing::calibrated_odds(rules, home_rating - away_rating + rules.home_advantage);
        let mut contest = Contest {
            odds,
            phase: Phase::Prematch,
            sets: Score::default(),
            periods: Vec::new(),
            points: (0, 0),
            server: Side::Home,
            set_first: Side::Home,
            play_time: 0.0,
            points_lines: Vec::new(),
            unplayed: Unplayed::default(),
        };
        if !rules.total_points_offsets.is_empty() {
            let mean = pricing::expected_total_points(rules, &contest);
            contest.points_lines = super::book::half_lines(mean, rules.total_points_offsets);
        }
        contest
    }

    /// Prematch, Live, then Finished.
    pub fn status(&self) -> MatchStatus {
        match self.phase {
            Phase::Prematch => MatchStatus::Prematch,
            Phase::Finished => MatchStatus::Finished,
            Phase::Play { .. } | Phase::Break { .. } => MatchStatus::Live,
        }
    }

    /// Clock, sets, points per set, the current rally score and server.
    pub fn statistics(&self, rules: &Rules) -> Statistics {
        let live = self.status() == MatchStatus::Live;
        Statistics {
            clock: Clock {
                match_time: self.play_time as u32,
                stopped: !matches!(self.phase, Phase::Play { .. }),
                ..Clock::default()
            },
            total_score: self.sets,
            game_score: live.then(|| (self.points.0.to_string(), self.points.1.to_string())),
            current_server: live.then_some(self.server),
            period_score: self.periods.clone(),
            max_period_number: rules.deciding_set(),
            stage: match self.phase {
                Phase::Prematch => Stage::NotStarted,
                // The next set is listed from the break on.
                Phase::Break { .. } => Stage::Break(self.set_number().saturating_sub(1).max(1)),
                Phase::Play { .. } => Stage::Period(self.set_number()),
                Phase::Finished => Stage::Ended,
            },
        }
    }

    /// Every market, priced from the current state.
    pub fn quotes(&self, rules: &Rules, margin: Margin) -> Vec<MarketQuote> {
        pricing::quotes(rules, self, margin)
    }

    /// Ends the match on an operator's final set score (a best-of-N final from the sets won so
    /// far). Sets still to come are known when one side won them all, else void, and so are
    /// the points lines they leave undecided.
    pub(crate) fn finish_with(&mut self, rules: &Rules, score: Score) -> Result<(), FinishError> {
        self.unplayed = Unplayed::new(rules.sets_to_win, self.sets, score, self.set_number())?;
        (self.sets, self.phase, self.points) = (score, Phase::Finished, (0, 0));
        Ok(())
    }

    /// Advances the simulation by `dt` seconds.
    pub fn advance<R: Rng + ?Sized>(&mut self, rules: &'static Rules, dt: f64, rng: &mut R) -> Vec<SimEvent> {
        clock::run(&mut Sim { rules, contest: self }, dt, rng)
    }

    fn set_number(&self) -> u8 {
        u8::try_from(self.periods.len().max(1)).unwrap_or(u8::MAX)
    }
}

/// A contest borrowed together with its rules for simulating.
struct Sim<'a> {
    rules: &'static Rules,
    contest: &'a mut Contest,
}

impl Segments for Sim<'_> {
    fn phase(&self) -> Phase {
        self.contest.phase
    }

    fn set_phase(&mut self, phase: Phase) {
        self.contest.phase = phase;
    }

    fn add_play_time(&mut self, secs: f64) {
        self.contest.play_time += secs;
    }

    fn start<R: Rng + ?Sized>(&mut self, rng: &mut R, events: &mut Vec<SimEvent>) {
        let c = &mut *self.contest;
        c.set_first = if rng.gen_bool(0.5) { Side::Home } else { Side::Away };
        c.server = c.set_first;
        c.periods.push(PeriodScore { number: 1, home: 0, away: 0 });
        events.push(SimEvent::new(SimEventKind::PeriodStarted { number: 1 }, false));
        c.phase = Phase::Play { left: duration(rng, self.rules.point_secs) };
    }

    fn point_done<R: Rng + ?Sized>(&mut self, rng: &mut R, events: &mut Vec<SimEvent>) {
        let rules = self.rules;
        let c = &mut *self.contest;
        let number = c.set_number();
        let winner = if rng.gen::<f64>() < c.odds.p_home(c.server) { Side::Home } else { Side::Away };
        match winner {
            Side::Home => c.points.0 += 1,
            Side::Away => c.points.1 += 1,
        }
        if let Some(period) = c.periods.last_mut() {
            (period.home, period.away) = c.points;
        }
        let race = rules.race(c.odds, number);
        let set_over = race.is_over(c.points.0, c.points.1);
        events.push(SimEvent::new(SimEventKind::Scored { side: winner, points: 1 }, set_over));
        if !set_over {
            c.server = race.next_server(c.points.0, c.points.1, winner, c.server);
            c.phase = Phase::Play { left: duration(rng, rules.point_secs) };
            return;
        }
        match winner {
            Side::Home => c.sets.home += 1,
            Side::Away => c.sets.away += 1,
        }
        events.push(SimEvent::new(SimEventKind::PeriodEnded { number }, false));
        if c.sets.home.max(c.sets.away) >= rules.sets_to_win {
            c.phase = Phase::Finished;
            events.push(SimEvent::new(SimEventKind::Finished, false));
            return;
        }
        c.points = (0, 0);
        c.set_first = c.set_first.other();
        c.server = c.set_first;
        // The next set is listed (0:0) from the break on; it starts when the break ends.
        c.periods.push(PeriodScore { number: number.saturating_add(1), home: 0, away: 0 });
        c.phase = Phase::Break { left: rules.set_break_secs };
    }

    fn break_done<R: Rng + ?Sized>(&mut self, rng: &mut R, events: &mut Vec<SimEvent>) {
        let c = &mut *self.contest;
        let number = c.set_number();
        events.push(SimEvent::new(SimEventKind::PeriodStarted { number }, false));
        c.phase = Phase::Play { left: duration(rng, self.rules.point_secs) };
    }
}
