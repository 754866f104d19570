//! Splitting a bet's total stake over its lines: every line gets the same whole number of minor
//! units, or the stake is refused with the nearest totals that would split.

/// A total stake split evenly over a bet's lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StakeSplit {
    /// The bet's total stake in minor units (what the API takes and the wallet is debited).
    pub total: i64,
    /// The stake on each line in minor units; `per_line × lines = total`.
    pub per_line: i64,
    /// How many lines the bet has (1 for singles and combos).
    pub lines: u32,
}

/// Why a total stake cannot be split.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StakeError {
    /// Zero or negative stake, or a bet without lines.
    NotPositive,
    /// The total is not a multiple of the line count. `nearest_below` is `None` when no positive
    /// total below would split (the total is under one minor unit per line); `nearest_above` is
    /// `None` only when it would overflow.
    NotDivisible { lines: u32, nearest_below: Option<i64>, nearest_above: Option<i64> },
}

impl StakeSplit {
    /// Splits `total` minor units over `lines` lines (docs/betting-rules.md §0 "System stake").
    pub fn from_total(total: i64, lines: u32) -> Result<StakeSplit, StakeError> {
        if total <= 0 || lines == 0 {
            return Err(StakeError::NotPositive);
        }
        let count = i64::from(lines);
        let per_line = total / count;
        if total % count != 0 {
            let below = per_line * count;
            return Err(StakeError::NotDivisible {
                lines,
                nearest_below: (below > 0).then_some(below),
                nearest_above: below.checked_add(count),
            });
        }
        Ok(StakeSplit { total, per_line, lines })
    }

    /// The bet for `per_line` minor units on each of `lines` lines (the UK way of quoting a
    /// Yankee); `None` when not positive or when the total overflows.
    pub fn from_per_line(per_line: i64, lines: u32) -> Option<StakeSplit> {
        if per_line <= 0 || lines == 0 {
            return None;
        }
        let total = per_line.checked_mul(i64::from(lines))?;
        Some(StakeSplit { total, per_line, lines })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_total_divisible_by_the_lines_splits_evenly() {
        assert_eq!(StakeSplit::from_total(300, 3), Ok(StakeSplit { total: 300, per_line: 100, lines: 3 }));
        assert_eq!(StakeSplit::from_total(1100, 11).map(|s| s.per_line), Ok(100));
        assert_eq!(StakeSplit::from_total(7, 1).map(|s| s.per_line), Ok(7));
    }

    #[test]
    fn an_indivisible_total_is_refused_with_the_nearest_valid_totals() {
        assert_eq!(
            StakeSplit::from_total(1000, 11),
            Err(StakeError::NotDivisible { lines: 11, nearest_below: Some(990), nearest_above: Some(1001) })
        );
        assert_eq!(
            StakeSplit::from_total(5, 11),
            Err(StakeError::NotDivisible { lines: 11, nearest_below: None, nearest_above: Some(11) })
        );
        assert_eq!(
            StakeSplit::from_total(i64::MAX, 2),
            Err(StakeError::NotDivisible { lines: 2, nearest_below: Some(i64::MAX - 1), nearest_above: None })
        );
    }

    #[test]
    fn zero_and_negative_stakes_are_refused() {
        assert_eq!(StakeSplit::from_total(0, 3), Err(StakeError::NotPositive));
        assert_eq!(StakeSplit::from_total(-300, 3), Err(StakeError::NotPositive));
        assert_eq!(StakeSplit::from_total(300, 0), Err(StakeError::NotPositive));
        assert_eq!(StakeSplit::from_per_line(0, 3), None);
    }

    #[test]
    fn a_per_line_stake_multiplies_into_the_total() {
        assert_eq!(StakeSplit::from_per_line(100, 11), Some(StakeSplit { total: 1100, per_line: 100, lines: 11 }));
        assert_eq!(StakeSplit::from_per_line(i64::MAX, 2), None);
    }
}
