//! The terms a market's settlement is stored in (decision 014): which market (`MarketKey`), what
//! was last decided for it (`MarketState`), by whom (`Source`), and each outcome's result as
//! stored (`StoredOutcome`). Below the settlement use case so that `db/` reads and writes them
//! without naming it.

use serde::{Deserialize, Serialize};
use sportsbook_core::betting::{DeadHeat, LegResult, SelectionOutcome, VoidFactor};
use sportsbook_core::market::OutcomeResult;

/// One market of one match: what is settled.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MarketKey {
    pub match_id: i64,
    pub market_id: i64,
    pub specifier: String,
}

/// What was last decided for a market.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarketState {
    /// Its outcomes have results.
    Settled,
    /// Void: every selection on it counts 1.00 (`bet_cancel`).
    Cancelled,
    /// The last settlement or cancellation was undone: bets on it are open again.
    RolledBack,
}

impl MarketState {
    pub fn code(self) -> &'static str {
        match self {
            MarketState::Settled => "settled",
            MarketState::Cancelled => "cancelled",
            MarketState::RolledBack => "rolled_back",
        }
    }

    pub fn parse(code: &str) -> Option<MarketState> {
        [MarketState::Settled, MarketState::Cancelled, MarketState::RolledBack].into_iter().find(|s| s.code() == code)
    }
}

/// Who decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The (simulated) odds feed.
    Feed,
    /// An operator, through the operator API or the CLI.
    Operator,
}

impl Source {
    pub fn code(self) -> &'static str {
        match self {
            Source::Feed => "feed",
            Source::Operator => "operator",
        }
    }
}

/// One outcome's settlement as stored (UOF fields).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredOutcome {
    pub outcome_id: i64,
    /// 0 or 1.
    pub result: u8,
    /// `"0"`, `"0.5"` or `"1"`.
    pub void_factor: VoidFactorCode,
    /// `[num, den]`, absent without a dead heat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dead_heat: Option<(u32, u32)>,
}

/// The void factor's stored text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum VoidFactorCode {
    #[serde(rename = "0")]
    Zero,
    #[serde(rename = "0.5")]
    Half,
    #[serde(rename = "1")]
    One,
}

impl StoredOutcome {
    /// The stored form of an outcome's settlement.
    pub fn new(outcome_id: i64, outcome: SelectionOutcome) -> StoredOutcome {
        let dead_heat =
            (outcome.dead_heat != DeadHeat::NONE).then(|| (outcome.dead_heat.num(), outcome.dead_heat.den()));
        StoredOutcome {
            outcome_id,
            result: u8::from(outcome.result == LegResult::Won),
            void_factor: match outcome.void_factor {
                VoidFactor::Zero => VoidFactorCode::Zero,
                VoidFactor::Half => VoidFactorCode::Half,
                VoidFactor::One => VoidFactorCode::One,
            },
            dead_heat,
        }
    }

    /// The settlement for the betting math; `None` if the stored values are not a valid one.
    pub fn outcome(self) -> Option<SelectionOutcome> {
        let result = match self.result {
            0 => LegResult::Lost,
            1 => LegResult::Won,
            _ => return None,
        };
        let void_factor = match self.void_factor {
            VoidFactorCode::Zero => VoidFactor::Zero,
            VoidFactorCode::Half => VoidFactor::Half,
            VoidFactorCode::One => VoidFactor::One,
        };
        let dead_heat = match self.dead_heat {
            Some((num, den)) => DeadHeat::new(num, den)?,
            None => DeadHeat::NONE,
        };
        Some(SelectionOutcome { result, void_factor, dead_heat })
    }
}

/// How a settled outcome reads on a selection (`bet_selections.result`).
pub fn result_of(outcome: SelectionOutcome) -> OutcomeResult {
    match (outcome.void_factor, outcome.result) {
        (VoidFactor::One, _) => OutcomeResult::Void,
        (VoidFactor::Zero, LegResult::Won) => OutcomeResult::Win,
        (VoidFactor::Zero, LegResult::Lost) => OutcomeResult::Lose,
        (VoidFactor::Half, LegResult::Won) => OutcomeResult::HalfWin,
        (VoidFactor::Half, LegResult::Lost) => OutcomeResult::HalfLose,
    }
}

/// A selection's settled result and dead heat back to its settlement for the betting math.
pub fn selection_outcome(result: OutcomeResult, dead_heat: Option<DeadHeat>) -> Option<SelectionOutcome> {
    let base = SelectionOutcome::of(result, 1)?;
    Some(dead_heat.map_or(base, |dead_heat| SelectionOutcome { dead_heat, ..base }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_outcomes_and_selection_results_round_trip() {
        let third = DeadHeat::new(1, 3).expect("a dead heat");
        let all = [
            SelectionOutcome::WON,
            SelectionOutcome::LOST,
            SelectionOutcome::VOID,
            SelectionOutcome::HALF_WON,
            SelectionOutcome::HALF_LOST,
            SelectionOutcome::dead_heat(third),
        ];
        for outcome in all {
            let stored = StoredOutcome::new(7, outcome);
            let json = serde_json::to_string(&stored).expect("serialises");
            let back: StoredOutcome = serde_json::from_str(&json).expect("parses");
            assert_eq!(back.outcome(), Some(outcome));
            let dead_heat = (outcome.dead_heat != DeadHeat::NONE).then_some(third);
            assert_eq!(selection_outcome(result_of(outcome), dead_heat), Some(outcome));
        }
        assert_eq!(StoredOutcome { result: 2, ..StoredOutcome::new(1, SelectionOutcome::WON) }.outcome(), None);
    }
}
