//! Placing bets: every bet of the request checked first against the catalogue (nothing moves if
//! one is refused), then queued to the placement writer, which judges it again inside its
//! batch's database transaction (`batch.rs`): the idempotency key is claimed, each stake moves
//! from the player's wallet to their bets-in-play account by a balanced ledger transaction, the
//! bets are stored and the answer is recorded for retries — all of the placement, or none. The
//! player hears back after the commit, and the announcer publishes the realtime notices.

use super::request::PlacementRequest;
use super::validate::{validate, PlayerTerms, ValidBet};
use crate::app::AppState;
use crate::db::bets::{StoredBet, StoredSelection};
use crate::db::idempotency::request_hash;
use crate::db::users;
use crate::error_code::ErrorCode;
use crate::live::announcer::Changes;
use crate::refusal::{BetRefusal, Decided, Refusal};
use serde_json::Value;
use sportsbook_core::betting::{AcceptMode, BetResult, BetStatus, SelectionStatus};
use sportsbook_core::locale::Locale;

/// The idempotency scope of placements.
pub(super) const SCOPE: &str = "bets";
/// Bets in one placement at most (a slip of multi-singles).
const MAX_BETS: usize = 20;

/// The player's odds accept mode (docs/product.md#odds-changes; `none` by default).
pub fn accept_mode(user: &users::User) -> AcceptMode {
    user.auto_accept_odds_change.as_deref().and_then(AcceptMode::parse).unwrap_or(AcceptMode::None)
}

/// What the checks take from the player: the accept mode and the operator's stake factor.
pub fn terms(user: &users::User) -> PlayerTerms {
    PlayerTerms { mode: accept_mode(user), factor: user.stake_factor }
}

/// The stored form of a checked bet, placed under `accept_mode`.
pub(super) fn stored(user_id: i64, bet: &ValidBet, accept_mode: AcceptMode, now: i64) -> StoredBet {
    let status = if bet.delay.is_some() { BetStatus::Submitted } else { BetStatus::WaitingResults };
    StoredBet {
        id: 0,
        user_id,
        kind: bet.kind,
        status,
        result: BetResult::NoResults,
        currency: bet.currency,
        stake: bet.stake,
        lines: i64::from(bet.lines),
        stake_per_line: bet.stake_per_line,
        odds: bet.odds,
        potential_win: bet.potential_win,
        payout: None,
        accept_mode,
        decide_at: bet.delay.map(|d| now + d.as_millis() as i64),
        reason: None,
        created_at: now,
        updated_at: now,
        settled_at: None,
        max_profit: Some(bet.max_profit),
        selections: bet
            .selections
            .iter()
            .enumerate()
            .map(|(i, s)| StoredSelection {
                id: 0,
                position: i as i64,
                match_id: s.match_id as i64,
                market_id: i64::from(s.market_id),
                specifier: s.specifier.clone(),
                outcome_id: i64::from(s.outcome_id),
                requested_odds: i64::from(s.requested.0),
                odds: i64::from(s.accepted.0),
                status: SelectionStatus::Open,
                sport_key: s.sport_key,
                is_live: s.is_live,
                names: s.names.to_string(),
                result: None,
                dead_heat: None,
                settlement: None,
            })
            .collect(),
    }
}

/// A checked placement, ready to be written.
pub struct Job {
    pub user_id: i64,
    pub key: String,
    pub hash: String,
    pub bets: Vec<ValidBet>,
    pub accept_mode: AcceptMode,
    pub locale: Locale,
}

/// What writing a placement came to.
pub enum Outcome {
    /// Stored: the bets and the answer (also stored for retries).
    Placed { bets: Vec<StoredBet>, answer: String },
    /// The key was used before for the same request: its answer.
    Replay { status: u16, response: String },
    /// The key was used before for another request.
    Conflict,
    /// A bet was refused inside the transaction (the wallet was short, or an outcome's
    /// liability would pass the cap).
    Refused(usize, BetRefusal),
}

/// How a placement was answered.
pub enum Answer {
    /// Placed now: the stored answer (`{"data": [bets]}`).
    Placed(String),
    /// The key was used before for the same request: the answer it had then.
    Replayed { status: u16, response: String },
}

/// Places the bets of `body` for a signed-in player, exactly once per idempotency `key`.
pub async fn place(state: &AppState, user: &users::User, key: &str, body: Value, locale: Locale) -> Decided<Answer> {
    let hash = request_hash(&body);
    let request: PlacementRequest = serde_json::from_value(body).map_err(|e| Refusal::Malformed(e.to_string()))?;
    if request.bets.is_empty() || request.bets.len() > MAX_BETS {
        return Err(Refusal::Malformed(format!("a placement holds 1 to {MAX_BETS} bets")));
    }
    if user.pve {
        let refusals = (0..request.bets.len()).map(|i| (i, BetRefusal::pve())).collect();
        return Err(Refusal::Bets { refusals, locale });
    }
    let snapshot = state.catalogue.load();
    let accept_mode = accept_mode(user);
    let checked: Vec<_> =
        request.bets.iter().map(|bet| validate(bet, &snapshot, &state.site.betting, terms(user))).collect();
    let refusals: Vec<(usize, BetRefusal)> =
        checked.iter().enumerate().filter_map(|(i, r)| r.as_ref().err().map(|e| (i, e.clone()))).collect();
    if !refusals.is_empty() {
        return Err(Refusal::Bets { refusals, locale });
    }
    let bets = checked.into_iter().flatten().collect();
    let job = Job { user_id: user.id, key: key.to_owned(), hash, bets, accept_mode, locale };
    match state.placements.submit(job).await? {
        Outcome::Placed { bets, answer } => {
            let notified = bets.iter().any(|bet| crate::notifications::on_decision(bet).is_some());
            let notified = if notified { vec![user.id] } else { Vec::new() };
            state.announcer.announce(Changes { bets, players: vec![user.id], notified }).await;
            Ok(Answer::Placed(answer))
        }
        Outcome::Replay { status, response } => Ok(Answer::Replayed { status, response }),
        Outcome::Conflict => Err(Refusal::Conflict(ErrorCode::IdempotencyConflict)),
        Outcome::Refused(index, refusal) => Err(Refusal::Bets { refusals: vec![(index, refusal)], locale }),
    }
}
