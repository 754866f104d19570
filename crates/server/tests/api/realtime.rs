//! The sportsbook's realtime wiring over a real WebSocket: tokens from the API, the locale and
//! match channels fed by the trading engine, and the player's private channel.

use crate::accounts::{deposit, post, signed_in, Auth};
use crate::support::{spawn_app, TestApp};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::collections::VecDeque;
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub(crate) struct Socket {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    next_id: u64,
    /// Frames of a batch already received and not yet read (a message may carry several, a
    /// line each).
    pending: VecDeque<Value>,
}

impl Socket {
    /// Opens `/connection/websocket` and connects with a token from the API.
    pub(crate) async fn connect(app: &TestApp, auth: &Auth) -> Socket {
        let reply = post(app, "/api/sb/websocket/token", json!({}), auth).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        let token = reply.body["token"].as_str().expect("token").to_owned();
        let url = format!("{}/connection/websocket", app.address.replacen("http", "ws", 1));
        let (ws, _) = tokio_tungstenite::connect_async(url).await.expect("websocket opens");
        let mut socket = Socket { ws, next_id: 0, pending: VecDeque::new() };
        let reply = socket.command(json!({ "connect": { "token": token } })).await;
        assert!(reply.get("connect").is_some(), "connect refused: {reply}");
        socket
    }

    /// Sends a command and returns its reply (pushes arriving first are skipped); `null` when
    /// the server closed the connection instead.
    async fn command(&mut self, mut command: Value) -> Value {
        self.next_id += 1;
        command["id"] = json!(self.next_id);
        self.ws.send(Message::text(command.to_string())).await.expect("sends");
        while let Some(frame) = self.next_frame(Duration::from_secs(5)).await {
            if frame["id"] == json!(self.next_id) {
                return frame;
            }
        }
        Value::Null
    }

    pub(crate) async fn subscribe(&mut self, channel: &str, token: Option<&str>) -> Value {
        let mut request = json!({ "channel": channel });
        if let Some(token) = token {
            request["token"] = json!(token);
        }
        self.command(json!({ "subscribe": request })).await
    }

    /// The next JSON frame (each line of a batch is one), or `None` on timeout or close.
    async fn next_frame(&mut self, wait: Duration) -> Option<Value> {
        loop {
            if let Some(frame) = self.pending.pop_front() {
                return Some(frame);
            }
            let message = tokio::time::timeout(wait, self.ws.next()).await.ok()??.ok()?;
            match message {
                Message::Text(text) => {
                    for line in text.lines().filter(|line| !line.trim().is_empty()) {
                        if line.trim() == "{}" {
                            self.ws.send(Message::text("{}")).await.ok()?;
                        } else {
                            self.pending.push_back(serde_json::from_str(line).expect("a JSON frame"));
                        }
                    }
                }
                Message::Close(_) => return None,
                _ => continue,
            }
        }
    }

    /// Waits for a publication on `channel` whose event is `event_name`.
    pub(crate) async fn publication(&mut self, channel: &str, event_name: &str, within: Duration) -> Option<Value> {
        let deadline = tokio::time::Instant::now() + within;
        while let Some(left) = deadline.checked_duration_since(tokio::time::Instant::now()) {
            let frame = self.next_frame(left).await?;
            let push = &frame["push"];
            if push["channel"] == channel && push["pub"]["data"]["event_name"] == event_name {
                return Some(push["pub"]["data"]["message"].clone());
            }
        }
        None
    }
}

async fn a_live_match_id(app: &TestApp) -> u64 {
    let (status, body) = app.get_in("/api/sb/matches?match_status=1&limit=50", "en").await;
    assert_eq!(status, 200, "{body}");
    body["data"]
        .as_array()
        .and_then(|list| list.iter().find(|m| m["main_market"]["status"] == 1))
        .and_then(|m| m["id"].as_u64())
        .expect("an open live match")
}

#[tokio::test(flavor = "multi_thread")]
async fn an_anonymous_visitor_follows_a_live_match_as_the_engine_moves_it() {
    let app = spawn_app().await;
    let id = a_live_match_id(&app).await;
    let mut socket = Socket::connect(&app, &Auth::None).await;
    let updates = "sportsbook:updates:en";
    let match_channel = format!("sportsbook:match:en:{id}");
    assert!(socket.subscribe(updates, None).await.get("subscribe").is_some());
    assert!(socket.subscribe(&match_channel, None).await.get("subscribe").is_some());

    let markets = socket.publication(&match_channel, "markets_changed", Duration::from_secs(10)).await;
    let markets = markets.expect("the match's markets within 10 s");
    assert_eq!(markets["match_id"], id);
    let listed = markets["markets"].as_array().expect("markets");
    assert!(!listed.is_empty());
    assert!(listed.iter().all(|m| m["outcomes"].is_array() && m["name"].is_string()));
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn private_channel_tokens_are_issued_only_for_the_players_own_channel() {
    let app = spawn_app().await;
    let auth = signed_in(&app, "live@example.com").await;
    let player = crate::accounts::get(&app, "/api/platform/player", &auth).await;
    let user_id = player.body["data"]["id"].as_i64().expect("player id");
    let own = format!("$sportsbook:user:en:{user_id}");
    let other = format!("$sportsbook:user:en:{}", user_id + 1);

    let anonymous = post(&app, "/api/sb/websocket/authorize", json!({ "channels": [own] }), &Auth::None).await;
    assert_eq!(anonymous.status, 401, "{}", anonymous.body);
    let refused = post(&app, "/api/sb/websocket/authorize", json!({ "channels": [other] }), &auth).await;
    crate::accounts::assert_refused(&refused, 403, "channel_forbidden");
    let granted = post(&app, "/api/sb/websocket/authorize", json!({ "channels": [own] }), &auth).await;
    assert_eq!(granted.status, 200, "{}", granted.body);
    assert_eq!(granted.body["channels"][0]["channel"], own.as_str());
    let token = granted.body["channels"][0]["token"].as_str().expect("token").to_owned();

    let mut socket = Socket::connect(&app, &auth).await;
    let without_token = socket.subscribe(&other, None).await;
    assert_eq!(without_token["error"]["code"], 103, "{without_token}");
    let unknown = socket.subscribe("news:en", None).await;
    assert_eq!(unknown["error"]["code"], 102, "{unknown}");
    let subscribed = socket.subscribe(&own, Some(&token)).await;
    assert!(subscribed.get("subscribe").is_some(), "{subscribed}");

    let deposit = deposit(&app, json!({ "amount": "50.00", "currency": "EUR" }), &auth).await;
    assert_eq!(deposit.status, 201, "{}", deposit.body);
    let balance = socket.publication(&own, "balance_changed", Duration::from_secs(5)).await.expect("balance_changed");
    let eur = balance["accounts"].as_array().and_then(|a| a.iter().find(|x| x["currency"] == "EUR")).expect("EUR");
    assert_eq!(eur["balance"], 5000, "{balance}");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn anothers_anonymous_connection_cannot_use_a_players_channel_token() {
    let app = spawn_app().await;
    let auth = signed_in(&app, "owner@example.com").await;
    let player = crate::accounts::get(&app, "/api/platform/player", &auth).await;
    let own = format!("$sportsbook:user:en:{}", player.body["data"]["id"]);
    let granted = post(&app, "/api/sb/websocket/authorize", json!({ "channels": [own] }), &auth).await;
    let token = granted.body["channels"][0]["token"].as_str().expect("token").to_owned();

    let mut stranger = Socket::connect(&app, &Auth::None).await;
    let reply = stranger.subscribe(&own, Some(&token)).await;
    assert!(reply.get("subscribe").is_none(), "a token for another user was accepted: {reply}");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn signing_out_ends_the_players_realtime_connection_and_its_token() {
    let app = spawn_app().await;
    let auth = signed_in(&app, "leaver@example.com").await;
    let reply = post(&app, "/api/sb/websocket/token", json!({}), &auth).await;
    let token = reply.body["token"].as_str().expect("token").to_owned();
    let mut socket = Socket::connect(&app, &auth).await;

    crate::accounts::call(&app, reqwest::Method::DELETE, "/api/platform/users/sign_out", None, &auth).await;
    let close = tokio::time::timeout(Duration::from_secs(5), async {
        while let Some(Ok(message)) = socket.ws.next().await {
            if let Message::Close(frame) = message {
                return frame.map(|f| u16::from(f.code));
            }
        }
        None
    })
    .await
    .expect("the server closed the signed-out player's connection in time");
    assert_eq!(close, Some(3011), "closed with 'force reconnect'");

    // Reconnecting with the signed-out session's token: told it expired (109), not let in.
    let url = format!("{}/connection/websocket", app.address.replacen("http", "ws", 1));
    let (ws, _) = tokio_tungstenite::connect_async(url).await.expect("websocket opens");
    let mut again = Socket { ws, next_id: 0, pending: VecDeque::new() };
    let refused = again.command(json!({ "connect": { "token": token } })).await;
    assert_eq!(refused["error"]["code"], 109, "{refused}");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_placed_bet_tells_the_player_its_new_balance_with_a_larger_version() {
    let app = spawn_app().await;
    let auth = crate::bets::funded(&app, "stake@example.com").await;
    let player = crate::accounts::get(&app, "/api/platform/player", &auth).await;
    let own = format!("$sportsbook:user:en:{}", player.body["data"]["id"].as_i64().expect("player id"));
    let granted = post(&app, "/api/sb/websocket/authorize", json!({ "channels": [own] }), &auth).await;
    let token = granted.body["channels"][0]["token"].as_str().expect("token").to_owned();
    let before = crate::accounts::get(&app, "/api/platform/player/accounts", &auth).await.body["data"][0].clone();
    let mut socket = Socket::connect(&app, &auth).await;
    assert!(socket.subscribe(&own, Some(&token)).await.get("subscribe").is_some());

    let pick = crate::bets::picks(&app, 0, 1).await;
    let placed = crate::bets::place(&app, crate::bets::placement("5.00", &pick, None), &auth).await;
    assert_eq!(placed.status, 201, "{}", placed.body);
    let balance = socket.publication(&own, "balance_changed", Duration::from_secs(5)).await.expect("balance_changed");
    let eur = &balance["accounts"][0];
    assert_eq!(eur["balance"], before["balance"].as_i64().expect("balance") - 500, "{balance}");
    assert!(eur["version"].as_i64() > before["version"].as_i64(), "{balance} after {before}");
    app.stop().await;
}
