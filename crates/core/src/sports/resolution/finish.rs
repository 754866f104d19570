//! Ending a match on an operator's final score. See `docs/decisions/013-market-resolution.md`.

use crate::sports::any::MatchModel;
use crate::statistics::Score;

/// Why a final score cannot end a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FinishError {
    /// The match has already finished.
    AlreadyFinished,
    /// A side would end with less than it has already scored.
    BelowCurrentScore,
    /// The score is level, and this sport (or this match, at this point) has no draws.
    Draw,
    /// No match of this format can end so (e.g. 3:2 sets in a best of three), or this match
    /// can no longer get there from where it stands.
    Impossible,
}

impl std::fmt::Display for FinishError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            FinishError::AlreadyFinished => "the match has already finished",
            FinishError::BelowCurrentScore => "a side would end with less than it has already scored",
            FinishError::Draw => "this match cannot end in a draw",
            FinishError::Impossible => "no match of this format can end with this score from where it stands",
        })
    }
}

impl std::error::Error for FinishError {}

impl MatchModel {
    /// Ends the match with this final score in the sport's main unit: goals (ice hockey: the
    /// shootout winner counts one), points, sets (tennis, table tennis, volleyball), maps (cyber)
    /// or runs (cricket). Periods already completed keep their results; a market the entered
    /// score does not decide resolves void. Afterwards [`MatchModel::resolve`] answers for every
    /// market.
    pub fn finish_with(&mut self, home: u32, away: u32) -> Result<(), FinishError> {
        let score = Score { home, away };
        if self.status().is_finished() {
            return Err(FinishError::AlreadyFinished);
        }
        match self {
            MatchModel::Football(m) => m.finish_with(score),
            MatchModel::IceHockey(m) => m.finish_with(score),
            MatchModel::Basketball(m) => m.finish_with(score),
            MatchModel::Cyber(m) => m.finish_with(score),
            MatchModel::Cricket(m) => m.finish_with(score),
            MatchModel::Tennis(m) => m.finish_with(score),
            MatchModel::TableTennis(m) => m.finish_with(score),
            MatchModel::Volleyball(m) => m.finish_with(score),
        }
    }
}

/// The goals (points, sets…) a side still adds to reach `target` from `current`.
pub(crate) fn still_to_come(current: Score, target: Score) -> Result<Score, FinishError> {
    match (target.home.checked_sub(current.home), target.away.checked_sub(current.away)) {
        (Some(home), Some(away)) => Ok(Score { home, away }),
        _ => Err(FinishError::BelowCurrentScore),
    }
}

/// Checks a best-of-(2n − 1) final of sets (maps) against the sets won so far; returns the
/// sets still to come.
pub(crate) fn series_final(sets_to_win: u32, current: Score, target: Score) -> Result<Score, FinishError> {
    let rest = still_to_come(current, target)?;
    if target.home.max(target.away) != sets_to_win || target.home.min(target.away) >= sets_to_win {
        return Err(if target.home == target.away { FinishError::Draw } else { FinishError::Impossible });
    }
    Ok(rest)
}
