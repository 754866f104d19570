//! Helpers the sports' depth tests share: a fair margin, the probability a price implies, a
//! tolerance check, and the count of what a prematch match offers.

use crate::catalogue::MarketStatus;
use crate::market::MarketQuote;
use crate::odds::Margin;
use crate::pricing::PriceLimits;
use crate::sports::any::MatchModel;
use std::collections::HashSet;

/// No margin: prices are the model's fair probabilities.
pub fn fair() -> Margin {
    Margin::new(0.0).expect("fair")
}

/// The probability a market's price implies for one outcome.
pub fn p(quotes: &[MarketQuote], market_id: u32, spec: &str, outcome: u32) -> f64 {
    let quote = quotes.iter().find(|q| q.market_id == market_id && q.specifier == spec);
    let odds = quote.and_then(|q| q.outcomes.iter().find(|o| o.id == outcome)).and_then(|o| o.odds);
    odds.unwrap_or_else(|| panic!("{market_id} [{spec}] outcome {outcome} priced")).implied_probability()
}

/// Two probabilities agree within 1.5 pp.
pub fn close(a: f64, b: f64, what: &str) {
    assert!((a - b).abs() < 0.015, "{what}: {a} vs {b}");
}

/// `model` offers at least `min_open` open markets prematch, and every one of its `types`.
pub fn assert_depth(model: MatchModel, min_open: usize, types: usize, what: &str) {
    let offered = model.quotes(Margin::default(), PriceLimits::default());
    let open = offered.iter().filter(|q| q.status == MarketStatus::Active).count();
    assert!(open >= min_open, "{what}: {open} open markets");
    let offered_types: HashSet<u32> = offered.iter().map(|q| q.market_id).collect();
    assert_eq!(offered_types.len(), types, "{what}: every market type is offered");
}
