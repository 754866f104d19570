//! The slip's payout table (least and most return for each number of winning selections) and
//! the cap on a system bet's net winnings.

use super::bet::{BetError, BetKind};
use super::exact::Exact;
use super::outcome::{Factor, Price};
use super::stake::StakeSplit;

/// The return range when exactly `winners` selections win and the others lose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PayoutRow {
    /// How many selections win.
    pub winners: usize,
    /// The least return over which selections win (the shortest prices), minor units.
    pub min: i64,
    /// The most return (the longest prices), minor units.
    pub max: i64,
}

/// One row per number of winners, 0..=n, for a bet of `kind` on `prices` with `total_stake`.
/// The return is a symmetric sum of products that grows with every price, so the least return
/// for j winners comes from the j shortest prices and the most from the j longest (the property
/// tests check this against every subset). Each amount is rounded down once.
pub fn payout_table(kind: BetKind, prices: &[Price], total_stake: i64) -> Result<Vec<PayoutRow>, BetError> {
    if !kind.accepts_legs(prices.len()) {
        return Err(BetError::WrongLegCount);
    }
    let stake = StakeSplit::from_total(total_stake, kind.line_count()).map_err(BetError::Stake)?;
    let lines = kind.lines(prices.len());
    let mut by_price: Vec<usize> = (0..prices.len()).collect();
    by_price.sort_by(|&a, &b| {
        let (a, b) = (prices[a], prices[b]);
        (u128::from(a.num()) * u128::from(b.den())).cmp(&(u128::from(b.num()) * u128::from(a.den())))
    });
    let return_when_winning = |winners: &[usize]| {
        let factors: Vec<Factor> = (0..prices.len())
            .map(|i| if winners.contains(&i) { Factor::full_win(prices[i]) } else { Factor::ZERO })
            .collect();
        Exact::line_sum(&factors, &lines, stake.per_line.unsigned_abs()).floor()
    };
    (0..=prices.len())
        .map(|winners| {
            let shortest = &by_price[..winners];
            let longest = &by_price[prices.len() - winners..];
            Ok(PayoutRow { winners, min: return_when_winning(shortest)?, max: return_when_winning(longest)? })
        })
        .collect()
}

/// Caps a return so that its net winnings (return − stake) do not exceed `max_profit` minor units
/// (docs/product.md#betting-limits: a system bet's net winnings are capped). A return at or below
/// the stake is never touched; a negative cap counts as zero.
pub fn cap_profit(payout: i64, total_stake: i64, max_profit: i64) -> i64 {
    payout.min(total_stake.saturating_add(max_profit.max(0)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::betting::system::SystemKind;
    use crate::odds::Odds;

    fn prices(thousandths: &[u32]) -> Vec<Price> {
        thousandths.iter().map(|&o| Price::try_from(Odds(o)).expect("odds of at least 1.000")).collect()
    }

    #[test]
    fn a_two_of_three_table_spans_the_shortest_to_the_longest_prices() {
        let kind = BetKind::System(SystemKind::k_of_n(2, 3).expect("a valid system"));
        let table = payout_table(kind, &prices(&[1500, 3000, 2500]), 300).expect("valid bet");
        assert_eq!(
            table,
            vec![
                PayoutRow { winners: 0, min: 0, max: 0 },
                PayoutRow { winners: 1, min: 0, max: 0 },
                PayoutRow { winners: 2, min: 375, max: 750 },
                PayoutRow { winners: 3, min: 1575, max: 1575 },
            ]
        );
    }

    #[test]
    fn a_combo_table_pays_only_when_every_selection_wins() {
        let table = payout_table(BetKind::Combo, &prices(&[2000, 1900]), 1000).expect("valid bet");
        assert_eq!(table.iter().map(|row| row.max).collect::<Vec<_>>(), [0, 0, 3800]);
    }

    #[test]
    fn the_profit_cap_limits_net_winnings_only() {
        assert_eq!(cap_profit(100_000, 1_000, 50_000), 51_000);
        assert_eq!(cap_profit(30_000, 1_000, 50_000), 30_000);
        assert_eq!(cap_profit(500, 1_000, 0), 500);
        assert_eq!(cap_profit(5_000, 1_000, -7), 1_000);
        assert_eq!(cap_profit(i64::MAX, 1_000, i64::MAX), i64::MAX);
    }
}
