//! Risk limits set by the operator: the per-player stake factor (HTTP and CLI) and the
//! liability cap per outcome, at placement and in max-stake.

use super::{admin, audit_trail, spawn_admin_app};
use crate::accounts::{assert_ledger_clean, post, site_config, Auth};
use crate::bets::{funded, picks, place, placement};
use crate::support::{TestApp, BACKENDS};
use reqwest::Method;
use serde_json::{json, Value};

/// Max stake 10.00 EUR (other currencies alike), so a factor shows within a funded wallet.
const SMALL_LIMITS: &str = r#"{"betting": {"max_stake": {"EUR": "10", "USD": "10", "RSD": "1000", "BTC": "0.001"}}}"#;

async fn max_stake(app: &TestApp, body: Value, auth: &Auth) -> String {
    let reply = post(app, "/api/sb/bets/max-stake", body, auth).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"]["max_stake"].as_str().expect("max stake").to_owned()
}

async fn player_id(app: &TestApp, auth: &Auth) -> i64 {
    crate::accounts::get(app, "/api/platform/player", auth).await.body["data"]["id"].as_i64().expect("player id")
}

async fn set_factor(app: &TestApp, player: i64, factor: Value) -> crate::accounts::Reply {
    let path = format!("/api/admin/players/{player}/stake-factor");
    admin(app, Method::PUT, &path, Some(json!({ "factor": factor }))).await
}

#[tokio::test(flavor = "multi_thread")]
async fn a_stake_factor_of_one_half_halves_the_max_stake() {
    let config = site_config(SMALL_LIMITS);
    for backend in BACKENDS {
        let app = spawn_admin_app(backend, &[("SPORTSBOOK_SITE_CONFIG", &config)]).await;
        let auth = funded(&app, "sharp@example.com").await;
        let pick = picks(&app, 0, 1).await;
        assert_eq!(max_stake(&app, placement("1", &pick, None), &auth).await, "10.00");
        let player = player_id(&app, &auth).await;
        let set = set_factor(&app, player, json!(0.5)).await;
        assert_eq!(set.status, 200, "{backend:?}: {}", set.body);
        assert_eq!(set.body["data"]["factor"], "0.50");
        assert_eq!(max_stake(&app, placement("1", &pick, None), &auth).await, "5.00");
        let over = place(&app, placement("5.01", &pick, None), &auth).await;
        assert_eq!(over.body["error"]["code"], "stake_too_high", "{}", over.body);
        assert_eq!(over.body["error"]["details"]["max_stake"], "5.00");
        assert_eq!(place(&app, placement("5.00", &pick, None), &auth).await.status, 201);

        for bad in [json!(0), json!(-1), json!(11), json!("x"), json!(0.005), json!(null)] {
            let refused = set_factor(&app, player, bad.clone()).await;
            assert_eq!(refused.status, 422, "{bad}: {}", refused.body);
            assert_eq!(refused.body["error"]["code"], "stake_factor_invalid");
            assert_eq!(refused.body["error"]["details"]["field"], "factor");
        }
        let unknown = set_factor(&app, 999_999, json!(1)).await;
        assert_eq!((unknown.status, &unknown.body["error"]["details"]["resource"]), (404, &json!("player")));
        let extra = admin(
            &app,
            Method::PUT,
            &format!("/api/admin/players/{player}/stake-factor"),
            Some(json!({ "factor": 1, "reason": "vip" })),
        )
        .await;
        assert_eq!(extra.status, 400, "{}", extra.body);
        assert_eq!(max_stake(&app, placement("1", &pick, None), &auth).await, "5.00", "refusals change nothing");
        assert_eq!(audit_trail(&app).await.len(), 9, "{backend:?}");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_liability_cap_refuses_the_bet_that_would_cross_it() {
    let config = capped_at_100_eur();
    for backend in BACKENDS {
        let app = spawn_admin_app(backend, &[("SPORTSBOOK_SITE_CONFIG", &config)]).await;
        let (ana, ben) = (funded(&app, "ana@example.com").await, funded(&app, "ben@example.com").await);
        let pick = picks(&app, 0, 1).await;
        let first = place(&app, placement("1.00", &pick, None), &ana).await;
        assert_eq!(first.status, 201, "{backend:?}: {}", first.body);
        let liability = first.body["data"][0]["win_amount"].as_i64().expect("win amount");
        let odds = (pick[0].odds * 1000.0).round() as i64;
        let headroom = (10_000 - liability) * 1_000 / odds;
        let expected = format!("{}.{:02}", headroom / 100, headroom % 100);
        assert_eq!(max_stake(&app, placement("1", &pick, None), &ben).await, expected, "{backend:?}");

        let over = format!("{}.{:02}", (headroom + 1) / 100, (headroom + 1) % 100);
        let refused = place(&app, placement(&over, &pick, None), &ben).await;
        assert_eq!(refused.body["error"]["code"], "stake_too_high", "{backend:?}: {}", refused.body);
        assert_eq!(refused.body["error"]["details"]["max_stake"], expected.as_str());
        assert_eq!(refused.body["error"]["details"]["limit"], "liability_per_outcome");
        let at_cap = place(&app, placement(&expected, &pick, None), &ben).await;
        assert_eq!(at_cap.status, 201, "{backend:?}: {}", at_cap.body);
        assert_eq!(max_stake(&app, placement("1", &pick, None), &ana).await, "0.00");
        let path = format!("/api/admin/exposure?match_id={}", pick[0].match_id);
        let outcomes = admin(&app, Method::GET, &path, None).await.body["data"]["outcomes"].clone();
        assert!(outcomes[0]["liability"].as_i64().is_some_and(|l| l <= 10_000), "{outcomes}");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_cli_runs_the_same_operations_and_is_recorded_as_its_unix_user() {
    for backend in BACKENDS {
        let app = spawn_admin_app(backend, &[]).await;
        let auth = funded(&app, "cli@example.com").await;
        let player = player_id(&app, &auth).await;
        let run = |args: &[&str]| {
            std::process::Command::new(env!("CARGO_BIN_EXE_sportsbook"))
                .arg("admin")
                .args(args)
                .env("DATABASE_URL", &app.database_url)
                .env("USER", "olga")
                .env("RUST_LOG", "error")
                .output()
                .expect("the binary runs")
        };
        let set = run(&["stake-factor", "--player-id", &player.to_string(), "--factor", "0.25"]);
        assert!(set.status.success(), "{backend:?}: {}", String::from_utf8_lossy(&set.stderr));
        let answer: Value = serde_json::from_slice(&set.stdout).expect("JSON");
        assert_eq!(answer["factor"], "0.25");
        let refused = run(&["stake-factor", "--player-id", &player.to_string(), "--factor", "11"]);
        assert_eq!(refused.status.code(), Some(1));
        let audit = run(&["audit"]);
        assert!(audit.status.success(), "{}", String::from_utf8_lossy(&audit.stdout));
        let unknown = run(&["exposure", "--match-id", "1", "--colour", "red"]);
        assert_eq!(unknown.status.code(), Some(1));

        let trail = audit_trail(&app).await;
        let calls: Vec<(&str, &str, i64)> =
            trail.iter().rev().map(|e| (e.actor.as_str(), e.path.as_str(), e.status)).collect();
        assert_eq!(
            calls,
            [
                ("cli:olga", "admin stake-factor", 200),
                ("cli:olga", "admin stake-factor", 422),
                ("cli:olga", "admin audit", 200),
                ("cli:olga", "admin exposure", 400),
            ],
            "{backend:?}"
        );
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn concurrent_bets_never_take_an_outcome_past_the_cap() {
    let config = capped_at_100_eur();
    for backend in BACKENDS {
        let app = spawn_admin_app(backend, &[("SPORTSBOOK_SITE_CONFIG", &config)]).await;
        let auth = funded(&app, "crowd@example.com").await;
        let pick = picks(&app, 0, 1).await;
        // About six bets fill the cap, whatever the price; twelve of them fit the wallet.
        let stake = ((10_000.0 / (6.0 * pick[0].odds)).floor() as i64).clamp(10, 800);
        let body = placement(&format!("{}.{:02}", stake / 100, stake % 100), &pick, None);
        let replies = futures_util::future::join_all((0..12).map(|_| place(&app, body.clone(), &auth))).await;
        let accepted: Vec<i64> = replies
            .iter()
            .filter(|r| r.status == 201)
            .map(|r| r.body["data"][0]["win_amount"].as_i64().expect("win amount"))
            .collect();
        let refused = replies.iter().filter(|r| r.body["error"]["details"]["limit"] == "liability_per_outcome");
        assert_eq!(accepted.len() + refused.count(), 12, "{backend:?}: only the cap refuses");
        let each = accepted.first().copied().expect("the first bets fit");
        assert_eq!(accepted.len() as i64, (10_000 / each).min(12), "{backend:?}: every bet that fits, no more");
        let path = format!("/api/admin/exposure?match_id={}", pick[0].match_id);
        let outcomes = admin(&app, Method::GET, &path, None).await.body["data"]["outcomes"].clone();
        assert_eq!(outcomes[0]["liability"], accepted.iter().sum::<i64>(), "{backend:?}");
        assert!(outcomes[0]["liability"].as_i64().is_some_and(|l| l <= 10_000), "{outcomes}");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

/// A site whose liability cap per outcome is 100 EUR (and its equivalents).
fn capped_at_100_eur() -> String {
    site_config(
        r#"{"betting": {"max_liability_per_outcome": {"EUR": "100", "USD": "100", "RSD": "10000", "BTC": "0.001"}}}"#,
    )
}
