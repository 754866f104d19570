//! SQL for secrets generated on first start and shared by every node on the database.

use anyhow::Context;
use sqlx::{AnyPool, Row};

/// The secret called `name`: the stored one, else `generate()` stored now. Concurrent first
/// starts agree: the first insert wins and everyone reads it back.
pub async fn get_or_create(pool: &AnyPool, name: &str, generate: impl FnOnce() -> String) -> anyhow::Result<String> {
    sqlx::query(
        "INSERT INTO server_secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING",
    )
    .bind(name)
    .bind(generate())
    .bind(crate::clock::now_ms())
    .execute(pool)
    .await
    .context("storing a generated secret")?;
    let row = sqlx::query("SELECT value FROM server_secrets WHERE name = $1")
        .bind(name)
        .fetch_one(pool)
        .await
        .context("reading a secret")?;
    Ok(row.try_get("value")?)
}
