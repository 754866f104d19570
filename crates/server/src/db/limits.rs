//! SQL for responsible-gambling limits of a player (docs/product.md#safer-gambling).

use anyhow::Context;
use sqlx::{AnyPool, Row};

#[derive(Debug, Clone)]
pub struct UserLimit {
    pub id: i64,
    pub limit_type: String,
    pub status: String,
    pub amount: Option<i64>,
    pub period: Option<String>,
    pub created_at: i64,
}

pub async fn list(pool: &AnyPool, user_id: i64) -> anyhow::Result<Vec<UserLimit>> {
    let rows = sqlx::query(
        "SELECT id, limit_type, status, amount, period, created_at FROM user_limits WHERE user_id = $1 ORDER BY id",
    )
    .bind(user_id)
    .fetch_all(pool)
    .await
    .context("loading limits")?;
    rows.iter()
        .map(|r| {
            Ok(UserLimit {
                id: r.try_get("id")?,
                limit_type: r.try_get("limit_type")?,
                status: r.try_get("status")?,
                amount: r.try_get("amount")?,
                period: r.try_get("period")?,
                created_at: r.try_get("created_at")?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()
        .map_err(Into::into)
}
