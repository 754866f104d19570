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

/// The database and the realtime broker (Redis, when configured) answer.
#[utoipa::path(get, path = "/readyz", tag = "operations",
    responses((status = 200, description = "ready"), (status = 503, description = "a dependency is down")))]
pub async fn readyz(State(state): State<AppState>) -> impl IntoResponse {
    let database = state.db.is_ready().await;
    let broker = state.realtime.check_broker().await.is_ok();
    let word = |up: bool| if up { "ok" } else { "down" };
    let body = |status| Json(json!({ "status": status, "database": word(database), "broker": word(broker) }));
    if database && broker {
        (StatusCode::OK, body("ready"))
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, body("unavailable"))
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
    gauge(
        "sportsbook_realtime_connections",
        "Open realtime connections on this node.",
        state.realtime.connection_count().to_string(),
    );
    gauge(
        "sportsbook_realtime_channels",
        "Channels with subscribers on this node.",
        state.realtime.channel_count().to_string(),
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
