//! Sportsbook sessions, reality checks and the session and time limits (decision 038), on SQLite
//! and PostgreSQL. The test clock moves the player's sessions back in the database, which is
//! exactly what the passing of minutes does to them.

use crate::accounts::{assert_ledger_clean, assert_refused, get, post, Auth, Reply};
use crate::bets::{funded, picks, place, placement};
use crate::support::{spawn_app_on, TestApp, BACKENDS};
use serde_json::{json, Value};
use sportsbook_server::db::Db;

const START: &str = "/api/platform/sportsbook_sessions";
const INFO: &str = "/api/platform/sportsbook_sessions/info";
const CONTINUE: &str = "/api/platform/sportsbook_sessions/continue";

/// The test clock: the player's sessions (and their last reality check) happened `minutes` earlier.
async fn minutes_pass(app: &TestApp, minutes: i64) {
    let db = Db::connect(&app.database_url).await.expect("db");
    let ms = minutes * 60_000;
    for column in ["started_at", "last_seen_at", "checked_at", "ended_at"] {
        let sql = format!("UPDATE sportsbook_sessions SET {column} = {column} - {ms} WHERE {column} IS NOT NULL");
        sqlx::query(&sql).execute(&db.pool).await.expect("moving the clock");
    }
    db.pool.close().await;
}

async fn limit(app: &TestApp, auth: &Auth, body: Value) {
    let set = post(app, "/api/platform/user_limits", body, auth).await;
    assert_eq!(set.status, 200, "{}", set.body);
}

fn data(reply: &Reply) -> &Value {
    &reply.body["data"]
}

#[tokio::test(flavor = "multi_thread")]
async fn a_session_runs_its_reality_checks_and_counts_its_stakes() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let ana = funded(&app, "ana@example.com").await;
        assert_refused(&get(&app, INFO, &ana).await, 400, "session_not_started");
        let started = post(&app, START, json!({}), &ana).await;
        assert_eq!(started.status, 201, "{backend:?}: {}", started.body);
        assert_eq!(started.headers["cache-control"], "no-store");
        assert_eq!(data(&started)["reality_check"], Value::Null, "no reality check until the player sets one");
        let again = post(&app, START, json!({}), &ana).await;
        assert_eq!((again.status, &data(&again)["id"]), (200, &data(&started)["id"]), "{backend:?}: the same session");

        limit(&app, &ana, json!({ "type": "reality_check", "amount": 1 })).await;
        let pick = picks(&app, 0, 1).await;
        assert_eq!(place(&app, placement("2.50", &pick, None), &ana).await.status, 201, "{backend:?}");
        let info = get(&app, INFO, &ana).await;
        assert_eq!(info.status, 200, "{}", info.body);
        assert_eq!(data(&info)["reality_check"]["interval_minutes"], 1);
        assert!(data(&info)["reality_check"]["due_in_seconds"].as_i64().is_some_and(|s| (1..=60).contains(&s)));
        assert_eq!((data(&info)["staked"].as_i64(), data(&info)["net"].as_i64()), (Some(250), Some(-250)));

        minutes_pass(&app, 2).await;
        let due = get(&app, INFO, &ana).await;
        assert_eq!(data(&due)["reality_check"]["due_in_seconds"], 0, "{backend:?}: {}", due.body);
        assert!(data(&due)["duration_seconds"].as_i64().is_some_and(|s| s >= 120));
        let answered = post(&app, CONTINUE, json!({ "choice": "continue" }), &ana).await;
        assert_eq!(answered.status, 200, "{}", answered.body);
        assert_eq!(data(&answered)["reality_check"]["due_in_seconds"], 60, "{backend:?}: a whole interval from now");
        assert_refused(&post(&app, CONTINUE, json!({ "choice": "later" }), &ana).await, 422, "invalid_parameter");

        // Stopping at a reality check ends the session; the next page starts another.
        assert_eq!(post(&app, CONTINUE, json!({ "choice": "stop" }), &ana).await.status, 200);
        assert_refused(&get(&app, INFO, &ana).await, 400, "session_not_started");
        let next = post(&app, START, json!({}), &ana).await;
        assert_eq!(next.status, 201, "{backend:?}");
        assert_ne!(data(&next)["id"], data(&started)["id"]);
        assert_eq!(data(&next)["staked"], 0, "a new session counts afresh");
        assert_refused(&get(&app, INFO, &Auth::None).await, 401, "unauthorized");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_session_limit_ends_the_session_and_the_sign_in() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let ben = funded(&app, "ben@example.com").await;
        limit(&app, &ben, json!({ "type": "sportsbook_session", "amount": "5" })).await;
        let started = post(&app, START, json!({}), &ben).await;
        assert_eq!(data(&started)["session_limit"]["minutes"], 5, "{backend:?}: {}", started.body);
        minutes_pass(&app, 4).await;
        assert_eq!(get(&app, INFO, &ben).await.status, 200, "{backend:?}: a minute left");
        minutes_pass(&app, 2).await;
        let ended = get(&app, INFO, &ben).await;
        assert_refused(&ended, 401, "session_limit_reached");
        assert_eq!(ended.body["error"]["details"]["minutes"], 5);
        assert!(ended.set_cookie().is_some_and(|c| c.contains("Max-Age=0")), "{backend:?}: the cookie is cleared");
        assert_refused(&get(&app, "/api/platform/player", &ben).await, 401, "session_expired");
        let again = crate::accounts::sign_in(&app, "ben@example.com", crate::accounts::PASSWORD).await;
        let ben = Auth::Cookie(again.session_cookie().expect("signing in again"));
        let notes = get(&app, "/api/sb/notifications", &ben).await;
        let note = &notes.body["data"][0];
        assert_eq!(note["kind"], "limit_reached", "{backend:?}: {}", notes.body);
        assert_eq!(note["data"], json!({ "limit_type": "sportsbook_session", "minutes": 5 }), "{backend:?}");
        app.stop().await;
    }
}

/// The test clock for sign-ins: every sign-in began `minutes` earlier.
async fn sign_ins_age(app: &TestApp, minutes: i64) {
    let db = Db::connect(&app.database_url).await.expect("db");
    let ms = minutes * 60_000;
    let sql = format!(
        "UPDATE sessions SET created_at = created_at - {ms}, expires_at = expires_at - {ms}, \
         limit_ends_at = limit_ends_at - {ms}"
    );
    sqlx::query(&sql).execute(&db.pool).await.expect("moving the clock");
    db.pool.close().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_sign_in_limit_ends_every_sign_in_at_its_length() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let fay = funded(&app, "fay@example.com").await;
        sign_ins_age(&app, 40).await;
        // Set 40 minutes into the sign-in: the open one ends at once, as a new limit does.
        limit(&app, &fay, json!({ "type": "session", "amount": 30 })).await;
        let ended = get(&app, "/api/platform/player", &fay).await;
        assert_refused(&ended, 401, "session_limit_reached");
        assert_eq!(ended.body["error"]["details"], json!({ "limit_type": "session", "minutes": 30 }), "{backend:?}");
        assert_refused(&get(&app, INFO, &fay).await, 401, "session_limit_reached");
        let anonymous = get(&app, "/api/sb/matches?limit=1", &fay).await;
        assert_eq!(anonymous.status, 200, "{backend:?}: public pages still answer the ended sign-in");

        // Signing in again starts a sign-in of 30 minutes.
        let again = crate::accounts::sign_in(&app, "fay@example.com", crate::accounts::PASSWORD).await;
        let fay = Auth::Cookie(again.session_cookie().expect("signing in is not refused"));
        sign_ins_age(&app, 29).await;
        let listed = get(&app, "/api/platform/user_limits", &fay).await;
        let session = listed.body["data"].as_array().and_then(|l| l.iter().find(|l| l["type"] == "session")).cloned();
        let session = session.expect("the sign-in limit");
        assert_eq!((&session["amount"], &session["used"], &session["period"]), (&json!(30), &json!(29), &Value::Null));
        // A longer limit waits 24 hours: the open sign-in keeps its 30 minutes.
        let raised = post(&app, "/api/platform/user_limits", json!({ "type": "session", "amount": 60 }), &fay).await;
        assert_eq!(raised.body["data"]["status"], "unconfirmed", "{backend:?}: {}", raised.body);
        sign_ins_age(&app, 2).await;
        assert_refused(&get(&app, "/api/platform/player", &fay).await, 401, "session_limit_reached");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_sign_in_limit_refuses_lengths_outside_a_day() {
    let app = spawn_app_on(crate::support::TestBackend::Sqlite, &[]).await;
    let gus = funded(&app, "gus@example.com").await;
    for amount in [json!(0), json!(1_441), json!("half an hour"), json!(-5)] {
        let bad = post(&app, "/api/platform/user_limits", json!({ "type": "session", "amount": amount }), &gus).await;
        assert_refused(&bad, 422, "amount_invalid");
    }
    assert_eq!(get(&app, "/api/platform/player", &gus).await.status, 200, "nothing was set");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_time_limit_stops_sessions_and_bets_for_the_rest_of_its_period() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let mut cy = funded(&app, "cy@example.com").await;
        let pick = picks(&app, 0, 1).await;
        limit(&app, &cy, json!({ "type": "time", "period": "day", "amount": 10 })).await;
        assert_eq!(post(&app, START, json!({}), &cy).await.status, 201);
        // A session of eleven minutes earlier today (late enough in the day for the period).
        minutes_pass(&app, 11).await;
        let spent = get(&app, "/api/platform/user_limits", &cy).await;
        let time = spent.body["data"].as_array().and_then(|l| l.iter().find(|l| l["type"] == "time")).cloned();
        let time = time.expect("the time limit");
        let used = time["used"].as_i64().expect("minutes used");
        // In the first minutes after midnight UTC the moved session straddles the day's start
        // and only its part in today counts.
        let now_ms = i64::try_from(
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).expect("clock").as_millis(),
        )
        .expect("ms");
        let today = (now_ms % 86_400_000) / 60_000;
        assert_eq!(used, 11.min(today), "{backend:?}: {time}");
        if used >= 10 {
            let ended = get(&app, INFO, &cy).await;
            assert_refused(&ended, 401, "time_limit_reached");
            assert!(ended.body["error"]["details"]["resets_at"]
                .as_str()
                .is_some_and(|t| t.ends_with("T00:00:00.000Z")));
            let again = crate::accounts::sign_in(&app, "cy@example.com", crate::accounts::PASSWORD).await;
            cy = Auth::Cookie(again.session_cookie().expect("signing in is not refused"));
            let refused = post(&app, START, json!({}), &cy).await;
            assert_refused(&refused, 403, "time_limit_reached");
            let bet = place(&app, placement("1.00", &pick, None), &cy).await;
            assert_eq!(bet.body["error"]["code"], "time_limit_reached", "{backend:?}: {}", bet.body);
        } else {
            assert_eq!(get(&app, INFO, &cy).await.status, 200, "{backend:?}: time left today");
        }
        // Wrong amounts are refused, naming what is allowed.
        let bad =
            post(&app, "/api/platform/user_limits", json!({ "type": "time", "period": "day", "amount": 1441 }), &cy)
                .await;
        assert_refused(&bad, 422, "amount_invalid");
        assert_eq!(bad.body["error"]["details"]["max"], 1_440);
        for body in [
            json!({ "type": "reality_check", "amount": 0 }),
            json!({ "type": "reality_check", "amount": "ten" }),
            json!({ "type": "sportsbook_session", "amount": 1.5 }),
        ] {
            assert_refused(&post(&app, "/api/platform/user_limits", body, &cy).await, 422, "amount_invalid");
        }
        assert_refused(
            &post(&app, "/api/platform/user_limits", json!({ "type": "time", "amount": 30 }), &cy).await,
            422,
            "limit_period_invalid",
        );
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn an_activity_limit_counts_the_reported_minutes_and_ends_the_sign_in() {
    const TRACK: &str = "/api/platform/player/activity_limit_track";
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let dee = funded(&app, "dee@example.com").await;
        let pick = picks(&app, 0, 1).await;
        let untracked = post(&app, TRACK, json!({}), &dee).await;
        assert_eq!(data(&untracked)["tracked"], false, "{backend:?}: nothing is kept without a limit");
        limit(&app, &dee, json!({ "type": "activity", "period": "week", "amount": 2 })).await;
        assert_eq!(data(&post(&app, TRACK, json!({}), &dee).await)["tracked"], true);
        assert_eq!(data(&post(&app, TRACK, json!({}), &dee).await)["tracked"], false, "one minute counts once");
        let listed = get(&app, "/api/platform/user_limits", &dee).await;
        let activity = listed.body["data"].as_array().and_then(|l| l.iter().find(|l| l["type"] == "activity")).cloned();
        assert_eq!(activity.expect("the activity limit")["used"], 1, "{backend:?}");
        assert_eq!(place(&app, placement("1.00", &pick, None), &dee).await.status, 201, "{backend:?}: a minute left");

        // The minute before was a minute ago: the second one uses the limit up.
        let db = Db::connect(&app.database_url).await.expect("db");
        sqlx::query("UPDATE player_activity SET at = at - 60000").execute(&db.pool).await.expect("the clock");
        db.pool.close().await;
        let ended = post(&app, TRACK, json!({}), &dee).await;
        assert_refused(&ended, 401, "activity_limit_reached");
        assert_eq!(ended.body["error"]["details"]["period"], "week");
        assert_refused(&get(&app, "/api/platform/player", &dee).await, 401, "session_expired");
        let again = crate::accounts::sign_in(&app, "dee@example.com", crate::accounts::PASSWORD).await;
        let dee = Auth::Cookie(again.session_cookie().expect("signing in is not refused"));
        let bet = place(&app, placement("1.00", &pick, None), &dee).await;
        assert_eq!(bet.body["error"]["code"], "activity_limit_reached", "{backend:?}: {}", bet.body);
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_site_without_the_features_offers_none_of_their_limits() {
    let config =
        crate::accounts::site_config(r#"{"features": {"activity_tracking": false, "responsible_gambling": false}}"#);
    let app = spawn_app_on(crate::support::TestBackend::Sqlite, &[("SPORTSBOOK_SITE_CONFIG", &config)]).await;
    let eli = crate::accounts::signed_in(&app, "eli@example.com").await;
    for body in [
        json!({ "type": "activity", "period": "day", "amount": 30 }),
        json!({ "type": "reality_check", "amount": 30 }),
        json!({ "type": "time", "period": "day", "amount": 30 }),
    ] {
        assert_refused(&post(&app, "/api/platform/user_limits", body, &eli).await, 422, "limit_type_invalid");
    }
    let deposit = json!({ "type": "deposit", "period": "day", "amount": "50.00" });
    assert_eq!(post(&app, "/api/platform/user_limits", deposit, &eli).await.status, 200, "money limits stay");
    app.stop().await;
}
