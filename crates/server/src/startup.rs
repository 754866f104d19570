//! Builds the application from configuration: database, catalogue, feed, HTTP state.

use crate::app::AppState;
use crate::catalogue::store::{CatalogueStore, Snapshot, Structure};
use crate::config::Config;
use crate::db::{catalogue as store, Db};
use crate::http::cache::ResponseCache;
use std::sync::Arc;
use std::time::Instant;

/// Connects, migrates and loads the stored catalogue into memory.
pub async fn build_state(config: Config) -> anyhow::Result<AppState> {
    let db = Db::connect(&config.database_url).await?;
    let (sports, categories, tournaments, competitors) = store::load_structure(&db.pool).await?;
    let matches = store::load_matches(&db.pool).await?.into_iter().map(|m| Arc::new(m.event)).collect();
    let providers = store::load_provider_statuses(&db.pool).await?;
    let structure = Arc::new(Structure::new(sports, categories, tournaments, competitors));
    let catalogue = CatalogueStore::new(Snapshot::new(1, structure, matches, providers));
    Ok(AppState {
        config: Arc::new(config),
        db,
        catalogue,
        cache: ResponseCache::default(),
        started_at: Instant::now(),
    })
}
