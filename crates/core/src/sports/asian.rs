//! Asian lines priced and settled from a score distribution: half, whole and quarter handicap and
//! total lines. A quarter line is half the stake on each adjacent line (docs/betting-rules.md
//! §1.2), so over 2.25 is half on over 2 (void on exactly 2) and half on over 2.5.

use super::poisson::{self, ScoreDist};
use crate::market::{MarketQuote, OutcomeQuote, OutcomeResult};
use crate::odds::Margin;

/// Lines `step` apart from `from` to `to` inclusive (e.g. every quarter from −3 to 3).
pub fn lines(from: f64, to: f64, step: f64) -> Vec<f64> {
    if !(from.is_finite() && to.is_finite() && step > 0.0) {
        return Vec::new();
    }
    let count = ((to - from) / step).round().max(-1.0) as i64 + 1;
    (0..count).map(|k| from + step * k as f64).collect()
}

/// The two half-stake lines of a line: a quarter line's neighbours, else the line twice.
pub fn halves(line: f64) -> [f64; 2] {
    let quarters = (line * 4.0).round() as i64;
    if quarters % 2 != 0 {
        [line - 0.25, line + 0.25]
    } else {
        [line, line]
    }
}

/// What each of the two sides gets on a final score, in half stakes: `(won, refunded)`, each 0,
/// 1 or 2 halves.
fn halves_on(classify: &[impl Fn(u32, u32) -> Option<usize>; 2], h: u32, a: u32) -> [(u8, u8); 2] {
    let mut out = [(0, 0); 2];
    for half in classify {
        match half(h, a) {
            Some(side) if side < 2 => out[side].0 += 1,
            Some(_) => {}
            None => {
                out[0].1 += 1;
                out[1].1 += 1;
            }
        }
    }
    out
}

/// The settled result of a side that won and had refunded these many half stakes.
fn result((won, refunded): (u8, u8)) -> OutcomeResult {
    match (won, refunded) {
        (2, _) => OutcomeResult::Win,
        (1, 1) => OutcomeResult::HalfWin,
        (_, 2) => OutcomeResult::Void,
        (0, 1) => OutcomeResult::HalfLose,
        _ => OutcomeResult::Lose,
    }
}

/// A score distribution collapsed onto what a line market looks at: one representative final
/// score per value of that quantity (the goal difference, or the total), with its probability.
/// Pricing many lines from it costs a few dozen cells a line instead of the whole matrix.
#[derive(Debug, Clone, PartialEq)]
pub struct Collapsed(Vec<(u32, u32, f64)>);

impl Collapsed {
    /// One cell per final goal difference (home minus away), keeping the difference.
    pub fn by_difference(dist: &ScoreDist) -> Collapsed {
        let mut by: std::collections::BTreeMap<i64, f64> = std::collections::BTreeMap::new();
        for (h, a, p) in dist.cells() {
            *by.entry(i64::from(h) - i64::from(a)).or_default() += p;
        }
        // (d + lead, lead) has the difference d and no negative side, with `lead` the largest
        // away lead.
        let lead = by.keys().next().map_or(0, |&d| (-d).max(0));
        let side = |x: i64| u32::try_from(x).unwrap_or(0);
        Collapsed(by.into_iter().map(|(d, p)| (side(d + lead), side(lead), p)).collect())
    }

    /// One cell per final total, all goals on the home side.
    pub fn by_total(dist: &ScoreDist) -> Collapsed {
        let mut by: std::collections::BTreeMap<u32, f64> = std::collections::BTreeMap::new();
        for (h, a, p) in dist.cells() {
            *by.entry(h + a).or_default() += p;
        }
        Collapsed(by.into_iter().map(|(t, p)| (t, 0, p)).collect())
    }

    fn cells(&self) -> impl Iterator<Item = (u32, u32, f64)> + '_ {
        self.0.iter().copied()
    }
}

/// Prices (or, once every possible final score settles it alike, settles) a two-way line market
/// with outcomes `ids` (first side, second side) from a distribution collapsed onto the quantity
/// the line is on. `side(line)` tells, for a final score, which
/// side wins on a whole or half line (`None`: push). A side that wins a fraction `W` of stakes in
/// expectation and gets `V` refunded has the fair price `(1 − V) / W`; the two sides' implied
/// probabilities `W / (1 − V)` add up to one, so the margin spreads over them as over any book.
pub fn quote<C: Fn(u32, u32) -> Option<usize>>(
    dist: &Collapsed,
    market_id: u32,
    specifier: String,
    ids: [u32; 2],
    margin: Margin,
    line: f64,
    side: impl Fn(f64) -> C,
) -> MarketQuote {
    let [low, high] = halves(line);
    let classify = [side(low), side(high)];
    let (mut won, mut refunded) = ([0.0; 2], [0.0; 2]);
    let mut first = None;
    let mut decided = true;
    for (h, a, p) in dist.cells() {
        let shares = halves_on(&classify, h, a);
        decided &= *first.get_or_insert(shares) == shares;
        for (k, (w, v)) in shares.iter().enumerate() {
            won[k] += p * f64::from(*w) / 2.0;
            refunded[k] += p * f64::from(*v) / 2.0;
        }
    }
    match first {
        Some(shares) if decided => {
            let results = [(ids[0], result(shares[0])), (ids[1], result(shares[1]))];
            MarketQuote::settled(market_id, specifier, &results)
        }
        _ => {
            let implied = |k: usize| if refunded[k] < 1.0 { won[k] / (1.0 - refunded[k]) } else { 0.0 };
            let prices = margin.price(&[implied(0), implied(1)]);
            let outcomes = ids.iter().zip(prices).map(|(&id, odds)| OutcomeQuote { id, odds, result: None }).collect();
            MarketQuote::open(market_id, specifier, outcomes)
        }
    }
}

/// Over (first) / under (second) on a total line of any kind.
pub fn total(line: f64) -> impl Fn(u32, u32) -> Option<usize> {
    poisson::over_under(line)
}

/// Home (first) / away (second) on a handicap line of any kind, from the home side's view.
pub fn handicap(line: f64) -> impl Fn(u32, u32) -> Option<usize> {
    poisson::handicap(line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::MarketStatus;
    use crate::statistics::Score;

    fn results(q: &MarketQuote) -> Vec<OutcomeResult> {
        q.outcomes.iter().filter_map(|o| o.result).collect()
    }

    fn settle_total(goals: (u32, u32), line: f64) -> Vec<OutcomeResult> {
        let dist = Collapsed::by_total(&ScoreDist::point(Score { home: goals.0, away: goals.1 }));
        results(&quote(&dist, 18, String::new(), [12, 13], Margin::default(), line, total))
    }

    fn settle_handicap(goals: (u32, u32), line: f64) -> Vec<OutcomeResult> {
        let dist = Collapsed::by_difference(&ScoreDist::point(Score { home: goals.0, away: goals.1 }));
        results(&quote(&dist, 16, String::new(), [1714, 1715], Margin::default(), line, handicap))
    }

    use OutcomeResult::{HalfLose, HalfWin, Lose, Void, Win};

    #[test]
    fn quarter_totals_settle_as_the_rules_table_says() {
        assert_eq!(settle_total((1, 1), 2.25), vec![HalfLose, HalfWin]);
        assert_eq!(settle_total((2, 1), 2.25), vec![Win, Lose]);
        assert_eq!(settle_total((2, 1), 2.75), vec![HalfWin, HalfLose]);
        assert_eq!(settle_total((1, 1), 2.75), vec![Lose, Win]);
        assert_eq!(settle_total((1, 1), 2.0), vec![Void, Void]);
    }

    #[test]
    fn quarter_handicaps_settle_as_the_rules_table_says() {
        assert_eq!(settle_handicap((1, 0), -0.75), vec![HalfWin, HalfLose]);
        assert_eq!(settle_handicap((2, 1), -0.75), vec![HalfWin, HalfLose]);
        assert_eq!(settle_handicap((1, 1), -0.75), vec![Lose, Win]);
        assert_eq!(settle_handicap((0, 1), 0.75), vec![HalfLose, HalfWin]);
        assert_eq!(settle_handicap((0, 0), 0.25), vec![HalfWin, HalfLose]);
        assert_eq!(settle_handicap((2, 0), -1.75), vec![HalfWin, HalfLose]);
        assert_eq!(settle_handicap((3, 1), -1.25), vec![Win, Lose]);
    }

    #[test]
    fn a_fair_quarter_line_prices_from_the_split_stake() {
        let dist = ScoreDist::new(Score::default(), 1.4, 1.2, -0.1);
        let fair = Margin::new(0.0).expect("fair");
        let q = quote(&Collapsed::by_total(&dist), 18, String::new(), [12, 13], fair, 2.25, total);
        assert_eq!(q.status, MarketStatus::Active);
        let (two, three_plus) = (dist.prob(|h, a| h + a == 2), dist.prob(|h, a| h + a >= 3));
        let over = three_plus / (1.0 - two / 2.0);
        let priced = q.outcomes[0].odds.expect("priced").implied_probability();
        assert!((priced - over).abs() < 0.02, "{priced} vs {over}");
    }

    #[test]
    fn collapsing_keeps_every_difference_and_total_with_its_probability() {
        let dist = ScoreDist::new(Score { home: 0, away: 2 }, 1.3, 0.9, -0.1);
        let by_diff = Collapsed::by_difference(&dist);
        for d in -6i64..6 {
            let full = dist.prob(|h, a| i64::from(h) - i64::from(a) == d);
            let collapsed: f64 =
                by_diff.cells().filter(|&(h, a, _)| i64::from(h) - i64::from(a) == d).map(|c| c.2).sum();
            assert!((full - collapsed).abs() < 1e-12, "{d}");
        }
        let by_total = Collapsed::by_total(&dist);
        let four: f64 = by_total.cells().filter(|&(h, a, _)| h + a == 4).map(|c| c.2).sum();
        assert!((four - dist.prob(|h, a| h + a == 4)).abs() < 1e-12);
    }

    #[test]
    fn lines_run_from_first_to_last_in_steps() {
        assert_eq!(lines(-0.5, 0.5, 0.25), vec![-0.5, -0.25, 0.0, 0.25, 0.5]);
        assert_eq!(halves(2.25), [2.0, 2.5]);
        assert_eq!(halves(-0.75), [-1.0, -0.5]);
        assert_eq!(halves(1.5), [1.5, 1.5]);
    }
}
