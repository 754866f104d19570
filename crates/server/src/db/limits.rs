//! SQL for a player's safer-gambling limits (docs/decisions/022-safer-gambling-limits.md) and
//! the figures they are held against: deposits, stakes and returns in a period.

use super::id_list;
use anyhow::Context;
use sportsbook_core::limits::{LimitKind, Period};
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, Row};

/// A stored limit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserLimit {
    pub id: i64,
    pub user_id: i64,
    pub kind: LimitKind,
    /// Money limits per period: deposit, wager, loss.
    pub period: Option<Period>,
    /// Money limits: the currency code.
    pub currency: Option<String>,
    /// Money limits: the amount in force, in minor units.
    pub amount: Option<i64>,
    /// A loosening waiting for its cooling period and confirmation: the amount asked for
    /// (`None` with `requested_at`: removal).
    pub pending_amount: Option<i64>,
    pub requested_at: Option<i64>,
    /// Blocks: when it ends (`None`: indefinite).
    pub ends_at: Option<i64>,
    pub created_at: i64,
}

impl UserLimit {
    /// The limit with no change waiting.
    pub fn settled(self) -> UserLimit {
        UserLimit { pending_amount: None, requested_at: None, ..self }
    }

    /// Whether a block is still running at `now`.
    pub fn blocks_at(&self, now: i64) -> bool {
        self.kind.is_block() && self.ends_at.is_none_or(|end| end > now)
    }
}

const COLUMNS: &str =
    "id, user_id, limit_type, period, currency, amount, pending_amount, requested_at, ends_at, created_at";

fn from_row(row: &AnyRow) -> anyhow::Result<UserLimit> {
    let kind: String = row.try_get("limit_type")?;
    let period: String = row.try_get("period")?;
    let currency: String = row.try_get("currency")?;
    Ok(UserLimit {
        id: row.try_get("id")?,
        user_id: row.try_get("user_id")?,
        kind: LimitKind::parse(&kind).with_context(|| format!("a stored limit type `{kind}`"))?,
        period: if period.is_empty() {
            None
        } else {
            Some(Period::parse(&period).with_context(|| format!("a stored period `{period}`"))?)
        },
        currency: (!currency.is_empty()).then_some(currency),
        amount: row.try_get("amount")?,
        pending_amount: row.try_get("pending_amount")?,
        requested_at: row.try_get("requested_at")?,
        ends_at: row.try_get("ends_at")?,
        created_at: row.try_get("created_at")?,
    })
}

/// Every limit of the given players, by player then id.
pub async fn of_users(conn: &mut AnyConnection, user_ids: &[i64]) -> anyhow::Result<Vec<UserLimit>> {
    if user_ids.is_empty() {
        return Ok(Vec::new());
    }
    let sql =
        format!("SELECT {COLUMNS} FROM user_limits WHERE user_id IN ({}) ORDER BY user_id, id", id_list(user_ids));
    let rows = sqlx::query(&sql).fetch_all(conn).await.context("loading limits")?;
    rows.iter().map(from_row).collect()
}

/// One of the player's limits (another player's is none).
pub async fn find(conn: &mut AnyConnection, user_id: i64, id: i64) -> anyhow::Result<Option<UserLimit>> {
    let sql = format!("SELECT {COLUMNS} FROM user_limits WHERE id = $1 AND user_id = $2");
    let row = sqlx::query(&sql).bind(id).bind(user_id).fetch_optional(conn).await.context("loading a limit")?;
    row.as_ref().map(from_row).transpose()
}

/// Stores `limit` as the player's limit of its type, period and currency, replacing the one
/// there was; answers the stored row.
pub async fn put(conn: &mut AnyConnection, limit: &UserLimit) -> anyhow::Result<UserLimit> {
    let sql = format!(
        "INSERT INTO user_limits (user_id, limit_type, period, currency, amount, pending_amount, requested_at, \
         ends_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
         ON CONFLICT (user_id, limit_type, period, currency) DO UPDATE SET amount = excluded.amount, \
         pending_amount = excluded.pending_amount, requested_at = excluded.requested_at, ends_at = excluded.ends_at \
         RETURNING {COLUMNS}"
    );
    let row = sqlx::query(&sql)
        .bind(limit.user_id)
        .bind(limit.kind.as_str())
        .bind(limit.period.map_or("", Period::as_str))
        .bind(limit.currency.as_deref().unwrap_or(""))
        .bind(limit.amount)
        .bind(limit.pending_amount)
        .bind(limit.requested_at)
        .bind(limit.ends_at)
        .bind(limit.created_at)
        .fetch_one(conn)
        .await
        .context("storing a limit")?;
    from_row(&row)
}

pub async fn delete(conn: &mut AnyConnection, id: i64) -> anyhow::Result<()> {
    sqlx::query("DELETE FROM user_limits WHERE id = $1").bind(id).execute(conn).await.context("removing a limit")?;
    Ok(())
}

/// Money deposited by the player in `currency` since `from`.
pub async fn deposited(conn: &mut AnyConnection, user_id: i64, currency: &str, from: i64) -> anyhow::Result<i64> {
    sum(
        conn,
        "SELECT CAST(COALESCE(SUM(amount), 0) AS BIGINT) AS total FROM payments \
         WHERE user_id = $1 AND currency = $2 AND created_at >= $3 AND kind = 'deposit' AND status = 'success'",
        user_id,
        currency,
        from,
    )
    .await
}

/// Stakes of the bets the player placed in `currency` since `from` (a live bet refused after
/// its delay got its stake back and does not count).
pub async fn staked(conn: &mut AnyConnection, user_id: i64, currency: &str, from: i64) -> anyhow::Result<i64> {
    sum(
        conn,
        "SELECT CAST(COALESCE(SUM(stake), 0) AS BIGINT) AS total FROM bets \
         WHERE user_id = $1 AND currency = $2 AND created_at >= $3 AND status <> 'rejected'",
        user_id,
        currency,
        from,
    )
    .await
}

/// Returns paid to the player in `currency` for bets settled or voided since `from`.
pub async fn returned(conn: &mut AnyConnection, user_id: i64, currency: &str, from: i64) -> anyhow::Result<i64> {
    sum(
        conn,
        "SELECT CAST(COALESCE(SUM(payout), 0) AS BIGINT) AS total FROM bets \
         WHERE user_id = $1 AND currency = $2 AND settled_at >= $3 AND status IN ('done', 'cancelled')",
        user_id,
        currency,
        from,
    )
    .await
}

/// One UTC day's stakes (bets placed that day) and returns (bets settled or voided that day) in
/// `currency`, minor units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DayResult {
    /// Days since 1970-01-01 (UTC).
    pub day: i64,
    pub staked: i64,
    pub returned: i64,
}

/// The player's stakes and returns in `currency` per UTC day since `from`, oldest first, days
/// without either left out: the figures the loss limit counts, day by day.
pub async fn daily_results(
    conn: &mut AnyConnection,
    user_id: i64,
    currency: &str,
    from: i64,
) -> anyhow::Result<Vec<DayResult>> {
    let per_day = |column: &str, amount: &str, status: &str| {
        format!(
            "SELECT CAST({column} / 86400000 AS BIGINT) AS day, CAST(SUM({amount}) AS BIGINT) AS total FROM bets \
             WHERE user_id = $1 AND currency = $2 AND {column} >= $3 AND {status} GROUP BY 1"
        )
    };
    let staked = per_day("created_at", "stake", "status <> 'rejected'");
    let returned = per_day("settled_at", "payout", "status IN ('done', 'cancelled')");
    let mut days = std::collections::BTreeMap::<i64, DayResult>::new();
    for (sql, is_stake) in [(staked, true), (returned, false)] {
        let rows = sqlx::query(&sql)
            .bind(user_id)
            .bind(currency)
            .bind(from)
            .fetch_all(&mut *conn)
            .await
            .context("daily results")?;
        for row in rows {
            let day: i64 = row.try_get("day")?;
            let total: i64 = row.try_get("total")?;
            let entry = days.entry(day).or_insert(DayResult { day, staked: 0, returned: 0 });
            if is_stake {
                entry.staked = total;
            } else {
                entry.returned = total;
            }
        }
    }
    Ok(days.into_values().collect())
}

async fn sum(conn: &mut AnyConnection, sql: &str, user_id: i64, currency: &str, from: i64) -> anyhow::Result<i64> {
    let row = sqlx::query(sql)
        .bind(user_id)
        .bind(currency)
        .bind(from)
        .fetch_one(conn)
        .await
        .context("summing a limit's figures")?;
    row.try_get("total").context("a sum")
}
