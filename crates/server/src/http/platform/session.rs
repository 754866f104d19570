//! Who is asking: the session cookie (`sb_session`, HttpOnly, SameSite=Lax; on https
//! `__Host-sb_session`, Secure)
//! or a bearer token (framed use: `setAuthToken`, docs/product.md#embedding); CSRF checks for cookie-borne
//! writes; and the client address rate limits are keyed by. See
//! docs/decisions/005-accounts-and-sessions.md.

use crate::accounts::{self, tokens};
use crate::app::AppState;
use crate::db::{sessions, users};
use crate::http::error::{ApiError, ApiResult, ErrorCode};
use crate::site::{origin_of, SiteConfig};
use axum::extract::{FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use sportsbook_core::limits::LimitKind;
use std::net::IpAddr;

/// The session cookie over plain http (development on loopback).
pub const COOKIE: &str = "sb_session";
/// The session cookie over https: the `__Host-` prefix makes browsers refuse it unless it is
/// Secure, host-only and for the whole site, so a sibling subdomain cannot plant or shadow it.
pub const SECURE_COOKIE: &str = "__Host-sb_session";

/// The cookie's name for this site.
pub fn cookie_name(site: &SiteConfig) -> &'static str {
    if site.is_https() {
        SECURE_COOKIE
    } else {
        COOKIE
    }
}
/// The custom header every platform call from the web app carries
/// (docs/product.md#sign-in-and-sessions). A cross-site form cannot set it, and a cross-origin
/// script cannot without a CORS preflight this server never grants.
pub const APP_HEADER: &str = "x-sportsbook-app";

/// How the request proved its session.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuthMethod {
    Cookie,
    Bearer,
}

/// The session token a request carries, if any, and how (`cookie` is the site's cookie name).
pub fn presented_token(headers: &HeaderMap, cookie: &str) -> Option<(String, AuthMethod)> {
    let bearer = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty());
    if let Some(token) = bearer {
        return Some((token.to_owned(), AuthMethod::Bearer));
    }
    cookie_value(headers, cookie).map(|value| (value.to_owned(), AuthMethod::Cookie))
}

/// The value of the request's cookie `name`, if it is set and not empty.
pub fn cookie_value<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, value)| *key == name && !value.is_empty())
        .map(|(_, value)| value)
}

/// `Set-Cookie` for a new session, or (with `None`) one that removes it.
pub fn session_cookie(site: &SiteConfig, token: Option<&str>) -> HeaderValue {
    let secure = if site.is_https() { "; Secure" } else { "" };
    let name = cookie_name(site);
    let value = match token {
        Some(token) => {
            format!(
                "{name}={token}; HttpOnly; SameSite=Lax; Path=/; Max-Age={}{secure}",
                accounts::SESSION_TTL.as_secs()
            )
        }
        None => format!("{name}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0{secure}"),
    };
    HeaderValue::from_str(&value).unwrap_or_else(|_| HeaderValue::from_static("sb_session=; Max-Age=0"))
}

fn is_write(method: &Method) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// Refuses a write that a browser could have been tricked into sending: it must carry the
/// app header, and its `Origin` (else `Referer`) must be the site's own origin or the host
/// the request was addressed to.
pub fn check_csrf(headers: &HeaderMap, site: &SiteConfig) -> Result<(), ApiError> {
    let refused = ApiError::forbidden(ErrorCode::CsrfFailed);
    let has_app_header = headers.get(APP_HEADER).and_then(|v| v.to_str().ok()).is_some_and(|v| !v.trim().is_empty());
    if !has_app_header {
        return Err(refused);
    }
    let text = |name: header::HeaderName| headers.get(name).and_then(|v| v.to_str().ok());
    let claimed = match text(header::ORIGIN) {
        Some(origin) => Some(origin),
        None => text(header::REFERER).map(|referer| origin_of(referer).unwrap_or("null")),
    };
    let Some(claimed) = claimed else { return Ok(()) };
    let same_site = claimed.eq_ignore_ascii_case(site.origin());
    let same_host = text(header::HOST)
        .zip(claimed.split_once("://").map(|(_, host)| host))
        .is_some_and(|(host, claimed_host)| host.eq_ignore_ascii_case(claimed_host));
    if same_site || same_host {
        Ok(())
    } else {
        Err(refused)
    }
}

/// Middleware for the Platform API: every write without a bearer token passes
/// [`check_csrf`] (sign-in and sign-up included, against login CSRF).
pub async fn require_csrf_checks(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let bearer = matches!(presented_token(request.headers(), cookie_name(&state.site)), Some((_, AuthMethod::Bearer)));
    if is_write(request.method()) && !bearer {
        if let Err(error) = check_csrf(request.headers(), &state.site) {
            return error.into_response();
        }
    }
    next.run(request).await
}

/// The client's address, for rate limits: the TCP peer, unless the peer is a trusted proxy
/// (`SPORTSBOOK_TRUSTED_PROXIES`); then the right-most untrusted address of
/// `X-Forwarded-For` (entries left of it could have been written by the client).
pub fn client_ip(peer: Option<IpAddr>, headers: &HeaderMap, trusted: &[IpAddr]) -> String {
    let Some(peer) = peer else { return "unknown".to_owned() };
    if !trusted.contains(&peer) {
        return peer.to_string();
    }
    let forwarded = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|ip| ip.trim().parse::<IpAddr>())
        .collect::<Vec<_>>();
    forwarded.into_iter().rev().map_while(Result::ok).find(|ip| !trusted.contains(ip)).unwrap_or(peer).to_string()
}

/// The client address as an extractor.
pub struct ClientIp(pub String);

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let peer = crate::http::country::peer_ip(&parts.extensions);
        Ok(ClientIp(client_ip(peer, &parts.headers, &state.config.trusted_proxies)))
    }
}

/// The signed-in player of a request; a 401 when there is no live session.
pub struct CurrentUser {
    pub user: users::User,
    pub token_hash: String,
    pub method: AuthMethod,
}

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        CurrentUser::of_request(&parts.method, &parts.headers, state).await
    }
}

impl CurrentUser {
    /// The signed-in player of a request with this method and these headers (for handlers that
    /// need one only for some of their answers, so the others skip the session lookup).
    pub async fn of_request(request_method: &Method, headers: &HeaderMap, state: &AppState) -> Result<Self, ApiError> {
        let (token, method) = presented_token(headers, cookie_name(&state.site))
            .ok_or(ApiError::unauthorized(ErrorCode::Unauthorized))?;
        if method == AuthMethod::Cookie && is_write(request_method) {
            check_csrf(headers, &state.site)?;
        }
        let token_hash = tokens::digest(&token);
        let now = crate::clock::now_ms();
        let Some(user) = users::find_by_session(&state.db.pool, &token_hash, now).await? else {
            return Err(session_ended(state, &token_hash, now).await?);
        };
        Ok(CurrentUser { user, token_hash, method })
    }
}

/// Why a presented session is not live: its `session` limit ended it (401
/// `session_limit_reached` with the limit's minutes), or it expired or was ended.
async fn session_ended(state: &AppState, token_hash: &str, now: i64) -> ApiResult<ApiError> {
    Ok(match sessions::ended_by_limit(&state.db.pool, token_hash, now).await? {
        Some(minutes) => ApiError::Refused {
            status: StatusCode::UNAUTHORIZED,
            code: ErrorCode::SessionLimitReached,
            details: serde_json::json!({ "limit_type": LimitKind::Session.as_str(), "minutes": minutes }),
        },
        None => ApiError::unauthorized(ErrorCode::SessionExpired),
    })
}

/// The signed-in player, if any (for resources anonymous visitors may read too).
pub struct MaybeUser(pub Option<CurrentUser>);

impl FromRequestParts<AppState> for MaybeUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        match CurrentUser::from_request_parts(parts, state).await {
            Ok(user) => Ok(MaybeUser(Some(user))),
            Err(ApiError::Unauthorized { .. }) => Ok(MaybeUser(None)),
            Err(ApiError::Refused { status: StatusCode::UNAUTHORIZED, .. }) => Ok(MaybeUser(None)),
            Err(other) => Err(other),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, value.parse().expect("header"));
        }
        map
    }

    #[test]
    fn writes_need_the_app_header_and_a_same_origin() {
        let site = SiteConfig { public_url: "https://bet.example.com".to_owned(), ..SiteConfig::default() };
        let ok = |pairs: &[(&'static str, &str)]| check_csrf(&headers(pairs), &site).is_ok();
        assert!(!ok(&[]));
        assert!(ok(&[(APP_HEADER, "web")]));
        assert!(ok(&[(APP_HEADER, "web"), ("origin", "https://bet.example.com")]));
        assert!(ok(&[(APP_HEADER, "web"), ("referer", "https://bet.example.com/en/sports?x=1")]));
        assert!(ok(&[(APP_HEADER, "web"), ("origin", "http://localhost:8080"), ("host", "localhost:8080")]));
        assert!(!ok(&[(APP_HEADER, "web"), ("origin", "https://evil.example")]));
        assert!(!ok(&[(APP_HEADER, "web"), ("origin", "null")]));
        assert!(!ok(&[(APP_HEADER, "web"), ("referer", "https://bet.example.com.evil.example/")]));
        assert!(!ok(&[("origin", "https://bet.example.com")]));
    }

    #[test]
    fn forwarded_addresses_count_only_behind_a_trusted_proxy() {
        let proxy: IpAddr = "10.0.0.1".parse().expect("ip");
        let client: IpAddr = "203.0.113.7".parse().expect("ip");
        let forwarded = headers(&[("x-forwarded-for", "198.51.100.1, 203.0.113.7")]);
        assert_eq!(client_ip(Some(client), &forwarded, &[proxy]), "203.0.113.7");
        assert_eq!(client_ip(Some(proxy), &forwarded, &[proxy]), "203.0.113.7");
        assert_eq!(client_ip(Some(proxy), &headers(&[]), &[proxy]), "10.0.0.1");
        assert_eq!(client_ip(Some(proxy), &headers(&[("x-forwarded-for", "junk")]), &[proxy]), "10.0.0.1");
        assert_eq!(client_ip(None, &forwarded, &[proxy]), "unknown");
    }

    #[test]
    fn the_bearer_token_wins_over_the_cookie() {
        let both = headers(&[("cookie", "a=1; sb_session=cookie-token"), ("authorization", "Bearer bearer-token")]);
        assert_eq!(presented_token(&both, COOKIE), Some(("bearer-token".to_owned(), AuthMethod::Bearer)));
        let cookie = headers(&[("cookie", "a=1; sb_session=cookie-token")]);
        assert_eq!(presented_token(&cookie, COOKIE), Some(("cookie-token".to_owned(), AuthMethod::Cookie)));
        assert_eq!(presented_token(&cookie, SECURE_COOKIE), None, "only the site's own cookie name counts");
        assert_eq!(presented_token(&headers(&[("cookie", "sb_session=")]), COOKIE), None);
    }

    #[test]
    fn cookies_are_http_only_lax_and_host_prefixed_and_secure_on_https() {
        let plain = SiteConfig { public_url: "http://127.0.0.1:8080".to_owned(), ..SiteConfig::default() };
        let tls = SiteConfig { public_url: "https://bet.example.com".to_owned(), ..SiteConfig::default() };
        let cookie = session_cookie(&plain, Some("t"));
        let text = cookie.to_str().expect("ascii");
        assert!(text.contains("HttpOnly; SameSite=Lax; Path=/") && !text.contains("Secure"), "{text}");
        let secure = session_cookie(&tls, Some("t"));
        let secure = secure.to_str().expect("ascii");
        assert!(secure.starts_with("__Host-sb_session=t;") && secure.ends_with("; Secure"), "{secure}");
        assert!(!secure.contains("Domain"), "{secure}");
        assert!(session_cookie(&tls, None).to_str().expect("ascii").contains("Max-Age=0"));
    }
}
