//! Pricing math shared by the basketball, cyber and cricket models: normal tails with a
//! continuity correction for integer-valued quantities, half lines, and two-way quotes that are
//! either priced from a fair probability or settled from a known result.

use crate::market::{MarketQuote, OutcomeQuote, OutcomeResult};
use crate::odds::Margin;

/// Standard normal cumulative distribution function.
pub(crate) fn norm_cdf(x: f64) -> f64 {
    0.5 * erfc(-x / std::f64::consts::SQRT_2)
}

/// Complementary error function (Numerical Recipes `erfcc`, fractional error below 1.2e-7).
fn erfc(x: f64) -> f64 {
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = -z * z - 1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07
                            + t * (-1.135_203_98 + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let ans = t * poly.exp();
    if x >= 0.0 {
        ans
    } else {
        2.0 - ans
    }
}

/// An integer-valued quantity (a score, a margin, a run total) approximated by a normal law.
/// A variance of (nearly) zero means the value is known: a point at its rounded mean.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Normal {
    pub mean: f64,
    pub var: f64,
}

impl Normal {
    /// A known value.
    pub fn point(value: f64) -> Normal {
        Normal { mean: value, var: 0.0 }
    }

    /// P(X ≥ k) with a continuity correction.
    pub fn at_least(self, k: i64) -> f64 {
        if self.var.is_nan() || self.var <= 1e-9 || !self.var.is_finite() {
            return if self.mean.round() as i64 >= k { 1.0 } else { 0.0 };
        }
        1.0 - norm_cdf((k as f64 - 0.5 - self.mean) / self.var.sqrt())
    }

    /// P(X = k).
    pub fn equal(self, k: i64) -> f64 {
        (self.at_least(k) - self.at_least(k + 1)).max(0.0)
    }

    /// P(X > line) for a half line such as 151.5.
    pub fn above(self, line: f64) -> f64 {
        self.at_least(line.floor() as i64 + 1)
    }

    /// The law of X − Y for independent X and Y.
    pub fn minus(self, other: Normal) -> Normal {
        Normal { mean: self.mean - other.mean, var: self.var + other.var }
    }

    /// The law of X + Y for independent X and Y.
    pub fn plus(self, other: Normal) -> Normal {
        Normal { mean: self.mean + other.mean, var: self.var + other.var }
    }
}

/// `count` half lines `step` apart, centred on the half line nearest to `center`.
pub(crate) fn half_lines(center: f64, step: f64, count: usize) -> Vec<f64> {
    let center = if center.is_finite() { center } else { 0.0 };
    let nearest = center.floor() + 0.5;
    let half = (count / 2) as f64;
    (0..count).map(|i| nearest + step * (i as f64 - half)).collect()
}

/// An open market priced from fair probabilities of a complete set of outcomes.
pub(crate) fn priced(margin: Margin, market_id: u32, specifier: String, fair: &[(u32, f64)]) -> MarketQuote {
    let probs: Vec<f64> = fair.iter().map(|&(_, p)| p).collect();
    let outcomes =
        fair.iter().zip(margin.price(&probs)).map(|(&(id, _), odds)| OutcomeQuote { id, odds, result: None }).collect();
    MarketQuote::open(market_id, specifier, outcomes)
}

/// A settled market where exactly the outcomes flagged `true` won.
pub(crate) fn settled(market_id: u32, specifier: String, won: &[(u32, bool)]) -> MarketQuote {
    let results: Vec<(u32, OutcomeResult)> =
        won.iter().map(|&(id, w)| (id, if w { OutcomeResult::Win } else { OutcomeResult::Lose })).collect();
    MarketQuote::settled(market_id, specifier, &results)
}

/// An over/under half line (outcomes 12/13): settled as Over once `current` passed the line,
/// as Under once the quantity can no longer grow (`closed`), otherwise priced from `p_over`.
pub(crate) fn over_under(
    margin: Margin,
    market_id: u32,
    specifier: String,
    line: f64,
    current: u32,
    closed: bool,
    p_over: f64,
) -> MarketQuote {
    if f64::from(current) > line {
        settled(market_id, specifier, &[(12, true), (13, false)])
    } else if closed {
        settled(market_id, specifier, &[(12, false), (13, true)])
    } else {
        priced(margin, market_id, specifier, &[(12, p_over), (13, 1.0 - p_over)])
    }
}

/// Draws an exponential waiting time with the given rate (events per second).
pub(crate) fn exp_wait<R: rand::Rng + ?Sized>(rng: &mut R, rate: f64) -> f64 {
    let u: f64 = rng.gen();
    -(1.0 - u).ln() / rate
}

/// Elo win expectancy of a side `diff` rating points stronger.
pub(crate) fn elo(diff: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-diff / 400.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_normal_cdf_matches_known_values() {
        assert!((norm_cdf(0.0) - 0.5).abs() < 1e-7);
        assert!((norm_cdf(1.96) - 0.975_002).abs() < 1e-5);
        assert!((norm_cdf(-1.0) - 0.158_655).abs() < 1e-5);
    }

    #[test]
    fn half_lines_surround_the_centre() {
        assert_eq!(half_lines(4.3, 2.0, 3), vec![2.5, 4.5, 6.5]);
        assert_eq!(half_lines(-0.2, 1.0, 1), vec![-0.5]);
    }

    #[test]
    fn a_known_value_has_no_spread() {
        let x = Normal::point(3.0);
        assert_eq!(x.at_least(3), 1.0);
        assert_eq!(x.equal(3), 1.0);
        assert_eq!(x.above(3.5), 0.0);
    }
}
