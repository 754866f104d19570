//! The joint law of a match's half-time and final scores, so that half markets, second-half
//! markets and markets on both halves (half-time/full-time, highest-scoring half) come from the
//! same final-score matrix as the match markets. Goals are a Poisson process at a rate that is
//! constant over the match, so each goal still to come falls in the first half independently
//! with the first half's share of the playing time left (binomial thinning): the final-score
//! marginal is the matrix itself, exactly.

use super::poisson::{self, ScoreDist, MAX_EXTRA};
use crate::market::MarketQuote;
use crate::odds::Margin;
use crate::statistics::Score;

/// Every possible `(half-time score, final score)` pair with its probability.
#[derive(Debug, Clone, PartialEq)]
pub struct Halves {
    cells: Vec<(Score, Score, f64)>,
}

impl Halves {
    /// The goals of `full` beyond the score `now` fall in the first half each with probability
    /// `share` (0 once the first half is over), on top of the first-half score `first_half`.
    pub fn thinned(first_half: Score, now: Score, full: &ScoreDist, share: f64) -> Halves {
        let share = if share.is_finite() { share.clamp(0.0, 1.0) } else { 0.0 };
        let split = binomials(share);
        let mut cells = Vec::new();
        for (h, a, p) in full.cells() {
            let further = |x: u32, y: u32| (x.saturating_sub(y) as usize).min(MAX_EXTRA - 1);
            let (i, j) = (further(h, now.home), further(a, now.away));
            for (k, &pk) in split[i].iter().enumerate().take(i + 1) {
                for (l, &pl) in split[j].iter().enumerate().take(j + 1) {
                    let q = p * pk * pl;
                    if q > 0.0 {
                        let half = Score { home: first_half.home + k as u32, away: first_half.away + l as u32 };
                        cells.push((half, Score { home: h, away: a }, q));
                    }
                }
            }
        }
        Halves { cells }
    }

    /// Half-time and final score independent: what is known of a first half whose goals were
    /// entered only as a final score.
    pub fn independent(first_half: &ScoreDist, full: &ScoreDist) -> Halves {
        let cells = first_half
            .cells()
            .flat_map(|(hh, ha, p)| {
                full.cells().map(move |(h, a, q)| (Score { home: hh, away: ha }, Score { home: h, away: a }, p * q))
            })
            .collect();
        Halves { cells }
    }

    /// Every possible `(half-time score, final score, probability)`.
    pub fn cells(&self) -> impl Iterator<Item = (Score, Score, f64)> + '_ {
        self.cells.iter().copied()
    }

    /// The law of the half-time score.
    pub fn first_half(&self) -> ScoreDist {
        let cells: Vec<_> = self.cells.iter().map(|(half, _, p)| (half.home, half.away, *p)).collect();
        ScoreDist::from_cells(&cells)
    }

    /// The law of the second half's own score (final minus half-time).
    pub fn second_half(&self) -> ScoreDist {
        let cells: Vec<_> = self
            .cells
            .iter()
            .map(|(half, full, p)| (full.home.saturating_sub(half.home), full.away.saturating_sub(half.away), *p))
            .collect();
        ScoreDist::from_cells(&cells)
    }

    /// Prices or settles a market whose outcomes `ids` partition the pairs by
    /// `classify(half-time, final)`, as [`poisson::quote`] does for one score.
    pub fn quote(
        &self,
        market_id: u32,
        ids: &[u32],
        margin: Margin,
        classify: impl Fn(Score, Score) -> Option<usize>,
    ) -> MarketQuote {
        let cells = self.cells().map(|(half, full, p)| ((half, full), p));
        poisson::quote_from(cells, market_id, String::new(), ids, margin, |(half, full)| classify(half, full))
    }
}

/// `table[n][k]`: probability that `k` of `n` goals fall in the first half.
fn binomials(share: f64) -> Vec<[f64; MAX_EXTRA]> {
    let mut table = vec![[0.0; MAX_EXTRA]; MAX_EXTRA];
    table[0][0] = 1.0;
    for n in 1..MAX_EXTRA {
        for k in 0..=n {
            let stay = if k < n { table[n - 1][k] * (1.0 - share) } else { 0.0 };
            let move_in = if k > 0 { table[n - 1][k - 1] * share } else { 0.0 };
            table[n][k] = stay + move_in;
        }
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prematch() -> (ScoreDist, Halves) {
        let full = ScoreDist::new(Score::default(), 1.5, 1.1, -0.1);
        let halves = Halves::thinned(Score::default(), Score::default(), &full, 0.45);
        (full, halves)
    }

    #[test]
    fn the_final_score_marginal_is_the_match_matrix() {
        let (full, halves) = prematch();
        for (h, a, p) in full.cells().filter(|c| c.0 < 6 && c.1 < 6) {
            let joint: f64 = halves.cells.iter().filter(|(_, f, _)| (f.home, f.away) == (h, a)).map(|c| c.2).sum();
            assert!((joint - p).abs() < 1e-12, "{h}:{a}");
        }
    }

    #[test]
    fn the_halves_share_the_goals_by_their_share_of_the_time() {
        let (full, halves) = prematch();
        let first = halves.first_half().expected_total();
        let second = halves.second_half().expected_total();
        assert!((first - 0.45 * full.expected_total()).abs() < 1e-9);
        assert!((first + second - full.expected_total()).abs() < 1e-9);
    }

    #[test]
    fn a_finished_first_half_is_known() {
        let full = ScoreDist::new(Score { home: 2, away: 1 }, 0.8, 0.6, -0.1);
        let halves = Halves::thinned(Score { home: 1, away: 1 }, Score { home: 2, away: 1 }, &full, 0.0);
        let half: Vec<_> = halves.first_half().cells().map(|(h, a, _)| (h, a)).collect();
        assert_eq!(half, vec![(1, 1)]);
        assert_eq!(halves.second_half().base(), Score { home: 1, away: 0 });
    }
}
