//! `GET /api/sb/tournaments` and `/tournaments/{id}`.

use super::error::{ApiError, ApiResult};
use super::locale::RequestLocale;
use super::params::{list, Params, SportScope};
use crate::app::AppState;
use crate::wire::catalogue::TournamentDto;
use crate::wire::Data;
use axum::extract::{Path, State};
use axum::Json;
use serde::Deserialize;
use utoipa::IntoParams;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TournamentParams {
    /// Sport ids, comma-separated.
    sport_id: Option<String>,
    /// Sport keys, comma-separated.
    sport_key: Option<String>,
    /// Category ids, comma-separated.
    category_id: Option<String>,
}

/// Tournaments (leagues), by sport, category and priority.
#[utoipa::path(get, path = "/api/sb/tournaments", tag = "catalogue", params(TournamentParams),
    responses((status = 200, body = Data<Vec<TournamentDto>>), (status = 400, body = super::error::ErrorBody)))]
pub async fn list_tournaments(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    Params(params): Params<TournamentParams>,
) -> ApiResult<Json<Data<Vec<TournamentDto>>>> {
    let scope = SportScope::parse(params.sport_id.as_deref(), params.sport_key.as_deref())?;
    let category_ids = list("category_id", params.category_id.as_deref(), |v| v.parse::<u32>().ok())?;
    let snapshot = state.catalogue.load();
    let s = &snapshot.structure;
    let data = s
        .tournaments
        .iter()
        .filter(|t| scope.includes(s, t.sport_id))
        .filter(|t| category_ids.is_empty() || category_ids.contains(&t.category_id))
        .map(|t| TournamentDto::new(s, t, locale))
        .collect();
    Ok(Json(Data { data }))
}

/// One tournament.
#[utoipa::path(get, path = "/api/sb/tournaments/{id}", tag = "catalogue", params(("id" = u32, Path)),
    responses((status = 200, body = Data<TournamentDto>), (status = 404, body = super::error::ErrorBody)))]
pub async fn get_tournament(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    Path(id): Path<String>,
) -> ApiResult<Json<Data<TournamentDto>>> {
    let snapshot = state.catalogue.load();
    let s = &snapshot.structure;
    let tournament = id.parse::<u32>().ok().and_then(|id| s.tournament(id)).ok_or(ApiError::not_found("tournament"))?;
    Ok(Json(Data { data: TournamentDto::new(s, tournament, locale) }))
}
