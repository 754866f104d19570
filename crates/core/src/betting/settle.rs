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
    /// Some pending leg still matters. `potential_win` is the return (stake included, the spec's
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
