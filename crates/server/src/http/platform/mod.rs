//! The Platform API under `/api/platform` (docs/product.md#accounts, Devise-style auth routes): accounts,
//! sessions, the wallet and demo payments. Every write without a bearer token passes the CSRF
//! check; every private resource is read through the session's own player.

pub mod activity;
pub mod confirmations;
pub mod guards;
pub mod limits;
pub mod lockout;
pub mod passwords;
pub mod payments;
pub mod phone;
pub mod player;
pub mod safer_gambling;
pub mod session;
pub mod signed_in;
pub mod sportsbook_sessions;
pub mod unlocks;
pub mod users;
pub mod wallet;

use crate::app::AppState;
use crate::http::error::ApiError;
use axum::extract::{FromRequest, Request};
use axum::http::{header, HeaderValue};
use axum::routing::{get, patch, post};
use axum::Router;
use serde::de::DeserializeOwned;
use tower_http::set_header::SetResponseHeaderLayer;

/// A JSON object body as `T`; anything else — another content type, malformed JSON, an array or
/// a scalar (serde would read an array as a struct's fields in order), fields `T` refuses — is our
/// JSON 400 (`invalid_body`).
pub struct Body<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        let value = match axum::Json::<serde_json::Value>::from_request(request, state).await {
            Ok(axum::Json(value)) => value,
            Err(rejection) => return Err(crate::http::request_limits::body_error(rejection)),
        };
        if !value.is_object() {
            return Err(ApiError::InvalidBody("expected a JSON object".to_owned()));
        }
        T::deserialize(value).map(Body).map_err(|e| ApiError::InvalidBody(e.to_string()))
    }
}

/// The routes below `/api/platform`.
pub fn router(state: AppState) -> Router<AppState> {
    Router::new()
        .route("/users", post(users::sign_up))
        .route("/users/sign_in", post(users::sign_in))
        .route("/users/sign_out", axum::routing::delete(users::sign_out))
        .route("/users/password", post(passwords::request_password_reset).put(passwords::reset_password))
        .route("/users/confirmation", get(confirmations::confirm_email).post(confirmations::resend_confirmation))
        .route("/users/unlock", get(unlocks::unlock_account).post(unlocks::resend_unlock))
        .route("/session", get(signed_in::get_session))
        .route("/player", get(player::get_player).patch(player::complete_auth_fields))
        .route("/player/update_locale", patch(player::update_locale))
        .route("/player/terms", post(player::accept_terms))
        .route("/player/accounts", get(wallet::list_accounts).post(wallet::switch_account))
        .route("/player/transactions", get(wallet::list_transactions))
        .route("/player/phone", get(phone::get_phone).post(phone::send_phone_code))
        .route("/player/phone/verify", post(phone::verify_phone_code))
        .route("/player/comp_points", get(player::get_comp_points))
        .route("/player/status_groups", get(player::list_status_groups))
        .route("/player/activity_limit_track", post(activity::track_activity))
        .route("/player/safer_gambling", get(safer_gambling::get_safer_gambling))
        .route("/sportsbook_sessions", post(sportsbook_sessions::start_session))
        .route("/sportsbook_sessions/info", get(sportsbook_sessions::session_info))
        .route("/sportsbook_sessions/continue", post(sportsbook_sessions::continue_session))
        .route("/user_limits", get(limits::list_user_limits).post(limits::set_user_limit))
        .route("/user_limits/{id}", axum::routing::delete(limits::remove_user_limit))
        .route("/user_limits/{id}/confirm", post(limits::confirm_user_limit))
        .route("/currencies", get(player::list_currencies))
        .route("/payments/deposits", post(payments::create_deposit))
        .route("/payments/{id}", get(payments::get_payment))
        .layer(axum::middleware::from_fn_with_state(state, session::require_csrf_checks))
        .layer(SetResponseHeaderLayer::overriding(header::CACHE_CONTROL, HeaderValue::from_static("no-store")))
}
