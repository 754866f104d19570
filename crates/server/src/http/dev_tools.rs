//! Developer conveniences and when they are reachable: the outbox page (`/dev/mailbox`) and the
//! demo payment provider (docs/decisions/047). Both are on only with `SPORTSBOOK_DEV_TOOLS=on`
//! and never behind trusted proxies (`config::DevTools`). The outbox — which shows every emailed
//! link and texted code — is read only by a request that reached a loopback listener directly
//! (no proxy header) and names the listener itself as its `Host`, so neither a proxy nor a
//! DNS-rebinding page in a developer's browser can read it. The demo provider has ceilings of
//! its own, far below the site's deposit limits.

use crate::app::AppState;
use crate::http::error::ApiError;
use axum::extract::ConnectInfo;
use axum::http::header;
use axum::http::request::Parts;
use sportsbook_core::money::{Amount, Currency};
use std::net::SocketAddr;

/// Headers a reverse proxy or a tunnel adds: their presence means the request came from elsewhere.
const PROXY_HEADERS: [&str; 9] = [
    "forwarded",
    "x-forwarded-for",
    "x-forwarded-host",
    "x-real-ip",
    "cf-connecting-ip",
    "true-client-ip",
    "x-client-ip",
    "via",
    "x-original-forwarded-for",
];

/// The host names a developer's browser uses for a loopback listener.
const LOCAL_HOSTS: [&str; 3] = ["localhost", "127.0.0.1", "[::1]"];

/// The demo provider is on; else a 404 as if it did not exist.
pub fn require_demo_payments(state: &AppState) -> Result<(), ApiError> {
    if state.config.dev_tools.is_on() {
        Ok(())
    } else {
        Err(ApiError::not_found("payment_provider"))
    }
}

/// Whether this request may read the outbox: dev tools on, messages kept in the outbox (no
/// SMTP), a loopback listener, a loopback peer that is not a trusted proxy, no proxy header,
/// and a `Host` that names the listener on a loopback name.
pub fn may_read_outbox(state: &AppState, parts: &Parts) -> bool {
    let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|ConnectInfo(addr)| addr.ip());
    let direct_loopback_peer = peer.is_some_and(|ip| ip.is_loopback() && !state.config.trusted_proxies.contains(&ip));
    let proxied = PROXY_HEADERS.iter().any(|name| parts.headers.contains_key(*name));
    let host = parts.headers.get(header::HOST).and_then(|h| h.to_str().ok());
    state.config.dev_tools.is_on()
        && state.accounts.messenger.uses_outbox()
        && state.config.addr.ip().is_loopback()
        && direct_loopback_peer
        && !proxied
        && host.is_some_and(|host| names_the_listener(host, state.config.addr.port()))
}

/// Whether `host` (a `Host` header) is a loopback name with the listener's port (none for 80).
fn names_the_listener(host: &str, port: u16) -> bool {
    let (name, host_port) = match host.rsplit_once(':') {
        Some((name, p)) if !p.contains(']') => (name, p.parse::<u16>().ok()),
        _ => (host, Some(80)),
    };
    LOCAL_HOSTS.iter().any(|local| local.eq_ignore_ascii_case(name)) && host_port == Some(port)
}

/// The demo provider's ceilings in `currency`: the most one deposit may be, and the most a
/// player may deposit through it in 24 hours (docs/decisions/047).
pub fn demo_ceilings(currency: Currency) -> (Amount, Amount) {
    let (per_deposit, per_day) = match currency {
        Currency::Eur | Currency::Usd => (1_000, 2_000),
        Currency::Rsd => (100_000, 200_000),
        // mBTC: 0.05 and 0.1 BTC.
        Currency::Btc => (50, 100),
    };
    let minor = |units: i64| match currency {
        Currency::Btc => units * currency.subunits() / 1_000,
        _ => units * currency.subunits(),
    };
    (Amount::new(minor(per_deposit), currency), Amount::new(minor(per_day), currency))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_loopback_name_with_the_listeners_port_names_the_listener() {
        for host in ["localhost:8080", "127.0.0.1:8080", "[::1]:8080", "LOCALHOST:8080"] {
            assert!(names_the_listener(host, 8080), "{host}");
        }
        for host in [
            "evil.example:8080",
            "localhost:9090",
            "127.0.0.1",
            "localhost.evil.example:8080",
            "[::1]",
            "",
            "10.0.0.1:8080",
        ] {
            assert!(!names_the_listener(host, 8080), "{host}");
        }
        assert!(names_the_listener("localhost", 80));
        assert!(names_the_listener("[::1]", 80));
    }

    #[test]
    fn the_demo_ceilings_are_far_below_the_sites_deposit_limits() {
        let site = crate::site::SiteConfig::default();
        for currency in Currency::ALL {
            let (per_deposit, per_day) = demo_ceilings(currency);
            assert!(per_deposit.minor > 0 && per_deposit.minor < per_day.minor, "{currency:?}");
            assert!(per_day.minor <= site.wallet.max_deposit.of(currency).minor / 5, "{currency:?}");
        }
        assert_eq!(demo_ceilings(Currency::Eur).0.to_decimal(), "1000.00");
        assert_eq!(demo_ceilings(Currency::Btc).1.to_decimal(), "0.10000000");
    }
}
