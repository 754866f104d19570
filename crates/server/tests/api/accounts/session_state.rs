//! `GET /api/platform/session` (decision 049): "signed out" is a 200, never a 401, whether the
//! visitor sent no session, an unknown one or one that ended; `GET /player` keeps its 401.

use super::*;
use crate::support::spawn_app;
use reqwest::Method;

#[tokio::test(flavor = "multi_thread")]
async fn the_session_endpoint_answers_signed_out_without_an_error_and_signed_in_with_the_player() {
    let app = spawn_app().await;
    let anonymous = get(&app, "/api/platform/session", &Auth::None).await;
    assert_eq!(anonymous.status, 200, "{}", anonymous.body);
    assert_eq!(anonymous.body["data"], json!({ "signed_in": false, "player": null }));
    assert_eq!(anonymous.headers["cache-control"], "no-store");
    assert_refused(&get(&app, "/api/platform/player", &Auth::None).await, 401, "unauthorized");

    let unknown = get(&app, "/api/platform/session", &Auth::Cookie("not-a-session".to_owned())).await;
    assert_eq!((unknown.status, &unknown.body["data"]["signed_in"]), (200, &json!(false)), "{}", unknown.body);

    let auth = signed_in(&app, "ana@example.com").await;
    let player = get(&app, "/api/platform/player", &auth).await;
    let session = get(&app, "/api/platform/session", &auth).await;
    assert_eq!(session.status, 200, "{}", session.body);
    assert_eq!(session.body["data"]["signed_in"], true);
    assert_eq!(session.body["data"]["player"], player.body["data"], "the same player as GET /player");

    let out = call(&app, Method::DELETE, "/api/platform/users/sign_out", None, &auth).await;
    assert_eq!(out.status, 204);
    let ended = get(&app, "/api/platform/session", &auth).await;
    assert_eq!(ended.status, 200, "{}", ended.body);
    assert_eq!(ended.body["data"], json!({ "signed_in": false, "player": null }));
    assert_refused(&get(&app, "/api/platform/player", &auth).await, 401, "session_expired");
    app.stop().await;
}
