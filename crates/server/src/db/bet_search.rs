//! SQL for the operator's bet search: any player's bets filtered by player, match and status,
//! newest first, paged.

use super::bets::{self, StoredBet};
use anyhow::Context;
use sportsbook_core::betting::BetStatus;
use sqlx::{AnyPool, Row};

/// What the operator searches by; `None` matches anything.
#[derive(Debug, Clone, Default)]
pub struct BetFilter {
    pub player_id: Option<i64>,
    pub match_id: Option<i64>,
    /// Bet status codes (`waiting_results`, …); empty matches any.
    pub statuses: Vec<BetStatus>,
}

/// The bets matching `filter` on `page` of `limit`, and how many match in all.
pub async fn search(
    pool: &AnyPool,
    filter: &BetFilter,
    page: u32,
    limit: u32,
) -> anyhow::Result<(Vec<StoredBet>, u64)> {
    // Only integers we parsed and our own status constants are inlined, never request text.
    let mut conditions = vec!["1 = 1".to_owned()];
    if let Some(player_id) = filter.player_id {
        conditions.push(format!("user_id = {player_id}"));
    }
    if let Some(match_id) = filter.match_id {
        conditions.push(format!("id IN (SELECT bet_id FROM bet_selections WHERE match_id = {match_id})"));
    }
    if !filter.statuses.is_empty() {
        let quoted: Vec<String> = filter.statuses.iter().map(|s| format!("'{}'", s.code())).collect();
        conditions.push(format!("status IN ({})", quoted.join(",")));
    }
    let filter = conditions.join(" AND ");
    let mut conn = pool.acquire().await.context("connection")?;
    let total: i64 = sqlx::query(&format!("SELECT COUNT(*) AS n FROM bets WHERE {filter}"))
        .fetch_one(&mut *conn)
        .await
        .context("counting bets")?
        .try_get("n")?;
    let ids: Vec<i64> = sqlx::query(&format!("SELECT id FROM bets WHERE {filter} ORDER BY id DESC LIMIT $1 OFFSET $2"))
        .bind(i64::from(limit))
        .bind(i64::from(page.saturating_sub(1)) * i64::from(limit))
        .fetch_all(&mut *conn)
        .await
        .context("searching bets")?
        .iter()
        .map(|row| row.try_get("id"))
        .collect::<Result<_, _>>()?;
    let mut found = Vec::with_capacity(ids.len());
    for id in ids {
        found.extend(bets::find(&mut conn, id).await?);
    }
    Ok((found, u64::try_from(total).unwrap_or(0)))
}
