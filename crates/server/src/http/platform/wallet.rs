//! The wallet: accounts per currency (`/player/accounts`), switching the current currency
//! (docs/product.md#currencies), and the movements of the player's accounts (`/player/transactions`).

use super::dto::{Account, CurrencyChoice};
use super::session::CurrentUser;
use super::Body;
use crate::app::AppState;
use crate::catalogue::query::Pagination;
use crate::db::{ledger, users};
use crate::http::error::{ApiError, ApiResult, ErrorCode};
use crate::http::params::{self, iso, Params};
use crate::http::{Data, Page};
use anyhow::Context;
use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use sportsbook_core::money::Currency;
use utoipa::{IntoParams, ToSchema};

async fn active_accounts(state: &AppState, user_id: i64, current: &str) -> ApiResult<Vec<Account>> {
    let wallets = ledger::wallets(&state.db.pool, user_id).await?;
    Ok(wallets.iter().filter(|w| w.is_active).map(|w| Account::of(w, current)).collect())
}

/// Tells the player's open pages (private realtime channel) their balances after a movement.
/// Runs after the commit, so it never fails the request: a failure is logged and the pages
/// catch up when they next load the accounts.
pub async fn announce_balances(state: &AppState, user_id: i64, current: &str) {
    let accounts = match active_accounts(state, user_id, current).await {
        Ok(accounts) => accounts,
        Err(error) => {
            tracing::warn!(user_id, %error, "balances not announced");
            return;
        }
    };
    let message = serde_json::json!({ "accounts": accounts });
    crate::live::publish_to_user(&state.realtime, user_id, "balance_changed", &message).await;
}

/// [`announce_balances`] for players by id, each one's current currency marking the current
/// account (after settlement or a live-bet decision, where the players are not at hand): one
/// query for all of them.
pub async fn announce_players_balances(state: &AppState, user_ids: &[i64]) {
    let wallets = match ledger::players_wallets(&state.db.pool, user_ids).await {
        Ok(wallets) => wallets,
        Err(error) => {
            tracing::warn!(players = user_ids.len(), %error, "balances not announced");
            return;
        }
    };
    for player in wallets.chunk_by(|a, b| a.0 == b.0) {
        let (user_id, current, _) = &player[0];
        let accounts: Vec<Account> =
            player.iter().filter(|(_, _, w)| w.is_active).map(|(_, _, w)| Account::of(w, current)).collect();
        let message = serde_json::json!({ "accounts": accounts });
        crate::live::publish_to_user(&state.realtime, *user_id, "balance_changed", &message).await;
    }
}

/// The player's active accounts.
#[utoipa::path(get, path = "/api/platform/player/accounts", tag = "platform",
    responses((status = 200, body = Data<Vec<Account>>), (status = 401)))]
pub async fn list_accounts(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
) -> ApiResult<Json<Data<Vec<Account>>>> {
    Ok(Json(Data { data: active_accounts(&state, user.id, &user.currency).await? }))
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
    Ok(Json(Data { data: active_accounts(&state, user.id, currency.code()).await? }))
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
