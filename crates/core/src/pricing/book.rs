//! Fitting a complete book to the price ladder without breaking its margin. Rounding every price
//! down to the ladder only ever adds overround (up to a whole point near 1.01), so the book is
//! rounded down, checked, and refitted: the largest effective margin whose rounded book stays
//! within [`TOLERANCE`] of `1 + margin` is used, then single prices are stepped down a tick while
//! the book is still short of its margin.

use super::ladder;
use crate::odds::Odds;

/// How far the overround of a priced book may stray from `1 + margin` (half a percentage point).
pub const TOLERANCE: f64 = 0.005;
/// How close to the edges of the tolerance the fit aims, leaving room for float noise.
const AIM: f64 = 0.004;
/// How much lower than the nominal margin the fit may price before the ladder's rounding: the
/// coarse bands (0.5 at 10, 2 at 30) can add up to 5 % to an outcome's implied probability.
const MAX_GIVE_BACK: f64 = 0.06;
/// The lowest effective margin the fit uses (a small negative one only ever for fair books).
const LOWEST_EFFECTIVE: f64 = -0.04;

/// The overround (sum of implied probabilities) of the offered prices.
pub fn overround(prices: &[Option<Odds>]) -> f64 {
    prices.iter().flatten().map(|o| o.implied_probability()).sum()
}

/// Ladder prices for normalised probabilities `q` (summing to 1) at an effective margin.
fn rounded(q: &[f64], margin: f64) -> Vec<Option<Odds>> {
    q.iter().map(|&p| if p > 0.0 { ladder::floor(1000.0 / (p * (1.0 + margin))) } else { None }).collect()
}

/// Prices normalised probabilities `q` with overround `1 + margin` on the ladder. Outcomes of
/// probability 0 get `None`; when any outcome would price below 1.01 the whole book gets `None`
/// (a book whose favourite cannot be offered is not offered at all).
pub fn fit(q: &[f64], margin: f64) -> Vec<Option<Odds>> {
    let nominal = rounded(q, margin);
    if q.iter().zip(&nominal).any(|(&p, o)| p > 0.0 && o.is_none()) {
        return vec![None; q.len()];
    }
    let target = 1.0 + margin;
    if overround(&nominal) <= target + AIM {
        return top_up(nominal, target);
    }
    let (mut lo, mut hi) = ((margin - MAX_GIVE_BACK).max(LOWEST_EFFECTIVE), margin);
    if overround(&rounded(q, lo)) > target + AIM {
        return rounded(q, lo);
    }
    for _ in 0..24 {
        let mid = 0.5 * (lo + hi);
        if overround(&rounded(q, mid)) <= target + AIM {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    top_up(rounded(q, lo), target)
}

/// Steps single prices down a tick while the book is more than [`AIM`] short of its target,
/// each time taking the step that lands closest to the target without overshooting it.
fn top_up(mut prices: Vec<Option<Odds>>, target: f64) -> Vec<Option<Odds>> {
    for _ in 0..prices.len() {
        let now = overround(&prices);
        if now >= target - AIM {
            break;
        }
        let best = prices
            .iter()
            .enumerate()
            .filter_map(|(i, o)| {
                let lower = ladder::tick_down((*o)?)?;
                let after = now - (*o)?.implied_probability() + lower.implied_probability();
                (after <= target + AIM).then_some((i, lower, after))
            })
            .max_by(|a, b| a.2.total_cmp(&b.2));
        match best {
            Some((i, lower, _)) => prices[i] = Some(lower),
            None => break,
        }
    }
    prices
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn normalised(raw: &[f64]) -> Vec<f64> {
        let total: f64 = raw.iter().sum();
        raw.iter().map(|p| p / total).collect()
    }

    #[test]
    fn random_books_of_every_size_keep_their_margin_on_the_ladder() {
        let mut rng = ChaCha8Rng::seed_from_u64(10);
        for _ in 0..20_000 {
            let n = rng.gen_range(2..=30);
            let skew: f64 = rng.gen_range(0.5..6.0);
            let raw: Vec<f64> = (0..n).map(|_| rng.gen_range(0.0f64..1.0).powf(skew) + 1e-4).collect();
            let q = normalised(&raw);
            let margin = rng.gen_range(0.02..0.12);
            let prices = fit(&q, margin);
            if prices.iter().all(Option::is_none) {
                assert!(q.iter().any(|p| p * (1.0 + margin) > 1.0 / 1.01), "{q:?}");
                continue;
            }
            if prices.contains(&Some(Odds::MAX)) {
                continue; // capped long shots carry more than their share; checked without them below
            }
            let book = overround(&prices);
            assert!((book - 1.0 - margin).abs() <= TOLERANCE, "book {book} margin {margin} q {q:?} {prices:?}");
            assert!(prices.iter().flatten().all(|o| ladder::is_on_ladder(*o)));
        }
    }

    #[test]
    fn short_favourites_withdraw_the_whole_book() {
        assert_eq!(fit(&[0.97, 0.03], 0.06), vec![None, None]);
    }

    #[test]
    fn impossible_outcomes_are_not_priced() {
        let prices = fit(&[0.5, 0.0, 0.5], 0.06);
        assert_eq!(prices[1], None);
        assert!(prices[0].is_some() && prices[2].is_some());
    }

    #[test]
    fn an_even_two_way_book_keeps_its_nominal_prices() {
        assert_eq!(fit(&[0.5, 0.5], 0.06), vec![Some(Odds(1_880)), Some(Odds(1_880))]);
    }

    #[test]
    fn a_book_near_the_shortest_price_is_refitted_within_tolerance() {
        // 1.0156 would round to 1.01 and add most of a point of overround.
        let q = normalised(&[0.9288, 0.0712]);
        let prices = fit(&q, 0.06);
        assert!((overround(&prices) - 1.06).abs() <= TOLERANCE, "{prices:?}");
    }
}
