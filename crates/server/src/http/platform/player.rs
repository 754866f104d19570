//! The signed-in player: profile, language, missing auth fields, comp points, status groups
//! (`/player`, `/player/update_locale`, `/player/comp_points`,
//! `/player/status_groups`), plus the currencies the wallet supports.

use super::session::CurrentUser;
use super::Body;
use crate::app::AppState;
use crate::db::users;
use crate::http::error::{ApiError, ApiResult, ErrorCode};
use crate::http::locale::RequestLocale;
use crate::site::profile_fields::ProfileField;
use crate::site::status_groups::BANDS;
use crate::wire::platform::{CurrencyInfo, Player};
use crate::wire::Data;
use anyhow::Context;
use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use sportsbook_core::locale::Locale;
use sportsbook_core::money::Currency;
use utoipa::ToSchema;

/// The signed-in player.
#[utoipa::path(get, path = "/api/platform/player", tag = "platform",
    responses((status = 200, body = Data<Player>), (status = 401)))]
pub async fn get_player(CurrentUser { user, .. }: CurrentUser) -> Json<Data<Player>> {
    Json(Data { data: Player::from(&user) })
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct LocaleChoice {
    #[serde(default)]
    pub locale: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LanguageSet {
    pub language: &'static str,
}

/// Stores the player's interface language (emails follow it).
#[utoipa::path(patch, path = "/api/platform/player/update_locale", tag = "platform", request_body = LocaleChoice,
    responses((status = 200, body = LanguageSet), (status = 401), (status = 422)))]
pub async fn update_locale(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    Body(form): Body<LocaleChoice>,
) -> ApiResult<Json<LanguageSet>> {
    let resolved = sportsbook_core::locale::resolve_alias(form.locale.trim());
    let locale = Locale::parse(resolved).ok_or(ApiError::validation("locale", ErrorCode::LocaleInvalid))?;
    let mut conn = state.db.pool.acquire().await.context("connection")?;
    users::set_text(&mut conn, user.id, "language", Some(locale.code())).await?;
    Ok(Json(LanguageSet { language: locale.code() }))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct TermsAcceptance {
    /// The version accepted: the site's `terms_version` in force.
    #[serde(default)]
    pub version: String,
}

/// Records that the player accepted the terms in force (the terms checker, decision 034); a
/// version that is not the one in force (or a site without one) is refused.
#[utoipa::path(post, path = "/api/platform/player/terms", tag = "platform", request_body = TermsAcceptance,
    responses((status = 200, body = Data<Player>), (status = 401), (status = 422)))]
pub async fn accept_terms(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    Body(form): Body<TermsAcceptance>,
) -> ApiResult<Json<Data<Player>>> {
    if state.site.terms_version.as_deref() != Some(form.version.as_str()) {
        return Err(ApiError::validation("version", ErrorCode::InvalidParameter));
    }
    let mut conn = state.db.pool.acquire().await.context("connection")?;
    users::set_text(&mut conn, user.id, "terms_version", Some(&form.version)).await?;
    // The only change is the one just written: no need to read the player back.
    let user = users::User { terms_version: Some(form.version), ..user };
    Ok(Json(Data { data: Player::from(&user) }))
}

/// Profile fields the player completes (the missing-auth-fields dialog, and the details a site
/// asks for before a deposit; docs/product.md#dialogs, decision 036). Absent fields are left as
/// they are.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AuthFields {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub nickname: Option<String>,
    /// ISO `YYYY-MM-DD`; the player must be 18 or older.
    pub date_of_birth: Option<String>,
    pub address: Option<String>,
    pub city: Option<String>,
    pub postal_code: Option<String>,
}

impl AuthFields {
    fn given(self) -> Vec<(ProfileField, String)> {
        let values = [
            self.first_name,
            self.last_name,
            self.nickname,
            self.date_of_birth,
            self.address,
            self.city,
            self.postal_code,
        ];
        ProfileField::ALL.into_iter().zip(values).filter_map(|(field, value)| Some((field, value?))).collect()
    }
}

/// Fills in profile fields, all or none: the first refused one is named and nothing is stored.
#[utoipa::path(patch, path = "/api/platform/player", tag = "platform", request_body = AuthFields,
    responses((status = 200, body = Data<Player>), (status = 401), (status = 422)))]
pub async fn complete_auth_fields(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    Body(form): Body<AuthFields>,
) -> ApiResult<Json<Data<Player>>> {
    let given = form.given();
    if given.is_empty() {
        return Err(ApiError::validation("first_name", ErrorCode::NothingToChange));
    }
    let now = crate::clock::now_ms();
    let mut values = Vec::with_capacity(given.len());
    for (field, raw) in given {
        let value = field.check(&raw, now).map_err(|code| ApiError::validation(field.column(), code))?;
        values.push((field, value));
    }
    let mut tx = state.db.begin_write().await?;
    for (field, value) in &values {
        users::set_text(&mut tx, user.id, field.column(), Some(value)).await?;
    }
    tx.commit().await.context("committing the update")?;
    let user = users::find_by_id(&state.db.pool, user.id).await?.context("the player")?;
    Ok(Json(Data { data: Player::from(&user) }))
}

/// A loyalty status band by comp points.
#[derive(Debug, Serialize, ToSchema)]
pub struct StatusGroup {
    pub id: i64,
    pub name: &'static str,
    pub min: i64,
    pub max: Option<i64>,
    /// Whether the player is in this group now.
    pub current: bool,
}

fn groups(points: i64, locale: Locale) -> Vec<StatusGroup> {
    BANDS
        .iter()
        .map(|band| StatusGroup {
            id: band.id,
            name: band.name.get(locale),
            min: band.min,
            max: band.max,
            current: band.holds(points),
        })
        .collect()
}

/// Comp points (docs/product.md#profile: persistent points, and conditions with min and max).
#[derive(Debug, Serialize, ToSchema)]
pub struct CompPoints {
    pub persistent_points: i64,
    pub conditions: Vec<StatusGroup>,
}

/// The player's comp points (anonymous visitors get a 401, which the web app shows as empty).
#[utoipa::path(get, path = "/api/platform/player/comp_points", tag = "platform",
    responses((status = 200, body = Data<CompPoints>), (status = 401)))]
pub async fn get_comp_points(
    CurrentUser { user, .. }: CurrentUser,
    RequestLocale(locale): RequestLocale,
) -> Json<Data<CompPoints>> {
    let data = CompPoints { persistent_points: user.comp_points, conditions: groups(user.comp_points, locale) };
    Json(Data { data })
}

/// The loyalty status groups, the player's marked `current`.
#[utoipa::path(get, path = "/api/platform/player/status_groups", tag = "platform",
    responses((status = 200, body = Data<Vec<StatusGroup>>), (status = 401)))]
pub async fn list_status_groups(
    CurrentUser { user, .. }: CurrentUser,
    RequestLocale(locale): RequestLocale,
) -> Json<Data<Vec<StatusGroup>>> {
    Json(Data { data: groups(user.comp_points, locale) })
}

/// The currencies accounts can be held in, with their display units (docs/product.md#currencies).
#[utoipa::path(get, path = "/api/platform/currencies", tag = "platform",
    responses((status = 200, body = Data<Vec<CurrencyInfo>>)))]
pub async fn list_currencies() -> Json<Data<Vec<CurrencyInfo>>> {
    Json(Data { data: Currency::ALL.into_iter().map(CurrencyInfo::from).collect() })
}
