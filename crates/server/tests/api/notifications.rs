//! Notifications (`/api/sb/notifications…`, decision 023), on SQLite and PostgreSQL: a deposit,
//! a placed bet and its settlement each leave one, the player's private channel hears the
//! unread count move, and reading them is the player's own business.

use crate::accounts::{assert_ledger_clean, assert_refused, deposit, get, post, signed_in, Auth};
use crate::admin::{admin, spawn_admin_app};
use crate::bets::{picks, place, placement};
use crate::realtime::Socket;
use crate::settlement::{settled, settlement};
use crate::support::{spawn_app_on, TestApp, BACKENDS};
use reqwest::Method;
use serde_json::{json, Value};
use std::time::Duration;

/// The player's private channel (English), subscribed.
async fn private_channel(app: &TestApp, auth: &Auth) -> (Socket, String) {
    let player = get(app, "/api/platform/player", auth).await;
    let channel = format!("$sportsbook:user:en:{}", player.body["data"]["id"].as_i64().expect("player id"));
    let granted = post(app, "/api/sb/websocket/authorize", json!({ "channels": [channel] }), auth).await;
    let token = granted.body["channels"][0]["token"].as_str().expect("token").to_owned();
    let mut socket = Socket::connect(app, auth).await;
    assert!(socket.subscribe(&channel, Some(&token)).await.get("subscribe").is_some());
    (socket, channel)
}

/// Waits for the channel to announce `unread`.
async fn hears_unread(socket: &mut Socket, channel: &str, unread: i64) {
    loop {
        let message = socket.publication(channel, "unread_counters_changed", Duration::from_secs(10)).await;
        let message = message.unwrap_or_else(|| panic!("unread_counters_changed with {unread}"));
        if message["unread"] == unread {
            return;
        }
    }
}

async fn unread(app: &TestApp, auth: &Auth) -> Value {
    get(app, "/api/sb/notifications/counters", auth).await.body["data"]["unread"].clone()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_deposit_a_placed_bet_and_its_settlement_notify_the_player_live() {
    for backend in BACKENDS {
        let app = spawn_admin_app(backend, &[]).await;
        let ana = signed_in(&app, "ana@example.com").await;
        let (mut socket, channel) = private_channel(&app, &ana).await;

        assert_eq!(deposit(&app, json!({ "amount": "100.00" }), &ana).await.status, 201);
        hears_unread(&mut socket, &channel, 1).await;
        let pick = picks(&app, 0, 1).await;
        let placed = place(&app, placement("5.00", &pick, None), &ana).await;
        assert_eq!(placed.status, 201, "{backend:?}: {}", placed.body);
        let bet_id = placed.body["data"][0]["id"].as_i64().expect("bet id");
        hears_unread(&mut socket, &channel, 2).await;
        let reply = admin(&app, Method::POST, "/api/admin/settlements", Some(settlement(&pick[0], 1, None))).await;
        assert_eq!(reply.status, 200, "{backend:?}: {}", reply.body);
        let bet = settled(&app, &ana, &[bet_id], &["done"]).await;
        hears_unread(&mut socket, &channel, 3).await;

        let list = get(&app, "/api/sb/notifications", &ana).await;
        assert_eq!(list.headers["cache-control"], "private, no-store");
        let kinds: Vec<&str> =
            list.body["data"].as_array().expect("list").iter().filter_map(|n| n["kind"].as_str()).collect();
        assert_eq!(kinds, ["bet_settled", "bet_accepted", "deposit"], "{backend:?}: newest first");
        let settled_note = &list.body["data"][0];
        assert_eq!(settled_note["data"]["bet_id"], bet_id, "{backend:?}");
        assert_eq!(settled_note["data"]["payout"], bet[0]["win_amount"], "{backend:?}");
        assert_eq!(settled_note["read"], false, "{backend:?}");
        assert_eq!(list.body["data"][2]["data"]["status"], "success", "{backend:?}");
        let second = get(&app, "/api/sb/notifications?limit=2&page=2", &ana).await;
        assert_eq!(second.body["data"].as_array().map(Vec::len), Some(1), "{backend:?}");
        assert_eq!(second.body["pagination"]["total"], 3, "{backend:?}");

        // Another player cannot read them; the player reads one, then all.
        let ben = signed_in(&app, "ben@example.com").await;
        let ids: Vec<i64> =
            list.body["data"].as_array().expect("list").iter().filter_map(|n| n["id"].as_i64()).collect();
        assert_eq!(post(&app, "/api/sb/notifications/read", json!({ "ids": ids }), &ben).await.status, 204);
        assert_eq!(unread(&app, &ana).await, 3, "{backend:?}: another player's read changed nothing");
        assert_eq!(unread(&app, &ben).await, 0, "{backend:?}");
        assert_eq!(post(&app, "/api/sb/notifications/read", json!({ "ids": [ids[0]] }), &ana).await.status, 204);
        assert_eq!(unread(&app, &ana).await, 2, "{backend:?}");
        hears_unread(&mut socket, &channel, 2).await;
        assert_eq!(post(&app, "/api/sb/notifications/read-all", json!({}), &ana).await.status, 204);
        assert_eq!(unread(&app, &ana).await, 0, "{backend:?}");
        let all_read = get(&app, "/api/sb/notifications", &ana).await;
        assert!(all_read.body["data"].as_array().expect("list").iter().all(|n| n["read"] == true), "{backend:?}");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn notifications_refuse_strangers_and_bad_input() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let ana = signed_in(&app, "ana@example.com").await;
        assert_refused(&get(&app, "/api/sb/notifications", &Auth::None).await, 401, "unauthorized");
        assert_refused(&get(&app, "/api/sb/notifications/counters", &Auth::None).await, 401, "unauthorized");
        assert_refused(
            &post(&app, "/api/sb/notifications/read-all", json!({}), &Auth::None).await,
            401,
            "unauthorized",
        );
        for query in ["limit=0", "limit=101", "page=0", "page=x"] {
            let reply = get(&app, &format!("/api/sb/notifications?{query}"), &ana).await;
            assert_refused(&reply, 400, "invalid_parameter");
        }
        for body in [json!({ "ids": "all" }), json!({}), json!({ "ids": (0..501).collect::<Vec<i64>>() })] {
            assert_refused(&post(&app, "/api/sb/notifications/read", body, &ana).await, 400, "invalid_body");
        }
        assert_eq!(get(&app, "/api/sb/notifications", &ana).await.body["data"], json!([]), "{backend:?}");
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_maintenance_notice_reaches_every_player_but_those_on_a_break() {
    for backend in BACKENDS {
        let app = spawn_admin_app(backend, &[]).await;
        let ana = signed_in(&app, "ana@example.com").await;
        let ben = signed_in(&app, "ben@example.com").await;
        let (mut socket, channel) = private_channel(&app, &ana).await;
        let time_out = json!({ "type": "coolingoff", "length": "day" });
        assert_eq!(post(&app, "/api/platform/user_limits", time_out, &ben).await.status, 200, "{backend:?}");

        let window = json!({ "starts_at": "2099-01-01T02:00:00Z", "ends_at": "2099-01-01T04:30:00+00:00" });
        let told = admin(&app, Method::POST, "/api/admin/maintenance", Some(window)).await;
        assert_eq!(told.status, 200, "{backend:?}: {}", told.body);
        assert_eq!(told.body["data"]["notified"], 1, "{backend:?}: the player on a time-out hears nothing");
        hears_unread(&mut socket, &channel, 1).await;
        let list = get(&app, "/api/sb/notifications", &ana).await;
        assert_eq!(list.body["data"][0]["kind"], "maintenance", "{backend:?}: {}", list.body);
        assert_eq!(
            list.body["data"][0]["data"],
            json!({ "starts_at": "2099-01-01T02:00:00.000Z", "ends_at": "2099-01-01T04:30:00.000Z" })
        );

        for (bad, status) in [
            (json!({ "starts_at": "2099-01-01T04:00:00Z", "ends_at": "2099-01-01T02:00:00Z" }), 422),
            (json!({ "starts_at": "2000-01-01T00:00:00Z", "ends_at": "2000-01-01T02:00:00Z" }), 422),
            (json!({ "starts_at": "2099-01-01T00:00:00Z", "ends_at": "2099-01-04T00:00:00Z" }), 422),
            (json!({ "starts_at": "tomorrow", "ends_at": "2099-01-01T02:00:00Z" }), 422),
            (json!({ "starts_at": "2099-01-01T00:00:00Z" }), 400),
        ] {
            let refused = admin(&app, Method::POST, "/api/admin/maintenance", Some(bad.clone())).await;
            assert_eq!(refused.status, status, "{backend:?}: {bad} → {}", refused.body);
        }
        assert_eq!(unread(&app, &ana).await, 1, "{backend:?}: refused notices stored nothing");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}
