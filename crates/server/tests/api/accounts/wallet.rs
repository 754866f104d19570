//! The wallet: deposit outcomes, currency switching, and the ledger invariants after the
//! wallet has been used, on SQLite and PostgreSQL.

use super::*;
use crate::support::{spawn_app, spawn_app_on, BACKENDS};
use serde_json::json;

#[tokio::test(flavor = "multi_thread")]
async fn failed_and_pending_deposits_leave_the_balance_alone() {
    let app = spawn_app().await;
    let auth = signed_in(&app, "ana@example.com").await;
    let failed = deposit(&app, json!({ "amount": "50.13" }), &auth).await;
    assert_eq!(failed.status, 201, "{}", failed.body);
    assert_eq!(failed.body["data"]["status"], "error");
    assert_eq!(failed.body["data"]["redirect_url"], "/profile/wallet/deposit?payment=error");
    let form = json!({ "amount": "10.42", "return_url": "/en/sports?x=1" });
    let pending = deposit(&app, form, &auth).await;
    assert_eq!(pending.body["data"]["status"], "pending");
    assert_eq!(pending.body["data"]["redirect_url"], "/en/sports?x=1&payment=pending");
    let accounts = get(&app, "/api/platform/player/accounts", &auth).await;
    assert_eq!(accounts.body["data"][0]["balance"], 0);
    let id = pending.body["data"]["id"].as_str().expect("id");
    assert_eq!(get(&app, &format!("/api/platform/payments/{id}"), &auth).await.body["data"]["status"], "pending");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn switching_currency_opens_an_account_and_deposits_land_in_it() {
    let app = spawn_app().await;
    let auth = signed_in(&app, "ana@example.com").await;
    let switched = post(&app, "/api/platform/player/accounts", json!({ "currency": "btc" }), &auth).await;
    assert_eq!(switched.status, 200, "{}", switched.body);
    assert_eq!(switched.body["data"][1]["currency"], "BTC");
    assert_eq!(switched.body["data"][1]["current"], true);
    assert_eq!(switched.body["data"][1]["subunits"], 100_000_000);
    assert_eq!(get(&app, "/api/platform/player", &auth).await.body["data"]["currency"], "BTC");
    let deposit = deposit(&app, json!({ "amount": "0.0125" }), &auth).await;
    assert_eq!(deposit.body["data"]["currency"], "BTC");
    assert_eq!(deposit.body["data"]["amount"], 1_250_000);
    let accounts = get(&app, "/api/platform/player/accounts", &auth).await;
    assert_eq!(accounts.body["data"][0]["balance"], 0);
    assert_eq!(accounts.body["data"][1]["balance"], 1_250_000);
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn the_ledger_balances_after_wallet_use_on_every_backend() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let ana = signed_in(&app, "ana@example.com").await;
        let marko = signed_in(&app, "marko@example.com").await;
        for (auth, amount) in [(&ana, "50.00"), (&ana, "12.34"), (&marko, "7"), (&ana, "1.13"), (&marko, "3.42")] {
            let reply = deposit(&app, json!({ "amount": amount }), auth).await;
            assert_eq!(reply.status, 201, "{backend:?}: {}", reply.body);
        }
        post(&app, "/api/platform/player/accounts", json!({ "currency": "RSD" }), &ana).await;
        deposit(&app, json!({ "amount": "1000" }), &ana).await;
        let accounts = get(&app, "/api/platform/player/accounts", &ana).await;
        assert_eq!(accounts.body["data"][0]["balance"], 6234, "{backend:?}");
        assert_eq!(accounts.body["data"][1]["balance"], 100_000, "{backend:?}");
        let page = get(&app, "/api/platform/player/transactions?limit=2", &ana).await;
        assert_eq!(page.body["pagination"], json!({ "total": 3, "page": 1, "limit": 2, "last_page": 2 }));

        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}
