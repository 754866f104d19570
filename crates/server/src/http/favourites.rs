//! `GET /api/sb/favourites/{type}`, `POST` and `DELETE /api/sb/favourites/{type}/{id}`: the
//! signed-in player's starred matches and leagues (docs/product.md#favourites). `/matches`
//! lists their matches with `favourite=true`.

use super::error::{ApiError, ApiResult, ErrorCode};
use super::params::{boolean, list, Params};
use super::platform::session::CurrentUser;
use crate::app::AppState;
use crate::catalogue::store::Snapshot;
use crate::db::favourites::{self, Added, FavouriteKind};
use crate::wire::Data;
use anyhow::Context;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use serde::Deserialize;
use sportsbook_core::catalogue::MatchStatus;
use utoipa::IntoParams;

/// Favourites of one kind a player may keep: enough for any real use, a bound on what one
/// account can make the server store.
pub const MAX_PER_KIND: i64 = 200;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FavouritesQuery {
    /// Matches only: event statuses 0–5, comma-separated (default any).
    pub match_status: Option<String>,
    /// Matches only: with (true) or without (false) an open market.
    pub bettable: Option<String>,
}

fn kind_of(text: &str) -> Result<FavouriteKind, ApiError> {
    FavouriteKind::parse(text).ok_or(ApiError::not_found("favourite type"))
}

fn id_of(text: &str) -> Result<i64, ApiError> {
    text.parse::<i64>().ok().filter(|id| *id > 0).ok_or(ApiError::not_found("favourite"))
}

/// Whether the catalogue offers `id` as a favourite of `kind`.
fn is_in_catalogue(snapshot: &Snapshot, kind: FavouriteKind, id: i64) -> bool {
    match kind {
        FavouriteKind::Matches => u64::try_from(id).ok().and_then(|id| snapshot.find_match(id)).is_some(),
        FavouriteKind::Tournaments => u32::try_from(id).ok().and_then(|id| snapshot.structure.tournament(id)).is_some(),
    }
}

/// The ids of the player's favourites of one type still in the catalogue, the most recently
/// starred first; matches can be filtered by status and by having an open market.
#[utoipa::path(get, path = "/api/sb/favourites/{type}", tag = "favourites",
    params(("type" = String, Path, description = "`matches` or `tournaments`"), FavouritesQuery),
    responses((status = 200, body = Data<Vec<i64>>), (status = 401), (status = 404)))]
pub async fn list_favourites(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    Path(kind): Path<String>,
    Params(query): Params<FavouritesQuery>,
) -> ApiResult<Json<Data<Vec<i64>>>> {
    let kind = kind_of(&kind)?;
    let statuses = list("match_status", query.match_status.as_deref(), |x| {
        x.parse::<i16>().ok().and_then(|n| MatchStatus::try_from(n).ok())
    })?;
    let bettable = boolean("bettable", query.bettable.as_deref())?;
    let ids = favourites::list(&state.db.pool, user.id, kind).await?;
    let snapshot = state.catalogue.load();
    let listed = |&id: &i64| match kind {
        FavouriteKind::Tournaments => is_in_catalogue(&snapshot, kind, id),
        FavouriteKind::Matches => u64::try_from(id).ok().and_then(|id| snapshot.find_match(id)).is_some_and(|m| {
            (statuses.is_empty() || statuses.contains(&m.status)) && bettable.is_none_or(|b| m.is_bettable() == b)
        }),
    };
    Ok(Json(Data { data: ids.into_iter().filter(listed).collect() }))
}

/// Stars a match or league of the catalogue; starring it again changes nothing.
#[utoipa::path(post, path = "/api/sb/favourites/{type}/{id}", tag = "favourites",
    params(("type" = String, Path, description = "`matches` or `tournaments`"), ("id" = i64, Path)),
    responses((status = 204), (status = 401), (status = 404), (status = 422, body = super::error::ErrorBody)))]
pub async fn add_favourite(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    Path((kind, id)): Path<(String, String)>,
) -> ApiResult<StatusCode> {
    let (kind, id) = (kind_of(&kind)?, id_of(&id)?);
    if !is_in_catalogue(&state.catalogue.load(), kind, id) {
        return Err(ApiError::not_found(if kind == FavouriteKind::Matches { "match" } else { "tournament" }));
    }
    let mut tx = state.db.begin_write().await?;
    let added = favourites::add(&mut tx, user.id, kind, id, MAX_PER_KIND, crate::clock::now_ms()).await?;
    tx.commit().await.context("committing a favourite")?;
    match added {
        Added::Kept => Ok(StatusCode::NO_CONTENT),
        Added::Full => Err(ApiError::validation("favourites", ErrorCode::FavouritesFull)),
    }
}

/// Unstars a match or league; unstarring one not starred changes nothing.
#[utoipa::path(delete, path = "/api/sb/favourites/{type}/{id}", tag = "favourites",
    params(("type" = String, Path, description = "`matches` or `tournaments`"), ("id" = i64, Path)),
    responses((status = 204), (status = 401), (status = 404)))]
pub async fn remove_favourite(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    Path((kind, id)): Path<(String, String)>,
) -> ApiResult<StatusCode> {
    let (kind, id) = (kind_of(&kind)?, id_of(&id)?);
    let mut tx = state.db.begin_write().await?;
    favourites::remove(&mut tx, user.id, kind, id).await?;
    tx.commit().await.context("committing a removed favourite")?;
    Ok(StatusCode::NO_CONTENT)
}
