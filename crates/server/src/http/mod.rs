//! HTTP: the Sportsbook API under `/api/sb`, operations endpoints, and the OpenAPI document.
//! One file per resource; handlers are thin (extract → parse → query → DTO).

pub mod bets;
pub mod cache;
pub mod categories;
pub mod counters;
pub mod country;
pub mod dev_tools;
pub mod error;
pub mod favourites;
pub mod health;
pub mod idempotency;
pub mod locale;
pub mod mailbox;
pub mod markets;
pub mod matches;
pub mod notifications;
pub mod openapi;
pub mod params;
pub mod platform;
pub mod request_limits;
pub mod search;
pub mod settings;
pub mod sports;
pub mod texts;
pub mod tournaments;
pub mod websocket;
pub mod widget;

use crate::app::AppState;
use axum::routing::{get, post};
use axum::Router;

/// The Sportsbook API, mounted at `/api/sb` (the web pages also ask it in-process for the data
/// they inline, see `web::page_data`).
pub fn sportsbook_routes() -> Router<AppState> {
    Router::new()
        .route("/sports", get(sports::list_sports))
        .route("/categories", get(categories::list_categories))
        .route("/categories/{id}", get(categories::get_category))
        .route("/tournaments", get(tournaments::list_tournaments))
        .route("/tournaments/{id}", get(tournaments::get_tournament))
        .route("/matches", get(matches::list_matches))
        .route("/matches/{id}", get(matches::get_match))
        .route("/matches/{id}/markets", get(markets::list_match_markets))
        .route("/counters", post(counters::count_matches))
        .route("/search", get(search::search_catalogue))
        .route(
            "/bets",
            get(bets::list_bets)
                .post(bets::place_bets)
                .layer(bets::body_limit())
                .layer(axum::middleware::from_fn(bets::limit_announced_body)),
        )
        .route(
            "/bets/max-stake",
            post(bets::max_stake)
                .layer(bets::body_limit())
                .layer(axum::middleware::from_fn(bets::limit_announced_body)),
        )
        .route("/settings", get(settings::get_settings).post(settings::save_settings).layer(private_no_store()))
        .route("/notifications", get(notifications::list_notifications).layer(private_no_store()))
        .route("/notifications/counters", get(notifications::count_notifications).layer(private_no_store()))
        .route("/notifications/read", post(notifications::read_notifications).layer(private_no_store()))
        .route("/notifications/read-all", post(notifications::read_all_notifications).layer(private_no_store()))
        .route("/favourites/{type}", get(favourites::list_favourites).layer(private_no_store()))
        .route(
            "/favourites/{type}/{id}",
            post(favourites::add_favourite).delete(favourites::remove_favourite).layer(private_no_store()),
        )
        .route("/websocket/token", post(websocket::connection_token))
        .route("/websocket/authorize", post(websocket::authorize))
}

/// `Cache-Control: private, no-store` on a player's own answers.
fn private_no_store() -> tower_http::set_header::SetResponseHeaderLayer<axum::http::HeaderValue> {
    tower_http::set_header::SetResponseHeaderLayer::overriding(
        axum::http::header::CACHE_CONTROL,
        axum::http::HeaderValue::from_static(PRIVATE_NO_STORE),
    )
}

/// The `Cache-Control` of a player's own answers.
pub const PRIVATE_NO_STORE: &str = "private, no-store";

/// The APIs under `/api`, the operations endpoints and the realtime endpoint; `routes::router`
/// adds the web pages and the layers every answer passes.
pub fn routes(state: &AppState) -> Router<AppState> {
    let api = Router::new()
        .nest("/sb", sportsbook_routes())
        .nest("/platform", platform::router(state.clone()))
        .route("/openapi.json", get(openapi::get_openapi))
        .fallback(health::api_not_found);
    Router::new()
        .nest("/api", api)
        .route("/healthz", get(health::healthz))
        .route("/readyz", get(health::readyz))
        .route("/metrics", get(health::metrics))
        .route("/dev/mailbox", get(mailbox::show_mailbox))
        .route(realtime::WEBSOCKET_PATH, get(websocket::open_websocket))
        .route("/platform/payment-widget.js", get(widget::get_payment_widget))
        .route("/platform/payment-frame", get(widget::get_payment_frame))
}
