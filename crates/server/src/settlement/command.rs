//! Decisions on markets — settle, cancel, roll back — checked and recorded; the worker picks
//! them up (at once when the caller nudges it, else on its next poll). The feed and the operator API (and CLI) come through here. A decision equal to the
//! current one changes nothing; a market already settled or cancelled must be rolled back before
//! it is decided differently.

use crate::catalogue::store::Snapshot;
use crate::db::locks::{self, Mode};
use crate::db::settlement::{self as store, Decision};
use crate::db::{Db, WriteTx};
use crate::error_code::ErrorCode;
use crate::refusal::{Decided, Refusal};
use crate::settlement_keys::{MarketKey, MarketState, Source, StoredOutcome};
use anyhow::Context as _;
use serde::Serialize;
use sqlx::AnyConnection;
use utoipa::ToSchema;

/// What a command recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Recorded {
    pub match_id: i64,
    pub market_id: i64,
    pub specifier: String,
    /// `settled`, `cancelled` or `rolled_back`.
    pub state: String,
    /// The market's decision version (bumped by every change).
    pub version: i64,
    /// False when the same decision was already in force (nothing changed).
    pub changed: bool,
}

impl Recorded {
    fn new(key: &MarketKey, state: MarketState, version: i64, changed: bool) -> Recorded {
        Recorded {
            match_id: key.match_id,
            market_id: key.market_id,
            specifier: key.specifier.clone(),
            state: state.code().to_owned(),
            version,
            changed,
        }
    }
}

/// Where decisions come from: the database, and the catalogue when the caller has one (the
/// server does; the CLI does not, so for it a market is known by its bets and decisions only).
#[derive(Clone, Copy)]
pub struct Context<'a> {
    pub db: &'a Db,
    pub catalogue: Option<&'a Snapshot>,
}

/// Whether the catalogue lists the market. A market is known when it is listed, a bet holds it,
/// or it was decided; callers read the last two once and reuse them.
fn is_listed(ctx: Context<'_>, key: &MarketKey) -> bool {
    ctx.catalogue.and_then(|c| c.find_match(key.match_id as u64)).is_some_and(|m| {
        m.markets.iter().any(|q| i64::from(q.market_id) == key.market_id && q.specifier == key.specifier)
    })
}

/// Starts the command's transaction, holding the match's lock: bets on the match being placed
/// commit before the decision or see it (db/locks.rs).
async fn begin(ctx: Context<'_>, match_id: i64) -> anyhow::Result<WriteTx> {
    let mut tx = ctx.db.begin_write().await?;
    locks::take(&mut tx, ctx.db.backend, vec![locks::of_match(match_id)], Mode::Exclusive).await?;
    Ok(tx)
}

/// Settles a market with its outcomes' results.
pub async fn settle(
    ctx: Context<'_>,
    key: MarketKey,
    outcomes: Vec<StoredOutcome>,
    source: Source,
) -> Decided<Recorded> {
    if outcomes.is_empty() {
        return Err(Refusal::Invalid { field: "outcomes", code: ErrorCode::OutcomesRequired });
    }
    let mut ids: Vec<i64> = outcomes.iter().map(|o| o.outcome_id).collect();
    ids.sort_unstable();
    if ids.windows(2).any(|w| w[0] == w[1]) {
        return Err(Refusal::Invalid { field: "outcomes", code: ErrorCode::DuplicateOutcome });
    }
    let mut tx = begin(ctx, key.match_id).await?;
    let current = store::current(&mut tx, &key).await?;
    let bet_on = store::outcomes_bet_on(&mut tx, &key).await?;
    if current.is_none() && bet_on.is_empty() && !is_listed(ctx, &key) {
        return Err(Refusal::NotFound("market"));
    }
    match current.as_ref().map(|d| d.state) {
        Some(MarketState::Settled) if same_outcomes(current.as_ref(), &outcomes) => {
            let version = current.map_or(0, |d| d.version);
            return Ok(Recorded::new(&key, MarketState::Settled, version, false));
        }
        Some(MarketState::Settled) => return Err(Refusal::Conflict(ErrorCode::MarketAlreadySettled)),
        Some(MarketState::Cancelled) => return Err(Refusal::Conflict(ErrorCode::MarketCancelled)),
        Some(MarketState::RolledBack) | None => {}
    }
    let missing: Vec<i64> = bet_on.into_iter().filter(|id| ids.binary_search(id).is_err()).collect();
    if !missing.is_empty() {
        return Err(Refusal::OverLimit {
            field: "outcomes",
            code: ErrorCode::OutcomesMissing,
            limit: serde_json::json!({ "missing_outcome_ids": missing }),
        });
    }
    let version =
        store::decide(&mut tx, &key, MarketState::Settled, &outcomes, None, source, crate::clock::now_ms()).await?;
    tx.commit().await.context("committing a settlement")?;
    Ok(Recorded::new(&key, MarketState::Settled, version, true))
}

fn same_outcomes(current: Option<&Decision>, outcomes: &[StoredOutcome]) -> bool {
    let Some(current) = current else { return false };
    let mut a = current.outcomes.clone();
    let mut b = outcomes.to_vec();
    a.sort_by_key(|o| o.outcome_id);
    b.sort_by_key(|o| o.outcome_id);
    a == b
}

/// Voids one market, or (`market` `None`) every market of a match not already settled — the
/// abandoned-match rule of docs/betting-rules.md §0: markets already decided stand.
pub async fn cancel(
    ctx: Context<'_>,
    match_id: i64,
    market: Option<(i64, String)>,
    reason: &str,
    source: Source,
) -> Decided<Vec<Recorded>> {
    let now = crate::clock::now_ms();
    let mut tx = begin(ctx, match_id).await?;
    let keys = match market {
        Some((market_id, specifier)) => {
            let key = MarketKey { match_id, market_id, specifier };
            let current = store::current(&mut tx, &key).await?;
            if current.is_none() && !is_listed(ctx, &key) && store::outcomes_bet_on(&mut tx, &key).await?.is_empty() {
                return Err(Refusal::NotFound("market"));
            }
            match current.map(|d| (d.state, d.version)) {
                Some((MarketState::Settled, _)) => return Err(Refusal::Conflict(ErrorCode::MarketAlreadySettled)),
                Some((MarketState::Cancelled, version)) => {
                    return Ok(vec![Recorded::new(&key, MarketState::Cancelled, version, false)]);
                }
                _ => vec![key],
            }
        }
        None => match_markets_to_void(ctx, &mut tx, match_id).await?,
    };
    let mut recorded = Vec::with_capacity(keys.len());
    for key in keys {
        let version = store::decide(&mut tx, &key, MarketState::Cancelled, &[], Some(reason), source, now).await?;
        recorded.push(Recorded::new(&key, MarketState::Cancelled, version, true));
    }
    tx.commit().await.context("committing a cancellation")?;
    Ok(recorded)
}

/// The markets of a match that a match cancellation voids: those bets hold and those the
/// catalogue lists, less the ones already settled or cancelled.
async fn match_markets_to_void(ctx: Context<'_>, conn: &mut AnyConnection, match_id: i64) -> Decided<Vec<MarketKey>> {
    let listed = ctx.catalogue.and_then(|c| c.find_match(match_id as u64));
    let mut keys = store::markets_bet_on(conn, match_id).await?;
    if listed.is_none() && keys.is_empty() {
        return Err(Refusal::NotFound("match"));
    }
    if let Some(event) = listed {
        for q in &event.markets {
            keys.push(MarketKey { match_id, market_id: i64::from(q.market_id), specifier: q.specifier.clone() });
        }
    }
    keys.sort_by(|a, b| (a.market_id, &a.specifier).cmp(&(b.market_id, &b.specifier)));
    keys.dedup();
    let decided = store::of_match(conn, match_id).await?;
    keys.retain(|k| !decided.iter().any(|d| &d.key == k && d.state != MarketState::RolledBack));
    Ok(keys)
}

/// Undoes the market's settlement (`of` = [`MarketState::Settled`]) or cancellation
/// ([`MarketState::Cancelled`]): its bets are open again, payouts reversed.
pub async fn roll_back(ctx: Context<'_>, key: MarketKey, of: MarketState, source: Source) -> Decided<Recorded> {
    let mut tx = begin(ctx, key.match_id).await?;
    let current = store::current(&mut tx, &key).await?;
    match current {
        Some(decision) if decision.state == of => {}
        Some(_) => return Err(Refusal::Conflict(ErrorCode::NothingToRollBack)),
        None if is_listed(ctx, &key) || !store::outcomes_bet_on(&mut tx, &key).await?.is_empty() => {
            return Err(Refusal::Conflict(ErrorCode::NothingToRollBack))
        }
        None => return Err(Refusal::NotFound("market")),
    }
    let version =
        store::decide(&mut tx, &key, MarketState::RolledBack, &[], None, source, crate::clock::now_ms()).await?;
    tx.commit().await.context("committing a rollback")?;
    Ok(Recorded::new(&key, MarketState::RolledBack, version, true))
}
