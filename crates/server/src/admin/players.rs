//! `PUT /api/admin/players/{id}/stake-factor` `{"factor": 0.5}`: the player's stake factor,
//! which multiplies their max stake and max payout at placement and in max-stake. A decimal
//! above 0 and at most 10 with at most two decimals, as a JSON number or text
//! (docs/decisions/015); anything else is a 422 naming `factor`.

use crate::app::AppState;
use crate::db::{users, Db};
use crate::http::error::{ApiError, ApiResult, ErrorCode};
use crate::http::platform::Body;
use crate::http::Data;
use axum::extract::{Path, State};
use axum::Json;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sportsbook_core::betting::StakeFactor;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StakeFactorRequest {
    pub factor: Value,
}

#[derive(Debug, Serialize)]
pub struct PlayerStakeFactor {
    pub player_id: i64,
    /// Decimal text with two decimals, e.g. `"0.50"`.
    pub factor: String,
}

fn parse(value: &Value) -> Option<StakeFactor> {
    match value {
        Value::Number(n) => StakeFactor::parse(&n.to_string()),
        Value::String(s) => StakeFactor::parse(s.trim()),
        _ => None,
    }
}

/// Sets the stake factor of a player (404 when there is none).
pub async fn set(db: &Db, player_id: i64, request: StakeFactorRequest) -> ApiResult<PlayerStakeFactor> {
    let factor = parse(&request.factor).ok_or_else(|| ApiError::validation("factor", ErrorCode::StakeFactorInvalid))?;
    if !users::set_stake_factor(&db.pool, player_id, factor).await? {
        return Err(ApiError::not_found("player"));
    }
    let hundredths = factor.thousandths() / 10;
    Ok(PlayerStakeFactor { player_id, factor: format!("{}.{:02}", hundredths / 100, hundredths % 100) })
}

pub async fn set_stake_factor(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Body(request): Body<StakeFactorRequest>,
) -> ApiResult<Json<Data<PlayerStakeFactor>>> {
    let player_id = id.parse::<i64>().map_err(|_| ApiError::not_found("player"))?;
    Ok(Json(Data { data: set(&state.db, player_id, request).await? }))
}
