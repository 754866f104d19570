//! SQL for settlement: the decision per market (`market_settlements`), the bets still to be
//! brought to it, and the batch's bulk updates of selections and bets.

use super::bet_codes::{dead_heat_code, outcome_code};
use crate::settlement_keys::{MarketKey, MarketState, Source, StoredOutcome};
use anyhow::Context;
use sportsbook_core::betting::{BetResult, BetStatus, DeadHeat, SelectionStatus};
use sportsbook_core::catalogue::MatchStatus;
use sportsbook_core::market::OutcomeResult;
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, AnyPool, Row};
use std::collections::HashSet;

/// What is decided for a market now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decision {
    pub key: MarketKey,
    pub version: i64,
    pub state: MarketState,
    pub outcomes: Vec<StoredOutcome>,
    pub reason: Option<String>,
    pub applied: bool,
}

fn decision(row: &AnyRow) -> anyhow::Result<Decision> {
    let state: String = row.try_get("state")?;
    let outcomes: String = row.try_get("outcomes")?;
    Ok(Decision {
        key: MarketKey {
            match_id: row.try_get("match_id")?,
            market_id: row.try_get("market_id")?,
            specifier: row.try_get("specifier")?,
        },
        version: row.try_get("version")?,
        state: MarketState::parse(&state).with_context(|| format!("market state {state}"))?,
        outcomes: serde_json::from_str(&outcomes).context("stored outcomes")?,
        reason: row.try_get("reason")?,
        applied: row.try_get::<i64, _>("applied")? != 0,
    })
}

const COLUMNS: &str = "match_id, market_id, specifier, version, state, outcomes, reason, applied";

/// The market's current decision, if any.
pub async fn current(conn: &mut AnyConnection, key: &MarketKey) -> anyhow::Result<Option<Decision>> {
    let row = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM market_settlements WHERE match_id = $1 AND market_id = $2 AND specifier = $3"
    ))
    .bind(key.match_id)
    .bind(key.market_id)
    .bind(&key.specifier)
    .fetch_optional(&mut *conn)
    .await
    .context("loading a market's settlement")?;
    row.as_ref().map(decision).transpose()
}

/// Whether every market still takes bets as far as the database knows (see [`closed_markets`]).
pub async fn take_bets(conn: &mut AnyConnection, keys: &[MarketKey]) -> anyhow::Result<bool> {
    Ok(closed_markets(conn, keys).await?.is_empty())
}

/// The markets among `keys` that take no bets as far as the database knows: their match is not
/// stored, or finished or closed, a trader suspended them (`db::trader`), or the market has a
/// decision (a rolled-back one reopens it).
/// Checked in the transaction that accepts bets, after their matches' locks (db/locks.rs),
/// because the catalogue a bet was validated against is published only after the feed commits.
/// Three queries however many markets.
pub async fn closed_markets(conn: &mut AnyConnection, keys: &[MarketKey]) -> anyhow::Result<HashSet<MarketKey>> {
    if keys.is_empty() {
        return Ok(HashSet::new());
    }
    let mut ids: Vec<i64> = keys.iter().map(|k| k.match_id).collect();
    ids.sort_unstable();
    ids.dedup();
    let list = super::id_list(&ids);
    let mut open = HashSet::with_capacity(ids.len());
    let rows = super::one_off(&format!("SELECT id, status FROM matches WHERE id IN ({list})"))
        .fetch_all(&mut *conn)
        .await
        .context("checking that matches take bets")?;
    for row in rows {
        let status = i16::try_from(row.try_get::<i64, _>("status")?).ok().and_then(|s| MatchStatus::try_from(s).ok());
        if status.is_some_and(|s| !s.is_finished()) {
            open.insert(row.try_get::<i64, _>("id")?);
        }
    }
    let rows = super::one_off(&format!(
        "SELECT match_id, market_id, specifier FROM market_settlements WHERE match_id IN ({list}) AND state <> '{}'",
        MarketState::RolledBack.code()
    ))
    .fetch_all(&mut *conn)
    .await
    .context("checking that markets take bets")?;
    let mut closed = HashSet::new();
    for row in rows {
        closed.insert(MarketKey {
            match_id: row.try_get("match_id")?,
            market_id: row.try_get("market_id")?,
            specifier: row.try_get("specifier")?,
        });
    }
    let suspended = super::trader::of_matches(conn, &ids).await?;
    let is_suspended = |k: &MarketKey| suspended.iter().any(|s| s.covers(k.match_id, k.market_id, &k.specifier));
    Ok(keys.iter().filter(|k| !open.contains(&k.match_id) || closed.contains(k) || is_suspended(k)).cloned().collect())
}

/// The decisions of every market of a match.
pub async fn of_match(conn: &mut AnyConnection, match_id: i64) -> anyhow::Result<Vec<Decision>> {
    let rows = sqlx::query(&format!("SELECT {COLUMNS} FROM market_settlements WHERE match_id = $1"))
        .bind(match_id)
        .fetch_all(&mut *conn)
        .await
        .context("loading a match's settlements")?;
    rows.iter().map(decision).collect()
}

/// Records a decision for a market (a new version of it when it had one); returns the version.
pub async fn decide(
    conn: &mut AnyConnection,
    key: &MarketKey,
    state: MarketState,
    outcomes: &[StoredOutcome],
    reason: Option<&str>,
    source: Source,
    now: i64,
) -> anyhow::Result<i64> {
    const REPLACE: &str = "DO UPDATE SET version = market_settlements.version + 1, state = excluded.state, \
        outcomes = excluded.outcomes, reason = excluded.reason, source = excluded.source, applied = 0, \
        updated_at = excluded.updated_at RETURNING version";
    let row = insert(conn, key, (state, outcomes, reason, source), now, REPLACE).await?;
    Ok(row.context("the recorded version")?.try_get("version")?)
}

/// Records a decision for a market that has none; a market decided before keeps its decision
/// (the feed repeating itself, or an operator's decision the feed must not undo).
pub async fn decide_if_new(
    conn: &mut AnyConnection,
    key: &MarketKey,
    state: MarketState,
    outcomes: &[StoredOutcome],
    reason: Option<&str>,
    source: Source,
    now: i64,
) -> anyhow::Result<()> {
    insert(conn, key, (state, outcomes, reason, source), now, "DO NOTHING").await?;
    Ok(())
}

/// Inserts a decision as version 1; `on_conflict` says what happens to a market decided before.
async fn insert(
    conn: &mut AnyConnection,
    key: &MarketKey,
    (state, outcomes, reason, source): (MarketState, &[StoredOutcome], Option<&str>, Source),
    now: i64,
    on_conflict: &str,
) -> anyhow::Result<Option<AnyRow>> {
    let sql = format!(
        "INSERT INTO market_settlements (match_id, market_id, specifier, version, state, outcomes, reason, source, \
         applied, updated_at) VALUES ($1, $2, $3, 1, $4, $5, $6, $7, 0, $8) \
         ON CONFLICT (match_id, market_id, specifier) {on_conflict}"
    );
    sqlx::query(&sql)
        .bind(key.match_id)
        .bind(key.market_id)
        .bind(&key.specifier)
        .bind(state.code())
        .bind(serde_json::to_string(outcomes)?)
        .bind(reason)
        .bind(source.code())
        .bind(now)
        .fetch_optional(&mut *conn)
        .await
        .context("recording a market's settlement")
}

/// Markets whose bets are not all brought to their decision yet, oldest first.
pub async fn pending(pool: &AnyPool, limit: i64) -> anyhow::Result<Vec<Decision>> {
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM market_settlements WHERE applied = 0 ORDER BY updated_at LIMIT $1"
    ))
    .bind(limit)
    .fetch_all(pool)
    .await
    .context("loading pending settlements")?;
    rows.iter().map(decision).collect()
}

/// Marks applied, in one statement, every pending decision on a market that no bet holds a
/// selection on: there is nothing to bring to it, and placement refuses a decided market
/// ([`closed_markets`]). The feed decides thousands of markets a minute, nearly all without a
/// bet; the worker's rounds are kept for the markets that have bets.
pub async fn apply_unbet(conn: &mut AnyConnection) -> anyhow::Result<u64> {
    let done = sqlx::query(
        "UPDATE market_settlements SET applied = 1 WHERE applied = 0 AND NOT EXISTS (SELECT 1 FROM bet_selections s \
         WHERE s.match_id = market_settlements.match_id AND s.market_id = market_settlements.market_id \
         AND s.specifier = market_settlements.specifier)",
    )
    .execute(&mut *conn)
    .await
    .context("marking unbet settlements applied")?;
    Ok(done.rows_affected())
}

/// Ids of up to `limit` bets after bet `after` with a selection on the market that does not
/// reflect `decision` yet (bets still in their live delay, or rejected, are not settled). The
/// worker walks the market in bet order, so each batch reads only its own part of the index.
pub async fn unsettled_bets(
    conn: &mut AnyConnection,
    decision: &Decision,
    after: i64,
    limit: i64,
) -> anyhow::Result<Vec<i64>> {
    let select = "SELECT DISTINCT s.bet_id FROM bet_selections s JOIN bets b ON b.id = s.bet_id \
        WHERE s.match_id = $1 AND s.market_id = $2 AND s.specifier = $3 AND s.bet_id > $4 \
        AND b.status IN ('waiting_results', 'done')";
    let sql = match decision.state {
        MarketState::RolledBack => format!("{select} AND s.settlement IS NOT NULL ORDER BY s.bet_id LIMIT $5"),
        MarketState::Settled | MarketState::Cancelled => {
            format!("{select} AND (s.settlement IS NULL OR s.settlement <> $6) ORDER BY s.bet_id LIMIT $5")
        }
    };
    let mut query = sqlx::query(&sql)
        .bind(decision.key.match_id)
        .bind(decision.key.market_id)
        .bind(&decision.key.specifier)
        .bind(after)
        .bind(limit);
    if decision.state != MarketState::RolledBack {
        query = query.bind(decision.version);
    }
    let rows = query.fetch_all(&mut *conn).await.context("loading bets to settle")?;
    Ok(rows.iter().map(|r| r.try_get("bet_id")).collect::<Result<_, _>>()?)
}

/// Marks the market's decision as reflected by every bet (unless it changed meanwhile).
pub async fn mark_applied(conn: &mut AnyConnection, key: &MarketKey, version: i64) -> anyhow::Result<()> {
    sqlx::query(
        "UPDATE market_settlements SET applied = 1 WHERE match_id = $1 AND market_id = $2 AND specifier = $3 \
         AND version = $4",
    )
    .bind(key.match_id)
    .bind(key.market_id)
    .bind(&key.specifier)
    .bind(version)
    .execute(&mut *conn)
    .await
    .context("marking a settlement applied")?;
    Ok(())
}

/// The outcomes open bets hold on a market (an operator's settlement must name each).
pub async fn outcomes_bet_on(conn: &mut AnyConnection, key: &MarketKey) -> anyhow::Result<Vec<i64>> {
    let rows = sqlx::query(
        "SELECT DISTINCT outcome_id FROM bet_selections WHERE match_id = $1 AND market_id = $2 AND specifier = $3 \
         ORDER BY outcome_id",
    )
    .bind(key.match_id)
    .bind(key.market_id)
    .bind(&key.specifier)
    .fetch_all(&mut *conn)
    .await
    .context("loading the outcomes bet on")?;
    Ok(rows.iter().map(|r| r.try_get("outcome_id")).collect::<Result<_, _>>()?)
}

/// The markets of a match that bets hold a selection on.
pub async fn markets_bet_on(conn: &mut AnyConnection, match_id: i64) -> anyhow::Result<Vec<MarketKey>> {
    let rows = sqlx::query(
        "SELECT DISTINCT market_id, specifier FROM bet_selections WHERE match_id = $1 ORDER BY market_id, specifier",
    )
    .bind(match_id)
    .fetch_all(&mut *conn)
    .await
    .context("loading the markets bet on")?;
    rows.iter()
        .map(|r| Ok(MarketKey { match_id, market_id: r.try_get("market_id")?, specifier: r.try_get("specifier")? }))
        .collect()
}

/// A selection's new settlement state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SelectionChange {
    pub id: i64,
    pub status: SelectionStatus,
    pub result: Option<OutcomeResult>,
    pub dead_heat: Option<DeadHeat>,
    pub settlement: Option<i64>,
}

/// A bet's new state after a batch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BetChange {
    pub id: i64,
    pub status: BetStatus,
    pub result: BetResult,
    pub potential_win: i64,
    pub payout: Option<i64>,
    pub settled_at: Option<i64>,
}

fn text(value: Option<&str>) -> String {
    value.map_or_else(|| "CAST(NULL AS TEXT)".to_owned(), |v| format!("'{v}'"))
}

fn number(value: Option<i64>) -> String {
    value.map_or_else(|| "CAST(NULL AS BIGINT)".to_owned(), |v| v.to_string())
}

/// Writes many selections' states in one statement. Every value is an integer or one of our
/// own codes (never request text), so they are written into the statement.
pub async fn update_selections(conn: &mut AnyConnection, changes: &[SelectionChange]) -> anyhow::Result<()> {
    if changes.is_empty() {
        return Ok(());
    }
    let rows: Vec<String> = changes
        .iter()
        .map(|c| {
            let dead_heat = c.dead_heat.map(dead_heat_code);
            format!(
                "({}, '{}', {}, {}, {})",
                c.id,
                c.status.code(),
                text(c.result.map(outcome_code)),
                text(dead_heat.as_deref()),
                number(c.settlement)
            )
        })
        .collect();
    let sql = format!(
        "WITH v (id, status, result, dead_heat, settlement) AS (VALUES {}) \
         UPDATE bet_selections SET status = v.status, result = v.result, dead_heat = v.dead_heat, \
         settlement = v.settlement FROM v WHERE bet_selections.id = v.id",
        rows.join(",")
    );
    let done = super::one_off(&sql).execute(&mut *conn).await.context("updating selections")?;
    anyhow::ensure!(done.rows_affected() == changes.len() as u64, "a selection to settle is missing");
    Ok(())
}

/// Writes many bets' states in one statement (values as in [`update_selections`]).
pub async fn update_bets(conn: &mut AnyConnection, changes: &[BetChange], now: i64) -> anyhow::Result<()> {
    if changes.is_empty() {
        return Ok(());
    }
    let rows: Vec<String> = changes
        .iter()
        .map(|c| {
            format!(
                "({}, '{}', '{}', {}, {}, {})",
                c.id,
                c.status.code(),
                c.result.code(),
                c.potential_win,
                number(c.payout),
                number(c.settled_at)
            )
        })
        .collect();
    let sql = format!(
        "WITH v (id, status, result, potential_win, payout, settled_at) AS (VALUES {}) \
         UPDATE bets SET status = v.status, result = v.result, potential_win = v.potential_win, payout = v.payout, \
         settled_at = v.settled_at, updated_at = {now} FROM v WHERE bets.id = v.id",
        rows.join(",")
    );
    let done = super::one_off(&sql).execute(&mut *conn).await.context("updating bets")?;
    anyhow::ensure!(done.rows_affected() == changes.len() as u64, "a bet to settle is missing");
    Ok(())
}
