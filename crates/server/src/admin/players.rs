//! `GET /api/admin/players/{id}`: who the player is to the operator — country, currency, status
//! and the affiliate tag they signed up with (decision 036).
//!
//! `PUT /api/admin/players/{id}/stake-factor` `{"factor": 0.5}`: the player's stake factor,
//! which multiplies their max stake and max payout at placement and in max-stake. A decimal
//! above 0 and at most 10 with at most two decimals, as a JSON number or text
//! (docs/decisions/015); anything else is a 422 naming `factor`.
//!
//! `POST /api/admin/players/{id}/lock`: locks an account the operator fears is taken over — every
//! session ends, every known device is forgotten (an intruder's browser may be one), so every
//! sign-in is refused until the owner opens the unlock link emailed to them (docs/decisions/047).

use crate::accounts::links::{self, Link};
use crate::app::AppState;
use crate::clock::iso;
use crate::db::{sessions, sign_ins, users, Db};
use crate::http::error::{ApiError, ApiResult, ErrorCode};
use crate::http::platform::Body;
use crate::site::SiteConfig;
use crate::wire::Data;
use anyhow::Context;
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

/// A player as the operator sees them.
#[derive(Debug, Serialize)]
pub struct OperatorPlayer {
    pub id: i64,
    pub email: Option<String>,
    pub country: String,
    pub currency: String,
    pub language: String,
    /// The `stag` the player arrived with, if any.
    pub affiliate_tag: Option<String>,
    pub confirmed: bool,
    pub locked: bool,
    /// Decimal text with two decimals, e.g. `"1.00"`.
    pub stake_factor: String,
    pub created_at: String,
}

/// Decimal text of a stake factor with two decimals.
fn factor_text(factor: StakeFactor) -> String {
    let hundredths = factor.thousandths() / 10;
    format!("{}.{:02}", hundredths / 100, hundredths % 100)
}

/// The player `id` (404 when there is none).
pub async fn find(db: &Db, id: i64) -> ApiResult<OperatorPlayer> {
    let user = users::find_by_id(&db.pool, id).await?.ok_or_else(|| ApiError::not_found("player"))?;
    Ok(OperatorPlayer {
        id: user.id,
        email: user.email,
        country: user.country,
        currency: user.currency,
        language: user.language,
        affiliate_tag: user.affiliate_tag,
        confirmed: user.confirmed_at.is_some(),
        locked: user.locked_at.is_some(),
        stake_factor: factor_text(user.stake_factor),
        created_at: iso(user.created_at),
    })
}

fn player_id(id: &str) -> ApiResult<i64> {
    id.parse::<i64>().map_err(|_| ApiError::not_found("player"))
}

pub async fn get_player(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> ApiResult<Json<Data<OperatorPlayer>>> {
    Ok(Json(Data { data: find(&state.db, player_id(&id)?).await? }))
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
    Ok(PlayerStakeFactor { player_id, factor: factor_text(factor) })
}

/// Locks the player's account, ends their sessions and stores the unlock email (404 when there
/// is no such player; locking a locked account changes nothing).
pub async fn lock(db: &Db, site: &SiteConfig, player_id: i64) -> ApiResult<OperatorPlayer> {
    let user = users::find_by_id(&db.pool, player_id).await?.ok_or_else(|| ApiError::not_found("player"))?;
    let now = crate::clock::now_ms();
    let mut tx = db.begin_write().await?;
    if users::lock(&mut tx, user.id, now).await? {
        sessions::delete_for_user(&mut tx, user.id).await?;
        sign_ins::forget_devices(&mut tx, user.id).await?;
        links::store_for(&mut tx, site, Link::Unlock, &user, now).await?;
    }
    tx.commit().await.context("committing a lock")?;
    find(db, player_id).await
}

pub async fn lock_player(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> ApiResult<Json<Data<OperatorPlayer>>> {
    let player = lock(&state.db, &state.site, player_id(&id)?).await?;
    crate::live::reconnect_user(&state.realtime, player.id).await;
    state.accounts.messenger.wake();
    Ok(Json(Data { data: player }))
}

pub async fn set_stake_factor(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Body(request): Body<StakeFactorRequest>,
) -> ApiResult<Json<Data<PlayerStakeFactor>>> {
    Ok(Json(Data { data: set(&state.db, player_id(&id)?, request).await? }))
}
