//! Turns the generator's catalogue and fixtures into the server's catalogue entities.

use crate::catalogue::model::{Category, Competitor, EventKind, Match, Sport, Tournament};
use sportsbook_core::catalogue::MatchStatus;
use sportsbook_core::fixtures::{self, match_slug, Fixture, SportKey};
use sportsbook_core::locale::LocalizedName;
use sportsbook_core::market::MarketQuote;
use sportsbook_core::statistics::Statistics;

/// Sports, categories, tournaments and competitors of a generated catalogue.
pub fn structure(catalogue: &fixtures::Catalogue) -> (Vec<Sport>, Vec<Category>, Vec<Tournament>, Vec<Competitor>) {
    let sports = SportKey::ALL
        .iter()
        .map(|&s| {
            let name = s.name();
            Sport {
                id: s.id(),
                key: s.key().to_owned(),
                urn_id: s.urn_id(),
                name: LocalizedName { en: name.en.to_owned(), sr: name.sr.to_owned() },
                priority: s.priority(),
                sport_type: s.sport_type(),
                provider: s.provider(),
            }
        })
        .collect();
    let categories = catalogue
        .categories
        .iter()
        .map(|c| Category {
            id: c.id,
            sport_id: c.sport.id(),
            slug: c.slug.clone(),
            name: c.name.clone(),
            priority: c.priority,
            country_code: c.country_code.clone(),
        })
        .collect();
    let tournaments = catalogue
        .tournaments
        .iter()
        .map(|t| Tournament {
            id: t.id,
            sport_id: t.sport.id(),
            category_id: t.category_id,
            urn_id: t.urn_id.clone(),
            slug: t.slug.clone(),
            name: t.name.clone(),
            priority: t.priority,
            level: t.level.as_str().to_owned(),
        })
        .collect();
    let competitors = catalogue
        .competitors
        .iter()
        .map(|c| Competitor {
            id: c.id,
            sport_id: c.sport.id(),
            name: c.name.clone(),
            rating: c.rating,
            stadium: c.venue.as_ref().map(|v| v.stadium.clone()),
            city: c.venue.as_ref().map(|v| v.city.clone()),
        })
        .collect();
    (sports, categories, tournaments, competitors)
}

/// A new match for a planned fixture, with its prematch statistics and prices.
pub fn new_match(
    catalogue: &fixtures::Catalogue,
    id: u64,
    fixture: &Fixture,
    statistics: Statistics,
    markets: Vec<MarketQuote>,
    now: i64,
) -> Match {
    let name = |id: u32| catalogue.competitor(id).map_or_else(String::new, |c| c.name.en.clone());
    Match {
        id,
        kind: EventKind::Match,
        urn_id: format!("{}:match:{id}", fixture.sport.urn_prefix()),
        slug: match_slug(&name(fixture.home_id), &name(fixture.away_id), id),
        sport_id: fixture.sport.id(),
        tournament_id: fixture.tournament_id,
        home_id: Some(fixture.home_id),
        away_id: Some(fixture.away_id),
        start_time: fixture.start_ms,
        end_time: None,
        status: MatchStatus::Prematch,
        stadium: fixture.stadium.clone(),
        city: fixture.city.clone(),
        has_video: false,
        statistics,
        updated_at: now,
        bets_count: 0,
        markets,
    }
}

/// A tournament-winner event open from `now` until `end`.
pub fn new_outright(tournament: &fixtures::Tournament, id: u64, market: MarketQuote, now: i64, end: i64) -> Match {
    Match {
        id,
        kind: EventKind::Outright,
        urn_id: format!("{}:outright:{id}", tournament.sport.urn_prefix()),
        slug: format!("{}-winner-{id}", tournament.slug),
        sport_id: tournament.sport.id(),
        tournament_id: tournament.id,
        home_id: None,
        away_id: None,
        start_time: now,
        end_time: Some(end),
        status: MatchStatus::Prematch,
        stadium: None,
        city: None,
        has_video: false,
        statistics: Statistics::default(),
        updated_at: now,
        bets_count: 0,
        markets: vec![market],
    }
}
