//! The sport models (pricing + live simulation), one module per sport, and the registry of
//! every market type they offer.

pub mod any;
pub mod asian;
pub mod basketball;
pub mod cricket;
pub mod cyber;
#[cfg(test)]
mod depth_testkit;
pub mod football;
pub mod halves;
pub mod ice_hockey;
pub(crate) mod play_loop;
pub mod poisson;
#[cfg(test)]
mod price_quality_tests;
pub(crate) mod pricing_math;
pub mod rally;
pub mod resolution;
#[cfg(test)]
mod stage_tests;
pub mod table_tennis;
pub mod tennis;
pub mod volleyball;

use crate::market::MarketType;

/// The market types a sport (by its URL key, e.g. `football`) offers.
pub fn market_types(sport_key: &str) -> &'static [MarketType] {
    match sport_key {
        "football" => football::MARKET_TYPES,
        "ice-hockey" => ice_hockey::MARKET_TYPES,
        "basketball" => basketball::MARKET_TYPES,
        "cs2" => cyber::CS2_MARKET_TYPES,
        "dota-2" | "league-of-legends" => cyber::MOBA_MARKET_TYPES,
        "cricket" => cricket::MARKET_TYPES,
        "tennis" => tennis::MARKET_TYPES,
        "table-tennis" => table_tennis::MARKET_TYPES,
        "volleyball" => volleyball::MARKET_TYPES,
        _ => &[],
    }
}

/// The market type with this id in this sport, if offered (outright winner markets in every sport).
pub fn market_type(sport_key: &str, id: u32) -> Option<&'static MarketType> {
    if id == crate::fixtures::OUTRIGHT_MARKET_ID {
        return Some(&crate::fixtures::OUTRIGHT_WINNER);
    }
    market_types(sport_key).iter().find(|t| t.id == id)
}
