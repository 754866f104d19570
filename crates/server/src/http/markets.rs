//! `GET /api/sb/matches/{id}/markets`.

use super::error::{ApiError, ApiResult};
use super::locale::RequestLocale;
use super::params::{self, list, Params};
use crate::app::AppState;
use crate::catalogue::query::paginate;
use crate::wire::market::{MarketContext, MarketDto};
use crate::wire::Page;
use axum::extract::{Path, State};
use axum::Json;
use serde::Deserialize;
use utoipa::IntoParams;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MarketParams {
    /// 1-based page (default 1).
    page: Option<String>,
    /// Page size, 1–500 (default 500).
    limit: Option<String>,
    /// Only markets in this group (`main`, `total`, `hcp`, `half`, `period`, `score`, `goals`);
    /// `all` or absent for every group.
    group_key: Option<String>,
    /// Market type ids, comma-separated.
    market_id: Option<String>,
}

/// A match's markets (never those with status 0), by priority, type and line.
// Open and suspended markets first, settled and cancelled ones last (docs/decisions/048-honest-book.md).
#[utoipa::path(get, path = "/api/sb/matches/{id}/markets", tag = "catalogue",
    params(("id" = u64, Path), MarketParams),
    responses((status = 200, body = Page<MarketDto>), (status = 400, body = super::error::ErrorBody),
        (status = 404, body = super::error::ErrorBody)))]
pub async fn list_match_markets(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    Path(id): Path<String>,
    Params(params): Params<MarketParams>,
) -> ApiResult<Json<Page<MarketDto>>> {
    let page = params::page(params.page.as_deref())?;
    let limit = params::limit(params.limit.as_deref(), params::MAX_LIMIT)?;
    let market_ids = list("market_id", params.market_id.as_deref(), |v| v.parse::<u32>().ok())?;
    let group = params.group_key.filter(|g| !g.is_empty() && g != "all");

    let snapshot = state.catalogue.load();
    let event = id.parse::<u64>().ok().and_then(|id| snapshot.find_match(id)).ok_or(ApiError::not_found("match"))?;
    let ctx = MarketContext::new(&snapshot.structure, event, locale).ok_or(ApiError::not_found("match"))?;
    let selected: Vec<_> = ctx
        .board()
        .into_iter()
        .filter(|m| market_ids.is_empty() || market_ids.contains(&m.market_id))
        .filter(|m| group.as_deref().is_none_or(|g| ctx.market_type(m).is_some_and(|k| k.groups.contains(&g))))
        .collect();
    let (items, pagination) = paginate(&selected, page, limit);
    Ok(Json(Page { data: items.into_iter().map(|m| ctx.render(m)).collect(), pagination }))
}
