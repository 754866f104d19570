use crate::support::spawn_app;

#[tokio::test(flavor = "multi_thread")]
async fn health_readiness_and_metrics_answer() {
    let app = spawn_app().await;
    let (status, body) = app.get("/healthz").await;
    assert_eq!((status, body["status"].as_str()), (200, Some("ok")));
    let (status, body) = app.get("/readyz").await;
    assert_eq!((status, body["database"].as_str()), (200, Some("ok")));
    let (status, body) = app.get("/metrics").await;
    assert_eq!(status, 200);
    let text = body.as_str().expect("plain text");
    let live: u64 = text
        .lines()
        .find_map(|l| l.strip_prefix("sportsbook_matches_live "))
        .and_then(|v| v.parse().ok())
        .expect("live gauge");
    assert!(live > 0, "{text}");
    assert!(text.contains("sportsbook_provider_up{provider=\"betradar\"}"));
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_server_without_a_feed_follows_the_catalogue_the_feed_writes() {
    let leader = spawn_app().await;
    let follower =
        crate::support::spawn_app_with(&[("DATABASE_URL", &leader.database_url), ("SPORTSBOOK_FEED", "off")]).await;
    let path = "/api/sb/matches?match_status=1&sport_key=football&limit=50";
    let (status, first) = follower.get(path).await;
    assert_eq!(status, 200);
    let first_live = first["data"].as_array().expect("list").clone();
    assert!(!first_live.is_empty(), "the follower serves the stored catalogue");
    tokio::time::sleep(std::time::Duration::from_millis(3500)).await;
    let (_, later) = follower.get(path).await;
    let moved = first_live.iter().any(|m| {
        later["data"].as_array().expect("list").iter().any(|l| {
            l["id"] == m["id"]
                && l["statistics"]["clock"]["match_time"].as_u64() > m["statistics"]["clock"]["match_time"].as_u64()
        })
    });
    assert!(moved, "live clocks advance on the follower too");
    follower.stop().await;
    leader.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn settings_list_odds_types_and_provider_statuses() {
    let app = spawn_app().await;
    let (status, body) = app.get("/api/sb/settings").await;
    assert_eq!(status, 200);
    let settings = &body["data"];
    assert_eq!(settings["odds_types"]["selected"], "european");
    assert_eq!(settings["odds_types"]["available"].as_array().map(Vec::len), Some(7));
    let providers: Vec<&str> =
        settings["provider_statuses"].as_array().expect("list").iter().filter_map(|p| p["provider"].as_str()).collect();
    assert_eq!(providers, vec!["betradar", "oddin", "betconstruct"]);
    assert_eq!(settings["sport_type_providers"]["cyber"][0], "oddin");
    assert_eq!(settings["additional_providers"]["premium_cricket"]["enabled"], true);
    app.stop().await;
}
