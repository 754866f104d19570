//! Phone verification (docs/product.md#phone-verification): `GET /player/phone` (state), `POST /player/phone` (send a
//! code, with a resend timeout and a daily text limit) and `POST /player/phone/verify`
//! (check the code; a verified number becomes the player's auth phone number).

use super::guards::rate_limit;
use super::session::{ClientIp, CurrentUser};
use super::Body;
use crate::accounts::{self, messages, rate_limit as rules, tokens};
use crate::app::AppState;
use crate::clock::iso;
use crate::db::phone::{self, PhoneState};
use crate::db::users::{self, User};
use crate::http::error::{ApiError, ApiResult, ErrorCode};
use crate::wire::Data;
use anyhow::Context;
use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use sportsbook_core::account::PhoneNumber;
use std::time::Duration;
use utoipa::ToSchema;

const DAY: Duration = Duration::from_secs(24 * 3600);

/// Verification state (docs/product.md#phone-verification).
#[derive(Debug, Serialize, ToSchema)]
pub struct PhoneVerification {
    pub phone_number: Option<String>,
    pub phone_country: Option<&'static str>,
    /// `verified`, `unverified` or `missing`.
    pub verified_status: &'static str,
    pub is_verified: bool,
    pub resend_timeout_until: Option<String>,
    pub sms_limit_reached: bool,
}

fn view(user: &User, state: Option<&PhoneState>, now: i64) -> PhoneVerification {
    let number = state.map(|s| s.phone_number.clone()).or_else(|| user.mobile_phone.clone());
    let is_verified = state.is_some_and(|s| s.verified_at.is_some());
    let in_window = state.filter(|s| s.window_start + DAY.as_millis() as i64 > now);
    PhoneVerification {
        phone_country: number.as_deref().and_then(|n| PhoneNumber::parse(n).ok()).and_then(|p| p.country()),
        phone_number: number.clone(),
        verified_status: match (&number, is_verified) {
            (None, _) => "missing",
            (Some(_), true) => "verified",
            (Some(_), false) => "unverified",
        },
        is_verified,
        resend_timeout_until: state.filter(|s| s.resend_after > now).map(|s| iso(s.resend_after)),
        sms_limit_reached: in_window.is_some_and(|s| s.sms_sent >= accounts::SMS_PER_DAY),
    }
}

fn code_digest(user_id: i64, code: &str) -> String {
    tokens::digest(&format!("{user_id}:{code}"))
}

/// The player's phone verification state.
#[utoipa::path(get, path = "/api/platform/player/phone", tag = "platform",
    responses((status = 200, body = Data<PhoneVerification>), (status = 401)))]
pub async fn get_phone(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
) -> ApiResult<Json<Data<PhoneVerification>>> {
    let stored = phone::find(&state.db.pool, user.id).await?;
    Ok(Json(Data { data: view(&user, stored.as_ref(), crate::clock::now_ms()) }))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct PhoneForm {
    /// A new number to verify; omitted → resend to the current one.
    pub phone_number: Option<String>,
}

/// Texts a six-digit code to the (new or current) number.
#[utoipa::path(post, path = "/api/platform/player/phone", tag = "platform", request_body = PhoneForm,
    responses((status = 200, body = Data<PhoneVerification>), (status = 401), (status = 422), (status = 429)))]
pub async fn send_phone_code(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    CurrentUser { user, .. }: CurrentUser,
    Body(form): Body<PhoneForm>,
) -> ApiResult<Json<Data<PhoneVerification>>> {
    rate_limit(&state, rules::SMS_PER_IP, &ip).await?;
    let now = crate::clock::now_ms();
    let stored = phone::find(&state.db.pool, user.id).await?;
    let number = match form.phone_number.as_deref().filter(|n| !n.trim().is_empty()) {
        Some(n) => PhoneNumber::parse(n).map_err(|code| ApiError::validation("phone_number", code.into()))?,
        None => stored
            .as_ref()
            .map(|s| s.phone_number.clone())
            .or_else(|| user.mobile_phone.clone())
            .and_then(|n| PhoneNumber::parse(&n).ok())
            .ok_or(ApiError::validation("phone_number", ErrorCode::PhoneRequired))?,
    };
    let mut next = stored.clone().unwrap_or(PhoneState { user_id: user.id, ..PhoneState::default() });
    if next.verified_at.is_some() && next.phone_number == number.as_str() {
        return Err(ApiError::conflict(ErrorCode::PhoneAlreadyVerified));
    }
    if next.resend_after > now {
        let wait = (next.resend_after - now).max(0).unsigned_abs().div_ceil(1000);
        return Err(ApiError::TooManyRequests { code: ErrorCode::SmsResendTimeout, retry_after_secs: wait });
    }
    if next.window_start + DAY.as_millis() as i64 <= now {
        next.window_start = now;
        next.sms_sent = 0;
    }
    if next.sms_sent >= accounts::SMS_PER_DAY {
        let wait = (next.window_start + DAY.as_millis() as i64 - now).max(0).unsigned_abs().div_ceil(1000);
        return Err(ApiError::TooManyRequests { code: ErrorCode::SmsLimitReached, retry_after_secs: wait });
    }
    let code = tokens::new_code();
    next.phone_number = number.as_str().to_owned();
    next.code_hash = Some(code_digest(user.id, &code));
    next.code_expires_at = accounts::after(now, accounts::PHONE_CODE_TTL);
    next.attempts = 0;
    next.resend_after = accounts::after(now, accounts::SMS_RESEND_TIMEOUT);
    next.sms_sent += 1;
    next.verified_at = None;
    let locale = crate::accounts::links::locale_of(&user);
    let mut tx = state.db.begin_write().await?;
    phone::save(&mut tx, &next).await?;
    state.accounts.messenger.enqueue(&mut tx, &messages::phone_code(locale, number.as_str(), &code)).await?;
    tx.commit().await.context("committing the phone code")?;
    Ok(Json(Data { data: view(&user, Some(&next), now) }))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct CodeForm {
    #[serde(default)]
    pub code: String,
}

/// Checks the texted code; on success the number is verified and becomes the auth phone
/// number the player can sign in with.
#[utoipa::path(post, path = "/api/platform/player/phone/verify", tag = "platform", request_body = CodeForm,
    responses((status = 200, body = Data<PhoneVerification>), (status = 401), (status = 409), (status = 422), (status = 429)))]
pub async fn verify_phone_code(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    CurrentUser { user, .. }: CurrentUser,
    Body(form): Body<CodeForm>,
) -> ApiResult<Json<Data<PhoneVerification>>> {
    rate_limit(&state, rules::CODE_CHECK_PER_IP, &ip).await?;
    let now = crate::clock::now_ms();
    let mut stored =
        phone::find(&state.db.pool, user.id).await?.ok_or(ApiError::validation("code", ErrorCode::CodeExpired))?;
    let Some(expected) = stored.code_hash.clone().filter(|_| stored.code_expires_at > now) else {
        return Err(ApiError::validation("code", ErrorCode::CodeExpired));
    };
    if stored.attempts >= accounts::PHONE_CODE_ATTEMPTS {
        return Err(ApiError::validation("code", ErrorCode::CodeAttemptsExceeded));
    }
    let mut tx = state.db.begin_write().await?;
    if code_digest(user.id, form.code.trim()) != expected {
        stored.attempts += 1;
        phone::save(&mut tx, &stored).await?;
        tx.commit().await.context("counting a wrong code")?;
        return Err(ApiError::validation("code", ErrorCode::CodeInvalid));
    }
    if users::find_by_phone(&state.db.pool, &stored.phone_number).await?.is_some_and(|other| other.id != user.id) {
        return Err(ApiError::conflict(ErrorCode::PhoneTaken));
    }
    stored.code_hash = None;
    stored.verified_at = Some(now);
    stored.resend_after = 0;
    phone::save(&mut tx, &stored).await?;
    users::set_text(&mut tx, user.id, "mobile_phone", Some(&stored.phone_number)).await?;
    users::set_text(&mut tx, user.id, "auth_phone_number", Some(&stored.phone_number)).await?;
    tx.commit().await.context("committing verification")?;
    let user = users::find_by_id(&state.db.pool, user.id).await?.context("the player")?;
    Ok(Json(Data { data: view(&user, Some(&stored), now) }))
}
