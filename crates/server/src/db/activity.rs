//! SQL for the minutes of active play a player with an activity limit reports
//! (docs/decisions/038-sessions-and-reality-checks.md).

use anyhow::Context;
use sqlx::{AnyConnection, Row};

/// Reports closer together than this count once: the app reports every 60 s.
const MIN_GAP_MS: i64 = 50_000;

/// Records a minute of activity at `now`, unless one was recorded within the last 50 s; whether
/// it was recorded.
pub async fn track(conn: &mut AnyConnection, user_id: i64, now: i64) -> anyhow::Result<bool> {
    let recent = sqlx::query("SELECT COUNT(*) AS n FROM player_activity WHERE user_id = $1 AND at > $2")
        .bind(user_id)
        .bind(now - MIN_GAP_MS)
        .fetch_one(&mut *conn)
        .await
        .context("recent activity")?;
    if recent.try_get::<i64, _>("n")? > 0 {
        return Ok(false);
    }
    sqlx::query("INSERT INTO player_activity (user_id, at) VALUES ($1, $2)")
        .bind(user_id)
        .bind(now)
        .execute(conn)
        .await
        .context("recording activity")?;
    Ok(true)
}

/// Minutes of activity the player reported since `from`.
pub async fn minutes_since(conn: &mut AnyConnection, user_id: i64, from: i64) -> anyhow::Result<i64> {
    let row = sqlx::query("SELECT COUNT(*) AS n FROM player_activity WHERE user_id = $1 AND at >= $2")
        .bind(user_id)
        .bind(from)
        .fetch_one(conn)
        .await
        .context("minutes of activity")?;
    Ok(row.try_get("n")?)
}
