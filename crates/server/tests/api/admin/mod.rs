//! The operator API over real HTTP on SQLite and PostgreSQL: its own listener behind a bearer
//! token (absent without one, never on the public listener), every call in `admin_audit`,
//! trader suspensions, exposure, bet search and stake factors (`risk.rs`: stake factor and
//! the liability cap). The ledger audit runs after each test.

mod closing_race;
mod risk;

use crate::accounts::{assert_ledger_clean, get, Auth, Reply};
use crate::bets::{funded, picks, place, placement, Pick};
use crate::support::{spawn_app_on, TestApp, TestBackend, BACKENDS};
use reqwest::Method;
use serde_json::{json, Value};
use sportsbook_server::db::admin_audit::{self, AuditEntry};
use std::time::Duration;

pub(super) const TOKEN: &str = crate::support::Process::ADMIN_TOKEN;

/// A server with the operator API on.
pub(super) async fn spawn_admin_app(backend: TestBackend, vars: &[(&str, &str)]) -> TestApp {
    let mut all = vec![("SPORTSBOOK_ADMIN_TOKEN", TOKEN)];
    all.extend_from_slice(vars);
    spawn_app_on(backend, &all).await
}

/// An operator API call with `token` (none: no `Authorization` header).
pub(super) async fn admin_with(
    app: &TestApp,
    method: Method,
    path: &str,
    body: Option<Value>,
    token: Option<&str>,
) -> Reply {
    let base = app.admin_address.as_deref().expect("the operator API is on");
    let mut request = app.client.request(method, format!("{base}{path}"));
    if let Some(token) = token {
        request = request.header("Authorization", format!("Bearer {token}"));
    }
    if let Some(body) = body {
        request = request.json(&body);
    }
    Reply::of(request).await
}

/// An operator API call with the right token.
pub(super) async fn admin(app: &TestApp, method: Method, path: &str, body: Option<Value>) -> Reply {
    admin_with(app, method, path, body, Some(TOKEN)).await
}

/// The recorded admin calls, newest first.
pub(super) async fn audit_trail(app: &TestApp) -> Vec<AuditEntry> {
    let db = sportsbook_server::db::Db::connect(&app.database_url).await.expect("db");
    let entries = admin_audit::recent(&db.pool, 1_000).await.expect("audit trail");
    db.pool.close().await;
    entries
}

/// Waits until the catalogue shows the pick's market in `status` (1 open, -1 suspended).
pub(super) async fn wait_for_market_status(app: &TestApp, pick: &Pick, status: i64) {
    for _ in 0..100 {
        let (_, markets) = app.get(&format!("/api/sb/matches/{}/markets?limit=500", pick.match_id)).await;
        let market = markets["data"].as_array().and_then(|all| {
            all.iter().find(|m| m["id"] == pick.market_id && m["specifier"] == pick.specifier.as_str()).cloned()
        });
        if market.is_some_and(|m| m["status"] == status) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("market {pick:?} never reached status {status}");
}

pub(super) fn scope(pick: &Pick) -> Value {
    json!({ "match_id": pick.match_id, "market_id": pick.market_id, "specifier": pick.specifier })
}

#[tokio::test(flavor = "multi_thread")]
async fn the_operator_api_needs_its_token_and_records_every_call_refused_or_not() {
    for backend in BACKENDS {
        let app = spawn_admin_app(backend, &[]).await;
        let path = "/api/admin/ledger/audit";
        let missing = admin_with(&app, Method::GET, path, None, None).await;
        assert_eq!((missing.status, &missing.body["error"]["code"]), (401, &json!("admin_unauthorized")));
        let wrong = admin_with(&app, Method::GET, path, None, Some("operator-token-for-tests-0123456789abcdeX")).await;
        assert_eq!((wrong.status, &wrong.body["error"]["code"]), (401, &json!("admin_unauthorized")));
        let audit = admin(&app, Method::GET, path, None).await;
        assert_eq!(audit.status, 200, "{backend:?}: {}", audit.body);
        assert_eq!(audit.body["violations"], 0);
        assert!(audit.body["checked"]["transactions"].is_i64(), "{}", audit.body);
        let unknown = admin(&app, Method::GET, "/api/admin/nothing-here", None).await;
        assert_eq!((unknown.status, &unknown.body["error"]["code"]), (404, &json!("not_found")));
        let public = get(&app, path, &Auth::Bearer(TOKEN.to_owned())).await;
        assert_eq!(public.status, 404, "never on the public listener: {}", public.body);

        let trail = audit_trail(&app).await;
        let calls: Vec<(&str, u16)> = trail.iter().rev().map(|e| (e.path.as_str(), e.status as u16)).collect();
        assert_eq!(calls, [(path, 401), (path, 401), (path, 200), ("/api/admin/nothing-here", 404)], "{backend:?}");
        assert_eq!(trail[3].actor, "unauthenticated");
        assert!(trail[1].actor.starts_with("token:") && !trail[1].actor.contains(TOKEN), "{}", trail[1].actor);
        assert_eq!(trail[0].method, "GET");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn without_a_token_the_operator_listener_does_not_start() {
    let app = spawn_app_on(TestBackend::Sqlite, &[]).await;
    assert_eq!(app.admin_address, None);
    assert_eq!(app.get("/api/admin/ledger/audit").await.0, 404);
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_suspended_market_refuses_bets_until_it_is_resumed() {
    for backend in BACKENDS {
        let app = spawn_admin_app(backend, &[]).await;
        let auth = funded(&app, "trader@example.com").await;
        let pick = picks(&app, 0, 1).await.remove(0);
        let suspended = admin(&app, Method::POST, "/api/admin/markets/suspend", Some(scope(&pick))).await;
        assert_eq!(suspended.status, 200, "{backend:?}: {}", suspended.body);
        assert_eq!(suspended.body["data"]["is_suspended"], true);
        wait_for_market_status(&app, &pick, -1).await;
        let refused = place(&app, placement("2.00", std::slice::from_ref(&pick), None), &auth).await;
        assert_eq!(refused.body["error"]["code"], "market_suspended", "{backend:?}: {}", refused.body);

        let resumed = admin(&app, Method::POST, "/api/admin/markets/resume", Some(scope(&pick))).await;
        assert_eq!(resumed.status, 200, "{backend:?}: {}", resumed.body);
        wait_for_market_status(&app, &pick, 1).await;
        let placed = place(&app, placement("2.00", std::slice::from_ref(&pick), None), &auth).await;
        assert_eq!(placed.status, 201, "{backend:?}: {}", placed.body);

        let whole_match = json!({ "match_id": pick.match_id });
        assert_eq!(
            admin(&app, Method::POST, "/api/admin/markets/suspend", Some(whole_match.clone())).await.status,
            200
        );
        wait_for_market_status(&app, &pick, -1).await;
        assert_eq!(admin(&app, Method::POST, "/api/admin/markets/resume", Some(whole_match)).await.status, 200);
        wait_for_market_status(&app, &pick, 1).await;
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn bad_operator_requests_are_refused_with_clear_errors() {
    for backend in BACKENDS {
        let app = spawn_admin_app(backend, &[]).await;
        let suspend = |body: Value| admin(&app, Method::POST, "/api/admin/markets/suspend", Some(body));
        let unknown_match = suspend(json!({ "match_id": 999_999_999 })).await;
        assert_eq!((unknown_match.status, &unknown_match.body["error"]["code"]), (404, &json!("not_found")));
        let unknown_field = suspend(json!({ "match_id": 1, "market": 1 })).await;
        assert_eq!((unknown_field.status, &unknown_field.body["error"]["code"]), (400, &json!("invalid_body")));
        let loose_specifier = suspend(json!({ "match_id": 1, "specifier": "total=2.5" })).await;
        assert_eq!(loose_specifier.status, 400, "{}", loose_specifier.body);
        let no_match = admin(&app, Method::GET, "/api/admin/exposure", None).await;
        assert_eq!((no_match.status, &no_match.body["error"]["details"]["parameter"]), (400, &json!("match_id")));
        let exposure = admin(&app, Method::GET, "/api/admin/exposure?match_id=999999999", None).await;
        assert_eq!(exposure.status, 404, "{}", exposure.body);
        let bets = admin(&app, Method::GET, "/api/admin/bets?status=won", None).await;
        assert_eq!((bets.status, &bets.body["error"]["details"]["parameter"]), (400, &json!("status")));
        let wrong_method = admin(&app, Method::DELETE, "/api/admin/exposure", None).await;
        assert_eq!(wrong_method.status, 405, "{}", wrong_method.body);
        assert_eq!(audit_trail(&app).await.len(), 7, "{backend:?}: every call recorded");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn exposure_and_bet_search_follow_the_open_bets() {
    for backend in BACKENDS {
        let app = spawn_admin_app(backend, &[]).await;
        let (ana, ben) = (funded(&app, "ana@example.com").await, funded(&app, "ben@example.com").await);
        let two = picks(&app, 0, 2).await;
        let first = place(&app, placement("5.00", &two[..1], None), &ana).await;
        let second = place(&app, placement("3.00", &two[..1], None), &ben).await;
        let combo = place(&app, placement("2.00", &two, None), &ben).await;
        let win = |reply: &Reply| reply.body["data"][0]["win_amount"].as_i64().expect("win amount");
        assert_eq!((first.status, second.status, combo.status), (201, 201, 201), "{backend:?}");

        let exposure =
            admin(&app, Method::GET, &format!("/api/admin/exposure?match_id={}", two[0].match_id), None).await;
        assert_eq!(exposure.status, 200, "{backend:?}: {}", exposure.body);
        let outcomes = exposure.body["data"]["outcomes"].as_array().expect("outcomes");
        let row = outcomes.iter().find(|o| o["outcome_id"] == two[0].outcome_id && o["market_id"] == two[0].market_id);
        let row = row.expect("the picked outcome");
        assert_eq!(row["open_bets"], 3);
        assert_eq!(row["stake"], 500 + 300 + 200, "combos count their stake on each leg");
        assert_eq!(row["liability"], win(&first) + win(&second) + win(&combo));
        assert_eq!((row["currency"].as_str(), row["subunits"].as_i64()), (Some("EUR"), Some(100)));

        let ben_id = combo.body["data"][0]["id"].as_i64().expect("id");
        let found = admin(&app, Method::GET, &format!("/api/admin/bets?match_id={}", two[1].match_id), None).await;
        assert_eq!(found.body["pagination"]["total"], 1, "{backend:?}: {}", found.body);
        assert_eq!(found.body["data"][0]["id"], ben_id);
        let player = found.body["data"][0]["player_id"].as_i64().expect("player id");
        let bens =
            admin(&app, Method::GET, &format!("/api/admin/bets?player_id={player}&status=open&limit=1"), None).await;
        assert_eq!(bens.body["pagination"]["total"], 2, "{}", bens.body);
        assert_eq!(bens.body["data"].as_array().map(Vec::len), Some(1));
        let none = admin(&app, Method::GET, "/api/admin/bets?status=done", None).await;
        assert_eq!(none.body["pagination"]["total"], 0);
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_operator_sees_the_affiliate_tag_a_player_signed_up_with() {
    for backend in BACKENDS {
        let app = spawn_admin_app(backend, &[]).await;
        let mut ids = Vec::new();
        for (email, stag) in [
            ("aff@example.com", json!("aff-42_x")),
            ("odd@example.com", json!("<b>")),
            ("plain@example.com", Value::Null),
        ] {
            let body = json!({ "email": email, "password": crate::accounts::PASSWORD, "stag": stag });
            let signed = crate::accounts::post(&app, "/api/platform/users", body, &Auth::None).await;
            assert_eq!(signed.status, 201, "{backend:?}: a malformed tag never refuses a player: {}", signed.body);
            ids.push(signed.body["data"]["id"].as_i64().expect("id"));
        }
        let player = admin(&app, Method::GET, &format!("/api/admin/players/{}", ids[0]), None).await;
        assert_eq!(player.status, 200, "{backend:?}: {}", player.body);
        assert_eq!(player.body["data"]["affiliate_tag"], "aff-42_x");
        assert_eq!(player.body["data"]["email"], "aff@example.com");
        assert_eq!(
            (player.body["data"]["confirmed"].as_bool(), player.body["data"]["stake_factor"].as_str()),
            (Some(false), Some("1.00"))
        );
        for id in &ids[1..] {
            let other = admin(&app, Method::GET, &format!("/api/admin/players/{id}"), None).await;
            assert_eq!(other.body["data"]["affiliate_tag"], Value::Null, "{backend:?}: {}", other.body);
        }
        let unknown = admin(&app, Method::GET, "/api/admin/players/999999", None).await;
        assert_eq!((unknown.status, &unknown.body["error"]["details"]["resource"]), (404, &json!("player")));
        app.stop().await;
    }
}
