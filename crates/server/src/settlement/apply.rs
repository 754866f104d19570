//! One settlement batch, inside the worker's database transaction: the selections on the market
//! take its decision, each bet is evaluated again from all its selections, and the money follows
//! — a bet newly decided is paid, a bet whose payout changes has the old one reversed first.

use crate::db::bets::{StoredBet, StoredSelection};
use crate::db::ledger::AccountSpec;
use crate::db::locks::{self, Mode};
use crate::db::notifications::{self, NotificationKind};
use crate::db::settlement::{BetChange, Decision, SelectionChange};
use crate::db::{bets, ledger, settlement as store, Backend};
use crate::live::announcer::Changes;
use crate::settlement_keys::{result_of, selection_outcome, MarketKey, MarketState};
use anyhow::Context;
use sportsbook_core::betting::{
    cap_profit, evaluate, Bet, BetResult, BetStatus, DeadHeat, Evaluation, Leg, Price, SelectionOutcome,
    SelectionStatus,
};
use sportsbook_core::money::ledger::{LedgerAccountId, Transaction, TransactionBuilder, TransactionKind};
use sportsbook_core::money::Currency;
use sqlx::AnyConnection;
use std::collections::HashMap;

/// House accounts that take stakes and pay winnings, per currency: spread over this many rows so
/// settlement never queues every bet on one.
const HOUSE_SHARDS: i64 = 16;

/// Brings the bets with `ids` to `decision`. On PostgreSQL the outcomes of every selection of
/// those bets are locked first, as a placement locks them: closing a bet moves the liability
/// kept on each of them (db/locks.rs).
pub(super) async fn batch(
    conn: &mut AnyConnection,
    backend: Backend,
    decision: &Decision,
    ids: &[i64],
    now: i64,
) -> anyhow::Result<Changes> {
    let loaded = bets::find_many(conn, ids).await?;
    let outcomes = loaded.iter().flat_map(|bet| &bet.selections).map(StoredSelection::outcome_lock).collect();
    locks::take(conn, backend, outcomes, Mode::Exclusive).await?;
    let mut selection_changes = Vec::new();
    let mut bet_changes = Vec::new();
    let mut money = Vec::new();
    let mut applied = Changes::default();
    let mut notes = Vec::new();
    for mut bet in loaded {
        for selection in bet.selections.iter_mut().filter(|s| on_market(s, &decision.key)) {
            let change = selection_change(selection, decision);
            apply_to(selection, &change);
            selection_changes.push(change);
        }
        let change = evaluate_bet(&bet, now)?;
        let paid = bet.payout.filter(|_| bet.status == BetStatus::Done);
        if paid != change.payout {
            let movement = |kind, payout| Movement {
                user_id: bet.user_id,
                bet_id: bet.id,
                currency: bet.currency,
                stake: bet.stake,
                payout,
                kind,
            };
            if let Some(old) = paid {
                money.push(movement(TransactionKind::BetSettlementReversal, old));
            }
            if let Some(new) = change.payout {
                money.push(movement(TransactionKind::BetSettlement, new));
            }
        }
        let was_final = bet.status.is_final();
        let paid_before = bet.payout;
        bet.status = change.status;
        bet.result = change.result;
        bet.potential_win = change.potential_win;
        bet.payout = change.payout;
        bet.settled_at = change.settled_at;
        bet_changes.push(change);
        // Settled or voided now, or settled again for another amount.
        if bet.status.is_final() && (!was_final || paid_before != bet.payout) {
            notes.push(crate::notifications::about_bet(NotificationKind::BetSettled, &bet));
        }
        applied.bets.push(bet);
    }
    store::update_selections(conn, &selection_changes).await?;
    store::update_bets(conn, &bet_changes, now).await?;
    let accounts = Accounts::load(conn, &money, now).await?;
    let transactions = money.iter().map(|m| m.build(&accounts)).collect::<anyhow::Result<Vec<_>>>()?;
    ledger::record_many(conn, &transactions, now).await?;
    notifications::insert_many(conn, &notes, now).await?;
    applied.notified = notes.iter().map(|n| n.user_id).collect();
    applied.notified.sort_unstable();
    applied.notified.dedup();
    applied.players = money.iter().map(|m| m.user_id).collect();
    applied.players.sort_unstable();
    applied.players.dedup();
    Ok(applied)
}

fn on_market(selection: &StoredSelection, key: &MarketKey) -> bool {
    selection.match_id == key.match_id && selection.market_id == key.market_id && selection.specifier == key.specifier
}

/// The state a selection on the market takes under the decision.
fn selection_change(selection: &StoredSelection, decision: &Decision) -> SelectionChange {
    let settled = |status, outcome: SelectionOutcome| SelectionChange {
        id: selection.id,
        status,
        result: Some(result_of(outcome)),
        dead_heat: (outcome.dead_heat != DeadHeat::NONE).then_some(outcome.dead_heat),
        settlement: Some(decision.version),
    };
    match decision.state {
        MarketState::RolledBack => SelectionChange {
            id: selection.id,
            status: SelectionStatus::Open,
            result: None,
            dead_heat: None,
            settlement: None,
        },
        MarketState::Cancelled => settled(SelectionStatus::Cancelled, SelectionOutcome::VOID),
        MarketState::Settled => {
            let outcome =
                decision.outcomes.iter().find(|o| o.outcome_id == selection.outcome_id).and_then(|o| o.outcome());
            if outcome.is_none() {
                tracing::error!(selection = selection.id, "settlement names no result for the outcome: settled lost");
            }
            settled(SelectionStatus::Settled, outcome.unwrap_or(SelectionOutcome::LOST))
        }
    }
}

/// Copies a change onto the loaded selection (so the bet is evaluated as it will be stored).
fn apply_to(selection: &mut StoredSelection, change: &SelectionChange) {
    selection.status = change.status;
    selection.result = change.result;
    selection.dead_heat = change.dead_heat;
    selection.settlement = change.settlement;
}

/// The bet's state from its selections: decided (payout capped at the net winnings cap the bet
/// was accepted under — the system max-profit cap; status `done`) or still open (potential win with the settled legs at their factors).
fn evaluate_bet(bet: &StoredBet, now: i64) -> anyhow::Result<BetChange> {
    let legs = bet
        .selections
        .iter()
        .map(|s| {
            let price = Price::new(u64::try_from(s.odds)?, 1000).context("stored odds below 1")?;
            Ok(match s.result {
                Some(result) => {
                    Leg::settled(price, selection_outcome(result, s.dead_heat).context("stored selection result")?)
                }
                None => Leg::pending(price),
            })
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    let core = Bet::new(bet.kind, bet.stake, legs).map_err(|e| anyhow::anyhow!("bet {}: {e:?}", bet.id))?;
    let evaluation = evaluate(&core).map_err(|e| anyhow::anyhow!("bet {}: {e:?}", bet.id))?;
    Ok(match evaluation {
        Evaluation::Decided { payout, result } => {
            let payout = bet.max_profit.map_or(payout, |cap| cap_profit(payout, bet.stake, cap));
            let settled_at = if bet.status == BetStatus::Done { bet.settled_at } else { Some(now) };
            BetChange {
                id: bet.id,
                status: BetStatus::Done,
                result,
                potential_win: bet.potential_win,
                payout: Some(payout),
                settled_at,
            }
        }
        Evaluation::Open { potential_win } => BetChange {
            id: bet.id,
            status: BetStatus::WaitingResults,
            result: BetResult::NoResults,
            potential_win,
            payout: None,
            settled_at: None,
        },
    })
}

/// A bet's money movement in a batch: paying its return, or reversing one paid before.
struct Movement {
    user_id: i64,
    bet_id: i64,
    currency: Currency,
    stake: i64,
    payout: i64,
    kind: TransactionKind,
}

impl Movement {
    /// Settlement: the stake leaves bets in play, the return goes to the wallet and the difference
    /// to (or from) the house; a reversal posts the exact opposite.
    fn build(&self, accounts: &Accounts) -> anyhow::Result<Transaction> {
        let sign = if self.kind == TransactionKind::BetSettlementReversal { -1 } else { 1 };
        let house_take = self.stake.checked_sub(self.payout).context("payout overflows")?;
        let mut builder = TransactionBuilder::new(
            self.kind,
            crate::bets::view::ledger_reference(self.bet_id, Some(self.kind.code())),
        )
        .post(accounts.in_play(self.user_id, self.currency)?, self.currency, -sign * self.stake);
        if self.payout != 0 {
            builder = builder.post(accounts.wallet(self.user_id, self.currency)?, self.currency, sign * self.payout);
        }
        if house_take != 0 {
            builder = builder.post(accounts.house(self.user_id, self.currency)?, self.currency, sign * house_take);
        }
        builder.build().map_err(|e| anyhow::anyhow!("settlement transaction of bet {}: {e:?}", self.bet_id))
    }
}

/// The ledger accounts a batch's movements touch, looked up (or created) once per batch.
struct Accounts(HashMap<String, LedgerAccountId>);

impl Accounts {
    /// The player's wallet, bets in play and house shard codes.
    fn codes(user_id: i64, currency: Currency) -> [String; 3] {
        let house = format!("betting:{}", user_id.rem_euclid(HOUSE_SHARDS));
        [
            ledger::wallet_code(user_id, currency),
            ledger::in_play_code(user_id, currency),
            ledger::house_code(&house, currency),
        ]
    }

    async fn load(conn: &mut AnyConnection, money: &[Movement], now: i64) -> anyhow::Result<Accounts> {
        let mut wanted: Vec<AccountSpec> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for m in money {
            let [wallet, in_play, house] = Accounts::codes(m.user_id, m.currency);
            for (code, owner) in [(wallet, Some(m.user_id)), (in_play, Some(m.user_id)), (house, None)] {
                if seen.insert(code.clone()) {
                    wanted.push(AccountSpec { code, user_id: owner, currency: m.currency });
                }
            }
        }
        Ok(Accounts(ledger::ensure_many(conn, &wanted, now).await?))
    }

    fn get(&self, user_id: i64, currency: Currency, which: usize) -> anyhow::Result<LedgerAccountId> {
        let code = &Accounts::codes(user_id, currency)[which];
        self.0.get(code).copied().with_context(|| format!("ledger account {code}"))
    }

    fn wallet(&self, user_id: i64, currency: Currency) -> anyhow::Result<LedgerAccountId> {
        self.get(user_id, currency, 0)
    }

    fn in_play(&self, user_id: i64, currency: Currency) -> anyhow::Result<LedgerAccountId> {
        self.get(user_id, currency, 1)
    }

    fn house(&self, user_id: i64, currency: Currency) -> anyhow::Result<LedgerAccountId> {
        self.get(user_id, currency, 2)
    }
}
