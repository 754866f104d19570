//! Poisson score distributions shared by the goal sports (football, ice hockey): final-score
//! matrices with a Dixon–Coles low-score correction, pricing and settling markets from one
//! matrix, Elo-to-goals calibration and Poisson sampling.

use crate::market::{MarketQuote, OutcomeQuote, OutcomeResult};
use crate::odds::Margin;
use crate::statistics::Score;
use rand::Rng;

/// How many further goals per side a matrix holds (0 ..= MAX_EXTRA - 1).
pub const MAX_EXTRA: usize = 16;

/// Poisson probabilities of 0 ..= MAX_EXTRA - 1 events with mean `lambda` (odd input counts as 0).
pub fn pmf(lambda: f64) -> [f64; MAX_EXTRA] {
    let lambda = if lambda.is_finite() && lambda > 0.0 { lambda.min(12.0) } else { 0.0 };
    let mut out = [0.0; MAX_EXTRA];
    let mut term = (-lambda).exp();
    for (k, slot) in out.iter_mut().enumerate() {
        *slot = term;
        term *= lambda / (k as f64 + 1.0);
    }
    out
}

/// Draws a Poisson count with mean `lambda` (by inversion; meant for small means).
pub fn sample<R: Rng + ?Sized>(lambda: f64, rng: &mut R) -> u32 {
    if !(lambda.is_finite() && lambda > 0.0) {
        return 0;
    }
    let u: f64 = rng.gen();
    let mut term = (-lambda.min(50.0)).exp();
    let mut cumulative = term;
    let mut k = 0u32;
    while u > cumulative && k < 200 {
        k += 1;
        term *= lambda / f64::from(k);
        cumulative += term;
    }
    k
}

/// The distribution of a final score: the current score plus independent Poisson further goals
/// per side, with the Dixon–Coles correction `rho` on low further-goal counts.
#[derive(Debug, Clone, PartialEq)]
pub struct ScoreDist {
    base: Score,
    /// `p[i * MAX_EXTRA + j]`: probability of `i` more home goals and `j` more away goals.
    p: Vec<f64>,
}

impl ScoreDist {
    /// Current score `base`, expected further goals per side, Dixon–Coles `rho` (0 = independent).
    pub fn new(base: Score, lambda_home: f64, lambda_away: f64, rho: f64) -> ScoreDist {
        let (ph, pa) = (pmf(lambda_home), pmf(lambda_away));
        let (lh, la) = (lambda_home.max(0.0), lambda_away.max(0.0));
        let tau = |i: usize, j: usize| -> f64 {
            let t = match (i, j) {
                (0, 0) => 1.0 - lh * la * rho,
                (0, 1) => 1.0 + lh * rho,
                (1, 0) => 1.0 + la * rho,
                (1, 1) => 1.0 - rho,
                _ => 1.0,
            };
            if t.is_finite() {
                t.max(0.0)
            } else {
                1.0
            }
        };
        let mut p = Vec::with_capacity(MAX_EXTRA * MAX_EXTRA);
        for (i, &hi) in ph.iter().enumerate() {
            for (j, &aj) in pa.iter().enumerate() {
                p.push(hi * aj * tau(i, j));
            }
        }
        let total: f64 = p.iter().sum();
        if total > 0.0 {
            p.iter_mut().for_each(|x| *x /= total);
        } else {
            p.iter_mut().for_each(|x| *x = 0.0);
            p[0] = 1.0;
        }
        ScoreDist { base, p }
    }

    /// The final score is already known.
    pub fn point(base: Score) -> ScoreDist {
        ScoreDist::new(base, 0.0, 0.0, 0.0)
    }

    /// Every score from `base` to `base + extra` equally likely: what is known of a period whose
    /// goals were entered only as a final score. Capped at [`MAX_EXTRA`] − 1 further goals a side,
    /// more than any line a period market offers.
    pub fn spread(base: Score, extra: Score) -> ScoreDist {
        let cap = |n: u32| (n as usize).min(MAX_EXTRA - 1);
        let (h, a) = (cap(extra.home), cap(extra.away));
        let weight = 1.0 / ((h + 1) * (a + 1)) as f64;
        let p = (0..MAX_EXTRA * MAX_EXTRA)
            .map(|k| if k / MAX_EXTRA <= h && k % MAX_EXTRA <= a { weight } else { 0.0 })
            .collect();
        ScoreDist { base, p }
    }

    /// The law of the given `(home, away, probability)` cells, which must lie within
    /// [`MAX_EXTRA`] − 1 goals a side of the lowest score of each side among them.
    pub fn from_cells(cells: &[(u32, u32, f64)]) -> ScoreDist {
        let low = |side: fn(&(u32, u32, f64)) -> u32| cells.iter().map(side).min().unwrap_or(0);
        let base = Score { home: low(|c| c.0), away: low(|c| c.1) };
        let mut p = vec![0.0; MAX_EXTRA * MAX_EXTRA];
        let extra = |n: u32| (n as usize).min(MAX_EXTRA - 1);
        for &(h, a, q) in cells {
            p[extra(h - base.home) * MAX_EXTRA + extra(a - base.away)] += q;
        }
        ScoreDist { base, p }
    }

    /// The lowest possible final score (the score so far).
    pub fn base(&self) -> Score {
        self.base
    }

    /// Every final score with a positive probability, as `(home, away, probability)`.
    pub fn cells(&self) -> impl Iterator<Item = (u32, u32, f64)> + '_ {
        self.p.iter().enumerate().filter(|(_, p)| **p > 0.0).map(|(k, &p)| {
            let (i, j) = ((k / MAX_EXTRA) as u32, (k % MAX_EXTRA) as u32);
            (self.base.home + i, self.base.away + j, p)
        })
    }

    /// Probability that the final score satisfies `pred`.
    pub fn prob(&self, pred: impl Fn(u32, u32) -> bool) -> f64 {
        self.cells().filter(|&(h, a, _)| pred(h, a)).map(|(_, _, p)| p).sum()
    }

    /// Expected number of goals in the final score (both sides).
    pub fn expected_total(&self) -> f64 {
        self.cells().map(|(h, a, p)| f64::from(h + a) * p).sum()
    }
}

/// 1X2 class of a score: 0 home win, 1 draw, 2 away win.
pub fn three_way(h: u32, a: u32) -> Option<usize> {
    Some(match h.cmp(&a) {
        std::cmp::Ordering::Greater => 0,
        std::cmp::Ordering::Equal => 1,
        std::cmp::Ordering::Less => 2,
    })
}

/// Over (0) / under (1) class for a total line; `None` is a push.
pub fn over_under(line: f64) -> impl Fn(u32, u32) -> Option<usize> {
    move |h, a| {
        let total = f64::from(h + a);
        if total > line {
            Some(0)
        } else if total < line {
            Some(1)
        } else {
            None
        }
    }
}

/// Over (0) / under (1) class for a total line on one side's goals alone; `None` is a push.
pub fn team_total(line: f64, home: bool) -> impl Fn(u32, u32) -> Option<usize> {
    move |h, a| over_under(line)(if home { h } else { a }, 0)
}

/// Home (0) / away (1) class for a handicap line from the home side's view; `None` is a push.
pub fn handicap(line: f64) -> impl Fn(u32, u32) -> Option<usize> {
    move |h, a| {
        let diff = f64::from(h) + line - f64::from(a);
        if diff > 0.0 {
            Some(0)
        } else if diff < 0.0 {
            Some(1)
        } else {
            None
        }
    }
}

/// Both teams score: yes (0) / no (1).
pub fn both_score(h: u32, a: u32) -> Option<usize> {
    Some(if h > 0 && a > 0 { 0 } else { 1 })
}

/// Odd (0) / even (1) number of goals.
pub fn odd_even(h: u32, a: u32) -> Option<usize> {
    Some(if (h + a) % 2 == 1 { 0 } else { 1 })
}

/// Prices (or settles) a market whose outcomes `ids` partition the final scores by `classify`
/// (`None` = push, settled Void, priced as the other outcomes conditional on no push). The market
/// is settled as soon as every possible final score falls in the same class.
pub fn quote(
    dist: &ScoreDist,
    market_id: u32,
    specifier: String,
    ids: &[u32],
    margin: Margin,
    classify: impl Fn(u32, u32) -> Option<usize>,
) -> MarketQuote {
    quote_from(dist.cells().map(|(h, a, p)| ((h, a), p)), market_id, specifier, ids, margin, |(h, a)| classify(h, a))
}

/// [`quote`] over any law given as `(outcome of the play, probability)` cells with positive
/// probabilities: settled once every cell falls in the same class, else priced.
pub fn quote_from<T>(
    cells: impl Iterator<Item = (T, f64)>,
    market_id: u32,
    specifier: String,
    ids: &[u32],
    margin: Margin,
    classify: impl Fn(T) -> Option<usize>,
) -> MarketQuote {
    let mut probs = vec![0.0; ids.len()];
    let mut first: Option<Option<usize>> = None;
    let mut decided = true;
    for (cell, p) in cells {
        let class = classify(cell);
        match first {
            None => first = Some(class),
            Some(seen) if seen != class => decided = false,
            Some(_) => {}
        }
        if let Some(slot) = class.and_then(|i| probs.get_mut(i)) {
            *slot += p;
        }
    }
    match first {
        Some(class) if decided => settle(market_id, specifier, ids, class),
        _ => open(market_id, specifier, ids, &margin.price(&probs)),
    }
}

/// A settled market where outcome `class` won (`None`: every outcome is void).
pub fn settle(market_id: u32, specifier: String, ids: &[u32], class: Option<usize>) -> MarketQuote {
    let results: Vec<(u32, OutcomeResult)> = ids
        .iter()
        .enumerate()
        .map(|(k, &id)| {
            let result = match class {
                None => OutcomeResult::Void,
                Some(c) if c == k => OutcomeResult::Win,
                Some(_) => OutcomeResult::Lose,
            };
            (id, result)
        })
        .collect();
    MarketQuote::settled(market_id, specifier, &results)
}

/// An open market with the given prices, in the order of `ids`.
pub fn open(market_id: u32, specifier: String, ids: &[u32], prices: &[Option<crate::odds::Odds>]) -> MarketQuote {
    let outcomes = ids.iter().zip(prices).map(|(&id, &odds)| OutcomeQuote { id, odds, result: None }).collect();
    MarketQuote::open(market_id, specifier, outcomes)
}

/// Elo expected score of the home side for a rating difference (home minus away, advantage included).
pub fn elo_expectation(diff: f64) -> f64 {
    if diff.is_finite() {
        1.0 / (1.0 + 10f64.powf(-diff / 400.0))
    } else if diff > 0.0 {
        1.0
    } else {
        0.0
    }
}

/// Each side's expected goals for a matchup whose home side expects `expected_points` (win = 1,
/// draw = ½): the total grows with the mismatch, `even_total` for an even match up to
/// `(1 + mismatch_gain)` times that when one side is certain to win (a strong side scores more
/// against a weak one than it concedes less), then it is split by [`split_goals`].
pub fn matchup_goals(even_total: f64, mismatch_gain: f64, expected_points: f64, rho: f64) -> (f64, f64) {
    let lopsided = if expected_points.is_finite() { (2.0 * expected_points - 1.0).clamp(-1.0, 1.0) } else { 0.0 };
    split_goals(even_total * (1.0 + mismatch_gain * lopsided * lopsided), expected_points, rho)
}

/// Splits `total` expected goals between the sides so that the home side's expected points
/// (win = 1, draw = ½) under the score model equal `expected_points`.
pub fn split_goals(total: f64, expected_points: f64, rho: f64) -> (f64, f64) {
    let target = if expected_points.is_finite() { expected_points.clamp(0.02, 0.98) } else { 0.5 };
    let points = |share: f64| {
        let dist = ScoreDist::new(Score::default(), total * share, total * (1.0 - share), rho);
        dist.cells()
            .map(|(h, a, p)| {
                if h > a {
                    p
                } else if h == a {
                    0.5 * p
                } else {
                    0.0
                }
            })
            .sum::<f64>()
    };
    let (mut lo, mut hi) = (0.02, 0.98);
    for _ in 0..32 {
        let mid = 0.5 * (lo + hi);
        if points(mid) < target {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let share = 0.5 * (lo + hi);
    (total * share, total * (1.0 - share))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn a_score_matrix_sums_to_one_and_keeps_its_mean() {
        let dist = ScoreDist::new(Score { home: 1, away: 0 }, 1.4, 1.1, -0.1);
        let total: f64 = dist.cells().map(|c| c.2).sum();
        assert!((total - 1.0).abs() < 1e-9);
        assert!((dist.expected_total() - 3.5).abs() < 0.05);
    }

    #[test]
    fn a_known_score_decides_every_market() {
        let dist = ScoreDist::point(Score { home: 2, away: 2 });
        let q = quote(&dist, 16, "hcp=0".into(), &[1714, 1715], Margin::default(), handicap(0.0));
        assert!(q.outcomes.iter().all(|o| o.result == Some(OutcomeResult::Void)));
    }

    #[test]
    fn a_spread_holds_every_score_in_its_range_alike() {
        let dist = ScoreDist::spread(Score { home: 1, away: 0 }, Score { home: 1, away: 2 });
        let cells: Vec<(u32, u32)> = dist.cells().map(|(h, a, _)| (h, a)).collect();
        assert_eq!(cells, vec![(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)]);
        assert!((dist.prob(|h, _| h == 2) - 0.5).abs() < 1e-12);
    }

    #[test]
    fn sampled_counts_have_the_poisson_mean() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let n = 20_000;
        let sum: u32 = (0..n).map(|_| sample(1.3, &mut rng)).sum();
        assert!((f64::from(sum) / f64::from(n) - 1.3).abs() < 0.05);
    }

    #[test]
    fn a_mismatch_expects_more_goals_than_an_even_match() {
        let total = |e: f64| {
            let (h, a) = matchup_goals(2.6, 0.5, e, -0.1);
            h + a
        };
        assert!((total(0.5) - 2.6).abs() < 1e-9);
        assert!(total(0.9) > total(0.7) && total(0.7) > total(0.5) + 0.05);
        assert!((total(0.1) - total(0.9)).abs() < 1e-9, "symmetric in who is stronger");
    }

    #[test]
    fn goals_split_to_match_the_elo_expectation() {
        let (h, a) = split_goals(2.6, 0.64, -0.1);
        assert!(h > a && (h + a - 2.6).abs() < 1e-9);
        let dist = ScoreDist::new(Score::default(), h, a, -0.1);
        let points = dist.prob(|x, y| x > y) + 0.5 * dist.prob(|x, y| x == y);
        assert!((points - 0.64).abs() < 1e-4);
    }
}
