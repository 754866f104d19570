//! The live bet delay: a submitted bet is decided once its delay has passed, against the
//! then-current catalogue under the bet's accept mode and, when the odds taken went up, the
//! liability cap — accepted (`waiting_results`, with the odds finally taken) or rejected with
//! its stake returned through the ledger. Decisions are
//! made from the database, so a restart during the delay still decides every bet, exactly once
//! (the status update is conditional on `submitted`).

use super::liability;
use super::validate::current_price;
use super::view::BetDto;
use crate::app::AppState;
use crate::db::bets::{self, StoredBet};
use crate::db::ledger;
use crate::db::locks::{self, Mode};
use crate::db::notifications;
use crate::db::settlement;
use crate::error_code::ErrorCode;
use crate::live;
use crate::refusal::BetRefusal;
use anyhow::Context;
use serde_json::json;
use sportsbook_core::betting::{accepted_odds, potential_win, Bet, BetStatus, Leg, Price};
use sportsbook_core::money::ledger::{TransactionBuilder, TransactionKind};
use sportsbook_core::odds::Odds;
use std::time::Duration;
use tokio::sync::watch;

/// How often due bets are looked for.
const TICK: Duration = Duration::from_millis(200);

/// Decides due bets until `stopped` turns true.
pub async fn run(state: AppState, mut stopped: watch::Receiver<bool>) {
    while !*stopped.borrow() {
        if let Err(error) = decide_due(&state).await {
            tracing::warn!(%error, "deciding live bets failed");
        }
        tokio::select! {
            () = tokio::time::sleep(TICK) => {}
            _ = stopped.changed() => {}
        }
    }
}

/// Decides every bet whose delay has passed.
pub async fn decide_due(state: &AppState) -> anyhow::Result<()> {
    for id in bets::due_submitted(&state.db.pool, crate::clock::now_ms(), 200).await? {
        if let Some(bet) = decide(state, id).await? {
            announce(state, &bet).await;
            if bet.status == BetStatus::Rejected {
                crate::live::balances::announce_players_balances(state, &[bet.user_id]).await;
            }
            crate::notifications::announce_unread(state, &[bet.user_id]).await;
        }
    }
    Ok(())
}

/// The odds each selection gets now, or why the bet is refused.
fn recheck(state: &AppState, bet: &StoredBet) -> Result<Vec<(i64, i64)>, BetRefusal> {
    let snapshot = state.catalogue.load();
    let mode = bet.accept_mode;
    bet.selections
        .iter()
        .map(|s| {
            let (_, _, current) =
                current_price(&snapshot, s.match_id as u64, s.market_id as u32, &s.specifier, s.outcome_id as u32)?;
            let taken = Odds(u32::try_from(s.odds).unwrap_or(0));
            let accepted = accepted_odds(mode, taken, current)
                .ok_or_else(|| BetRefusal::odds_changed(s.position as usize, Some(current.as_f64())))?;
            Ok((s.position, i64::from(accepted.0)))
        })
        .collect()
}

/// Total odds and potential return of a bet at the odds taken.
fn returns(bet: &StoredBet, odds: &[(i64, i64)]) -> anyhow::Result<(i64, i64)> {
    let legs = odds
        .iter()
        .map(|(_, o)| Price::new(u64::try_from(*o).unwrap_or(0), 1000).map(Leg::pending))
        .collect::<Option<Vec<_>>>()
        .context("odds")?;
    let core = Bet::new(bet.kind, bet.stake, legs).map_err(|e| anyhow::anyhow!("bet: {e:?}"))?;
    let potential = potential_win(&core).map_err(|e| anyhow::anyhow!("potential win: {e:?}"))?;
    Ok((i64::try_from(i128::from(potential) * 1000 / i128::from(bet.stake.max(1)))?, potential))
}

/// Decides one submitted bet in one transaction; the bet after, or `None` if it was not
/// submitted any more.
async fn decide(state: &AppState, id: i64) -> anyhow::Result<Option<StoredBet>> {
    let now = crate::clock::now_ms();
    let mut tx = state.db.begin_write().await?;
    let Some(bet) = bets::find(&mut tx, id).await? else { return Ok(None) };
    if bet.status != BetStatus::Submitted {
        return Ok(None);
    }
    let currency = bet.currency;
    let cap = state.site.betting.max_liability_per_outcome.of(currency).minor;
    let matches = bet.selections.iter().map(|s| locks::of_match(s.match_id)).collect();
    locks::take(&mut tx, state.db.backend, matches, Mode::Shared).await?;
    // Deciding moves the liability kept on each outcome (the bet's return changes or leaves).
    let outcomes = bet.selections.iter().map(|s| s.outcome_lock()).collect();
    locks::take(&mut tx, state.db.backend, outcomes, Mode::Exclusive).await?;
    let verdict = match recheck(state, &bet) {
        Ok(_) if !settlement::take_bets(&mut tx, &bet.markets()).await? => {
            Err(BetRefusal::general(ErrorCode::MarketSuspended))
        }
        Ok(odds) => {
            let totals = returns(&bet, &odds)?;
            if liability::allows_growth(&mut tx, &bet, totals.1, cap).await? {
                Ok((odds, totals))
            } else {
                Err(BetRefusal::general(ErrorCode::StakeTooHigh).with(json!({ "limit": "liability_per_outcome" })))
            }
        }
        Err(refusal) => Err(refusal),
    };
    let decided = match verdict {
        Ok((odds, totals)) => bets::decide(&mut tx, id, BetStatus::WaitingResults, None, &odds, totals, now).await?,
        Err(refusal) => {
            let wallet = ledger::ensure_wallet(&mut tx, bet.user_id, currency, now).await?;
            let in_play = ledger::ensure_in_play(&mut tx, bet.user_id, currency, now).await?;
            let refund = TransactionBuilder::new(TransactionKind::BetRefund, super::view::ledger_reference(id, None))
                .transfer(in_play, wallet, currency, bet.stake)
                .build()
                .map_err(|e| anyhow::anyhow!("refund transaction: {e:?}"))?;
            ledger::record(&mut tx, &refund, now).await?;
            let unchanged: Vec<(i64, i64)> = bet.selections.iter().map(|s| (s.position, s.odds)).collect();
            let totals = (bet.odds, bet.potential_win);
            bets::decide(&mut tx, id, BetStatus::Rejected, Some(refusal.code.as_str()), &unchanged, totals, now).await?
        }
    };
    if !decided {
        return Ok(None);
    }
    let after = bets::find(&mut tx, id).await?;
    let notes: Vec<_> = after.iter().filter_map(crate::notifications::on_decision).collect();
    notifications::insert_many(&mut tx, &notes, now).await?;
    tx.commit().await.context("committing a bet decision")?;
    Ok(after)
}

/// The message of `bet_changed`.
#[derive(serde::Serialize)]
struct BetChanged {
    bet: BetDto,
}

/// `bet_changed` on the player's private channel, in each language (after the commit).
pub async fn announce(state: &AppState, bet: &StoredBet) {
    live::publish_to_user_localized(&state.realtime, bet.user_id, "bet_changed", |locale| BetChanged {
        bet: BetDto::new(bet, locale),
    })
    .await;
}
