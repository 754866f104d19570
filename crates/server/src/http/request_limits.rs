//! Limits on what one request may be, with the usual error envelope even for failures axum or
//! hyper would answer with an empty body: header size (431), body arrival time (408, through
//! tower-http's body timeout), body size (413, axum's default limit) and methods a route does
//! not take (405).

use super::error::{ApiError, ErrorCode};
use axum::extract::rejection::JsonRejection;
use axum::extract::Request;
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

/// The request line's headers may take this many bytes in all.
pub const MAX_HEADER_BYTES: usize = 32 * 1024;
/// At most this many header lines (hyper refuses far more than this before we see them).
pub const MAX_HEADER_COUNT: usize = 100;
/// The largest body a request may announce: axum's default body limit, which also stops a
/// body that arrives without a length.
pub const MAX_BODY_BYTES: u64 = 2 * 1024 * 1024;

/// Middleware: refuses requests with too many or too large headers (431), and a body
/// announced larger than the limit (413) before a byte of it is read.
pub async fn limit_headers(request: Request, next: Next) -> Response {
    let headers = request.headers();
    let bytes: usize = headers.iter().map(|(name, value)| name.as_str().len() + value.len() + 4).sum();
    if headers.len() > MAX_HEADER_COUNT || bytes > MAX_HEADER_BYTES {
        return ApiError::Http {
            status: StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            code: ErrorCode::HeadersTooLarge,
        }
        .into_response();
    }
    let announced = headers
        .get(axum::http::header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if announced.is_some_and(|length| length > MAX_BODY_BYTES) {
        return ApiError::Http { status: StatusCode::PAYLOAD_TOO_LARGE, code: ErrorCode::PayloadTooLarge }
            .into_response();
    }
    next.run(request).await
}

/// Middleware: a 405 from the router (which has no body) gets the error envelope, keeping
/// its `Allow` header.
pub async fn envelope_method_errors(request: Request, next: Next) -> Response {
    let response = next.run(request).await;
    if response.status() != StatusCode::METHOD_NOT_ALLOWED || response.extensions().get::<ErrorCode>().is_some() {
        return response;
    }
    let allow = response.headers().get(axum::http::header::ALLOW).cloned();
    let mut enveloped =
        ApiError::Http { status: StatusCode::METHOD_NOT_ALLOWED, code: ErrorCode::MethodNotAllowed }.into_response();
    if let Some(allow) = allow {
        enveloped.headers_mut().insert(axum::http::header::ALLOW, allow);
    }
    enveloped
}

/// The error for a JSON body that could not be read: too large (413), too slow (408), or
/// not the JSON expected (400).
pub fn body_error(rejection: JsonRejection) -> ApiError {
    match rejection {
        JsonRejection::MissingJsonContentType(_) => {
            ApiError::InvalidBody("expected Content-Type: application/json".to_owned())
        }
        JsonRejection::BytesRejection(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            ApiError::Http { status: StatusCode::PAYLOAD_TOO_LARGE, code: ErrorCode::PayloadTooLarge }
        }
        JsonRejection::BytesRejection(e) if caused_by_timeout(&e) => {
            ApiError::Http { status: StatusCode::REQUEST_TIMEOUT, code: ErrorCode::RequestTimeout }
        }
        other => ApiError::InvalidBody(other.body_text()),
    }
}

/// Whether tower-http's body timeout is somewhere in the error's causes.
pub(crate) fn caused_by_timeout(error: &(dyn std::error::Error + 'static)) -> bool {
    let mut cause: Option<&(dyn std::error::Error + 'static)> = Some(error);
    while let Some(error) = cause {
        if error.is::<tower_http::timeout::TimeoutError>() {
            return true;
        }
        cause = error.source();
    }
    false
}
