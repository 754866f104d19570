//! SQL for sportsbook sessions and the reality checks answered in them
//! (docs/decisions/038-sessions-and-reality-checks.md).

use anyhow::Context;
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, Row};

/// A session the player has not touched for this long has ended (when they were last seen).
pub const IDLE_MS: i64 = 30 * 60_000;

/// Why a session ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EndReason {
    /// Not seen for [`IDLE_MS`].
    Idle,
    SignedOut,
    /// The player chose to stop at a reality check.
    Stopped,
    /// Its `sportsbook_session` limit.
    SessionLimit,
    /// The period's `time` limit.
    TimeLimit,
    /// The period's `activity` limit.
    ActivityLimit,
    /// A time-out or self-exclusion.
    Blocked,
}

impl EndReason {
    fn as_str(self) -> &'static str {
        match self {
            EndReason::Idle => "idle",
            EndReason::SignedOut => "signed_out",
            EndReason::Stopped => "stopped",
            EndReason::SessionLimit => "session_limit",
            EndReason::TimeLimit => "time_limit",
            EndReason::ActivityLimit => "activity_limit",
            EndReason::Blocked => "blocked",
        }
    }
}

/// A stored session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SportsbookSession {
    pub id: i64,
    pub user_id: i64,
    pub started_at: i64,
    pub last_seen_at: i64,
    pub ended_at: Option<i64>,
    /// When the last reality check was answered (none yet: the session's start counts).
    pub checked_at: Option<i64>,
}

impl SportsbookSession {
    /// When the session stopped counting time: its end, or now while it is open.
    fn end_at(&self, now: i64) -> i64 {
        match self.ended_at {
            Some(end) => end,
            None if self.last_seen_at > now - IDLE_MS => now,
            None => self.last_seen_at,
        }
    }
}

const COLUMNS: &str = "id, user_id, started_at, last_seen_at, ended_at, checked_at";

fn from_row(row: &AnyRow) -> anyhow::Result<SportsbookSession> {
    Ok(SportsbookSession {
        id: row.try_get("id")?,
        user_id: row.try_get("user_id")?,
        started_at: row.try_get("started_at")?,
        last_seen_at: row.try_get("last_seen_at")?,
        ended_at: row.try_get("ended_at")?,
        checked_at: row.try_get("checked_at")?,
    })
}

/// The player's open session at `now`: not ended, and seen within [`IDLE_MS`].
pub async fn open(conn: &mut AnyConnection, user_id: i64, now: i64) -> anyhow::Result<Option<SportsbookSession>> {
    let sql = format!(
        "SELECT {COLUMNS} FROM sportsbook_sessions WHERE user_id = $1 AND ended_at IS NULL AND last_seen_at > $2 \
         ORDER BY id DESC LIMIT 1"
    );
    let row =
        sqlx::query(&sql).bind(user_id).bind(now - IDLE_MS).fetch_optional(conn).await.context("an open session")?;
    row.as_ref().map(from_row).transpose()
}

/// Starts a session for the player (closing any gone quiet at their last sign of life).
pub async fn start(conn: &mut AnyConnection, user_id: i64, now: i64) -> anyhow::Result<SportsbookSession> {
    sqlx::query(
        "UPDATE sportsbook_sessions SET ended_at = last_seen_at, end_reason = $2 WHERE user_id = $1 AND ended_at IS NULL",
    )
    .bind(user_id)
    .bind(EndReason::Idle.as_str())
    .execute(&mut *conn)
    .await
    .context("closing quiet sessions")?;
    let sql = format!(
        "INSERT INTO sportsbook_sessions (user_id, started_at, last_seen_at) VALUES ($1, $2, $2) RETURNING {COLUMNS}"
    );
    let row = sqlx::query(&sql).bind(user_id).bind(now).fetch_one(conn).await.context("starting a session")?;
    from_row(&row)
}

/// Marks the session as seen at `now`.
pub async fn touch(conn: &mut AnyConnection, id: i64, now: i64) -> anyhow::Result<()> {
    sqlx::query("UPDATE sportsbook_sessions SET last_seen_at = $2 WHERE id = $1")
        .bind(id)
        .bind(now)
        .execute(conn)
        .await
        .context("touching a session")?;
    Ok(())
}

/// Ends the player's open sessions at `now`.
pub async fn end_all(conn: &mut AnyConnection, user_id: i64, now: i64, reason: EndReason) -> anyhow::Result<()> {
    sqlx::query(
        "UPDATE sportsbook_sessions SET ended_at = CASE WHEN last_seen_at > $2 THEN $3 ELSE last_seen_at END, \
         end_reason = $4 WHERE user_id = $1 AND ended_at IS NULL",
    )
    .bind(user_id)
    .bind(now - IDLE_MS)
    .bind(now)
    .bind(reason.as_str())
    .execute(conn)
    .await
    .context("ending sessions")?;
    Ok(())
}

/// Records the player's answer to the reality check due at `due_at`; the next one counts from now.
pub async fn answer_check(
    conn: &mut AnyConnection,
    session: &SportsbookSession,
    due_at: i64,
    now: i64,
    choice: &str,
) -> anyhow::Result<()> {
    sqlx::query("UPDATE sportsbook_sessions SET checked_at = $2, last_seen_at = $2 WHERE id = $1")
        .bind(session.id)
        .bind(now)
        .execute(&mut *conn)
        .await
        .context("answering a reality check")?;
    sqlx::query(
        "INSERT INTO reality_checks (session_id, user_id, due_at, answered_at, choice) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(session.id)
    .bind(session.user_id)
    .bind(due_at)
    .bind(now)
    .bind(choice)
    .execute(conn)
    .await
    .context("recording a reality check")?;
    Ok(())
}

/// An answered reality check, for the player's history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnsweredCheck {
    pub answered_at: i64,
    /// `continue` or `stop`.
    pub choice: String,
    /// When the session it was answered in began.
    pub session_started_at: i64,
}

/// The player's latest `limit` answered reality checks, newest first.
pub async fn answered_checks(conn: &mut AnyConnection, user_id: i64, limit: i64) -> anyhow::Result<Vec<AnsweredCheck>> {
    let rows = sqlx::query(
        "SELECT r.answered_at, r.choice, s.started_at FROM reality_checks r \
         JOIN sportsbook_sessions s ON s.id = r.session_id \
         WHERE r.user_id = $1 ORDER BY r.answered_at DESC, r.id DESC LIMIT $2",
    )
    .bind(user_id)
    .bind(limit)
    .fetch_all(conn)
    .await
    .context("reality-check history")?;
    rows.iter()
        .map(|row| {
            Ok(AnsweredCheck {
                answered_at: row.try_get("answered_at")?,
                choice: row.try_get("choice")?,
                session_started_at: row.try_get("started_at")?,
            })
        })
        .collect()
}

/// Milliseconds the player spent in sessions between `from` and `now`.
pub async fn time_spent(conn: &mut AnyConnection, user_id: i64, from: i64, now: i64) -> anyhow::Result<i64> {
    let sql = format!(
        "SELECT {COLUMNS} FROM sportsbook_sessions WHERE user_id = $1 AND COALESCE(ended_at, last_seen_at) >= $2"
    );
    let rows = sqlx::query(&sql).bind(user_id).bind(from - IDLE_MS).fetch_all(conn).await.context("time spent")?;
    let mut spent = 0i64;
    for row in &rows {
        let session = from_row(row)?;
        spent = spent.saturating_add((session.end_at(now) - session.started_at.max(from)).max(0));
    }
    Ok(spent)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_open_session_counts_until_now_and_a_quiet_one_until_last_seen() {
        let session = SportsbookSession {
            id: 1,
            user_id: 1,
            started_at: 0,
            last_seen_at: 60_000,
            ended_at: None,
            checked_at: None,
        };
        assert_eq!(session.end_at(90_000), 90_000, "seen a moment ago: still going");
        assert_eq!(session.end_at(60_000 + IDLE_MS + 1), 60_000, "quiet for half an hour: ended when last seen");
        let ended = SportsbookSession { ended_at: Some(30_000), ..session };
        assert_eq!(ended.end_at(90_000), 30_000);
    }
}
