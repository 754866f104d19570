use crate::support::spawn_app;
use serde_json::{json, Value};
use std::time::Duration;

fn ids(body: &Value) -> Vec<u64> {
    body["data"].as_array().expect("list").iter().map(|m| m["id"].as_u64().expect("id")).collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn live_matches_exist_as_soon_as_the_server_starts() {
    let app = spawn_app().await;
    let (status, body) = app.get("/api/sb/matches?match_status=1&limit=50").await;
    assert_eq!(status, 200);
    let live = body["data"].as_array().expect("list");
    assert!(live.len() >= 10, "several sports are in play: {}", live.len());
    for m in live {
        assert_eq!(m["status"], 1);
        assert!(m["statistics"]["clock"]["clock_updated_at"].as_str().is_some());
        assert_eq!(m["competitors"].as_array().map(Vec::len), Some(2));
    }
    let sports: std::collections::HashSet<&str> =
        live.iter().filter_map(|m| m["tournament"]["sport"]["key"].as_str()).collect();
    assert!(sports.contains("football") && sports.contains("tennis") && sports.contains("basketball"), "{sports:?}");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn live_clocks_and_prices_move_between_two_requests() {
    let app = spawn_app().await;
    let path = "/api/sb/matches?match_status=1&sport_key=football,basketball&limit=50";
    let (_, before) = app.get(path).await;
    tokio::time::sleep(Duration::from_millis(3500)).await;
    let (_, after) = app.get(path).await;
    let find =
        |body: &Value, id: &Value| body["data"].as_array().and_then(|l| l.iter().find(|m| m["id"] == *id).cloned());
    let mut clocks_moved = 0;
    let mut prices_moved = 0;
    for m in before["data"].as_array().expect("list") {
        let Some(later) = find(&after, &m["id"]) else { continue };
        if later["statistics"]["clock"]["match_time"].as_u64() > m["statistics"]["clock"]["match_time"].as_u64() {
            clocks_moved += 1;
        }
        if later["main_market"]["outcomes"] != m["main_market"]["outcomes"] {
            prices_moved += 1;
        }
    }
    assert!(clocks_moved >= 3, "clocks advanced on {clocks_moved} matches");
    assert!(prices_moved >= 1, "prices moved on {prices_moved} matches");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn each_filter_narrows_the_list_to_what_it_names() {
    let app = spawn_app().await;
    let (_, all) = app.get("/api/sb/matches?limit=500").await;
    let total = all["pagination"]["total"].as_u64().expect("total");
    assert!(total > 100, "a week of fixtures: {total}");
    let first = &all["data"][0];

    let (_, by_sport) = app.get("/api/sb/matches?sport_key=tennis&limit=500").await;
    assert!(by_sport["data"].as_array().expect("list").iter().all(|m| m["tournament"]["sport"]["key"] == "tennis"));
    let (_, by_type) = app.get("/api/sb/matches?sport_type=cyber&limit=500").await;
    assert!(by_type["data"].as_array().expect("list").iter().all(|m| m["provider"] == "oddin"));
    let tournament = first["tournament"]["id"].as_u64().expect("tournament");
    let (_, by_tournament) = app.get(&format!("/api/sb/matches?tournament_id={tournament}&limit=500")).await;
    assert!(by_tournament["data"].as_array().expect("list").iter().all(|m| m["tournament"]["id"] == tournament));
    let category = first["tournament"]["category"]["id"].as_u64().expect("category");
    let (_, by_category) = app.get(&format!("/api/sb/matches?category_id={category}&limit=500")).await;
    assert!(by_category["data"]
        .as_array()
        .expect("list")
        .iter()
        .all(|m| m["tournament"]["category"]["id"] == category));
    let (_, by_id) = app.get(&format!("/api/sb/matches?id={}", first["id"])).await;
    assert_eq!(ids(&by_id), vec![first["id"].as_u64().expect("id")]);
    let (_, outrights) = app.get("/api/sb/matches?type=outright&limit=500").await;
    let outrights = outrights["data"].as_array().expect("list");
    assert!(!outrights.is_empty());
    assert!(outrights.iter().all(|m| m["type"] == "outright" && m["main_market"]["id"] == 534));

    let (_, capped) = app.get("/api/sb/matches?max_per_sport=2&limit=500").await;
    let mut per_sport = std::collections::HashMap::new();
    for m in capped["data"].as_array().expect("list") {
        *per_sport.entry(m["tournament"]["sport"]["id"].to_string()).or_insert(0) += 1;
    }
    assert!(per_sport.values().all(|n| *n <= 2) && per_sport.len() >= 10, "{per_sport:?}");

    let (_, window) = app.get("/api/sb/matches?start_from=2100-01-01T00:00:00Z&limit=500").await;
    assert_eq!(window["pagination"]["total"], 0);
    let (_, bettable) = app.get("/api/sb/matches?bettable=true&match_status=0&limit=5").await;
    assert!(bettable["data"].as_array().expect("list").iter().all(|m| m["main_market"]["status"] == 1));
    let (_, video) = app.get("/api/sb/matches?has_video=true").await;
    assert_eq!(video["pagination"]["total"], 0, "the simulated feed has no streams");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn match_lists_are_served_gzipped_to_clients_that_accept_it() {
    let app = spawn_app().await;
    let url = format!("{}/api/sb/matches?match_status=1&limit=50", app.address);
    let plain = app.client.get(&url).send().await.expect("request");
    assert_eq!(plain.headers().get("content-encoding"), None);
    let plain_body = plain.bytes().await.expect("body");
    let gzipped = app.client.get(&url).header("accept-encoding", "br, gzip").send().await.expect("request");
    assert_eq!(gzipped.headers()["content-encoding"], "gzip");
    assert_eq!(gzipped.headers()["vary"], "accept-encoding");
    let compressed = gzipped.bytes().await.expect("body");
    assert!(compressed.len() * 3 < plain_body.len(), "{} vs {}", compressed.len(), plain_body.len());
    let mut decoded = Vec::new();
    std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&compressed[..]), &mut decoded).expect("valid gzip");
    let decoded: serde_json::Value = serde_json::from_slice(&decoded).expect("json");
    assert!(decoded["pagination"]["total"].as_u64().is_some());
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn sorting_and_paging_are_consistent() {
    let app = spawn_app().await;
    let (_, asc) = app.get("/api/sb/matches?sort_by=start_time&limit=500&type=match").await;
    let times: Vec<&str> =
        asc["data"].as_array().expect("list").iter().filter_map(|m| m["start_time"].as_str()).collect();
    assert!(times.windows(2).all(|w| w[0] <= w[1]), "ascending start times");
    let (_, desc) = app.get("/api/sb/matches?sort_by=start_time_desc&limit=500&type=match").await;
    let times: Vec<&str> =
        desc["data"].as_array().expect("list").iter().filter_map(|m| m["start_time"].as_str()).collect();
    assert!(times.windows(2).all(|w| w[0] >= w[1]), "descending start times");

    // Fixtures two days ahead do not change while the test runs (kick-offs and fill-ins are near-term).
    let from = (time::OffsetDateTime::now_utc() + time::Duration::days(2))
        .replace_nanosecond(0)
        .expect("valid")
        .format(&time::format_description::well_known::Rfc3339)
        .expect("formats");
    let (_, page1) = app.get(&format!("/api/sb/matches?limit=7&page=1&match_status=0&start_from={from}")).await;
    let (_, page2) = app.get(&format!("/api/sb/matches?limit=7&page=2&match_status=0&start_from={from}")).await;
    let total = page1["pagination"]["total"].as_u64().expect("total");
    assert_eq!(page1["pagination"]["limit"], 7);
    assert_eq!(page1["pagination"]["last_page"], total.div_ceil(7));
    assert_eq!(ids(&page1).len(), 7);
    assert!(ids(&page1).iter().all(|id| !ids(&page2).contains(id)), "pages do not overlap");
    let (_, beyond) = app.get("/api/sb/matches?limit=7&page=100000").await;
    assert_eq!(ids(&beyond).len(), 0);
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_match_lists_its_markets_by_group_without_inactive_ones() {
    let app = spawn_app().await;
    let (_, list) = app.get("/api/sb/matches?sport_key=football&match_status=0&limit=1").await;
    let id = &list["data"][0]["id"];
    let (status, markets) = app.get_in(&format!("/api/sb/matches/{id}/markets"), "en").await;
    assert_eq!(status, 200);
    let all = markets["data"].as_array().expect("list");
    let offered: std::collections::BTreeSet<u64> = all.iter().filter_map(|m| m["id"].as_u64()).collect();
    for id in [1, 10, 11, 16, 18, 29, 45, 60, 68, 75] {
        assert!(offered.contains(&id), "football offers market {id}: {offered:?}");
    }
    assert!(all.iter().all(|m| m["status"] != 0));
    assert_eq!(all[0]["id"], 1, "1X2 comes first");
    assert_eq!(all[0]["outcomes"][1]["name"], "Draw");
    let balanced: Vec<&Value> = all.iter().filter(|m| m["id"] == 18 && m["most_balanced"] == true).collect();
    assert_eq!(balanced.len(), 1, "exactly one total line is most balanced");

    let (_, totals) = app.get(&format!("/api/sb/matches/{id}/markets?group_key=total")).await;
    assert!(totals["data"]
        .as_array()
        .expect("list")
        .iter()
        .all(|m| m["market_groups"].as_array().is_some_and(|g| g.contains(&json!("total")))));
    let (_, one_type) = app.get(&format!("/api/sb/matches/{id}/markets?market_id=16&limit=3&page=2")).await;
    assert!(one_type["data"].as_array().expect("list").iter().all(|m| m["id"] == 16));
    assert_eq!(one_type["pagination"]["page"], 2);
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn prematch_books_are_deep_and_their_lines_sorted_by_family_then_value() {
    let app = spawn_app().await;
    for (sport, at_least) in [("football", 100), ("basketball", 40), ("tennis", 40)] {
        let (_, list) = app.get(&format!("/api/sb/matches?sport_key={sport}&match_status=0&limit=1")).await;
        let id = &list["data"][0]["id"];
        let (status, markets) = app.get(&format!("/api/sb/matches/{id}/markets?limit=500")).await;
        assert_eq!(status, 200);
        let all = markets["data"].as_array().expect("list");
        let open = all.iter().filter(|m| m["status"] == 1).count();
        assert!(open >= at_least, "{sport} match {id}: {open} open markets");

        // Within one market type, lines run by family (quarter 1 before 2) and then by value.
        let key = |m: &Value| {
            let spec = m["specifier"].as_str().unwrap_or_default();
            let (family, line) = sportsbook_core::market::split_line(spec);
            let numbers: Vec<f64> =
                family.split('|').filter_map(|p| p.split_once('=')).filter_map(|(_, v)| v.parse().ok()).collect();
            (m["id"].as_u64(), numbers, line.unwrap_or(0.0))
        };
        for pair in all.windows(2) {
            let (a, b) = (key(&pair[0]), key(&pair[1]));
            if a.0 == b.0 {
                assert!((&a.1, a.2) <= (&b.1, b.2), "{sport}: {a:?} listed before {b:?}");
            }
        }
    }
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn counters_count_events_per_sport_category_and_tournament() {
    let app = spawn_app().await;
    // The feed changes the catalogue every second: compare counters with lists read between two
    // identical counter readings (so all three saw the same catalogue).
    let mut compared = false;
    for _ in 0..20 {
        let (status, counters) = app.post("/api/sb/counters", &json!({ "match_status": "0" })).await;
        assert_eq!(status, 200);
        let (_, prematch) = app.get("/api/sb/matches?match_status=0&limit=1").await;
        let (_, live) = app.get("/api/sb/matches?match_status=1&limit=1").await;
        let (_, again) = app.post("/api/sb/counters", &json!({ "match_status": "0" })).await;
        if again != counters {
            continue;
        }
        let sum: u64 =
            counters["sports"].as_array().expect("list").iter().map(|s| s["count"].as_u64().expect("count")).sum();
        assert_eq!(sum, prematch["pagination"]["total"].as_u64().expect("total"));
        assert_eq!(counters["live"], live["pagination"]["total"]);
        assert!(!counters["categories"].as_array().expect("list").is_empty());
        assert!(!counters["tournaments"].as_array().expect("list").is_empty());
        compared = true;
        break;
    }
    assert!(compared, "the catalogue never held still for four requests");

    let (_, tennis) = app.post("/api/sb/counters", &json!({ "sport_key": "tennis" })).await;
    assert_eq!(tennis["sports"].as_array().map(Vec::len), Some(1));
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_cricket_match_names_each_side_s_batters_in_its_top_batsman_markets() {
    let app = spawn_app().await;
    let (_, list) = app.get("/api/sb/matches?sport_key=cricket&match_status=0&limit=1").await;
    let id = &list["data"][0]["id"];
    let top_batsmen = |body: &Value| -> Vec<Value> {
        let all = body["data"].as_array().expect("list");
        all.iter().filter(|m| m["id"] == 1341).cloned().collect()
    };
    let (_, en) = app.get_in(&format!("/api/sb/matches/{id}/markets?limit=500"), "en").await;
    let (_, sr) = app.get_in(&format!("/api/sb/matches/{id}/markets?limit=500"), "sr").await;
    let (en, sr) = (top_batsmen(&en), top_batsmen(&sr));
    assert_eq!(en.len(), 2, "both innings, match {id}");
    assert_eq!(en[0]["name"], "Innings 1 - top batsman");
    assert_eq!(sr[0]["name"], "1. ining - najbolji udarač");
    let names = |market: &Value| -> Vec<String> {
        let outcomes = market["outcomes"].as_array().expect("outcomes");
        outcomes.iter().map(|o| o["name"].as_str().expect("name").to_owned()).collect()
    };
    let (home, away) = (names(&en[0]), names(&en[1]));
    // Tail-enders priced beyond the maximum price are not offered.
    assert!((8..=11).contains(&home.len()), "{home:?}");
    for name in home.iter().chain(&away) {
        let (given, surname) = name.split_once(' ').unwrap_or_else(|| panic!("a player's full name: {name:?}"));
        assert!(given.chars().all(char::is_alphabetic) && !surname.is_empty(), "{name:?}");
    }
    assert!(home.iter().all(|n| !away.contains(n)), "two different sides: {home:?} {away:?}");
    assert_eq!(names(&sr[0]), home, "players' names are the same in every language");
    assert_eq!(en[0]["status"], 1);
    assert!(en[0]["outcomes"][0]["odds"].as_f64().is_some(), "the opener is priced: {}", en[0]);
    app.stop().await;
}
