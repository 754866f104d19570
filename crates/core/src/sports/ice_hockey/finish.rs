//! Ending an ice hockey match on an operator's final score.

use super::{Model, Phase};
use crate::sports::resolution::{still_to_come, FinishError};
use crate::statistics::Score;

impl Model {
    /// Ends the match on an operator's final score, the shootout winner counted as a goal: never
    /// a draw, and only one more goal once overtime has begun.
    pub(crate) fn finish_with(&mut self, score: Score) -> Result<(), FinishError> {
        let to_come = still_to_come(self.total_score(), score)?;
        if score.home == score.away {
            return Err(FinishError::Draw);
        }
        self.unplayed_from = match self.phase {
            Phase::Prematch => 1,
            Phase::Period(n) => n,
            Phase::Intermission(n) => n + 1,
            _ if to_come.home + to_come.away == 1 => 4,
            _ => return Err(FinishError::Impossible),
        };
        (self.unplayed, self.phase, self.elapsed) = (to_come, Phase::Finished, 0.0);
        Ok(())
    }
}
