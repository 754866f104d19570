//! The one error vocabulary of the HTTP APIs:
//! `{"error":{"code":"snake_case","message":"…","details":{…}}}` with the right status.
//! Internal causes are logged here, once, and never sent to clients.

use axum::extract::FromRequestParts;
use axum::extract::Request;
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;
use serde_json::{json, Value};
use sportsbook_core::locale::Locale;

pub use crate::error_code::ErrorCode;
use crate::refusal::{BetRefusal, Refusal};

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// A request parameter is missing or malformed; `parameter` names it.
    #[error("invalid parameter `{parameter}`: {reason}")]
    InvalidParameter { parameter: String, reason: String },
    /// The request body is not the JSON the endpoint expects.
    #[error("invalid request body: {0}")]
    InvalidBody(String),
    /// The addressed resource does not exist.
    #[error("{resource} not found")]
    NotFound { resource: &'static str },
    /// No valid session (or wrong credentials on sign-in): 401 with a specific code.
    #[error("unauthorized: {code}")]
    Unauthorized { code: ErrorCode },
    /// Signed in (or identified) but not allowed: 403 with a specific code.
    #[error("forbidden: {code}")]
    Forbidden { code: ErrorCode },
    /// The request conflicts with the current state (e.g. `email_taken`): 409.
    #[error("conflict: {code}")]
    Conflict { code: ErrorCode },
    /// A rate limit was hit: 429 with `Retry-After` (`too_many_requests`, or a specific code
    /// such as `sms_resend_timeout`).
    #[error("too many requests: {code}")]
    TooManyRequests { code: ErrorCode, retry_after_secs: u64 },
    /// A field of the request failed validation: 422 naming the field.
    #[error("invalid `{field}`: {code}")]
    Validation { field: &'static str, code: ErrorCode },
    /// A field's value is over a limit: 422 naming the field, with the limit in `details`
    /// (e.g. `{"max": "10000.00"}`).
    #[error("`{field}` over a limit: {code}")]
    OverLimit { field: &'static str, code: ErrorCode, limit: Value },
    /// A bet (or several) refused: the first refusal's code, the numbers and keys of
    /// docs/product.md#placement-errors in `details` (`details.bets` per bet).
    #[error("bet refused: {code}")]
    Refused { status: StatusCode, code: ErrorCode, details: Value },
    /// The request is malformed at the HTTP level (`status` 405, 408, 413, 431), with its code.
    #[error("{code}")]
    Http { status: StatusCode, code: ErrorCode },
    /// Anything we did not expect: logged with its cause, reported as a bare 500.
    #[error("internal error")]
    Internal(#[from] anyhow::Error),
}

impl ApiError {
    pub fn invalid(parameter: impl Into<String>, reason: impl Into<String>) -> ApiError {
        ApiError::InvalidParameter { parameter: parameter.into(), reason: reason.into() }
    }

    pub fn not_found(resource: &'static str) -> ApiError {
        ApiError::NotFound { resource }
    }

    pub fn unauthorized(code: ErrorCode) -> ApiError {
        ApiError::Unauthorized { code }
    }

    pub fn forbidden(code: ErrorCode) -> ApiError {
        ApiError::Forbidden { code }
    }

    pub fn conflict(code: ErrorCode) -> ApiError {
        ApiError::Conflict { code }
    }

    pub fn too_many_requests(retry_after_secs: u64) -> ApiError {
        ApiError::TooManyRequests { code: ErrorCode::TooManyRequests, retry_after_secs }
    }

    pub fn validation(field: &'static str, code: ErrorCode) -> ApiError {
        ApiError::Validation { field, code }
    }

    fn parts(&self) -> (StatusCode, ErrorCode, Value) {
        match self {
            ApiError::InvalidParameter { parameter, .. } => {
                (StatusCode::BAD_REQUEST, ErrorCode::InvalidParameter, json!({ "parameter": parameter }))
            }
            ApiError::InvalidBody(_) => (StatusCode::BAD_REQUEST, ErrorCode::InvalidBody, json!({})),
            ApiError::NotFound { resource } => {
                (StatusCode::NOT_FOUND, ErrorCode::NotFound, json!({ "resource": resource }))
            }
            ApiError::Unauthorized { code } => (StatusCode::UNAUTHORIZED, *code, json!({})),
            ApiError::Forbidden { code } => (StatusCode::FORBIDDEN, *code, json!({})),
            ApiError::Conflict { code } => (StatusCode::CONFLICT, *code, json!({})),
            ApiError::TooManyRequests { code, retry_after_secs } => {
                (StatusCode::TOO_MANY_REQUESTS, *code, json!({ "retry_after": retry_after_secs }))
            }
            ApiError::Validation { field, code } => {
                (StatusCode::UNPROCESSABLE_ENTITY, *code, field_details(field, *code))
            }
            ApiError::OverLimit { field, code, limit } => {
                let mut details = field_details(field, *code);
                if let (Some(details), Some(limit)) = (details.as_object_mut(), limit.as_object()) {
                    details.extend(limit.clone());
                }
                (StatusCode::UNPROCESSABLE_ENTITY, *code, details)
            }
            ApiError::Http { status, code } => (*status, *code, json!({})),
            ApiError::Refused { status, code, details } => (*status, *code, details.clone()),
            ApiError::Internal(_) => (StatusCode::INTERNAL_SERVER_ERROR, ErrorCode::InternalError, json!({})),
        }
    }
}

impl From<Refusal> for ApiError {
    fn from(refusal: Refusal) -> ApiError {
        match refusal {
            Refusal::Malformed(reason) => ApiError::InvalidBody(reason),
            Refusal::Invalid { field, code } => ApiError::Validation { field, code },
            Refusal::OverLimit { field, code, limit } => ApiError::OverLimit { field, code, limit },
            Refusal::NotFound(resource) => ApiError::NotFound { resource },
            Refusal::Conflict(code) => ApiError::Conflict { code },
            Refusal::Bets { refusals, locale } => refused_bets(&refusals, locale),
            Refusal::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

/// Refused bets `(index, refusal)`: the first one's code, and every bet's code, key and
/// message in `details.bets` (docs/product.md#placement-errors).
fn refused_bets(refusals: &[(usize, BetRefusal)], locale: Locale) -> ApiError {
    let Some((_, first)) = refusals.first() else { return ApiError::InvalidBody("no bets".to_owned()) };
    let bets: Vec<Value> = refusals
        .iter()
        .map(|(index, r)| {
            json!({
                "index": index,
                "code": r.number,
                "error": r.code,
                "key": r.key,
                "localized_message": super::texts::localized(r.code, locale, &r.details).unwrap_or_else(|| r.code.as_str().to_owned()),
                "details": r.details,
            })
        })
        .collect();
    let mut details = json!({ "code": first.number, "key": first.key, "bets": bets });
    if let (Some(all), Some(extra)) = (details.as_object_mut(), first.details.as_object()) {
        for (k, v) in extra {
            all.entry(k.clone()).or_insert(v.clone());
        }
    }
    ApiError::Refused { status: StatusCode::UNPROCESSABLE_ENTITY, code: first.code, details }
}

/// `{"field": "amount", "fields": {"amount": "amount_invalid"}}`.
fn field_details(field: &str, code: ErrorCode) -> Value {
    json!({ "field": field, "fields": serde_json::Map::from_iter([(field.to_owned(), json!(code))]) })
}

/// The JSON error envelope (documented in the OpenAPI description).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ErrorDetail {
    /// Stable snake_case code, e.g. `invalid_parameter`, `not_found`.
    pub code: ErrorCode,
    /// Human-readable text in the request's language (`Language` header) when the code has a
    /// translation, else English.
    pub message: String,
    /// Machine-readable context, e.g. `{"parameter":"limit"}`.
    #[schema(value_type = Object)]
    pub details: Value,
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let (status, code, details) = self.parts();
        let message = match &self {
            ApiError::Internal(cause) => {
                tracing::error!(error = ?cause, "request failed");
                "Something went wrong. Please try again later.".to_owned()
            }
            other => super::texts::localized(code, Locale::En, &details).unwrap_or_else(|| other.to_string()),
        };
        let body = ErrorBody { error: ErrorDetail { code, message, details } };
        let mut response = (status, Json(body)).into_response();
        if let ApiError::TooManyRequests { retry_after_secs, .. } = self {
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(retry_after_secs.max(1)));
        }
        response.extensions_mut().insert(code);
        response
    }
}

/// Middleware: rewrites the `message` of error responses into the request's language when the
/// code has a translation (handlers raise errors without knowing the language).
pub async fn localize_errors(request: Request, next: Next) -> Response {
    let (mut parts, body) = request.into_parts();
    let locale = match super::locale::RequestLocale::from_request_parts(&mut parts, &()).await {
        Ok(super::locale::RequestLocale(locale)) => locale,
        Err(never) => match never {},
    };
    let response = next.run(Request::from_parts(parts, body)).await;
    let Some(code) = response.extensions().get::<ErrorCode>().copied() else { return response };
    if locale == Locale::En || super::texts::message(code).is_none() {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, 64 * 1024).await else {
        return (parts.status, "").into_response();
    };
    let mut json: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    let details = json.pointer("/error/details").cloned().unwrap_or(Value::Null);
    if let (Some(message), Some(slot)) =
        (super::texts::localized(code, locale, &details), json.pointer_mut("/error/message"))
    {
        *slot = Value::String(message);
    }
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, axum::body::Body::from(json.to_string()))
}

/// Result type of every handler.
pub type ApiResult<T> = Result<T, ApiError>;
