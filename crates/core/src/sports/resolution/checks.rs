//! Invariants every settled market must keep, shared by the resolution property tests.

use crate::catalogue::MarketStatus;
use crate::market::{specifier_value, MarketQuote, OutcomeResult};
use crate::sports::football::DOUBLE_CHANCE_MARKETS;
use std::collections::{HashMap, HashSet};

/// A market's identity across feed ticks.
pub type Key = (u32, String);

/// Each outcome's result of a settled quote (`None` while open).
pub fn results(quote: &MarketQuote) -> Option<Vec<(u32, OutcomeResult)>> {
    if quote.status != MarketStatus::Settled {
        return None;
    }
    quote.outcomes.iter().map(|o| Some((o.id, o.result?))).collect()
}

/// Panics unless the results are a valid settlement of one market: for outcomes that are
/// mutually exclusive and exhaustive, exactly one wins (or two or more share the place in a dead
/// heat) or all are void, and a half result comes
/// as a half-win/half-lose pair on a quarter line. A quarter line never pushes, but may void as a
/// whole when `entered` (the match ended on an operator's score that does not decide it).
pub fn assert_consistent(
    context: &str,
    (market_id, specifier): (u32, &str),
    results: &[(u32, OutcomeResult)],
    entered: bool,
) {
    use OutcomeResult::{DeadHeat, HalfLose, HalfWin, Lose, Void, Win};
    let count = |r: OutcomeResult| results.iter().filter(|(_, x)| *x == r).count();
    let n = results.len();
    let what = format!("{context}: market {market_id} [{specifier}] settled as {results:?}");
    // Football's double chance: its outcomes overlap, so two of three win.
    if DOUBLE_CHANCE_MARKETS.contains(&market_id) {
        assert!((count(Win) == 2 && count(Lose) == 1) || count(Void) == n, "{what}");
        return;
    }
    let valid = count(Void) == n
        || (count(Win) == 1 && count(Lose) == n - 1)
        || (count(DeadHeat) >= 2 && count(DeadHeat) + count(Lose) == n)
        || (n == 2 && count(HalfWin) == 1 && count(HalfLose) == 1);
    assert!(valid && n >= 2, "{what}");
    let line = ["total", "hcp"].iter().find_map(|k| specifier_value(specifier, k)).and_then(|v| v.parse().ok());
    let is_quarter_line = line.is_some_and(|l: f64| (l * 4.0).round() as i64 % 2 != 0);
    assert!(count(HalfWin) == 0 || is_quarter_line, "{what}: half results off a quarter line");
    // One half of a quarter line is a half line, which never pushes.
    assert!(count(Void) < n || !is_quarter_line || entered, "{what}: a quarter line pushed");
}

/// What one simulated match has shown so far: every settlement, and every market offered.
#[derive(Default)]
pub struct Record {
    pub settled: HashMap<Key, Vec<(u32, OutcomeResult)>>,
    pub offered: HashSet<Key>,
    /// The match is to end on an operator's final score.
    pub entered: bool,
}

impl Record {
    /// Takes one tick's priced and offered markets, checking that no settled market reopens or
    /// changes its results and that every settlement is consistent.
    pub fn tick(&mut self, context: &str, priced: &[MarketQuote], offered: &[MarketQuote]) {
        self.offered.extend(offered.iter().map(|q| (q.market_id, q.specifier.clone())));
        for quote in priced {
            let key = (quote.market_id, quote.specifier.clone());
            match (results(quote), self.settled.get(&key)) {
                (None, Some(before)) => panic!("{context}: {key:?} reopened after settling as {before:?}"),
                (Some(now), Some(before)) => assert_eq!(&now, before, "{context}: {key:?} changed its results"),
                (Some(now), None) => {
                    assert_consistent(context, (key.0, &key.1), &now, self.entered);
                    self.settled.insert(key, now);
                }
                (None, None) => {}
            }
        }
    }
}
