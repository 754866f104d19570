//! Basketball (FIBA): four 10-minute quarters on a countdown clock, 5-minute overtimes while
//! tied, scoring as alternating possessions; prices come from normal approximations of the final
//! margin and total given the score and the time left.

#[cfg(test)]
mod depth_tests;
mod finish;
mod market_types;
mod periods;
mod pricing;
mod race;
mod sim;
mod team;
#[cfg(test)]
mod tests;

use crate::catalogue::{MatchStatus, Side};
use crate::sports::play_loop::Phase;
use crate::statistics::{Clock, PeriodScore, Score, Stage, Statistics};
use serde::{Deserialize, Serialize};

pub use market_types::MARKET_TYPES;

/// Typical duration in simulated seconds: 40 minutes of play, two short breaks and half time.
pub const TYPICAL_DURATION_SECS: f64 = 3600.0;

const QUARTERS: u8 = 4;
const QUARTER_SECS: f64 = 600.0;
const OVERTIME_SECS: f64 = 300.0;
const SHORT_BREAK_SECS: f64 = 120.0;
const HALF_TIME_SECS: f64 = 900.0;
/// Possessions of both teams together per second of play (72 per team in 40 minutes).
const POSSESSION_RATE: f64 = 144.0 / 2400.0;
/// Points per possession of two equal sides.
const BASE_PPP: f64 = 1.08;
/// Points per possession gained (home) and lost (away) per Elo point of difference.
const PPP_PER_ELO: f64 = 0.000_29;
const HOME_ADVANTAGE_ELO: f64 = 60.0;
/// Shape of a possession's scoring (free throw, two, three) at a mean of [`SHAPE_MEAN`];
/// a side's actual probabilities are this shape scaled to its points per possession.
const SHAPE: [(u32, f64); 3] = [(1, 0.04), (2, 0.32), (3, 0.14)];
const SHAPE_MEAN: f64 = 1.10;
const SHAPE_SECOND_MOMENT: f64 = 2.58;
/// Handicap and total lines (the match's, the sides', the halves' and quarters'): 1 point apart,
/// [`LINES`] of them around the model's expectation, of which the board shows
/// [`LINES_EACH_SIDE`] either side of the balanced one, so a picked line stays listed while the
/// main line moves by several points in play (docs/decisions/048-honest-book.md).
const LINE_STEP: f64 = 1.0;
const LINES: usize = 21;
pub const LINES_EACH_SIDE: usize = 6;

/// All live state of one basketball match.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Model {
    /// Points per possession of the home and the away side.
    ppp: [f64; 2],
    phase: Phase,
    /// The period being played, or the next one during a break (5, 6, … are overtimes).
    period: u8,
    /// Seconds of play left in `period`.
    period_left: f64,
    break_left: f64,
    /// Seconds of play elapsed.
    elapsed: f64,
    score: Score,
    periods: Vec<PeriodScore>,
    /// The side with the next possession.
    possession: Side,
    /// Points of an operator's final score not placed in any quarter: they may have come in
    /// any quarter from `unplayed_from` on.
    #[serde(default)]
    unplayed: Score,
    #[serde(default)]
    unplayed_from: u8,
    /// The side that reached each of `race::RACES` first, in order.
    #[serde(default)]
    race_winners: Vec<Side>,
}

impl Model {
    /// A prematch match; the home side gets a small home-court advantage.
    pub fn new(home_rating: f64, away_rating: f64) -> Model {
        let diff = home_rating - away_rating + HOME_ADVANTAGE_ELO;
        let diff = if diff.is_finite() { diff } else { 0.0 };
        let shift = (PPP_PER_ELO * diff).clamp(-0.4, 0.4);
        Model {
            ppp: [BASE_PPP + shift, BASE_PPP - shift],
            phase: Phase::Prematch,
            period: 1,
            period_left: QUARTER_SECS,
            break_left: 0.0,
            elapsed: 0.0,
            score: Score::default(),
            periods: Vec::new(),
            possession: Side::Home,
            unplayed: Score::default(),
            unplayed_from: 0,
            race_winners: Vec::new(),
        }
    }

    /// Prematch until the first advance, Live, then Finished.
    pub fn status(&self) -> MatchStatus {
        self.phase.status()
    }

    /// Clock (countdown of regulation and of the period), score and quarter scores.
    pub fn statistics(&self) -> Statistics {
        Statistics {
            clock: Clock {
                match_time: self.elapsed.round() as u32,
                stoppage_time: None,
                stoppage_time_announced: None,
                remaining_time: Some(self.chunk_secs().round() as u32),
                remaining_time_in_period: Some(self.period_left.round() as u32),
                stopped: self.phase != Phase::Play,
            },
            total_score: self.score,
            game_score: None,
            current_server: None,
            period_score: self.periods.clone(),
            max_period_number: QUARTERS,
            stage: self.stage(),
        }
    }

    /// Quarters, the breaks between them (half-time after the second), overtimes.
    fn stage(&self) -> Stage {
        let overtime = self.period.saturating_sub(QUARTERS);
        match self.phase {
            Phase::Prematch => Stage::NotStarted,
            Phase::Play if overtime == 0 => Stage::Period(self.period),
            Phase::Play => Stage::Overtime(overtime),
            Phase::Break if overtime > 0 => Stage::OvertimeBreak,
            Phase::Break if self.period == 3 => Stage::HalfTime,
            Phase::Break => Stage::Break(self.period.saturating_sub(1).max(1)),
            Phase::Finished => Stage::Ended,
        }
    }

    /// Seconds of play left until the end of regulation, or of the current overtime.
    fn chunk_secs(&self) -> f64 {
        if self.phase == Phase::Finished {
            0.0
        } else if self.period <= QUARTERS {
            f64::from(QUARTERS - self.period) * QUARTER_SECS + self.period_left
        } else {
            self.period_left
        }
    }

    /// Probabilities of scoring 1, 2, 3 points on a possession of `side`.
    fn scoring(&self, side: Side) -> [(u32, f64); 3] {
        let scale = self.ppp[side as usize] / SHAPE_MEAN;
        SHAPE.map(|(points, p)| (points, p * scale))
    }

    /// Mean and variance of one possession's points for `side`.
    fn possession_moments(&self, side: Side) -> (f64, f64) {
        let mean = self.ppp[side as usize];
        let second = SHAPE_SECOND_MOMENT * mean / SHAPE_MEAN;
        (mean, second - mean * mean)
    }
}
