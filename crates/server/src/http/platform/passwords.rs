//! Password reset: request a link by email (`POST /users/password`), then choose a new
//! password with its token (`PUT /users/password`).

use super::guards::rate_limit;
use super::session::ClientIp;
use super::Body;
use crate::accounts::links::{self, Link};
use crate::accounts::{rate_limit as rules, tokens};
use crate::app::AppState;
use crate::db::tokens::{self as stored_tokens, Purpose};
use crate::db::{sessions, users};
use crate::http::error::{ApiError, ApiResult, ErrorCode};
use crate::wire::platform::Status;
use crate::wire::Data;
use anyhow::Context;
use axum::extract::State;
use axum::Json;
use serde::Deserialize;
use sportsbook_core::account::{check_password, Email};
use utoipa::ToSchema;

/// `{ "email": "…" }` for the resend and reset requests.
#[derive(Debug, Deserialize, ToSchema)]
pub struct EmailForm {
    #[serde(default)]
    pub email: String,
}

/// Parses the email of a resend/reset request and applies the per-address and per-recipient
/// limits.
pub async fn limited_email(state: &AppState, ip: &str, form: &EmailForm) -> ApiResult<Email> {
    rate_limit(state, rules::EMAIL_PER_IP, ip).await?;
    let email = Email::parse(&form.email).map_err(|code| ApiError::validation("email", code.into()))?;
    rate_limit(state, rules::EMAIL_PER_RECIPIENT, email.as_str()).await?;
    Ok(email)
}

/// Emails a reset link when the address has an account; answers the same either way.
#[utoipa::path(post, path = "/api/platform/users/password", tag = "platform", request_body = EmailForm,
    responses((status = 200, body = Data<Status>), (status = 422), (status = 429)))]
pub async fn request_password_reset(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Body(form): Body<EmailForm>,
) -> ApiResult<Json<Data<Status>>> {
    resend(&state, &ip, &form, Link::PasswordReset).await
}

/// Sends a link again (or for the first time, for a password reset) when the address has an
/// account that needs it; answers `sent` either way, within the email rate limits.
pub async fn resend(state: &AppState, ip: &str, form: &EmailForm, link: Link) -> ApiResult<Json<Data<Status>>> {
    let email = limited_email(state, ip, form).await?;
    links::resend(state, link, email.as_str()).await?;
    Ok(Json(Data { data: Status { status: "sent" } }))
}

/// New password with the emailed token.
#[derive(Debug, Deserialize, ToSchema)]
pub struct PasswordReset {
    #[serde(default)]
    pub reset_password_token: String,
    #[serde(default)]
    pub password: String,
    pub password_confirmation: Option<String>,
}

/// Sets a new password with a valid reset token (used once), unlocks the account and ends
/// every session of the player.
#[utoipa::path(put, path = "/api/platform/users/password", tag = "platform", request_body = PasswordReset,
    responses((status = 200, body = Data<Status>), (status = 422), (status = 429)))]
pub async fn reset_password(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Body(form): Body<PasswordReset>,
) -> ApiResult<Json<Data<Status>>> {
    rate_limit(&state, rules::EMAIL_PER_IP, &ip).await?;
    let digest = tokens::digest(&form.reset_password_token);
    let now = crate::clock::now_ms();
    let mut conn = state.db.pool.acquire().await.context("connection")?;
    let user_id = stored_tokens::check(&mut conn, &digest, Purpose::PasswordReset, now)
        .await?
        .map_err(|e| ApiError::validation("reset_password_token", e.into()))?;
    drop(conn);
    let user = users::find_by_id(&state.db.pool, user_id).await?.context("the token's player")?;
    let email = user.email.as_deref().and_then(|e| Email::parse(e).ok());
    check_password(&form.password, email.as_ref()).map_err(|code| ApiError::validation("password", code.into()))?;
    if form.password_confirmation.as_ref().is_some_and(|c| *c != form.password) {
        return Err(ApiError::validation("password_confirmation", ErrorCode::PasswordMismatch));
    }
    let hash = state.accounts.passwords.hash(form.password).await?;
    let mut tx = state.db.begin_write().await?;
    stored_tokens::consume(&mut tx, &digest, Purpose::PasswordReset, now)
        .await?
        .map_err(|e| ApiError::validation("reset_password_token", e.into()))?;
    users::set_password(&mut tx, user_id, &hash).await?;
    crate::db::sign_ins::forget_failures(&mut tx, user_id).await?;
    sessions::delete_for_user(&mut tx, user_id).await?;
    tx.commit().await.context("committing the reset")?;
    crate::live::reconnect_user(&state.realtime, user_id).await;
    Ok(Json(Data { data: Status { status: "password_changed" } }))
}
