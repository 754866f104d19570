//! SQL for players: identity, credentials, lockout state, language, currency and their
//! sportsbook preferences.

use crate::site::profile_fields::ProfileField;
use anyhow::Context;
use sportsbook_core::betting::StakeFactor;
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, AnyPool, Row};
use std::sync::LazyLock;

/// A stored player.
#[derive(Debug, Clone)]
pub struct User {
    pub id: i64,
    pub email: Option<String>,
    pub auth_phone_number: Option<String>,
    pub mobile_phone: Option<String>,
    pub password_hash: String,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub nickname: Option<String>,
    pub language: String,
    pub currency: String,
    pub country: String,
    pub confirmed_at: Option<i64>,
    /// Wrong passwords from unknown devices, and when the last came (`db::sign_ins`).
    pub failed_attempts: i64,
    pub last_failed_at: Option<i64>,
    pub locked_at: Option<i64>,
    pub comp_points: i64,
    pub odds_type: Option<String>,
    /// JSON array of minor units.
    pub stakes: Option<String>,
    pub auto_accept_odds_change: Option<String>,
    /// The pve flag (docs/product.md#users-and-roles): the player may not bet.
    pub pve: bool,
    /// Scales the player's max stake and max payout (operator API; thousandths, 1000 = 1.00).
    pub stake_factor: StakeFactor,
    /// The version of the terms the player last accepted (the site's terms checker).
    pub terms_version: Option<String>,
    /// ISO `YYYY-MM-DD`.
    pub date_of_birth: Option<String>,
    pub address: Option<String>,
    pub city: Option<String>,
    pub postal_code: Option<String>,
    /// The affiliate tag (`stag`) the player signed up with.
    pub affiliate_tag: Option<String>,
    /// The player's id at the operator's push-notification provider, while subscribed.
    pub push_subscription: Option<String>,
    pub created_at: i64,
}

impl User {
    /// The player's value of a profile field.
    pub fn profile_field(&self, field: ProfileField) -> Option<&str> {
        let value = match field {
            ProfileField::FirstName => &self.first_name,
            ProfileField::LastName => &self.last_name,
            ProfileField::Nickname => &self.nickname,
            ProfileField::DateOfBirth => &self.date_of_birth,
            ProfileField::Address => &self.address,
            ProfileField::City => &self.city,
            ProfileField::PostalCode => &self.postal_code,
        };
        value.as_deref()
    }

    /// The fields of `required` the player has not filled in, in that order.
    pub fn missing_fields(&self, required: &[ProfileField]) -> Vec<ProfileField> {
        required.iter().copied().filter(|field| self.profile_field(*field).is_none()).collect()
    }
}

const COLUMNS: &str = "id, email, auth_phone_number, mobile_phone, password_hash, first_name, last_name, nickname, \
    language, currency, country, confirmed_at, failed_attempts, last_failed_at, locked_at, comp_points, odds_type, stakes, \
    auto_accept_odds_change, pve, stake_factor, terms_version, date_of_birth, address, city, postal_code, \
    affiliate_tag, push_subscription, created_at";

fn user(row: &AnyRow) -> Result<User, sqlx::Error> {
    Ok(User {
        id: row.try_get("id")?,
        email: row.try_get("email")?,
        auth_phone_number: row.try_get("auth_phone_number")?,
        mobile_phone: row.try_get("mobile_phone")?,
        password_hash: row.try_get("password_hash")?,
        first_name: row.try_get("first_name")?,
        last_name: row.try_get("last_name")?,
        nickname: row.try_get("nickname")?,
        language: row.try_get("language")?,
        currency: row.try_get("currency")?,
        country: row.try_get("country")?,
        confirmed_at: row.try_get("confirmed_at")?,
        failed_attempts: row.try_get("failed_attempts")?,
        last_failed_at: row.try_get("last_failed_at")?,
        locked_at: row.try_get("locked_at")?,
        comp_points: row.try_get("comp_points")?,
        odds_type: row.try_get("odds_type")?,
        stakes: row.try_get("stakes")?,
        auto_accept_odds_change: row.try_get("auto_accept_odds_change")?,
        pve: row.try_get::<i64, _>("pve")? != 0,
        stake_factor: u32::try_from(row.try_get::<i64, _>("stake_factor")?)
            .ok()
            .and_then(StakeFactor::from_thousandths)
            .unwrap_or(StakeFactor::ONE),
        terms_version: row.try_get("terms_version")?,
        date_of_birth: row.try_get("date_of_birth")?,
        address: row.try_get("address")?,
        city: row.try_get("city")?,
        postal_code: row.try_get("postal_code")?,
        affiliate_tag: row.try_get("affiliate_tag")?,
        push_subscription: row.try_get("push_subscription")?,
        created_at: row.try_get("created_at")?,
    })
}

/// What sign-up stores.
pub struct NewUser<'a> {
    pub email: &'a str,
    pub phone: Option<&'a str>,
    pub password_hash: &'a str,
    pub language: &'a str,
    pub currency: &'a str,
    pub country: &'a str,
    pub affiliate_tag: Option<&'a str>,
    pub now: i64,
}

/// Whether a unique constraint refused the write (a duplicate email or phone).
pub fn is_unique_violation(error: &anyhow::Error) -> bool {
    error.downcast_ref::<sqlx::Error>().is_some_and(|e| match e {
        sqlx::Error::Database(db) => db.is_unique_violation(),
        _ => false,
    })
}

/// Inserts a player and returns the id.
pub async fn insert(conn: &mut AnyConnection, new: &NewUser<'_>) -> anyhow::Result<i64> {
    let row = sqlx::query(
        "INSERT INTO users (email, auth_phone_number, mobile_phone, password_hash, language, currency, country, \
         affiliate_tag, failed_attempts, comp_points, created_at) VALUES ($1, NULL, $2, $3, $4, $5, $6, $7, 0, 0, $8) \
         RETURNING id",
    )
    .bind(new.email)
    .bind(new.phone)
    .bind(new.password_hash)
    .bind(new.language)
    .bind(new.currency)
    .bind(new.country)
    .bind(new.affiliate_tag)
    .bind(new.now)
    .fetch_one(&mut *conn)
    .await?;
    Ok(row.try_get("id")?)
}

async fn find(pool: &AnyPool, column: &str, value: impl ToString) -> anyhow::Result<Option<User>> {
    let sql = format!("SELECT {COLUMNS} FROM users WHERE {column} = $1");
    let query = if column == "id" {
        sqlx::query(&sql).bind(value.to_string().parse::<i64>().unwrap_or(-1))
    } else {
        sqlx::query(&sql).bind(value.to_string())
    };
    let row = query.fetch_optional(pool).await.context("loading user")?;
    Ok(row.as_ref().map(user).transpose()?)
}

pub async fn find_by_id(pool: &AnyPool, id: i64) -> anyhow::Result<Option<User>> {
    find(pool, "id", id).await
}

/// The player of a live session (`sessions::LIVE`), in one query.
pub async fn find_by_session(pool: &AnyPool, token_hash: &str, now: i64) -> anyhow::Result<Option<User>> {
    static SQL: LazyLock<String> = LazyLock::new(|| {
        let columns = COLUMNS.split(", ").map(|c| format!("u.{c}")).collect::<Vec<_>>().join(", ");
        format!("SELECT {columns} FROM sessions s JOIN users u ON u.id = s.user_id WHERE {}", super::sessions::LIVE)
    });
    let row =
        sqlx::query(SQL.as_str()).bind(token_hash).bind(now).fetch_optional(pool).await.context("loading a session")?;
    Ok(row.as_ref().map(user).transpose()?)
}

pub async fn find_by_email(pool: &AnyPool, email: &str) -> anyhow::Result<Option<User>> {
    find(pool, "email", email).await
}

pub async fn find_by_phone(pool: &AnyPool, phone: &str) -> anyhow::Result<Option<User>> {
    find(pool, "auth_phone_number", phone).await
}

/// Locks the account unless it is locked already; true when this call locked it.
pub async fn lock(conn: &mut AnyConnection, id: i64, now: i64) -> anyhow::Result<bool> {
    let done = sqlx::query("UPDATE users SET locked_at = $2 WHERE id = $1 AND locked_at IS NULL")
        .bind(id)
        .bind(now)
        .execute(&mut *conn)
        .await
        .context("locking")?;
    Ok(done.rows_affected() == 1)
}

pub async fn confirm(conn: &mut AnyConnection, id: i64, now: i64) -> anyhow::Result<()> {
    sqlx::query("UPDATE users SET confirmed_at = COALESCE(confirmed_at, $2) WHERE id = $1")
        .bind(id)
        .bind(now)
        .execute(&mut *conn)
        .await
        .context("confirming")?;
    Ok(())
}

pub async fn set_password(conn: &mut AnyConnection, id: i64, hash: &str) -> anyhow::Result<()> {
    sqlx::query("UPDATE users SET password_hash = $2 WHERE id = $1")
        .bind(id)
        .bind(hash)
        .execute(&mut *conn)
        .await
        .context("setting the password")?;
    Ok(())
}

/// Sets one text column of the player (`language`, `currency`, …); the column name is ours.
pub async fn set_text(
    conn: &mut AnyConnection,
    id: i64,
    column: &'static str,
    value: Option<&str>,
) -> anyhow::Result<()> {
    sqlx::query(&format!("UPDATE users SET {column} = $2 WHERE id = $1"))
        .bind(id)
        .bind(value)
        .execute(&mut *conn)
        .await
        .with_context(|| format!("setting {column}"))?;
    Ok(())
}

/// Sets the player's stake factor; false when there is no such player.
pub async fn set_stake_factor(pool: &AnyPool, id: i64, factor: StakeFactor) -> anyhow::Result<bool> {
    let done = sqlx::query("UPDATE users SET stake_factor = $2 WHERE id = $1")
        .bind(id)
        .bind(i64::from(factor.thousandths()))
        .execute(pool)
        .await
        .context("setting the stake factor")?;
    Ok(done.rows_affected() == 1)
}
