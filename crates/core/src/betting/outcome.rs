//! A selection's settled outcome (UOF result, void factor, dead-heat factor), its price as an
//! exact fraction, and the exact return factor they give.

use crate::market::{MarketQuote, OutcomeResult};
use crate::odds::Odds;

impl SelectionOutcome {
    /// A model's settled outcome result as the settlement math's selection outcome; `tied` is
    /// how many outcomes of its market share the one place in a dead heat (ignored otherwise).
    pub fn of(result: OutcomeResult, tied: u32) -> Option<SelectionOutcome> {
        Some(match result {
            OutcomeResult::Win => SelectionOutcome::WON,
            OutcomeResult::Lose => SelectionOutcome::LOST,
            OutcomeResult::Void => SelectionOutcome::VOID,
            OutcomeResult::HalfWin => SelectionOutcome::HALF_WON,
            OutcomeResult::HalfLose => SelectionOutcome::HALF_LOST,
            OutcomeResult::DeadHeat => SelectionOutcome::dead_heat(DeadHeat::places_over_tied(1, tied)?),
        })
    }

    /// Every outcome's settlement of a settled market (`None` while any outcome has no result,
    /// or a dead heat has no outcome tied): dead-heat outcomes share the market's one place.
    pub fn of_market(quote: &MarketQuote) -> Option<Vec<(u32, SelectionOutcome)>> {
        let tied = quote.outcomes.iter().filter(|o| o.result == Some(OutcomeResult::DeadHeat)).count();
        let tied = u32::try_from(tied).ok()?;
        quote.outcomes.iter().map(|o| Some((o.id, SelectionOutcome::of(o.result?, tied)?))).collect()
    }
}

/// A leg's price as an exact fraction of decimal odds (≥ 1). Our own prices are [`Odds`] in
/// thousandths; fractional (SP) prices such as 100/30 (decimal 13/3) have no exact thousandths
/// form, so the settlement math takes fractions and never rounds a price.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Price {
    num: u64,
    den: u64,
}

impl Price {
    /// The decimal odds `num / den`, reduced; refused when the denominator is zero or the odds
    /// are below 1.
    pub fn new(num: u64, den: u64) -> Option<Price> {
        if den == 0 || num < den {
            return None;
        }
        let g = gcd(num, den);
        Some(Price { num: num / g, den: den / g })
    }

    /// The fractional (UK) price `a/b`, i.e. decimal odds `1 + a/b`: 6/4 is 2.50.
    pub fn fractional(a: u64, b: u64) -> Option<Price> {
        Price::new(a.checked_add(b)?, b)
    }

    /// Numerator of the reduced fraction.
    pub fn num(self) -> u64 {
        self.num
    }

    /// Denominator of the reduced fraction.
    pub fn den(self) -> u64 {
        self.den
    }
}

impl TryFrom<Odds> for Price {
    type Error = InvalidPrice;

    /// Decimal odds in thousandths as an exact fraction; refused below 1.000.
    fn try_from(odds: Odds) -> Result<Price, InvalidPrice> {
        Price::new(u64::from(odds.0), 1000).ok_or(InvalidPrice)
    }
}

/// Odds below 1.000 (or a zero denominator) cannot be a price.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InvalidPrice;

/// UOF `result`: whether the outcome won (1) or lost (0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LegResult {
    /// `result = 0`.
    Lost,
    /// `result = 1`.
    Won,
}

/// UOF `void_factor`: the share of the stake refunded whatever the result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VoidFactor {
    /// No refund (`void_factor` absent or 0).
    Zero,
    /// Half the stake refunded, the other half settled on the result (quarter lines).
    Half,
    /// The whole stake refunded (push, void, cancelled).
    One,
}

impl VoidFactor {
    /// Parses the feed's text (`"0"`, `"0.5"`, `"1"`, `"1.0"` …); anything else is refused.
    pub fn parse(text: &str) -> Option<VoidFactor> {
        match text {
            "0" | "0.0" | "0.00" => Some(VoidFactor::Zero),
            "0.5" | "0.50" => Some(VoidFactor::Half),
            "1" | "1.0" | "1.00" => Some(VoidFactor::One),
            _ => None,
        }
    }
}

/// UOF `dead_heat_factor` as an exact fraction in (0, 1], e.g. 1/3 for three tied for one place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeadHeat {
    num: u32,
    den: u32,
}

impl DeadHeat {
    /// No dead heat (factor 1).
    pub const NONE: DeadHeat = DeadHeat { num: 1, den: 1 };

    /// The factor `num / den`, reduced; refused when it is not in (0, 1].
    pub fn new(num: u32, den: u32) -> Option<DeadHeat> {
        if num == 0 || den == 0 || num > den {
            return None;
        }
        let g = gcd(u64::from(num), u64::from(den)) as u32;
        Some(DeadHeat { num: num / g, den: den / g })
    }

    /// Numerator of the reduced fraction.
    pub fn num(self) -> u32 {
        self.num
    }

    /// Denominator of the reduced fraction.
    pub fn den(self) -> u32 {
        self.den
    }

    /// Our rule (docs/betting-rules.md §0): `places ÷ tied`, e.g. 1 place left and 3 tied → 1/3.
    pub fn places_over_tied(places: u32, tied: u32) -> Option<DeadHeat> {
        DeadHeat::new(places, tied)
    }
}

/// A settled selection: UOF result, void factor and dead-heat factor together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SelectionOutcome {
    /// UOF `result`.
    pub result: LegResult,
    /// UOF `void_factor`.
    pub void_factor: VoidFactor,
    /// UOF `dead_heat_factor` ([`DeadHeat::NONE`] when absent).
    pub dead_heat: DeadHeat,
}

impl SelectionOutcome {
    /// Won in full at the leg's odds.
    pub const WON: SelectionOutcome =
        SelectionOutcome { result: LegResult::Won, void_factor: VoidFactor::Zero, dead_heat: DeadHeat::NONE };
    /// Lost.
    pub const LOST: SelectionOutcome =
        SelectionOutcome { result: LegResult::Lost, void_factor: VoidFactor::Zero, dead_heat: DeadHeat::NONE };
    /// Void or push: the stake comes back (factor 1).
    pub const VOID: SelectionOutcome =
        SelectionOutcome { result: LegResult::Lost, void_factor: VoidFactor::One, dead_heat: DeadHeat::NONE };
    /// Half won, half refunded (factor (odds + 1) ÷ 2).
    pub const HALF_WON: SelectionOutcome =
        SelectionOutcome { result: LegResult::Won, void_factor: VoidFactor::Half, dead_heat: DeadHeat::NONE };
    /// Half lost, half refunded (factor 1/2).
    pub const HALF_LOST: SelectionOutcome =
        SelectionOutcome { result: LegResult::Lost, void_factor: VoidFactor::Half, dead_heat: DeadHeat::NONE };

    /// Won, but in a dead heat: settled at the odds on `dead_heat` of the stake.
    pub fn dead_heat(dead_heat: DeadHeat) -> SelectionOutcome {
        SelectionOutcome { dead_heat, ..SelectionOutcome::WON }
    }

    /// The exact return per unit stake at `price`: `VF + (1 − VF) · R · DHF · odds`.
    pub fn factor(self, price: Price) -> Factor {
        let odds = Factor { num: u128::from(price.num), den: u128::from(price.den) };
        let dh = Factor { num: u128::from(self.dead_heat.num), den: u128::from(self.dead_heat.den) };
        let won = Factor { num: dh.num * odds.num, den: dh.den * odds.den };
        match (self.void_factor, self.result) {
            (VoidFactor::One, _) => Factor::ONE,
            (VoidFactor::Zero, LegResult::Lost) => Factor::ZERO,
            (VoidFactor::Zero, LegResult::Won) => won,
            (VoidFactor::Half, LegResult::Lost) => Factor { num: 1, den: 2 },
            (VoidFactor::Half, LegResult::Won) => Factor { num: won.den + won.num, den: 2 * won.den },
        }
    }
}

/// A leg's state: unsettled, or settled with its outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LegState {
    /// Not settled yet.
    Pending,
    /// Settled by the feed or an operator.
    Settled(SelectionOutcome),
}

/// An exact non-negative return factor `num / den` (not necessarily reduced). Numerators and
/// denominators stay below 2^97, so products of a few are safe; bets multiply them as big integers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Factor {
    pub(crate) num: u128,
    pub(crate) den: u128,
}

impl Factor {
    /// A lost leg.
    pub const ZERO: Factor = Factor { num: 0, den: 1 };
    /// A void leg.
    pub const ONE: Factor = Factor { num: 1, den: 1 };

    /// Numerator.
    pub fn num(self) -> u128 {
        self.num
    }

    /// Denominator, never zero.
    pub fn den(self) -> u128 {
        self.den
    }

    /// The factor of a leg won in full at `price`: the most any outcome can return.
    pub fn full_win(price: Price) -> Factor {
        SelectionOutcome::WON.factor(price)
    }
}

pub(crate) fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    fn odds(thousandths: u32) -> Price {
        Price::try_from(Odds(thousandths)).expect("odds of at least 1.000")
    }

    #[test]
    fn model_results_map_onto_the_uof_outcomes() {
        let of = |result| SelectionOutcome::of(result, 0);
        assert_eq!(of(OutcomeResult::Win), Some(SelectionOutcome::WON));
        assert_eq!(of(OutcomeResult::Lose), Some(SelectionOutcome::LOST));
        assert_eq!(of(OutcomeResult::Void), Some(SelectionOutcome::VOID));
        assert_eq!(of(OutcomeResult::HalfWin), Some(SelectionOutcome::HALF_WON));
        assert_eq!(of(OutcomeResult::HalfLose), Some(SelectionOutcome::HALF_LOST));
        assert_eq!(of(OutcomeResult::DeadHeat), None, "a dead heat needs the outcomes tied");
    }

    #[test]
    fn dead_heat_outcomes_share_their_market_s_one_place() {
        let market = |results: &[OutcomeResult]| {
            let ids: Vec<(u32, OutcomeResult)> = results.iter().enumerate().map(|(i, &r)| (i as u32, r)).collect();
            SelectionOutcome::of_market(&MarketQuote::settled(1341, "inningnr=1", &ids))
        };
        let (dh, lose) = (OutcomeResult::DeadHeat, OutcomeResult::Lose);
        let third = SelectionOutcome::dead_heat(DeadHeat::new(1, 3).expect("1/3"));
        assert_eq!(
            market(&[dh, lose, dh, dh]),
            Some(vec![(0, third), (1, SelectionOutcome::LOST), (2, third), (3, third)])
        );
        // BetWarrior: 10 at 6.00, two tied for top scorer, returns 30.
        let half = market(&[dh, dh]).expect("settled")[0].1;
        assert_eq!(half.factor(odds(6000)), Factor { num: 6, den: 2 });
    }

    #[test]
    fn the_factor_follows_the_uof_table() {
        let at_190 = odds(1900);
        assert_eq!(SelectionOutcome::WON.factor(at_190), Factor { num: 19, den: 10 });
        assert_eq!(SelectionOutcome::LOST.factor(at_190), Factor::ZERO);
        assert_eq!(SelectionOutcome::VOID.factor(at_190), Factor::ONE);
        assert_eq!(SelectionOutcome::HALF_WON.factor(at_190), Factor { num: 29, den: 20 });
        assert_eq!(SelectionOutcome::HALF_LOST.factor(at_190), Factor { num: 1, den: 2 });
        let void_but_won = SelectionOutcome { void_factor: VoidFactor::One, ..SelectionOutcome::WON };
        assert_eq!(void_but_won.factor(at_190), Factor::ONE);
    }

    #[test]
    fn a_dead_heat_divides_the_winning_factor() {
        let third = DeadHeat::places_over_tied(1, 3).expect("valid dead heat");
        assert_eq!(SelectionOutcome::dead_heat(third).factor(odds(6000)), Factor { num: 6, den: 3 });
    }

    #[test]
    fn invalid_dead_heats_and_void_factors_are_refused() {
        assert_eq!(DeadHeat::new(0, 3), None);
        assert_eq!(DeadHeat::new(1, 0), None);
        assert_eq!(DeadHeat::new(4, 3), None);
        assert_eq!(DeadHeat::new(2, 4), DeadHeat::new(1, 2));
        assert_eq!(VoidFactor::parse("0.5"), Some(VoidFactor::Half));
        assert_eq!(VoidFactor::parse("1.0"), Some(VoidFactor::One));
        for bad in ["0.25", "2", "-1", "half", ""] {
            assert_eq!(VoidFactor::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn prices_are_exact_fractions_of_at_least_one() {
        assert_eq!(Price::fractional(100, 30), Price::new(13, 3));
        assert_eq!(Price::fractional(6, 4), Some(odds(2500)));
        assert_eq!(Price::new(999, 1000), None);
        assert_eq!(Price::new(1, 0), None);
        assert_eq!(Price::try_from(Odds(999)), Err(InvalidPrice));
        assert_eq!(odds(1850).num(), 37);
        assert_eq!(odds(1850).den(), 20);
    }
}
