//! `/api/platform/user_limits`: the player's safer-gambling limits (docs/decisions/022). A new
//! or lower money limit is in force at once; a higher one or a removal waits 24 hours and the
//! player's confirmation (`POST /user_limits/{id}/confirm`). A time-out or self-exclusion
//! ends every session of the player at once and can never be lifted early.

use super::payments::parse_amount;
use super::session::{session_cookie, CurrentUser};
use super::Body;
use crate::app::AppState;
use crate::clock::iso;
use crate::db::limits::{self as store, UserLimit};
use crate::db::sessions;
use crate::db::sportsbook_sessions::{self, EndReason};
use crate::http::error::{ApiError, ApiResult, ErrorCode};
use crate::site::Features;
use crate::wire::Data;
use anyhow::Context;
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sportsbook_core::limits::{self, BlockLength, Change, LimitKind, Period};
use sportsbook_core::money::Currency;
use sqlx::AnyConnection;
use std::ops::RangeInclusive;
use utoipa::ToSchema;

/// A limit as the player sees it.
#[derive(Debug, Serialize, ToSchema)]
pub struct UserLimitDto {
    pub id: i64,
    /// `deposit`, `wager`, `loss`, `bet`, `coolingoff`, `selfexclusion`, `sportsbook_session`,
    /// `session`, `time`, `reality_check` or `activity`.
    #[serde(rename = "type")]
    pub limit_type: &'static str,
    /// `active`; `unconfirmed` while a higher amount waits, `unconfirmed_disabled` while a
    /// removal waits; `disabled` once removed.
    pub status: &'static str,
    /// Deposit, wager, loss and time limits: `day`, `week` or `month`.
    pub period: Option<&'static str>,
    /// Money limits: their currency.
    pub currency: Option<String>,
    /// The amount in force: money limits in minor units; session, time and reality-check
    /// limits in minutes.
    pub amount: Option<i64>,
    /// What the current period has used of it (a loss limit's can be negative); a session
    /// limit's: the minutes of the open session.
    pub used: Option<i64>,
    /// Deposit, wager, loss and time limits: when the period (and what it used) resets.
    pub resets_at: Option<String>,
    /// A higher amount waiting for confirmation.
    pub pending_amount: Option<i64>,
    /// When a waiting change may be confirmed.
    pub confirmable_at: Option<String>,
    /// Time-outs and self-exclusions: when it ends (none: indefinite).
    pub ends_at: Option<String>,
    pub created_at: String,
}

impl UserLimitDto {
    async fn of(conn: &mut AnyConnection, limit: &UserLimit, now: i64) -> anyhow::Result<UserLimitDto> {
        let (used, resets_at) = match limit.amount {
            Some(_) => {
                let (used, resets_at) = crate::limits::used(conn, limit, now).await?;
                (Some(used), resets_at)
            }
            None => (None, None),
        };
        let status = match (limit.requested_at, limit.pending_amount) {
            (None, _) => "active",
            (Some(_), Some(_)) => "unconfirmed",
            (Some(_), None) => "unconfirmed_disabled",
        };
        Ok(UserLimitDto {
            id: limit.id,
            limit_type: limit.kind.as_str(),
            status,
            period: limit.period.map(Period::as_str),
            currency: limit.currency.clone(),
            amount: limit.amount,
            used,
            resets_at: resets_at.map(iso),
            pending_amount: limit.pending_amount,
            confirmable_at: limit.requested_at.map(|at| iso(at + limits::COOLING_MS)),
            ends_at: limit.ends_at.map(iso),
            created_at: iso(limit.created_at),
        })
    }
}

/// The player's limits: money limits with what they used, blocks still running.
#[utoipa::path(get, path = "/api/platform/user_limits", tag = "platform",
    responses((status = 200, body = Data<Vec<UserLimitDto>>), (status = 401)))]
pub async fn list_user_limits(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
) -> ApiResult<Json<Data<Vec<UserLimitDto>>>> {
    let now = crate::clock::now_ms();
    let mut conn = state.db.pool.acquire().await.context("a connection")?;
    let mut data = Vec::new();
    for limit in store::of_users(&mut conn, &[user.id]).await? {
        if !limit.kind.is_block() || limit.blocks_at(now) {
            data.push(UserLimitDto::of(&mut conn, &limit, now).await?);
        }
    }
    Ok(Json(Data { data }))
}

/// A limit to set: a money limit's amount (and period), or a block's length.
#[derive(Debug, Deserialize, ToSchema)]
pub struct LimitRequest {
    #[serde(rename = "type")]
    pub limit_type: String,
    /// Deposit, wager, loss and time limits: `day`, `week` or `month`.
    pub period: Option<String>,
    /// Money limits: decimal text (`"50.00"`) or a number; session, time and reality-check
    /// limits: whole minutes.
    #[schema(value_type = Option<String>)]
    pub amount: Option<Value>,
    /// Money limits: the currency (default the player's current one).
    pub currency: Option<String>,
    /// Time-out: `day`, `week`, `month`, `six_weeks`; self-exclusion: `six_months`, `year`,
    /// `five_years`, `indefinite`.
    pub length: Option<String>,
}

/// Sets a limit. Lower or new: in force at once; higher: waits (`unconfirmed`). A time-out or
/// self-exclusion ends the player's sessions at once (this answer clears the cookie); a second
/// one can only lengthen it.
#[utoipa::path(post, path = "/api/platform/user_limits", tag = "platform", request_body = LimitRequest,
    responses((status = 200, body = Data<UserLimitDto>), (status = 401), (status = 422)))]
pub async fn set_user_limit(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    Body(form): Body<LimitRequest>,
) -> ApiResult<Response> {
    let kind = LimitKind::parse(&form.limit_type)
        .filter(|kind| offered(&state.site.features, *kind))
        .ok_or(ApiError::validation("type", ErrorCode::LimitTypeInvalid))?;
    let now = crate::clock::now_ms();
    let mut tx = state.db.begin_write().await?;
    let existing = store::of_users(&mut tx, &[user.id]).await?;
    let mut wanted = UserLimit {
        id: 0,
        user_id: user.id,
        kind,
        period: None,
        currency: None,
        amount: None,
        pending_amount: None,
        requested_at: None,
        ends_at: None,
        created_at: now,
    };
    if kind.is_block() {
        let length = form
            .length
            .as_deref()
            .and_then(|text| BlockLength::parse(kind, text))
            .ok_or(ApiError::validation("length", ErrorCode::LimitLengthInvalid))?;
        let running = existing.iter().find(|l| l.kind == kind && l.blocks_at(now));
        // Never shortened: the later end wins, and indefinite is the latest.
        wanted.ends_at = match (running.map(|l| l.ends_at), length.end(now)) {
            (Some(None), _) | (_, None) => None,
            (Some(Some(before)), Some(end)) => Some(before.max(end)),
            (None, end) => end,
        };
        let stored = store::put(&mut tx, &wanted).await?;
        sessions::delete_for_user(&mut tx, user.id).await?;
        sportsbook_sessions::end_all(&mut tx, user.id, now, EndReason::Blocked).await?;
        let answer = UserLimitDto::of(&mut tx, &stored, now).await?;
        tx.commit().await.context("committing a block")?;
        crate::live::reconnect_user(&state.realtime, user.id).await;
        let cookie = [(header::SET_COOKIE, session_cookie(&state.site, None))];
        return Ok((cookie, Json(Data { data: answer })).into_response());
    }
    let period = form.period.as_deref().map(|p| Period::parse(p).ok_or(()));
    wanted.period = match (kind.has_period(), period) {
        (true, Some(Ok(period))) => Some(period),
        (false, None) => None,
        _ => return Err(ApiError::validation("period", ErrorCode::LimitPeriodInvalid)),
    };
    let amount = if kind.is_minutes() {
        minutes(form.amount.as_ref(), kind.minutes_allowed(wanted.period))?
    } else {
        let currency = Currency::parse(form.currency.as_deref().unwrap_or(&user.currency))
            .ok_or(ApiError::validation("currency", ErrorCode::CurrencyInvalid))?;
        wanted.currency = Some(currency.code().to_owned());
        parse_amount(form.amount.as_ref().unwrap_or(&Value::Null), currency)?.minor
    };
    let same = existing.iter().find(|l| l.kind == kind && l.period == wanted.period && l.currency == wanted.currency);
    match (same, limits::change(same.and_then(|l| l.amount), amount)) {
        (Some(before), Change::AfterCooling) => {
            wanted = UserLimit { pending_amount: Some(amount), requested_at: Some(now), ..before.clone() };
        }
        (Some(before), Change::Now) => wanted = UserLimit { amount: Some(amount), ..before.clone() }.settled(),
        (None, _) => wanted.amount = Some(amount),
    }
    let stored = store::put(&mut tx, &wanted).await?;
    if let (LimitKind::Session, Some(minutes)) = (kind, stored.amount) {
        sessions::cap(&mut tx, user.id, minutes.saturating_mul(limits::MINUTE_MS)).await?;
    }
    let answer = UserLimitDto::of(&mut tx, &stored, now).await?;
    tx.commit().await.context("committing a limit")?;
    Ok(Json(Data { data: answer }).into_response())
}

/// Confirms a waiting change once its 24 hours have passed: the higher amount comes into
/// force, or the limit is removed (`disabled`).
#[utoipa::path(post, path = "/api/platform/user_limits/{id}/confirm", tag = "platform",
    responses((status = 200, body = Data<UserLimitDto>), (status = 401), (status = 404), (status = 422)))]
pub async fn confirm_user_limit(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<Json<Data<UserLimitDto>>> {
    let now = crate::clock::now_ms();
    let mut tx = state.db.begin_write().await?;
    let limit = find(&mut tx, user.id, &id).await?;
    let Some(requested_at) = limit.requested_at else {
        return Err(ApiError::validation("id", ErrorCode::NothingToChange));
    };
    if !limits::may_confirm(requested_at, now) {
        let confirmable = serde_json::json!({ "confirmable_at": iso(requested_at + limits::COOLING_MS) });
        return Err(ApiError::OverLimit { field: "id", code: ErrorCode::LimitCooling, limit: confirmable });
    }
    let answer = match limit.pending_amount {
        Some(amount) => {
            let stored = store::put(&mut tx, &UserLimit { amount: Some(amount), ..limit }.settled()).await?;
            UserLimitDto::of(&mut tx, &stored, now).await?
        }
        None => {
            store::delete(&mut tx, limit.id).await?;
            UserLimitDto { status: "disabled", ..UserLimitDto::of(&mut tx, &limit, now).await? }
        }
    };
    tx.commit().await.context("committing a confirmed limit")?;
    Ok(Json(Data { data: answer }))
}

/// Asks to remove a money limit: it stays in force for 24 hours and until confirmed. A
/// time-out or self-exclusion cannot be removed.
#[utoipa::path(delete, path = "/api/platform/user_limits/{id}", tag = "platform",
    responses((status = 200, body = Data<UserLimitDto>), (status = 401), (status = 404), (status = 422)))]
pub async fn remove_user_limit(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<Json<Data<UserLimitDto>>> {
    let now = crate::clock::now_ms();
    let mut tx = state.db.begin_write().await?;
    let limit = find(&mut tx, user.id, &id).await?;
    if limit.kind.is_block() {
        return Err(ApiError::validation("id", ErrorCode::LimitLocked));
    }
    let asked = UserLimit { pending_amount: None, requested_at: Some(now), ..limit };
    let stored = store::put(&mut tx, &asked).await?;
    let answer = UserLimitDto::of(&mut tx, &stored, now).await?;
    tx.commit().await.context("committing a limit removal")?;
    Ok(Json(Data { data: answer }))
}

/// Whether the site offers limits of `kind`: activity limits need `activity_tracking` (the app's
/// reports), session, time and reality-check limits `responsible_gambling` (the sessions).
fn offered(features: &Features, kind: LimitKind) -> bool {
    match kind {
        LimitKind::Activity => features.activity_tracking,
        LimitKind::SportsbookSession | LimitKind::Session | LimitKind::Time | LimitKind::RealityCheck => {
            features.responsible_gambling
        }
        _ => true,
    }
}

/// Whole minutes in `allowed`, as a JSON number or text.
fn minutes(value: Option<&Value>, allowed: RangeInclusive<i64>) -> ApiResult<i64> {
    let minutes = match value {
        Some(Value::Number(n)) => n.as_i64(),
        Some(Value::String(text)) => text.trim().parse().ok(),
        _ => None,
    };
    let refused = || {
        let range = serde_json::json!({ "min": allowed.start(), "max": allowed.end() });
        ApiError::OverLimit { field: "amount", code: ErrorCode::AmountInvalid, limit: range }
    };
    minutes.filter(|m| allowed.contains(m)).ok_or_else(refused)
}

/// One of the player's limits by its id in the path (another player's is a 404).
async fn find(conn: &mut AnyConnection, user_id: i64, id: &str) -> ApiResult<UserLimit> {
    let id = id.parse::<i64>().map_err(|_| ApiError::not_found("limit"))?;
    store::find(conn, user_id, id).await?.ok_or(ApiError::not_found("limit"))
}
