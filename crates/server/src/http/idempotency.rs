//! Exactly-once writes (docs/product.md#exactly-once): the `Idempotency-Key` header (1–64
//! visible ASCII characters, required), the canonical hash of a request body, and the replay of
//! a stored answer. The key is claimed in the same database transaction as the work
//! (`db::idempotency`), so 50 concurrent identical requests do the work once.

use super::error::{ApiError, ErrorCode};
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

/// The header a retried request repeats.
pub const HEADER: &str = "idempotency-key";
/// Set on an answer that was stored by an earlier request with the same key.
pub const REPLAYED: &str = "idempotent-replayed";
const MAX_LEN: usize = 64;

/// A valid idempotency key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdempotencyKey(pub String);

impl IdempotencyKey {
    /// Parses the header value: 1–64 visible ASCII characters.
    pub fn parse(value: Option<&HeaderValue>) -> Result<IdempotencyKey, ApiError> {
        let value =
            value.ok_or(ApiError::Http { status: StatusCode::BAD_REQUEST, code: ErrorCode::IdempotencyKeyRequired })?;
        let text =
            value.to_str().ok().filter(|t| (1..=MAX_LEN).contains(&t.len()) && t.bytes().all(|b| b.is_ascii_graphic()));
        text.map(|t| IdempotencyKey(t.to_owned()))
            .ok_or(ApiError::Http { status: StatusCode::BAD_REQUEST, code: ErrorCode::IdempotencyKeyInvalid })
    }
}

impl<S: Send + Sync> FromRequestParts<S> for IdempotencyKey {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        IdempotencyKey::parse(parts.headers.get(HEADER))
    }
}

/// The stored answer of an earlier request with the same key and body.
pub fn replay(status: u16, response: String) -> Response {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::OK);
    (
        status,
        [
            (axum::http::header::CONTENT_TYPE, HeaderValue::from_static("application/json")),
            (axum::http::HeaderName::from_static(REPLAYED), HeaderValue::from_static("true")),
        ],
        response,
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_one_to_sixty_four_visible_ascii_characters() {
        let parse = |text: &str| IdempotencyKey::parse(Some(&HeaderValue::from_str(text).expect("header")));
        assert_eq!(parse("deposit-1").ok(), Some(IdempotencyKey("deposit-1".to_owned())));
        assert!(parse(&"k".repeat(64)).is_ok());
        assert!(parse(&"k".repeat(65)).is_err());
        assert!(parse("").is_err());
        assert!(parse("has space").is_err());
        assert!(IdempotencyKey::parse(None).is_err());
    }
}
