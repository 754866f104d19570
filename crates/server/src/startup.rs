//! Builds the application from configuration (database, catalogue, feed) and runs it: every
//! long-running task is spawned here, with one shutdown signal.

use crate::app::{self, AppState};
use crate::catalogue::store::{CatalogueStore, Snapshot, Structure};
use crate::config::{Config, FeedMode};
use crate::db::{catalogue as store, Db};
use crate::feed::bootstrap::{start_now, FeedSettings};
use crate::feed::Feed;
use crate::http::cache::ResponseCache;
use anyhow::Context;
use sportsbook_core::odds::Margin;
use std::future::Future;
use std::sync::Arc;
use std::time::Instant;
use tokio::net::TcpListener;
use tokio::sync::watch;

/// A built application, ready to serve.
pub struct Application {
    pub state: AppState,
    feed: Option<Feed>,
}

impl Application {
    /// Connects and migrates the database, then loads the catalogue, starting the simulated
    /// feed (which generates a catalogue on a fresh database) unless it is off.
    pub async fn build(config: Config) -> anyhow::Result<Application> {
        let db = Db::connect(&config.database_url).await?;
        let (feed, snapshot) = match config.feed {
            FeedMode::Simulated => {
                let margin = Margin::new(config.margin).context("SPORTSBOOK_MARGIN")?;
                let settings = FeedSettings { seed: config.seed, speed: config.feed_speed, margin };
                let feed = start_now(db.clone(), settings).await?;
                let snapshot = feed.snapshot();
                (Some(feed), snapshot)
            }
            FeedMode::Off => (None, load_snapshot(&db).await?),
        };
        let state = AppState {
            config: Arc::new(config),
            db,
            catalogue: CatalogueStore::new(snapshot),
            cache: ResponseCache::default(),
            started_at: Instant::now(),
        };
        Ok(Application { state, feed })
    }

    /// Serves on `listener` (and runs the feed) until `shutdown` resolves.
    pub async fn run(
        self,
        listener: TcpListener,
        shutdown: impl Future<Output = ()> + Send + 'static,
    ) -> anyhow::Result<()> {
        let (stop, stopped) = watch::channel(false);
        let feed = self.feed.map(|feed| tokio::spawn(feed.run(self.state.catalogue.clone(), stopped)));
        let served = app::serve(listener, self.state, shutdown).await;
        let _ = stop.send(true);
        if let Some(task) = feed {
            task.await.context("feed task")?;
        }
        served
    }
}

/// The stored catalogue as a snapshot (when no feed runs in this process).
async fn load_snapshot(db: &Db) -> anyhow::Result<Snapshot> {
    let (sports, categories, tournaments, competitors) = store::load_structure(&db.pool).await?;
    let matches = store::load_matches(&db.pool).await?.into_iter().map(|m| Arc::new(m.event)).collect();
    let providers = store::load_provider_statuses(&db.pool).await?;
    let structure = Arc::new(Structure::new(sports, categories, tournaments, competitors));
    Ok(Snapshot::new(1, structure, matches, providers))
}
