//! Node lifecycle over a real WebSocket: shutdown and server-side disconnects
//! (docs/realtime-protocol.md §1.5, §2 and §5.3).

mod support;

use realtime::jwt::{self, ConnectionClaims};
use realtime::Disconnect;
use support::{spawn_node, Client, Received, SECRET};

#[tokio::test]
async fn shutting_the_node_down_closes_connections_with_the_reconnect_code_3001() {
    let server = spawn_node(|_| {}).await;
    let mut client = Client::connect(&server).await;
    client.handshake("").await;
    server.node.shutdown();
    assert_eq!(client.recv().await, Received::Close(3001, "shutdown".into()));
}

#[tokio::test]
async fn disconnecting_a_user_closes_only_that_users_connections() {
    let server = spawn_node(|_| {}).await;
    let token = |sub: &str| jwt::sign(&ConnectionClaims { sub: sub.into(), ..Default::default() }, SECRET.as_bytes());
    let mut target = Client::connect(&server).await;
    target.handshake(&token("7")).await;
    let mut other = Client::connect(&server).await;
    other.handshake(&token("8")).await;
    assert_eq!(server.node.connection_count(), 2);

    server.node.disconnect(Some("7"), Disconnect::FORCE_RECONNECT).await.expect("disconnects");
    assert_eq!(target.recv().await, Received::Close(3011, "force reconnect".into()));
    other.send(r#"{"id":2,"subscribe":{"channel":"news"}}"#).await;
    assert!(matches!(other.recv().await, Received::Text(t) if t.starts_with(r#"{"id":2,"subscribe""#)));
}

#[tokio::test]
async fn the_connect_reply_carries_the_client_id_version_and_heartbeat() {
    let server = spawn_node(|_| {}).await;
    let mut client = Client::connect(&server).await;
    let reply: serde_json::Value = serde_json::from_str(&client.handshake("").await).expect("json");
    let connect = &reply["connect"];
    assert_eq!(reply["id"], 1);
    assert_eq!(connect["client"].as_str().map(str::len), Some(36));
    assert_eq!((connect["ping"].as_u64(), connect["pong"].as_bool()), (Some(25), Some(true)));
    assert!(connect.get("expires").is_none());
}
