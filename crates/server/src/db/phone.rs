//! SQL for phone verification: the number being verified, the digest of the current code,
//! wrong tries, the resend timeout and the daily text-message count.

use anyhow::Context;
use sqlx::{AnyConnection, AnyPool, Row};

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PhoneState {
    pub user_id: i64,
    pub phone_number: String,
    pub code_hash: Option<String>,
    pub code_expires_at: i64,
    pub attempts: i64,
    pub resend_after: i64,
    /// Start of the current 24-hour window and the texts sent in it.
    pub window_start: i64,
    pub sms_sent: i64,
    pub verified_at: Option<i64>,
}

pub async fn find(pool: &AnyPool, user_id: i64) -> anyhow::Result<Option<PhoneState>> {
    let row = sqlx::query(
        "SELECT user_id, phone_number, code_hash, code_expires_at, attempts, resend_after, window_start, sms_sent, \
         verified_at FROM phone_verifications WHERE user_id = $1",
    )
    .bind(user_id)
    .fetch_optional(pool)
    .await
    .context("loading phone verification")?;
    let Some(r) = row else { return Ok(None) };
    Ok(Some(PhoneState {
        user_id: r.try_get("user_id")?,
        phone_number: r.try_get("phone_number")?,
        code_hash: r.try_get("code_hash")?,
        code_expires_at: r.try_get("code_expires_at")?,
        attempts: r.try_get("attempts")?,
        resend_after: r.try_get("resend_after")?,
        window_start: r.try_get("window_start")?,
        sms_sent: r.try_get("sms_sent")?,
        verified_at: r.try_get("verified_at")?,
    }))
}

pub async fn save(conn: &mut AnyConnection, s: &PhoneState) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO phone_verifications (user_id, phone_number, code_hash, code_expires_at, attempts, resend_after, \
         window_start, sms_sent, verified_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
         ON CONFLICT (user_id) DO UPDATE SET phone_number = $2, code_hash = $3, code_expires_at = $4, attempts = $5, \
         resend_after = $6, window_start = $7, sms_sent = $8, verified_at = $9",
    )
    .bind(s.user_id)
    .bind(&s.phone_number)
    .bind(s.code_hash.as_deref())
    .bind(s.code_expires_at)
    .bind(s.attempts)
    .bind(s.resend_after)
    .bind(s.window_start)
    .bind(s.sms_sent)
    .bind(s.verified_at)
    .execute(&mut *conn)
    .await
    .context("saving phone verification")?;
    Ok(())
}
