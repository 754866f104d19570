//! The laws every ice hockey market is priced from: the regulation score, each period's score,
//! the final score with overtime and the shootout (a tie after regulation adds one goal to the
//! side that wins it), and the chance of winning from overtime.

use super::{Model, Phase, OVERTIME_SECS, PERIOD_SECS, REGULATION_SECS};
use crate::sports::poisson::ScoreDist;
use crate::statistics::Score;

/// The chance the home side wins the match, overtime and shootout included; `None` once decided.
pub(super) fn home_wins(model: &Model) -> Option<f64> {
    match model.phase {
        Phase::Finished => None,
        Phase::Shootout => Some(model.shootout_home()),
        Phase::Overtime => Some(model.overtime_home(OVERTIME_SECS - model.elapsed)),
        _ => {
            let regulation = model.regulation();
            let tie = regulation.prob(|h, a| h == a);
            Some(regulation.prob(|h, a| h > a) + tie * model.overtime_home(OVERTIME_SECS))
        }
    }
}

impl Model {
    /// Chance the home side wins a tied match from overtime with `secs` of it left.
    pub(super) fn overtime_home(&self, secs: f64) -> f64 {
        let goal = 1.0 - (-self.overtime_rate() * secs.max(0.0)).exp();
        goal * self.home_share() + (1.0 - goal) * self.shootout_home()
    }

    /// The distribution of the regulation-time score.
    pub(super) fn regulation(&self) -> ScoreDist {
        let left = match self.phase {
            Phase::Prematch => REGULATION_SECS,
            Phase::Period(n) => f64::from(3 - n.min(3)) * PERIOD_SECS + (PERIOD_SECS - self.elapsed).max(0.0),
            Phase::Intermission(n) => f64::from(3 - n.min(3)) * PERIOD_SECS,
            _ => 0.0,
        };
        if self.unplayed_from <= 3 && self.unplayed != Score::default() {
            return ScoreDist::spread(self.regulation_score(), self.unplayed);
        }
        let fraction = left / REGULATION_SECS;
        ScoreDist::new(self.regulation_score(), self.lambda_home * fraction, self.lambda_away * fraction, 0.0)
    }

    /// The distribution of the final score with overtime and the shootout, the shootout winner
    /// counted as a goal: a regulation tie goes one goal to the side that wins from there.
    pub(super) fn with_overtime(&self) -> ScoreDist {
        let p_home = match home_wins(self) {
            Some(p) if matches!(self.phase, Phase::Overtime | Phase::Shootout) => p,
            Some(_) => self.overtime_home(OVERTIME_SECS),
            None => return ScoreDist::point(self.total_score()),
        };
        let mut cells = Vec::new();
        for (h, a, p) in self.regulation().cells() {
            if h == a {
                cells.extend([(h + 1, a, p * p_home), (h, a + 1, p * (1.0 - p_home))]);
            } else {
                cells.push((h, a, p));
            }
        }
        ScoreDist::from_cells(&cells)
    }

    /// The distribution of the score of period `number` (1..=3).
    pub(super) fn period(&self, number: u8) -> ScoreDist {
        let left = match self.phase {
            Phase::Prematch => PERIOD_SECS,
            Phase::Period(n) if n == number => (PERIOD_SECS - self.elapsed).max(0.0),
            Phase::Period(n) | Phase::Intermission(n) if n < number => PERIOD_SECS,
            _ => 0.0,
        };
        let fraction = left / REGULATION_SECS;
        let base = self.periods.get(usize::from(number.saturating_sub(1))).copied().unwrap_or_default();
        if number >= self.unplayed_from && self.unplayed != Score::default() {
            return ScoreDist::spread(base, self.unplayed);
        }
        ScoreDist::new(base, self.lambda_home * fraction, self.lambda_away * fraction, 0.0)
    }
}
