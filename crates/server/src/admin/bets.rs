//! `GET /api/admin/bets?player_id=&match_id=&status=&page=&limit=`: any player's bets in their
//! server form (`bets::view`) with the player's id, newest first, paged (`limit` ≤ 500).
//! `status` is `all` (default), `open`, `settled` or one bet status (`waiting_results`, …).

use crate::app::AppState;
use crate::bets::view::BetDto;
use crate::catalogue::query::Pagination;
use crate::db::bet_search::{self, BetFilter};
use crate::db::Db;
use crate::http::error::{ApiError, ApiResult};
use crate::http::params::{self, Params};
use crate::wire::Page;
use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use sportsbook_core::betting::BetStatus;
use sportsbook_core::locale::Locale;

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BetSearchQuery {
    pub player_id: Option<String>,
    pub match_id: Option<String>,
    pub status: Option<String>,
    pub page: Option<String>,
    pub limit: Option<String>,
}

/// A bet with its player.
#[derive(Debug, Serialize)]
pub struct PlayerBet {
    pub player_id: i64,
    #[serde(flatten)]
    pub bet: BetDto,
}

fn statuses(filter: Option<&str>) -> Result<Vec<BetStatus>, ApiError> {
    Ok(match filter.unwrap_or("all") {
        "all" => Vec::new(),
        "open" => BetStatus::OPEN.to_vec(),
        "settled" => BetStatus::SETTLED.to_vec(),
        code => {
            vec![BetStatus::parse(code)
                .ok_or_else(|| ApiError::invalid("status", "all, open, settled or a bet status"))?]
        }
    })
}

fn id(name: &str, value: Option<&str>) -> Result<Option<i64>, ApiError> {
    params::one(name, value, |v| v.parse::<i64>().ok())
}

/// The bets matching the query, named in English.
pub async fn search(db: &Db, query: BetSearchQuery) -> ApiResult<Page<PlayerBet>> {
    let filter = BetFilter {
        player_id: id("player_id", query.player_id.as_deref())?,
        match_id: id("match_id", query.match_id.as_deref())?,
        statuses: statuses(query.status.as_deref())?,
    };
    let page = params::page(query.page.as_deref())?;
    let limit = params::limit(query.limit.as_deref(), params::DEFAULT_LIMIT)?;
    let (bets, total) = bet_search::search(&db.pool, &filter, page, limit).await?;
    let data = bets.iter().map(|b| PlayerBet { player_id: b.user_id, bet: BetDto::new(b, Locale::En) }).collect();
    let last_page = total.div_ceil(u64::from(limit)).max(1);
    Ok(Page { data, pagination: Pagination { total, page, limit, last_page } })
}

pub async fn search_bets(
    State(state): State<AppState>,
    Params(query): Params<BetSearchQuery>,
) -> ApiResult<Json<Page<PlayerBet>>> {
    Ok(Json(search(&state.db, query).await?))
}
