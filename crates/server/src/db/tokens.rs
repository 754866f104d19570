//! SQL for single-use tokens (email confirmation, password reset, unlock): stored as
//! digests, short-lived, consumed at most once.

use crate::error_code::ErrorCode;
use anyhow::Context;
use sqlx::{AnyConnection, Row};

/// What a token is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    Confirmation,
    PasswordReset,
    Unlock,
}

impl Purpose {
    fn as_str(self) -> &'static str {
        match self {
            Purpose::Confirmation => "confirmation",
            Purpose::PasswordReset => "password_reset",
            Purpose::Unlock => "unlock",
        }
    }
}

/// Why a token cannot be used; each is a distinct client error.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenError {
    Invalid,
    Expired,
    Used,
}

/// Stores a new token, retiring the player's earlier unused tokens of the same purpose.
pub async fn issue(
    conn: &mut AnyConnection,
    token_hash: &str,
    user_id: i64,
    purpose: Purpose,
    now: i64,
    expires_at: i64,
) -> anyhow::Result<()> {
    sqlx::query("DELETE FROM user_tokens WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL")
        .bind(user_id)
        .bind(purpose.as_str())
        .execute(&mut *conn)
        .await
        .context("retiring tokens")?;
    sqlx::query(
        "INSERT INTO user_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(token_hash)
    .bind(user_id)
    .bind(purpose.as_str())
    .bind(now)
    .bind(expires_at)
    .execute(&mut *conn)
    .await
    .context("issuing a token")?;
    Ok(())
}

/// The token's player if it could be used now, without using it.
pub async fn check(
    conn: &mut AnyConnection,
    token_hash: &str,
    purpose: Purpose,
    now: i64,
) -> anyhow::Result<Result<i64, TokenError>> {
    let row =
        sqlx::query("SELECT user_id, expires_at, used_at FROM user_tokens WHERE token_hash = $1 AND purpose = $2")
            .bind(token_hash)
            .bind(purpose.as_str())
            .fetch_optional(&mut *conn)
            .await
            .context("loading a token")?;
    let Some(row) = row else { return Ok(Err(TokenError::Invalid)) };
    let user_id: i64 = row.try_get("user_id")?;
    let expires_at: i64 = row.try_get("expires_at")?;
    let used_at: Option<i64> = row.try_get("used_at")?;
    if used_at.is_some() {
        return Ok(Err(TokenError::Used));
    }
    if expires_at <= now {
        return Ok(Err(TokenError::Expired));
    }
    Ok(Ok(user_id))
}

/// Marks the token used and returns its player, or says why it cannot be used. The update
/// is conditional, so two concurrent uses cannot both succeed.
pub async fn consume(
    conn: &mut AnyConnection,
    token_hash: &str,
    purpose: Purpose,
    now: i64,
) -> anyhow::Result<Result<i64, TokenError>> {
    let user_id = match check(&mut *conn, token_hash, purpose, now).await? {
        Ok(user_id) => user_id,
        Err(e) => return Ok(Err(e)),
    };
    let done = sqlx::query("UPDATE user_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL")
        .bind(token_hash)
        .bind(now)
        .execute(&mut *conn)
        .await
        .context("using a token")?;
    Ok(if done.rows_affected() == 1 { Ok(user_id) } else { Err(TokenError::Used) })
}

impl From<TokenError> for ErrorCode {
    fn from(error: TokenError) -> ErrorCode {
        match error {
            TokenError::Invalid => ErrorCode::TokenInvalid,
            TokenError::Expired => ErrorCode::TokenExpired,
            TokenError::Used => ErrorCode::TokenUsed,
        }
    }
}
