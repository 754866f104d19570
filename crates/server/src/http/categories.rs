//! `GET /api/sb/categories` and `/categories/{id}`.

use super::error::{ApiError, ApiResult};
use super::locale::RequestLocale;
use super::params::{Params, SportScope};
use crate::app::AppState;
use crate::wire::catalogue::CategoryDto;
use crate::wire::Data;
use axum::extract::{Path, State};
use axum::Json;
use serde::Deserialize;
use utoipa::IntoParams;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CategoryParams {
    /// Sport ids, comma-separated.
    sport_id: Option<String>,
    /// Sport keys, comma-separated (e.g. `football`).
    sport_key: Option<String>,
}

/// Categories (countries, regions), optionally of some sports.
#[utoipa::path(get, path = "/api/sb/categories", tag = "catalogue", params(CategoryParams),
    responses((status = 200, body = Data<Vec<CategoryDto>>), (status = 400, body = super::error::ErrorBody)))]
pub async fn list_categories(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    Params(params): Params<CategoryParams>,
) -> ApiResult<Json<Data<Vec<CategoryDto>>>> {
    let scope = SportScope::parse(params.sport_id.as_deref(), params.sport_key.as_deref())?;
    let snapshot = state.catalogue.load();
    let s = &snapshot.structure;
    let data =
        s.categories.iter().filter(|c| scope.includes(s, c.sport_id)).map(|c| CategoryDto::new(s, c, locale)).collect();
    Ok(Json(Data { data }))
}

/// One category.
#[utoipa::path(get, path = "/api/sb/categories/{id}", tag = "catalogue", params(("id" = u32, Path)),
    responses((status = 200, body = Data<CategoryDto>), (status = 404, body = super::error::ErrorBody)))]
pub async fn get_category(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    Path(id): Path<String>,
) -> ApiResult<Json<Data<CategoryDto>>> {
    let snapshot = state.catalogue.load();
    let s = &snapshot.structure;
    let category = id.parse::<u32>().ok().and_then(|id| s.category(id)).ok_or(ApiError::not_found("category"))?;
    Ok(Json(Data { data: CategoryDto::new(s, category, locale) }))
}
