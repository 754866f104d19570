//! SQL for idempotency keys: a request claims `(player, scope, key)` in the same database
//! transaction as the work it guards and stores its answer there, so a retry finds either the
//! committed answer or (the first attempt having failed) nothing at all.

use anyhow::Context;
use sha2::{Digest, Sha256};
use sqlx::{AnyConnection, Row};
use std::collections::HashSet;

/// A hash of the request's meaning: the JSON body with its keys sorted (serde_json's map is
/// ordered), so a client that re-serialises the same request is recognised.
pub fn request_hash(body: &serde_json::Value) -> String {
    let digest = Sha256::digest(body.to_string().as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

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
    stored(conn, user_id, scope, key, request_hash).await
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

/// One key of a batch: `(player, key, request hash)`.
pub type BatchKey<'a> = (i64, &'a str, &'a str);

/// Claims many keys of one scope in one statement; the `(player, key)` pairs newly claimed.
/// Keys are claimed in `(player, key)` order, so two PostgreSQL writers claiming overlapping
/// keys queue on the first shared one rather than deadlock. Keys already present are left as
/// they are: [`stored`] tells what they hold.
pub async fn claim_many(
    conn: &mut AnyConnection,
    scope: &str,
    keys: &[BatchKey<'_>],
    now: i64,
) -> anyhow::Result<HashSet<(i64, String)>> {
    let mut keys = keys.to_vec();
    keys.sort_unstable();
    keys.dedup_by(|a, b| (a.0, a.1) == (b.0, b.1));
    if keys.is_empty() {
        return Ok(HashSet::new());
    }
    let rows: Vec<String> = (0..keys.len())
        .map(|i| format!("(CAST(${} AS BIGINT), $1, ${}, ${}, CAST($2 AS BIGINT))", 3 * i + 3, 3 * i + 4, 3 * i + 5))
        .collect();
    let sql = format!(
        "INSERT INTO idempotency_keys (user_id, scope, key, request_hash, created_at) VALUES {} \
         ON CONFLICT (user_id, scope, key) DO NOTHING RETURNING user_id, key",
        rows.join(",")
    );
    let mut query = sqlx::query(&sql).bind(scope).bind(now);
    for (user_id, key, hash) in &keys {
        query = query.bind(*user_id).bind(*key).bind(*hash);
    }
    let rows = query.fetch_all(&mut *conn).await.context("claiming idempotency keys")?;
    rows.iter().map(|r| Ok((r.try_get("user_id")?, r.try_get("key")?))).collect()
}

/// What a key claimed before holds, for a request whose body hashes to `request_hash`.
pub async fn stored(
    conn: &mut AnyConnection,
    user_id: i64,
    scope: &str,
    key: &str,
    request_hash: &str,
) -> anyhow::Result<Claim> {
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

/// One answer of a batch: `(player, key, request hash, status, body)`.
pub type BatchAnswer<'a> = (i64, &'a str, &'a str, u16, &'a str);

/// Stores many claimed keys' answers in one statement, each with the hash of the request it
/// answers: a batch claims a key once for every request carrying it, with whichever request's
/// hash came first, and the one placed may be another (the first was refused).
pub async fn complete_many(conn: &mut AnyConnection, scope: &str, answers: &[BatchAnswer<'_>]) -> anyhow::Result<()> {
    if answers.is_empty() {
        return Ok(());
    }
    let rows: Vec<String> = (0..answers.len())
        .map(|i| {
            let n = 5 * i + 2;
            format!("(CAST(${n} AS BIGINT), ${}, ${}, CAST(${} AS BIGINT), ${})", n + 1, n + 2, n + 3, n + 4)
        })
        .collect();
    let sql = format!(
        "WITH v (user_id, key, request_hash, status, response) AS (VALUES {}) \
         UPDATE idempotency_keys SET request_hash = v.request_hash, status = v.status, response = v.response \
         FROM v WHERE idempotency_keys.user_id = v.user_id AND idempotency_keys.scope = $1 \
         AND idempotency_keys.key = v.key",
        rows.join(",")
    );
    let mut query = sqlx::query(&sql).bind(scope);
    for (user_id, key, hash, status, response) in answers {
        query = query.bind(*user_id).bind(*key).bind(*hash).bind(i64::from(*status)).bind(*response);
    }
    let done = query.execute(&mut *conn).await.context("storing idempotent answers")?;
    anyhow::ensure!(done.rows_affected() == answers.len() as u64, "an answered idempotency key is not claimed");
    Ok(())
}

/// Gives back a key claimed in this transaction whose request was refused, so a retry is
/// judged afresh.
pub async fn release(conn: &mut AnyConnection, user_id: i64, scope: &str, key: &str) -> anyhow::Result<()> {
    sqlx::query("DELETE FROM idempotency_keys WHERE user_id = $1 AND scope = $2 AND key = $3 AND status IS NULL")
        .bind(user_id)
        .bind(scope)
        .bind(key)
        .execute(&mut *conn)
        .await
        .context("releasing an idempotency key")?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hash_ignores_key_order_but_not_values() {
        let a: serde_json::Value = serde_json::from_str(r#"{"amount":"5","currency":"EUR"}"#).expect("json");
        let b: serde_json::Value = serde_json::from_str(r#"{"currency":"EUR","amount":"5"}"#).expect("json");
        let c: serde_json::Value = serde_json::from_str(r#"{"currency":"EUR","amount":"6"}"#).expect("json");
        assert_eq!(request_hash(&a), request_hash(&b));
        assert_ne!(request_hash(&a), request_hash(&c));
    }
}
