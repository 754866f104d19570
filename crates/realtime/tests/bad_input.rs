//! Bad input over a real WebSocket: each gets the protocol's error or close code, and other
//! connections carry on. The codes and when they apply: docs/realtime-protocol.md §1, §3 and §5.

mod support;

use std::time::Duration;

use realtime::jwt::{self, ConnectionClaims};
use support::{spawn_node, Client, Received, SECRET};

fn token(claims: &ConnectionClaims, secret: &str) -> String {
    jwt::sign(claims, secret.as_bytes())
}

#[tokio::test]
async fn malformed_json_closes_with_3501_bad_request() {
    let server = spawn_node(|_| {}).await;
    let mut client = Client::connect(&server).await;
    client.handshake("").await;
    client.send("{not json").await;
    assert_eq!(client.recv().await, Received::Close(3501, "bad request".into()));
}

#[tokio::test]
async fn a_command_before_connect_closes_with_3501() {
    let server = spawn_node(|_| {}).await;
    let mut client = Client::connect(&server).await;
    client.send(r#"{"id":1,"subscribe":{"channel":"news"}}"#).await;
    assert_eq!(client.close_code().await, Some(3501));
}

#[tokio::test]
async fn an_unknown_method_gets_error_104_and_the_connection_stays_usable() {
    let server = spawn_node(|_| {}).await;
    let mut client = Client::connect(&server).await;
    client.handshake("").await;
    client.send(r#"{"id":2,"teleport":{}}"#).await;
    assert_eq!(
        client.recv().await,
        Received::Text(r#"{"id":2,"error":{"code":104,"message":"method not found"}}"#.into())
    );
    client.send(r#"{"id":3,"subscribe":{"channel":"news"}}"#).await;
    assert!(matches!(client.recv().await, Received::Text(t) if t.starts_with(r#"{"id":3,"subscribe":"#)));
}

#[tokio::test]
async fn a_command_without_an_id_closes_with_3501() {
    let server = spawn_node(|_| {}).await;
    let mut client = Client::connect(&server).await;
    client.handshake("").await;
    client.send(r#"{"subscribe":{"channel":"news"}}"#).await;
    assert_eq!(client.close_code().await, Some(3501));
}

#[tokio::test]
async fn a_binary_frame_closes_with_3501() {
    let server = spawn_node(|_| {}).await;
    let mut client = Client::connect(&server).await;
    client.handshake("").await;
    client.send_binary(vec![1, 2, 3]).await;
    assert_eq!(client.close_code().await, Some(3501));
}

#[tokio::test]
async fn an_oversized_message_closes_with_1009() {
    let server = spawn_node(|_| {}).await;
    let mut client = Client::connect(&server).await;
    client.handshake("").await;
    let big = format!(r#"{{"id":2,"publish":{{"channel":"news","data":"{}"}}}}"#, "x".repeat(70_000));
    client.send(&big).await;
    assert_eq!(client.close_code().await, Some(1009));
}

#[tokio::test]
async fn a_token_with_a_bad_signature_closes_with_3500() {
    let server = spawn_node(|_| {}).await;
    let mut client = Client::connect(&server).await;
    let forged = token(&ConnectionClaims { sub: "42".into(), ..Default::default() }, "not-the-secret");
    client.send(&format!(r#"{{"id":1,"connect":{{"token":"{forged}"}}}}"#)).await;
    assert_eq!(client.recv().await, Received::Close(3500, "invalid token".into()));
}

#[tokio::test]
async fn garbage_instead_of_a_token_closes_with_3500() {
    let server = spawn_node(|_| {}).await;
    let mut client = Client::connect(&server).await;
    client.send(r#"{"id":1,"connect":{"token":"garbage"}}"#).await;
    assert_eq!(client.close_code().await, Some(3500));
}

#[tokio::test]
async fn an_expired_token_gets_error_109_and_the_rest_of_the_frame_is_refused() {
    let server = spawn_node(|_| {}).await;
    let mut client = Client::connect(&server).await;
    let expired = token(&ConnectionClaims { sub: "42".into(), exp: Some(1), ..Default::default() }, SECRET);
    client.send(&format!(r#"{{"id":1,"connect":{{"token":"{expired}"}}}}"#)).await;
    assert_eq!(
        client.recv().await,
        Received::Text(r#"{"id":1,"error":{"code":109,"message":"token expired"}}"#.into())
    );
    client.send(r#"{"id":2,"subscribe":{"channel":"news"}}"#).await;
    assert_eq!(client.close_code().await, Some(3501));
}

#[tokio::test]
async fn no_token_closes_with_3501_when_anonymous_connections_are_off() {
    let server = spawn_node(|c| c.allow_anonymous = false).await;
    let mut client = Client::connect(&server).await;
    client.send(r#"{"id":1,"connect":{}}"#).await;
    assert_eq!(client.close_code().await, Some(3501));
}

#[tokio::test]
async fn a_private_channel_without_a_token_gets_103_and_other_connections_are_unaffected() {
    let server = spawn_node(|_| {}).await;
    let mut bystander = Client::connect(&server).await;
    bystander.handshake("").await;
    bystander.send(r#"{"id":2,"subscribe":{"channel":"news"}}"#).await;
    bystander.recv().await;

    let mut intruder = Client::connect(&server).await;
    let user = token(&ConnectionClaims { sub: "1".into(), ..Default::default() }, SECRET);
    intruder.handshake(&user).await;
    intruder.send(r#"{"id":2,"subscribe":{"channel":"$private:2"}}"#).await;
    assert_eq!(
        intruder.recv().await,
        Received::Text(r#"{"id":2,"error":{"code":103,"message":"permission denied"}}"#.into())
    );

    server.node.publish("news", &serde_json::json!({"ok": true})).await.expect("publishes");
    assert_eq!(
        bystander.recv().await,
        Received::Text(r#"{"push":{"channel":"news","pub":{"data":{"ok":true},"offset":1}}}"#.into())
    );
}

#[tokio::test]
async fn a_connection_that_never_connects_is_closed_as_stale() {
    let server = spawn_node(|c| c.stale_delay = Duration::from_millis(200)).await;
    let mut client = Client::connect(&server).await;
    assert_eq!(client.recv().await, Received::Close(3502, "stale".into()));
}

#[tokio::test]
async fn an_anonymous_connection_subscribed_to_nothing_is_closed_as_stale_once_idle() {
    let server = spawn_node(|c| c.idle_anonymous = Some(Duration::from_millis(300))).await;
    let mut idle = Client::connect(&server).await;
    idle.handshake("").await;
    let mut reader = Client::connect(&server).await;
    reader.handshake("").await;
    reader.send(r#"{"id":2,"subscribe":{"channel":"news"}}"#).await;
    reader.recv().await;
    assert_eq!(idle.recv().await, Received::Close(3502, "stale".into()));
    // Subscribed (and later unsubscribed): the idle clock runs only while it holds nothing.
    server.node.publish("news", &serde_json::json!({"ok": true})).await.expect("publishes");
    assert_eq!(
        reader.recv().await,
        Received::Text(r#"{"push":{"channel":"news","pub":{"data":{"ok":true},"offset":1}}}"#.into())
    );
    reader.send(r#"{"id":3,"unsubscribe":{"channel":"news"}}"#).await;
    reader.recv().await;
    assert_eq!(reader.recv().await, Received::Close(3502, "stale".into()));
}

#[tokio::test]
async fn a_signed_in_connection_subscribed_to_nothing_stays() {
    let server = spawn_node(|c| {
        c.idle_anonymous = Some(Duration::from_millis(200));
        c.ping_interval = Duration::from_millis(500);
    })
    .await;
    let mut client = Client::connect(&server).await;
    let user = token(&ConnectionClaims { sub: "7".into(), ..Default::default() }, SECRET);
    client.handshake(&user).await;
    assert_eq!(client.recv().await, Received::Text("{}".into()), "a ping, not a close");
}

#[tokio::test]
async fn a_client_that_never_answers_pings_is_closed_with_3012() {
    let server = spawn_node(|c| {
        c.ping_interval = Duration::from_millis(300);
        c.pong_timeout = Duration::from_millis(200);
    })
    .await;
    let mut client = Client::connect(&server).await;
    client.handshake("").await;
    assert_eq!(client.recv().await, Received::Text("{}".into()));
    assert_eq!(client.close_code().await, Some(3012));
}

#[tokio::test]
async fn a_client_too_slow_to_read_is_disconnected_with_a_reconnect_code() {
    let server = spawn_node(|c| c.outbound_queue = 4).await;
    let mut slow = Client::connect(&server).await;
    slow.handshake("").await;
    slow.send(r#"{"id":2,"subscribe":{"channel":"news"}}"#).await;
    slow.recv().await;
    let blob = serde_json::json!({ "blob": "x".repeat(60_000) });
    for _ in 0..400 {
        let _ = server.node.publish("news", &blob).await;
    }
    assert_eq!(slow.close_code().await, Some(3008));
}

#[tokio::test]
async fn subscriptions_beyond_the_limit_get_error_106() {
    let server = spawn_node(|c| c.max_subscriptions = 1).await;
    let mut client = Client::connect(&server).await;
    client.handshake("").await;
    client.send(r#"{"id":2,"subscribe":{"channel":"a"}}"#).await;
    client.recv().await;
    client.send(r#"{"id":3,"subscribe":{"channel":"b"}}"#).await;
    assert_eq!(
        client.recv().await,
        Received::Text(r#"{"id":3,"error":{"code":106,"message":"limit exceeded"}}"#.into())
    );
}

#[tokio::test]
async fn subscribing_twice_to_one_channel_gets_error_105() {
    let server = spawn_node(|_| {}).await;
    let mut client = Client::connect(&server).await;
    client.handshake("").await;
    client.send(r#"{"id":2,"subscribe":{"channel":"a"}}"#).await;
    client.recv().await;
    client.send(r#"{"id":3,"subscribe":{"channel":"a"}}"#).await;
    assert_eq!(
        client.recv().await,
        Received::Text(r#"{"id":3,"error":{"code":105,"message":"already subscribed"}}"#.into())
    );
}

#[tokio::test]
async fn unsubscribing_from_a_channel_never_subscribed_still_replies_empty() {
    let server = spawn_node(|_| {}).await;
    let mut client = Client::connect(&server).await;
    client.handshake("").await;
    client.send(r#"{"id":2,"unsubscribe":{"channel":"nowhere"}}"#).await;
    assert_eq!(client.recv().await, Received::Text(r#"{"id":2,"unsubscribe":{}}"#.into()));
}
