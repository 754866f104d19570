//! `GET /session`: whether the request comes with a live session, answered 200 either way, so an
//! anonymous visitor's start-up learns "signed out" without a failed request (decision 049).
//! `GET /player` keeps its 401 for callers that need a player.

use super::session::MaybeUser;
use crate::wire::platform::Player;
use crate::wire::Data;
use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;

/// The session's state: the player when signed in.
#[derive(Debug, Serialize, ToSchema)]
pub struct SessionState {
    pub signed_in: bool,
    /// The signed-in player, as `GET /player` answers; `null` when signed out.
    pub player: Option<Player>,
}

/// Whether the request is signed in, and as whom; an absent, unknown or expired session is
/// `signed_in: false` (200, never a 401).
#[utoipa::path(get, path = "/api/platform/session", tag = "platform",
    responses((status = 200, body = Data<SessionState>)))]
pub async fn get_session(MaybeUser(current): MaybeUser) -> Json<Data<SessionState>> {
    let player = current.map(|current| Player::from(&current.user));
    Json(Data { data: SessionState { signed_in: player.is_some(), player } })
}
