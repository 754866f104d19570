//! SQL for sessions: only the SHA-256 digest of a session token is stored.

use anyhow::Context;
use sqlx::{AnyConnection, AnyPool, Row};

pub async fn insert(pool: &AnyPool, token_hash: &str, user_id: i64, now: i64, expires_at: i64) -> anyhow::Result<()> {
    sqlx::query("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)")
        .bind(token_hash)
        .bind(user_id)
        .bind(now)
        .bind(expires_at)
        .execute(pool)
        .await
        .context("creating a session")?;
    Ok(())
}

/// The user of a live session.
pub async fn find_user(pool: &AnyPool, token_hash: &str, now: i64) -> anyhow::Result<Option<i64>> {
    let row = sqlx::query("SELECT user_id FROM sessions WHERE token_hash = $1 AND expires_at > $2")
        .bind(token_hash)
        .bind(now)
        .fetch_optional(pool)
        .await
        .context("loading a session")?;
    Ok(row.map(|r| r.try_get("user_id")).transpose()?)
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
