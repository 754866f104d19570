//! Settling a bet: its exact return from the legs' factors, rounded down once per bet, and
//! whether a partly settled bet is already decided.

use super::bet::{Bet, BetError};
use super::exact::Exact;
use super::outcome::{Factor, LegState};
use super::result::{classify, BetResult};
use std::cmp::Ordering;

/// Where a bet stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Evaluation {
    /// No pending leg can change the return any more: pay `payout` minor units (stake included,
    /// rounded down once) and report `result`.
    Decided { payout: i64, result: BetResult },
    /// Some pending leg still matters. `potential_win` is the return (stake included, the wire's
    /// `win_amount`) if every pending leg wins at its odds.
    Open { potential_win: i64 },
}

/// What to assume for legs that are still pending.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pending {
    Lost,
    Won,
}

fn exact_return(bet: &Bet, pending: Pending) -> Exact {
    let factors: Vec<Factor> = bet
        .legs()
        .iter()
        .map(|leg| match (leg.state, pending) {
            (LegState::Settled(outcome), _) => outcome.factor(leg.price),
            (LegState::Pending, Pending::Lost) => Factor::ZERO,
            (LegState::Pending, Pending::Won) => Factor::full_win(leg.price),
        })
        .collect();
    let per_line = bet.stake().per_line.unsigned_abs();
    Exact::line_sum(&factors, &bet.lines(), per_line)
}

/// The bet's evaluation. The return is a sum of products of factors with non-negative
/// coefficients, so it grows with every factor; a pending leg's factor lies between 0 (lost) and
/// its odds (won; void, half and dead-heat outcomes lie in between because odds ≥ 1). The bet is
/// therefore decided exactly when the return with every pending leg lost equals the return with
/// every pending leg won — e.g. a combo with a lost leg, or a system none of whose lines through
/// a pending leg can pay.
pub fn evaluate(bet: &Bet) -> Result<Evaluation, BetError> {
    let least = exact_return(bet, Pending::Lost);
    let most = exact_return(bet, Pending::Won);
    if least.cmp_exact(&most) == Ordering::Equal {
        let payout = least.floor()?;
        Ok(Evaluation::Decided { payout, result: classify(bet.kind(), bet.legs(), least.is_zero()) })
    } else {
        Ok(Evaluation::Open { potential_win: most.floor()? })
    }
}

/// The return if every pending leg wins at its odds (settled legs at their factors), stake
/// included and rounded down once: what the slip and "my bets" show as the potential win.
pub fn potential_win(bet: &Bet) -> Result<i64, BetError> {
    exact_return(bet, Pending::Won).floor()
}

/// The return of a bet with every leg settled, rounded down once; `None` while a leg is pending.
pub fn settled_return(bet: &Bet) -> Result<Option<i64>, BetError> {
    if bet.legs().iter().any(|leg| leg.state == LegState::Pending) {
        return Ok(None);
    }
    exact_return(bet, Pending::Lost).floor().map(Some)
}

/// Whether `payout` is the exact return rounded down: at most one minor unit below it and never
/// above. For tests and audits of stored payouts.
pub fn is_exact_floor(bet: &Bet, payout: i64) -> bool {
    if bet.legs().iter().any(|leg| leg.state == LegState::Pending) || payout < 0 {
        return false;
    }
    let exact = exact_return(bet, Pending::Lost);
    let payout = payout.unsigned_abs();
    exact.cmp_minor(payout) != Ordering::Less && exact.cmp_minor(payout + 1) == Ordering::Less
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::betting::{BetKind, Leg, Price, SelectionOutcome, SystemKind};
    use crate::odds::Odds;

    fn odds(thousandths: u32) -> Price {
        Price::try_from(Odds(thousandths)).expect("odds of at least 1.000")
    }

    fn leg(thousandths: u32, outcome: Option<SelectionOutcome>) -> Leg {
        match outcome {
            Some(outcome) => Leg::settled(odds(thousandths), outcome),
            None => Leg::pending(odds(thousandths)),
        }
    }

    fn bet(kind: BetKind, stake: i64, legs: Vec<Leg>) -> Bet {
        Bet::new(kind, stake, legs).expect("a valid bet")
    }

    const WON: Option<SelectionOutcome> = Some(SelectionOutcome::WON);
    const LOST: Option<SelectionOutcome> = Some(SelectionOutcome::LOST);
    const VOID: Option<SelectionOutcome> = Some(SelectionOutcome::VOID);

    #[test]
    fn an_open_combo_shows_its_potential_win_at_the_accepted_odds() {
        let combo = bet(BetKind::Combo, 1000, vec![leg(2000, None), leg(1850, None)]);
        assert_eq!(evaluate(&combo), Ok(Evaluation::Open { potential_win: 3700 }));
        assert_eq!(potential_win(&combo), Ok(3700));
        assert_eq!(settled_return(&combo), Ok(None));
    }

    #[test]
    fn a_combo_is_decided_lost_as_soon_as_one_leg_loses() {
        let combo = bet(BetKind::Combo, 1000, vec![leg(2000, LOST), leg(1850, None), leg(3000, None)]);
        assert_eq!(evaluate(&combo), Ok(Evaluation::Decided { payout: 0, result: BetResult::LoseEntire }));
    }

    #[test]
    fn settled_legs_count_at_their_factor_in_the_potential_win() {
        let combo = bet(BetKind::Combo, 1000, vec![leg(2000, VOID), leg(1850, WON), leg(3000, None)]);
        assert_eq!(evaluate(&combo), Ok(Evaluation::Open { potential_win: 5550 }));
    }

    #[test]
    fn a_system_is_decided_when_no_line_through_a_pending_leg_can_pay() {
        let two_of_three = BetKind::System(SystemKind::k_of_n(2, 3).expect("a valid system"));
        let lost = bet(two_of_three, 300, vec![leg(1500, LOST), leg(3000, LOST), leg(2500, None)]);
        assert_eq!(evaluate(&lost), Ok(Evaluation::Decided { payout: 0, result: BetResult::LoseEntire }));
        let open = bet(two_of_three, 300, vec![leg(1500, WON), leg(3000, LOST), leg(2500, None)]);
        assert_eq!(evaluate(&open), Ok(Evaluation::Open { potential_win: 375 }));
        let yankee = BetKind::System(SystemKind::Yankee);
        let legs = vec![leg(2000, LOST), leg(3500, LOST), leg(4000, LOST), leg(1500, None)];
        assert_eq!(
            evaluate(&bet(yankee, 1100, legs)),
            Ok(Evaluation::Decided { payout: 0, result: BetResult::LoseEntire })
        );
    }

    #[test]
    fn a_system_paying_only_on_void_lines_is_a_refund() {
        let two_of_three = BetKind::System(SystemKind::k_of_n(2, 3).expect("a valid system"));
        let legs = vec![leg(1500, VOID), leg(3000, LOST), leg(2500, VOID)];
        assert_eq!(
            evaluate(&bet(two_of_three, 300, legs)),
            Ok(Evaluation::Decided { payout: 100, result: BetResult::RefundEntire })
        );
    }

    #[test]
    fn a_system_with_a_winning_line_is_a_win_even_below_its_stake() {
        let two_of_four = BetKind::System(SystemKind::k_of_n(2, 4).expect("a valid system"));
        let legs = vec![leg(1200, WON), leg(1300, WON), leg(2500, LOST), leg(4000, LOST)];
        assert_eq!(
            evaluate(&bet(two_of_four, 600, legs)),
            Ok(Evaluation::Decided { payout: 156, result: BetResult::WinEntire })
        );
    }

    #[test]
    fn a_return_beyond_i64_is_an_error_not_a_wrapped_payout() {
        let legs = vec![leg(1_000_000, None); 8];
        let combo = bet(BetKind::Combo, 100, legs);
        assert_eq!(potential_win(&combo), Err(BetError::Overflow));
        assert_eq!(evaluate(&combo), Err(BetError::Overflow));
    }

    #[test]
    fn the_exact_floor_check_accepts_only_the_rounded_down_return() {
        let third = SelectionOutcome::dead_heat(crate::betting::DeadHeat::new(1, 3).expect("valid dead heat"));
        let single = bet(BetKind::Single, 1000, vec![Leg::settled(Price::fractional(6, 4).expect("price"), third)]);
        assert!(is_exact_floor(&single, 833));
        assert!(!is_exact_floor(&single, 834));
        assert!(!is_exact_floor(&single, 832));
    }
}
