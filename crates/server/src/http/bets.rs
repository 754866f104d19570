//! `POST /api/sb/bets` (placement, exactly-once per `Idempotency-Key`), `GET /api/sb/bets`
//! (My Bets with the status and result filters of docs/product.md#bet-lists) and `POST /api/sb/bets/max-stake`.

use super::error::{ApiError, ApiResult, ErrorCode};
use super::idempotency::{replay, IdempotencyKey};
use super::locale::RequestLocale;
use super::params::{self, Params};
use super::platform::session::CurrentUser;
use super::platform::Body;
use crate::app::AppState;
use crate::bets::max_stake;
use crate::bets::place::{self, Answer};
use crate::bets::request::PlacementRequest;
use crate::bets::view::BetDto;
use crate::catalogue::query::Pagination;
use crate::db::bets as stored;
use crate::wire::{Data, Page};
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sportsbook_core::betting::{BetResult, BetStatus};
use utoipa::{IntoParams, ToSchema};

/// Bets per page at most (docs/product.md#bet-lists).
const MAX_LIMIT: u32 = 500;
/// A slip is small: 20 bets of 20 selections fit in a few KiB.
const MAX_BODY_BYTES: usize = 64 * 1024;

/// The body limit of the placement routes (413 beyond it, while reading).
pub fn body_limit() -> axum::extract::DefaultBodyLimit {
    axum::extract::DefaultBodyLimit::max(MAX_BODY_BYTES)
}

/// Middleware: a placement announced larger than the limit is refused (413) before it is read.
pub async fn limit_announced_body(request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let announced = request
        .headers()
        .get(axum::http::header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if announced.is_some_and(|length| length > MAX_BODY_BYTES) {
        let status = axum::http::StatusCode::PAYLOAD_TOO_LARGE;
        return axum::response::IntoResponse::into_response(ApiError::Http {
            status,
            code: ErrorCode::PayloadTooLarge,
        });
    }
    next.run(request).await
}

/// Places the bets of a slip (the TOTAL stake of each) for the signed-in player.
#[utoipa::path(post, path = "/api/sb/bets", tag = "bets", request_body = PlacementRequest,
    params(("Idempotency-Key" = String, Header, description = "1–64 visible ASCII characters; a retry repeats it")),
    responses((status = 201, body = Data<Vec<BetDto>>), (status = 400), (status = 401), (status = 409),
        (status = 422, body = super::error::ErrorBody)))]
pub async fn place_bets(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    RequestLocale(locale): RequestLocale,
    key: IdempotencyKey,
    Body(body): Body<Value>,
) -> ApiResult<Response> {
    Ok(match place::place(&state, &user, &key.0, body, locale).await? {
        Answer::Placed(answer) => {
            (StatusCode::CREATED, [(header::CONTENT_TYPE, "application/json")], answer).into_response()
        }
        Answer::Replayed { status, response } => replay(status, response),
    })
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct BetsQuery {
    /// `all` (default), `open` or `settled`.
    pub status: Option<String>,
    /// `all` (default), `win`, `lose` or `refund`.
    pub result: Option<String>,
    pub page: Option<String>,
    pub limit: Option<String>,
}

fn statuses(filter: Option<&str>) -> Result<&'static [BetStatus], ApiError> {
    Ok(match filter.unwrap_or("all") {
        "all" => &[],
        "open" => &BetStatus::OPEN,
        "settled" => &BetStatus::SETTLED,
        _ => return Err(ApiError::invalid("status", "all, open or settled")),
    })
}

fn results(filter: Option<&str>) -> Result<&'static [BetResult], ApiError> {
    Ok(match filter.unwrap_or("all") {
        "all" => &[],
        "win" => &[BetResult::WinEntire, BetResult::RefundHalfWinOther],
        "lose" => &[BetResult::LoseEntire, BetResult::RefundHalfLoseOther],
        "refund" => &[BetResult::RefundEntire, BetResult::Canceled],
        _ => return Err(ApiError::invalid("result", "all, win, lose or refund")),
    })
}

/// The signed-in player's bets, newest first (paged; `limit` ≤ 500).
#[utoipa::path(get, path = "/api/sb/bets", tag = "bets", params(BetsQuery),
    responses((status = 200, body = Page<BetDto>), (status = 400), (status = 401)))]
pub async fn list_bets(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    RequestLocale(locale): RequestLocale,
    Params(query): Params<BetsQuery>,
) -> ApiResult<Json<Page<BetDto>>> {
    let statuses = statuses(query.status.as_deref())?;
    let results = results(query.result.as_deref())?;
    let page = params::page(query.page.as_deref())?;
    let limit = params::limit(query.limit.as_deref(), params::DEFAULT_LIMIT)?.min(MAX_LIMIT);
    let (bets, total) = stored::list(&state.db.pool, user.id, statuses, results, page, limit).await?;
    let data = bets.iter().map(|b| BetDto::new(b, locale)).collect();
    let last_page = total.div_ceil(u64::from(limit)).max(1);
    Ok(Json(Page { data, pagination: Pagination { total, page, limit, last_page } }))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MaxStake {
    /// The largest total stake accepted now, decimal text in the bet's currency.
    pub max_stake: String,
}

/// The largest stake the bet would be accepted with now (docs/product.md#max-stake: one number; one bet).
#[utoipa::path(post, path = "/api/sb/bets/max-stake", tag = "bets", request_body = PlacementRequest,
    responses((status = 200, body = Data<MaxStake>), (status = 400), (status = 401), (status = 422)))]
pub async fn max_stake(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    RequestLocale(locale): RequestLocale,
    Body(request): Body<PlacementRequest>,
) -> ApiResult<Json<Data<MaxStake>>> {
    let [bet] = request.bets.as_slice() else {
        return Err(ApiError::InvalidBody("max-stake takes exactly one bet".to_owned()));
    };
    let max_stake = max_stake::of(&state, &user, bet, locale).await?;
    Ok(Json(Data { data: MaxStake { max_stake } }))
}
