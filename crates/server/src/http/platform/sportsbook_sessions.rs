//! `/api/platform/sportsbook_sessions`: the player's sportsbook session, its reality check and
//! the session and time limits that end it (docs/decisions/038-sessions-and-reality-checks.md).
//! `POST` starts one (or answers the one running; 403 when the time limit is used up), `GET
//! …/info` is polled every 30 s (never cached; 401 once a limit ends the session, 400 without
//! one), `POST …/continue` answers a reality check.

use super::session::{session_cookie, CurrentUser};
use super::Body;
use crate::app::AppState;
use crate::clock::iso;
use crate::db::limits::{self as limit_store, UserLimit};
use crate::db::sportsbook_sessions::{self as store, EndReason, SportsbookSession};
use crate::db::{sessions, WriteTx};
use crate::http::error::{ApiError, ApiResult, ErrorCode};
use crate::wire::Data;
use anyhow::Context;
use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::{Deserialize, Serialize};
use serde_json::json;
use sportsbook_core::limits::{LimitKind, MINUTE_MS};
use sportsbook_core::money::Currency;
use sqlx::AnyConnection;
use utoipa::ToSchema;

/// The reality check of a session.
#[derive(Debug, Serialize, ToSchema)]
pub struct RealityCheck {
    /// The player's interval (their `reality_check` limit).
    pub interval_minutes: i64,
    /// Seconds until the next check; 0 when it is due.
    pub due_in_seconds: i64,
}

/// The session's own limit (`sportsbook_session`).
#[derive(Debug, Serialize, ToSchema)]
pub struct SessionLimit {
    pub minutes: i64,
    /// Seconds before the session ends.
    pub ends_in_seconds: i64,
}

/// The running session, as the reality check and the session's limits see it.
#[derive(Debug, Serialize, ToSchema)]
pub struct SessionInfo {
    pub id: i64,
    pub started_at: String,
    pub duration_seconds: i64,
    /// The player's current currency, in which the figures below are.
    pub currency: &'static str,
    pub subunits: i64,
    /// Stakes of the bets placed in the session (minor units).
    pub staked: i64,
    /// Returns paid in the session (minor units).
    pub returned: i64,
    /// `returned − staked`: negative when the session lost money.
    pub net: i64,
    /// None when the player has set no reality check.
    pub reality_check: Option<RealityCheck>,
    pub session_limit: Option<SessionLimit>,
}

/// The player's session and limits, at one moment.
struct Running {
    session: SportsbookSession,
    limits: Vec<UserLimit>,
    now: i64,
}

impl Running {
    fn minutes_of(&self, kind: LimitKind) -> Option<i64> {
        self.limits.iter().find(|limit| limit.kind == kind).and_then(|limit| limit.amount)
    }

    /// When the session's reality check is due, if the player has one.
    fn check_due_at(&self) -> Option<i64> {
        let interval = self.minutes_of(LimitKind::RealityCheck)?;
        Some(self.session.checked_at.unwrap_or(self.session.started_at) + interval * MINUTE_MS)
    }

    /// The limit that has ended the session by now, if one has.
    async fn ended_by(&self, conn: &mut AnyConnection) -> ApiResult<Option<(EndReason, ErrorCode, serde_json::Value)>> {
        if let Some(minutes) = self.minutes_of(LimitKind::SportsbookSession) {
            if self.now - self.session.started_at >= minutes * MINUTE_MS {
                let details =
                    serde_json::json!({ "limit_type": LimitKind::SportsbookSession.as_str(), "minutes": minutes });
                return Ok(Some((EndReason::SessionLimit, ErrorCode::SessionLimitReached, details)));
            }
        }
        let out = crate::limits::out_of_time(conn, &self.limits, self.now).await?;
        Ok(out.map(|(code, details)| (EndReason::TimeLimit, code, details)))
    }

    async fn info(&self, conn: &mut AnyConnection, currency: Currency) -> anyhow::Result<SessionInfo> {
        let (user, code, from) = (self.session.user_id, currency.code(), self.session.started_at);
        let staked = limit_store::staked(conn, user, code, from).await?;
        let returned = limit_store::returned(conn, user, code, from).await?;
        let seconds = |ms: i64| (ms.max(0) + 999) / 1000;
        Ok(SessionInfo {
            id: self.session.id,
            started_at: iso(self.session.started_at),
            duration_seconds: (self.now - self.session.started_at) / 1000,
            currency: code,
            subunits: currency.subunits(),
            staked,
            returned,
            net: returned - staked,
            reality_check: self.minutes_of(LimitKind::RealityCheck).zip(self.check_due_at()).map(
                |(interval_minutes, due)| RealityCheck { interval_minutes, due_in_seconds: seconds(due - self.now) },
            ),
            session_limit: self.minutes_of(LimitKind::SportsbookSession).map(|minutes| SessionLimit {
                minutes,
                ends_in_seconds: seconds(self.session.started_at + minutes * MINUTE_MS - self.now),
            }),
        })
    }
}

/// The player's open session with their limits (none open: `session_not_started`, a 400 that
/// stops the app's polling).
async fn running(conn: &mut AnyConnection, user_id: i64, now: i64) -> ApiResult<Running> {
    let session = store::open(conn, user_id, now).await?;
    let not_started = || ApiError::Refused {
        status: StatusCode::BAD_REQUEST,
        code: ErrorCode::SessionNotStarted,
        details: json!({}),
    };
    let session = session.ok_or_else(not_started)?;
    let limits = limit_store::of_users(conn, &[user_id]).await?;
    Ok(Running { session, limits, now })
}

/// A limit that has run out, and the player it ends.
pub(super) struct Ending {
    pub user_id: i64,
    pub now: i64,
    pub reason: EndReason,
    pub code: ErrorCode,
    pub details: serde_json::Value,
}

/// Ends the player's sessions and every sign-in, because a limit ran out: the 401 that names it,
/// with the cookie cleared and the player's realtime connections closed; the player's
/// notifications keep a note of it.
pub(super) async fn end_by_limit(state: &AppState, mut tx: WriteTx, ending: Ending) -> ApiResult<Response> {
    store::end_all(&mut tx, ending.user_id, ending.now, ending.reason).await?;
    sessions::delete_for_user(&mut tx, ending.user_id).await?;
    let note = crate::notifications::limit_reached(ending.user_id, ending.details.clone());
    crate::db::notifications::insert_many(&mut tx, &[note], ending.now).await?;
    tx.commit().await.context("committing a session's end")?;
    crate::live::reconnect_user(&state.realtime, ending.user_id).await;
    let cookie = [(header::SET_COOKIE, session_cookie(&state.site, None))];
    let refusal = ApiError::Refused { status: StatusCode::UNAUTHORIZED, code: ending.code, details: ending.details };
    Ok((cookie, refusal).into_response())
}

fn no_store(data: SessionInfo, status: StatusCode) -> Response {
    (status, [(header::CACHE_CONTROL, HeaderValue::from_static("no-store"))], Json(Data { data })).into_response()
}

pub(super) fn currency_of(user: &crate::db::users::User) -> Currency {
    Currency::parse(&user.currency).unwrap_or(Currency::DEFAULT)
}

/// Starts the player's sportsbook session, or answers the one running (200). Refused (403)
/// while the time limit of the period is used up.
#[utoipa::path(post, path = "/api/platform/sportsbook_sessions", tag = "platform",
    responses((status = 201, body = Data<SessionInfo>), (status = 200, body = Data<SessionInfo>), (status = 401),
        (status = 403)))]
pub async fn start_session(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
) -> ApiResult<Response> {
    let now = crate::clock::now_ms();
    let mut tx = state.db.begin_write().await?;
    let limits = limit_store::of_users(&mut tx, &[user.id]).await?;
    if let Some((code, details)) = crate::limits::out_of_time(&mut tx, &limits, now).await? {
        return Err(ApiError::Refused { status: StatusCode::FORBIDDEN, code, details });
    }
    let (session, status) = match store::open(&mut tx, user.id, now).await? {
        Some(session) => (session, StatusCode::OK),
        None => (store::start(&mut tx, user.id, now).await?, StatusCode::CREATED),
    };
    let info = Running { session, limits, now }.info(&mut tx, currency_of(&user)).await?;
    tx.commit().await.context("committing a session start")?;
    Ok(no_store(info, status))
}

/// The running session: duration, the session's stakes and returns, when the reality check is
/// due and when the session limit ends it. Marks the player as present. Once the session or
/// time limit is reached, the session ends with the player's sign-in (401, the cookie cleared).
#[utoipa::path(get, path = "/api/platform/sportsbook_sessions/info", tag = "platform",
    responses((status = 200, body = Data<SessionInfo>), (status = 400), (status = 401)))]
pub async fn session_info(State(state): State<AppState>, CurrentUser { user, .. }: CurrentUser) -> ApiResult<Response> {
    let now = crate::clock::now_ms();
    let mut tx = state.db.begin_write().await?;
    let running = running(&mut tx, user.id, now).await?;
    if let Some((reason, code, details)) = running.ended_by(&mut tx).await? {
        let ending = Ending { user_id: user.id, now, reason, code, details };
        return end_by_limit(&state, tx, ending).await;
    }
    store::touch(&mut tx, running.session.id, now).await?;
    let info = running.info(&mut tx, currency_of(&user)).await?;
    tx.commit().await.context("committing a session's presence")?;
    Ok(no_store(info, StatusCode::OK))
}

/// The player's answer to a reality check.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ContinueRequest {
    /// `continue` (the default): the next check counts from now; `stop`: the session ends (the
    /// app signs the player out).
    #[serde(default)]
    pub choice: Option<String>,
}

/// Answers the reality check: the next one is due a whole interval from now. Recorded in the
/// player's reality-check history.
#[utoipa::path(post, path = "/api/platform/sportsbook_sessions/continue", tag = "platform",
    request_body = ContinueRequest,
    responses((status = 200, body = Data<SessionInfo>), (status = 400), (status = 401), (status = 422)))]
pub async fn continue_session(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    Body(form): Body<ContinueRequest>,
) -> ApiResult<Response> {
    let choice = match form.choice.as_deref() {
        None | Some("continue") => "continue",
        Some("stop") => "stop",
        Some(_) => return Err(ApiError::validation("choice", ErrorCode::InvalidParameter)),
    };
    let now = crate::clock::now_ms();
    let mut tx = state.db.begin_write().await?;
    let running = running(&mut tx, user.id, now).await?;
    let due_at = running.check_due_at().unwrap_or(now).min(now);
    store::answer_check(&mut tx, &running.session, due_at, now, choice).await?;
    if choice == "stop" {
        store::end_all(&mut tx, user.id, now, EndReason::Stopped).await?;
    }
    let session = SportsbookSession { checked_at: Some(now), last_seen_at: now, ..running.session };
    let info = Running { session, ..running }.info(&mut tx, currency_of(&user)).await?;
    tx.commit().await.context("committing a reality check")?;
    Ok(no_store(info, StatusCode::OK))
}
