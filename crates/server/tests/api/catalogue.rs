use crate::support::{assert_error, spawn_app};

#[tokio::test(flavor = "multi_thread")]
async fn sports_are_listed_by_priority_with_names_in_the_requested_language() {
    let app = spawn_app().await;
    let (status, sr) = app.get_in("/api/sb/sports", "sr").await;
    assert_eq!(status, 200);
    let (_, en) = app.get_in("/api/sb/sports", "en").await;
    let sports = sr["data"].as_array().expect("list");
    assert!(sports.len() >= 10, "every simulated sport is offered");
    let priorities: Vec<i64> = sports.iter().map(|s| s["priority"].as_i64().expect("priority")).collect();
    assert!(priorities.windows(2).all(|w| w[0] <= w[1]), "sorted by priority: {priorities:?}");
    assert_eq!(sr["data"][0]["key"], "football");
    assert_eq!(sr["data"][0]["name"], "Fudbal");
    assert_eq!(en["data"][0]["name"], "Football");
    let kinds: Vec<&str> = sports.iter().filter_map(|s| s["type"].as_str()).collect();
    assert!(kinds.contains(&"cyber") && kinds.contains(&"premium_cricket") && kinds.contains(&"regular"));
    let cyber = sports.iter().find(|s| s["key"] == "cs2").expect("CS2 is offered");
    assert_eq!(cyber["provider"], "oddin");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn an_unsupported_language_falls_back_to_serbian_and_br_is_an_alias() {
    let app = spawn_app().await;
    let (_, de) = app.get_in("/api/sb/sports", "de").await;
    assert_eq!(de["data"][0]["name"], "Fudbal");
    let response = app
        .client
        .get(format!("{}/api/sb/sports", app.address))
        .header("Accept-Language", "fr-FR, en;q=0.8")
        .send()
        .await
        .expect("request");
    let body: serde_json::Value = response.json().await.expect("json");
    assert_eq!(body["data"][0]["name"], "Football", "Accept-Language is honoured when no Language header is sent");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn categories_and_tournaments_filter_by_sport_and_resolve_by_id() {
    let app = spawn_app().await;
    let (status, categories) = app.get("/api/sb/categories?sport_key=tennis").await;
    assert_eq!(status, 200);
    let list = categories["data"].as_array().expect("list");
    assert!(!list.is_empty());
    assert!(list.iter().all(|c| c["sport"]["key"] == "tennis"));
    let category_id = list[0]["id"].as_u64().expect("id");

    let (status, one) = app.get(&format!("/api/sb/categories/{category_id}")).await;
    assert_eq!(status, 200);
    assert_eq!(one["data"]["id"], category_id);

    let (_, tournaments) = app.get(&format!("/api/sb/tournaments?category_id={category_id}")).await;
    let list = tournaments["data"].as_array().expect("list");
    assert!(!list.is_empty());
    assert!(list.iter().all(|t| t["category"]["id"] == category_id));
    let tournament = &list[0];
    assert_eq!(tournament["main_market_outcomes_count"], 2, "tennis has a two-way main market");
    let (status, one) = app.get(&format!("/api/sb/tournaments/{}", tournament["id"])).await;
    assert_eq!(status, 200);
    assert_eq!(one["data"]["slug"], tournament["slug"]);

    let (_, football) = app.get("/api/sb/tournaments?sport_key=football").await;
    assert_eq!(football["data"][0]["main_market_outcomes_count"], 3, "football's main market is 1X2");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn unknown_ids_are_not_found_with_the_json_error_shape() {
    let app = spawn_app().await;
    for path in [
        "/api/sb/categories/999999",
        "/api/sb/tournaments/0",
        "/api/sb/categories/abc",
        "/api/sb/matches/424242424",
        "/api/sb/matches/x/markets",
        "/api/sb/nothing-here",
    ] {
        let (status, body) = app.get(path).await;
        assert_error(status, &body, 404, "not_found");
    }
    app.stop().await;
}
