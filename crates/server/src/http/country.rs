//! The requesting user's country: from a trusted proxy header (`CF-IPCountry`, then
//! `X-Country-Code`), else the site's default country.

use crate::site::SiteConfig;
use axum::http::HeaderMap;

/// An upper-case ISO 3166-1 alpha-2 code.
pub fn request_country(headers: &HeaderMap, site: &SiteConfig) -> String {
    ["cf-ipcountry", "x-country-code"]
        .iter()
        .filter_map(|name| headers.get(*name).and_then(|v| v.to_str().ok()))
        .map(str::trim)
        .find(|code| code.len() == 2 && code.chars().all(|c| c.is_ascii_alphabetic()))
        .map_or_else(|| site.default_country.to_ascii_uppercase(), str::to_ascii_uppercase)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_proxy_header_wins_and_malformed_codes_are_ignored() {
        let site = SiteConfig::default();
        let mut headers = HeaderMap::new();
        assert_eq!(request_country(&headers, &site), "ME");
        headers.insert("x-country-code", "rs".parse().expect("header"));
        assert_eq!(request_country(&headers, &site), "RS");
        headers.insert("cf-ipcountry", "<script>".parse().expect("header"));
        assert_eq!(request_country(&headers, &site), "RS");
        headers.insert("cf-ipcountry", "DE".parse().expect("header"));
        assert_eq!(request_country(&headers, &site), "DE");
    }
}
