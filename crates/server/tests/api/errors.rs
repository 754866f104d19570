use crate::support::{assert_error, spawn_app};

#[tokio::test(flavor = "multi_thread")]
async fn invalid_parameters_are_rejected_naming_the_parameter() {
    let app = spawn_app().await;
    let cases = [
        ("/api/sb/matches?sort_by=popularity", "sort_by"),
        ("/api/sb/matches?limit=0", "limit"),
        ("/api/sb/matches?limit=501", "limit"),
        ("/api/sb/matches?page=0", "page"),
        ("/api/sb/matches?start_from=yesterday", "start_from"),
        ("/api/sb/matches?start_to=2026-13-45T00:00:00Z", "start_to"),
        ("/api/sb/matches?match_status=9", "match_status"),
        ("/api/sb/matches?sport_type=virtual", "sport_type"),
        ("/api/sb/matches?type=race", "type"),
        ("/api/sb/matches?bettable=maybe", "bettable"),
        ("/api/sb/matches?category_id=one", "category_id"),
        ("/api/sb/matches?max_per_sport=-1", "max_per_sport"),
        ("/api/sb/tournaments?category_id=x", "category_id"),
    ];
    for (path, parameter) in cases {
        let (status, body) = app.get(path).await;
        let details = assert_error(status, &body, 400, "invalid_parameter");
        assert_eq!(details["parameter"], parameter, "{path}");
    }
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_malformed_counters_body_is_a_400() {
    let app = spawn_app().await;
    let response = app
        .client
        .post(format!("{}/api/sb/counters", app.address))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .expect("request");
    let status = response.status().as_u16();
    let body: serde_json::Value = response.json().await.expect("json");
    assert_error(status, &body, 400, "invalid_body");
    let (status, body) = app.post("/api/sb/counters", &serde_json::json!({ "match_status": "x" })).await;
    assert_error(status, &body, 400, "invalid_parameter");
    let (status, body) = app.post("/api/sb/counters", &serde_json::json!({ "sport_id": {} })).await;
    assert_error(status, &body, 400, "invalid_body");
    // The schema says a body is required: without one (no JSON content type) it is refused too.
    let bare = app.client.post(format!("{}/api/sb/counters", app.address)).send().await.expect("request");
    let status = bare.status().as_u16();
    assert_error(status, &bare.json().await.expect("json"), 400, "invalid_body");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn hostile_inputs_never_cause_a_server_error() {
    let app = spawn_app().await;
    let long = "9".repeat(5000);
    let paths = [
        format!("/api/sb/matches?id={long}"),
        "/api/sb/matches?id=-1,%00,%FF".to_owned(),
        "/api/sb/matches?limit=99999999999999999999".to_owned(),
        "/api/sb/matches?page=18446744073709551615&limit=500".to_owned(),
        "/api/sb/matches?sort_by=,,,".to_owned(),
        "/api/sb/matches?start_from=%27;DROP%20TABLE%20matches;--".to_owned(),
        "/api/sb/matches?limit=1&limit=2".to_owned(),
        format!("/api/sb/matches/{long}"),
        format!("/api/sb/matches/{long}/markets"),
        "/api/sb/matches/1/markets?group_key=%F0%9F%92%A3&market_id=%20".to_owned(),
        "/api/sb/search?q=%25%25%25%25".to_owned(),
        format!("/api/sb/search?q={}", "%C3%A9".repeat(50)),
        "/api/sb/categories/%2e%2e%2f%2e%2e".to_owned(),
    ];
    for path in &paths {
        let (status, body) = app.get(path).await;
        assert!([200, 400, 404].contains(&status), "{path} → {status} {body}");
        if status != 200 {
            assert!(body["error"]["code"].is_string(), "{path} → {body}");
        }
    }
    let (status, _) = app.get("/api/sb/matches").await;
    assert_eq!(status, 200, "the server is still up");
    app.stop().await;
}
