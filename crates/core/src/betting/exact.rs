//! Exact bet returns: the sum over lines of a line stake times the product of the line's factors,
//! held as one big-integer fraction so that nothing is rounded until the bet's final payout.

use super::bet::BetError;
use super::outcome::Factor;
use num_bigint::BigUint;
use std::cmp::Ordering;

/// An exact non-negative amount of minor units, `num / den`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Exact {
    num: BigUint,
    den: BigUint,
}

impl Exact {
    /// Σ over `lines` of `per_line × Π factors[i]` for the indices `i` of the line. Every term is
    /// put over the common denominator Π of all factors' denominators, so the sum is one fraction.
    pub(crate) fn line_sum(factors: &[Factor], lines: &[Vec<usize>], per_line: u64) -> Exact {
        let den = factors.iter().fold(BigUint::from(1u8), |acc, factor| acc * factor.den);
        let mut num = BigUint::default();
        let mut in_line = vec![false; factors.len()];
        for line in lines {
            if line.iter().any(|&i| factors.get(i).is_none_or(|factor| factor.num == 0)) {
                continue;
            }
            in_line.iter_mut().for_each(|flag| *flag = false);
            line.iter().for_each(|&i| in_line[i] = true);
            let term = factors.iter().zip(&in_line).fold(BigUint::from(per_line), |acc, (factor, &in_it)| {
                acc * if in_it { factor.num } else { factor.den }
            });
            num += term;
        }
        Exact { num, den }
    }

    /// The amount rounded down to whole minor units: the one rounding of a bet.
    pub(crate) fn floor(&self) -> Result<i64, BetError> {
        i64::try_from(&(&self.num / &self.den)).map_err(|_| BetError::Overflow)
    }

    /// Whether the amount is exactly zero.
    pub(crate) fn is_zero(&self) -> bool {
        self.num.bits() == 0
    }

    /// Compares two exact amounts without rounding either.
    pub(crate) fn cmp_exact(&self, other: &Exact) -> Ordering {
        (&self.num * &other.den).cmp(&(&other.num * &self.den))
    }

    /// Compares with a whole number of minor units.
    pub(crate) fn cmp_minor(&self, minor: u64) -> Ordering {
        self.num.cmp(&(&self.den * minor))
    }

    /// `floor(cap × den / (num − den·per_unit))`: how many units fit under a net cap when this
    /// amount is the return of `per_unit` units of stake. `None` when nothing can be won.
    /// The most whole units `u` with `u × self` ≤ `cap`; `None` when `self` is zero (no cap).
    pub(crate) fn units_under_cap(&self, cap: u64) -> Option<Result<i64, BetError>> {
        if self.is_zero() {
            return None;
        }
        let units = (&self.den * cap) / &self.num;
        Some(i64::try_from(&units).map_err(|_| BetError::Overflow))
    }

    pub(crate) fn units_under_net_cap(&self, cap: u64, per_unit: u64) -> Option<Result<i64, BetError>> {
        let cost = &self.den * per_unit;
        if self.num <= cost {
            return None;
        }
        let units = (&self.den * cap) / (&self.num - cost);
        Some(i64::try_from(&units).map_err(|_| BetError::Overflow))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_sum_is_exact_over_a_common_denominator() {
        let factors = [Factor { num: 3, den: 2 }, Factor { num: 3, den: 1 }, Factor { num: 5, den: 2 }];
        let lines = vec![vec![0, 1], vec![0, 2], vec![1, 2]];
        let sum = Exact::line_sum(&factors, &lines, 100);
        assert_eq!(sum.floor(), Ok(1575));
        assert_eq!(sum.cmp_minor(1575), Ordering::Equal);
    }

    #[test]
    fn rounding_is_down_to_the_minor_unit() {
        let third = Exact::line_sum(&[Factor { num: 10, den: 3 }], &[vec![0]], 1);
        assert_eq!(third.floor(), Ok(3));
        assert_eq!(third.cmp_minor(3), Ordering::Greater);
    }

    #[test]
    fn a_return_beyond_i64_is_an_overflow_error() {
        let thousand = Factor { num: 1000, den: 1 };
        let sum = Exact::line_sum(&[thousand; 10], &[(0..10).collect()], 1);
        assert_eq!(sum.floor(), Err(BetError::Overflow));
    }
}
