//! Ending a cricket match on an operator's final score: the runs of the two main innings.

use super::{Innings, Model, Phase};
use crate::catalogue::Side;
use crate::sports::resolution::{still_to_come, FinishError};
use crate::statistics::Score;

/// The most runs one ball brings, so the most a successful chase can pass the target by.
const MAX_BALL_RUNS: u32 = 6;

impl Model {
    /// Ends the match on the main innings' runs (home bats first). A tie would go to a super over
    /// the score cannot tell, so it is refused, as is any change to an innings already over, a
    /// chase won by more than one ball's runs, or an entry once super overs have begun.
    pub(crate) fn finish_with(&mut self, score: Score) -> Result<(), FinishError> {
        let runs = |number: usize| self.innings.get(number - 1).map_or(0, |i| i.runs);
        still_to_come(Score { home: runs(1), away: runs(2) }, score)?;
        if score.home == score.away {
            return Err(FinishError::Draw);
        }
        let changes_a_finished_innings =
            (score.home != runs(1) && self.complete(1)) || (score.away != runs(2) && self.complete(2));
        if self.innings.len() > 2 || changes_a_finished_innings || score.away > score.home + MAX_BALL_RUNS {
            return Err(FinishError::Impossible);
        }
        for (number, side, runs) in [(1, Side::Home, score.home), (2, Side::Away, score.away)] {
            match self.innings.get_mut(number - 1) {
                Some(innings) => innings.runs = runs,
                None => self.innings.push(Innings { runs, batters: Vec::new(), ..Innings::opened(side) }),
            }
        }
        self.winner = Some(if score.home > score.away { Side::Home } else { Side::Away });
        self.phase = Phase::Finished;
        Ok(())
    }
}
