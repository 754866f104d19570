//! Deposits through the built-in demo payment provider (`POST /payments/deposits`) and their
//! status (`GET /payments/{id}`). The demo provider is a developer tool (`SPORTSBOOK_DEV_TOOLS`);
//! its outcome follows the amount only: minor units ending in 13 fail, ending in 42 stay
//! pending, everything else succeeds. A deposit is exactly-once per `Idempotency-Key`, at most
//! the site's maximum deposit, and never takes a wallet over its maximum balance. A successful
//! deposit is one balanced ledger transaction from the provider's house account to the
//! player's wallet, in the same database transaction as the payment and the key's answer.

use super::session::CurrentUser;
use super::Body;
use crate::accounts::tokens;
use crate::app::AppState;
use crate::clock::iso;
use crate::db::idempotency::request_hash;
use crate::db::idempotency::{self, Claim};
use crate::db::ledger;
use crate::db::limits;
use crate::db::notifications::{self, NewNotification, NotificationKind};
use crate::db::payments::{self, PaymentKind, PaymentStatus};
use crate::http::dev_tools::{demo_ceilings, require_demo_payments};
use crate::http::error::{ApiError, ApiResult, ErrorCode};
use crate::http::idempotency::{replay, IdempotencyKey};
use crate::limits::{Activity, Reached, Room};
use crate::wire::Data;
use anyhow::Context;
use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sportsbook_core::money::ledger::{TransactionBuilder, TransactionKind};
use sportsbook_core::money::{Amount, Currency};
use utoipa::ToSchema;

/// The house account mirroring money held at the demo provider.
const PROVIDER_ACCOUNT: &str = "demo_payments";
/// Where the player returns after paying when no `return_url` is given.
const DEFAULT_RETURN: &str = "/profile/wallet/deposit";

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DepositRequest {
    /// Decimal amount in units, as text (`"50.00"`) or a number (`50`).
    #[schema(value_type = String)]
    #[serde(default)]
    pub amount: Value,
    /// Defaults to the player's current currency.
    pub currency: Option<String>,
    /// A same-site path to return to; `?payment=success|error|pending` is appended.
    pub return_url: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Payment {
    pub id: String,
    pub kind: PaymentKind,
    pub status: PaymentStatus,
    pub amount: i64,
    pub currency: String,
    pub subunits: i64,
    pub created_at: String,
    /// Where the payment widget sends the player (the payment-result return URL).
    pub redirect_url: String,
}

fn dto(p: &payments::Payment, return_url: &str) -> Payment {
    let subunits = Currency::parse(&p.currency).map_or(100, Currency::subunits);
    let separator = if return_url.contains('?') { '&' } else { '?' };
    Payment {
        id: p.id.clone(),
        kind: p.kind,
        status: p.status,
        amount: p.amount,
        currency: p.currency.clone(),
        subunits,
        created_at: iso(p.created_at),
        redirect_url: format!("{return_url}{separator}payment={}", p.status.as_str()),
    }
}

pub(super) fn parse_amount(value: &Value, currency: Currency) -> Result<Amount, ApiError> {
    let text = match value {
        Value::String(s) => s.trim().to_owned(),
        Value::Number(n) => n.to_string(),
        _ => return Err(ApiError::validation("amount", ErrorCode::AmountInvalid)),
    };
    Amount::parse(&text, currency).map_err(|e| ApiError::validation("amount", e.into()))
}

/// The demo provider's answer for an amount.
fn demo_outcome(amount: Amount) -> PaymentStatus {
    match amount.minor % 100 {
        13 => PaymentStatus::Error,
        42 => PaymentStatus::Pending,
        _ => PaymentStatus::Success,
    }
}

/// Only same-site paths: never an open redirect.
fn return_path(url: Option<&str>) -> Result<String, ApiError> {
    match url.map(str::trim).filter(|u| !u.is_empty()) {
        None => Ok(DEFAULT_RETURN.to_owned()),
        Some(u)
            if u.starts_with('/') && !u.starts_with("//") && !u.contains('\\') && !u.chars().any(char::is_control) =>
        {
            Ok(u.to_owned())
        }
        Some(_) => Err(ApiError::validation("return_url", ErrorCode::ReturnUrlInvalid)),
    }
}

/// The scope of deposit idempotency keys.
const SCOPE: &str = "deposit";

/// Deposits through the demo provider.
#[utoipa::path(post, path = "/api/platform/payments/deposits", tag = "platform", request_body = DepositRequest,
    params(("Idempotency-Key" = String, Header, description = "1–64 visible ASCII characters; a retry repeats it")),
    responses((status = 201, body = Data<Payment>), (status = 400), (status = 401), (status = 404), (status = 409),
        (status = 422)))]
pub async fn create_deposit(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    key: IdempotencyKey,
    Body(body): Body<Value>,
) -> ApiResult<Response> {
    require_demo_payments(&state)?;
    if let Some(field) = user.missing_fields(&state.site.deposit_fields).first() {
        return Err(ApiError::validation(field.column(), ErrorCode::DepositFieldsMissing));
    }
    let hash = request_hash(&body);
    let form: DepositRequest = serde_json::from_value(body).map_err(|e| ApiError::InvalidBody(e.to_string()))?;
    let currency_code = form.currency.as_deref().unwrap_or(&user.currency);
    let currency =
        Currency::parse(currency_code).ok_or(ApiError::validation("currency", ErrorCode::CurrencyInvalid))?;
    let amount = parse_amount(&form.amount, currency)?;
    let (demo_max, _) = demo_ceilings(currency);
    let site_max = state.site.wallet.max_deposit.of(currency);
    let max_deposit = if demo_max.minor < site_max.minor { demo_max } else { site_max };
    if amount.minor > max_deposit.minor {
        let limit = serde_json::json!({ "max": max_deposit.to_decimal() });
        return Err(ApiError::OverLimit { field: "amount", code: ErrorCode::DepositLimitExceeded, limit });
    }
    let status = demo_outcome(amount);
    let return_url = return_path(form.return_url.as_deref())?;
    let now = crate::clock::now_ms();
    let mut tx = state.db.begin_write().await?;
    match idempotency::claim(&mut tx, user.id, SCOPE, &key.0, &hash, now).await? {
        Claim::New => {}
        Claim::Replay { status, response } => return Ok(replay(status, response)),
        Claim::Conflict => return Err(ApiError::conflict(ErrorCode::IdempotencyConflict)),
    }
    refuse_over_demo_day(&mut tx, user.id, amount, now).await?;
    let reached = refuse_over_limits(&mut tx, user.id, amount, now).await?;
    let id = format!("pay_{}", &tokens::new_token()[..22]);
    let wallet = ledger::ensure_wallet(&mut tx, user.id, currency, now).await?;
    let transaction_id = if status == PaymentStatus::Success {
        refuse_over_max_balance(&state, &mut tx, wallet, amount).await?;
        let house = ledger::ensure_house_account(&mut tx, PROVIDER_ACCOUNT, currency, now).await?;
        let transaction = TransactionBuilder::new(TransactionKind::Deposit, &id)
            .transfer(house, wallet, currency, amount.minor)
            .build()
            .map_err(|e| anyhow::anyhow!("deposit transaction: {e:?}"))?;
        Some(ledger::record(&mut tx, &transaction, now).await?)
    } else {
        None
    };
    let payment = payments::Payment {
        id,
        user_id: user.id,
        kind: PaymentKind::Deposit,
        amount: amount.minor,
        currency: currency.code().to_owned(),
        status,
        transaction_id,
        created_at: now,
        updated_at: now,
    };
    payments::insert(&mut tx, &payment).await?;
    let note = NewNotification {
        user_id: user.id,
        kind: NotificationKind::Deposit,
        data: serde_json::json!({ "payment_id": payment.id, "status": payment.status, "amount": payment.amount,
            "currency": payment.currency }),
    };
    let mut notes = vec![note];
    if status == PaymentStatus::Success {
        notes.extend(reached.iter().map(|limit| crate::notifications::limit_reached(user.id, limit.details())));
    }
    notifications::insert_many(&mut tx, &notes, now).await?;
    let answer = serde_json::to_string(&Data { data: dto(&payment, &return_url) }).context("encoding the deposit")?;
    idempotency::complete(&mut tx, user.id, SCOPE, &key.0, StatusCode::CREATED.as_u16(), &answer).await?;
    tx.commit().await.context("committing the deposit")?;
    if transaction_id.is_some() {
        crate::live::balances::announce_balances(&state, user.id, &user.currency).await;
    }
    crate::notifications::announce_unread(&state, &[user.id]).await;
    Ok((StatusCode::CREATED, [(header::CONTENT_TYPE, "application/json")], answer).into_response())
}

/// Refuses a deposit that would take what the player paid in through the demo provider in the
/// last 24 hours over its daily ceiling (docs/decisions/047).
async fn refuse_over_demo_day(conn: &mut sqlx::AnyConnection, user_id: i64, amount: Amount, now: i64) -> ApiResult<()> {
    const DAY_MS: i64 = 24 * 60 * 60 * 1000;
    let (_, per_day) = demo_ceilings(amount.currency);
    let paid = payments::deposited_since(conn, user_id, amount.currency.code(), now - DAY_MS).await?;
    let room = per_day.minor.saturating_sub(paid).max(0);
    if amount.minor <= room {
        return Ok(());
    }
    let limit = serde_json::json!({
        "max": per_day.to_decimal(),
        "available": Amount::new(room, amount.currency).to_decimal(),
        "period": "day",
    });
    Err(ApiError::OverLimit { field: "amount", code: ErrorCode::DepositLimitExceeded, limit })
}

/// Refuses a deposit of a player on a time-out or self-exclusion, or one over a deposit limit
/// (docs/decisions/022); else the deposit limits it uses up.
async fn refuse_over_limits(
    conn: &mut sqlx::AnyConnection,
    user_id: i64,
    amount: Amount,
    now: i64,
) -> ApiResult<Vec<Reached>> {
    let own = limits::of_users(conn, &[user_id]).await?;
    if let Some((code, details)) = crate::limits::blocked(&own, now) {
        return Err(ApiError::Refused { status: StatusCode::FORBIDDEN, code, details });
    }
    let mut room = Room::load(conn, &own, Activity::Deposit, amount.currency, now).await?;
    room.take(amount.minor).map_err(|breach| ApiError::OverLimit {
        field: "amount",
        code: breach.code(),
        limit: breach.details(),
    })?;
    Ok(room.reached())
}

/// Refuses a deposit that would take the wallet over the site's maximum balance (or overflow).
async fn refuse_over_max_balance(
    state: &AppState,
    conn: &mut sqlx::AnyConnection,
    wallet: i64,
    amount: Amount,
) -> ApiResult<()> {
    let max = state.site.wallet.max_balance.of(amount.currency);
    let balance = Amount::new(ledger::balance(conn, wallet).await?, amount.currency);
    match balance.checked_add(amount) {
        Some(after) if after.minor <= max.minor => Ok(()),
        _ => {
            let room = max.checked_sub(balance).map_or(0, |a| a.minor.max(0));
            let limit = serde_json::json!({
                "max": max.to_decimal(),
                "available": Amount::new(room, amount.currency).to_decimal(),
            });
            Err(ApiError::OverLimit { field: "amount", code: ErrorCode::BalanceLimitExceeded, limit })
        }
    }
}

/// A payment of the signed-in player (another player's is a 404).
#[utoipa::path(get, path = "/api/platform/payments/{id}", tag = "platform",
    responses((status = 200, body = Data<Payment>), (status = 401), (status = 404)))]
pub async fn get_payment(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<Json<Data<Payment>>> {
    let payment = payments::find(&state.db.pool, &id, user.id).await?.ok_or(ApiError::not_found("payment"))?;
    Ok(Json(Data { data: dto(&payment, DEFAULT_RETURN) }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_demo_outcome_follows_the_last_two_minor_digits() {
        let eur = |minor| Amount::new(minor, Currency::Eur);
        assert_eq!(demo_outcome(eur(5000)), PaymentStatus::Success);
        assert_eq!(demo_outcome(eur(5013)), PaymentStatus::Error);
        assert_eq!(demo_outcome(eur(1042)), PaymentStatus::Pending);
    }

    #[test]
    fn only_same_site_return_paths_are_accepted() {
        assert_eq!(return_path(None).ok().as_deref(), Some(DEFAULT_RETURN));
        assert!(return_path(Some("/en/profile/wallet/deposit?x=1")).is_ok());
        for bad in ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"] {
            assert!(return_path(Some(bad)).is_err(), "{bad}");
        }
    }
}
