//! Football (soccer): a Dixon–Coles score model priced from Elo-like ratings and simulated live
//! over two 45-minute halves with announced stoppage time, a half-time break and red cards.

mod combos;
#[cfg(test)]
mod depth_tests;
mod market_types;
mod markets;
mod next_goal;
mod outcomes;
#[cfg(test)]
mod tests;

use crate::catalogue::{MatchStatus, Side};
use crate::market::MarketQuote;
use crate::odds::Margin;
use crate::sim::{SimEvent, SimEventKind};
use crate::sports::halves::Halves;
use crate::sports::poisson::{self, ScoreDist};
use crate::sports::resolution::{still_to_come, FinishError};
use crate::statistics::{Clock, PeriodScore, Score, Stage, Statistics};
use rand::Rng;
use serde::{Deserialize, Serialize};

pub use market_types::{is_first_half_market, ASIAN_TOTAL, DOUBLE_CHANCE_MARKETS, MARKET_TYPES};

/// Typical wall duration of a match in simulated seconds: 90 minutes, ~6 minutes of stoppage
/// time and a 15-minute half-time break.
pub const TYPICAL_DURATION_SECS: f64 = 2.0 * (HALF_SECS + MEAN_STOPPAGE_SECS) + BREAK_SECS;

const HALF_SECS: f64 = 2700.0;
const BREAK_SECS: f64 = 900.0;
/// Stoppage time is announced uniformly as 1..=5 minutes, so 3 minutes on average.
const MEAN_STOPPAGE_SECS: f64 = 180.0;
/// Expected playing time of a whole match; the ratings' expected goals are spread over it.
const PLAYING_SECS: f64 = 2.0 * (HALF_SECS + MEAN_STOPPAGE_SECS);
/// Expected goals of an even match; a mismatch expects up to `1 + MISMATCH_GOALS` times as many
/// ([`poisson::matchup_goals`]).
const EVEN_MATCH_GOALS: f64 = 2.6;
const MISMATCH_GOALS: f64 = 0.5;
const HOME_ADVANTAGE_ELO: f64 = 60.0;
/// Dixon–Coles low-score correction.
const RHO: f64 = -0.1;
const RED_CARDS_PER_SIDE: f64 = 0.1;
/// Scoring-rate factors per red card for the carded side and its opponent.
const RED_CARD_OWN_FACTOR: f64 = 0.7;
const RED_CARD_OPPONENT_FACTOR: f64 = 1.2;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
enum Phase {
    Prematch,
    FirstHalf,
    FirstStoppage,
    HalfTime,
    SecondHalf,
    SecondStoppage,
    Finished,
}

/// All live state of one football match: expected goals derived from the ratings, score,
/// first-half score, red cards and the clock.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Model {
    /// Expected goals over a whole match at full strength.
    lambda_home: f64,
    lambda_away: f64,
    phase: Phase,
    /// Seconds spent in the current phase.
    elapsed: f64,
    /// Announced stoppage time of the current half in seconds (0 until announced).
    announced: u32,
    score: Score,
    first_half: Score,
    red_cards: Score,
    /// Goals of an operator's final score that may have come in the first half: entered while
    /// the first half was still on, so the half-time score is only known to lie between
    /// `first_half` and `first_half + first_half_open`.
    #[serde(default)]
    first_half_open: Score,
    /// Who scored each goal, in order (shorter than the score when an operator's final score
    /// added goals, or for a match stored before the order was kept).
    #[serde(default)]
    scorers: Vec<Side>,
}

impl Model {
    /// A prematch match between competitors with Elo-like ratings; the home side gets a small
    /// home advantage; ~2.6 goals are expected in an even match, more in a mismatch.
    pub fn new(home_rating: f64, away_rating: f64) -> Model {
        let expected = poisson::elo_expectation(home_rating - away_rating + HOME_ADVANTAGE_ELO);
        let (lambda_home, lambda_away) = poisson::matchup_goals(EVEN_MATCH_GOALS, MISMATCH_GOALS, expected, RHO);
        Model {
            lambda_home,
            lambda_away,
            phase: Phase::Prematch,
            elapsed: 0.0,
            announced: 0,
            score: Score::default(),
            first_half: Score::default(),
            red_cards: Score::default(),
            first_half_open: Score::default(),
            scorers: Vec::new(),
        }
    }

    /// Prematch until the first advance, Live, then Finished.
    pub fn status(&self) -> MatchStatus {
        match self.phase {
            Phase::Prematch => MatchStatus::Prematch,
            Phase::Finished => MatchStatus::Finished,
            _ => MatchStatus::Live,
        }
    }

    /// Clock (match time with stoppage time), total score and the halves' scores.
    pub fn statistics(&self) -> Statistics {
        let whole = |x: f64| x.max(0.0) as u32;
        let (match_time, stoppage) = match self.phase {
            Phase::Prematch => (0, None),
            Phase::FirstHalf => (whole(self.elapsed), None),
            Phase::FirstStoppage => (2700, Some(whole(self.elapsed))),
            Phase::HalfTime => (2700, None),
            Phase::SecondHalf => (2700 + whole(self.elapsed), None),
            Phase::SecondStoppage => (5400, Some(whole(self.elapsed))),
            Phase::Finished => (5400, None),
        };
        let mut period_score = Vec::new();
        if self.phase != Phase::Prematch {
            period_score.push(PeriodScore { number: 1, home: self.first_half.home, away: self.first_half.away });
        }
        if matches!(self.phase, Phase::SecondHalf | Phase::SecondStoppage | Phase::Finished) {
            let home = self.score.home.saturating_sub(self.first_half.home);
            let away = self.score.away.saturating_sub(self.first_half.away);
            period_score.push(PeriodScore { number: 2, home, away });
        }
        Statistics {
            clock: Clock {
                match_time,
                stoppage_time: stoppage,
                stoppage_time_announced: stoppage.map(|_| self.announced),
                remaining_time: None,
                remaining_time_in_period: None,
                stopped: matches!(self.phase, Phase::Prematch | Phase::HalfTime | Phase::Finished),
            },
            total_score: self.score,
            game_score: None,
            current_server: None,
            period_score,
            max_period_number: 2,
            stage: match self.phase {
                Phase::Prematch => Stage::NotStarted,
                Phase::FirstHalf | Phase::FirstStoppage => Stage::Period(1),
                Phase::HalfTime => Stage::HalfTime,
                Phase::SecondHalf | Phase::SecondStoppage => Stage::Period(2),
                Phase::Finished => Stage::Ended,
            },
        }
    }

    /// Every market priced from the one final-score matrix (and the first-half matrix).
    pub fn quotes(&self, margin: Margin) -> Vec<MarketQuote> {
        markets::quotes(self, margin)
    }

    /// Ends the match on an operator's final score (any score from the current one up). When the
    /// first half is not over, the goals still to come may fall in either half.
    pub(crate) fn finish_with(&mut self, score: Score) -> Result<(), FinishError> {
        let to_come = still_to_come(self.score, score)?;
        if matches!(self.phase, Phase::Prematch | Phase::FirstHalf | Phase::FirstStoppage) {
            self.first_half_open = to_come;
        }
        (self.score, self.phase, self.elapsed, self.announced) = (score, Phase::Finished, 0.0, 0);
        Ok(())
    }

    /// Advances `dt` seconds of simulated time, crossing halves and breaks as needed.
    pub fn advance<R: Rng + ?Sized>(&mut self, dt: f64, rng: &mut R) -> Vec<SimEvent> {
        let mut events = Vec::new();
        if self.phase == Phase::Prematch {
            events.push(SimEvent::new(SimEventKind::Started, false));
            events.push(SimEvent::new(SimEventKind::PeriodStarted { number: 1 }, false));
            self.phase = Phase::FirstHalf;
            self.elapsed = 0.0;
        }
        let mut left = if dt.is_finite() && dt > 0.0 { dt } else { 0.0 };
        while left > 0.0 && self.phase != Phase::Finished {
            let step = left.min((self.phase_length() - self.elapsed).max(0.0));
            if matches!(self.phase, Phase::FirstHalf | Phase::FirstStoppage | Phase::SecondHalf | Phase::SecondStoppage)
            {
                self.play(step, rng, &mut events);
            }
            self.elapsed += step;
            left -= step;
            if self.elapsed >= self.phase_length() {
                self.next_phase(rng, &mut events);
            }
        }
        events
    }

    fn phase_length(&self) -> f64 {
        match self.phase {
            Phase::FirstHalf | Phase::SecondHalf => HALF_SECS,
            Phase::FirstStoppage | Phase::SecondStoppage => f64::from(self.announced),
            Phase::HalfTime => BREAK_SECS,
            Phase::Prematch | Phase::Finished => f64::INFINITY,
        }
    }

    fn next_phase<R: Rng + ?Sized>(&mut self, rng: &mut R, events: &mut Vec<SimEvent>) {
        let mut emit = |kind| events.push(SimEvent::new(kind, false));
        self.elapsed = 0.0;
        self.phase = match self.phase {
            Phase::FirstHalf => {
                self.announced = 60 * rng.gen_range(1..=5);
                Phase::FirstStoppage
            }
            Phase::FirstStoppage => {
                emit(SimEventKind::PeriodEnded { number: 1 });
                Phase::HalfTime
            }
            Phase::HalfTime => {
                emit(SimEventKind::PeriodStarted { number: 2 });
                Phase::SecondHalf
            }
            Phase::SecondHalf => {
                self.announced = 60 * rng.gen_range(1..=5);
                Phase::SecondStoppage
            }
            Phase::SecondStoppage => {
                emit(SimEventKind::PeriodEnded { number: 2 });
                emit(SimEventKind::Finished);
                Phase::Finished
            }
            other => other,
        };
    }

    /// Goals and red cards during `secs` seconds of play.
    fn play<R: Rng + ?Sized>(&mut self, secs: f64, rng: &mut R, events: &mut Vec<SimEvent>) {
        let (rate_home, rate_away) = self.rates();
        let first_half = matches!(self.phase, Phase::FirstHalf | Phase::FirstStoppage);
        for (side, rate) in [(Side::Home, rate_home), (Side::Away, rate_away)] {
            for _ in 0..poisson::sample(rate * secs / PLAYING_SECS, rng) {
                bump(&mut self.score, side);
                self.scorers.push(side);
                if first_half {
                    bump(&mut self.first_half, side);
                }
                events.push(SimEvent::new(SimEventKind::Scored { side, points: 1 }, true));
            }
        }
        for side in [Side::Home, Side::Away] {
            for _ in 0..poisson::sample(RED_CARDS_PER_SIDE * secs / PLAYING_SECS, rng) {
                bump(&mut self.red_cards, side);
                events.push(SimEvent::new(SimEventKind::Incident { side }, true));
            }
        }
    }

    /// Whole-match-equivalent scoring rates after red cards.
    fn rates(&self) -> (f64, f64) {
        let cards = |n: u32| n.min(3) as i32;
        let (home, away) = (cards(self.red_cards.home), cards(self.red_cards.away));
        (
            self.lambda_home * RED_CARD_OWN_FACTOR.powi(home) * RED_CARD_OPPONENT_FACTOR.powi(away),
            self.lambda_away * RED_CARD_OWN_FACTOR.powi(away) * RED_CARD_OPPONENT_FACTOR.powi(home),
        )
    }

    /// Expected playing seconds left in the first half and in the match.
    fn remaining(&self) -> (f64, f64) {
        let half = HALF_SECS + MEAN_STOPPAGE_SECS;
        let stoppage_left = (f64::from(self.announced) - self.elapsed).max(0.0);
        match self.phase {
            Phase::Prematch => (half, 2.0 * half),
            Phase::FirstHalf => {
                let left = (HALF_SECS - self.elapsed).max(0.0) + MEAN_STOPPAGE_SECS;
                (left, left + half)
            }
            Phase::FirstStoppage => (stoppage_left, stoppage_left + half),
            Phase::HalfTime => (0.0, half),
            Phase::SecondHalf => (0.0, (HALF_SECS - self.elapsed).max(0.0) + MEAN_STOPPAGE_SECS),
            Phase::SecondStoppage => (0.0, stoppage_left),
            Phase::Finished => (0.0, 0.0),
        }
    }

    /// Each side's expected goals over the rest of the match.
    fn rates_left(&self) -> (f64, f64) {
        let (rate_home, rate_away) = self.rates();
        let fraction = self.remaining().1 / PLAYING_SECS;
        (rate_home * fraction, rate_away * fraction)
    }

    /// The distribution of the final score.
    fn full_time(&self) -> ScoreDist {
        let (home, away) = self.rates_left();
        ScoreDist::new(self.score, home, away, RHO)
    }

    /// The joint law of the half-time and final scores.
    fn halves(&self) -> Halves {
        let full = self.full_time();
        if self.first_half_open != Score::default() {
            return Halves::independent(&ScoreDist::spread(self.first_half, self.first_half_open), &full);
        }
        let (half_left, match_left) = self.remaining();
        let share = if match_left > 0.0 { half_left / match_left } else { 0.0 };
        Halves::thinned(self.first_half, self.score, &full, share)
    }
}

fn bump(score: &mut Score, side: Side) {
    match side {
        Side::Home => score.home += 1,
        Side::Away => score.away += 1,
    }
}
