//! SQL for payments (deposits through a payment provider) and their outcome.

use anyhow::Context;
use serde::Serialize;
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, AnyPool, Row};
use utoipa::ToSchema;

/// What a payment does (withdrawals are not offered yet). Also its wire form.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PaymentKind {
    Deposit,
}

/// Where a payment stands. Also its wire form.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PaymentStatus {
    /// The provider has not answered yet.
    Pending,
    /// Paid: the money is in the wallet.
    Success,
    /// Refused by the provider: nothing moved.
    Error,
}

impl PaymentKind {
    pub fn as_str(self) -> &'static str {
        match self {
            PaymentKind::Deposit => "deposit",
        }
    }

    fn parse(text: &str) -> Option<PaymentKind> {
        [PaymentKind::Deposit].into_iter().find(|k| k.as_str() == text)
    }
}

impl PaymentStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            PaymentStatus::Pending => "pending",
            PaymentStatus::Success => "success",
            PaymentStatus::Error => "error",
        }
    }

    fn parse(text: &str) -> Option<PaymentStatus> {
        [PaymentStatus::Pending, PaymentStatus::Success, PaymentStatus::Error].into_iter().find(|s| s.as_str() == text)
    }
}

/// A stored value outside its enum: the row is refused rather than guessed at.
fn decode<T>(row: &AnyRow, column: &str, parse: fn(&str) -> Option<T>) -> Result<T, sqlx::Error> {
    let text: String = row.try_get(column)?;
    parse(&text).ok_or_else(|| sqlx::Error::Decode(format!("unknown payment {column} `{text}`").into()))
}

#[derive(Debug, Clone)]
pub struct Payment {
    pub id: String,
    pub user_id: i64,
    pub kind: PaymentKind,
    pub amount: i64,
    pub currency: String,
    pub status: PaymentStatus,
    pub transaction_id: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
}

fn payment(row: &AnyRow) -> Result<Payment, sqlx::Error> {
    Ok(Payment {
        id: row.try_get("id")?,
        user_id: row.try_get("user_id")?,
        kind: decode(row, "kind", PaymentKind::parse)?,
        amount: row.try_get("amount")?,
        currency: row.try_get("currency")?,
        status: decode(row, "status", PaymentStatus::parse)?,
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
    .bind(p.kind.as_str())
    .bind(p.amount)
    .bind(&p.currency)
    .bind(p.status.as_str())
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

/// What the player paid in, or may still be paid, in `currency` since `since` (successful and
/// pending deposits): the demo provider's daily ceiling counts it.
pub async fn deposited_since(
    conn: &mut AnyConnection,
    user_id: i64,
    currency: &str,
    since: i64,
) -> anyhow::Result<i64> {
    let row = sqlx::query(
        "SELECT CAST(COALESCE(SUM(amount), 0) AS BIGINT) AS total FROM payments WHERE user_id = $1 AND kind = $2 AND currency = $3 \
         AND status IN ($4, $5) AND created_at >= $6",
    )
    .bind(user_id)
    .bind(PaymentKind::Deposit.as_str())
    .bind(currency)
    .bind(PaymentStatus::Success.as_str())
    .bind(PaymentStatus::Pending.as_str())
    .bind(since)
    .fetch_one(&mut *conn)
    .await
    .context("summing a player's deposits")?;
    Ok(row.try_get("total")?)
}
