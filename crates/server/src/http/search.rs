//! `GET /api/sb/search`.

use super::error::{ApiError, ApiResult};
use super::locale::RequestLocale;
use super::params::{boolean, list, one, Params};
use crate::app::AppState;
use crate::catalogue::query::MatchFilter;
use crate::catalogue::search::{search_matches, search_tournaments, Needle};
use crate::wire::catalogue::TournamentDto;
use crate::wire::event::MatchDto;
use crate::wire::Data;
use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use sportsbook_core::catalogue::{MatchStatus, SportType};
use utoipa::{IntoParams, ToSchema};

/// Most matches one search returns.
const MAX_RESULTS: usize = 50;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SearchParams {
    /// 3 to 50 characters; matched against team, player and (unless `only_events_name`)
    /// tournament names in every language, ignoring case and diacritics, from 4 characters
    /// within one typo (exact hits first).
    q: Option<String>,
    sport_type: Option<String>,
    /// Event statuses, comma-separated; default prematch and live.
    match_status: Option<String>,
    /// Match only competitor names.
    only_events_name: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SearchResults {
    pub matches: Vec<MatchDto>,
    pub tournaments: Vec<TournamentDto>,
}

/// Finds matches and tournaments by name.
#[utoipa::path(get, path = "/api/sb/search", tag = "catalogue", params(SearchParams),
    responses((status = 200, body = Data<SearchResults>), (status = 400, body = super::error::ErrorBody)))]
pub async fn search_catalogue(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
    Params(params): Params<SearchParams>,
) -> ApiResult<Json<Data<SearchResults>>> {
    let q = params.q.as_deref().map(str::trim).unwrap_or_default();
    let length = q.chars().count();
    if !(3..=50).contains(&length) {
        return Err(ApiError::invalid("q", "must be 3 to 50 characters"));
    }
    let filter = MatchFilter {
        sport_type: one("sport_type", params.sport_type.as_deref(), SportType::parse)?,
        statuses: list("match_status", params.match_status.as_deref(), |x| {
            x.parse::<i16>().ok().and_then(|n| MatchStatus::try_from(n).ok())
        })?,
        ..MatchFilter::default()
    };
    let only_events_name = boolean("only_events_name", params.only_events_name.as_deref())?.unwrap_or(false);

    let snapshot = state.catalogue.load();
    let s = &snapshot.structure;
    let needle = Needle::new(q);
    let matches = search_matches(&snapshot, &filter, &needle, only_events_name)
        .iter()
        .take(MAX_RESULTS)
        .map(|m| MatchDto::new(s, m, locale))
        .collect();
    let tournaments = if only_events_name {
        Vec::new()
    } else {
        let of_type = s
            .tournaments
            .iter()
            .filter(|t| filter.sport_type.is_none_or(|ty| s.sport(t.sport_id).is_some_and(|sp| sp.sport_type == ty)));
        search_tournaments(of_type, &needle)
            .into_iter()
            .take(MAX_RESULTS)
            .map(|t| TournamentDto::new(s, t, locale))
            .collect()
    };
    Ok(Json(Data { data: SearchResults { matches, tournaments } }))
}
