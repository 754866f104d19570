//! Developer conveniences and when they are reachable: the outbox page (`/dev/mailbox`) and the
//! demo payment provider. Both are on only with `SPORTSBOOK_DEV_TOOLS` (by default: while the
//! server listens on loopback), and the outbox — which shows every emailed link and texted
//! code — only to a request that reached a loopback listener directly, never through a proxy.

use crate::app::AppState;
use crate::http::error::ApiError;
use axum::extract::ConnectInfo;
use axum::http::request::Parts;
use std::net::SocketAddr;

/// Headers a reverse proxy adds: their presence means the request came from elsewhere.
const PROXY_HEADERS: [&str; 4] = ["forwarded", "x-forwarded-for", "x-real-ip", "cf-connecting-ip"];

/// The demo payment provider is on; else a 404 as if it did not exist.
pub fn require_demo_payments(state: &AppState) -> Result<(), ApiError> {
    if state.config.dev_tools {
        Ok(())
    } else {
        Err(ApiError::not_found("payment_provider"))
    }
}

/// Whether this request may read the outbox: dev tools on, messages kept in the outbox (no
/// SMTP), a loopback listener, a loopback peer that is not a trusted proxy, and no proxy
/// header.
pub fn may_read_outbox(state: &AppState, parts: &Parts) -> bool {
    let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|ConnectInfo(addr)| addr.ip());
    let direct_loopback_peer = peer.is_some_and(|ip| ip.is_loopback() && !state.config.trusted_proxies.contains(&ip));
    let proxied = PROXY_HEADERS.iter().any(|name| parts.headers.contains_key(*name));
    state.config.dev_tools
        && state.accounts.messenger.uses_outbox()
        && state.config.addr.ip().is_loopback()
        && direct_loopback_peer
        && !proxied
}
