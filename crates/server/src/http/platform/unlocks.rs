//! Unlocking an account locked by failed sign-ins: the emailed link
//! (`GET /users/unlock?unlock_token=…`) and resending it (`POST /users/unlock`).

use super::passwords::{limited_email, locale_of, EmailForm};
use super::session::ClientIp;
use super::Body;
use crate::accounts::{messages, tokens};
use crate::app::AppState;
use crate::db::tokens::{self as stored_tokens, Purpose};
use crate::db::{outbox, users};
use crate::http::error::{ApiError, ApiResult};
use crate::http::params::Params;
use crate::site::SiteConfig;
use crate::wire::platform::Status;
use crate::wire::Data;
use anyhow::Context;
use axum::extract::State;
use axum::Json;
use serde::Deserialize;
use sqlx::AnyConnection;
use utoipa::IntoParams;

/// Issues an unlock token and stores its email in the caller's transaction (a player without an
/// email address gets none).
pub async fn store_unlock_link(
    conn: &mut AnyConnection,
    site: &SiteConfig,
    user: &users::User,
    now: i64,
) -> anyhow::Result<()> {
    let Some(email) = user.email.as_deref() else { return Ok(()) };
    let token = tokens::issue_link(conn, user.id, Purpose::Unlock, now).await?;
    outbox::insert(conn, &messages::unlock(site, locale_of(user), email, &token)).await
}

/// Issues an unlock token and emails its link.
pub async fn send_unlock_link(state: &AppState, user: &users::User, now: i64) -> anyhow::Result<()> {
    let mut tx = state.db.begin_write().await?;
    store_unlock_link(&mut tx, &state.site, user, now).await?;
    tx.commit().await.context("committing the unlock link")?;
    state.accounts.messenger.wake();
    Ok(())
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct UnlockQuery {
    pub unlock_token: Option<String>,
}

/// Unlocks the account with the emailed token (used once).
#[utoipa::path(get, path = "/api/platform/users/unlock", tag = "platform", params(UnlockQuery),
    responses((status = 200, body = Data<Status>), (status = 422)))]
pub async fn unlock_account(
    State(state): State<AppState>,
    Params(query): Params<UnlockQuery>,
) -> ApiResult<Json<Data<Status>>> {
    let token = query.unlock_token.unwrap_or_default();
    let mut tx = state.db.begin_write().await?;
    let user_id = stored_tokens::consume(&mut tx, &tokens::digest(&token), Purpose::Unlock, crate::clock::now_ms())
        .await?
        .map_err(|e| ApiError::validation("unlock_token", e.into()))?;
    crate::db::sign_ins::forget_failures(&mut tx, user_id).await?;
    tx.commit().await.context("committing unlock")?;
    Ok(Json(Data { data: Status { status: "unlocked" } }))
}

/// Emails a new unlock link when the address has a locked account; answers the same either
/// way.
#[utoipa::path(post, path = "/api/platform/users/unlock", tag = "platform", request_body = EmailForm,
    responses((status = 200, body = Data<Status>), (status = 422), (status = 429)))]
pub async fn resend_unlock(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Body(form): Body<EmailForm>,
) -> ApiResult<Json<Data<Status>>> {
    let email = limited_email(&state, &ip, &form).await?;
    let user = users::find_by_email(&state.db.pool, email.as_str()).await?;
    if let Some(user) = user.filter(|u| u.locked_at.is_some()) {
        send_unlock_link(&state, &user, crate::clock::now_ms()).await?;
    }
    Ok(Json(Data { data: Status { status: "sent" } }))
}
