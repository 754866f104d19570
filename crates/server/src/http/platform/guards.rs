//! Checks shared by the auth handlers: rate limits and blocked countries (docs/product.md#sign-in-and-sessions).

use crate::accounts::rate_limit::Rule;
use crate::app::AppState;
use crate::http::error::{ApiError, ErrorCode};

/// Takes a token from the `rule` bucket of `subject`, or refuses with 429 and `Retry-After`.
pub async fn rate_limit(state: &AppState, rule: Rule, subject: &str) -> Result<(), ApiError> {
    state.accounts.limits.check(rule, subject).await.map_err(ApiError::too_many_requests)
}

/// Refuses sign-in and sign-up from a country the site blocks.
pub fn refuse_blocked_country(state: &AppState, country: &str) -> Result<(), ApiError> {
    if state.site.blocked_countries.iter().any(|c| c.eq_ignore_ascii_case(country)) {
        return Err(ApiError::forbidden(ErrorCode::CountryBlocked));
    }
    Ok(())
}
