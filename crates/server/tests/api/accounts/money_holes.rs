//! The account-takeover and money holes found by probing `make run`'s defaults, each closed:
//! the demo provider takes no orders from the client (`dev_tools.rs`: the outbox is no back door), a deposit is
//! exactly-once per key (also across a kill -9), balances cannot overflow, and a client cannot
//! choose its country. Every test runs on SQLite and PostgreSQL and ends with the ledger audit.

use super::*;
use crate::support::{fresh_database_url, spawn_app_on, Process, TestBackend, BACKENDS};
use serde_json::json;

async fn balance(app: &TestApp, auth: &Auth, index: usize) -> i64 {
    get(app, "/api/platform/player/accounts", auth).await.body["data"][index]["balance"].as_i64().expect("balance")
}

async fn transaction_count(app: &TestApp, auth: &Auth) -> u64 {
    get(app, "/api/platform/player/transactions", auth).await.body["pagination"]["total"].as_u64().expect("total")
}

#[tokio::test(flavor = "multi_thread")]
async fn a_forged_outcome_or_an_amount_over_the_maximum_deposit_is_refused_with_nothing_stored() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let auth = signed_in(&app, "ana@example.com").await;
        let forged = deposit(&app, json!({ "amount": "50.13", "outcome": "success" }), &auth).await;
        assert_refused(&forged, 400, "invalid_body");
        let huge = deposit(&app, json!({ "amount": "1000000000" }), &auth).await;
        assert_refused(&huge, 422, "deposit_limit_exceeded");
        assert_eq!(huge.body["error"]["details"]["max"], "1000.00", "{backend:?}: the demo provider's ceiling");
        post(&app, "/api/platform/player/accounts", json!({ "currency": "BTC" }), &auth).await;
        let bitcoin = deposit(&app, json!({ "amount": "1000000000", "currency": "BTC" }), &auth).await;
        assert_refused(&bitcoin, 422, "deposit_limit_exceeded");
        let failed = deposit(&app, json!({ "amount": "50.13", "currency": "EUR" }), &auth).await;
        assert_eq!(failed.body["data"]["status"], "error", "{backend:?}: the amount rule decides the outcome");
        assert_eq!((balance(&app, &auth, 0).await, balance(&app, &auth, 1).await), (0, 0), "{backend:?}");
        assert_eq!(transaction_count(&app, &auth).await, 0, "{backend:?}");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn fifty_concurrent_deposits_with_one_key_credit_once() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let auth = signed_in(&app, "ana@example.com").await;
        let key = new_key();
        let body = json!({ "amount": "25.00" });
        let replies =
            futures_util::future::join_all((0..50).map(|_| deposit_with_key(&app, body.clone(), &auth, &key))).await;
        let mut ids = std::collections::BTreeSet::new();
        for reply in &replies {
            assert_eq!(reply.status, 201, "{backend:?}: {}", reply.body);
            ids.insert(reply.body["data"]["id"].as_str().expect("id").to_owned());
        }
        assert_eq!(ids.len(), 1, "{backend:?}: every reply is the first deposit");
        let replayed = replies.iter().filter(|r| r.headers.contains_key("idempotent-replayed")).count();
        assert_eq!(replayed, 49, "{backend:?}");
        assert_eq!(balance(&app, &auth, 0).await, 2500, "{backend:?}");
        assert_eq!(transaction_count(&app, &auth).await, 1, "{backend:?}");
        let other = deposit_with_key(&app, json!({ "amount": "26.00" }), &auth, &key).await;
        assert_refused(&other, 409, "idempotency_conflict");
        for bad in ["", &"k".repeat(65), "has space"] {
            let reply = deposit_with_key(&app, json!({ "amount": "1" }), &auth, bad).await;
            assert_refused(&reply, 400, "idempotency_key_invalid");
        }
        let missing = post(&app, "/api/platform/payments/deposits", json!({ "amount": "1" }), &auth).await;
        assert_refused(&missing, 400, "idempotency_key_required");
        assert_eq!(balance(&app, &auth, 0).await, 2500, "{backend:?}");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_deposit_that_would_overflow_or_pass_the_maximum_balance_is_refused_with_nothing_stored() {
    let config =
        site_config(r#"{"wallet": {"max_balance": {"EUR": "100", "USD": "100", "RSD": "10000", "BTC": "0.5"}}}"#);
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[("SPORTSBOOK_SITE_CONFIG", &config)]).await;
        let auth = signed_in(&app, "ana@example.com").await;
        assert_eq!(deposit(&app, json!({ "amount": "60" }), &auth).await.status, 201, "{backend:?}");
        let over = deposit(&app, json!({ "amount": "60" }), &auth).await;
        assert_refused(&over, 422, "balance_limit_exceeded");
        assert_eq!(over.body["error"]["details"]["available"], "40.00", "{backend:?}");
        assert_eq!(deposit(&app, json!({ "amount": "40" }), &auth).await.status, 201, "{backend:?}");
        assert_refused(&deposit(&app, json!({ "amount": "0.01" }), &auth).await, 422, "balance_limit_exceeded");
        let marko = signed_in(&app, "marko@example.com").await;
        assert_eq!(deposit(&app, json!({ "amount": "0.01" }), &marko).await.status, 201, "{backend:?}");
        assert_eq!((balance(&app, &auth, 0).await, balance(&app, &marko, 0).await), (10_000, 1), "{backend:?}");
        assert_eq!(transaction_count(&app, &auth).await, 2, "{backend:?}");
        assert_eq!(get(&app, "/api/platform/player/accounts", &auth).await.status, 200, "{backend:?}");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_spoofed_country_header_is_ignored_unless_a_trusted_proxy_sent_it() {
    let config = site_config(r#"{"blocked_countries": ["ME", "RS"]}"#);
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[("SPORTSBOOK_SITE_CONFIG", &config)]).await;
        let form = json!({ "email": "spoof@example.com", "password": PASSWORD });
        for header in ["CF-IPCountry", "X-Country-Code"] {
            let reply = call_with_headers(
                &app,
                Method::POST,
                "/api/platform/users",
                Some(form.clone()),
                &Auth::None,
                &[(header, "DE")],
            )
            .await;
            assert_refused(&reply, 403, "country_blocked");
        }
        app.stop().await;

        let trusted = [("SPORTSBOOK_SITE_CONFIG", config.as_str()), ("SPORTSBOOK_TRUSTED_PROXIES", "127.0.0.1")];
        let app = spawn_app_on(backend, &trusted).await;
        let from = |country: &'static str| {
            let form = form.clone();
            let app = app.clone();
            async move {
                let headers = [("CF-IPCountry", country)];
                call_with_headers(&app, Method::POST, "/api/platform/users", Some(form), &Auth::None, &headers).await
            }
        };
        assert_refused(&from("RS").await, 403, "country_blocked");
        assert_eq!(from("DE").await.status, 201, "{backend:?}: the proxy's country counts");
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_deposit_retried_after_the_server_was_killed_credits_once() {
    for backend in [TestBackend::Sqlite, TestBackend::Postgres] {
        let url = fresh_database_url(backend).await;
        let server = Process::start(&url, &[]).await;
        let app = TestApp::at(&server.address, &url);
        let auth = signed_in(&app, "ana@example.com").await;
        let key = new_key();
        let body = json!({ "amount": "75.00" });
        // The first attempt commits; the server dies before its answer can be relied on.
        let in_flight = {
            let (app, auth, body, key) = (app.clone(), auth.clone(), body.clone(), key.clone());
            tokio::spawn(async move { deposit_with_key(&app, body, &auth, &key).await })
        };
        let db = sportsbook_server::db::Db::connect(&url).await.expect("db");
        let payment_id = loop {
            let row = sqlx::query("SELECT id FROM payments").fetch_optional(&db.pool).await.expect("query");
            if let Some(row) = row {
                break sqlx::Row::get::<String, _>(&row, "id");
            }
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        };
        server.kill();
        in_flight.abort();
        db.pool.close().await;

        let server = Process::start(&url, &[]).await;
        let app = TestApp::at(&server.address, &url);
        let retry = deposit_with_key(&app, body, &auth, &key).await;
        assert_eq!(retry.status, 201, "{backend:?}: {}", retry.body);
        assert_eq!(retry.body["data"]["id"], payment_id.as_str(), "{backend:?}: the first deposit's answer");
        assert!(retry.headers.contains_key("idempotent-replayed"), "{backend:?}");
        assert_eq!(balance(&app, &auth, 0).await, 7500, "{backend:?}: credited once");
        assert_eq!(transaction_count(&app, &auth).await, 1, "{backend:?}");
        assert_ledger_clean(&app).await;
        server.kill();
    }
}
