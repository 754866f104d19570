//! The one error vocabulary of the HTTP APIs:
//! `{"error":{"code":"snake_case","message":"…","details":{…}}}` with the right status.
//! Internal causes are logged here, once, and never sent to clients.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;
use serde_json::{json, Value};

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

    fn parts(&self) -> (StatusCode, &'static str, Value) {
        match self {
            ApiError::InvalidParameter { parameter, .. } => {
                (StatusCode::BAD_REQUEST, "invalid_parameter", json!({ "parameter": parameter }))
            }
            ApiError::InvalidBody(_) => (StatusCode::BAD_REQUEST, "invalid_body", json!({})),
            ApiError::NotFound { resource } => (StatusCode::NOT_FOUND, "not_found", json!({ "resource": resource })),
            ApiError::Internal(_) => (StatusCode::INTERNAL_SERVER_ERROR, "internal_error", json!({})),
        }
    }
}

/// The JSON error envelope (documented in the OpenAPI description).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ErrorDetail {
    /// Stable snake_case code, e.g. `invalid_parameter`, `not_found`.
    pub code: String,
    /// Human-readable text (English).
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
            other => other.to_string(),
        };
        let body = ErrorBody { error: ErrorDetail { code: code.to_owned(), message, details } };
        (status, Json(body)).into_response()
    }
}

/// Result type of every handler.
pub type ApiResult<T> = Result<T, ApiError>;
