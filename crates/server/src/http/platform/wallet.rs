//! The wallet: accounts per currency (`/player/accounts`), switching the current currency
//! (docs/product.md#currencies), and the movements of the player's accounts (`/player/transactions`).

use super::session::CurrentUser;
use super::Body;
use crate::app::AppState;
use crate::bets::view::reference_of_ledger;
use crate::catalogue::query::Pagination;
use crate::clock::iso;
use crate::db::{ledger, users};
use crate::http::error::{ApiError, ApiResult, ErrorCode};
use crate::http::params::{self, Params};
use crate::live::balances;
use crate::wire::platform::{Account, CurrencyChoice};
use crate::wire::{Data, Page};
use anyhow::Context;
use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use sportsbook_core::money::Currency;
use utoipa::{IntoParams, ToSchema};

/// The player's active accounts.
#[utoipa::path(get, path = "/api/platform/player/accounts", tag = "platform",
    responses((status = 200, body = Data<Vec<Account>>), (status = 401)))]
pub async fn list_accounts(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
) -> ApiResult<Json<Data<Vec<Account>>>> {
    Ok(Json(Data { data: balances::active_accounts(&state.db, user.id, &user.currency).await? }))
}

/// Makes `currency` the player's current currency, opening an account in it if needed.
#[utoipa::path(post, path = "/api/platform/player/accounts", tag = "platform", request_body = CurrencyChoice,
    responses((status = 200, body = Data<Vec<Account>>), (status = 401), (status = 422)))]
pub async fn switch_account(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    Body(form): Body<CurrencyChoice>,
) -> ApiResult<Json<Data<Vec<Account>>>> {
    let currency =
        Currency::parse(&form.currency).ok_or(ApiError::validation("currency", ErrorCode::CurrencyInvalid))?;
    let mut tx = state.db.begin_write().await?;
    ledger::ensure_wallet(&mut tx, user.id, currency, crate::clock::now_ms()).await?;
    users::set_text(&mut tx, user.id, "currency", Some(currency.code())).await?;
    tx.commit().await.context("committing the switch")?;
    Ok(Json(Data { data: balances::active_accounts(&state.db, user.id, currency.code()).await? }))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct PageQuery {
    pub page: Option<String>,
    pub limit: Option<String>,
}

/// One movement of a player's account.
#[derive(Debug, Serialize, ToSchema)]
pub struct WalletTransaction {
    pub id: i64,
    /// `deposit`.
    pub kind: String,
    /// What it is about, e.g. the payment id.
    pub reference: String,
    /// The bet it moves money for, as the player knows it (`SB00000042`; receipt, My Bets).
    pub bet_ref: Option<String>,
    /// Minor units; negative when money left the account.
    pub amount: i64,
    pub currency: &'static str,
    pub subunits: i64,
    pub created_at: String,
}

/// The player's movements, newest first (paged).
#[utoipa::path(get, path = "/api/platform/player/transactions", tag = "platform", params(PageQuery),
    responses((status = 200, body = Page<WalletTransaction>), (status = 401)))]
pub async fn list_transactions(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    Params(query): Params<PageQuery>,
) -> ApiResult<Json<Page<WalletTransaction>>> {
    let page = params::page(query.page.as_deref())?;
    let limit = params::limit(query.limit.as_deref(), params::DEFAULT_LIMIT)?;
    let (entries, total) = ledger::entries(&state.db.pool, user.id, page, limit).await?;
    let data = entries
        .into_iter()
        .map(|e| WalletTransaction {
            id: e.transaction_id,
            kind: e.kind,
            bet_ref: reference_of_ledger(&e.reference),
            reference: e.reference,
            amount: e.amount,
            currency: e.currency.code(),
            subunits: e.currency.subunits(),
            created_at: iso(e.created_at),
        })
        .collect();
    let last_page = total.div_ceil(u64::from(limit)).max(1);
    Ok(Json(Page { data, pagination: Pagination { total, page, limit, last_page } }))
}
