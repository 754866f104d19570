//! SQL for idempotency keys: a request claims `(player, scope, key)` in the same database
//! transaction as the work it guards and stores its answer there, so a retry finds either the
//! committed answer or (the first attempt having failed) nothing at all.

use anyhow::Context;
use sqlx::{AnyConnection, Row};

/// What claiming a key found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// The key is new: do the work, then [`complete`] it in the same transaction.
    New,
    /// The same request was answered before: `(status, body)` of that answer.
    Replay { status: u16, response: String },
    /// The key was used for a different request.
    Conflict,
}

/// Claims `key` for a request whose canonical body hashes to `request_hash`. On PostgreSQL a
/// concurrent claim of the same key waits here until the first transaction ends.
pub async fn claim(
    conn: &mut AnyConnection,
    user_id: i64,
    scope: &str,
    key: &str,
    request_hash: &str,
    now: i64,
) -> anyhow::Result<Claim> {
    let inserted = sqlx::query(
        "INSERT INTO idempotency_keys (user_id, scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (user_id, scope, key) DO NOTHING",
    )
    .bind(user_id)
    .bind(scope)
    .bind(key)
    .bind(request_hash)
    .bind(now)
    .execute(&mut *conn)
    .await
    .context("claiming an idempotency key")?
    .rows_affected();
    if inserted == 1 {
        return Ok(Claim::New);
    }
    let row = sqlx::query(
        "SELECT request_hash, status, response FROM idempotency_keys WHERE user_id = $1 AND scope = $2 AND key = $3",
    )
    .bind(user_id)
    .bind(scope)
    .bind(key)
    .fetch_one(&mut *conn)
    .await
    .context("loading an idempotency key")?;
    let stored_hash: String = row.try_get("request_hash")?;
    if stored_hash != request_hash {
        return Ok(Claim::Conflict);
    }
    let status: Option<i64> = row.try_get("status")?;
    let response: Option<String> = row.try_get("response")?;
    match (status.and_then(|s| u16::try_from(s).ok()), response) {
        (Some(status), Some(response)) => Ok(Claim::Replay { status, response }),
        _ => anyhow::bail!("idempotency key {key} is committed without its answer"),
    }
}

/// Stores the answer of a claimed key (same transaction as the work).
pub async fn complete(
    conn: &mut AnyConnection,
    user_id: i64,
    scope: &str,
    key: &str,
    status: u16,
    response: &str,
) -> anyhow::Result<()> {
    sqlx::query(
        "UPDATE idempotency_keys SET status = $1, response = $2 WHERE user_id = $3 AND scope = $4 AND key = $5",
    )
    .bind(i64::from(status))
    .bind(response)
    .bind(user_id)
    .bind(scope)
    .bind(key)
    .execute(&mut *conn)
    .await
    .context("storing an idempotent answer")?;
    Ok(())
}
