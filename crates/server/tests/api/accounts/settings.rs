//! Sportsbook settings per player (`GET`/`POST /api/sb/settings`) and the small player
//! resources (locale, comp points, status groups, limits, currencies).

use super::*;
use crate::support::spawn_app;
use reqwest::Method;
use serde_json::json;

#[tokio::test(flavor = "multi_thread")]
async fn a_players_odds_type_stakes_and_accept_mode_are_saved_and_served() {
    let app = spawn_app().await;
    let auth = signed_in(&app, "ana@example.com").await;
    let defaults = get(&app, "/api/sb/settings", &Auth::None).await;
    assert_eq!(defaults.body["data"]["odds_types"]["selected"], "european");
    let saved = post(
        &app,
        "/api/sb/settings",
        json!({ "odds_type": "american", "stakes": [200, 1000], "auto_accept_odds_change": "higher" }),
        &auth,
    )
    .await;
    assert_eq!(saved.status, 200, "{}", saved.body);
    let mine = get(&app, "/api/sb/settings", &auth).await;
    assert_eq!(mine.body["data"]["odds_types"]["selected"], "american");
    assert_eq!(mine.body["data"]["stakes"], json!([200, 1000]));
    assert_eq!(mine.body["data"]["auto_accept_odds_change"], "higher");
    assert_eq!(get(&app, "/api/sb/settings", &Auth::None).await.body["data"]["odds_types"]["selected"], "european");

    assert_refused(
        &post(&app, "/api/sb/settings", json!({ "odds_type": "roman" }), &auth).await,
        422,
        "odds_type_invalid",
    );
    assert_refused(&post(&app, "/api/sb/settings", json!({ "stakes": [] }), &auth).await, 422, "stakes_invalid");
    assert_refused(&post(&app, "/api/sb/settings", json!({ "stakes": [-1] }), &auth).await, 422, "stakes_invalid");
    let mode = post(&app, "/api/sb/settings", json!({ "auto_accept_odds_change": "all" }), &auth).await;
    assert_refused(&mode, 422, "odds_accept_mode_invalid");
    assert_refused(&post(&app, "/api/sb/settings", json!({ "stakes": [1] }), &Auth::None).await, 401, "unauthorized");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_push_subscription_is_kept_until_the_player_drops_it() {
    let app = spawn_app().await;
    let auth = signed_in(&app, "push@example.com").await;
    let subscribed = |reply: &Reply| reply.body["data"]["push_notifications_subscribed"].clone();
    assert_eq!(subscribed(&get(&app, "/api/sb/settings", &auth).await), json!(false));
    let field = "one_signal_push_notification_subscription";
    let on = post(&app, "/api/sb/settings", json!({ field: "sub-123" }), &auth).await;
    assert_eq!((on.status, subscribed(&on)), (200, json!(true)), "{}", on.body);
    assert_eq!(subscribed(&get(&app, "/api/sb/settings", &auth).await), json!(true));
    assert_eq!(subscribed(&get(&app, "/api/sb/settings", &Auth::None).await), json!(false), "not for visitors");
    for bad in [json!("has space"), json!("x".repeat(201))] {
        assert_refused(&post(&app, "/api/sb/settings", json!({ field: bad }), &auth).await, 422, "invalid_parameter");
    }
    assert_eq!(subscribed(&get(&app, "/api/sb/settings", &auth).await), json!(true), "a refusal changes nothing");
    let off = post(&app, "/api/sb/settings", json!({ field: "" }), &auth).await;
    assert_eq!((off.status, subscribed(&off)), (200, json!(false)), "{}", off.body);
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn the_player_resources_answer_for_the_signed_in_player() {
    let app = spawn_app().await;
    let auth = signed_in(&app, "ana@example.com").await;
    let locale =
        call(&app, Method::PATCH, "/api/platform/player/update_locale", Some(json!({ "locale": "sr-ME" })), &auth);
    assert_eq!(locale.await.body["language"], "sr");
    assert_eq!(get(&app, "/api/platform/player", &auth).await.body["data"]["language"], "sr");
    let points = get(&app, "/api/platform/player/comp_points", &auth).await;
    assert_eq!(points.body["data"]["persistent_points"], 0);
    assert_eq!(points.body["data"]["conditions"][0]["min"], 0);
    let groups = get(&app, "/api/platform/player/status_groups", &auth).await;
    assert_eq!(groups.body["data"][0]["current"], true);
    assert_eq!(get(&app, "/api/platform/user_limits", &auth).await.body["data"], json!([]));
    let currencies = get(&app, "/api/platform/currencies", &Auth::None).await;
    assert_eq!(currencies.body["data"][3]["subcurrencies"][0]["code"], "mBTC");
    let named = call(&app, Method::PATCH, "/api/platform/player", Some(json!({ "first_name": "Ana" })), &auth).await;
    assert_eq!(named.body["data"]["first_name"], "Ana");
    let widget = app.client.get(format!("{}/platform/payment-widget.js", app.address)).send().await.expect("widget");
    assert!(widget.headers()["content-type"].to_str().is_ok_and(|t| t.starts_with("text/javascript")));
    assert!(widget.text().await.expect("script").contains("accounts-updated"));
    let frame = app.client.get(format!("{}/platform/payment-frame", app.address)).send().await.expect("frame");
    assert_eq!(frame.headers()["content-security-policy"], "frame-ancestors 'self'");
    assert_eq!(frame.headers()["x-frame-options"], "SAMEORIGIN");
    assert!(frame.text().await.expect("page").contains("/platform/payment-widget.js"));
    app.stop().await;
}
