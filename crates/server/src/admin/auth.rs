//! The operator's bearer token: compared in constant time (as SHA-256 digests, so the length
//! does not leak either), and a short fingerprint of it names the actor in the audit trail.

use crate::http::error::{ApiError, ErrorCode};
use axum::extract::{Request, State};
use axum::http::header;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};
use std::sync::Arc;
use subtle::ConstantTimeEq;

/// The configured token, kept only as its digest.
pub struct AdminToken {
    digest: [u8; 32],
}

/// Who made an admin call, as recorded in `admin_audit`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor(pub String);

impl AdminToken {
    pub fn new(token: &str) -> AdminToken {
        AdminToken { digest: Sha256::digest(token.as_bytes()).into() }
    }

    /// Whether `presented` is the token, in time independent of where they differ.
    pub fn matches(&self, presented: &str) -> bool {
        let digest: [u8; 32] = Sha256::digest(presented.as_bytes()).into();
        bool::from(self.digest.ct_eq(&digest))
    }

    /// `token:` and the first 8 hex digits of the digest: tells tokens apart, reveals nothing.
    pub fn actor(&self) -> Actor {
        let hex: String = self.digest[..4].iter().map(|b| format!("{b:02x}")).collect();
        Actor(format!("token:{hex}"))
    }
}

/// Middleware: a request without the token gets a 401; an accepted one (for its handler) and
/// its response (for the audit) carry the [`Actor`].
pub async fn require_token(State(token): State<Arc<AdminToken>>, mut request: Request, next: Next) -> Response {
    let presented = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim);
    if !presented.is_some_and(|t| token.matches(t)) {
        let mut refused = ApiError::unauthorized(ErrorCode::AdminUnauthorized).into_response();
        refused.headers_mut().insert(header::WWW_AUTHENTICATE, header::HeaderValue::from_static("Bearer"));
        return refused;
    }
    request.extensions_mut().insert(token.actor());
    let mut response = next.run(request).await;
    response.extensions_mut().insert(token.actor());
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_exact_token_matches_and_its_fingerprint_is_short() {
        let token = AdminToken::new("operator-token-0123456789abcdef-xyz");
        assert!(token.matches("operator-token-0123456789abcdef-xyz"));
        assert!(!token.matches("operator-token-0123456789abcdef-xy"));
        assert!(!token.matches(""));
        let Actor(actor) = token.actor();
        assert_eq!(actor.len(), "token:".len() + 8);
        assert!(!actor.contains("operator"));
    }
}
