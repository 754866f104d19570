//! The safer-gambling dashboard's figures (decision 039) on SQLite and PostgreSQL: the day's,
//! week's and month's net result from bets placed and settled, the time spent in sessions and the
//! reality checks answered, each player seeing only their own.

use crate::accounts::{assert_ledger_clean, assert_refused, get, post, Auth};
use crate::admin::{admin, spawn_admin_app};
use crate::bets::{funded, picks, place, placement};
use crate::settlement::{settled, settlement};
use crate::support::BACKENDS;
use reqwest::Method;
use serde_json::{json, Value};
use sportsbook_server::db::Db;

const DASHBOARD: &str = "/api/platform/player/safer_gambling";

fn current(figures: &Value, period: &str) -> Value {
    figures["data"]["net"][period].as_array().and_then(|list| list.last()).cloned().expect("the current period")
}

#[tokio::test(flavor = "multi_thread")]
async fn the_dashboard_counts_the_players_own_stakes_returns_time_and_reality_checks() {
    for backend in BACKENDS {
        let app = spawn_admin_app(backend, &[]).await;
        let ivy = funded(&app, "ivy@example.com").await;
        let other = funded(&app, "other@example.com").await;
        let legs = picks(&app, 0, 2).await;
        let won = place(&app, placement("2.00", &legs[..1], None), &ivy).await;
        let won_id = won.body["data"][0]["id"].as_i64().expect("a bet");
        assert_eq!(place(&app, placement("3.00", &legs[1..], None), &ivy).await.status, 201);
        assert_eq!(place(&app, placement("7.00", &legs[1..], None), &other).await.status, 201);
        let reply = admin(&app, Method::POST, "/api/admin/settlements", Some(settlement(&legs[0], 1, None))).await;
        assert_eq!(reply.status, 200, "{backend:?}: {}", reply.body);
        let payout = settled(&app, &ivy, &[won_id], &["done"]).await[0]["win_amount"].as_i64().expect("paid");
        assert!(payout > 200, "{backend:?}: a won bet pays more than its stake");

        let figures = get(&app, DASHBOARD, &ivy).await;
        assert_eq!(figures.status, 200, "{backend:?}: {}", figures.body);
        assert_eq!(figures.headers["cache-control"], "no-store");
        assert_eq!(
            (&figures.body["data"]["currency"], &figures.body["data"]["subunits"]),
            (&json!("EUR"), &json!(100))
        );
        let want = json!({ "staked": 500, "returned": payout, "net": payout - 500 });
        for (period, count) in [("day", 14), ("week", 8), ("month", 6)] {
            let list = figures.body["data"]["net"][period].as_array().expect("a series");
            assert_eq!(list.len(), count, "{backend:?}: {period}");
            let now = current(&figures.body, period);
            let shown = json!({ "staked": now["staked"], "returned": now["returned"], "net": now["net"] });
            assert_eq!(shown, want, "{backend:?}: this {period}");
            assert!(list[..count - 1].iter().all(|p| p["staked"] == 0 && p["returned"] == 0), "{backend:?}: {period}");
            assert!(list.windows(2).all(|w| w[0]["to"] == w[1]["from"]), "{backend:?}: {period} periods follow on");
        }
        assert_eq!(current(&get(&app, DASHBOARD, &other).await.body, "day")["staked"], 700, "{backend:?}: own bets");

        // A reality check answered two minutes into a session.
        assert_eq!(post(&app, "/api/platform/sportsbook_sessions", json!({}), &ivy).await.status, 201);
        let set = post(&app, "/api/platform/user_limits", json!({ "type": "reality_check", "amount": 1 }), &ivy).await;
        assert_eq!(set.status, 200, "{}", set.body);
        let db = Db::connect(&app.database_url).await.expect("db");
        sqlx::query(
            "UPDATE sportsbook_sessions SET started_at = started_at - 120000, last_seen_at = last_seen_at - 120000",
        )
        .execute(&db.pool)
        .await
        .expect("the clock");
        db.pool.close().await;
        let answered = post(&app, "/api/platform/sportsbook_sessions/continue", json!({ "choice": "continue" }), &ivy);
        assert_eq!(answered.await.status, 200, "{backend:?}");
        let figures = get(&app, DASHBOARD, &ivy).await;
        let checks = figures.body["data"]["reality_checks"].as_array().expect("the history");
        assert_eq!(checks.len(), 1, "{backend:?}: {}", figures.body);
        assert_eq!((&checks[0]["choice"], &checks[0]["session_minutes"]), (&json!("continue"), &json!(2)));
        let spent = &figures.body["data"]["time_spent_minutes"];
        let (day, month) = (spent["day"].as_i64().expect("day"), spent["month"].as_i64().expect("month"));
        // Right after midnight UTC the moved session straddles the day's start: only its part in
        // today counts.
        let now_ms = now_ms_utc();
        assert_eq!(day, 2.min((now_ms % 86_400_000) / 60_000), "{backend:?}: {spent}");
        assert!(month >= day && spent["week"].as_i64() >= Some(day), "{backend:?}: {spent}");
        assert_eq!(get(&app, DASHBOARD, &other).await.body["data"]["reality_checks"], json!([]), "{backend:?}");
        assert_refused(&get(&app, DASHBOARD, &Auth::None).await, 401, "unauthorized");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

fn now_ms_utc() -> i64 {
    let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).expect("clock");
    i64::try_from(since.as_millis()).expect("ms")
}
