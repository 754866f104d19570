//! Email confirmation: the emailed link (`GET /users/confirmation?confirmation_token=…`) and
//! resending it (`POST /users/confirmation`).

use super::passwords::{resend, EmailForm};
use super::session::ClientIp;
use super::Body;
use crate::accounts::links::Link;
use crate::accounts::tokens;
use crate::app::AppState;
use crate::db::tokens::{self as stored_tokens, Purpose};
use crate::db::users;
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
pub struct ConfirmationQuery {
    pub confirmation_token: Option<String>,
}

/// Confirms the email address with the emailed token (used once).
#[utoipa::path(get, path = "/api/platform/users/confirmation", tag = "platform", params(ConfirmationQuery),
    responses((status = 200, body = Data<Status>), (status = 422)))]
pub async fn confirm_email(
    State(state): State<AppState>,
    Params(query): Params<ConfirmationQuery>,
) -> ApiResult<Json<Data<Status>>> {
    let token = query.confirmation_token.unwrap_or_default();
    let now = crate::clock::now_ms();
    let mut tx = state.db.begin_write().await?;
    let user_id = stored_tokens::consume(&mut tx, &tokens::digest(&token), Purpose::Confirmation, now)
        .await?
        .map_err(|e| ApiError::validation("confirmation_token", e.into()))?;
    users::confirm(&mut tx, user_id, now).await?;
    tx.commit().await.context("committing confirmation")?;
    Ok(Json(Data { data: Status { status: "confirmed" } }))
}

/// Emails a new confirmation link when the address has an unconfirmed account; answers the
/// same either way.
#[utoipa::path(post, path = "/api/platform/users/confirmation", tag = "platform", request_body = EmailForm,
    responses((status = 200, body = Data<Status>), (status = 422), (status = 429)))]
pub async fn resend_confirmation(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Body(form): Body<EmailForm>,
) -> ApiResult<Json<Data<Status>>> {
    resend(&state, &ip, &form, Link::Confirmation).await
}
