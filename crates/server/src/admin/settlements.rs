//! Settlement by operators (docs/product.md#operator-api): settle a market with explicit outcome
//! results, cancel a market or a whole match, roll either back, and end a simulated match on a
//! final score (the feed then settles every market from it). The checks and the recording are
//! `settlement::requests` / `settlement::command`; the settlement worker pays the bets.

use crate::app::AppState;
use crate::catalogue::store::Snapshot;
use crate::feed::control::Refusal;
use crate::http::error::{ApiError, ApiResult, ErrorCode};
use crate::http::platform::Body;
use crate::settlement::command::{Context, Recorded};
use crate::settlement::requests::{self, CancelRequest, RollbackRequest, SettleRequest};
use crate::wire::Data;
use axum::extract::{Path, State};
use axum::Json;
use serde::{Deserialize, Serialize};

/// The server's database and catalogue for a settlement request.
fn context<'a>(state: &'a AppState, snapshot: &'a Snapshot) -> Context<'a> {
    Context { db: &state.db, catalogue: Some(snapshot) }
}

/// `POST /api/admin/settlements`.
pub async fn settle(
    State(state): State<AppState>,
    Body(request): Body<SettleRequest>,
) -> ApiResult<Json<Data<Recorded>>> {
    let snapshot = state.catalogue.load();
    let data = requests::settle(context(&state, &snapshot), request).await?;
    state.settlements.nudge();
    Ok(Json(Data { data }))
}

/// `POST /api/admin/cancellations`: every market voided, one per entry; a whole match cancelled
/// also stops being played (closed, its open markets cancelled).
pub async fn cancel(
    State(state): State<AppState>,
    Body(request): Body<CancelRequest>,
) -> ApiResult<Json<Data<Vec<Recorded>>>> {
    let snapshot = state.catalogue.load();
    let whole_match = request.market_id.is_none().then_some(request.match_id);
    let data = requests::cancel(context(&state, &snapshot), request).await?;
    state.settlements.nudge();
    if let Some(match_id) = whole_match.and_then(|id| u64::try_from(id).ok()) {
        // A match no longer played (or run by another process's feed) has nothing to stop.
        let _ = state.feed.abandon(match_id).await;
    }
    Ok(Json(Data { data }))
}

/// `POST /api/admin/rollbacks`.
pub async fn roll_back(
    State(state): State<AppState>,
    Body(request): Body<RollbackRequest>,
) -> ApiResult<Json<Data<Recorded>>> {
    let snapshot = state.catalogue.load();
    let data = requests::roll_back(context(&state, &snapshot), request).await?;
    state.settlements.nudge();
    Ok(Json(Data { data }))
}

/// `POST /api/admin/matches/{id}/result`.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FinalScore {
    pub home: u32,
    pub away: u32,
}

/// What ending a match came to.
#[derive(Debug, Serialize)]
pub struct Finished {
    pub match_id: u64,
    pub home: u32,
    pub away: u32,
}

/// Ends a simulated match on the score; the feed settles its markets.
pub async fn finish(state: &AppState, match_id: u64, score: FinalScore) -> ApiResult<Finished> {
    match state.feed.finish(match_id, score.home, score.away).await {
        Ok(()) => Ok(Finished { match_id, home: score.home, away: score.away }),
        Err(Refusal::NotPlaying) => Err(ApiError::not_found("match")),
        Err(Refusal::Score(_)) => Err(ApiError::validation("score", ErrorCode::ScoreImpossible)),
        Err(Refusal::NoFeed) => Err(ApiError::conflict(ErrorCode::FeedUnavailable)),
    }
}

pub async fn finish_match(
    State(state): State<AppState>,
    Path(match_id): Path<u64>,
    Body(score): Body<FinalScore>,
) -> ApiResult<Json<Data<Finished>>> {
    Ok(Json(Data { data: finish(&state, match_id, score).await? }))
}
