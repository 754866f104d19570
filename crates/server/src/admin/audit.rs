//! The audit trail of the operator API: who (a token fingerprint, `cli:<unix user>`, or
//! `unauthenticated`), what (method, path and query, body), when, and the answer's status —
//! for every call, refused ones included.

use super::auth::Actor;
use crate::db::admin_audit::{self, AuditEntry};
use crate::db::Db;
use crate::http::error::{ApiError, ErrorCode};
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

/// Admin bodies are small; a larger one is refused (413), a stalled one (408), and either is
/// recorded without it.
const MAX_BODY_BYTES: usize = 64 * 1024;
/// The most of a body the trail keeps.
const KEPT_BODY_CHARS: usize = 4_096;

/// Records a call; a failure to record is logged (the call itself has happened).
pub async fn record(db: &Db, actor: &str, method: &str, path: &str, body: &str, status: u16) {
    let entry = AuditEntry {
        id: 0,
        actor: actor.to_owned(),
        method: method.to_owned(),
        path: path.to_owned(),
        body: body.chars().take(KEPT_BODY_CHARS).collect(),
        status: i64::from(status),
        created_at: crate::clock::now_ms(),
    };
    if let Err(error) = admin_audit::record(&db.pool, &entry).await {
        tracing::error!(?error, actor, method, path, "an admin call was not recorded");
    }
}

/// Middleware (outermost on the operator listener): records every request and its answer.
pub async fn record_calls(State(db): State<Db>, request: Request, next: Next) -> Response {
    let method = request.method().to_string();
    let path = request.uri().path_and_query().map_or_else(|| request.uri().path().to_owned(), |p| p.to_string());
    let (parts, body) = request.into_parts();
    let (response, text) = match axum::body::to_bytes(body, MAX_BODY_BYTES).await {
        Ok(bytes) => {
            let text = String::from_utf8_lossy(&bytes).into_owned();
            (next.run(Request::from_parts(parts, Body::from(bytes))).await, text)
        }
        Err(error) => {
            let refusal = if crate::http::request_limits::caused_by_timeout(&error) {
                ApiError::Http { status: StatusCode::REQUEST_TIMEOUT, code: ErrorCode::RequestTimeout }
            } else {
                ApiError::Http { status: StatusCode::PAYLOAD_TOO_LARGE, code: ErrorCode::PayloadTooLarge }
            };
            (refusal.into_response(), String::new())
        }
    };
    let actor = response.extensions().get::<Actor>().map_or("unauthenticated", |Actor(a)| a.as_str());
    record(&db, actor, &method, &path, &text, response.status().as_u16()).await;
    response
}
