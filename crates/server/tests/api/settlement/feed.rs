//! The simulated feed settles what it plays: bets on live matches settle when their markets are
//! decided, with no operator involved, and a finished match leaves the live list.

use super::settled;
use crate::accounts::{assert_ledger_clean, site_config};
use crate::bets::live::live_bettor;
use crate::bets::{balance, picks, place, placement};
use crate::support::{spawn_app_on, BACKENDS};

#[tokio::test(flavor = "multi_thread")]
async fn bets_on_live_matches_settle_as_the_feed_plays_them_out() {
    let config = site_config(r#"{"betting": {"live_delay_seconds": {"default": 0}}}"#);
    for backend in BACKENDS {
        let app =
            spawn_app_on(backend, &[("SPORTSBOOK_SITE_CONFIG", &config), ("SPORTSBOOK_FEED_SPEED", "1000")]).await;
        let auth = live_bettor(&app, "feed@example.com").await;
        let live = picks(&app, 1, 2).await;
        let mut ids = Vec::new();
        for pick in &live {
            let reply = place(&app, placement("1.00", std::slice::from_ref(pick), None), &auth).await;
            ids.push(reply.body["data"][0]["id"].as_i64().unwrap_or_else(|| panic!("placed: {}", reply.body)));
        }
        let bets = settled(&app, &auth, &ids, &["done"]).await;
        let paid: i64 = bets.iter().map(|b| b["win_amount"].as_i64().expect("payout")).sum();
        for bet in &bets {
            let result = bet["selections"][0]["result"].as_str().expect("a settled selection");
            assert!(["win", "lose", "void", "half_win", "half_lose"].contains(&result), "{backend:?}: {result}");
        }
        assert_eq!(balance(&app, &auth).await, 10_000 - 200 + paid, "{backend:?}");
        let (_, list) = app.get("/api/sb/matches?match_status=1&limit=500").await;
        for pick in &live {
            let still_live = list["data"].as_array().expect("matches").iter().any(|m| m["id"] == pick.match_id);
            assert!(!still_live, "{backend:?}: match {} left the live list", pick.match_id);
        }
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}
