//! `POST /api/admin/markets/suspend` and `/resume` `{match_id, market_id?, specifier?}`: trader
//! suspension of a whole match, every line of a market, or one line. Stored under the match's
//! lock before the call answers, and placement and live-delay decisions read it in their own
//! transactions under that lock, so no bet is accepted on a suspended market once the call has
//! answered; the simulated feed shows the markets Suspended (-1) from its next tick
//! (`feed::trader`) until they are resumed.

use super::auth::Actor;
use crate::app::AppState;
use crate::db::locks::{self, Mode};
use crate::db::trader::{self, Scope};
use crate::db::Db;
use crate::http::error::{ApiError, ApiResult};
use crate::http::platform::Body;
use crate::wire::Data;
use anyhow::Context;
use axum::extract::State;
use axum::{Extension, Json};
use serde::{Deserialize, Serialize};

/// What to suspend or resume: no `market_id` → the whole match; no `specifier` → every line
/// of the market.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SuspensionRequest {
    pub match_id: u64,
    pub market_id: Option<u32>,
    pub specifier: Option<String>,
}

/// The answer: the scope and whether it is now suspended.
#[derive(Debug, Serialize)]
pub struct Suspension {
    pub match_id: u64,
    pub market_id: Option<u32>,
    pub specifier: Option<String>,
    pub is_suspended: bool,
}

/// The scope of a request, for a match the catalogue holds (else 404).
async fn scope(db: &Db, request: &SuspensionRequest) -> ApiResult<Scope> {
    if request.specifier.is_some() && request.market_id.is_none() {
        return Err(ApiError::InvalidBody("`specifier` needs a `market_id`".to_owned()));
    }
    let match_id = i64::try_from(request.match_id).map_err(|_| ApiError::not_found("match"))?;
    if !trader::match_exists(&db.pool, match_id).await? {
        return Err(ApiError::not_found("match"));
    }
    Ok(Scope { match_id, market_id: request.market_id.map(i64::from), specifier: request.specifier.clone() })
}

fn answer(request: SuspensionRequest, is_suspended: bool) -> Suspension {
    Suspension { match_id: request.match_id, market_id: request.market_id, specifier: request.specifier, is_suspended }
}

/// Suspends a match, a market or one line until it is resumed.
pub async fn suspend(db: &Db, actor: &Actor, request: SuspensionRequest) -> ApiResult<Suspension> {
    let scope = scope(db, &request).await?;
    let mut tx = db.begin_write().await?;
    // Bets in flight on the match commit first; those after see the suspension (db/locks.rs).
    locks::take(&mut tx, db.backend, vec![locks::of_match(scope.match_id)], Mode::Exclusive).await?;
    trader::suspend(&mut tx, &scope, &actor.0, crate::clock::now_ms()).await?;
    tx.commit().await.context("committing a suspension")?;
    Ok(answer(request, true))
}

/// Lifts the suspensions within the scope (resuming a match lifts its markets' too).
pub async fn resume(db: &Db, request: SuspensionRequest) -> ApiResult<Suspension> {
    let scope = scope(db, &request).await?;
    trader::resume(&db.pool, &scope).await?;
    Ok(answer(request, false))
}

pub async fn suspend_markets(
    State(state): State<AppState>,
    Extension(actor): Extension<Actor>,
    Body(request): Body<SuspensionRequest>,
) -> ApiResult<Json<Data<Suspension>>> {
    Ok(Json(Data { data: suspend(&state.db, &actor, request).await? }))
}

pub async fn resume_markets(
    State(state): State<AppState>,
    Body(request): Body<SuspensionRequest>,
) -> ApiResult<Json<Data<Suspension>>> {
    Ok(Json(Data { data: resume(&state.db, request).await? }))
}
