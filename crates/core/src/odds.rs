//! Decimal odds as integers, and turning model probabilities into a priced book with a margin.

use crate::pricing::{book, ladder};
use serde::{Deserialize, Serialize};

/// Decimal odds in thousandths: `Odds(1850)` is 1.85. Never a float, so comparisons and payouts
/// are exact.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Odds(pub u32);

impl Odds {
    /// The shortest price the book offers; an outcome more likely than this is not offered.
    pub const MIN: Odds = Odds(1010);
    /// The top of the price ladder. What is offered is capped lower, by
    /// [`crate::pricing::PriceLimits`] (251 by default).
    pub const MAX: Odds = Odds(1_000_000);

    /// Decimal value, for display and wire formats only (never for money arithmetic).
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 1000.0
    }

    /// Odds implied by a (margined) probability, rounded down to the book's price ladder
    /// ([`crate::pricing::ladder`]). `None` when the price would fall below [`Odds::MIN`] (the
    /// outcome is too likely to be offered); prices beyond the ladder are capped at [`Odds::MAX`].
    pub fn from_probability(p: f64) -> Option<Odds> {
        if !(p > 0.0 && p.is_finite()) {
            return None;
        }
        ladder::floor(1000.0 / p)
    }

    /// Parses decimal odds such as `251` or `1.85` (at most three decimals) without floats.
    pub fn parse_decimal(text: &str) -> Option<Odds> {
        let (whole, fraction) = text.trim().split_once('.').unwrap_or((text.trim(), ""));
        if whole.is_empty()
            || fraction.len() > 3
            || !(whole.chars().chain(fraction.chars())).all(|c| c.is_ascii_digit())
        {
            return None;
        }
        let whole: u32 = whole.parse().ok()?;
        let fraction: u32 = if fraction.is_empty() { 0 } else { format!("{fraction:0<3}").parse().ok()? };
        whole.checked_mul(1000)?.checked_add(fraction).map(Odds)
    }

    /// The probability this price implies (with the margin still in it).
    pub fn implied_probability(self) -> f64 {
        1000.0 / f64::from(self.0)
    }
}

/// The bookmaker's margin (overround) as a fraction: 0.05 means the implied probabilities of a
/// complete book add up to 1.05.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Margin(f64);

impl Margin {
    /// Accepts margins from 0 (fair book) up to 0.5.
    pub fn new(fraction: f64) -> Option<Margin> {
        (0.0..=0.5).contains(&fraction).then_some(Margin(fraction))
    }

    pub fn fraction(self) -> f64 {
        self.0
    }

    /// Prices a complete set of mutually exclusive outcomes from fair probabilities (which need
    /// not sum exactly to 1: they are normalised first). The margin is spread in proportion to
    /// each outcome's probability and the prices rounded down to the ladder, refitted so that the
    /// book's overround stays within half a point of `1 + margin` ([`book::fit`]). Impossible
    /// outcomes get `None`; a favourite that would price below 1.01 is quoted at 1.01 and the
    /// long sides carry the margin (docs/decisions/048-honest-book.md).
    pub fn price(self, fair: &[f64]) -> Vec<Option<Odds>> {
        let clean = |p: f64| if p.is_finite() && p > 0.0 { p } else { 0.0 };
        let total: f64 = fair.iter().map(|&p| clean(p)).sum();
        if total <= 0.0 {
            return vec![None; fair.len()];
        }
        let q: Vec<f64> = fair.iter().map(|&p| clean(p) / total).collect();
        book::fit(&q, self.0)
    }
}

impl Default for Margin {
    fn default() -> Self {
        Margin(0.06)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probabilities_round_down_to_the_price_ladder() {
        assert_eq!(Odds::from_probability(0.5), Some(Odds(2000)));
        assert_eq!(Odds::from_probability(1.0 / 3.0), Some(Odds(3000)));
        assert_eq!(Odds::from_probability(0.07), Some(Odds(14_000)));
        assert_eq!(Odds::from_probability(0.003), Some(Odds(330_000)));
    }

    #[test]
    fn decimal_odds_parse_without_floats() {
        assert_eq!(Odds::parse_decimal("251"), Some(Odds(251_000)));
        assert_eq!(Odds::parse_decimal("1.85"), Some(Odds(1_850)));
        assert_eq!(Odds::parse_decimal(" 2.5 "), Some(Odds(2_500)));
        for bad in ["", "1.2345", "-3", "1e3", ".5", "abc", "99999999"] {
            assert_eq!(Odds::parse_decimal(bad), None, "{bad}");
        }
    }

    #[test]
    fn near_certain_outcomes_are_not_offered() {
        assert_eq!(Odds::from_probability(0.995), None);
        assert_eq!(Odds::from_probability(0.0), None);
        assert_eq!(Odds::from_probability(f64::NAN), None);
    }

    #[test]
    fn a_fair_even_book_is_priced_at_the_margin() {
        let prices = Margin::new(0.06).expect("valid margin").price(&[0.5, 0.5]);
        assert_eq!(prices, vec![Some(Odds(1880)), Some(Odds(1880))]);
    }

    #[test]
    fn margins_outside_the_sane_range_are_refused() {
        assert!(Margin::new(-0.01).is_none());
        assert!(Margin::new(0.51).is_none());
    }
}
