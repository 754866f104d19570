//! `GET /api/sb/notifications` (paged, newest first), `GET /notifications/counters`,
//! `POST /notifications/read` and `POST /notifications/read-all`: the signed-in player's
//! notifications (docs/decisions/023-notifications.md).

use super::error::{ApiError, ApiResult};
use super::params::{self, Params};
use super::platform::session::CurrentUser;
use super::platform::Body;
use crate::app::AppState;
use crate::catalogue::query::Pagination;
use crate::clock::iso;
use crate::db::notifications::{self as store, Notification, NotificationKind};
use crate::wire::{Data, Page};
use anyhow::Context;
use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// Notifications per page by default, and at most.
const DEFAULT_LIMIT: u32 = 20;
const MAX_LIMIT: u32 = 100;
/// Ids one `read` call may name.
const MAX_IDS: usize = 500;

#[derive(Debug, Serialize, ToSchema)]
pub struct NotificationDto {
    pub id: i64,
    pub kind: NotificationKind,
    /// What the client renders: for bets `bet_id`, `status`, `result`, `reason`, `currency`,
    /// `stake`, `potential_win`, `payout` (minor units); for deposits `payment_id`, `status`,
    /// `amount`, `currency`.
    #[schema(value_type = Object)]
    pub data: serde_json::Value,
    pub created_at: String,
    pub read: bool,
}

impl From<Notification> for NotificationDto {
    fn from(n: Notification) -> NotificationDto {
        NotificationDto {
            id: n.id,
            kind: n.kind,
            data: n.data,
            created_at: iso(n.created_at),
            read: n.read_at.is_some(),
        }
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct NotificationsQuery {
    pub page: Option<String>,
    /// 1–100 (default 20).
    pub limit: Option<String>,
}

/// The player's notifications, newest first.
#[utoipa::path(get, path = "/api/sb/notifications", tag = "notifications", params(NotificationsQuery),
    responses((status = 200, body = Page<NotificationDto>), (status = 400), (status = 401)))]
pub async fn list_notifications(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    Params(query): Params<NotificationsQuery>,
) -> ApiResult<Json<Page<NotificationDto>>> {
    let page = params::page(query.page.as_deref())?;
    let limit = params::limit(query.limit.as_deref(), DEFAULT_LIMIT)?;
    if limit > MAX_LIMIT {
        return Err(ApiError::invalid("limit", format!("at most {MAX_LIMIT}")));
    }
    let offset = i64::from(page - 1) * i64::from(limit);
    let (items, total) = store::page(&state.db.pool, user.id, i64::from(limit), offset).await?;
    let total = u64::try_from(total).context("a count")?;
    let last_page = total.div_ceil(u64::from(limit)).max(1);
    let pagination = Pagination { total, page, limit, last_page };
    Ok(Json(Page { data: items.into_iter().map(NotificationDto::from).collect(), pagination }))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct UnreadCounters {
    pub unread: i64,
}

/// How many of the player's notifications are unread.
#[utoipa::path(get, path = "/api/sb/notifications/counters", tag = "notifications",
    responses((status = 200, body = Data<UnreadCounters>), (status = 401)))]
pub async fn count_notifications(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
) -> ApiResult<Json<Data<UnreadCounters>>> {
    Ok(Json(Data { data: UnreadCounters { unread: store::unread(&state.db.pool, user.id).await? } }))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ReadRequest {
    /// The notifications to mark read (at most 500; another player's ids change nothing).
    pub ids: Vec<i64>,
}

/// Marks some of the player's notifications read.
#[utoipa::path(post, path = "/api/sb/notifications/read", tag = "notifications", request_body = ReadRequest,
    responses((status = 204), (status = 400), (status = 401)))]
pub async fn read_notifications(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    Body(request): Body<ReadRequest>,
) -> ApiResult<StatusCode> {
    if request.ids.len() > MAX_IDS {
        return Err(ApiError::InvalidBody(format!("at most {MAX_IDS} ids")));
    }
    mark(&state, user.id, Some(&request.ids)).await
}

/// Marks every notification of the player read.
#[utoipa::path(post, path = "/api/sb/notifications/read-all", tag = "notifications",
    responses((status = 204), (status = 401)))]
pub async fn read_all_notifications(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
) -> ApiResult<StatusCode> {
    mark(&state, user.id, None).await
}

async fn mark(state: &AppState, user_id: i64, ids: Option<&[i64]>) -> ApiResult<StatusCode> {
    let mut tx = state.db.begin_write().await?;
    store::mark_read(&mut tx, user_id, ids, crate::clock::now_ms()).await?;
    tx.commit().await.context("committing read notifications")?;
    crate::notifications::announce_unread(state, &[user_id]).await;
    Ok(StatusCode::NO_CONTENT)
}
