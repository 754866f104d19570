//! `POST /api/sb/counters`: how many matches each sport, category and tournament has.

use super::error::{ApiError, ApiResult};
use super::matches::FilterParams;
use super::platform::Body;
use crate::app::AppState;
use crate::catalogue::query::MatchFilter;
use axum::extract::State;
use axum::Json;
use serde::Serialize;
use sportsbook_core::catalogue::MatchStatus;
use std::collections::BTreeMap;
use utoipa::ToSchema;

/// A count for one sport, category or tournament.
#[derive(Debug, Serialize, ToSchema)]
pub struct Count {
    pub id: u32,
    /// Matching events.
    pub count: u32,
    /// Of those, live now.
    pub live: u32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Counters {
    /// Live events matching the filter apart from its `match_status`.
    pub live: u32,
    pub sports: Vec<Count>,
    pub categories: Vec<Count>,
    pub tournaments: Vec<Count>,
}

/// Counts events per sport, category and tournament. The body takes the same filters as
/// `GET /matches` (strings, e.g. `{"match_status":"0","sport_type":"regular"}`).
#[utoipa::path(post, path = "/api/sb/counters", tag = "catalogue", request_body = FilterParams,
    responses((status = 200, body = Counters), (status = 400, body = super::error::ErrorBody)))]
pub async fn count_matches(
    State(state): State<AppState>,
    Body(body): Body<serde_json::Value>,
) -> ApiResult<Json<Counters>> {
    let filter = parse_body(body)?.parse()?;
    let snapshot = state.catalogue.load();
    let mut sports: BTreeMap<u32, (u32, u32)> = BTreeMap::new();
    let mut categories: BTreeMap<u32, (u32, u32)> = BTreeMap::new();
    let mut tournaments: BTreeMap<u32, (u32, u32)> = BTreeMap::new();
    let live_filter = MatchFilter { statuses: vec![MatchStatus::Live], ..filter.clone() };
    let mut live = 0;
    for m in snapshot.matches.iter() {
        if live_filter.matches(&snapshot, m) {
            live += 1;
        }
        if !filter.matches(&snapshot, m) {
            continue;
        }
        let is_live = u32::from(matches!(m.status, MatchStatus::Live | MatchStatus::Stopped));
        let bump = |map: &mut BTreeMap<u32, (u32, u32)>, id: u32| {
            let entry = map.entry(id).or_default();
            entry.0 += 1;
            entry.1 += is_live;
        };
        bump(&mut sports, m.sport_id);
        bump(&mut tournaments, m.tournament_id);
        if let Some(t) = snapshot.structure.tournament(m.tournament_id) {
            bump(&mut categories, t.category_id);
        }
    }
    let list =
        |map: BTreeMap<u32, (u32, u32)>| map.into_iter().map(|(id, (count, live))| Count { id, count, live }).collect();
    Ok(Json(Counters { live, sports: list(sports), categories: list(categories), tournaments: list(tournaments) }))
}

/// The filters as the schema gives them: an object of text (or null) values, the query string of
/// `GET /matches` in JSON; anything else is a 400.
fn parse_body(value: serde_json::Value) -> Result<FilterParams, ApiError> {
    serde_json::from_value(value).map_err(|e| ApiError::InvalidBody(e.to_string()))
}
