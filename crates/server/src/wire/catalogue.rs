//! Sports, categories and tournaments on the wire.

use crate::catalogue::model::{Category, Sport, Tournament};
use crate::catalogue::store::Structure;
use serde::Serialize;
use sportsbook_core::locale::Locale;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct SportDto {
    pub id: u32,
    pub urn_id: String,
    pub key: String,
    pub name: String,
    pub priority: i32,
    /// `regular`, `cyber` or `premium_cricket`.
    #[serde(rename = "type")]
    pub sport_type: &'static str,
    /// `betradar`, `oddin` or `betconstruct`.
    pub provider: &'static str,
}

impl SportDto {
    pub fn new(sport: &Sport, locale: Locale) -> SportDto {
        SportDto {
            id: sport.id,
            urn_id: sport.urn_id.clone(),
            key: sport.key.clone(),
            name: sport.name.get(locale).to_owned(),
            priority: sport.priority,
            sport_type: sport.sport_type.as_str(),
            provider: sport.provider.as_str(),
        }
    }
}

/// A short reference to a sport inside another entity.
#[derive(Debug, Serialize, ToSchema)]
pub struct SportRef {
    pub id: u32,
    pub key: String,
    pub name: String,
    #[serde(rename = "type")]
    pub sport_type: &'static str,
}

impl SportRef {
    pub fn new(sport: &Sport, locale: Locale) -> SportRef {
        SportRef {
            id: sport.id,
            key: sport.key.clone(),
            name: sport.name.get(locale).to_owned(),
            sport_type: sport.sport_type.as_str(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CategoryDto {
    pub id: u32,
    pub slug: String,
    pub name: String,
    pub priority: i32,
    pub country_code: Option<String>,
    pub sport: Option<SportRef>,
}

impl CategoryDto {
    pub fn new(structure: &Structure, category: &Category, locale: Locale) -> CategoryDto {
        CategoryDto {
            id: category.id,
            slug: category.slug.clone(),
            name: category.name.get(locale).to_owned(),
            priority: category.priority,
            country_code: category.country_code.clone(),
            sport: structure.sport(category.sport_id).map(|s| SportRef::new(s, locale)),
        }
    }
}

/// A short reference to a category inside another entity.
#[derive(Debug, Serialize, ToSchema)]
pub struct CategoryRef {
    pub id: u32,
    pub slug: String,
    pub name: String,
    pub country_code: Option<String>,
}

impl CategoryRef {
    pub fn new(category: &Category, locale: Locale) -> CategoryRef {
        CategoryRef {
            id: category.id,
            slug: category.slug.clone(),
            name: category.name.get(locale).to_owned(),
            country_code: category.country_code.clone(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TournamentDto {
    pub id: u32,
    pub urn_id: String,
    pub slug: String,
    pub name: String,
    pub priority: i32,
    /// `simple_tournament`, `season`, `stage` or `match`.
    pub level: String,
    pub category: Option<CategoryRef>,
    pub sport: Option<SportRef>,
    /// Outcomes of the sport's main market (3 for 1X2, 2 for a winner market): list columns.
    pub main_market_outcomes_count: usize,
    /// Outcomes of the secondary (total) market.
    pub secondary_market_outcomes_count: usize,
}

impl TournamentDto {
    pub fn new(structure: &Structure, tournament: &Tournament, locale: Locale) -> TournamentDto {
        let sport = structure.sport(tournament.sport_id);
        let (main, secondary) = sport.map_or((0, 0), |s| super::market::main_outcome_counts(&s.key));
        TournamentDto {
            id: tournament.id,
            urn_id: tournament.urn_id.clone(),
            slug: tournament.slug.clone(),
            name: tournament.name.get(locale).to_owned(),
            priority: tournament.priority,
            level: tournament.level.clone(),
            category: structure.category(tournament.category_id).map(|c| CategoryRef::new(c, locale)),
            sport: sport.map(|s| SportRef::new(s, locale)),
            main_market_outcomes_count: main,
            secondary_market_outcomes_count: secondary,
        }
    }
}

/// A short reference to a tournament inside a match.
#[derive(Debug, Serialize, ToSchema)]
pub struct TournamentRef {
    pub id: u32,
    pub urn_id: String,
    pub slug: String,
    pub name: String,
    pub priority: i32,
    pub category: Option<CategoryRef>,
    pub sport: Option<SportRef>,
}

impl TournamentRef {
    pub fn new(structure: &Structure, tournament: &Tournament, locale: Locale) -> TournamentRef {
        TournamentRef {
            id: tournament.id,
            urn_id: tournament.urn_id.clone(),
            slug: tournament.slug.clone(),
            name: tournament.name.get(locale).to_owned(),
            priority: tournament.priority,
            category: structure.category(tournament.category_id).map(|c| CategoryRef::new(c, locale)),
            sport: structure.sport(tournament.sport_id).map(|s| SportRef::new(s, locale)),
        }
    }
}
