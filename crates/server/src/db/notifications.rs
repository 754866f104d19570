//! SQL for a player's notifications (docs/decisions/023-notifications.md).

use super::{id_list, row_placeholders};
use anyhow::Context;
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, AnyPool, Row};

/// Rows per INSERT statement, well inside both databases' limits on bound values.
const ROWS_PER_STATEMENT: usize = 500;

/// What a notification reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum NotificationKind {
    /// A bet was accepted (at once, or after its live delay).
    BetAccepted,
    /// A live bet was refused after its delay; its stake went back.
    BetRejected,
    /// A bet was settled or voided (or settled again).
    BetSettled,
    /// A deposit succeeded, failed or is pending.
    Deposit,
    /// A safer-gambling limit was used up (data: `limit_type`, `period`, `resets_at`; a session
    /// limit's `minutes`).
    LimitReached,
    /// The operator announced a maintenance window (data: `starts_at`, `ends_at`).
    Maintenance,
}

impl NotificationKind {
    pub const ALL: [NotificationKind; 6] = [
        NotificationKind::BetAccepted,
        NotificationKind::BetRejected,
        NotificationKind::BetSettled,
        NotificationKind::Deposit,
        NotificationKind::LimitReached,
        NotificationKind::Maintenance,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            NotificationKind::BetAccepted => "bet_accepted",
            NotificationKind::BetRejected => "bet_rejected",
            NotificationKind::BetSettled => "bet_settled",
            NotificationKind::Deposit => "deposit",
            NotificationKind::LimitReached => "limit_reached",
            NotificationKind::Maintenance => "maintenance",
        }
    }

    fn parse(text: &str) -> Option<NotificationKind> {
        NotificationKind::ALL.into_iter().find(|kind| kind.as_str() == text)
    }
}

/// A notification to store.
#[derive(Debug, Clone, PartialEq)]
pub struct NewNotification {
    pub user_id: i64,
    pub kind: NotificationKind,
    pub data: serde_json::Value,
}

/// A stored notification.
#[derive(Debug, Clone, PartialEq)]
pub struct Notification {
    pub id: i64,
    pub kind: NotificationKind,
    pub data: serde_json::Value,
    pub created_at: i64,
    pub read_at: Option<i64>,
}

fn from_row(row: &AnyRow) -> anyhow::Result<Notification> {
    let kind: String = row.try_get("kind")?;
    let data: String = row.try_get("data")?;
    Ok(Notification {
        id: row.try_get("id")?,
        kind: NotificationKind::parse(&kind).with_context(|| format!("a stored notification kind `{kind}`"))?,
        data: serde_json::from_str(&data).context("a stored notification's data")?,
        created_at: row.try_get("created_at")?,
        read_at: row.try_get("read_at")?,
    })
}

/// Stores notifications, a statement per 500.
pub async fn insert_many(conn: &mut AnyConnection, notes: &[NewNotification], now: i64) -> anyhow::Result<()> {
    for chunk in notes.chunks(ROWS_PER_STATEMENT) {
        let sql = format!(
            "INSERT INTO notifications (user_id, kind, data, created_at) VALUES {}",
            row_placeholders(conn, chunk.len(), 4)
        );
        let mut query = super::one_off(&sql);
        for note in chunk {
            query = query.bind(note.user_id).bind(note.kind.as_str()).bind(note.data.to_string()).bind(now);
        }
        query.execute(&mut *conn).await.context("storing notifications")?;
    }
    Ok(())
}

/// Stores one notification for every player not on a running time-out or self-exclusion (who
/// hear only safety messages); the players it was stored for.
pub async fn insert_for_unblocked(
    conn: &mut AnyConnection,
    kind: NotificationKind,
    data: &serde_json::Value,
    now: i64,
) -> anyhow::Result<Vec<i64>> {
    let rows = sqlx::query(
        "INSERT INTO notifications (user_id, kind, data, created_at) \
         SELECT u.id, $1, $2, $3 FROM users u WHERE NOT EXISTS ( \
           SELECT 1 FROM user_limits l WHERE l.user_id = u.id \
           AND l.limit_type IN ('coolingoff', 'selfexclusion') AND (l.ends_at IS NULL OR l.ends_at > $3)) \
         RETURNING user_id",
    )
    .bind(kind.as_str())
    .bind(data.to_string())
    .bind(now)
    .fetch_all(&mut *conn)
    .await
    .context("storing a notification for every player")?;
    rows.iter().map(|row| row.try_get("user_id").context("a player")).collect()
}

/// A page of the player's notifications, newest first, and how many there are.
pub async fn page(pool: &AnyPool, user_id: i64, limit: i64, offset: i64) -> anyhow::Result<(Vec<Notification>, i64)> {
    let rows = sqlx::query(
        "SELECT id, kind, data, created_at, read_at FROM notifications WHERE user_id = $1 \
         ORDER BY id DESC LIMIT $2 OFFSET $3",
    )
    .bind(user_id)
    .bind(limit)
    .bind(offset)
    .fetch_all(pool)
    .await
    .context("loading notifications")?;
    let total = sqlx::query("SELECT COUNT(*) AS n FROM notifications WHERE user_id = $1")
        .bind(user_id)
        .fetch_one(pool)
        .await
        .context("counting notifications")?
        .try_get("n")?;
    Ok((rows.iter().map(from_row).collect::<anyhow::Result<_>>()?, total))
}

/// How many of the player's notifications are unread.
pub async fn unread(pool: &AnyPool, user_id: i64) -> anyhow::Result<i64> {
    let row = sqlx::query("SELECT COUNT(*) AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL")
        .bind(user_id)
        .fetch_one(pool)
        .await
        .context("counting unread notifications")?;
    row.try_get("n").context("a count")
}

/// How many unread notifications each of the players has (players with none are left out).
pub async fn unread_many(pool: &AnyPool, user_ids: &[i64]) -> anyhow::Result<Vec<(i64, i64)>> {
    let mut counts = Vec::with_capacity(user_ids.len());
    for chunk in user_ids.chunks(ROWS_PER_STATEMENT) {
        let sql = format!(
            "SELECT user_id, COUNT(*) AS n FROM notifications WHERE user_id IN ({}) AND read_at IS NULL GROUP BY user_id",
            id_list(chunk)
        );
        for row in super::one_off(&sql).fetch_all(pool).await.context("counting unread notifications")? {
            counts.push((row.try_get("user_id")?, row.try_get("n")?));
        }
    }
    Ok(counts)
}

/// Marks the player's notifications with `ids` read (others' ids change nothing); all of them
/// when `ids` is `None`.
pub async fn mark_read(conn: &mut AnyConnection, user_id: i64, ids: Option<&[i64]>, now: i64) -> anyhow::Result<()> {
    let only = match ids {
        Some([]) => return Ok(()),
        Some(ids) => format!(" AND id IN ({})", id_list(ids)),
        None => String::new(),
    };
    let sql = format!("UPDATE notifications SET read_at = $1 WHERE user_id = $2 AND read_at IS NULL{only}");
    sqlx::query(&sql).bind(now).bind(user_id).execute(conn).await.context("marking notifications read")?;
    Ok(())
}
