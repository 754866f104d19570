//! The liability cap per outcome (site config `betting.max_liability_per_outcome`): the house's
//! liability on an outcome is the sum of the potential returns of the open bets on it, a
//! combo's or system's counted on each of its legs. The database keeps that sum per outcome
//! (`outcome_liability`, maintained by triggers); it is read inside the placement transaction —
//! after the batch's outcomes are locked on PostgreSQL (db/locks.rs) — so the check is exact
//! however many bettors place at once; the live delay re-checks a bet whose return grew with the
//! odds taken (docs/decisions/015).

use super::place::Job;
use super::validate::{decimal, StakeCeiling, ValidBet, ValidSelection};
use crate::db::bets::StoredBet;
use crate::db::exposure::{Liabilities, OutcomeKey};
use crate::db::locks::{self, Mode};
use crate::db::Backend;
use crate::error_code::ErrorCode;
use crate::refusal::BetRefusal;
use serde_json::json;
use sportsbook_core::betting::{max_total_stake_for_return, BetKind, Price};
use sportsbook_core::money::Currency;
use sqlx::AnyConnection;

fn key(selection: &ValidSelection) -> OutcomeKey<'_> {
    (
        selection.match_id as i64,
        i64::from(selection.market_id),
        selection.specifier.as_str(),
        i64::from(selection.outcome_id),
    )
}

fn lock_key((match_id, market_id, specifier, outcome_id): OutcomeKey<'_>) -> i64 {
    locks::of_outcome(match_id, market_id, specifier, outcome_id)
}

/// Locks every outcome the batch's bets stake on (PostgreSQL; SQLite has one writer already).
/// Called by the placement writer at the start of the batch's transaction, after the matches.
pub async fn lock(conn: &mut AnyConnection, backend: Backend, jobs: &[Job]) -> anyhow::Result<()> {
    let keys = jobs.iter().flat_map(|job| &job.bets).flat_map(|bet| &bet.selections).map(|s| lock_key(key(s)));
    locks::take(conn, backend, keys.collect(), Mode::Exclusive).await
}

/// What the house may still take on the bet's outcomes: the cap less the largest liability
/// among them (never below zero).
fn headroom(liabilities: &Liabilities, selections: &[ValidSelection], currency: Currency, cap: i64) -> i64 {
    let largest = selections.iter().map(|s| liabilities.get(key(s), currency.code())).max().unwrap_or(0);
    cap.saturating_sub(largest).max(0)
}

/// The largest total stake within both the player's limits and the liability headroom.
fn largest(kind: BetKind, prices: &[Price], by_limits: i64, room: i64) -> i64 {
    max_total_stake_for_return(kind, prices, room).map_or(0, |by_liability| by_liability.min(by_limits))
}

/// Refuses a bet whose potential return would push the liability on any of its outcomes past
/// the cap, stating the largest acceptable stake (the placement batch's liabilities, which
/// count the batch's bets accepted so far).
///
/// A bet is within the cap when its exact best-case return is, i.e. when its stake is at most the
/// largest acceptable one the refusal would state: the rounded-down potential win alone could let
/// a stake one minor unit above that largest stake through. Below the headroom by a minor unit
/// or more, the rounded return proves it without the exact sum.
pub fn check(liabilities: &Liabilities, bet: &ValidBet) -> Result<(), BetRefusal> {
    let room = headroom(liabilities, &bet.selections, bet.currency, bet.liability_cap);
    if bet.potential_win < room {
        return Ok(());
    }
    let prices: Vec<Price> = bet.selections.iter().filter_map(|s| Price::try_from(s.accepted).ok()).collect();
    // A stake within the exact largest one returns at most `room`, rounded down or not.
    if max_total_stake_for_return(bet.kind, &prices, room).is_ok_and(|max| bet.stake <= max) {
        return Ok(());
    }
    let max = largest(bet.kind, &prices, bet.max_stake, room);
    Err(BetRefusal::general(ErrorCode::StakeTooHigh)
        .with(json!({ "max_stake": decimal(max, bet.currency), "limit": "liability_per_outcome" })))
}

/// The live delay's decision: whether a submitted bet whose potential return grows from what
/// it was placed with to `after` (the odds taken went up) keeps each of its outcomes within
/// `cap` — its own return at placement is already counted there. The caller holds its
/// outcomes' locks on PostgreSQL, like a placement batch.
pub async fn allows_growth(conn: &mut AnyConnection, bet: &StoredBet, after: i64, cap: i64) -> anyhow::Result<bool> {
    let growth = after.saturating_sub(bet.potential_win);
    if growth <= 0 {
        return Ok(true);
    }
    let matches: Vec<i64> = bet.selections.iter().map(|s| s.match_id).collect();
    let liabilities = Liabilities::load(conn, &matches).await?;
    Ok(bet.selections.iter().all(|s| {
        let outcome = (s.match_id, s.market_id, s.specifier.as_str(), s.outcome_id);
        liabilities.get(outcome, bet.currency.code()).saturating_add(growth) <= cap
    }))
}

/// `POST /bets/max-stake`: the smaller of the player's limits and the liability headroom, as
/// decimal text, a whole number of minor units per line.
pub async fn max_stake(conn: &mut AnyConnection, ceiling: &StakeCeiling) -> anyhow::Result<String> {
    let matches: Vec<i64> = ceiling.selections.iter().map(|s| s.match_id as i64).collect();
    let liabilities = Liabilities::load(conn, &matches).await?;
    let room = headroom(&liabilities, &ceiling.selections, ceiling.currency, ceiling.liability_cap);
    let max = largest(ceiling.kind, &ceiling.prices, ceiling.by_limits, room);
    let lines = i64::from(ceiling.kind.line_count());
    Ok(decimal(max / lines * lines, ceiling.currency))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_stake_is_the_smaller_of_the_limits_and_the_headroom() {
        let price = |odds| Price::try_from(sportsbook_core::odds::Odds(odds)).expect("a price");
        assert_eq!(largest(BetKind::Single, &[price(2000)], 10_000, 1_000), 500);
        assert_eq!(largest(BetKind::Single, &[price(2000)], 300, 1_000), 300);
        assert_eq!(largest(BetKind::Single, &[price(2000)], 300, 0), 0);
    }
}
