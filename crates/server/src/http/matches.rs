//! `GET /api/sb/matches` and `/matches/{id}`.

use super::cache::ResponseCache;
use super::error::{ApiError, ApiResult};
use super::locale::RequestLocale;
use super::params::{self, boolean, list, one, timestamp};
use super::platform::session::CurrentUser;
use super::PRIVATE_NO_STORE;
use crate::app::AppState;
use crate::catalogue::model::EventKind;
use crate::catalogue::query::{paginate, parse_sort, select_matches, MatchFilter};
use crate::db::favourites::{self, FavouriteKind};
use crate::wire::event::MatchDto;
use crate::wire::{Data, Page};
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, Uri};
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use serde::Deserialize;
use sportsbook_core::catalogue::{MatchStatus, SportType};
use utoipa::IntoParams;

/// Filters shared by `/matches`, `/counters` and `/search` (docs/product.md#catalogue-lists).
#[derive(Debug, Default, Deserialize, IntoParams, utoipa::ToSchema)]
#[into_params(parameter_in = Query)]
pub struct FilterParams {
    /// Match ids, comma-separated.
    pub id: Option<String>,
    /// `match` (default) or `outright`.
    #[serde(rename = "type")]
    #[param(rename = "type")]
    pub kind: Option<String>,
    /// Sport ids, comma-separated.
    pub sport_id: Option<String>,
    /// Sport keys, comma-separated (`football,tennis`).
    pub sport_key: Option<String>,
    /// `regular`, `cyber` or `premium_cricket`.
    pub sport_type: Option<String>,
    /// Category ids, comma-separated.
    pub category_id: Option<String>,
    /// Tournament ids, comma-separated.
    pub tournament_id: Option<String>,
    /// Event statuses 0–5, comma-separated; default prematch and live.
    pub match_status: Option<String>,
    /// Earliest start time (ISO 8601).
    pub start_from: Option<String>,
    /// Latest start time (ISO 8601).
    pub start_to: Option<String>,
    /// Only matches with (true) or without (false) an open market.
    pub bettable: Option<String>,
    /// Only matches with (true) or without (false) a video stream.
    pub has_video: Option<String>,
}

impl FilterParams {
    pub fn parse(&self) -> Result<MatchFilter, ApiError> {
        let ids = |name: &str, v: &Option<String>| list(name, v.as_deref(), |x| x.parse::<u32>().ok());
        Ok(MatchFilter {
            ids: list("id", self.id.as_deref(), |x| x.parse::<u64>().ok())?,
            kind: one("type", self.kind.as_deref(), EventKind::parse)?,
            sport_ids: ids("sport_id", &self.sport_id)?,
            sport_keys: list("sport_key", self.sport_key.as_deref(), |x| Some(x.to_owned()))?,
            sport_type: one("sport_type", self.sport_type.as_deref(), SportType::parse)?,
            category_ids: ids("category_id", &self.category_id)?,
            tournament_ids: ids("tournament_id", &self.tournament_id)?,
            statuses: list("match_status", self.match_status.as_deref(), |x| {
                x.parse::<i16>().ok().and_then(|n| MatchStatus::try_from(n).ok())
            })?,
            start_from: timestamp("start_from", self.start_from.as_deref())?,
            start_to: timestamp("start_to", self.start_to.as_deref())?,
            bettable: boolean("bettable", self.bettable.as_deref())?,
            has_video: boolean("has_video", self.has_video.as_deref())?,
        })
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListParams {
    /// Sort keys, comma-separated, each optionally suffixed `_asc`/`_desc`: `sport_id`,
    /// `sport_priority`, `category_id`, `category_priority`, `tournament_id`,
    /// `tournament_priority`, `start_time`, `bets_count`. Default `start_time`.
    sort_by: Option<String>,
    /// At most this many matches per sport.
    max_per_sport: Option<String>,
    /// 1-based page (default 1).
    page: Option<String>,
    /// Page size, 1–500 (default 20).
    limit: Option<String>,
    /// `true`: only the signed-in player's favourite matches (401 without a session).
    favourite: Option<String>,
}

/// Matches and outrights, filtered, sorted and paged; with `favourite=true`, only the signed-in
/// player's favourite matches (not cached, private).
#[utoipa::path(get, path = "/api/sb/matches", tag = "catalogue", params(FilterParams, ListParams),
    responses((status = 200, body = Page<MatchDto>), (status = 400, body = super::error::ErrorBody),
        (status = 401, description = "`favourite=true` without a session")))]
pub async fn list_matches(
    State(state): State<AppState>,
    Extension(cache): Extension<ResponseCache>,
    RequestLocale(locale): RequestLocale,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let query_error = |e: axum::extract::rejection::QueryRejection| ApiError::invalid("query", e.body_text());
    let Query(params) = Query::<ListParams>::try_from_uri(&uri).map_err(query_error)?;
    let favourite = boolean("favourite", params.favourite.as_deref())?.unwrap_or(false);
    let snapshot = state.catalogue.load();
    let key = format!("matches:{}:{}", locale.code(), uri.query().unwrap_or_default());
    if !favourite {
        if let Some(hit) = cache.lookup(snapshot.version, &key) {
            return Ok(hit.into_json_response(&headers));
        }
    }
    let mut filter = Query::<FilterParams>::try_from_uri(&uri).map_err(query_error)?.0.parse()?;
    let sort = match params.sort_by.as_deref() {
        Some(v) => {
            parse_sort(v).ok_or_else(|| ApiError::invalid("sort_by", format!("`{v}` is not a known sort key")))?
        }
        None => parse_sort("start_time").unwrap_or_default(),
    };
    let max_per_sport =
        one("max_per_sport", params.max_per_sport.as_deref(), |v| v.parse::<usize>().ok().filter(|n| *n > 0))?;
    let page = params::page(params.page.as_deref())?;
    let limit = params::limit(params.limit.as_deref(), params::DEFAULT_LIMIT)?;
    let render = |filter: &MatchFilter| {
        let selected = select_matches(&snapshot, filter, &sort, max_per_sport);
        let (items, pagination) = paginate(&selected, page, limit);
        let data = items.iter().map(|m| MatchDto::new(&snapshot.structure, m, locale)).collect();
        Page { data, pagination }
    };
    if favourite {
        let user = CurrentUser::of_request(&method, &headers, &state).await?.user;
        let starred = favourites::list(&state.db.pool, user.id, FavouriteKind::Matches).await?;
        let starred: Vec<u64> = starred.into_iter().filter_map(|id| u64::try_from(id).ok()).collect();
        filter.ids = if filter.ids.is_empty() {
            starred
        } else {
            filter.ids.into_iter().filter(|id| starred.contains(id)).collect()
        };
        // An empty id list filters nothing: no favourite left is an empty page, not every match.
        let answer = if filter.ids.is_empty() {
            Page { data: Vec::new(), pagination: paginate::<u64>(&[], page, limit).1 }
        } else {
            render(&filter)
        };
        let mut response = Json(answer).into_response();
        response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(PRIVATE_NO_STORE));
        return Ok(response);
    }
    let body = cache.get_or_render(snapshot.version, key, || Ok(Bytes::from(serde_json::to_vec(&render(&filter))?)))?;
    Ok(body.into_json_response(&headers))
}

/// One match or outright with its main markets.
#[utoipa::path(get, path = "/api/sb/matches/{id}", tag = "catalogue", params(("id" = u64, Path)),
    responses((status = 200, body = Data<MatchDto>), (status = 404, body = super::error::ErrorBody)))]
pub async fn get_match(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    Path(id): Path<String>,
) -> ApiResult<Json<Data<MatchDto>>> {
    let snapshot = state.catalogue.load();
    let event = id.parse::<u64>().ok().and_then(|id| snapshot.find_match(id)).ok_or(ApiError::not_found("match"))?;
    Ok(Json(Data { data: MatchDto::new(&snapshot.structure, event, locale) }))
}
