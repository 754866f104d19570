//! Email confirmation: the emailed link (`GET /users/confirmation?confirmation_token=…`) and
//! resending it (`POST /users/confirmation`).

use super::passwords::{limited_email, locale_of, EmailForm};
use super::session::ClientIp;
use super::Body;
use crate::accounts::{messages, tokens};
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
    let email = limited_email(&state, &ip, &form).await?;
    let user = users::find_by_email(&state.db.pool, email.as_str()).await?;
    if let Some(user) = user.filter(|u| u.confirmed_at.is_none()) {
        let mut tx = state.db.begin_write().await?;
        let token = tokens::issue_link(&mut tx, user.id, Purpose::Confirmation, crate::clock::now_ms()).await?;
        let message = messages::confirmation(&state.site, locale_of(&user), email.as_str(), &token);
        state.accounts.messenger.enqueue(&mut tx, &message).await?;
        tx.commit().await.context("committing the confirmation link")?;
        state.accounts.messenger.wake();
    }
    Ok(Json(Data { data: Status { status: "sent" } }))
}
