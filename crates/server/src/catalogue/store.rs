//! The current catalogue snapshot, swapped atomically so readers never wait on the feed.

use super::model::{Category, Competitor, Match, Sport, Tournament};
use arc_swap::ArcSwap;
use sportsbook_core::catalogue::Provider;
use std::collections::HashMap;
use std::sync::Arc;
use tokio::sync::watch;

/// Sports, categories, tournaments and competitors: they change rarely, so snapshots share them.
#[derive(Debug, Default)]
pub struct Structure {
    /// Sorted by priority.
    pub sports: Vec<Sport>,
    /// Sorted by sport priority, then priority.
    pub categories: Vec<Category>,
    /// Sorted by sport priority, category priority, then priority.
    pub tournaments: Vec<Tournament>,
    pub competitors: HashMap<u32, Competitor>,
    sport_index: HashMap<u32, usize>,
    category_index: HashMap<u32, usize>,
    tournament_index: HashMap<u32, usize>,
}

impl Structure {
    pub fn new(
        mut sports: Vec<Sport>,
        mut categories: Vec<Category>,
        mut tournaments: Vec<Tournament>,
        competitors: Vec<Competitor>,
    ) -> Structure {
        sports.sort_by_key(|s| (s.priority, s.id));
        let sport_rank: HashMap<u32, usize> = sports.iter().enumerate().map(|(i, s)| (s.id, i)).collect();
        let rank = |id: u32| sport_rank.get(&id).copied().unwrap_or(usize::MAX);
        categories.sort_by_key(|c| (rank(c.sport_id), c.priority, c.id));
        let category_rank: HashMap<u32, usize> = categories.iter().enumerate().map(|(i, c)| (c.id, i)).collect();
        tournaments.sort_by_key(|t| {
            (rank(t.sport_id), category_rank.get(&t.category_id).copied().unwrap_or(usize::MAX), t.priority, t.id)
        });
        Structure {
            sport_index: sports.iter().enumerate().map(|(i, s)| (s.id, i)).collect(),
            category_index: category_rank,
            tournament_index: tournaments.iter().enumerate().map(|(i, t)| (t.id, i)).collect(),
            competitors: competitors.into_iter().map(|c| (c.id, c)).collect(),
            sports,
            categories,
            tournaments,
        }
    }

    pub fn sport(&self, id: u32) -> Option<&Sport> {
        self.sport_index.get(&id).map(|&i| &self.sports[i])
    }

    pub fn category(&self, id: u32) -> Option<&Category> {
        self.category_index.get(&id).map(|&i| &self.categories[i])
    }

    pub fn tournament(&self, id: u32) -> Option<&Tournament> {
        self.tournament_index.get(&id).map(|&i| &self.tournaments[i])
    }

    pub fn competitor(&self, id: u32) -> Option<&Competitor> {
        self.competitors.get(&id)
    }

    pub fn sport_by_key(&self, key: &str) -> Option<&Sport> {
        self.sports.iter().find(|s| s.key == key)
    }
}

/// One consistent view of the whole catalogue.
#[derive(Debug, Default)]
pub struct Snapshot {
    /// Increases with every published change; response caches key on it.
    pub version: u64,
    pub structure: Arc<Structure>,
    /// Every known match and outright, ordered by start time then id.
    pub matches: Vec<Arc<Match>>,
    match_index: HashMap<u64, usize>,
    /// Whether each provider's feed is up.
    pub provider_statuses: Vec<(Provider, bool)>,
}

impl Snapshot {
    pub fn new(
        version: u64,
        structure: Arc<Structure>,
        mut matches: Vec<Arc<Match>>,
        provider_statuses: Vec<(Provider, bool)>,
    ) -> Snapshot {
        matches.sort_by_key(|m| (m.start_time, m.id));
        let match_index = matches.iter().enumerate().map(|(i, m)| (m.id, i)).collect();
        Snapshot { version, structure, matches, match_index, provider_statuses }
    }

    pub fn find_match(&self, id: u64) -> Option<&Arc<Match>> {
        self.match_index.get(&id).map(|&i| &self.matches[i])
    }

    pub fn is_provider_active(&self, provider: Provider) -> bool {
        self.provider_statuses.iter().find(|(p, _)| *p == provider).is_none_or(|(_, up)| *up)
    }
}

/// Shared handle to the current snapshot.
#[derive(Clone)]
pub struct CatalogueStore {
    current: Arc<ArcSwap<Snapshot>>,
    /// The version of the latest published snapshot, for tasks that follow changes.
    versions: watch::Sender<u64>,
}

impl Default for CatalogueStore {
    fn default() -> CatalogueStore {
        CatalogueStore::new(Snapshot::default())
    }
}

impl CatalogueStore {
    pub fn new(snapshot: Snapshot) -> CatalogueStore {
        let (versions, _) = watch::channel(snapshot.version);
        CatalogueStore { current: Arc::new(ArcSwap::from_pointee(snapshot)), versions }
    }

    /// Wakes when a new snapshot is published (bursts coalesce: a slow follower sees the latest).
    pub fn changes(&self) -> watch::Receiver<u64> {
        self.versions.subscribe()
    }

    /// The current snapshot; hold it for the whole request so every read is consistent.
    pub fn load(&self) -> Arc<Snapshot> {
        self.current.load_full()
    }

    /// Replaces the snapshot (the feed calls this after persisting a change).
    pub fn publish(&self, snapshot: Snapshot) {
        let version = snapshot.version;
        self.current.store(Arc::new(snapshot));
        self.versions.send_replace(version);
    }
}
