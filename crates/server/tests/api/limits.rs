//! Safer-gambling limits the server enforces (`/api/platform/user_limits`, decision 022), on
//! SQLite and PostgreSQL: money limits refuse what would break them and allow what would not,
//! loosening waits 24 hours and a confirmation (the test clock moves the request back), and
//! time-outs and self-exclusions end the session and stop sign-in until they end.

use crate::accounts::{
    assert_ledger_clean, assert_refused, call, deposit, get, post, sign_in, signed_in, Auth, Reply, PASSWORD,
};
use crate::bets::{balance, funded, picks, place, placement, Pick};
use crate::support::{spawn_app_on, TestApp, BACKENDS};
use reqwest::Method;
use serde_json::{json, Value};
use sportsbook_server::db::Db;

const DAY_MS: i64 = 86_400_000;

async fn set(app: &TestApp, auth: &Auth, body: Value) -> Reply {
    post(app, "/api/platform/user_limits", body, auth).await
}

async fn limits(app: &TestApp, auth: &Auth) -> Vec<Value> {
    let reply = get(app, "/api/platform/user_limits", auth).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().expect("limits").clone()
}

/// The limits the player's notifications say were used up: (type, period), newest first.
async fn reached(app: &TestApp, auth: &Auth) -> Vec<(Value, Value)> {
    let reply = get(app, "/api/sb/notifications?limit=100", auth).await;
    let list = reply.body["data"].as_array().expect("notifications");
    list.iter()
        .filter(|n| n["kind"] == "limit_reached")
        .map(|n| (n["data"]["limit_type"].clone(), n["data"]["period"].clone()))
        .collect()
}

/// The test clock: makes every waiting change (and running block) of the database a day older.
async fn a_day_passes(app: &TestApp) {
    let db = Db::connect(&app.database_url).await.expect("db");
    for column in ["requested_at", "ends_at"] {
        let sql = format!("UPDATE user_limits SET {column} = {column} - {DAY_MS} WHERE {column} IS NOT NULL");
        sqlx::query(&sql).execute(&db.pool).await.expect("moving the clock");
    }
    db.pool.close().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_deposit_limit_refuses_what_would_pass_it_and_loosens_only_after_a_day_and_a_confirmation() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let ana = signed_in(&app, "ana@example.com").await;
        let limit = set(&app, &ana, json!({ "type": "deposit", "period": "day", "amount": "50.00" })).await;
        assert_eq!(limit.status, 200, "{backend:?}: {}", limit.body);
        let id = limit.body["data"]["id"].as_i64().expect("id");
        assert_eq!(limit.body["data"]["status"], "active", "{backend:?}: a first limit is in force at once");

        assert_eq!(deposit(&app, json!({ "amount": "30.00" }), &ana).await.status, 201, "{backend:?}");
        let over = deposit(&app, json!({ "amount": "30.00" }), &ana).await;
        assert_refused(&over, 422, "deposit_limit_reached");
        assert_eq!(over.body["error"]["details"]["available"], "20.00", "{backend:?}");
        assert_eq!(over.body["error"]["details"]["limit"], "50.00", "{backend:?}: the refusal quotes the limit");
        assert_eq!(over.body["error"]["details"]["period"], "day", "{backend:?}");
        assert!(over.body["error"]["details"]["resets_at"].as_str().is_some_and(|t| t.ends_with("T00:00:00.000Z")));
        assert_eq!(balance(&app, &ana).await, 3_000, "{backend:?}: the refused deposit moved nothing");
        assert!(reached(&app, &ana).await.is_empty(), "{backend:?}: 20.00 left");
        assert_eq!(deposit(&app, json!({ "amount": "20.00" }), &ana).await.status, 201, "{backend:?}");
        assert_eq!(limits(&app, &ana).await[0]["used"], 5_000, "{backend:?}");
        assert_eq!(reached(&app, &ana).await, vec![(json!("deposit"), json!("day"))], "{backend:?}: used up");

        // Raising waits: the old amount holds until 24 hours have passed and the player confirms.
        let raised = set(&app, &ana, json!({ "type": "deposit", "period": "day", "amount": "100.00" })).await;
        assert_eq!(raised.body["data"]["status"], "unconfirmed", "{backend:?}: {}", raised.body);
        assert_eq!(
            (raised.body["data"]["amount"].clone(), raised.body["data"]["pending_amount"].clone()),
            (json!(5_000), json!(10_000))
        );
        assert_refused(&deposit(&app, json!({ "amount": "1.00" }), &ana).await, 422, "deposit_limit_reached");
        let confirm = format!("/api/platform/user_limits/{id}/confirm");
        let early = post(&app, &confirm, json!({}), &ana).await;
        assert_refused(&early, 422, "limit_cooling");
        assert!(early.body["error"]["details"]["confirmable_at"].is_string(), "{backend:?}");
        a_day_passes(&app).await;
        let confirmed = post(&app, &confirm, json!({}), &ana).await;
        assert_eq!(confirmed.status, 200, "{backend:?}: {}", confirmed.body);
        assert_eq!(confirmed.body["data"]["status"], "active", "{backend:?}");
        assert_eq!(confirmed.body["data"]["amount"], 10_000, "{backend:?}");
        assert_eq!(deposit(&app, json!({ "amount": "10.00" }), &ana).await.status, 201, "{backend:?}");

        // Lowering is at once, and cancels a waiting raise.
        set(&app, &ana, json!({ "type": "deposit", "period": "day", "amount": "200.00" })).await;
        let lowered = set(&app, &ana, json!({ "type": "deposit", "period": "day", "amount": "60.00" })).await;
        assert_eq!(lowered.body["data"]["status"], "active", "{backend:?}: {}", lowered.body);
        assert_eq!(
            (lowered.body["data"]["amount"].clone(), lowered.body["data"]["pending_amount"].clone()),
            (json!(6_000), Value::Null)
        );
        assert_refused(&deposit(&app, json!({ "amount": "1.00" }), &ana).await, 422, "deposit_limit_reached");

        // Removing waits too; once confirmed the limit is gone.
        let removing = call(&app, Method::DELETE, &format!("/api/platform/user_limits/{id}"), None, &ana).await;
        assert_eq!(removing.body["data"]["status"], "unconfirmed_disabled", "{backend:?}: {}", removing.body);
        assert_refused(&deposit(&app, json!({ "amount": "1.00" }), &ana).await, 422, "deposit_limit_reached");
        a_day_passes(&app).await;
        assert_eq!(post(&app, &confirm, json!({}), &ana).await.body["data"]["status"], "disabled", "{backend:?}");
        assert_eq!(limits(&app, &ana).await, Vec::<Value>::new(), "{backend:?}");
        assert_eq!(deposit(&app, json!({ "amount": "1.00" }), &ana).await.status, 201, "{backend:?}");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

/// Places one single of `stake` on `pick`; the reply.
async fn bet(app: &TestApp, auth: &Auth, stake: &str, pick: &[Pick]) -> Reply {
    place(app, placement(stake, pick, None), auth).await
}

#[tokio::test(flavor = "multi_thread")]
async fn stake_wager_and_loss_limits_refuse_the_bet_that_would_pass_them_and_the_strictest_wins() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let pick = picks(&app, 0, 1).await;
        let ana = funded(&app, "ana@example.com").await;
        assert_eq!(set(&app, &ana, json!({ "type": "bet", "amount": "5.00" })).await.status, 200, "{backend:?}");
        assert_refused(&bet(&app, &ana, "5.01", &pick).await, 422, "bet_limit_reached");
        assert_eq!(bet(&app, &ana, "5.00", &pick).await.status, 201, "{backend:?}");

        // A weekly wager limit of 20 and a daily one of 8: 5 is used, so 3.01 passes the daily one.
        set(&app, &ana, json!({ "type": "wager", "period": "week", "amount": "20.00" })).await;
        set(&app, &ana, json!({ "type": "wager", "period": "day", "amount": "8.00" })).await;
        let over = bet(&app, &ana, "3.01", &pick).await;
        assert_refused(&over, 422, "wager_limit_reached");
        assert_eq!(over.body["error"]["details"]["period"], "day", "{backend:?}: the strictest limit is named");
        assert_eq!(over.body["error"]["details"]["available"], "3.00", "{backend:?}");
        assert_eq!(over.body["error"]["details"]["limit"], "8.00", "{backend:?}");
        let max = post(&app, "/api/sb/bets/max-stake", placement("1", &pick, None), &ana).await;
        assert_eq!(max.body["data"]["max_stake"], "3.00", "{backend:?}: Max stops at the limit's room");
        assert!(reached(&app, &ana).await.is_empty(), "{backend:?}: a stake limit is never used up");
        assert_eq!(bet(&app, &ana, "3.00", &pick).await.status, 201, "{backend:?}");
        assert_eq!(balance(&app, &ana).await, 10_000 - 800, "{backend:?}: refused bets took nothing");
        assert_eq!(reached(&app, &ana).await, vec![(json!("wager"), json!("day"))], "{backend:?}: only the daily one");
        let max = post(&app, "/api/sb/bets/max-stake", placement("1", &pick, None), &ana).await;
        assert_eq!(max.body["data"]["max_stake"], "0.00", "{backend:?}: {}", max.body);

        // A loss limit counts stakes less returns: 8 staked, nothing returned yet.
        let ben = funded(&app, "ben@example.com").await;
        set(&app, &ben, json!({ "type": "loss", "period": "month", "amount": "4.00" })).await;
        assert_eq!(bet(&app, &ben, "4.00", &pick).await.status, 201, "{backend:?}");
        assert_refused(&bet(&app, &ben, "0.10", &pick).await, 422, "loss_limit_reached");
        assert_eq!(reached(&app, &ben).await, vec![(json!("loss"), json!("month"))], "{backend:?}: told once");
        // Two bets of one placement count together: 2 + 2 of a 3.00 limit is refused whole.
        let cy = funded(&app, "cy@example.com").await;
        set(&app, &cy, json!({ "type": "wager", "period": "day", "amount": "3.00" })).await;
        let mut two = placement("2.00", &pick, None);
        let second = two["bets"][0].clone();
        two["bets"].as_array_mut().expect("bets").push(second);
        assert_refused(&place(&app, two, &cy).await, 422, "wager_limit_reached");
        assert_eq!(bet(&app, &cy, "3.00", &pick).await.status, 201, "{backend:?}: the refused pair used none of it");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_time_out_or_self_exclusion_ends_the_session_and_stops_sign_in_until_it_ends() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let ana = signed_in(&app, "ana@example.com").await;
        let timed_out = set(&app, &ana, json!({ "type": "coolingoff", "length": "day" })).await;
        assert_eq!(timed_out.status, 200, "{backend:?}: {}", timed_out.body);
        let block = timed_out.body["data"]["id"].as_i64().expect("id");
        assert!(timed_out.set_cookie().is_some_and(|c| c.contains("Max-Age=0")), "{backend:?}: the cookie is cleared");
        assert_refused(&get(&app, "/api/platform/player", &ana).await, 401, "session_expired");
        let refused = sign_in(&app, "ana@example.com", PASSWORD).await;
        assert_refused(&refused, 403, "account_timed_out");
        assert!(refused.body["error"]["details"]["ends_at"].is_string(), "{backend:?}");
        a_day_passes(&app).await;
        let back = sign_in(&app, "ana@example.com", PASSWORD).await;
        assert_eq!(back.status, 200, "{backend:?}: the time-out ended: {}", back.body);
        let ana = Auth::Cookie(back.session_cookie().expect("cookie"));
        assert_eq!(limits(&app, &ana).await, Vec::<Value>::new(), "{backend:?}: an ended time-out is not listed");
        let lift = call(&app, Method::DELETE, &format!("/api/platform/user_limits/{block}"), None, &ana).await;
        assert_refused(&lift, 422, "limit_locked");

        let ben = signed_in(&app, "ben@example.com").await;
        let excluded = set(&app, &ben, json!({ "type": "selfexclusion", "length": "indefinite" })).await;
        assert_eq!(excluded.body["data"]["ends_at"], Value::Null, "{backend:?}: {}", excluded.body);
        a_day_passes(&app).await;
        let refused = sign_in(&app, "ben@example.com", PASSWORD).await;
        assert_refused(&refused, 403, "account_self_excluded");
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn bad_limits_and_other_players_limits_are_refused() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let ana = signed_in(&app, "ana@example.com").await;
        let ben = signed_in(&app, "ben@example.com").await;
        let refusals = [
            (json!({ "type": "casino" }), "limit_type_invalid"),
            (json!({ "type": "deposit", "amount": "10.00" }), "limit_period_invalid"),
            (json!({ "type": "deposit", "period": "year", "amount": "10.00" }), "limit_period_invalid"),
            (json!({ "type": "bet", "period": "day", "amount": "10.00" }), "limit_period_invalid"),
            (json!({ "type": "wager", "period": "day", "amount": "-5" }), "amount_invalid"),
            (json!({ "type": "wager", "period": "day", "amount": "0" }), "amount_not_positive"),
            (json!({ "type": "wager", "period": "day", "amount": "1.001" }), "amount_too_many_decimals"),
            (json!({ "type": "wager", "period": "day", "amount": "99999999999999999999" }), "amount_too_large"),
            (json!({ "type": "wager", "period": "day" }), "amount_invalid"),
            (json!({ "type": "wager", "period": "day", "amount": "5", "currency": "XYZ" }), "currency_invalid"),
            (json!({ "type": "coolingoff", "length": "year" }), "limit_length_invalid"),
            (json!({ "type": "selfexclusion", "length": "day" }), "limit_length_invalid"),
            (json!({ "type": "selfexclusion" }), "limit_length_invalid"),
        ];
        for (body, code) in refusals {
            let reply = set(&app, &ana, body.clone()).await;
            assert_eq!(reply.body["error"]["code"], code, "{backend:?}: {body}: {}", reply.body);
            assert_eq!(reply.status, 422, "{backend:?}: {body}");
        }
        assert_eq!(limits(&app, &ana).await, Vec::<Value>::new(), "{backend:?}: nothing stored");
        let mine = set(&app, &ana, json!({ "type": "wager", "period": "day", "amount": "5" })).await;
        let id = mine.body["data"]["id"].as_i64().expect("id");
        let theirs = call(&app, Method::DELETE, &format!("/api/platform/user_limits/{id}"), None, &ben).await;
        assert_refused(&theirs, 404, "not_found");
        let confirm = post(&app, &format!("/api/platform/user_limits/{id}/confirm"), json!({}), &ben).await;
        assert_refused(&confirm, 404, "not_found");
        assert_refused(&post(&app, "/api/platform/user_limits/x/confirm", json!({}), &ana).await, 404, "not_found");
        let nothing = post(&app, &format!("/api/platform/user_limits/{id}/confirm"), json!({}), &ana).await;
        assert_refused(&nothing, 422, "nothing_to_change");
        assert_eq!(
            limits(&app, &ben).await,
            Vec::<Value>::new(),
            "{backend:?}: another player's limits are not listed"
        );
        let anonymous = set(&app, &Auth::None, json!({ "type": "bet", "amount": "5" })).await;
        assert_refused(&anonymous, 401, "unauthorized");
        app.stop().await;
    }
}
