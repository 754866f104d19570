//! Favourite matches and leagues (`/api/sb/favourites/{type}`, `/matches?favourite=true`): each
//! player's own, exactly what the catalogue offers, on SQLite and PostgreSQL.

use crate::accounts::{assert_refused, call, get, signed_in, Auth};
use crate::support::{spawn_app_on, TestApp, BACKENDS};
use reqwest::Method;
use serde_json::{json, Value};

/// The ids of the first `count` prematch football matches and their leagues.
/// The `count` prematch matches that kick off last: none goes live while the test runs.
async fn prematch(app: &TestApp, count: usize) -> Vec<(u64, u64)> {
    let (_, list) = app.get("/api/sb/matches?match_status=0&sport_key=football&limit=200").await;
    let events = list["data"].as_array().expect("matches");
    assert!(events.len() >= count, "{count} prematch matches: {list}");
    events
        .iter()
        .rev()
        .take(count)
        .map(|e| (e["id"].as_u64().expect("id"), e["tournament"]["id"].as_u64().expect("league")))
        .collect()
}

async fn star(app: &TestApp, kind: &str, id: u64, auth: &Auth) -> u16 {
    call(app, Method::POST, &format!("/api/sb/favourites/{kind}/{id}"), None, auth).await.status
}

async fn unstar(app: &TestApp, kind: &str, id: u64, auth: &Auth) -> u16 {
    call(app, Method::DELETE, &format!("/api/sb/favourites/{kind}/{id}"), None, auth).await.status
}

async fn starred(app: &TestApp, path: &str, auth: &Auth) -> Value {
    let reply = get(app, path, auth).await;
    assert_eq!(reply.status, 200, "{path}: {}", reply.body);
    assert_eq!(reply.headers["cache-control"], "private, no-store", "{path}");
    reply.body["data"].clone()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_player_stars_and_unstars_matches_and_leagues_and_lists_only_their_own() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let (ana, ben) = (signed_in(&app, "ana@example.com").await, signed_in(&app, "ben@example.com").await);
        let events = prematch(&app, 3).await;
        let [(first, league), (second, _), (third, _)] = events[..] else { unreachable!() };

        for id in [first, second, first] {
            assert_eq!(star(&app, "matches", id, &ana).await, 204, "{backend:?}: starring {id} (again)");
        }
        assert_eq!(star(&app, "tournaments", league, &ana).await, 204, "{backend:?}");
        assert_eq!(star(&app, "matches", third, &ben).await, 204, "{backend:?}");
        // Most recently starred first; starring again did not duplicate or reorder.
        assert_eq!(starred(&app, "/api/sb/favourites/matches", &ana).await, json!([second, first]), "{backend:?}");
        assert_eq!(starred(&app, "/api/sb/favourites/tournaments", &ana).await, json!([league]), "{backend:?}");
        assert_eq!(starred(&app, "/api/sb/favourites/matches", &ben).await, json!([third]), "{backend:?}");
        let live_only = starred(&app, "/api/sb/favourites/matches?match_status=1", &ana).await;
        assert_eq!(live_only, json!([]), "{backend:?}: none of them is live");
        let prematch_only = starred(&app, "/api/sb/favourites/matches?match_status=0", &ana).await;
        assert_eq!(prematch_only, json!([second, first]), "{backend:?}");

        let page = starred(&app, "/api/sb/matches?favourite=true&limit=50", &ana).await;
        let mut ids: Vec<u64> = page.as_array().expect("page").iter().map(|e| e["id"].as_u64().expect("id")).collect();
        ids.sort_unstable();
        let mut expected = vec![first, second];
        expected.sort_unstable();
        assert_eq!(ids, expected, "{backend:?}: /matches?favourite=true lists the player's favourites");
        let narrowed = starred(&app, &format!("/api/sb/matches?favourite=true&id={first},{third}"), &ana).await;
        assert_eq!(narrowed.as_array().map(Vec::len), Some(1), "{backend:?}: ids narrow the favourites");
        assert_eq!(narrowed[0]["id"], first, "{backend:?}");
        // The public list is unchanged (and its cache holds nobody's favourites).
        let (_, everyone) = app.get("/api/sb/matches?favourite=false&limit=50").await;
        assert!(everyone["data"].as_array().is_some_and(|all| all.len() > 2), "{backend:?}");

        for _ in 0..2 {
            assert_eq!(unstar(&app, "matches", first, &ana).await, 204, "{backend:?}: unstarring (twice)");
        }
        assert_eq!(unstar(&app, "matches", second, &ana).await, 204, "{backend:?}");
        assert_eq!(starred(&app, "/api/sb/favourites/matches", &ana).await, json!([]), "{backend:?}");
        let none = starred(&app, "/api/sb/matches?favourite=true", &ana).await;
        assert_eq!(none, json!([]), "{backend:?}: no favourite lists nothing, not every match");
        assert_eq!(starred(&app, "/api/sb/favourites/matches", &ben).await, json!([third]), "{backend:?}");
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn favourites_refuse_strangers_unknown_ids_and_more_than_the_cap() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let ana = signed_in(&app, "ana@example.com").await;
        let (first, _) = prematch(&app, 1).await[0];

        assert_refused(&get(&app, "/api/sb/favourites/matches", &Auth::None).await, 401, "unauthorized");
        let path = format!("/api/sb/favourites/matches/{first}");
        assert_refused(&call(&app, Method::POST, &path, None, &Auth::None).await, 401, "unauthorized");
        assert_refused(&get(&app, "/api/sb/matches?favourite=true", &Auth::None).await, 401, "unauthorized");
        // A cookie session's write must carry the app header (CSRF).
        let Auth::Cookie(cookie) = &ana else { panic!("a cookie session") };
        let forged = app
            .client
            .post(format!("{}/api/sb/favourites/matches/{first}", app.address))
            .header("Cookie", format!("sb_session={cookie}"))
            .send()
            .await
            .expect("request");
        assert_eq!(forged.status().as_u16(), 403, "{backend:?}: no app header");

        for path in
            ["/api/sb/favourites/players/1", "/api/sb/favourites/matches/999999999", "/api/sb/favourites/matches/-4"]
        {
            assert_refused(&call(&app, Method::POST, path, None, &ana).await, 404, "not_found");
        }
        assert_refused(
            &call(&app, Method::POST, "/api/sb/favourites/matches/x%27--", None, &ana).await,
            404,
            "not_found",
        );
        assert_refused(&get(&app, "/api/sb/favourites/leagues", &ana).await, 404, "not_found");
        assert_refused(&get(&app, "/api/sb/favourites/matches?match_status=9", &ana).await, 400, "invalid_parameter");
        assert_refused(&get(&app, "/api/sb/favourites/matches?bettable=maybe", &ana).await, 400, "invalid_parameter");
        assert_refused(&get(&app, "/api/sb/matches?favourite=perhaps", &ana).await, 400, "invalid_parameter");

        // The cap: the store holds at most MAX_PER_KIND of a kind, and one more is refused.
        let (_, list) = app.get("/api/sb/matches?match_status=0,1&limit=500").await;
        let ids: Vec<u64> = list["data"].as_array().expect("matches").iter().filter_map(|e| e["id"].as_u64()).collect();
        assert!(ids.len() > 200, "{backend:?}: more than 200 matches to star ({})", ids.len());
        for &id in &ids[..200] {
            assert_eq!(star(&app, "matches", id, &ana).await, 204, "{backend:?}: starring {id}");
        }
        let full = call(&app, Method::POST, &format!("/api/sb/favourites/matches/{}", ids[200]), None, &ana).await;
        assert_refused(&full, 422, "favourites_full");
        assert_eq!(star(&app, "matches", ids[0], &ana).await, 204, "{backend:?}: one already starred is still fine");
        let kept = starred(&app, "/api/sb/favourites/matches", &ana).await;
        assert_eq!(kept.as_array().map(Vec::len), Some(200), "{backend:?}");
        app.stop().await;
    }
}
