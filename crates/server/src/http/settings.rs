//! `GET /api/sb/settings` and `POST /api/sb/settings`: the sportsbook settings of
//! docs/product.md#sportsbook-settings (server form). Anonymous visitors get the defaults; a
//! signed-in player's quick stakes, odds format and odds-accept mode are stored on the player
//! and applied over them.

use super::error::{ApiError, ApiResult, ErrorCode};
use super::platform::session::{CurrentUser, MaybeUser};
use super::platform::Body;
use crate::app::AppState;
use crate::db::users::{self, User};
use crate::wire::Data;
use anyhow::Context;
use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use sportsbook_core::catalogue::{Provider, SportType};
use std::collections::BTreeMap;
use utoipa::ToSchema;

/// Odds display formats the product supports (docs/product.md#odds-formats), the default first.
pub const ODDS_TYPES: [&str; 7] = ["european", "british", "hongkong", "american", "indonesian", "malaysian", "percent"];

#[derive(Debug, Serialize, ToSchema)]
pub struct OddsTypes {
    pub available: Vec<&'static str>,
    pub selected: &'static str,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Enabled {
    pub enabled: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ProviderStatus {
    pub provider: &'static str,
    /// False while the provider's feed is down; its markets are suspended meanwhile.
    pub is_active: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MultiBetSettings {
    /// Whether several single bets can be placed at once, per provider.
    pub available_by_provider: BTreeMap<&'static str, bool>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Settings {
    pub custom_bet_enabled: bool,
    pub custom_bet_allow_single: bool,
    /// Quick-stake presets in minor units of the player's currency.
    pub stakes: Vec<i64>,
    /// `none`, `higher` or `any`.
    pub auto_accept_odds_change: &'static str,
    pub odds_types: OddsTypes,
    pub video_settings: Enabled,
    pub provider_statuses: Vec<ProviderStatus>,
    /// Providers by sport type.
    pub sport_type_providers: BTreeMap<&'static str, Vec<&'static str>>,
    pub multi_bet_settings: MultiBetSettings,
    /// `horse_racing`, `lotto`, `premium_cricket`.
    pub additional_providers: BTreeMap<&'static str, Enabled>,
    pub allow_multiple_active_user_freebets: bool,
    /// Whether the player has subscribed to the operator's push notifications (decision 037).
    pub push_notifications_subscribed: bool,
}

/// The sportsbook settings for the current visitor.
#[utoipa::path(get, path = "/api/sb/settings", tag = "settings", responses((status = 200, body = Data<Settings>)))]
pub async fn get_settings(State(state): State<AppState>, MaybeUser(user): MaybeUser) -> Json<Data<Settings>> {
    let mut settings = default_settings(&state);
    if let Some(user) = user {
        apply(&mut settings.data, &user.user);
    }
    Json(settings)
}

/// The settings every visitor starts from.
pub fn default_settings(state: &AppState) -> Data<Settings> {
    let snapshot = state.catalogue.load();
    let provider_of = |t: SportType| match t {
        SportType::Regular => Provider::Betradar,
        SportType::Cyber => Provider::Oddin,
        SportType::PremiumCricket => Provider::Betconstruct,
    };
    let sport_type_providers = [SportType::Regular, SportType::Cyber, SportType::PremiumCricket]
        .into_iter()
        .map(|t| (t.as_str(), vec![provider_of(t).as_str()]))
        .collect();
    Data {
        data: Settings {
            custom_bet_enabled: false,
            custom_bet_allow_single: false,
            stakes: vec![100, 500, 1000, 2000, 5000],
            auto_accept_odds_change: "none",
            odds_types: OddsTypes { available: ODDS_TYPES.to_vec(), selected: ODDS_TYPES[0] },
            video_settings: Enabled { enabled: false },
            provider_statuses: Provider::ALL
                .into_iter()
                .map(|p| ProviderStatus { provider: p.as_str(), is_active: snapshot.is_provider_active(p) })
                .collect(),
            sport_type_providers,
            multi_bet_settings: MultiBetSettings {
                available_by_provider: Provider::ALL
                    .into_iter()
                    .map(|p| (p.as_str(), p == Provider::Betradar))
                    .collect(),
            },
            additional_providers: [
                ("horse_racing", Enabled { enabled: false }),
                ("lotto", Enabled { enabled: false }),
                ("premium_cricket", Enabled { enabled: true }),
            ]
            .into_iter()
            .collect(),
            allow_multiple_active_user_freebets: false,
            push_notifications_subscribed: false,
        },
    }
}

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
    settings.push_notifications_subscribed = user.push_subscription.is_some();
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
    /// The player's subscription id at the site's push-notification provider (1–200 visible
    /// ASCII characters); empty unsubscribes.
    pub one_signal_push_notification_subscription: Option<String>,
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
        .map(|t| {
            ODDS_TYPES.iter().find(|o| **o == t).ok_or(ApiError::validation("odds_type", ErrorCode::OddsTypeInvalid))
        })
        .transpose()?;
    let mode = form
        .auto_accept_odds_change
        .map(|m| {
            ODDS_ACCEPT_MODES
                .iter()
                .find(|o| **o == m)
                .ok_or(ApiError::validation("auto_accept_odds_change", ErrorCode::OddsAcceptModeInvalid))
        })
        .transpose()?;
    let stakes_ok = |s: &Vec<i64>| (1..=10).contains(&s.len()) && s.iter().all(|v| (1..=1_000_000_000_000).contains(v));
    if form.stakes.as_ref().is_some_and(|s| !stakes_ok(s)) {
        return Err(ApiError::validation("stakes", ErrorCode::StakesInvalid));
    }
    let push = form.one_signal_push_notification_subscription.map(|id| id.trim().to_owned());
    let push_ok = |id: &String| id.len() <= 200 && id.chars().all(|c| c.is_ascii_graphic());
    if push.as_ref().is_some_and(|id| !push_ok(id)) {
        return Err(ApiError::validation("one_signal_push_notification_subscription", ErrorCode::InvalidParameter));
    }
    let mut tx = state.db.begin_write().await?;
    if let Some(id) = &push {
        users::set_text(&mut tx, user.id, "push_subscription", Some(id.as_str()).filter(|id| !id.is_empty())).await?;
    }
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
