//! Catalogue entities as the server holds them (all languages at once).

use sportsbook_core::catalogue::{MatchStatus, Provider, SportType};
use sportsbook_core::locale::LocalizedName;
use sportsbook_core::market::MarketQuote;
use sportsbook_core::statistics::Statistics;

#[derive(Debug, Clone, PartialEq)]
pub struct Sport {
    pub id: u32,
    pub key: String,
    pub urn_id: String,
    pub name: LocalizedName,
    pub priority: i32,
    pub sport_type: SportType,
    pub provider: Provider,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Category {
    pub id: u32,
    pub sport_id: u32,
    pub slug: String,
    pub name: LocalizedName,
    pub priority: i32,
    pub country_code: Option<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Tournament {
    pub id: u32,
    pub sport_id: u32,
    pub category_id: u32,
    pub urn_id: String,
    pub slug: String,
    pub name: LocalizedName,
    pub priority: i32,
    pub level: String,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Competitor {
    pub id: u32,
    pub sport_id: u32,
    /// Club and player names are the same in every language; national teams are not.
    pub name: LocalizedName,
    pub rating: f64,
    pub stadium: Option<String>,
    pub city: Option<String>,
}

/// A head-to-head match or an outright (tournament winner) event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventKind {
    Match,
    Outright,
}

impl EventKind {
    pub fn as_str(self) -> &'static str {
        match self {
            EventKind::Match => "match",
            EventKind::Outright => "outright",
        }
    }

    pub fn parse(s: &str) -> Option<EventKind> {
        match s {
            "match" => Some(EventKind::Match),
            "outright" => Some(EventKind::Outright),
            _ => None,
        }
    }
}

/// A match (or outright) with its current state and priced markets.
#[derive(Debug, Clone, PartialEq)]
pub struct Match {
    pub id: u64,
    pub kind: EventKind,
    pub urn_id: String,
    pub slug: String,
    pub sport_id: u32,
    pub tournament_id: u32,
    pub home_id: Option<u32>,
    pub away_id: Option<u32>,
    /// Unix milliseconds.
    pub start_time: i64,
    /// Unix milliseconds; outrights only.
    pub end_time: Option<i64>,
    pub status: MatchStatus,
    pub stadium: Option<String>,
    pub city: Option<String>,
    pub has_video: bool,
    pub statistics: Statistics,
    /// Unix milliseconds of the last statistics change (the clock's `clock_updated_at`).
    pub updated_at: i64,
    /// Bets placed on this match (a sort key of docs/product.md#catalogue-lists).
    pub bets_count: u32,
    /// Every market the model prices now, open, suspended or settled.
    pub markets: Vec<MarketQuote>,
}

impl Match {
    /// Bettable: not finished and at least one open market.
    pub fn is_bettable(&self) -> bool {
        matches!(self.status, MatchStatus::Prematch | MatchStatus::Live)
            && self.markets.iter().any(|m| m.status == sportsbook_core::catalogue::MarketStatus::Active)
    }
}
