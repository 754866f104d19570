//! The limits of what the book offers: the longest price (configurable, 251 by default) and how
//! many handicap/total lines it shows each side of the most balanced one.

use crate::odds::Odds;

/// Price limits and the line window, applied to every match's quotes by [`super::offer`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PriceLimits {
    max: Odds,
    lines_each_side: usize,
}

impl PriceLimits {
    /// The longest price offered unless configured otherwise (docs/betting-rules.md §0).
    pub const DEFAULT_MAX: Odds = Odds(251_000);
    /// The range a configured maximum must fall in.
    pub const LOWEST_MAX: Odds = Odds(1_500);
    pub const HIGHEST_MAX: Odds = Odds::MAX;
    /// Lines shown each side of the most balanced line unless configured otherwise.
    pub const DEFAULT_LINES_EACH_SIDE: usize = 3;

    /// Limits with this maximum price and line window; `None` when the maximum is outside
    /// [`PriceLimits::LOWEST_MAX`] ..= [`PriceLimits::HIGHEST_MAX`].
    pub fn new(max: Odds, lines_each_side: usize) -> Option<PriceLimits> {
        (PriceLimits::LOWEST_MAX..=PriceLimits::HIGHEST_MAX)
            .contains(&max)
            .then_some(PriceLimits { max, lines_each_side })
    }

    /// The default limits with another maximum price.
    pub fn with_max(max: Odds) -> Option<PriceLimits> {
        PriceLimits::new(max, PriceLimits::DEFAULT_LINES_EACH_SIDE)
    }

    /// The longest price offered.
    pub fn max(self) -> Odds {
        self.max
    }

    /// How many lines of a multi-line market are shown each side of its most balanced line.
    pub fn lines_each_side(self) -> usize {
        self.lines_each_side
    }

    /// These limits with a window of at least `each_side` lines either side of the balanced one
    /// (a sport whose lines sit a point apart shows more of them).
    pub fn with_lines_each_side_at_least(self, each_side: usize) -> PriceLimits {
        PriceLimits { lines_each_side: self.lines_each_side.max(each_side), ..self }
    }

    /// Whether a price may be offered: from 1.01 up to the maximum.
    pub fn allows(self, odds: Odds) -> bool {
        (Odds::MIN..=self.max).contains(&odds)
    }
}

impl Default for PriceLimits {
    fn default() -> Self {
        PriceLimits { max: PriceLimits::DEFAULT_MAX, lines_each_side: PriceLimits::DEFAULT_LINES_EACH_SIDE }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_offers_up_to_251_and_three_lines_each_side() {
        let limits = PriceLimits::default();
        assert!(limits.allows(Odds(250_000)) && limits.allows(Odds(251_000)) && limits.allows(Odds::MIN));
        assert!(!limits.allows(Odds(260_000)) && !limits.allows(Odds(1_000)));
        assert_eq!(limits.lines_each_side(), 3);
    }

    #[test]
    fn a_maximum_outside_one_and_a_half_to_a_thousand_is_refused() {
        assert!(PriceLimits::with_max(Odds(1_499)).is_none());
        assert!(PriceLimits::with_max(Odds(1_000_001)).is_none());
        assert_eq!(PriceLimits::with_max(Odds(1_500)).map(PriceLimits::max), Some(Odds(1_500)));
    }
}
