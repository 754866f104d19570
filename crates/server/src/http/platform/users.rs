//! Sign-up, sign-in and sign-out (`/users`, `/users/sign_in`, `/users/sign_out`).

use super::guards::{rate_limit, refuse_blocked_country};
use super::lockout::Attempt;
use super::session::{cookie_name, presented_token, session_cookie, ClientIp};
use super::Body;
use crate::accounts::links::{self, Link};
use crate::accounts::{self, password, rate_limit as rules, tokens};
use crate::app::AppState;
use crate::db::sportsbook_sessions::{self, EndReason};
use crate::db::{ledger, limits, sessions, users};
use crate::http::country::RequestCountry;
use crate::http::error::{ApiError, ApiResult, ErrorCode};
use crate::http::locale::RequestLocale;
use crate::wire::platform::Player;
use crate::wire::Data;
use anyhow::Context;
use axum::extract::State;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::{Deserialize, Serialize};
use sportsbook_core::account::{check_password, Email, PhoneNumber};
use sportsbook_core::limits::{LimitKind, MINUTE_MS};
use sportsbook_core::locale::Locale;
use sportsbook_core::money::Currency;
use utoipa::ToSchema;

/// Sign-up form.
#[derive(Debug, Deserialize, ToSchema)]
pub struct SignUp {
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub password: String,
    /// When given, must equal `password`.
    pub password_confirmation: Option<String>,
    /// `EUR` (default), `USD`, `RSD` or `BTC`.
    pub currency: Option<String>,
    /// Mobile phone in international form; verified later through `/player/phone`.
    pub phone: Option<String>,
    /// `sr` or `en`; defaults to the request's language.
    pub language: Option<String>,
    /// The affiliate tag the player arrived with (the `stag` address parameter the app keeps in a
    /// cookie); one that is not 1–64 letters, digits, `.`, `_`, `~` or `-` is dropped, never refused.
    pub stag: Option<String>,
}

/// `stag` when it looks like an affiliate tag (decision 036): a malformed one must not cost the
/// operator a player, so it is dropped rather than refused.
fn affiliate_tag(stag: Option<&str>) -> Option<&str> {
    let tag = stag?.trim();
    let well_formed = (1..=64).contains(&tag.len())
        && tag.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '~' | '-'));
    well_formed.then_some(tag)
}

/// Creates an unconfirmed account with an empty wallet and emails the confirmation link.
#[utoipa::path(post, path = "/api/platform/users", tag = "platform", request_body = SignUp,
    responses((status = 201, body = Data<Player>), (status = 409), (status = 422), (status = 429)))]
pub async fn sign_up(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    RequestLocale(request_locale): RequestLocale,
    RequestCountry(country): RequestCountry,
    Body(form): Body<SignUp>,
) -> ApiResult<(StatusCode, Json<Data<Player>>)> {
    refuse_blocked_country(&state, &country)?;
    rate_limit(&state, rules::sign_up_per_ip(state.site.sign_ups_per_address_per_hour), &ip).await?;
    let email = Email::parse(&form.email).map_err(|code| ApiError::validation("email", code.into()))?;
    check_password(&form.password, Some(&email)).map_err(|code| ApiError::validation("password", code.into()))?;
    if form.password_confirmation.as_ref().is_some_and(|c| *c != form.password) {
        return Err(ApiError::validation("password_confirmation", ErrorCode::PasswordMismatch));
    }
    let currency = match form.currency.as_deref() {
        Some(code) => Currency::parse(code).ok_or(ApiError::validation("currency", ErrorCode::CurrencyInvalid))?,
        None => Currency::DEFAULT,
    };
    let phone = form.phone.as_deref().filter(|p| !p.trim().is_empty()).map(PhoneNumber::parse).transpose();
    let phone = phone.map_err(|code| ApiError::validation("phone", code.into()))?;
    let locale = match form.language.as_deref() {
        Some(tag) => Locale::parse(tag).ok_or(ApiError::validation("language", ErrorCode::LocaleInvalid))?,
        None => request_locale,
    };
    if users::find_by_email(&state.db.pool, email.as_str()).await?.is_some() {
        return Err(ApiError::conflict(ErrorCode::EmailTaken));
    }
    let hash = state.accounts.passwords.hash(form.password).await?;
    let now = crate::clock::now_ms();
    let mut tx = state.db.begin_write().await?;
    let new = users::NewUser {
        email: email.as_str(),
        phone: phone.as_ref().map(PhoneNumber::as_str),
        password_hash: &hash,
        language: locale.code(),
        currency: currency.code(),
        country: &country,
        affiliate_tag: affiliate_tag(form.stag.as_deref()),
        now,
    };
    let id = match users::insert(&mut tx, &new).await {
        Ok(id) => id,
        Err(e) if users::is_unique_violation(&e) => return Err(ApiError::conflict(ErrorCode::EmailTaken)),
        Err(e) => return Err(e.into()),
    };
    ledger::ensure_wallet(&mut tx, id, currency, now).await?;
    links::store(&mut tx, &state.site, Link::Confirmation, (id, email.as_str(), locale), now).await?;
    tx.commit().await.context("committing sign-up")?;
    state.accounts.messenger.wake();
    let user = users::find_by_id(&state.db.pool, id).await?.context("the new player")?;
    Ok((StatusCode::CREATED, Json(Data { data: Player::from(&user) })))
}

/// Sign-in form: `login` is an email or an auth phone number (`email` is accepted too).
#[derive(Debug, Deserialize, ToSchema)]
pub struct SignIn {
    #[serde(default, alias = "email", alias = "phone")]
    pub login: String,
    #[serde(default)]
    pub password: String,
    /// `bearer` returns the session token in the body (framed use) instead of a cookie.
    pub auth: Option<String>,
}

/// The signed-in player, and the session token when `auth` was `bearer`.
#[derive(Debug, Serialize, ToSchema)]
pub struct SignedIn {
    pub data: Player,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
}

/// Signs in with email or phone and password; rotates the session.
#[utoipa::path(post, path = "/api/platform/users/sign_in", tag = "platform", request_body = SignIn,
    responses((status = 200, body = SignedIn), (status = 401), (status = 403), (status = 429)))]
pub async fn sign_in(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    RequestCountry(country): RequestCountry,
    headers: HeaderMap,
    Body(form): Body<SignIn>,
) -> ApiResult<Response> {
    refuse_blocked_country(&state, &country)?;
    let login = form.login.trim().to_lowercase();
    rate_limit(&state, rules::SIGN_IN_PER_IP, &ip).await?;
    let user = if login.contains('@') {
        users::find_by_email(&state.db.pool, &login).await?
    } else {
        match PhoneNumber::parse(&login) {
            Ok(phone) => users::find_by_phone(&state.db.pool, phone.as_str()).await?,
            Err(_) => None,
        }
    };
    let Some(user) = user else {
        rate_limit(&state, rules::SIGN_IN_PER_LOGIN, &login).await?;
        // An unknown login costs a hash too, so its answer takes as long as a known one's.
        state.accounts.passwords.verify(form.password, None).await?;
        return Err(ApiError::unauthorized(ErrorCode::InvalidCredentials));
    };
    let now = crate::clock::now_ms();
    let attempt = Attempt::of(&state, &headers, &user, &ip).await?;
    if !attempt.is_known_device() {
        // Strangers' guesses never hold the owner's known device up.
        rate_limit(&state, rules::SIGN_IN_PER_LOGIN, &login).await?;
    }
    attempt.refuse_if_held(&state, &user, now).await?;
    if !state.accounts.passwords.verify(form.password.clone(), Some(user.password_hash.clone())).await? {
        return Err(attempt.failed(&state, &user, now).await?);
    }
    let session_limit = refuse_blocked(&state, user.id).await?;
    if user.confirmed_at.is_none() {
        return Err(ApiError::forbidden(ErrorCode::EmailUnconfirmed));
    }
    let bearer = form.auth.as_deref() == Some("bearer");
    let device_cookie = attempt.succeeded(&state, &user, now, !bearer).await?;
    if password::needs_rehash(&user.password_hash) {
        let hash = state.accounts.passwords.hash(form.password).await?;
        let mut conn = state.db.pool.acquire().await.context("connection")?;
        users::set_password(&mut conn, user.id, &hash).await?;
    }
    if let Some((old, _)) = presented_token(&headers, cookie_name(&state.site)) {
        if let Some(previous) = sessions::delete(&state.db.pool, &tokens::digest(&old)).await? {
            crate::live::reconnect_user(&state.realtime, previous).await;
        }
    }
    let token = tokens::new_token();
    sessions::delete_expired(&state.db.pool, now).await?;
    let session = sessions::NewSession {
        token_hash: &tokens::digest(&token),
        user_id: user.id,
        now,
        expires_at: accounts::after(now, accounts::SESSION_TTL),
        limit_ends_at: session_limit.map(|minutes| now.saturating_add(minutes.saturating_mul(MINUTE_MS))),
    };
    sessions::insert(&state.db.pool, &session).await?;
    let player = Player::from(&user);
    let mut cookies = HeaderMap::new();
    if !bearer {
        cookies.append(header::SET_COOKIE, session_cookie(&state.site, Some(&token)));
    }
    if let Some(device) = device_cookie {
        cookies.append(header::SET_COOKIE, device);
    }
    Ok((cookies, Json(SignedIn { data: player, token: bearer.then_some(token) })).into_response())
}

/// Refuses the sign-in of a player whose time-out or self-exclusion is running; else the
/// minutes their `session` limit allows a sign-in, if they have one.
async fn refuse_blocked(state: &AppState, user_id: i64) -> ApiResult<Option<i64>> {
    let mut conn = state.db.pool.acquire().await.context("a connection")?;
    let own = limits::of_users(&mut conn, &[user_id]).await?;
    if let Some((code, details)) = crate::limits::blocked(&own, crate::clock::now_ms()) {
        return Err(ApiError::Refused { status: StatusCode::FORBIDDEN, code, details });
    }
    Ok(own.iter().find(|limit| limit.kind == LimitKind::Session).and_then(|limit| limit.amount))
}

/// Ends the session (cookie or bearer) and its realtime connections, and clears the cookie;
/// succeeds without one too.
#[utoipa::path(delete, path = "/api/platform/users/sign_out", tag = "platform", responses((status = 204)))]
pub async fn sign_out(State(state): State<AppState>, headers: HeaderMap) -> ApiResult<Response> {
    if let Some((token, _)) = presented_token(&headers, cookie_name(&state.site)) {
        if let Some(user_id) = sessions::delete(&state.db.pool, &tokens::digest(&token)).await? {
            let mut conn = state.db.pool.acquire().await.context("a connection")?;
            let now = crate::clock::now_ms();
            sportsbook_sessions::end_all(&mut conn, user_id, now, EndReason::SignedOut).await?;
            crate::live::reconnect_user(&state.realtime, user_id).await;
        }
    }
    Ok((StatusCode::NO_CONTENT, [(header::SET_COOKIE, session_cookie(&state.site, None))]).into_response())
}

#[cfg(test)]
mod tests {
    use super::affiliate_tag;

    #[test]
    fn only_well_formed_affiliate_tags_are_kept() {
        assert_eq!(affiliate_tag(Some(" aff-42_x.y~z ")), Some("aff-42_x.y~z"));
        assert_eq!(affiliate_tag(Some(&"a".repeat(64))), Some("a".repeat(64).as_str()));
        for bad in ["", "  ", "a b", "<script>", "tag;1", "ć"] {
            assert_eq!(affiliate_tag(Some(bad)), None, "{bad:?}");
        }
        assert_eq!(affiliate_tag(Some(&"a".repeat(65))), None);
        assert_eq!(affiliate_tag(None), None);
    }
}
