//! Why a bet is refused: a stable snake_case code, the numeric code and message key of docs/product.md#placement-errors
//! (101 invalid odds, 114 pve, anything else the default), and details (e.g. the largest
//! acceptable stake). Several bets in one placement report per bet (`details.bets`).

use crate::error_code::ErrorCode;
use serde_json::{json, Value};

/// docs/product.md#placement-errors: invalid odds.
pub const INVALID_ODDS: u16 = 101;
/// docs/product.md#placement-errors: a pve player may not bet.
pub const PVE_FORBIDDEN: u16 = 114;
/// Every other refusal (docs/product.md#placement-errors).
pub const GENERAL: u16 = 100;

/// One refused bet.
#[derive(Debug, Clone, PartialEq)]
pub struct BetRefusal {
    pub code: ErrorCode,
    pub number: u16,
    pub key: &'static str,
    pub details: Value,
}

impl BetRefusal {
    /// A refusal with the default message key.
    pub fn general(code: impl Into<ErrorCode>) -> BetRefusal {
        BetRefusal { code: code.into(), number: GENERAL, key: "error.place_bets.default", details: json!({}) }
    }

    /// Odds that moved against the player's accept mode (the wrong-odds flag of docs/product.md#placement-errors).
    pub fn odds_changed(index: usize, current: Option<f64>) -> BetRefusal {
        BetRefusal {
            code: ErrorCode::OddsChanged,
            number: INVALID_ODDS,
            key: "error.risk_validation.odds_different_than_bookmaker",
            details: json!({ "selection": index, "current_odds": current }),
        }
    }

    pub fn pve() -> BetRefusal {
        BetRefusal {
            code: ErrorCode::PveBetForbidden,
            number: PVE_FORBIDDEN,
            key: "error.platform.pve_player_bet_forbidden",
            details: json!({}),
        }
    }

    pub fn with(mut self, details: Value) -> BetRefusal {
        self.details = details;
        self
    }
}
