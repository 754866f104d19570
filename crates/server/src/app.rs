//! The use cases' shared context: configuration, storage, the catalogue, the realtime node and
//! the queues and workers use cases hand work to. It names no delivery module (`http`, `web`,
//! `admin`): those hold what only they need (the response cache, the built web app).

use crate::accounts::Accounts;
use crate::catalogue::store::CatalogueStore;
use crate::config::Config;
use crate::db::Db;
use crate::site::SiteConfig;
use std::sync::Arc;
use std::time::Instant;

/// What use cases (and the handlers that call them) run with, as a cheap `Clone` handle.
#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub db: Db,
    pub catalogue: CatalogueStore,
    pub site: Arc<SiteConfig>,
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
