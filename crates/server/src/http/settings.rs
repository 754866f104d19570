//! `GET /api/sb/settings`: the sportsbook settings of docs/product.md#sportsbook-settings (server form).
//! Anonymous visitors get the defaults; a signed-in player's stakes, odds type and odds-accept
//! mode are applied from `user_settings` (which also saves them).

use super::platform::session::MaybeUser;
use super::Data;
use crate::app::AppState;
use axum::extract::State;
use axum::Json;
use serde::Serialize;
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
}

/// The sportsbook settings for the current visitor.
#[utoipa::path(get, path = "/api/sb/settings", tag = "settings", responses((status = 200, body = Data<Settings>)))]
pub async fn get_settings(State(state): State<AppState>, MaybeUser(user): MaybeUser) -> Json<Data<Settings>> {
    let mut settings = default_settings(&state);
    if let Some(user) = user {
        super::user_settings::apply(&mut settings.data, &user.user);
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
        },
    }
}
