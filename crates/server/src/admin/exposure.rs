//! `GET /api/admin/exposure?match_id=`: per market, specifier, outcome and currency, the open
//! bets on it, their total stake and the house's liability — the sum of their potential
//! returns, stake included. A combo or system counts its whole stake and potential return on
//! EACH of its legs: that is what the house owes if that outcome and the bet's other legs win,
//! so the liabilities of one match's outcomes do not add up to a total (docs/decisions/015).

use crate::app::AppState;
use crate::db::exposure::{self, OutcomeExposure};
use crate::db::{trader, Db};
use crate::http::error::{ApiError, ApiResult};
use crate::http::params::Params;
use crate::wire::Data;
use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use sportsbook_core::money::Currency;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExposureQuery {
    pub match_id: Option<String>,
}

/// One outcome's exposure in one currency; amounts in minor units.
#[derive(Debug, Serialize)]
pub struct OutcomeDto {
    pub market_id: i64,
    pub specifier: String,
    pub outcome_id: i64,
    pub currency: String,
    pub subunits: i64,
    pub open_bets: i64,
    pub stake: i64,
    /// What the house pays if this outcome wins (combos and systems counted on every leg).
    pub liability: i64,
}

#[derive(Debug, Serialize)]
pub struct MatchExposure {
    pub match_id: i64,
    pub outcomes: Vec<OutcomeDto>,
}

fn dto(row: OutcomeExposure) -> OutcomeDto {
    let subunits = Currency::parse(&row.currency).map_or(1, Currency::subunits);
    OutcomeDto {
        market_id: row.market_id,
        specifier: row.specifier,
        outcome_id: row.outcome_id,
        currency: row.currency,
        subunits,
        open_bets: row.bets,
        stake: row.stake,
        liability: row.liability,
    }
}

/// The exposure of one match the catalogue holds (404 otherwise).
pub async fn of_match(db: &Db, query: ExposureQuery) -> ApiResult<MatchExposure> {
    let text = query.match_id.ok_or_else(|| ApiError::invalid("match_id", "required"))?;
    let match_id =
        text.trim().parse::<i64>().map_err(|_| ApiError::invalid("match_id", format!("`{text}` is not an id")))?;
    if !trader::match_exists(&db.pool, match_id).await? {
        return Err(ApiError::not_found("match"));
    }
    let outcomes = exposure::of_match(&db.pool, match_id).await?.into_iter().map(dto).collect();
    Ok(MatchExposure { match_id, outcomes })
}

pub async fn get_exposure(
    State(state): State<AppState>,
    Params(query): Params<ExposureQuery>,
) -> ApiResult<Json<Data<MatchExposure>>> {
    Ok(Json(Data { data: of_match(&state.db, query).await? }))
}
