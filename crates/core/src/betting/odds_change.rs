//! Accepting a bet when its price moved between the slip and placement (MTS `oddsChange`).

use crate::odds::Odds;
use serde::{Deserialize, Serialize};

/// The bettor's choice for price changes (docs/betting-rules.md §0 "Odds-change modes").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AcceptMode {
    /// Refuse any change (the default).
    #[default]
    None,
    /// Accept the same or a higher price.
    Higher,
    /// Accept whatever the current price is.
    Any,
}

impl AcceptMode {
    /// Parses `"none"`, `"higher"` or `"any"`.
    pub fn parse(code: &str) -> Option<AcceptMode> {
        match code {
            "none" => Some(AcceptMode::None),
            "higher" => Some(AcceptMode::Higher),
            "any" => Some(AcceptMode::Any),
            _ => None,
        }
    }

    /// The wire code.
    pub fn code(self) -> &'static str {
        match self {
            AcceptMode::None => "none",
            AcceptMode::Higher => "higher",
            AcceptMode::Any => "any",
        }
    }
}

/// The odds the bet is accepted at, or `None` when the mode refuses the change. The accepted
/// odds are always the current ones (stored on the bet); with `None` they equal the requested.
pub fn accepted_odds(mode: AcceptMode, requested: Odds, current: Odds) -> Option<Odds> {
    match mode {
        AcceptMode::None => (current == requested).then_some(current),
        AcceptMode::Higher => (current >= requested).then_some(current),
        AcceptMode::Any => Some(current),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn none_accepts_only_an_unchanged_price() {
        assert_eq!(accepted_odds(AcceptMode::None, Odds(1850), Odds(1850)), Some(Odds(1850)));
        assert_eq!(accepted_odds(AcceptMode::None, Odds(1850), Odds(1900)), None);
        assert_eq!(accepted_odds(AcceptMode::None, Odds(1850), Odds(1800)), None);
    }

    #[test]
    fn higher_accepts_the_same_or_a_better_price_at_the_current_odds() {
        assert_eq!(accepted_odds(AcceptMode::Higher, Odds(1850), Odds(1850)), Some(Odds(1850)));
        assert_eq!(accepted_odds(AcceptMode::Higher, Odds(1850), Odds(1900)), Some(Odds(1900)));
        assert_eq!(accepted_odds(AcceptMode::Higher, Odds(1850), Odds(1800)), None);
    }

    #[test]
    fn any_accepts_the_current_price() {
        assert_eq!(accepted_odds(AcceptMode::Any, Odds(1850), Odds(1800)), Some(Odds(1800)));
        assert_eq!(accepted_odds(AcceptMode::Any, Odds(1850), Odds(1900)), Some(Odds(1900)));
    }

    #[test]
    fn modes_round_trip_through_their_codes() {
        for mode in [AcceptMode::None, AcceptMode::Higher, AcceptMode::Any] {
            assert_eq!(AcceptMode::parse(mode.code()), Some(mode));
        }
        assert_eq!(AcceptMode::parse("lower"), None);
        assert_eq!(AcceptMode::parse("Any"), None);
        assert_eq!(AcceptMode::default(), AcceptMode::None);
        assert_eq!(serde_json::to_string(&AcceptMode::Higher).expect("serialises"), "\"higher\"");
    }
}
