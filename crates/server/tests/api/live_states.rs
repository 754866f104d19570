//! Live states on the wire (issue #14 item 3): half-time is a stage of its own, and a match that
//! finishes leaves the live list in the snapshot that finishes it.

use crate::support::spawn_app_with;
use serde_json::Value;
use std::collections::HashSet;
use std::time::{Duration, Instant};

/// Ten simulated minutes a second: a football match plays in about 11 s, half-time lasts 1.5 s.
const FAST: [(&str, &str); 1] = [("SPORTSBOOK_FEED_SPEED", "600")];

fn live_list(body: &Value) -> &Vec<Value> {
    body["data"].as_array().expect("list")
}

#[tokio::test(flavor = "multi_thread")]
async fn half_time_is_a_stage_of_its_own_with_the_clock_stopped_after_the_first_half() {
    let app = spawn_app_with(&FAST).await;
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut half_time = None;
    let mut first_halves = 0;
    while half_time.is_none() && Instant::now() < deadline {
        let (status, body) = app.get("/api/sb/matches?match_status=1&sport_key=football&limit=100").await;
        assert_eq!(status, 200);
        for m in live_list(&body) {
            let stage = m["stage"].as_str().expect("stage");
            assert!(["period_1", "halftime", "period_2"].contains(&stage), "a live football stage: {stage}");
            if stage == "period_1" {
                first_halves += 1;
            }
            if stage == "halftime" {
                half_time = Some(m.clone());
            }
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let m = half_time.expect("a live football match reached half-time");
    let statistics = &m["statistics"];
    assert_eq!(statistics["clock"]["stopped"], true);
    assert_eq!(statistics["clock"]["match_time"], 2700, "the clock stands at 45:00");
    assert_eq!(statistics["period_score"].as_array().map(Vec::len), Some(1), "one half played");
    assert!(first_halves > 0, "first halves are stage period_1");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_match_that_finishes_leaves_the_live_list_in_the_same_snapshot() {
    let app = spawn_app_with(&FAST).await;
    let path = "/api/sb/matches?match_status=1&limit=500";
    let (_, body) = app.get(path).await;
    let mut live: HashSet<u64> = live_list(&body).iter().filter_map(|m| m["id"].as_u64()).collect();
    let deadline = Instant::now() + Duration::from_secs(40);
    let mut left = 0;
    while left < 3 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(300)).await;
        // A match's page first, the list after: the list is never older than the page.
        let watched: Vec<u64> = live.iter().copied().take(40).collect();
        let mut finished = Vec::new();
        for id in &watched {
            let (_, detail) = app.get(&format!("/api/sb/matches/{id}")).await;
            if detail["data"]["status"] == 3 || detail["data"]["status"] == 4 {
                assert_eq!(detail["data"]["stage"], "ended", "match {id}");
                finished.push(*id);
            } else {
                assert_eq!(detail["data"]["status"], 1, "match {id} is live or finished");
            }
        }
        let (_, body) = app.get(path).await;
        let now: HashSet<u64> = live_list(&body).iter().filter_map(|m| m["id"].as_u64()).collect();
        for id in &finished {
            assert!(!now.contains(id), "finished match {id} is still in the live list");
        }
        for gone in watched.iter().filter(|id| !now.contains(id)) {
            let (_, detail) = app.get(&format!("/api/sb/matches/{gone}")).await;
            let status = detail["data"]["status"].as_i64();
            assert!(matches!(status, Some(3 | 4)), "match {gone} left the live list as {status:?}");
            left += 1;
        }
        live = now;
    }
    assert!(left >= 3, "matches finished while watched: {left}");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn after_a_goal_in_play_over_half_a_goal_is_settled_at_once_as_a_win() {
    let app = spawn_app_with(&FAST).await;
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut checked = 0;
    while checked == 0 && Instant::now() < deadline {
        let (_, body) = app.get("/api/sb/matches?match_status=1&sport_key=football&limit=100").await;
        let scored = live_list(&body).iter().filter(|m| {
            let score = &m["statistics"]["total_score"];
            score["home"].as_u64().unwrap_or(0) + score["away"].as_u64().unwrap_or(0) > 0
        });
        for m in scored.take(3) {
            let id = m["id"].as_u64().expect("id");
            let (_, markets) = app.get(&format!("/api/sb/matches/{id}/markets?limit=500")).await;
            // Still live after the markets were read: they were read while it was in play.
            let (_, detail) = app.get(&format!("/api/sb/matches/{id}")).await;
            if detail["data"]["status"] != 1 {
                continue;
            }
            let over = markets["data"]
                .as_array()
                .expect("markets")
                .iter()
                .find(|x| x["id"] == 18 && x["specifier"] == "total=0.5")
                .unwrap_or_else(|| panic!("match {id} lists its total goals 0.5"));
            assert_eq!(over["status"], -3, "over 0.5 of match {id} is settled: {over}");
            let results: Vec<(&Value, &Value)> =
                over["outcomes"].as_array().expect("outcomes").iter().map(|o| (&o["id"], &o["result"])).collect();
            assert_eq!(results, [(&Value::from(12), &Value::from("win")), (&Value::from(13), &Value::from("lose"))]);
            checked += 1;
        }
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    assert!(checked > 0, "a live football match with a goal");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_fresh_server_has_results_of_the_days_before_with_final_scores() {
    let app = spawn_app_with(&[]).await;
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).expect("clock").as_millis();
    let day = 86_400_000u128;
    for days_ago in 1..=2u128 {
        let iso = |ms: u128| {
            let secs = i64::try_from(ms / 1000).expect("time");
            time::OffsetDateTime::from_unix_timestamp(secs)
                .expect("instant")
                .format(&time::format_description::well_known::Rfc3339)
                .expect("iso")
        };
        let (from, to) = (iso(now - (days_ago + 1) * day), iso(now - days_ago * day + day / 2));
        let path = format!("/api/sb/matches?match_status=3,4&type=match&limit=100&start_from={from}&start_to={to}");
        let (status, body) = app.get(&path).await;
        assert_eq!(status, 200, "{body}");
        let finished = live_list(&body);
        assert!(finished.len() >= 10, "results {days_ago} day(s) ago: {}", finished.len());
        for m in finished {
            assert_eq!(m["stage"], "ended");
            assert!(m["statistics"]["total_score"]["home"].is_u64(), "a final score: {m}");
            assert!(!m["statistics"]["period_score"].as_array().expect("periods").is_empty(), "period scores: {m}");
        }
    }
    app.stop().await;
}
