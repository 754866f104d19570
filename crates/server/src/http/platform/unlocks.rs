//! Unlocking an account locked by failed sign-ins: the emailed link
//! (`GET /users/unlock?unlock_token=…`) and resending it (`POST /users/unlock`).

use super::passwords::{resend, EmailForm};
use super::session::ClientIp;
use super::Body;
use crate::accounts::links::Link;
use crate::accounts::tokens;
use crate::app::AppState;
use crate::db::tokens::{self as stored_tokens, Purpose};
use crate::http::error::{ApiError, ApiResult};
use crate::http::params::Params;
use crate::wire::platform::Status;
use crate::wire::Data;
use anyhow::Context;
use axum::extract::State;
use axum::Json;
use serde::Deserialize;
use utoipa::IntoParams;

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
    resend(&state, &ip, &form, Link::Unlock).await
}
