//! `POST /api/sb/websocket/token` and `/authorize` (docs/product.md#realtime-channels): the tokens the `centrifuge`
//! client connects and subscribes to private channels with; and `GET /connection/websocket`, where
//! a client address opens a WebSocket only within its share (`crate::occupancy`).

use super::error::{ApiError, ApiResult, ErrorCode};
use super::platform::session::ClientIp;
use super::platform::session::{CurrentUser, MaybeUser};
use super::platform::Body;
use crate::app::AppState;
use crate::live::channels;
use crate::occupancy::Refusal;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::{Deserialize, Serialize};
use std::net::IpAddr;
use std::time::Duration;
use utoipa::ToSchema;

/// How long a connection token lasts; the client asks for a new one before it expires.
const CONNECTION_TTL: Duration = Duration::from_secs(15 * 60);
/// How long a subscription token lasts.
const SUBSCRIPTION_TTL: Duration = Duration::from_secs(15 * 60);

#[derive(Debug, Serialize, ToSchema)]
pub struct ConnectionToken {
    /// HS256 JWT for the `connect` command; its `sub` is empty for anonymous visitors.
    pub token: String,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct AuthorizeRequest {
    pub channels: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ChannelToken {
    pub channel: String,
    pub token: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AuthorizeReply {
    pub channels: Vec<ChannelToken>,
}

/// A connection token for the visitor: the signed-in player (bound to this session, so it
/// stops working when the session ends), or anonymous.
#[utoipa::path(post, path = "/api/sb/websocket/token", tag = "realtime",
    responses((status = 200, body = ConnectionToken), (status = 403, body = super::error::ErrorBody)))]
pub async fn connection_token(State(state): State<AppState>, MaybeUser(user): MaybeUser) -> Json<ConnectionToken> {
    let token = match user {
        Some(current) => state.realtime.session_connection_token(
            &current.user.id.to_string(),
            &current.token_hash,
            Some(CONNECTION_TTL),
        ),
        None => state.realtime.connection_token("", Some(CONNECTION_TTL), None),
    };
    Json(ConnectionToken { token })
}

/// Subscription tokens for private channels: only the player's own `$sportsbook:user:…`.
#[utoipa::path(post, path = "/api/sb/websocket/authorize", tag = "realtime", request_body = AuthorizeRequest,
    responses((status = 200, body = AuthorizeReply), (status = 401, body = super::error::ErrorBody),
        (status = 403, body = super::error::ErrorBody)))]
pub async fn authorize(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    Body(request): Body<AuthorizeRequest>,
) -> ApiResult<Json<AuthorizeReply>> {
    if request.channels.is_empty() || request.channels.iter().any(|c| channels::user_of(c) != Some(user.id)) {
        return Err(ApiError::forbidden(ErrorCode::ChannelForbidden));
    }
    let subject = user.id.to_string();
    let tokens = request
        .channels
        .into_iter()
        .map(|channel| {
            let token = state.realtime.subscription_token(&subject, &channel, Some(SUBSCRIPTION_TTL));
            ChannelToken { channel, token }
        })
        .collect();
    Ok(Json(AuthorizeReply { channels: tokens }))
}

/// Upgrades to the realtime protocol when the client's address holds fewer WebSockets than its
/// share and WebSockets have not taken every slot they may (else 429 or 503, and no socket).
pub async fn open_websocket(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    upgrade: WebSocketUpgrade,
) -> Response {
    let address = ip.parse::<IpAddr>().unwrap_or(IpAddr::from([0, 0, 0, 0]));
    match state.occupancy.websocket(address) {
        Ok(held) => realtime::upgrade_holding(state.realtime.clone(), upgrade, held),
        Err(Refusal::AddressFull) => ApiError::too_many_requests(5).into_response(),
        Err(Refusal::WebSocketsFull) => {
            ApiError::Http { status: StatusCode::SERVICE_UNAVAILABLE, code: ErrorCode::ServerBusy }.into_response()
        }
    }
}
