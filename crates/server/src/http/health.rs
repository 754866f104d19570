//! Operations endpoints: liveness, readiness, Prometheus metrics, and the API's 404.

use super::error::ApiError;
use crate::app::AppState;
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::IntoResponse;
use axum::Json;
use serde_json::json;
use sportsbook_core::catalogue::MatchStatus;
use std::fmt::Write;

/// The process is up.
#[utoipa::path(get, path = "/healthz", tag = "operations", responses((status = 200, description = "alive")))]
pub async fn healthz() -> impl IntoResponse {
    Json(json!({ "status": "ok" }))
}

/// The database answers (and, once configured, the broker).
#[utoipa::path(get, path = "/readyz", tag = "operations",
    responses((status = 200, description = "ready"), (status = 503, description = "a dependency is down")))]
pub async fn readyz(State(state): State<AppState>) -> impl IntoResponse {
    if state.db.is_ready().await {
        (StatusCode::OK, Json(json!({ "status": "ready", "database": "ok" })))
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, Json(json!({ "status": "unavailable", "database": "down" })))
    }
}

/// Prometheus text metrics.
#[utoipa::path(get, path = "/metrics", tag = "operations", responses((status = 200, description = "Prometheus text")))]
pub async fn metrics(State(state): State<AppState>) -> impl IntoResponse {
    let snapshot = state.catalogue.load();
    let count = |status: MatchStatus| snapshot.matches.iter().filter(|m| m.status == status).count();
    let mut text = String::new();
    let mut gauge = |name: &str, help: &str, value: String| {
        let _ = write!(text, "# HELP {name} {help}\n# TYPE {name} gauge\n{name} {value}\n");
    };
    gauge(
        "sportsbook_uptime_seconds",
        "Seconds since the server started.",
        state.started_at.elapsed().as_secs().to_string(),
    );
    gauge("sportsbook_catalogue_version", "Published catalogue snapshots.", snapshot.version.to_string());
    gauge("sportsbook_matches_prematch", "Matches not started.", count(MatchStatus::Prematch).to_string());
    gauge("sportsbook_matches_live", "Matches in play.", count(MatchStatus::Live).to_string());
    gauge(
        "sportsbook_matches_finished",
        "Finished matches kept for results.",
        count(MatchStatus::Finished).to_string(),
    );
    for (provider, up) in &snapshot.provider_statuses {
        let _ = writeln!(text, "sportsbook_provider_up{{provider=\"{}\"}} {}", provider.as_str(), u8::from(*up));
    }
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], text)
}

/// Unknown `/api/…` paths.
pub async fn api_not_found() -> ApiError {
    ApiError::not_found("route")
}
