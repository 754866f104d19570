//! SQL for bets and their selections: insert (in the placement transaction), the player's
//! list with status/result filters and paging, and the live-delay decisions.

use super::bet_codes::{decoded, decoded_optional, kind, parse_dead_heat, parse_outcome, system_id};
use crate::settlement_keys::MarketKey;
use anyhow::Context;
use sportsbook_core::betting::{AcceptMode, BetKind, BetResult, BetStatus, DeadHeat, SelectionStatus};
use sportsbook_core::fixtures::SportKey;
use sportsbook_core::market::OutcomeResult;
use sportsbook_core::money::Currency;
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, AnyPool, Row};

/// A bet as stored (amounts in minor units, odds in thousandths).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredBet {
    pub id: i64,
    pub user_id: i64,
    pub kind: BetKind,
    pub status: BetStatus,
    pub result: BetResult,
    pub currency: Currency,
    pub stake: i64,
    pub lines: i64,
    pub stake_per_line: i64,
    pub odds: i64,
    pub potential_win: i64,
    pub payout: Option<i64>,
    pub accept_mode: AcceptMode,
    pub decide_at: Option<i64>,
    pub reason: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
    /// When the bet was settled (unix ms).
    pub settled_at: Option<i64>,
    /// Net winnings at most, as accepted (`None`: no cap).
    pub max_profit: Option<i64>,
    pub selections: Vec<StoredSelection>,
}

impl StoredBet {
    /// The markets its selections are on.
    pub fn markets(&self) -> Vec<MarketKey> {
        let key = |s: &StoredSelection| MarketKey {
            match_id: s.match_id,
            market_id: s.market_id,
            specifier: s.specifier.clone(),
        };
        self.selections.iter().map(key).collect()
    }
}

/// One selection of a stored bet; `names` is the JSON of its match, market and outcome names
/// in every language at placement (the catalogue forgets finished matches).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredSelection {
    /// Row id (0 before the selection is stored).
    pub id: i64,
    pub position: i64,
    pub match_id: i64,
    pub market_id: i64,
    pub specifier: String,
    pub outcome_id: i64,
    pub requested_odds: i64,
    pub odds: i64,
    pub status: SelectionStatus,
    pub sport_key: SportKey,
    pub is_live: bool,
    pub names: String,
    /// Once settled: how the outcome resolved (a dead heat reads as a win, its factor apart).
    pub result: Option<OutcomeResult>,
    /// Once settled in a dead heat: the factor.
    pub dead_heat: Option<DeadHeat>,
    /// The version of the market's settlement this selection reflects (`db::settlement`).
    pub settlement: Option<i64>,
}

impl StoredSelection {
    /// The advisory lock of its outcome (db/locks.rs).
    pub fn outcome_lock(&self) -> i64 {
        super::locks::of_outcome(self.match_id, self.market_id, &self.specifier, self.outcome_id)
    }
}

const BET_COLUMNS: &str =
    "id, user_id, kind, system_id, status, result, currency, stake, lines, stake_per_line, odds, \
    potential_win, payout, accept_mode, decide_at, reason, created_at, updated_at, settled_at, max_profit";

fn bet(row: &AnyRow) -> Result<StoredBet, sqlx::Error> {
    Ok(StoredBet {
        id: row.try_get("id")?,
        user_id: row.try_get("user_id")?,
        kind: kind(row)?,
        status: decoded(row, "status", BetStatus::parse)?,
        result: decoded(row, "result", BetResult::parse)?,
        currency: decoded(row, "currency", Currency::parse)?,
        stake: row.try_get("stake")?,
        lines: row.try_get("lines")?,
        stake_per_line: row.try_get("stake_per_line")?,
        odds: row.try_get("odds")?,
        potential_win: row.try_get("potential_win")?,
        payout: row.try_get("payout")?,
        accept_mode: decoded(row, "accept_mode", AcceptMode::parse)?,
        decide_at: row.try_get("decide_at")?,
        reason: row.try_get("reason")?,
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
        settled_at: row.try_get("settled_at")?,
        max_profit: row.try_get("max_profit")?,
        selections: Vec::new(),
    })
}

fn selection(row: &AnyRow) -> Result<(i64, StoredSelection), sqlx::Error> {
    let bet_id: i64 = row.try_get("bet_id")?;
    Ok((
        bet_id,
        StoredSelection {
            id: row.try_get("id")?,
            position: row.try_get("position")?,
            match_id: row.try_get("match_id")?,
            market_id: row.try_get("market_id")?,
            specifier: row.try_get("specifier")?,
            outcome_id: row.try_get("outcome_id")?,
            requested_odds: row.try_get("requested_odds")?,
            odds: row.try_get("odds")?,
            status: decoded(row, "status", SelectionStatus::parse)?,
            sport_key: decoded(row, "sport_key", SportKey::parse)?,
            is_live: row.try_get::<i64, _>("is_live")? != 0,
            names: row.try_get("names")?,
            result: decoded_optional(row, "result", parse_outcome)?,
            dead_heat: decoded_optional(row, "dead_heat", parse_dead_heat)?,
            settlement: row.try_get("settlement")?,
        },
    ))
}

/// Stores a bet and its selections; returns its id.
pub async fn insert(conn: &mut AnyConnection, bet: &StoredBet) -> anyhow::Result<i64> {
    let mut one = [bet.clone()];
    insert_many(conn, &mut one).await?;
    Ok(one[0].id)
}

/// Rows per INSERT statement, well inside both databases' limits on bound values.
const ROWS_PER_STATEMENT: usize = 500;

/// Stores bets and their selections, a few statements for many bets (the placement batch), and
/// sets each bet's `id`. The ids an INSERT hands out ascend in the order of its rows, so the
/// ids returned, sorted, belong to the rows in order.
pub async fn insert_many(conn: &mut AnyConnection, bets: &mut [StoredBet]) -> anyhow::Result<()> {
    for chunk in bets.chunks_mut(ROWS_PER_STATEMENT) {
        let sql = format!(
            "INSERT INTO bets (user_id, kind, system_id, status, result, currency, stake, lines, stake_per_line, odds, \
             potential_win, payout, accept_mode, decide_at, reason, created_at, updated_at, max_profit) \
             VALUES {} RETURNING id",
            super::row_placeholders(conn, chunk.len(), 18)
        );
        let mut query = super::one_off(&sql);
        for bet in chunk.iter() {
            query = query
                .bind(bet.user_id)
                .bind(bet.kind.code())
                .bind(system_id(bet.kind))
                .bind(bet.status.code())
                .bind(bet.result.code())
                .bind(bet.currency.code())
                .bind(bet.stake)
                .bind(bet.lines)
                .bind(bet.stake_per_line)
                .bind(bet.odds)
                .bind(bet.potential_win)
                .bind(bet.payout)
                .bind(bet.accept_mode.code())
                .bind(bet.decide_at)
                .bind(bet.reason.as_deref())
                .bind(bet.created_at)
                .bind(bet.updated_at)
                .bind(bet.max_profit);
        }
        let rows = query.fetch_all(&mut *conn).await.context("storing bets")?;
        let mut ids = rows.iter().map(|r| r.try_get::<i64, _>("id")).collect::<Result<Vec<_>, _>>()?;
        anyhow::ensure!(ids.len() == chunk.len(), "a stored bet did not return its id");
        ids.sort_unstable();
        for (bet, id) in chunk.iter_mut().zip(ids) {
            bet.id = id;
        }
    }
    let selections: Vec<(i64, &StoredSelection)> =
        bets.iter().flat_map(|b| b.selections.iter().map(move |s| (b.id, s))).collect();
    for chunk in selections.chunks(ROWS_PER_STATEMENT) {
        let sql = format!(
            "INSERT INTO bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, requested_odds, \
             odds, status, sport_key, is_live, names) VALUES {}",
            super::row_placeholders(conn, chunk.len(), 12)
        );
        let mut query = super::one_off(&sql);
        for (bet_id, s) in chunk {
            query = query
                .bind(*bet_id)
                .bind(s.position)
                .bind(s.match_id)
                .bind(s.market_id)
                .bind(&s.specifier)
                .bind(s.outcome_id)
                .bind(s.requested_odds)
                .bind(s.odds)
                .bind(s.status.code())
                .bind(s.sport_key.key())
                .bind(i64::from(s.is_live))
                .bind(&s.names);
        }
        query.execute(&mut *conn).await.context("storing selections")?;
    }
    Ok(())
}

/// Loads the selections of `bets` and attaches them in position order.
async fn with_selections(conn: &mut AnyConnection, mut bets: Vec<StoredBet>) -> anyhow::Result<Vec<StoredBet>> {
    if bets.is_empty() {
        return Ok(bets);
    }
    let ids = bets.iter().map(|b| b.id.to_string()).collect::<Vec<_>>().join(",");
    // The ids are integers we just read, so inlining them is safe.
    let sql = format!(
        "SELECT id, bet_id, position, match_id, market_id, specifier, outcome_id, requested_odds, odds, status, \
         sport_key, is_live, names, result, dead_heat, settlement FROM bet_selections WHERE bet_id IN ({ids}) \
         ORDER BY bet_id, position"
    );
    let index: std::collections::HashMap<i64, usize> = bets.iter().enumerate().map(|(i, b)| (b.id, i)).collect();
    for row in super::one_off(&sql).fetch_all(&mut *conn).await.context("loading selections")? {
        let (bet_id, s) = selection(&row)?;
        if let Some(&i) = index.get(&bet_id) {
            bets[i].selections.push(s);
        }
    }
    Ok(bets)
}

/// The bets with these ids and their selections, in id order (in the caller's transaction).
pub async fn find_many(conn: &mut AnyConnection, ids: &[i64]) -> anyhow::Result<Vec<StoredBet>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let list = super::id_list(ids);
    let rows = super::one_off(&format!("SELECT {BET_COLUMNS} FROM bets WHERE id IN ({list}) ORDER BY id"))
        .fetch_all(&mut *conn)
        .await
        .context("loading bets")?;
    let bets = rows.iter().map(bet).collect::<Result<Vec<_>, _>>()?;
    with_selections(conn, bets).await
}

/// One bet with its selections (in the caller's transaction).
pub async fn find(conn: &mut AnyConnection, id: i64) -> anyhow::Result<Option<StoredBet>> {
    Ok(find_many(conn, &[id]).await?.pop())
}

/// The player's bets whose status and result are among the given ones (empty = any), newest
/// first, and how many there are.
pub async fn list(
    pool: &AnyPool,
    user_id: i64,
    statuses: &[BetStatus],
    results: &[BetResult],
    page: u32,
    limit: u32,
) -> anyhow::Result<(Vec<StoredBet>, u64)> {
    let quoted = |codes: Vec<&str>| codes.iter().map(|v| format!("'{v}'")).collect::<Vec<_>>().join(",");
    // Status and result codes are our own constants (never request text), so inlining is safe.
    let mut filter = String::from("user_id = $1");
    if !statuses.is_empty() {
        filter += &format!(" AND status IN ({})", quoted(statuses.iter().map(|s| s.code()).collect()));
    }
    if !results.is_empty() {
        filter += &format!(" AND result IN ({})", quoted(results.iter().map(|r| r.code()).collect()));
    }
    let mut conn = pool.acquire().await.context("connection")?;
    let total: i64 = sqlx::query(&format!("SELECT COUNT(*) AS n FROM bets WHERE {filter}"))
        .bind(user_id)
        .fetch_one(&mut *conn)
        .await
        .context("counting bets")?
        .try_get("n")?;
    let rows =
        sqlx::query(&format!("SELECT {BET_COLUMNS} FROM bets WHERE {filter} ORDER BY id DESC LIMIT $2 OFFSET $3"))
            .bind(user_id)
            .bind(i64::from(limit))
            .bind(i64::from(page.saturating_sub(1)) * i64::from(limit))
            .fetch_all(&mut *conn)
            .await
            .context("loading bets")?;
    let bets = rows.iter().map(bet).collect::<Result<Vec<_>, _>>()?;
    Ok((with_selections(&mut conn, bets).await?, u64::try_from(total).unwrap_or(0)))
}

/// Ids of submitted bets whose delay has passed, oldest first.
pub async fn due_submitted(pool: &AnyPool, now: i64, limit: i64) -> anyhow::Result<Vec<i64>> {
    let rows =
        sqlx::query("SELECT id FROM bets WHERE status = 'submitted' AND decide_at <= $1 ORDER BY decide_at LIMIT $2")
            .bind(now)
            .bind(limit)
            .fetch_all(pool)
            .await
            .context("loading due bets")?;
    Ok(rows.iter().map(|r| r.try_get("id")).collect::<Result<_, _>>()?)
}

/// Moves a submitted bet to `status` with the odds finally taken per selection; false when it
/// was not submitted any more (decided elsewhere), so every bet is decided once.
pub async fn decide(
    conn: &mut AnyConnection,
    id: i64,
    status: BetStatus,
    reason: Option<&str>,
    odds: &[(i64, i64)],
    (total_odds, potential_win): (i64, i64),
    now: i64,
) -> anyhow::Result<bool> {
    let done = sqlx::query(
        "UPDATE bets SET status = $1, reason = $2, odds = $3, potential_win = $4, decide_at = NULL, updated_at = $5 \
         WHERE id = $6 AND status = 'submitted'",
    )
    .bind(status.code())
    .bind(reason)
    .bind(total_odds)
    .bind(potential_win)
    .bind(now)
    .bind(id)
    .execute(&mut *conn)
    .await
    .context("deciding a bet")?;
    if done.rows_affected() != 1 {
        return Ok(false);
    }
    for (position, taken) in odds {
        sqlx::query("UPDATE bet_selections SET odds = $1 WHERE bet_id = $2 AND position = $3")
            .bind(taken)
            .bind(id)
            .bind(position)
            .execute(&mut *conn)
            .await
            .context("storing the odds taken")?;
    }
    Ok(true)
}
