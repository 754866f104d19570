//! `POST /api/admin/maintenance` `{"starts_at", "ends_at"}` (RFC 3339): tells every player of a
//! maintenance window with a `maintenance` notification (decision 023). Players on a time-out
//! or self-exclusion are left out: it is not a safety message, and they hear nothing but those.
//! The window must end after it starts and after now, and last at most two days.

use crate::app::AppState;
use crate::clock::iso;
use crate::db::notifications::{self, NotificationKind};
use crate::db::Db;
use crate::http::error::{ApiError, ApiResult, ErrorCode};
use crate::http::params::timestamp;
use crate::http::platform::Body;
use crate::wire::Data;
use anyhow::Context;
use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};

/// The longest window a notice may announce.
const LONGEST_MS: i64 = 2 * 86_400_000;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MaintenanceRequest {
    pub starts_at: String,
    pub ends_at: String,
}

#[derive(Debug, Serialize)]
pub struct MaintenanceNotice {
    pub starts_at: String,
    pub ends_at: String,
    /// How many players were told.
    pub notified: usize,
}

/// Stores the notice for every player not on a block; the players told.
pub async fn announce(db: &Db, request: &MaintenanceRequest, now: i64) -> ApiResult<(MaintenanceNotice, Vec<i64>)> {
    let invalid = |field: &'static str| ApiError::validation(field, ErrorCode::InvalidParameter);
    let parse = |field: &'static str, text: &str| timestamp(field, Some(text)).ok().flatten().ok_or(invalid(field));
    let starts_at = parse("starts_at", &request.starts_at)?;
    let ends_at = parse("ends_at", &request.ends_at)?;
    if ends_at <= starts_at || ends_at <= now || ends_at - starts_at > LONGEST_MS {
        return Err(invalid("ends_at"));
    }
    let data = serde_json::json!({ "starts_at": iso(starts_at), "ends_at": iso(ends_at) });
    let mut tx = db.begin_write().await?;
    let told = notifications::insert_for_unblocked(&mut tx, NotificationKind::Maintenance, &data, now).await?;
    tx.commit().await.context("committing a maintenance notice")?;
    let notice = MaintenanceNotice { starts_at: iso(starts_at), ends_at: iso(ends_at), notified: told.len() };
    Ok((notice, told))
}

pub async fn announce_maintenance(
    State(state): State<AppState>,
    Body(request): Body<MaintenanceRequest>,
) -> ApiResult<Json<Data<MaintenanceNotice>>> {
    let (notice, told) = announce(&state.db, &request, crate::clock::now_ms()).await?;
    crate::notifications::announce_unread(&state, &told).await;
    Ok(Json(Data { data: notice }))
}
