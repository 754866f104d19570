//! The request's language, from the `Language` header (what the web app sends), else
//! `Accept-Language`, else the default; aliases per docs/product.md#languages (`br` → `pt-BR`).

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use sportsbook_core::locale::{resolve_alias, Locale};
use std::convert::Infallible;

/// The language names are rendered in. Unsupported languages fall back to the default (`sr`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RequestLocale(pub Locale);

impl<S: Send + Sync> FromRequestParts<S> for RequestLocale {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        let header = |name: &str| parts.headers.get(name).and_then(|v| v.to_str().ok());
        let from_language = header("language").and_then(|v| Locale::parse(resolve_alias(v.trim())));
        let from_accept = || {
            header("accept-language")?
                .split(',')
                .map(|part| part.split(';').next().unwrap_or_default().trim())
                .find_map(|tag| Locale::parse(resolve_alias(tag)))
        };
        Ok(RequestLocale(from_language.or_else(from_accept).unwrap_or(Locale::Sr)))
    }
}
