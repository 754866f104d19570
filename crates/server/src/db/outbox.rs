//! SQL for the outbox: emails and text messages kept for `/dev/mailbox` when no SMTP server
//! or SMS gateway is configured.

use crate::accounts::messages::Message;
use anyhow::Context;
use sqlx::{AnyPool, Row};

pub async fn insert(pool: &AnyPool, message: &Message) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO outbox_messages (channel, recipient, subject, body, link, code, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(message.channel.as_str())
    .bind(&message.to)
    .bind(&message.subject)
    .bind(&message.body)
    .bind(message.link.as_deref())
    .bind(message.code.as_deref())
    .bind(crate::accounts::now_ms())
    .execute(pool)
    .await
    .context("storing a message in the outbox")?;
    Ok(())
}

/// A stored message.
#[derive(Debug, Clone, serde::Serialize)]
pub struct StoredMessage {
    pub id: i64,
    pub channel: String,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    pub link: Option<String>,
    pub code: Option<String>,
    pub created_at: i64,
}

/// The newest messages first.
pub async fn latest(pool: &AnyPool, limit: i64) -> anyhow::Result<Vec<StoredMessage>> {
    let rows = sqlx::query(
        "SELECT id, channel, recipient, subject, body, link, code, created_at FROM outbox_messages ORDER BY id DESC LIMIT $1",
    )
    .bind(limit)
    .fetch_all(pool)
    .await
    .context("loading the outbox")?;
    rows.iter()
        .map(|r| {
            Ok(StoredMessage {
                id: r.try_get("id")?,
                channel: r.try_get("channel")?,
                recipient: r.try_get("recipient")?,
                subject: r.try_get("subject")?,
                body: r.try_get("body")?,
                link: r.try_get("link")?,
                code: r.try_get("code")?,
                created_at: r.try_get("created_at")?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()
        .map_err(Into::into)
}
