//! Ending a basketball match on an operator's final score, and what that leaves known of the
//! quarters not played out.

use super::{Model, Phase};
use crate::sports::poisson;
use crate::sports::resolution::{still_to_come, FinishError};
use crate::statistics::Score;

impl Model {
    /// Ends the match on an operator's final score in points: never a draw. The points still
    /// to come may fall in the quarter in progress or any later one.
    pub(crate) fn finish_with(&mut self, score: Score) -> Result<(), FinishError> {
        let to_come = still_to_come(self.score, score)?;
        if score.home == score.away {
            return Err(FinishError::Draw);
        }
        (self.unplayed, self.unplayed_from) = (to_come, self.period);
        (self.score, self.phase, self.period_left) = (score, Phase::Finished, 0.0);
        Ok(())
    }

    /// Points of an entered final score that quarter `quarter` may also hold beyond its
    /// recorded score (none for a quarter played out).
    pub(super) fn unplayed_in(&self, quarter: u8) -> Score {
        if quarter >= self.unplayed_from {
            self.unplayed
        } else {
            Score::default()
        }
    }
}

/// The 1X2 class (0 home, 1 draw, 2 away) of a quarter whose score lies between `score` and
/// `score + extra`, when every such score has the same one. The margin is lowest with every
/// extra point to the away side and highest with every one to the home side.
pub(super) fn decided_three_way(score: Score, extra: Score) -> Option<usize> {
    let lowest = poisson::three_way(score.home, score.away + extra.away);
    let highest = poisson::three_way(score.home + extra.home, score.away);
    (lowest == highest).then_some(lowest).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quarter_is_decided_only_when_every_split_of_the_points_to_come_agrees() {
        let score = |home, away| Score { home, away };
        assert_eq!(decided_three_way(score(20, 12), score(3, 7)), Some(0));
        assert_eq!(decided_three_way(score(20, 12), score(3, 8)), None);
        assert_eq!(decided_three_way(score(15, 15), Score::default()), Some(1));
        assert_eq!(decided_three_way(score(10, 15), score(4, 0)), Some(2));
    }
}
