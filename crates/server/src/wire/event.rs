//! Matches and outrights on the wire.

use super::catalogue::TournamentRef;
use super::market::{MarketContext, MarketDto};
use super::statistics::StatisticsDto;
use crate::catalogue::model::{EventKind, Match};
use crate::catalogue::store::Structure;
use crate::clock::iso;
use serde::Serialize;
use sportsbook_core::catalogue::{MatchStatus, Provider};
use sportsbook_core::locale::Locale;
use sportsbook_core::statistics::Stage;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct CompetitorDto {
    pub id: u32,
    pub name: String,
    /// Team badge URL; absent for the simulated feed's fictional teams.
    pub logo: Option<String>,
    /// `home` or `away` for matches; absent for outright participants.
    pub qualifier: Option<&'static str>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MatchDto {
    pub id: u64,
    pub urn_id: String,
    pub slug: String,
    /// `match` or `outright`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// Display name: "Home - Away", or the outright's title.
    pub name: String,
    pub tournament: Option<TournamentRef>,
    pub competitors: Vec<CompetitorDto>,
    pub stadium: Option<String>,
    pub city: Option<String>,
    /// 0 prematch, 1 live, 2 stopped, 3 closed, 4 finished, 5 not covered.
    #[schema(value_type = i16)]
    pub status: MatchStatus,
    /// `not_started`, `delayed` (past its start time, kick-off delayed), `period_N` (regulation
    /// period N in play), `break_N` (the break after it), `halftime`, `overtime_break`,
    /// `overtime_N`, `penalties`, `ended`.
    pub stage: String,
    pub start_time: String,
    /// Outrights only: when the competition ends.
    pub end_date: Option<String>,
    pub statistics: Option<StatisticsDto>,
    /// Number of listed markets.
    // Open ones only: settled, suspended and cancelled markets are not counted (decision 048).
    pub available_markets: usize,
    pub main_market: Option<MarketDto>,
    pub secondary_market: Option<MarketDto>,
    pub top_markets: Vec<MarketDto>,
    pub has_video: bool,
    pub provider: &'static str,
    /// Provider statistics widgets exist (betradar only).
    pub is_provider_stats_available: bool,
}

/// The markets a list row shows: how many are listed, the main and secondary ones and the top
/// extras (also the locale channel's `markets_changed`, see `live::events`).
#[derive(Debug, Serialize)]
pub struct ListMarkets {
    pub available_markets: usize,
    pub main_market: Option<MarketDto>,
    pub secondary_market: Option<MarketDto>,
    pub top_markets: Vec<MarketDto>,
}

impl ListMarkets {
    pub fn new(structure: &Structure, event: &Match, locale: Locale) -> ListMarkets {
        let Some(ctx) = MarketContext::new(structure, event, locale) else {
            return ListMarkets {
                available_markets: 0,
                main_market: None,
                secondary_market: None,
                top_markets: Vec::new(),
            };
        };
        ListMarkets {
            available_markets: ctx.open_count(),
            main_market: ctx.main_market().map(|q| ctx.render(q)),
            secondary_market: ctx.secondary_market().map(|q| ctx.render(q)),
            top_markets: ctx.top_markets().into_iter().map(|q| ctx.render(q)).collect(),
        }
    }
}

/// The stage shown next to the clock (docs/product.md#event-status): the model's own while it
/// plays, `delayed` for a match whose kick-off is late; statistics stored before stages existed fall back to the period scored so far.
fn stage(event: &Match) -> String {
    match (event.status, event.statistics.stage) {
        (MatchStatus::Prematch, Stage::Delayed) => Stage::Delayed.wire(),
        (MatchStatus::Prematch, _) => Stage::NotStarted.wire(),
        (s, _) if s.is_finished() => Stage::Ended.wire(),
        (_, Stage::NotStarted) => {
            Stage::Period(u8::try_from(event.statistics.period_score.len().max(1)).unwrap_or(u8::MAX)).wire()
        }
        (_, stage) => stage.wire(),
    }
}

impl MatchDto {
    pub fn new(structure: &Structure, event: &Match, locale: Locale) -> MatchDto {
        let sport = structure.sport(event.sport_id);
        let provider = sport.map_or(Provider::Betradar, |s| s.provider);
        let tournament = structure.tournament(event.tournament_id);
        let competitor = |id: Option<u32>, qualifier| {
            let c = structure.competitor(id?)?;
            Some(CompetitorDto {
                id: c.id,
                name: c.name.get(locale).to_owned(),
                logo: None,
                qualifier: Some(qualifier),
            })
        };
        let competitors: Vec<CompetitorDto> = match event.kind {
            EventKind::Match => {
                [competitor(event.home_id, "home"), competitor(event.away_id, "away")].into_iter().flatten().collect()
            }
            EventKind::Outright => Vec::new(),
        };
        let name = event_name(structure, event, locale);
        let ListMarkets { available_markets, main_market, secondary_market, top_markets } =
            ListMarkets::new(structure, event, locale);
        MatchDto {
            id: event.id,
            urn_id: event.urn_id.clone(),
            slug: event.slug.clone(),
            kind: event.kind.as_str(),
            name,
            tournament: tournament.map(|t| TournamentRef::new(structure, t, locale)),
            competitors,
            stadium: event.stadium.clone(),
            city: event.city.clone(),
            status: event.status,
            stage: stage(event),
            start_time: iso(event.start_time),
            end_date: event.end_time.map(iso),
            statistics: (event.kind == EventKind::Match)
                .then(|| StatisticsDto::new(&event.statistics, event.updated_at)),
            available_markets,
            main_market,
            secondary_market,
            top_markets,
            has_video: event.has_video,
            provider: provider.as_str(),
            is_provider_stats_available: provider == Provider::Betradar,
        }
    }
}

/// A match's display name ("Home - Away"), or an outright's title, in `locale`.
pub fn event_name(structure: &Structure, event: &Match, locale: Locale) -> String {
    match event.kind {
        EventKind::Match => [event.home_id, event.away_id]
            .into_iter()
            .filter_map(|id| structure.competitor(id?))
            .map(|c| c.name.get(locale))
            .collect::<Vec<_>>()
            .join(" - "),
        EventKind::Outright => {
            outright_name(structure.tournament(event.tournament_id).map(|t| t.name.get(locale)), locale)
        }
    }
}

fn outright_name(tournament: Option<&str>, locale: Locale) -> String {
    let suffix = match locale {
        Locale::Sr => "Pobednik",
        Locale::En => "Winner",
    };
    match tournament {
        Some(t) => format!("{t} - {suffix}"),
        None => suffix.to_owned(),
    }
}
