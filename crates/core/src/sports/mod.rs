//! The sport models (pricing + live simulation), one module per sport, and the registry of
//! every market type they offer.

use crate::market::MarketType;

/// The market types a sport (by its URL key, e.g. `football`) offers.
pub fn market_types(sport_key: &str) -> &'static [MarketType] {
    match sport_key {
        _ => &[],
    }
}

/// The market type with this id in this sport, if offered.
pub fn market_type(sport_key: &str, id: u32) -> Option<&'static MarketType> {
    market_types(sport_key).iter().find(|t| t.id == id)
}
