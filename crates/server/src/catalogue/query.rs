//! Filtering, sorting and paging matches over a snapshot (the logic behind `/matches`,
//! `/counters` and `/search`).

use super::model::{EventKind, Match};
use super::store::Snapshot;
use sportsbook_core::catalogue::{MatchStatus, SportType};
use std::cmp::Ordering;
use std::collections::HashMap;
use std::sync::Arc;

/// Which matches a request is about. Empty lists mean "any".
#[derive(Debug, Clone, Default)]
pub struct MatchFilter {
    pub ids: Vec<u64>,
    /// Matches unless asked for outrights.
    pub kind: Option<EventKind>,
    pub sport_ids: Vec<u32>,
    pub sport_keys: Vec<String>,
    pub sport_type: Option<SportType>,
    pub category_ids: Vec<u32>,
    pub tournament_ids: Vec<u32>,
    /// Empty means prematch and live (finished matches only when asked for). Live takes in the
    /// interrupted matches (status 2): they are still in play, only stopped for a while.
    pub statuses: Vec<MatchStatus>,
    /// Unix milliseconds, inclusive.
    pub start_from: Option<i64>,
    pub start_to: Option<i64>,
    pub bettable: Option<bool>,
    pub has_video: Option<bool>,
}

impl MatchFilter {
    pub fn matches(&self, snapshot: &Snapshot, m: &Match) -> bool {
        let in_list = |list: &[u32], v: u32| list.is_empty() || list.contains(&v);
        let status_ok = if self.statuses.is_empty() {
            matches!(m.status, MatchStatus::Prematch | MatchStatus::Live | MatchStatus::Stopped)
        } else {
            let status = if m.status == MatchStatus::Stopped { MatchStatus::Live } else { m.status };
            self.statuses.contains(&status) || self.statuses.contains(&m.status)
        };
        status_ok
            && (self.ids.is_empty() || self.ids.contains(&m.id))
            && self.kind.unwrap_or(EventKind::Match) == m.kind
            && in_list(&self.sport_ids, m.sport_id)
            && in_list(&self.tournament_ids, m.tournament_id)
            && self.start_from.is_none_or(|t| m.start_time >= t)
            && self.start_to.is_none_or(|t| m.start_time <= t)
            && self.bettable.is_none_or(|b| m.is_bettable() == b)
            && self.has_video.is_none_or(|v| m.has_video == v)
            && self.sport_matches(snapshot, m)
            && (self.category_ids.is_empty()
                || snapshot
                    .structure
                    .tournament(m.tournament_id)
                    .is_some_and(|t| self.category_ids.contains(&t.category_id)))
    }

    fn sport_matches(&self, snapshot: &Snapshot, m: &Match) -> bool {
        if self.sport_keys.is_empty() && self.sport_type.is_none() {
            return true;
        }
        let Some(sport) = snapshot.structure.sport(m.sport_id) else { return false };
        (self.sport_keys.is_empty() || self.sport_keys.contains(&sport.key))
            && self.sport_type.is_none_or(|t| t == sport.sport_type)
    }
}

/// A field matches can be ordered by (docs/product.md#catalogue-lists).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SortField {
    SportId,
    SportPriority,
    CategoryId,
    CategoryPriority,
    TournamentId,
    TournamentPriority,
    StartTime,
    BetsCount,
}

impl SortField {
    const NAMES: [(&'static str, SortField); 8] = [
        ("sport_id", SortField::SportId),
        ("sport_priority", SortField::SportPriority),
        ("category_id", SortField::CategoryId),
        ("category_priority", SortField::CategoryPriority),
        ("tournament_id", SortField::TournamentId),
        ("tournament_priority", SortField::TournamentPriority),
        ("start_time", SortField::StartTime),
        ("bets_count", SortField::BetsCount),
    ];
}

/// One sort key, ascending or descending.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SortKey {
    pub field: SortField,
    pub descending: bool,
}

/// Parses `start_time`, `start_time_asc`, `tournament_priority_desc`, comma-separated.
pub fn parse_sort(value: &str) -> Option<Vec<SortKey>> {
    value
        .split(',')
        .map(|part| {
            let part = part.trim();
            let (name, descending) = match part.strip_suffix("_desc") {
                Some(name) => (name, true),
                None => (part.strip_suffix("_asc").unwrap_or(part), false),
            };
            SortField::NAMES.iter().find(|(n, _)| *n == name).map(|&(_, field)| SortKey { field, descending })
        })
        .collect()
}

fn sort_value(snapshot: &Snapshot, m: &Match, field: SortField) -> i64 {
    let s = &snapshot.structure;
    let tournament = s.tournament(m.tournament_id);
    match field {
        SortField::SportId => i64::from(m.sport_id),
        SortField::SportPriority => s.sport(m.sport_id).map_or(i64::MAX, |x| i64::from(x.priority)),
        SortField::CategoryId => tournament.map_or(i64::MAX, |t| i64::from(t.category_id)),
        SortField::CategoryPriority => {
            tournament.and_then(|t| s.category(t.category_id)).map_or(i64::MAX, |c| i64::from(c.priority))
        }
        SortField::TournamentId => i64::from(m.tournament_id),
        SortField::TournamentPriority => tournament.map_or(i64::MAX, |t| i64::from(t.priority)),
        SortField::StartTime => m.start_time,
        SortField::BetsCount => i64::from(m.bets_count),
    }
}

/// Filters, sorts (then by id, for a stable order) and caps per sport.
pub fn select_matches(
    snapshot: &Snapshot,
    filter: &MatchFilter,
    sort: &[SortKey],
    max_per_sport: Option<usize>,
) -> Vec<Arc<Match>> {
    let mut selected: Vec<Arc<Match>> =
        snapshot.matches.iter().filter(|m| filter.matches(snapshot, m)).cloned().collect();
    if !sort.is_empty() {
        selected.sort_by(|a, b| {
            sort.iter()
                .map(|key| {
                    let order = sort_value(snapshot, a, key.field).cmp(&sort_value(snapshot, b, key.field));
                    if key.descending {
                        order.reverse()
                    } else {
                        order
                    }
                })
                .find(|o| *o != Ordering::Equal)
                .unwrap_or(Ordering::Equal)
                .then(a.id.cmp(&b.id))
        });
    }
    if let Some(cap) = max_per_sport {
        let mut per_sport: HashMap<u32, usize> = HashMap::new();
        selected.retain(|m| {
            let n = per_sport.entry(m.sport_id).or_default();
            *n += 1;
            *n <= cap
        });
    }
    selected
}

/// Page `page` (1-based) of `limit` items, with the pagination block of docs/product.md#catalogue-lists.
pub fn paginate<T: Clone>(items: &[T], page: u32, limit: u32) -> (Vec<T>, Pagination) {
    let total = items.len() as u64;
    let last_page = total.div_ceil(u64::from(limit)).max(1);
    let start = (u64::from(page) - 1).saturating_mul(u64::from(limit));
    let slice = items.iter().skip(usize::try_from(start).unwrap_or(usize::MAX)).take(limit as usize).cloned().collect();
    (slice, Pagination { total, page, limit, last_page })
}

/// `{total, page, limit, last_page}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
pub struct Pagination {
    pub total: u64,
    pub page: u32,
    pub limit: u32,
    pub last_page: u64,
}
