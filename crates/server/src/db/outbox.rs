//! SQL for the outbox: every email and text message, stored in the same transaction as what it
//! announces. With SMTP configured the relay delivers pending emails and marks them sent;
//! without it they stay here for `/dev/mailbox`.

use anyhow::Context;
use sqlx::{AnyConnection, AnyPool, Row};

/// Email or SMS.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Channel {
    Email,
    Sms,
}

impl Channel {
    pub fn as_str(self) -> &'static str {
        match self {
            Channel::Email => "email",
            Channel::Sms => "sms",
        }
    }
}

/// A message ready to send.
#[derive(Debug, Clone)]
pub struct Message {
    pub channel: Channel,
    pub to: String,
    pub subject: String,
    pub body: String,
    /// The action link of an email (also shown on `/dev/mailbox`).
    pub link: Option<String>,
    /// The code of a text message (also shown on `/dev/mailbox`).
    pub code: Option<String>,
}

/// Stores a message (in the caller's transaction).
pub async fn insert(conn: &mut AnyConnection, message: &Message) -> anyhow::Result<()> {
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
    .bind(crate::clock::now_ms())
    .execute(&mut *conn)
    .await
    .context("storing a message in the outbox")?;
    Ok(())
}

/// An email waiting for delivery.
#[derive(Debug, Clone)]
pub struct PendingEmail {
    pub id: i64,
    pub recipient: String,
    pub subject: String,
    pub body: String,
}

/// Emails not yet sent, oldest first: created after `since`, tried fewer than `max_attempts`
/// times, and not claimed by another node right now.
pub async fn pending_emails(
    pool: &AnyPool,
    since: i64,
    now: i64,
    max_attempts: i64,
    limit: i64,
) -> anyhow::Result<Vec<PendingEmail>> {
    let rows = sqlx::query(
        "SELECT id, recipient, subject, body FROM outbox_messages WHERE channel = 'email' AND sent_at IS NULL \
         AND attempts < $1 AND created_at > $2 AND (claimed_until IS NULL OR claimed_until < $3) ORDER BY id LIMIT $4",
    )
    .bind(max_attempts)
    .bind(since)
    .bind(now)
    .bind(limit)
    .fetch_all(pool)
    .await
    .context("loading pending emails")?;
    rows.iter()
        .map(|r| {
            Ok(PendingEmail {
                id: r.try_get("id")?,
                recipient: r.try_get("recipient")?,
                subject: r.try_get("subject")?,
                body: r.try_get("body")?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()
        .map_err(Into::into)
}

/// Claims an email for one delivery attempt until `until`; false when another node has it.
pub async fn claim(pool: &AnyPool, id: i64, now: i64, until: i64) -> anyhow::Result<bool> {
    let done = sqlx::query(
        "UPDATE outbox_messages SET attempts = attempts + 1, claimed_until = $1 WHERE id = $2 AND sent_at IS NULL \
         AND (claimed_until IS NULL OR claimed_until < $3)",
    )
    .bind(until)
    .bind(id)
    .bind(now)
    .execute(pool)
    .await
    .context("claiming an email")?;
    Ok(done.rows_affected() == 1)
}

/// Marks an email delivered.
pub async fn mark_sent(pool: &AnyPool, id: i64, now: i64) -> anyhow::Result<()> {
    sqlx::query("UPDATE outbox_messages SET sent_at = $1 WHERE id = $2")
        .bind(now)
        .bind(id)
        .execute(pool)
        .await
        .context("marking an email sent")?;
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
