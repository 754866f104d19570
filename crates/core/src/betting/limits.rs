//! Limits math: the largest stake whose net winnings stay within a payout cap, the largest
//! whose return stays within a liability headroom, and the per-player stake factor that scales
//! limits.

use super::bet::{BetError, BetKind};
use super::exact::Exact;
use super::outcome::{Factor, Price};
use crate::odds::Odds;

/// A player's stake factor (MTS "customer confidence factor") in thousandths: 1000 is 1.00,
/// 500 halves every limit, 2000 doubles them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct StakeFactor(u32);

impl StakeFactor {
    /// The neutral factor 1.00.
    pub const ONE: StakeFactor = StakeFactor(1000);

    /// A factor of `thousandths` / 1000; refused when zero.
    pub fn from_thousandths(thousandths: u32) -> Option<StakeFactor> {
        (thousandths > 0).then_some(StakeFactor(thousandths))
    }

    /// The largest factor an operator may set: 10.00 (MTS customer confidence factors run from
    /// 0.01 to 10.00).
    pub const MAX: StakeFactor = StakeFactor(10_000);

    /// A factor from decimal text with at most two decimals, above 0 and at most 10.00
    /// (`"0.5"`, `"1.25"`, `"10"`); anything else is refused.
    pub fn parse(text: &str) -> Option<StakeFactor> {
        let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
        let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if whole.is_empty() || whole.len() > 2 || fraction.len() > 2 || !digits(whole) || !digits(fraction) {
            return None;
        }
        if text.ends_with('.') {
            return None;
        }
        let hundredths: u32 = format!("{whole}{fraction:0<2}").parse().ok()?;
        let factor = StakeFactor::from_thousandths(hundredths * 10)?;
        (factor <= StakeFactor::MAX).then_some(factor)
    }

    /// The factor in thousandths.
    pub fn thousandths(self) -> u32 {
        self.0
    }

    /// `limit × factor`, rounded down to the minor unit and saturating at `i64::MAX`.
    pub fn apply(self, limit: i64) -> i64 {
        let scaled = i128::from(limit) * i128::from(self.0) / 1000;
        i64::try_from(scaled).unwrap_or(if scaled > 0 { i64::MAX } else { i64::MIN })
    }
}

/// The largest stake on `odds` whose net winnings stay within `cap_net` minor units:
/// `floor(cap ÷ (odds − 1))` (MTS max payout; docs/betting-rules.md §8). `None` when the odds cannot win
/// anything (1.000 or less), so the cap sets no limit.
pub fn max_stake_for_payout(cap_net: i64, odds: Odds) -> Option<i64> {
    let profit_per_thousand = i128::from(odds.0) - 1000;
    if profit_per_thousand <= 0 {
        return None;
    }
    let stake = i128::from(cap_net.max(0)) * 1000 / profit_per_thousand;
    Some(i64::try_from(stake).unwrap_or(i64::MAX))
}

/// The largest total stake for a bet of `kind` on `prices` whose net winnings, with every
/// selection winning, stay within `cap_net` minor units.
///
/// Singles and combos: `floor(cap ÷ (Π odds − 1))`, exact for fractional prices too. Systems: with
/// `L` lines and `M` = Σ over lines of Π odds (the return per unit on each line), a per-line stake
/// `s` returns `s·M` at most, so `s = floor(cap ÷ (M − L))` and the total is `s·L` — the largest
/// total that both splits evenly over the lines and keeps the best case within the cap. Every
/// selection winning is the best case because the return grows with every factor. `None` when the
/// bet cannot win more than its stake.
pub fn max_total_stake(kind: BetKind, prices: &[Price], cap_net: i64) -> Result<Option<i64>, BetError> {
    if !kind.accepts_legs(prices.len()) {
        return Err(BetError::WrongLegCount);
    }
    let factors: Vec<Factor> = prices.iter().map(|&price| Factor::full_win(price)).collect();
    let lines = kind.lines(prices.len());
    let per_unit = Exact::line_sum(&factors, &lines, 1);
    let line_count = u64::from(kind.line_count());
    let Some(per_line) = per_unit.units_under_net_cap(cap_net.max(0).unsigned_abs(), line_count) else {
        return Ok(None);
    };
    per_line?.checked_mul(i64::from(kind.line_count())).map(Some).ok_or(BetError::Overflow)
}

/// The largest total stake for a bet of `kind` on `prices` whose potential return — stake
/// included, every selection winning — stays within `cap` minor units (the liability headroom of
/// an outcome). With `M` the return per unit line stake, the per-line stake is `floor(cap ÷ M)`
/// and the total that times the lines; the return `floor(s·M)` is then within the cap.
pub fn max_total_stake_for_return(kind: BetKind, prices: &[Price], cap: i64) -> Result<i64, BetError> {
    if !kind.accepts_legs(prices.len()) {
        return Err(BetError::WrongLegCount);
    }
    let factors: Vec<Factor> = prices.iter().map(|&price| Factor::full_win(price)).collect();
    let per_unit = Exact::line_sum(&factors, &kind.lines(prices.len()), 1);
    let Some(per_line) = per_unit.units_under_cap(cap.max(0).unsigned_abs()) else { return Ok(i64::MAX) };
    per_line?.checked_mul(i64::from(kind.line_count())).ok_or(BetError::Overflow)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::betting::{settled_return, Bet, Leg, SelectionOutcome, SystemKind};

    fn price(thousandths: u32) -> Price {
        Price::try_from(Odds(thousandths)).expect("odds of at least 1.000")
    }

    #[test]
    fn max_stake_is_the_cap_over_the_net_odds() {
        assert_eq!(max_stake_for_payout(1_000_000, Odds(3500)), Some(400_000));
        assert_eq!(max_stake_for_payout(1_000_000, Odds(1250)), Some(4_000_000));
        assert_eq!(max_stake_for_payout(1_000, Odds(3000)), Some(500));
        assert_eq!(max_stake_for_payout(1_000, Odds(1000)), None);
    }

    #[test]
    fn a_combo_uses_its_total_odds() {
        let combo = [price(2000), price(1750)];
        assert_eq!(max_total_stake(BetKind::Combo, &combo, 1_000_000), Ok(Some(400_000)));
        assert_eq!(max_total_stake(BetKind::Single, &[price(3500)], 1_000_000), Ok(Some(400_000)));
    }

    #[test]
    fn a_system_max_stake_splits_evenly_and_keeps_the_best_case_under_the_cap() {
        // 2/3 at 1.50, 3.00, 2.50: M = 4.5 + 3.75 + 7.5 = 15.75 per unit line, net 12.75.
        let kind = BetKind::System(SystemKind::k_of_n(2, 3).expect("a valid system"));
        let prices = [price(1500), price(3000), price(2500)];
        // floor(10,000 / 12.75) = 784 per line, 2,352 in total.
        assert_eq!(max_total_stake(kind, &prices, 10_000), Ok(Some(2_352)));
        let net_when_all_win = |total: i64| {
            let legs = prices.iter().map(|&p| Leg::settled(p, SelectionOutcome::WON)).collect();
            let bet = Bet::new(kind, total, legs).expect("valid bet");
            settled_return(&bet).expect("fits i64").expect("settled") - total
        };
        assert_eq!(net_when_all_win(2_352), 9_996);
        assert!(net_when_all_win(2_355) > 10_000);
    }

    #[test]
    fn a_stake_factor_scales_limits() {
        let half = StakeFactor::from_thousandths(500).expect("positive factor");
        assert_eq!(half.apply(1_000_000), 500_000);
        assert_eq!(StakeFactor::ONE.apply(123), 123);
        assert_eq!(StakeFactor::from_thousandths(10_000).map(|f| f.apply(i64::MAX)), Some(i64::MAX));
        assert_eq!(StakeFactor::from_thousandths(0), None);
        let capped = max_stake_for_payout(half.apply(1_000_000), Odds(3500));
        assert_eq!(capped, Some(200_000));
    }

    #[test]
    fn a_stake_factor_is_read_from_at_most_two_decimals_within_zero_and_ten() {
        let parsed = |text: &str| StakeFactor::parse(text).map(StakeFactor::thousandths);
        assert_eq!(parsed("0.5"), Some(500));
        assert_eq!(parsed("1.25"), Some(1250));
        assert_eq!(parsed("10"), Some(10_000));
        assert_eq!(parsed("0.01"), Some(10));
        for bad in ["0", "0.00", "-1", "11", "10.01", "0.005", "x", "", ".5", "1.", "1e1", " 1"] {
            assert_eq!(parsed(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_return_cap_bounds_the_whole_return_stake_included() {
        assert_eq!(max_total_stake_for_return(BetKind::Single, &[price(2500)], 1_000), Ok(400));
        assert_eq!(max_total_stake_for_return(BetKind::Single, &[price(3000)], 1_000), Ok(333));
        assert_eq!(max_total_stake_for_return(BetKind::Combo, &[price(2000), price(1750)], 3_500), Ok(1_000));
        // 2/3 at 1.50, 3.00, 2.50: 15.75 per unit line → floor(1,000 / 15.75) = 63 per line.
        let kind = BetKind::System(SystemKind::k_of_n(2, 3).expect("a valid system"));
        assert_eq!(max_total_stake_for_return(kind, &[price(1500), price(3000), price(2500)], 1_000), Ok(189));
        assert_eq!(max_total_stake_for_return(BetKind::Single, &[price(2000)], -5), Ok(0));
    }

    #[test]
    fn a_bet_that_cannot_win_more_than_its_stake_has_no_payout_limit() {
        assert_eq!(max_total_stake(BetKind::Single, &[price(1000)], 1_000), Ok(None));
        assert_eq!(max_total_stake(BetKind::Combo, &[price(1000)], 1_000), Err(BetError::WrongLegCount));
    }
}
