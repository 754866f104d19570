//! Test helpers shared by the point-by-point sports' unit tests.

use crate::catalogue::{MarketStatus, MatchStatus};
use crate::market::MarketQuote;
use crate::odds::Margin;
use crate::sim::{SimEvent, SimEventKind};
use crate::sports::rally::contest::{Model, Sport};
use crate::statistics::Statistics;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The contract's model API, so the shared checks can drive any sport.
pub trait LiveModel: Sized {
    fn create(home: f64, away: f64) -> Self;
    fn state(&self) -> MatchStatus;
    fn stats(&self) -> Statistics;
    fn book(&self, margin: Margin) -> Vec<MarketQuote>;
    fn step(&mut self, dt: f64, rng: &mut ChaCha8Rng) -> Vec<SimEvent>;
}

/// Implements [`LiveModel`] for a sport's model by its own methods of the same meaning.
macro_rules! live_model {
    ($model:ty $(where $param:ident: $bound:path)?) => {
        impl<$($param: $bound)?> LiveModel for $model {
            fn create(home: f64, away: f64) -> Self {
                <$model>::new(home, away)
            }
            fn state(&self) -> MatchStatus {
                self.status()
            }
            fn stats(&self) -> Statistics {
                self.statistics()
            }
            fn book(&self, margin: Margin) -> Vec<MarketQuote> {
                self.quotes(margin)
            }
            fn step(&mut self, dt: f64, rng: &mut ChaCha8Rng) -> Vec<SimEvent> {
                self.advance(dt, rng)
            }
        }
    };
}

live_model!(Model<S> where S: Sport);
live_model!(crate::sports::tennis::Model);

/// The quote of one market line.
pub fn find<'a>(quotes: &'a [MarketQuote], market_id: u32, spec: &str) -> &'a MarketQuote {
    quotes
        .iter()
        .find(|q| q.market_id == market_id && q.specifier == spec)
        .unwrap_or_else(|| panic!("market {market_id} [{spec}] is quoted"))
}

/// Decimal odds of one outcome (panics when it is not offered).
pub fn price(quote: &MarketQuote, outcome: u32) -> f64 {
    quote
        .outcomes
        .iter()
        .find(|o| o.id == outcome)
        .and_then(|o| o.odds)
        .map(|o| o.as_f64())
        .unwrap_or_else(|| panic!("outcome {outcome} of market {} is offered", quote.market_id))
}

/// Sum of the implied probabilities of a market's offered outcomes.
pub fn overround(quote: &MarketQuote) -> f64 {
    quote.outcomes.iter().filter_map(|o| o.odds).map(|o| o.implied_probability()).sum()
}

/// Plays a match from prematch with steps of `dt` seconds; returns the model and its events.
pub fn play_out<M: LiveModel>(home: f64, away: f64, seed: u64, dt: f64) -> (M, Vec<SimEvent>) {
    play_from(M::create(home, away), seed, dt)
}

/// Plays `model` to the end with steps of `dt` seconds; returns it and its events.
pub fn play_from<M: LiveModel>(mut model: M, seed: u64, dt: f64) -> (M, Vec<SimEvent>) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut events = Vec::new();
    for _ in 0..200_000 {
        events.extend(model.step(dt, &mut rng));
        if model.state() == MatchStatus::Finished {
            break;
        }
    }
    (model, events)
}

/// Checks a finished match: status, Finished event, and every market settled.
pub fn assert_finished_and_settled<M: LiveModel>(model: &M, events: &[SimEvent]) {
    assert_eq!(model.state(), MatchStatus::Finished);
    assert_eq!(events.first().map(|e| &e.kind), Some(&SimEventKind::Started));
    assert_eq!(events.last().map(|e| &e.kind), Some(&SimEventKind::Finished));
    let quotes = model.book(Margin::default());
    assert!(!quotes.is_empty());
    for q in &quotes {
        assert_eq!(q.status, MarketStatus::Settled, "market {} [{}] is settled", q.market_id, q.specifier);
        assert!(q.outcomes.iter().all(|o| o.result.is_some()));
    }
}

/// Mean of `measure` over `runs` seeded matches played with steps of `dt`.
pub fn mean_over_runs<M: LiveModel + Clone>(runs: u64, dt: f64, measure: impl Fn(&M) -> f64) -> f64 {
    let prematch = M::create(1550.0, 1500.0);
    let total: f64 = (0..runs).map(|seed| measure(&play_from(prematch.clone(), seed, dt).0)).sum();
    total / runs as f64
}

/// The main book's overround equals the margin, and the stronger side is priced shorter.
pub fn assert_main_book<M: LiveModel>(main_id: u32, home: u32, away: u32) {
    let margin = Margin::new(0.05).expect("valid margin");
    for (h, a) in [(1500.0, 1500.0), (1650.0, 1500.0), (1400.0, 1600.0)] {
        let quotes = M::create(h, a).book(margin);
        let main = find(&quotes, main_id, "");
        assert!((overround(main) - 1.05).abs() <= 0.01, "overround {}", overround(main));
    }
    let quotes = M::create(1650.0, 1500.0).book(margin);
    let main = find(&quotes, main_id, "");
    assert!(price(main, home) < price(main, away));
    let quotes = M::create(1500.0, 1650.0).book(margin);
    let main = find(&quotes, main_id, "");
    assert!(price(main, home) > price(main, away));
}
