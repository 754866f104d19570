//! Keeps the catalogue of a process that runs no feed up to date by following the rows the
//! feed process writes (several servers behind one load balancer share one database).

use crate::catalogue::store::{CatalogueStore, Snapshot, Structure};
use crate::db::{catalogue as store, Db};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

/// How often the database is polled for changes.
const POLL: Duration = Duration::from_secs(1);
/// How often everything is reloaded (picks up pruned matches and a newly created structure).
const FULL_RELOAD_EVERY: u64 = 600;
/// Re-read rows this much older than the newest seen, in case a slower transaction committed
/// them after our last read.
const OVERLAP_MS: i64 = 2_000;

/// Everything stored, as a snapshot.
pub async fn load_snapshot(db: &Db, version: u64) -> anyhow::Result<Snapshot> {
    let (sports, categories, tournaments, competitors) = store::load_structure(&db.pool).await?;
    let matches = store::load_matches(&db.pool).await?.into_iter().map(|m| Arc::new(m.event)).collect();
    let providers = store::load_provider_statuses(&db.pool).await?;
    let structure = Arc::new(Structure::new(sports, categories, tournaments, competitors));
    Ok(Snapshot::new(version, structure, matches, providers))
}

/// Polls until `shutdown` turns true.
pub async fn run(db: Db, catalogue: CatalogueStore, mut shutdown: watch::Receiver<bool>) {
    let mut interval = tokio::time::interval(POLL);
    let mut since = newest(&catalogue.load());
    let mut polls: u64 = 0;
    loop {
        tokio::select! {
            _ = interval.tick() => {
                polls += 1;
                let full = polls.is_multiple_of(FULL_RELOAD_EVERY) || catalogue.load().structure.sports.is_empty();
                match refresh(&db, &catalogue, since, full).await {
                    Ok(newest_seen) => since = newest_seen.max(since),
                    Err(error) => tracing::warn!(?error, "catalogue refresh failed"),
                }
            }
            _ = shutdown.changed() => break,
        }
    }
}

fn newest(snapshot: &Snapshot) -> i64 {
    snapshot.matches.iter().map(|m| m.updated_at).max().unwrap_or(0)
}

/// Publishes a snapshot with the rows changed since `since`; returns the newest change seen.
async fn refresh(db: &Db, catalogue: &CatalogueStore, since: i64, full: bool) -> anyhow::Result<i64> {
    let current = catalogue.load();
    if full {
        let snapshot = load_snapshot(db, current.version + 1).await?;
        let seen = newest(&snapshot);
        catalogue.publish(snapshot);
        return Ok(seen);
    }
    let updated = store::load_matches_updated_since(&db.pool, since - OVERLAP_MS).await?;
    let changed: Vec<_> = updated
        .into_iter()
        .map(|m| m.event)
        .filter(|m| current.find_match(m.id).is_none_or(|old| **old != *m))
        .collect();
    let seen = changed.iter().map(|m| m.updated_at).max().unwrap_or(since);
    if changed.is_empty() {
        return Ok(seen);
    }
    let mut matches: HashMap<u64, Arc<_>> = current.matches.iter().map(|m| (m.id, m.clone())).collect();
    matches.extend(changed.into_iter().map(|m| (m.id, Arc::new(m))));
    let providers = store::load_provider_statuses(&db.pool).await?;
    catalogue.publish(Snapshot::new(
        current.version + 1,
        current.structure.clone(),
        matches.into_values().collect(),
        providers,
    ));
    Ok(seen)
}
