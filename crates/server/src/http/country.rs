//! The requesting user's country: from a proxy header (`CF-IPCountry`, then `X-Country-Code`)
//! only when the request comes from a trusted proxy (`SPORTSBOOK_TRUSTED_PROXIES`), else the
//! site's default country. A client cannot pick its own country.

use crate::app::AppState;
use crate::site::SiteConfig;
use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use axum::http::{Extensions, HeaderMap};
use std::net::{IpAddr, SocketAddr};

/// An upper-case ISO 3166-1 alpha-2 code.
pub fn request_country(peer: Option<IpAddr>, headers: &HeaderMap, trusted: &[IpAddr], site: &SiteConfig) -> String {
    let from_proxy = peer.is_some_and(|ip| trusted.contains(&ip));
    ["cf-ipcountry", "x-country-code"]
        .iter()
        .filter(|_| from_proxy)
        .filter_map(|name| headers.get(*name).and_then(|v| v.to_str().ok()))
        .map(str::trim)
        .find(|code| code.len() == 2 && code.chars().all(|c| c.is_ascii_alphabetic()))
        .map_or_else(|| site.default_country.to_ascii_uppercase(), str::to_ascii_uppercase)
}

/// The TCP peer of a request.
pub fn peer_ip(extensions: &Extensions) -> Option<IpAddr> {
    extensions.get::<ConnectInfo<SocketAddr>>().map(|ConnectInfo(addr)| addr.ip())
}

/// The country of a request, as an extractor.
pub struct RequestCountry(pub String);

impl FromRequestParts<AppState> for RequestCountry {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let peer = peer_ip(&parts.extensions);
        Ok(RequestCountry(request_country(peer, &parts.headers, &state.config.trusted_proxies, &state.site)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().expect("ip")
    }

    #[test]
    fn a_trusted_proxy_header_wins_and_malformed_codes_are_ignored() {
        let site = SiteConfig::default();
        let proxy = [ip("10.0.0.1")];
        let from_proxy = Some(ip("10.0.0.1"));
        let mut headers = HeaderMap::new();
        assert_eq!(request_country(from_proxy, &headers, &proxy, &site), "ME");
        headers.insert("x-country-code", "rs".parse().expect("header"));
        assert_eq!(request_country(from_proxy, &headers, &proxy, &site), "RS");
        headers.insert("cf-ipcountry", "<script>".parse().expect("header"));
        assert_eq!(request_country(from_proxy, &headers, &proxy, &site), "RS");
        headers.insert("cf-ipcountry", "DE".parse().expect("header"));
        assert_eq!(request_country(from_proxy, &headers, &proxy, &site), "DE");
    }

    #[test]
    fn a_country_header_from_anyone_else_is_ignored() {
        let site = SiteConfig::default();
        let mut headers = HeaderMap::new();
        headers.insert("cf-ipcountry", "DE".parse().expect("header"));
        assert_eq!(request_country(Some(ip("203.0.113.9")), &headers, &[ip("10.0.0.1")], &site), "ME");
        assert_eq!(request_country(Some(ip("127.0.0.1")), &headers, &[], &site), "ME");
        assert_eq!(request_country(None, &headers, &[ip("10.0.0.1")], &site), "ME");
    }
}
