//! The bet result codes (docs/product.md#bet-results), and how a decided bet maps to one
//! (decision 008).

use super::bet::{BetKind, Leg};
use super::outcome::{LegResult, LegState, VoidFactor};
use serde::{Deserialize, Serialize};

/// A bet's result as the API reports it.
/// Serialises as its wire code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BetResult {
    /// Still open.
    NoResults,
    /// Won (possibly reduced by a dead heat, or for a system only some lines won).
    WinEntire,
    /// Nothing returned.
    LoseEntire,
    /// The stake returned (every leg void; for a system: money back from void lines only).
    RefundEntire,
    /// Half the stake refunded, the other half won (a half-won quarter line).
    RefundHalfWinOther,
    /// Half the stake refunded, the other half lost (a half-lost quarter line).
    RefundHalfLoseOther,
    /// The bet itself was cancelled by the operator; never produced by the settlement math.
    Canceled,
}

impl BetResult {
    /// The wire code.
    pub fn code(self) -> &'static str {
        match self {
            BetResult::NoResults => "no_results",
            BetResult::WinEntire => "win_entire",
            BetResult::LoseEntire => "lose_entire",
            BetResult::RefundEntire => "refund_entire",
            BetResult::RefundHalfWinOther => "refund_half_win_other",
            BetResult::RefundHalfLoseOther => "refund_half_lose_other",
            BetResult::Canceled => "canceled",
        }
    }

    pub const ALL: [BetResult; 7] = [
        BetResult::NoResults,
        BetResult::WinEntire,
        BetResult::LoseEntire,
        BetResult::RefundEntire,
        BetResult::RefundHalfWinOther,
        BetResult::RefundHalfLoseOther,
        BetResult::Canceled,
    ];

    /// A wire code back to the result.
    pub fn parse(code: &str) -> Option<BetResult> {
        BetResult::ALL.into_iter().find(|r| r.code() == code)
    }
}

/// How a settled leg counts for the bet result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum LegClass {
    Void,
    Won,
    HalfWon,
    HalfLost,
}

fn class(leg: &Leg) -> Option<LegClass> {
    let LegState::Settled(outcome) = leg.state else { return None };
    match (outcome.void_factor, outcome.result) {
        (VoidFactor::One, _) => Some(LegClass::Void),
        (VoidFactor::Zero, LegResult::Won) => Some(LegClass::Won),
        (VoidFactor::Half, LegResult::Won) => Some(LegClass::HalfWon),
        (VoidFactor::Half, LegResult::Lost) => Some(LegClass::HalfLost),
        (VoidFactor::Zero, LegResult::Lost) => None,
    }
}

/// The result of a decided bet whose exact return is zero (`returns_nothing`) or not.
///
/// * Nothing returned → `lose_entire`.
/// * Single and combo: the "worst" non-void leg decides — a half-lost leg → `refund_half_lose_other`,
///   else a half-won leg → `refund_half_win_other`, else a won leg → `win_entire`, else (every leg
///   void) → `refund_entire`. A single is the one-leg case of the same rule, which is exactly the
///   UOF table.
/// * System: any won or half-won leg → `win_entire` (some line paid on a win, even when the
///   return is below the stake); else a half-lost leg → `refund_half_lose_other`; else
///   `refund_entire` (only void lines paid).
pub(crate) fn classify(kind: BetKind, legs: &[Leg], returns_nothing: bool) -> BetResult {
    if returns_nothing {
        return BetResult::LoseEntire;
    }
    let classes: Vec<LegClass> = legs.iter().filter_map(class).collect();
    let has = |wanted: LegClass| classes.contains(&wanted);
    match kind {
        BetKind::Single | BetKind::Combo => match classes.iter().max() {
            Some(LegClass::HalfLost) => BetResult::RefundHalfLoseOther,
            Some(LegClass::HalfWon) => BetResult::RefundHalfWinOther,
            Some(LegClass::Won) => BetResult::WinEntire,
            Some(LegClass::Void) | None => BetResult::RefundEntire,
        },
        BetKind::System(_) if has(LegClass::Won) || has(LegClass::HalfWon) => BetResult::WinEntire,
        BetKind::System(_) if has(LegClass::HalfLost) => BetResult::RefundHalfLoseOther,
        BetKind::System(_) => BetResult::RefundEntire,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_serialise_as_their_wire_codes() {
        for result in BetResult::ALL {
            let json = serde_json::to_string(&result).expect("serialises");
            assert_eq!(json, format!("\"{}\"", result.code()));
            assert_eq!(serde_json::from_str::<BetResult>(&json).expect("parses"), result);
            assert_eq!(BetResult::parse(result.code()), Some(result));
        }
        assert_eq!(BetResult::parse("won"), None);
    }
}
