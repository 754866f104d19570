//! SQL for trader suspensions: a whole match, every line of a market, or one line, suspended
//! until resumed. Placement reads them in its transaction (`db::settlement::closed_markets`), so a
//! suspension is in force the moment the operator's call answers; the feed reads them every tick
//! to show the markets suspended (`feed::trader`).

use anyhow::Context;
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, AnyPool, Row};

/// What a trader suspends: `market_id: None` is the whole match, `specifier: None` every line
/// of the market.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Scope {
    pub match_id: i64,
    pub market_id: Option<i64>,
    pub specifier: Option<String>,
}

impl Scope {
    /// Whether this suspension covers the line `specifier` of market `market_id` of `match_id`.
    pub fn covers(&self, match_id: i64, market_id: i64, specifier: &str) -> bool {
        self.match_id == match_id
            && self.market_id.is_none_or(|id| id == market_id)
            && self.specifier.as_deref().is_none_or(|s| s == specifier)
    }
}

fn scope(row: &AnyRow) -> anyhow::Result<Scope> {
    Ok(Scope {
        match_id: row.try_get("match_id")?,
        market_id: row.try_get("market_id")?,
        specifier: row.try_get("specifier")?,
    })
}

/// Suspends `scope` (nothing changes when it is suspended already), in the caller's transaction.
pub async fn suspend(conn: &mut AnyConnection, scope: &Scope, actor: &str, now: i64) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO trader_suspensions (match_id, market_id, specifier, actor, created_at) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
    )
    .bind(scope.match_id)
    .bind(scope.market_id)
    .bind(scope.specifier.as_deref())
    .bind(actor)
    .bind(now)
    .execute(&mut *conn)
    .await
    .context("suspending")?;
    Ok(())
}

/// Lifts every suspension within `scope` (a match's resume lifts its markets' too); returns
/// how many.
pub async fn resume(pool: &AnyPool, scope: &Scope) -> anyhow::Result<u64> {
    let done = match (scope.market_id, scope.specifier.as_deref()) {
        (None, _) => sqlx::query("DELETE FROM trader_suspensions WHERE match_id = $1").bind(scope.match_id),
        (Some(market_id), None) => sqlx::query("DELETE FROM trader_suspensions WHERE match_id = $1 AND market_id = $2")
            .bind(scope.match_id)
            .bind(market_id),
        (Some(market_id), Some(specifier)) => {
            sqlx::query("DELETE FROM trader_suspensions WHERE match_id = $1 AND market_id = $2 AND specifier = $3")
                .bind(scope.match_id)
                .bind(market_id)
                .bind(specifier)
        }
    }
    .execute(pool)
    .await
    .context("resuming")?;
    Ok(done.rows_affected())
}

/// Every suspension in force.
pub async fn all(pool: &AnyPool) -> anyhow::Result<Vec<Scope>> {
    let rows = sqlx::query("SELECT match_id, market_id, specifier FROM trader_suspensions")
        .fetch_all(pool)
        .await
        .context("loading suspensions")?;
    rows.iter().map(scope).collect()
}

/// The suspensions in force on the matches `ids` (our own integers, written into the query).
pub async fn of_matches(conn: &mut AnyConnection, ids: &[i64]) -> anyhow::Result<Vec<Scope>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "SELECT match_id, market_id, specifier FROM trader_suspensions WHERE match_id IN ({})",
        super::id_list(ids)
    );
    let rows = super::one_off(&sql).fetch_all(&mut *conn).await.context("loading the matches' suspensions")?;
    rows.iter().map(scope).collect()
}

/// Whether the catalogue holds the match (finished ones included, until they are pruned).
pub async fn match_exists(pool: &AnyPool, match_id: i64) -> anyhow::Result<bool> {
    let row = sqlx::query("SELECT COUNT(*) AS n FROM matches WHERE id = $1")
        .bind(match_id)
        .fetch_one(pool)
        .await
        .context("looking up a match")?;
    Ok(row.try_get::<i64, _>("n")? > 0)
}
