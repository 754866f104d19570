//! SQL for sessions (sign-ins): only the SHA-256 digest of a session token is stored. A sign-in
//! ends when it expires or, for a player with a `session` limit, at its `limit_ends_at`.

use anyhow::Context;
use sqlx::{AnyConnection, AnyPool, Row};

/// A new sign-in.
pub struct NewSession<'a> {
    pub token_hash: &'a str,
    pub user_id: i64,
    pub now: i64,
    pub expires_at: i64,
    /// When the player's `session` limit ends it.
    pub limit_ends_at: Option<i64>,
}

pub async fn insert(pool: &AnyPool, session: &NewSession<'_>) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO sessions (token_hash, user_id, created_at, expires_at, limit_ends_at) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(session.token_hash)
    .bind(session.user_id)
    .bind(session.now)
    .bind(session.expires_at)
    .bind(session.limit_ends_at)
    .execute(pool)
    .await
    .context("creating a session")?;
    Ok(())
}

/// The condition on `sessions s` of a live session with token digest `$1` at time `$2`.
pub(crate) const LIVE: &str =
    "s.token_hash = $1 AND s.expires_at > $2 AND (s.limit_ends_at IS NULL OR s.limit_ends_at > $2)";

/// The user of a live session.
pub async fn find_user(pool: &AnyPool, token_hash: &str, now: i64) -> anyhow::Result<Option<i64>> {
    let row = sqlx::query(&format!("SELECT s.user_id FROM sessions s WHERE {LIVE}"))
        .bind(token_hash)
        .bind(now)
        .fetch_optional(pool)
        .await
        .context("loading a session")?;
    Ok(row.map(|r| r.try_get("user_id")).transpose()?)
}

/// The length in minutes of the `session` limit that has ended this unexpired sign-in, if one has.
pub async fn ended_by_limit(pool: &AnyPool, token_hash: &str, now: i64) -> anyhow::Result<Option<i64>> {
    let row = sqlx::query(
        "SELECT created_at, limit_ends_at FROM sessions WHERE token_hash = $1 AND expires_at > $2 \
         AND limit_ends_at <= $2",
    )
    .bind(token_hash)
    .bind(now)
    .fetch_optional(pool)
    .await
    .context("loading an ended session")?;
    let Some(row) = row else { return Ok(None) };
    let (created_at, ends_at): (i64, i64) = (row.try_get("created_at")?, row.try_get("limit_ends_at")?);
    Ok(Some((ends_at - created_at).div_euclid(sportsbook_core::limits::MINUTE_MS)))
}

/// Caps the player's sign-ins at `length_ms` from when each began: a new or lowered `session`
/// limit is in force at once.
pub async fn cap(conn: &mut AnyConnection, user_id: i64, length_ms: i64) -> anyhow::Result<()> {
    sqlx::query(
        "UPDATE sessions SET limit_ends_at = created_at + $2 \
         WHERE user_id = $1 AND (limit_ends_at IS NULL OR limit_ends_at > created_at + $2)",
    )
    .bind(user_id)
    .bind(length_ms)
    .execute(&mut *conn)
    .await
    .context("capping sessions")?;
    Ok(())
}

/// When the player's longest-running live sign-in began (what their `session` limit has used).
pub async fn oldest_live(conn: &mut AnyConnection, user_id: i64, now: i64) -> anyhow::Result<Option<i64>> {
    let row = sqlx::query(
        "SELECT MIN(created_at) AS started FROM sessions WHERE user_id = $1 AND expires_at > $2 \
         AND (limit_ends_at IS NULL OR limit_ends_at > $2)",
    )
    .bind(user_id)
    .bind(now)
    .fetch_one(&mut *conn)
    .await
    .context("the oldest live session")?;
    Ok(row.try_get("started")?)
}

/// Ends a session; the player it belonged to, if it existed.
pub async fn delete(pool: &AnyPool, token_hash: &str) -> anyhow::Result<Option<i64>> {
    let row = sqlx::query("DELETE FROM sessions WHERE token_hash = $1 RETURNING user_id")
        .bind(token_hash)
        .fetch_optional(pool)
        .await
        .context("ending a session")?;
    Ok(row.map(|r| r.try_get("user_id")).transpose()?)
}

/// Ends every session of a player (after a password change).
pub async fn delete_for_user(conn: &mut AnyConnection, user_id: i64) -> anyhow::Result<()> {
    sqlx::query("DELETE FROM sessions WHERE user_id = $1")
        .bind(user_id)
        .execute(&mut *conn)
        .await
        .context("ending sessions")?;
    Ok(())
}

/// Removes sessions that have expired (run on sign-in, so the table does not grow forever).
pub async fn delete_expired(pool: &AnyPool, now: i64) -> anyhow::Result<u64> {
    let done = sqlx::query("DELETE FROM sessions WHERE expires_at <= $1")
        .bind(now)
        .execute(pool)
        .await
        .context("removing expired sessions")?;
    Ok(done.rows_affected())
}
