//! Fitting a complete book to the price ladder without breaking its margin. Rounding every price
//! down to the ladder only ever adds overround (up to a whole point near 1.01), so the book is
//! rounded down, checked, and refitted: the largest effective margin whose rounded book stays
//! within [`TOLERANCE`] of `1 + margin` is used, then single prices are stepped down a tick while
//! the book is still short of its margin. A favourite too short for the ladder is quoted at the
//! floor (1.01) and the long sides carry the margin (docs/decisions/048-honest-book.md).

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

/// Ladder prices for normalised probabilities `q` (summing to 1) whose implied probabilities
/// add up to `total`.
fn rounded(q: &[f64], total: f64) -> Vec<Option<Odds>> {
    q.iter().map(|&p| if p > 0.0 { ladder::floor(1000.0 / (p * total)) } else { None }).collect()
}

/// Prices normalised probabilities `q` with overround `1 + margin` on the ladder. Outcomes of
/// probability 0 get `None`, and so does a book with a single possible outcome (nothing is left
/// to bet on). When the favourite would price below 1.01 it is quoted at 1.01 and the other
/// outcomes share what is left of `1 + margin` in proportion to their probabilities, so the long
/// sides carry the margin the favourite cannot.
pub fn fit(q: &[f64], margin: f64) -> Vec<Option<Odds>> {
    if q.iter().filter(|&&p| p > 0.0).count() < 2 {
        return vec![None; q.len()];
    }
    let target = 1.0 + margin;
    let favourite = (0..q.len()).max_by(|&a, &b| q[a].total_cmp(&q[b])).unwrap_or_default();
    if ladder::floor(1000.0 / (q[favourite] * target)).is_none() {
        return floored(q, favourite, target);
    }
    fit_total(q, target)
}

/// The book of [`fit`] with the favourite at 1.01 and the rest of `target` on the long sides.
fn floored(q: &[f64], favourite: usize, target: f64) -> Vec<Option<Odds>> {
    let rest: f64 = q.iter().enumerate().filter(|&(i, _)| i != favourite).map(|(_, p)| p).sum();
    let others: Vec<f64> = q.iter().enumerate().map(|(i, &p)| if i == favourite { 0.0 } else { p / rest }).collect();
    let mut prices = fit_total(&others, target - Odds::MIN.implied_probability());
    prices[favourite] = Some(Odds::MIN);
    prices
}

/// Prices normalised probabilities `q` so that their implied probabilities add up to `total`
/// within [`TOLERANCE`] (a whole book has `total = 1 + margin`; the long sides of a floored one
/// less than 1).
fn fit_total(q: &[f64], total: f64) -> Vec<Option<Odds>> {
    let nominal = rounded(q, total);
    if overround(&nominal) <= total + AIM {
        return top_up(nominal, total);
    }
    // A whole book may give back up to MAX_GIVE_BACK of its margin; long sides the same share.
    let lowest =
        if total >= 1.0 { (total - MAX_GIVE_BACK).max(1.0 + LOWEST_EFFECTIVE) } else { total * (1.0 - MAX_GIVE_BACK) };
    let (mut lo, mut hi) = (lowest, total);
    if overround(&rounded(q, lo)) > total + AIM {
        return rounded(q, lo);
    }
    for _ in 0..24 {
        let mid = 0.5 * (lo + hi);
        if overround(&rounded(q, mid)) <= total + AIM {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    top_up(rounded(q, lo), total)
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
            assert!(prices.iter().all(Option::is_some), "every possible outcome is priced: {q:?} {prices:?}");
            if prices.contains(&Some(Odds::MAX)) {
                continue; // capped long shots carry more than their share; checked without them below
            }
            let book = overround(&prices);
            assert!((book - 1.0 - margin).abs() <= TOLERANCE, "book {book} margin {margin} q {q:?} {prices:?}");
            assert!(prices.iter().flatten().all(|o| ladder::is_on_ladder(*o)));
        }
    }

    #[test]
    fn a_favourite_too_short_for_the_ladder_is_quoted_at_the_floor() {
        let prices = fit(&[0.97, 0.03], 0.06);
        assert_eq!(prices[0], Some(Odds::MIN));
        // The long side carries the whole margin: 1.06 − 1/1.01 ≈ 0.0699, i.e. 14.00 after the ladder.
        assert_eq!(prices[1], Some(Odds(14_000)));
        assert!((overround(&prices) - 1.06).abs() <= TOLERANCE, "{prices:?}");
    }

    #[test]
    fn the_long_sides_of_a_floored_book_share_the_margin_by_probability() {
        let q = normalised(&[0.995, 0.004, 0.001]);
        let prices = fit(&q, 0.06);
        assert_eq!(prices[0], Some(Odds::MIN));
        let (draw, away) = (prices[1].expect("draw priced"), prices[2].expect("away priced"));
        assert!(draw < away, "the likelier long side is shorter: {prices:?}");
        assert!((overround(&prices) - 1.06).abs() <= TOLERANCE, "{prices:?}");
    }

    #[test]
    fn a_book_with_one_possible_outcome_is_not_offered() {
        assert_eq!(fit(&[1.0, 0.0, 0.0], 0.06), vec![None, None, None]);
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
