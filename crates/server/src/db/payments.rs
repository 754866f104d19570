//! SQL for payments (deposits through a payment provider) and their outcome.

use anyhow::Context;
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, AnyPool, Row};

#[derive(Debug, Clone)]
pub struct Payment {
    pub id: String,
    pub user_id: i64,
    pub kind: String,
    pub amount: i64,
    pub currency: String,
    /// `pending`, `success` or `error`.
    pub status: String,
    pub transaction_id: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
}

fn payment(row: &AnyRow) -> Result<Payment, sqlx::Error> {
    Ok(Payment {
        id: row.try_get("id")?,
        user_id: row.try_get("user_id")?,
        kind: row.try_get("kind")?,
        amount: row.try_get("amount")?,
        currency: row.try_get("currency")?,
        status: row.try_get("status")?,
        transaction_id: row.try_get("transaction_id")?,
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
    })
}

pub async fn insert(conn: &mut AnyConnection, p: &Payment) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO payments (id, user_id, kind, amount, currency, status, transaction_id, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(&p.id)
    .bind(p.user_id)
    .bind(&p.kind)
    .bind(p.amount)
    .bind(&p.currency)
    .bind(&p.status)
    .bind(p.transaction_id)
    .bind(p.created_at)
    .bind(p.updated_at)
    .execute(&mut *conn)
    .await
    .context("recording a payment")?;
    Ok(())
}

/// A payment of this player (another player's payment is as good as missing).
pub async fn find(pool: &AnyPool, id: &str, user_id: i64) -> anyhow::Result<Option<Payment>> {
    let row = sqlx::query(
        "SELECT id, user_id, kind, amount, currency, status, transaction_id, created_at, updated_at FROM payments \
         WHERE id = $1 AND user_id = $2",
    )
    .bind(id)
    .bind(user_id)
    .fetch_optional(pool)
    .await
    .context("loading a payment")?;
    Ok(row.as_ref().map(payment).transpose()?)
}
