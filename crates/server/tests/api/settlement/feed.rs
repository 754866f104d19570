//! The simulated feed settles what it plays: bets on live matches settle when their markets are
//! decided, with no operator involved, and a finished match leaves the live list.

use super::settled_within;
use crate::accounts::{assert_ledger_clean, site_config, Auth};
use crate::bets::live::live_bettor;
use crate::bets::{balance, open_picks, place, placement, Pick};
use crate::support::{spawn_app_on, TestApp, BACKENDS};
use std::time::Duration;

#[tokio::test(flavor = "multi_thread")]
async fn bets_on_live_matches_settle_as_the_feed_plays_them_out() {
    let config = site_config(r#"{"betting": {"live_delay_seconds": {"default": 0}}}"#);
    for backend in BACKENDS {
        let app =
            spawn_app_on(backend, &[("SPORTSBOOK_SITE_CONFIG", &config), ("SPORTSBOOK_FEED_SPEED", "1000")]).await;
        let auth = live_bettor(&app, "feed@example.com").await;
        let (live, ids) = place_two_live_singles(&app, &auth).await;
        // A live football match has at most ~110 simulated minutes left: about seven one-second
        // ticks at speed 1000, slower when the machine is busy.
        let bets = settled_within(&app, &auth, &ids, &["done"], Duration::from_secs(60)).await;
        let paid: i64 = bets.iter().map(|b| b["win_amount"].as_i64().expect("payout")).sum();
        for bet in &bets {
            let result = bet["selections"][0]["result"].as_str().expect("a settled selection");
            assert!(["win", "lose", "void", "half_win", "half_lose"].contains(&result), "{backend:?}: {result}");
        }
        assert_eq!(balance(&app, &auth).await, 10_000 - 200 + paid, "{backend:?}");
        assert!(leave_the_live_list(&app, &live).await, "{backend:?}: the finished matches left the live list");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

/// Whether the picks' matches leave the live list within a few ticks of their settlement.
async fn leave_the_live_list(app: &TestApp, picks: &[Pick]) -> bool {
    for _ in 0..100 {
        let (_, list) = app.get("/api/sb/matches?match_status=1&limit=500").await;
        let live = list["data"].as_array().expect("matches");
        if !picks.iter().any(|p| live.iter().any(|m| m["id"] == p.match_id)) {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    false
}

/// Places a 1.00 single on two live matches. At speed 1000 a match ends within seconds and is
/// suspended for a while after each goal, so a pick may be decided before the bet reaches the
/// server (refused then, and another is tried) or no match may be open for a moment.
async fn place_two_live_singles(app: &TestApp, auth: &Auth) -> (Vec<Pick>, Vec<i64>) {
    let (mut placed, mut ids) = (Vec::new(), Vec::new());
    for _ in 0..60 {
        for pick in open_picks(app, 1, 2).await {
            if placed.len() == 2 || placed.iter().any(|p: &Pick| p.match_id == pick.match_id) {
                continue;
            }
            let reply = place(app, placement("1.00", std::slice::from_ref(&pick), None), auth).await;
            match reply.body["data"][0]["id"].as_i64() {
                Some(id) => {
                    assert_eq!(reply.body["data"][0]["status"], "waiting_results", "no delay: {}", reply.body);
                    ids.push(id);
                    placed.push(pick);
                }
                None => assert!(
                    ["market_suspended", "match_not_bettable", "market_not_found", "outcome_not_available"]
                        .contains(&reply.body["error"]["code"].as_str().unwrap_or_default()),
                    "{}",
                    reply.body
                ),
            }
        }
        if placed.len() == 2 {
            return (placed, ids);
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    panic!("no two live bets were taken");
}
