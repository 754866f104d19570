//! The operator API: a listener of its own (`SPORTSBOOK_ADMIN_ADDR`, never the public one),
//! every request behind `Authorization: Bearer $SPORTSBOOK_ADMIN_TOKEN` and recorded in
//! `admin_audit`, refused ones included. The operations — trader suspensions, exposure, bet
//! search, stake factors, the ledger audit, settlement, maintenance notices — are plain functions shared by the HTTP handlers
//! and `sportsbook admin …` (`cli.rs`). Add operator routes to [`routes`].

pub mod audit;
pub mod auth;
pub mod bets;
pub mod cli;
pub mod exposure;
pub mod ledger;
pub mod maintenance;
pub mod markets;
pub mod players;
pub mod settlements;

use crate::app::AppState;
use crate::http::{error, health, request_limits};
use axum::routing::{get, post, put};
use axum::Router;
use std::future::Future;
use std::sync::Arc;
use tokio::net::TcpListener;

/// The operator routes, mounted at `/api/admin` on the operator listener only.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/markets/suspend", post(markets::suspend_markets))
        .route("/markets/resume", post(markets::resume_markets))
        .route("/exposure", get(exposure::get_exposure))
        .route("/bets", get(bets::search_bets))
        .route("/players/{id}", get(players::get_player))
        .route("/players/{id}/stake-factor", put(players::set_stake_factor))
        .route("/players/{id}/lock", post(players::lock_player))
        .route("/ledger/audit", get(ledger::audit_ledger))
        .route("/settlements", post(settlements::settle))
        .route("/cancellations", post(settlements::cancel))
        .route("/rollbacks", post(settlements::roll_back))
        .route("/matches/{id}/result", post(settlements::finish_match))
        .route("/maintenance", post(maintenance::announce_maintenance))
}

/// The operator listener's whole application: token check inside, audit outside, so a refused
/// call is recorded too; a body that stalls is cut off as on the public listener.
pub fn router(state: AppState, token: auth::AdminToken) -> Router {
    Router::new()
        .nest("/api/admin", routes())
        .fallback(health::api_not_found)
        .layer(axum::middleware::from_fn(request_limits::envelope_method_errors))
        .layer(axum::middleware::from_fn_with_state(Arc::new(token), auth::require_token))
        .layer(axum::middleware::from_fn_with_state(state.db.clone(), audit::record_calls))
        .layer(axum::middleware::from_fn(error::localize_errors))
        .layer(tower_http::timeout::RequestBodyTimeoutLayer::new(state.config.limits.body_timeout))
        .with_state(state)
}

/// Serves the operator API on `listener` until `shutdown` resolves (`crate::listener`, with
/// the public listener's limits and shares of its own).
pub async fn serve(
    listener: TcpListener,
    state: AppState,
    token: auth::AdminToken,
    shutdown: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    let limits = state.config.limits;
    let admission = crate::listener::Admission {
        occupancy: crate::occupancy::Occupancy::new(limits),
        trusted_proxies: state.config.trusted_proxies.clone(),
    };
    crate::listener::serve(listener, router(state, token), limits, admission, shutdown).await
}
