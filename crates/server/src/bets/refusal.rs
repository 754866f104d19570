//! Why a bet is refused: a stable snake_case code, the numeric code and message key of docs/product.md#placement-errors
//! (101 invalid odds, 114 pve, anything else the default), and details (e.g. the largest
//! acceptable stake). Several bets in one placement report per bet (`details.bets`).

use crate::http::error::{ApiError, ErrorCode};
use crate::http::texts;
use axum::http::StatusCode;
use serde_json::{json, Value};
use sportsbook_core::locale::Locale;

/// docs/product.md#placement-errors: invalid odds.
pub const INVALID_ODDS: u16 = 101;
/// docs/product.md#placement-errors: a pve player may not bet.
pub const PVE_FORBIDDEN: u16 = 114;
/// Every other refusal (docs/product.md#placement-errors).
pub const GENERAL: u16 = 100;

/// One refused bet.
#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    pub code: ErrorCode,
    pub number: u16,
    pub key: &'static str,
    pub details: Value,
}

impl Refusal {
    /// A refusal with the default message key.
    pub fn general(code: impl Into<ErrorCode>) -> Refusal {
        Refusal { code: code.into(), number: GENERAL, key: "error.place_bets.default", details: json!({}) }
    }

    /// Odds that moved against the player's accept mode (the wrong-odds flag of docs/product.md#placement-errors).
    pub fn odds_changed(index: usize, current: Option<f64>) -> Refusal {
        Refusal {
            code: ErrorCode::OddsChanged,
            number: INVALID_ODDS,
            key: "error.risk_validation.odds_different_than_bookmaker",
            details: json!({ "selection": index, "current_odds": current }),
        }
    }

    pub fn pve() -> Refusal {
        Refusal {
            code: ErrorCode::PveBetForbidden,
            number: PVE_FORBIDDEN,
            key: "error.platform.pve_player_bet_forbidden",
            details: json!({}),
        }
    }

    pub fn with(mut self, details: Value) -> Refusal {
        self.details = details;
        self
    }
}

/// The API error for refused bets `(index, refusal)`: the first one's code and status, and
/// every bet's code, key and message in `details.bets`.
pub fn to_api_error(refusals: Vec<(usize, Refusal)>, locale: Locale) -> ApiError {
    let Some((_, first)) = refusals.first().cloned() else { return ApiError::InvalidBody("no bets".to_owned()) };
    let bets: Vec<Value> = refusals
        .iter()
        .map(|(index, r)| {
            json!({
                "index": index,
                "code": r.number,
                "error": r.code,
                "key": r.key,
                "localized_message": texts::localized(r.code, locale, &r.details).unwrap_or_else(|| r.code.as_str().to_owned()),
                "details": r.details,
            })
        })
        .collect();
    let mut details = json!({ "code": first.number, "key": first.key, "bets": bets });
    if let (Some(all), Some(extra)) = (details.as_object_mut(), first.details.as_object()) {
        for (k, v) in extra {
            all.entry(k.clone()).or_insert(v.clone());
        }
    }
    ApiError::Refused { status: StatusCode::UNPROCESSABLE_ENTITY, code: first.code, details }
}
