//! The conventional price ladder (docs/betting-rules.md §0): the only prices the book offers. Fine
//! steps near evens, coarser ones for long shots, so a price moves by roughly the same fraction of
//! its implied probability wherever it sits.

use crate::odds::Odds;

/// `(first price of the band, step)` in thousandths, lowest band first; each band runs up to the
/// next band's first price, the last one up to [`Odds::MAX`].
const BANDS: [(u32, u32); 10] = [
    (1_010, 10),
    (2_000, 20),
    (3_000, 50),
    (4_000, 100),
    (6_000, 200),
    (10_000, 500),
    (20_000, 1_000),
    (30_000, 2_000),
    (50_000, 5_000),
    (100_000, 10_000),
];

/// The ladder step that applies at a price (in thousandths) at or above 1.01.
fn step_at(thousandths: u32) -> u32 {
    BANDS.iter().rev().find(|(start, _)| thousandths >= *start).map_or(BANDS[0].1, |&(_, step)| step)
}

/// The highest ladder price at or below `raw` thousandths (rounding toward the house); `None`
/// below 1.01. Prices above [`Odds::MAX`] come back as [`Odds::MAX`].
pub fn floor(raw: f64) -> Option<Odds> {
    if raw.is_nan() || raw < f64::from(Odds::MIN.0) {
        return None;
    }
    if raw >= f64::from(Odds::MAX.0) {
        return Some(Odds::MAX);
    }
    // Below MAX, so the whole part fits in u32; bands start on multiples of their own step.
    let whole = raw.floor() as u32;
    let step = step_at(whole);
    Some(Odds(whole / step * step))
}

/// The next ladder price below `odds`; `None` at 1.01.
pub fn tick_down(odds: Odds) -> Option<Odds> {
    if odds <= Odds::MIN {
        return None;
    }
    floor(f64::from(odds.0) - 1.0)
}

/// Whether `odds` is a price of the ladder.
pub fn is_on_ladder(odds: Odds) -> bool {
    floor(f64::from(odds.0)) == Some(odds)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(raw: u32) -> Option<u32> {
        floor(f64::from(raw)).map(|o| o.0)
    }

    #[test]
    fn every_band_boundary_is_itself_a_ladder_price() {
        for (start, _) in BANDS {
            assert_eq!(at(start), Some(start), "{start}");
        }
        assert_eq!(at(1_000_000), Some(1_000_000));
    }

    #[test]
    fn just_below_each_boundary_rounds_down_by_the_lower_band_step() {
        assert_eq!(at(1_009), None);
        assert_eq!(at(1_999), Some(1_990));
        assert_eq!(at(2_999), Some(2_980));
        assert_eq!(at(3_999), Some(3_950));
        assert_eq!(at(5_999), Some(5_900));
        assert_eq!(at(9_999), Some(9_800));
        assert_eq!(at(19_999), Some(19_500));
        assert_eq!(at(29_999), Some(29_000));
        assert_eq!(at(49_999), Some(48_000));
        assert_eq!(at(99_999), Some(95_000));
        assert_eq!(at(999_999), Some(990_000));
    }

    #[test]
    fn just_above_each_boundary_rounds_down_to_the_boundary() {
        assert_eq!(at(1_019), Some(1_010));
        assert_eq!(at(2_019), Some(2_000));
        assert_eq!(at(3_049), Some(3_000));
        assert_eq!(at(4_099), Some(4_000));
        assert_eq!(at(6_199), Some(6_000));
        assert_eq!(at(10_499), Some(10_000));
        assert_eq!(at(20_999), Some(20_000));
        assert_eq!(at(31_999), Some(30_000));
        assert_eq!(at(54_999), Some(50_000));
        assert_eq!(at(109_999), Some(100_000));
    }

    #[test]
    fn each_band_uses_its_own_step() {
        assert_eq!(at(1_857), Some(1_850));
        assert_eq!(at(2_537), Some(2_520));
        assert_eq!(at(3_333), Some(3_300));
        assert_eq!(at(4_444), Some(4_400));
        assert_eq!(at(7_777), Some(7_600));
        assert_eq!(at(14_286), Some(14_000));
        assert_eq!(at(25_600), Some(25_000));
        assert_eq!(at(33_333), Some(32_000));
        assert_eq!(at(66_666), Some(65_000));
        assert_eq!(at(251_000), Some(250_000));
        assert_eq!(at(333_333), Some(330_000));
    }

    #[test]
    fn prices_beyond_the_ladder_are_capped_and_odd_input_is_refused() {
        assert_eq!(at(5_000_000), Some(1_000_000));
        assert_eq!(floor(f64::NAN), None);
        assert_eq!(floor(f64::INFINITY), Some(Odds::MAX));
    }

    #[test]
    fn ticking_down_walks_the_ladder_across_band_boundaries() {
        assert_eq!(tick_down(Odds(2_000)), Some(Odds(1_990)));
        assert_eq!(tick_down(Odds(3_000)), Some(Odds(2_980)));
        assert_eq!(tick_down(Odds(10_000)), Some(Odds(9_800)));
        assert_eq!(tick_down(Odds(100_000)), Some(Odds(95_000)));
        assert_eq!(tick_down(Odds(1_010)), None);
    }

    #[test]
    fn only_ladder_prices_are_on_the_ladder() {
        assert!(is_on_ladder(Odds(2_020)));
        assert!(!is_on_ladder(Odds(2_010)));
        assert!(!is_on_ladder(Odds(251_000)));
        assert!(is_on_ladder(Odds(250_000)));
    }
}
