//! SQL for the operator audit trail: every admin call (HTTP or CLI), refused ones included.

use anyhow::Context;
use serde::Serialize;
use sqlx::{AnyPool, Row};

/// One recorded admin call.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AuditEntry {
    pub id: i64,
    /// `token:<fingerprint>`, `cli:<unix user>` or `unauthenticated`.
    pub actor: String,
    pub method: String,
    pub path: String,
    pub body: String,
    pub status: i64,
    /// Unix milliseconds.
    pub created_at: i64,
}

/// Records a call.
pub async fn record(pool: &AnyPool, entry: &AuditEntry) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO admin_audit (actor, method, path, body, status, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(&entry.actor)
    .bind(&entry.method)
    .bind(&entry.path)
    .bind(&entry.body)
    .bind(entry.status)
    .bind(entry.created_at)
    .execute(pool)
    .await
    .context("recording an admin call")?;
    Ok(())
}

/// The most recent calls, newest first.
pub async fn recent(pool: &AnyPool, limit: i64) -> anyhow::Result<Vec<AuditEntry>> {
    let rows = sqlx::query(
        "SELECT id, actor, method, path, body, status, created_at FROM admin_audit ORDER BY id DESC LIMIT $1",
    )
    .bind(limit)
    .fetch_all(pool)
    .await
    .context("loading admin calls")?;
    rows.iter()
        .map(|row| {
            Ok(AuditEntry {
                id: row.try_get("id")?,
                actor: row.try_get("actor")?,
                method: row.try_get("method")?,
                path: row.try_get("path")?,
                body: row.try_get("body")?,
                status: row.try_get("status")?,
                created_at: row.try_get("created_at")?,
            })
        })
        .collect()
}

/// How many ledger transactions and accounts there are (what the ledger audit went over).
pub async fn ledger_size(pool: &AnyPool) -> anyhow::Result<(i64, i64)> {
    let row = sqlx::query(
        "SELECT (SELECT COUNT(*) FROM ledger_transactions) AS transactions, \
         (SELECT COUNT(*) FROM ledger_accounts) AS accounts",
    )
    .fetch_one(pool)
    .await
    .context("counting the ledger")?;
    Ok((row.try_get("transactions")?, row.try_get("accounts")?))
}
