//! What a use case answers when it does not do what was asked: the domain's refusal, free of
//! HTTP. Use cases (`bets`, `settlement`, …) return it; only `http/` turns it into a status and
//! the error envelope (`http::error`), so the same refusal reads the same through the Sportsbook
//! API, the operator API and the CLI.

mod bet;

pub use bet::BetRefusal;

use crate::error_code::ErrorCode;
use serde_json::Value;
use sportsbook_core::locale::Locale;

#[derive(Debug, thiserror::Error)]
pub enum Refusal {
    /// The request is not one the use case understands (a malformed body).
    #[error("malformed request: {0}")]
    Malformed(String),
    /// A field of the request is not acceptable; `field` names it.
    #[error("invalid `{field}`: {code}")]
    Invalid { field: &'static str, code: ErrorCode },
    /// A field's value is over a limit, given in `limit` (e.g. `{"max": "10000.00"}`).
    #[error("`{field}` over a limit: {code}")]
    OverLimit { field: &'static str, code: ErrorCode, limit: Value },
    /// What the request names does not exist.
    #[error("{0} not found")]
    NotFound(&'static str),
    /// The request conflicts with the current state (a market already settled, a reused key).
    #[error("conflict: {0}")]
    Conflict(ErrorCode),
    /// Bets refused, each with its index in the request, told in the player's `locale`.
    #[error("bets refused")]
    Bets { refusals: Vec<(usize, BetRefusal)>, locale: Locale },
    /// Anything we did not expect (a database failure): logged, never shown.
    #[error("internal error")]
    Internal(#[from] anyhow::Error),
}

impl From<sqlx::Error> for Refusal {
    fn from(error: sqlx::Error) -> Refusal {
        Refusal::Internal(error.into())
    }
}

/// The result of a use case.
pub type Decided<T> = Result<T, Refusal>;
