//! Wiring: the shared application state and the server entry point that tests and `main` call.

use crate::accounts::Accounts;
use crate::catalogue::store::CatalogueStore;
use crate::config::Config;
use crate::db::Db;
use crate::http;
use crate::http::cache::ResponseCache;
use crate::site::SiteConfig;
use crate::web::WebApp;
use std::future::Future;
use std::sync::Arc;
use std::time::Instant;
use tokio::net::TcpListener;

/// Everything handlers need, as a cheap `Clone` handle.
#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub db: Db,
    pub catalogue: CatalogueStore,
    pub cache: ResponseCache,
    pub site: Arc<SiteConfig>,
    pub web: Arc<WebApp>,
    pub accounts: Accounts,
    /// The realtime node (WebSocket endpoint, tokens, publishing).
    pub realtime: realtime::Node,
    /// The queue of checked placements (`bets::writer`).
    pub placements: crate::bets::writer::Placements,
    /// Publishes what committed writes changed for players (`live::announcer`).
    pub announcer: crate::live::announcer::Announcer,
    /// Wakes the settlement worker (`settlement::worker`).
    pub settlements: crate::settlement::worker::Settlements,
    /// Operators' commands to the simulated feed of this process (`feed::control`).
    pub feed: crate::feed::control::FeedControl,
    /// The connections and WebSockets each client address holds (`occupancy`).
    pub occupancy: crate::occupancy::Occupancy,
    pub started_at: Instant,
}

/// Serves HTTP on `listener` until `shutdown` resolves, within the configured connection
/// limits (`crate::listener`).
pub async fn serve(
    listener: TcpListener,
    state: AppState,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let limits = state.config.limits;
    let admission = crate::listener::Admission {
        occupancy: state.occupancy.clone(),
        trusted_proxies: state.config.trusted_proxies.clone(),
    };
    crate::listener::serve(listener, http::router(state), limits, admission, shutdown).await
}
