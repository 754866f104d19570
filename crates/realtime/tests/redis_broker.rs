//! The Redis broker over a real WebSocket: a publication lost on PUB/SUB is noticed by the position
//! check, the subscriber is told to resync (2500), and its resubscribe recovers from the stream.
//! Skipped when Redis does not answer on `REDIS_URL` (default 127.0.0.1:6379). The rules:
//! docs/realtime-protocol.md §4.3 and §8.

mod support;

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use realtime::BrokerConfig;
use support::{spawn_node, Client, Received};

fn redis_url() -> String {
    std::env::var("REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".to_owned())
}

async fn redis() -> Option<redis::aio::MultiplexedConnection> {
    let client = redis::Client::open(redis_url()).ok()?;
    tokio::time::timeout(Duration::from_secs(1), client.get_multiplexed_async_connection()).await.ok()?.ok()
}

fn unique_prefix() -> String {
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    format!("rt-rust-test-{}-{nanos}", std::process::id())
}

async fn text(client: &mut Client) -> String {
    match client.recv().await {
        Received::Text(t) => t,
        other => panic!("expected text, got {other:?}"),
    }
}

#[tokio::test]
async fn a_publication_lost_on_pubsub_is_recovered_after_a_resync() {
    let Some(mut redis) = redis().await else {
        eprintln!("skipped: no Redis");
        return;
    };
    let prefix = unique_prefix();
    let server = spawn_node(|c| {
        c.broker = BrokerConfig::Redis { url: redis_url(), prefix: prefix.clone() };
        c.position_check = Duration::from_millis(200);
    })
    .await;
    let mut client = Client::connect(&server).await;
    client.handshake("").await;
    client.send(r#"{"id":2,"subscribe":{"channel":"scores"}}"#).await;
    let reply: serde_json::Value = serde_json::from_str(&text(&mut client).await).expect("json");
    let epoch = reply["subscribe"]["epoch"].as_str().expect("an epoch").to_owned();

    server.node.publish("scores", &serde_json::json!({"n": 1})).await.expect("publishes");
    assert_eq!(text(&mut client).await, r#"{"push":{"channel":"scores","pub":{"data":{"n":1},"offset":1}}}"#);

    // Append offset 2 to the stream without publishing it: as if PUB/SUB had dropped it.
    redis::cmd("HINCRBY")
        .arg(format!("{prefix}.meta.scores"))
        .arg("s")
        .arg(1)
        .query_async::<()>(&mut redis)
        .await
        .expect("incr");
    redis::cmd("XADD")
        .arg(format!("{prefix}.stream.scores"))
        .arg(2)
        .arg("d")
        .arg(r#"{"data":{"n":2}}"#)
        .query_async::<()>(&mut redis)
        .await
        .expect("xadd");

    assert_eq!(
        text(&mut client).await,
        r#"{"push":{"channel":"scores","unsubscribe":{"code":2500,"reason":"insufficient state"}}}"#
    );
    let resubscribe =
        format!(r#"{{"id":3,"subscribe":{{"channel":"scores","recover":true,"offset":1,"epoch":"{epoch}"}}}}"#);
    client.send(&resubscribe).await;
    let reply: serde_json::Value = serde_json::from_str(&text(&mut client).await).expect("json");
    assert_eq!(reply["subscribe"]["recovered"], true);
    assert_eq!(reply["subscribe"]["publications"][0]["data"]["n"], 2);

    let _: () = redis::Script::new("for _, k in ipairs(redis.call('keys', ARGV[1])) do redis.call('del', k) end")
        .arg(format!("{prefix}.*"))
        .invoke_async(&mut redis)
        .await
        .expect("cleans up");
}
