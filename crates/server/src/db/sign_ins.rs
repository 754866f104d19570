//! SQL for sign-in lockout (docs/decisions/047): an account's wrong passwords per client address
//! (`sign_in_failures`), in all (`users.failed_attempts`, `users.last_failed_at`), and the known
//! devices players signed in from (`known_devices`, by the digest of their cookie).

use anyhow::Context;
use sportsbook_core::account::lockout::Failures;
use sqlx::{AnyConnection, Row};

/// A browser the player signed in from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KnownDevice {
    pub user_id: i64,
    pub failures: i64,
    pub locked_until: Option<i64>,
}

/// The account's wrong passwords from `address`.
pub async fn address_failures(conn: &mut AnyConnection, user_id: i64, address: &str) -> anyhow::Result<Failures> {
    let row = sqlx::query("SELECT failures, last_failed_at FROM sign_in_failures WHERE user_id = $1 AND address = $2")
        .bind(user_id)
        .bind(address)
        .fetch_optional(&mut *conn)
        .await
        .context("loading an address's sign-in failures")?;
    Ok(match row {
        Some(row) => Failures { count: row.try_get("failures")?, last_at: Some(row.try_get("last_failed_at")?) },
        None => Failures::default(),
    })
}

/// Stores the account's wrong passwords from `address`.
pub async fn set_address_failures(
    conn: &mut AnyConnection,
    user_id: i64,
    address: &str,
    failures: Failures,
) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO sign_in_failures (user_id, address, failures, last_failed_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (user_id, address) DO UPDATE SET failures = $3, last_failed_at = $4",
    )
    .bind(user_id)
    .bind(address)
    .bind(failures.count)
    .bind(failures.last_at.unwrap_or_default())
    .execute(&mut *conn)
    .await
    .context("counting an address's sign-in failure")?;
    Ok(())
}

/// Stores the account's wrong passwords in all.
pub async fn set_account_failures(conn: &mut AnyConnection, user_id: i64, failures: Failures) -> anyhow::Result<()> {
    sqlx::query("UPDATE users SET failed_attempts = $2, last_failed_at = $3 WHERE id = $1")
        .bind(user_id)
        .bind(failures.count)
        .bind(failures.last_at)
        .execute(&mut *conn)
        .await
        .context("counting an account's sign-in failure")?;
    Ok(())
}

/// Forgets every wrong password of the account (it signed in, or was unlocked) and its lock.
pub async fn forget_failures(conn: &mut AnyConnection, user_id: i64) -> anyhow::Result<()> {
    sqlx::query("DELETE FROM sign_in_failures WHERE user_id = $1")
        .bind(user_id)
        .execute(&mut *conn)
        .await
        .context("forgetting sign-in failures")?;
    sqlx::query("UPDATE users SET failed_attempts = 0, last_failed_at = NULL, locked_at = NULL WHERE id = $1")
        .bind(user_id)
        .execute(&mut *conn)
        .await
        .context("unlocking")?;
    Ok(())
}

/// The known device whose cookie has this digest.
pub async fn device(conn: &mut AnyConnection, token_hash: &str) -> anyhow::Result<Option<KnownDevice>> {
    let row = sqlx::query("SELECT user_id, failures, locked_until FROM known_devices WHERE token_hash = $1")
        .bind(token_hash)
        .fetch_optional(&mut *conn)
        .await
        .context("loading a known device")?;
    row.map(|row| {
        Ok(KnownDevice {
            user_id: row.try_get("user_id")?,
            failures: row.try_get("failures")?,
            locked_until: row.try_get("locked_until")?,
        })
    })
    .transpose()
}

/// Remembers a device the player just signed in from.
pub async fn remember_device(conn: &mut AnyConnection, token_hash: &str, user_id: i64, now: i64) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO known_devices (token_hash, user_id, failures, created_at, last_seen_at) VALUES ($1, $2, 0, $3, $3)",
    )
    .bind(token_hash)
    .bind(user_id)
    .bind(now)
    .execute(&mut *conn)
    .await
    .context("remembering a device")?;
    Ok(())
}

/// Records a sign-in's end on a known device: its wrong passwords and lock, and when it was seen.
pub async fn update_device(
    conn: &mut AnyConnection,
    token_hash: &str,
    failures: i64,
    locked_until: Option<i64>,
    now: i64,
) -> anyhow::Result<()> {
    sqlx::query("UPDATE known_devices SET failures = $2, locked_until = $3, last_seen_at = $4 WHERE token_hash = $1")
        .bind(token_hash)
        .bind(failures)
        .bind(locked_until)
        .bind(now)
        .execute(&mut *conn)
        .await
        .context("updating a known device")?;
    Ok(())
}

/// Forgets every known device of the player (an operator locked the account: none of its
/// browsers is trusted any more).
pub async fn forget_devices(conn: &mut AnyConnection, user_id: i64) -> anyhow::Result<()> {
    sqlx::query("DELETE FROM known_devices WHERE user_id = $1")
        .bind(user_id)
        .execute(&mut *conn)
        .await
        .context("forgetting known devices")?;
    Ok(())
}
