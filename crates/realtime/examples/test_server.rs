//! A small server for the Node integration tests and the benchmark: the realtime endpoint plus an
//! HTTP control API to publish, disconnect and issue tokens.
//!
//! Environment: `RT_ADDR` (default 127.0.0.1:0; the bound address is printed as
//! `listening on ADDR`), `RT_SECRET`, `REDIS_URL` and `RT_PREFIX` (Redis broker), `RT_PING_SECS`,
//! `RT_PONG_SECS`, `RT_QUEUE` (outbound queue length), `RT_HISTORY_SIZE`.
//!
//! Channels: no namespace (history, delta, presence, history calls), `chat:` (clients publish),
//! `private:` (used as `$private:…`), `volatile:` (no history); any other namespace is unknown.

use std::time::Duration;

use axum::extract::State;
use axum::routing::{get, post};
use axum::serve::ListenerExt;
use axum::{Json, Router};
use realtime::{BrokerConfig, ChannelOptions, Config, Disconnect, Namespaces, Node, ReplyError, RpcCall};
use serde::Deserialize;
use serde_json::{json, Value};

fn env_or(name: &str, default: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| default.to_owned())
}

fn channels(history_size: usize) -> Namespaces {
    let base = ChannelOptions {
        history_size,
        history_ttl: Duration::from_secs(600),
        allow_delta: true,
        presence: true,
        allow_history: true,
        ..Default::default()
    };
    Namespaces { default: Some(base.clone()), ..Default::default() }
        .with("chat", ChannelOptions { allow_publish: true, ..base.clone() })
        .with("private", base.clone())
        .with("volatile", ChannelOptions { history_size: 0, allow_delta: false, ..base })
}

async fn rpc(call: RpcCall) -> Result<Value, ReplyError> {
    match call.method.as_str() {
        "echo" => Ok(json!({ "user": call.user, "data": call.data })),
        _ => Err(ReplyError::application(404, "unknown method")),
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut config = Config::new(env_or("RT_SECRET", "test-secret"));
    config.ping_interval = Duration::from_secs(env_or("RT_PING_SECS", "25").parse()?);
    config.pong_timeout = Duration::from_secs(env_or("RT_PONG_SECS", "10").parse()?);
    config.outbound_queue = env_or("RT_QUEUE", "2048").parse()?;
    if let Ok(url) = std::env::var("REDIS_URL") {
        config.broker = BrokerConfig::Redis { url, prefix: env_or("RT_PREFIX", "rt") };
    }
    let history_size = env_or("RT_HISTORY_SIZE", "100").parse()?;
    let node = Node::builder(config).channels(channels(history_size)).rpc(rpc).start().await?;

    let control = Router::new()
        .route("/api/publish", post(publish))
        .route("/api/disconnect", post(disconnect))
        .route("/api/token", post(token))
        .route("/api/stats", get(stats))
        .with_state(node.clone());
    let app = control.merge(realtime::websocket_route(node));
    let listener = tokio::net::TcpListener::bind(env_or("RT_ADDR", "127.0.0.1:0")).await?;
    println!("listening on {}", listener.local_addr()?);
    // Small realtime frames must not wait for Nagle's algorithm.
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    axum::serve(listener, app).await?;
    Ok(())
}

#[derive(Deserialize)]
struct PublishBody {
    channel: String,
    data: Value,
}

async fn publish(State(node): State<Node>, Json(body): Json<PublishBody>) -> Json<Value> {
    match node.publish(&body.channel, &body.data).await {
        Ok(position) => Json(json!({ "offset": position.offset, "epoch": position.epoch })),
        Err(e) => Json(json!({ "error": e.to_string() })),
    }
}

#[derive(Deserialize)]
struct DisconnectBody {
    user: Option<String>,
    code: u16,
    reason: String,
}

async fn disconnect(State(node): State<Node>, Json(body): Json<DisconnectBody>) -> Json<Value> {
    match node.disconnect(body.user.as_deref(), Disconnect::new(body.code, body.reason)).await {
        Ok(()) => Json(json!({})),
        Err(e) => Json(json!({ "error": e.to_string() })),
    }
}

#[derive(Deserialize)]
struct TokenBody {
    user: String,
    ttl_secs: Option<u64>,
    channel: Option<String>,
}

async fn token(State(node): State<Node>, Json(body): Json<TokenBody>) -> Json<Value> {
    let ttl = body.ttl_secs.map(Duration::from_secs);
    let token = match &body.channel {
        Some(channel) => node.subscription_token(&body.user, channel, ttl),
        None => node.connection_token(&body.user, ttl, None),
    };
    Json(json!({ "token": token }))
}

async fn stats(State(node): State<Node>) -> Json<Value> {
    Json(json!({ "connections": node.connection_count() }))
}
