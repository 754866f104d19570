//! The whole site on one listener: the APIs (`http`), the web pages (`web`) for every other
//! path, and the layers every answer passes (request limits, errors in the reader's language,
//! compression, security headers).

use crate::app::AppState;
use crate::http::cache::ResponseCache;
use crate::http::{error, request_limits};
use crate::web::{self, WebApp};
use axum::routing::get;
use axum::{Extension, Router};
use std::future::Future;
use std::sync::Arc;
use tokio::net::TcpListener;

pub fn router(state: AppState, web: Arc<WebApp>) -> Router {
    crate::http::routes(&state)
        .route("/robots.txt", get(web::robots))
        .fallback(web::serve)
        .layer(Extension(web))
        .layer(Extension(ResponseCache::default()))
        .layer(axum::middleware::from_fn(request_limits::envelope_method_errors))
        .layer(axum::middleware::from_fn(error::localize_errors))
        .layer(tower_http::compression::CompressionLayer::new())
        .layer(axum::middleware::from_fn_with_state(state.clone(), web::security::common_headers))
        .with_state(state.clone())
        .layer(tower_http::timeout::RequestBodyTimeoutLayer::new(state.config.limits.body_timeout))
        .layer(axum::middleware::from_fn(request_limits::limit_headers))
}

/// Serves HTTP on `listener` until `shutdown` resolves, within the configured connection
/// limits (`crate::listener`).
pub async fn serve(
    listener: TcpListener,
    state: AppState,
    web: Arc<WebApp>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let limits = state.config.limits;
    let admission = crate::listener::Admission {
        occupancy: state.occupancy.clone(),
        trusted_proxies: state.config.trusted_proxies.clone(),
    };
    crate::listener::serve(listener, router(state, web), limits, admission, shutdown).await
}
