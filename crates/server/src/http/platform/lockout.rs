//! Sign-in lockout (docs/decisions/047; the rules are `sportsbook_core::account::lockout`): an
//! attempt from the owner's known device (the `sb_device` cookie, issued at each sign-in) is
//! judged by that device's own wrong passwords; any other attempt by its address's wrong
//! passwords for the account and the account's progressive delay, and refused once strangers'
//! guesses have locked the account until the emailed link.

use super::session::cookie_value;
use crate::accounts::links::{self, Link};
use crate::accounts::tokens;
use crate::app::AppState;
use crate::db::sign_ins::{self, KnownDevice};
use crate::db::users::User;
use crate::http::error::{ApiError, ApiResult, ErrorCode};
use crate::site::SiteConfig;
use anyhow::Context;
use axum::http::{HeaderMap, HeaderValue};
use sportsbook_core::account::lockout::{self, Failures};
use std::time::Duration;

/// The known-device cookie over plain http, and over https (`__Host-`: Secure, host-only).
const COOKIE: &str = "sb_device";
const SECURE_COOKIE: &str = "__Host-sb_device";
/// How long a browser stays known without signing in again.
const DEVICE_TTL: Duration = Duration::from_secs(365 * 24 * 3600);

fn cookie_name(site: &SiteConfig) -> &'static str {
    if site.is_https() {
        SECURE_COOKIE
    } else {
        COOKIE
    }
}

/// Where a sign-in attempt comes from, as far as lockout is concerned.
pub enum Attempt {
    /// A browser the player signed in from before (its cookie's digest).
    KnownDevice { token_hash: String, device: KnownDevice },
    /// Anywhere else: the client address.
    Elsewhere { address: String },
}

impl Attempt {
    /// Tells the owner's known device from anything else.
    pub async fn of(state: &AppState, headers: &HeaderMap, user: &User, address: &str) -> ApiResult<Attempt> {
        if let Some(token) = cookie_value(headers, cookie_name(&state.site)) {
            let token_hash = tokens::digest(token);
            let mut conn = state.db.pool.acquire().await.context("a connection")?;
            if let Some(device) = sign_ins::device(&mut conn, &token_hash).await? {
                if device.user_id == user.id {
                    return Ok(Attempt::KnownDevice { token_hash, device });
                }
            }
        }
        Ok(Attempt::Elsewhere { address: address.to_owned() })
    }

    pub fn is_known_device(&self) -> bool {
        matches!(self, Attempt::KnownDevice { .. })
    }

    /// Refuses an attempt that must wait (429 with `Retry-After`) or an account locked by
    /// strangers' guesses (403), before its password is looked at.
    pub async fn refuse_if_held(&self, state: &AppState, user: &User, now: i64) -> ApiResult<()> {
        let wait = match self {
            Attempt::KnownDevice { device, .. } => lockout::device_wait(device.locked_until, now),
            Attempt::Elsewhere { address } => {
                if user.locked_at.is_some() {
                    return Err(ApiError::forbidden(ErrorCode::AccountLocked));
                }
                let mut conn = state.db.pool.acquire().await.context("a connection")?;
                let from_here = sign_ins::address_failures(&mut conn, user.id, address).await?;
                lockout::address_wait(from_here, now).or_else(|| lockout::account_wait(account_failures(user), now))
            }
        };
        match wait {
            Some(ms) => Err(ApiError::too_many_requests(lockout::seconds(ms))),
            None => Ok(()),
        }
    }

    /// Counts a wrong password; the error to answer with (401, or 403 when it locked the account).
    pub async fn failed(&self, state: &AppState, user: &User, now: i64) -> ApiResult<ApiError> {
        let mut tx = state.db.begin_write().await?;
        let locks_account = match self {
            Attempt::KnownDevice { token_hash, device } => {
                let failures = device.failures + 1;
                let locked_until = lockout::device_lock(failures, now);
                let failures = if locked_until.is_some() { 0 } else { failures };
                sign_ins::update_device(&mut tx, token_hash, failures, locked_until, now).await?;
                false
            }
            Attempt::Elsewhere { address } => {
                let from_here = sign_ins::address_failures(&mut tx, user.id, address).await?;
                let from_here = from_here.one_more(now, lockout::LOCK_MS);
                sign_ins::set_address_failures(&mut tx, user.id, address, from_here).await?;
                let all = account_failures(user).one_more(now, lockout::ACCOUNT_MEMORY_MS);
                sign_ins::set_account_failures(&mut tx, user.id, all).await?;
                lockout::locks_account(all, now) && crate::db::users::lock(&mut tx, user.id, now).await?
            }
        };
        tx.commit().await.context("committing a failed sign-in")?;
        if locks_account {
            tracing::info!(user_id = user.id, "account locked after failed sign-ins");
            links::send(state, Link::Unlock, user, now).await?;
            return Ok(ApiError::forbidden(ErrorCode::AccountLocked));
        }
        Ok(ApiError::unauthorized(ErrorCode::InvalidCredentials))
    }

    /// The owner proved themselves: the account's wrong passwords are forgotten (and its lock
    /// lifted — from a known device too) and, when `remember`, the browser is known from now on;
    /// the `Set-Cookie` of a newly known browser. Framed (bearer) sign-ins set no cookie.
    pub async fn succeeded(
        &self,
        state: &AppState,
        user: &User,
        now: i64,
        remember: bool,
    ) -> ApiResult<Option<HeaderValue>> {
        let mut tx = state.db.begin_write().await?;
        if user.failed_attempts > 0 || user.locked_at.is_some() {
            sign_ins::forget_failures(&mut tx, user.id).await?;
        }
        let cookie = match self {
            Attempt::KnownDevice { token_hash, .. } => {
                sign_ins::update_device(&mut tx, token_hash, 0, None, now).await?;
                None
            }
            Attempt::Elsewhere { .. } if !remember => None,
            Attempt::Elsewhere { .. } => {
                let token = tokens::new_token();
                sign_ins::remember_device(&mut tx, &tokens::digest(&token), user.id, now).await?;
                Some(device_cookie(&state.site, &token))
            }
        };
        tx.commit().await.context("committing a sign-in")?;
        Ok(cookie)
    }
}

/// The account's wrong passwords from unknown devices.
fn account_failures(user: &User) -> Failures {
    Failures { count: user.failed_attempts, last_at: user.last_failed_at }
}

/// `Set-Cookie` that makes this browser a known device of the player.
fn device_cookie(site: &SiteConfig, token: &str) -> HeaderValue {
    let secure = if site.is_https() { "; Secure" } else { "" };
    let value = format!(
        "{}={token}; HttpOnly; SameSite=Lax; Path=/; Max-Age={}{secure}",
        cookie_name(site),
        DEVICE_TTL.as_secs()
    );
    HeaderValue::from_str(&value).unwrap_or_else(|_| HeaderValue::from_static("sb_device=; Max-Age=0"))
}
