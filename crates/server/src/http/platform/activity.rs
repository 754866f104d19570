//! `POST /api/platform/player/activity_limit_track`: the app reports each minute the player is
//! active (docs/product.md#safer-gambling: every 60 s while active, for a player with an activity
//! limit; decision 038). Once the period's activity limit is used up, the report ends the session
//! and the sign-in (401 `activity_limit_reached`), and bets are refused until the period resets.

use super::session::CurrentUser;
use super::sportsbook_sessions::{end_by_limit, Ending};
use crate::app::AppState;
use crate::db::activity;
use crate::db::limits as limit_store;
use crate::db::sportsbook_sessions::EndReason;
use crate::http::error::ApiResult;
use crate::wire::Data;
use anyhow::Context;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;
use sportsbook_core::limits::LimitKind;
use utoipa::ToSchema;

/// What a report did.
#[derive(Debug, Serialize, ToSchema)]
pub struct ActivityTracked {
    /// False when the player has no activity limit (nothing is kept) or the minute was already
    /// counted.
    pub tracked: bool,
}

/// Counts a minute of the player's activity against their activity limit.
#[utoipa::path(post, path = "/api/platform/player/activity_limit_track", tag = "platform",
    responses((status = 200, body = Data<ActivityTracked>), (status = 401)))]
pub async fn track_activity(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
) -> ApiResult<Response> {
    let now = crate::clock::now_ms();
    let mut tx = state.db.begin_write().await?;
    let limits = limit_store::of_users(&mut tx, &[user.id]).await?;
    if !limits.iter().any(|limit| limit.kind == LimitKind::Activity) {
        return Ok(Json(Data { data: ActivityTracked { tracked: false } }).into_response());
    }
    let tracked = activity::track(&mut tx, user.id, now).await?;
    let activity_limits: Vec<_> = limits.into_iter().filter(|limit| limit.kind == LimitKind::Activity).collect();
    if let Some((code, details)) = crate::limits::out_of_time(&mut tx, &activity_limits, now).await? {
        let ending = Ending { user_id: user.id, now, reason: EndReason::ActivityLimit, code, details };
        return end_by_limit(&state, tx, ending).await;
    }
    tx.commit().await.context("committing a minute of activity")?;
    Ok(Json(Data { data: ActivityTracked { tracked } }).into_response())
}
