//! A signed-in player's sportsbook settings (docs/product.md#sportsbook-settings, `POST /settings`): quick
//! stakes, odds format and odds-accept mode, stored on the player and applied to
//! `GET /api/sb/settings`.

use super::error::{ApiError, ApiResult};
use super::platform::session::CurrentUser;
use super::platform::Body;
use super::settings::{default_settings, Settings, ODDS_TYPES};
use super::Data;
use crate::app::AppState;
use crate::db::users::{self, User};
use anyhow::Context;
use axum::extract::State;
use axum::Json;
use serde::Deserialize;
use utoipa::ToSchema;

/// Odds-accept modes, the default first.
pub const ODDS_ACCEPT_MODES: [&str; 3] = ["none", "higher", "any"];

/// Overlays the player's stored choices on the defaults.
pub fn apply(settings: &mut Settings, user: &User) {
    if let Some(odds_type) = user.odds_type.as_deref().and_then(|t| ODDS_TYPES.iter().find(|o| **o == t)) {
        settings.odds_types.selected = odds_type;
    }
    if let Some(mode) =
        user.auto_accept_odds_change.as_deref().and_then(|m| ODDS_ACCEPT_MODES.iter().find(|o| **o == m))
    {
        settings.auto_accept_odds_change = mode;
    }
    if let Some(stakes) = user.stakes.as_deref().and_then(|s| serde_json::from_str::<Vec<i64>>(s).ok()) {
        settings.stakes = stakes;
    }
}

/// Any of the three choices; what is missing stays as it was.
#[derive(Debug, Deserialize, ToSchema)]
pub struct SettingsUpdate {
    /// Quick-stake presets in minor units of the player's currency: 1 to 10 positive amounts.
    pub stakes: Option<Vec<i64>>,
    /// `none`, `higher` or `any`.
    pub auto_accept_odds_change: Option<String>,
    /// One of the available odds types.
    pub odds_type: Option<String>,
}

/// Saves the player's settings and answers with the resulting settings.
#[utoipa::path(post, path = "/api/sb/settings", tag = "settings", request_body = SettingsUpdate,
    responses((status = 200, body = Data<Settings>), (status = 401), (status = 422)))]
pub async fn save_settings(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    Body(form): Body<SettingsUpdate>,
) -> ApiResult<Json<Data<Settings>>> {
    let odds_type = form
        .odds_type
        .map(|t| ODDS_TYPES.iter().find(|o| **o == t).ok_or(ApiError::validation("odds_type", "odds_type_invalid")))
        .transpose()?;
    let mode = form
        .auto_accept_odds_change
        .map(|m| {
            ODDS_ACCEPT_MODES
                .iter()
                .find(|o| **o == m)
                .ok_or(ApiError::validation("auto_accept_odds_change", "odds_accept_mode_invalid"))
        })
        .transpose()?;
    let stakes_ok = |s: &Vec<i64>| (1..=10).contains(&s.len()) && s.iter().all(|v| (1..=1_000_000_000_000).contains(v));
    if form.stakes.as_ref().is_some_and(|s| !stakes_ok(s)) {
        return Err(ApiError::validation("stakes", "stakes_invalid"));
    }
    let mut tx = state.db.begin_write().await?;
    if let Some(odds_type) = odds_type {
        users::set_text(&mut tx, user.id, "odds_type", Some(odds_type)).await?;
    }
    if let Some(mode) = mode {
        users::set_text(&mut tx, user.id, "auto_accept_odds_change", Some(mode)).await?;
    }
    if let Some(stakes) = &form.stakes {
        users::set_text(&mut tx, user.id, "stakes", Some(&serde_json::to_string(stakes).context("stakes")?)).await?;
    }
    tx.commit().await.context("committing the settings update")?;
    let user = users::find_by_id(&state.db.pool, user.id).await?.context("the player")?;
    let mut settings = default_settings(&state);
    apply(&mut settings.data, &user);
    Ok(Json(settings))
}
