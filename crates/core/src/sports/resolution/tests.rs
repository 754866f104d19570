//! Property tests of market resolution: whole simulated matches of every sport, checked tick by
//! tick and at the end.

use super::checks::{assert_consistent, results, Key, Record};
use crate::betting::SelectionOutcome;
use crate::catalogue::MatchStatus;
use crate::market::{specifier_value, MarketQuote, OutcomeResult};
use crate::odds::Margin;
use crate::pricing::PriceLimits;
use crate::sim::SimEventKind;
use crate::sports::any::MatchModel;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Feed ticks per typical match.
pub(super) const TICKS: f64 = 120.0;

/// Whether `key` is a market on period `number` of `sport`.
fn is_period_market(sport: &str, number: u8, key: &Key) -> bool {
    let period_key = match sport {
        "football" => return number == 1 && crate::sports::football::is_first_half_market(key.0),
        "ice-hockey" => "periodnr",
        "basketball" => "quarternr",
        // A wicket's method market settles when that wicket falls, not with its innings
        // (each_wicket_settles_its_method_market_as_it_falls covers it).
        "cricket" if key.0 == crate::sports::cricket::DISMISSAL => return false,
        "cricket" => "inningnr",
        "tennis" | "table-tennis" | "volleyball" => "setnr",
        _ => "mapnr",
    };
    specifier_value(&key.1, period_key) == Some(number.to_string().as_str())
}

/// Whether `sport` has markets on period `number` (overtimes and shootouts have none).
fn has_period_markets(sport: &str, number: u8) -> bool {
    match sport {
        "football" => number == 1,
        "cricket" => number <= 2,
        "ice-hockey" => number <= 3,
        "basketball" => number <= 4,
        _ => true,
    }
}

/// A random prematch model of `sport`.
pub(super) fn random_model(sport: &str, rng: &mut ChaCha8Rng) -> MatchModel {
    MatchModel::new(sport, rng.gen_range(1300.0..1800.0), rng.gen_range(1300.0..1800.0)).expect(sport)
}

/// One feed tick: prices once, records what was priced and offered.
pub(super) fn tick(context: &str, model: &MatchModel, record: &mut Record) -> Vec<MarketQuote> {
    let priced = model.priced(Margin::default());
    let offered = model.offer(priced.clone(), PriceLimits::default());
    record.tick(context, &priced, &offered);
    priced
}

/// Checks that every market offered or settled during the match resolves at the end, as the
/// final priced list says, and that nothing is left open.
pub(super) fn assert_fully_resolved(context: &str, model: &MatchModel, record: &Record) {
    let priced = model.priced(Margin::default());
    for quote in &priced {
        assert!(results(quote).is_some(), "{context}: {} [{}] still open at the end", quote.market_id, quote.specifier);
    }
    for key in record.offered.iter().chain(record.settled.keys()) {
        let resolved = model.resolve(key.0, &key.1).unwrap_or_else(|| panic!("{context}: {key:?} does not resolve"));
        let listed = priced.iter().find(|q| (q.market_id, &q.specifier) == (key.0, &key.1)).and_then(results);
        if let Some(listed) = listed {
            let expected = settlement_of(key, &listed);
            assert_eq!(resolved, expected, "{context}: {key:?} resolves unlike its priced quote");
        }
    }
    for (key, settled) in &record.settled {
        let resolved = model.resolve(key.0, &key.1);
        let expected = settlement_of(key, settled);
        assert_eq!(resolved, Some(expected), "{context}: {key:?} resolves unlike its settlement");
        assert_consistent(context, (key.0, &key.1), settled, record.entered);
    }
}

/// The settlement math's outcomes of a market settled as `results`.
fn settlement_of(key: &Key, results: &[(u32, OutcomeResult)]) -> Vec<(u32, SelectionOutcome)> {
    SelectionOutcome::of_market(&MarketQuote::settled(key.0, key.1.clone(), results))
        .unwrap_or_else(|| panic!("{key:?} settled as {results:?}"))
}

/// Checks that the markets of period `number`, which just ended, are all listed and settled.
fn assert_period_settled(context: &str, sport: &str, number: u8, priced: &[MarketQuote]) -> usize {
    let period: Vec<&MarketQuote> =
        priced.iter().filter(|q| is_period_market(sport, number, &(q.market_id, q.specifier.clone()))).collect();
    assert_eq!(period.is_empty(), !has_period_markets(sport, number), "{context}: markets of period {number}");
    for quote in &period {
        let what = format!("{context}: {} [{}]", quote.market_id, quote.specifier);
        assert!(results(quote).is_some(), "{what} open after period {number}");
    }
    period.len()
}

/// Plays `matches` whole matches of `sport` tick by tick, checking every invariant.
fn play_matches(sport: &str, matches: u64) {
    let dt = MatchModel::typical_duration_secs(sport).expect(sport) / TICKS;
    let mut periods_checked = 0;
    for seed in 0..matches {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut model = random_model(sport, &mut rng);
        let mut record = Record::default();
        let context = format!("{sport} seed {seed}");
        tick(&context, &model, &mut record);
        while model.status() != MatchStatus::Finished {
            let events = model.advance(dt, &mut rng);
            let priced = tick(&context, &model, &mut record);
            for event in events {
                if let SimEventKind::PeriodEnded { number } = event.kind {
                    periods_checked += assert_period_settled(&context, sport, number, &priced);
                }
            }
        }
        assert_fully_resolved(&context, &model, &record);
    }
    assert!(periods_checked > 0, "{sport}: no period market was checked");
}

#[test]
fn football_markets_settle_once_and_resolve_at_full_time() {
    play_matches("football", 15);
}

#[test]
fn ice_hockey_markets_settle_once_and_resolve_at_full_time() {
    play_matches("ice-hockey", 15);
}

#[test]
fn basketball_markets_settle_once_and_resolve_at_full_time() {
    play_matches("basketball", 15);
}

#[test]
fn cyber_markets_settle_once_and_resolve_at_full_time() {
    for game in ["cs2", "dota-2", "league-of-legends"] {
        play_matches(game, 6);
    }
}

#[test]
fn cricket_markets_settle_once_and_resolve_at_full_time() {
    play_matches("cricket", 15);
}

#[test]
fn tennis_markets_settle_once_and_resolve_at_full_time() {
    play_matches("tennis", 4);
}

#[test]
fn table_tennis_markets_settle_once_and_resolve_at_full_time() {
    play_matches("table-tennis", 4);
}

#[test]
fn volleyball_markets_settle_once_and_resolve_at_full_time() {
    play_matches("volleyball", 4);
}
