//! SQL for a player's favourite matches and leagues (docs/product.md#favourites).

use anyhow::Context;
use sqlx::{AnyConnection, AnyPool, Row};

/// What a player can star; the wire and stored name of each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FavouriteKind {
    Matches,
    Tournaments,
}

impl FavouriteKind {
    pub fn parse(text: &str) -> Option<FavouriteKind> {
        match text {
            "matches" => Some(FavouriteKind::Matches),
            "tournaments" => Some(FavouriteKind::Tournaments),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            FavouriteKind::Matches => "matches",
            FavouriteKind::Tournaments => "tournaments",
        }
    }
}

/// What adding a favourite did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Added {
    /// Stored now, or it already was.
    Kept,
    /// Refused: the player already has `cap` favourites of this kind.
    Full,
}

/// The player's favourites of one kind, the most recently starred first.
pub async fn list(pool: &AnyPool, user_id: i64, kind: FavouriteKind) -> anyhow::Result<Vec<i64>> {
    let rows = sqlx::query(
        "SELECT target_id FROM favourites WHERE user_id = $1 AND kind = $2 ORDER BY created_at DESC, target_id DESC",
    )
    .bind(user_id)
    .bind(kind.as_str())
    .fetch_all(pool)
    .await
    .context("loading favourites")?;
    rows.iter().map(|row| row.try_get("target_id").context("a favourite's id")).collect()
}

/// Stars `target_id` unless the player already has `cap` favourites of the kind; starring one
/// already starred changes nothing.
pub async fn add(
    conn: &mut AnyConnection,
    user_id: i64,
    kind: FavouriteKind,
    target_id: i64,
    cap: i64,
    now: i64,
) -> anyhow::Result<Added> {
    let inserted = sqlx::query(
        "INSERT INTO favourites (user_id, kind, target_id, created_at) \
         SELECT $1, $2, $3, $4 WHERE (SELECT COUNT(*) FROM favourites WHERE user_id = $1 AND kind = $2) < $5 \
         ON CONFLICT (user_id, kind, target_id) DO NOTHING",
    )
    .bind(user_id)
    .bind(kind.as_str())
    .bind(target_id)
    .bind(now)
    .bind(cap)
    .execute(&mut *conn)
    .await
    .context("storing a favourite")?
    .rows_affected();
    if inserted == 1 {
        return Ok(Added::Kept);
    }
    let exists = sqlx::query("SELECT 1 AS one FROM favourites WHERE user_id = $1 AND kind = $2 AND target_id = $3")
        .bind(user_id)
        .bind(kind.as_str())
        .bind(target_id)
        .fetch_optional(&mut *conn)
        .await
        .context("looking up a favourite")?;
    Ok(if exists.is_some() { Added::Kept } else { Added::Full })
}

/// Unstars `target_id`; unstarring one not starred changes nothing.
pub async fn remove(conn: &mut AnyConnection, user_id: i64, kind: FavouriteKind, target_id: i64) -> anyhow::Result<()> {
    sqlx::query("DELETE FROM favourites WHERE user_id = $1 AND kind = $2 AND target_id = $3")
        .bind(user_id)
        .bind(kind.as_str())
        .bind(target_id)
        .execute(conn)
        .await
        .context("removing a favourite")?;
    Ok(())
}
