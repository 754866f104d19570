//! The live bet delay over real HTTP on SQLite and PostgreSQL: a live bet is `submitted`, then
//! accepted or rejected and refunded, also across a restart.

use super::{balance, funded, picks, place, placement};
use crate::accounts::{assert_ledger_clean, get, post, site_config, Auth};
use crate::support::{spawn_app_at, spawn_app_on, TestApp, BACKENDS};
use serde_json::json;
use std::time::Duration;

/// Live bets wait `delay` seconds under the `any` accept mode (live prices move every tick).
pub(crate) async fn live_bettor(app: &TestApp, email: &str) -> Auth {
    let auth = funded(app, email).await;
    let mode = post(app, "/api/sb/settings", json!({ "auto_accept_odds_change": "any" }), &auth).await;
    assert_eq!(mode.status, 200, "{}", mode.body);
    auth
}

async fn bet_status(app: &TestApp, auth: &Auth, id: i64) -> String {
    let list = get(app, "/api/sb/bets", auth).await;
    let bet = list.body["data"].as_array().and_then(|l| l.iter().find(|b| b["id"] == id).cloned()).expect("bet");
    bet["status"].as_str().expect("status").to_owned()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_live_bet_waits_out_its_delay_and_is_then_accepted_or_refunded() {
    // A delay far longer than the test: the bets are tampered with while they wait, then their
    // delay is brought forward, so no decision can come before the tampering.
    let config = site_config(r#"{"betting": {"live_delay_seconds": {"default": 30}}}"#);
    for backend in BACKENDS {
        // A slow feed: a goal before the decision would suspend the market and rightly reject
        // the bet this test expects accepted.
        let app = spawn_app_on(backend, &[("SPORTSBOOK_SITE_CONFIG", &config), ("SPORTSBOOK_FEED_SPEED", "0.1")]).await;
        let auth = live_bettor(&app, "live@example.com").await;
        let live = picks(&app, 1, 2).await;
        let placed = place(&app, placement("2.00", &live[..1], None), &auth).await;
        assert_eq!(placed.status, 201, "{backend:?}: {}", placed.body);
        let bet = &placed.body["data"][0];
        assert_eq!(bet["status"], "submitted");
        assert!(bet["decide_at"].as_str().is_some(), "{bet}");
        let id = bet["id"].as_i64().expect("id");
        assert_eq!(balance(&app, &auth).await, 9_800, "the stake is held during the delay");

        // A second bet whose odds are made impossible meanwhile is refused and refunded.
        let doomed = place(&app, placement("3.00", &live[1..], None), &auth).await;
        let doomed_id = doomed.body["data"][0]["id"].as_i64().expect("id");
        let db = sportsbook_server::db::Db::connect(&app.database_url).await.expect("db");
        sqlx::query("UPDATE bets SET accept_mode = 'none' WHERE id = $1")
            .bind(doomed_id)
            .execute(&db.pool)
            .await
            .expect("tamper");
        sqlx::query("UPDATE bet_selections SET odds = 999999 WHERE bet_id = $1")
            .bind(doomed_id)
            .execute(&db.pool)
            .await
            .expect("tamper");
        tokio::time::sleep(Duration::from_secs(1)).await;
        assert_eq!(bet_status(&app, &auth, id).await, "submitted", "{backend:?}: the bet waits out its delay");
        sqlx::query("UPDATE bets SET decide_at = 0 WHERE id IN ($1, $2)")
            .bind(id)
            .bind(doomed_id)
            .execute(&db.pool)
            .await
            .expect("the delay brought forward");

        let mut decided = (String::new(), String::new());
        for _ in 0..150 {
            decided = (bet_status(&app, &auth, id).await, bet_status(&app, &auth, doomed_id).await);
            if decided.0 != "submitted" && decided.1 != "submitted" {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        assert_eq!(decided, ("waiting_results".to_owned(), "rejected".to_owned()), "{backend:?}");
        assert_eq!(balance(&app, &auth).await, 9_800, "{backend:?}: the rejected stake came back");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_restart_during_the_delay_still_decides_the_bet_once() {
    let config = site_config(r#"{"betting": {"live_delay_seconds": {"default": 2}}}"#);
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[("SPORTSBOOK_SITE_CONFIG", &config)]).await;
        let auth = live_bettor(&app, "restart@example.com").await;
        let live = picks(&app, 1, 1).await;
        let placed = place(&app, placement("2.00", &live, None), &auth).await;
        assert_eq!(placed.body["data"][0]["status"], "submitted", "{backend:?}: {}", placed.body);
        let id = placed.body["data"][0]["id"].as_i64().expect("id");
        let url = app.database_url.clone();
        app.stop().await;

        tokio::time::sleep(Duration::from_millis(2500)).await;
        let app = spawn_app_at(&url, &[("SPORTSBOOK_SITE_CONFIG", &config)]).await;
        let mut status = String::new();
        for _ in 0..150 {
            status = bet_status(&app, &auth, id).await;
            if status != "submitted" {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        assert!(
            status == "waiting_results" || status == "rejected",
            "{backend:?}: decided after the restart: {status}"
        );
        let db = sportsbook_server::db::Db::connect(&url).await.expect("db");
        let stakes: i64 = sqlx::query("SELECT COUNT(*) AS n FROM ledger_transactions WHERE reference = $1")
            .bind(format!("bet:{id}"))
            .fetch_one(&db.pool)
            .await
            .map(|row| sqlx::Row::get(&row, "n"))
            .expect("count");
        assert_eq!(stakes, if status == "rejected" { 2 } else { 1 }, "{backend:?}: one stake (and one refund at most)");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}
