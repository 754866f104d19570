//! Fan-out rules of the hub, checked on a connection's queue.

use std::sync::Arc;

use tokio::sync::mpsc;

use super::*;
use crate::protocol::parse_payload;

fn publication(offset: u64) -> Publication {
    Publication { offset, data: parse_payload(&format!(r#"{{"n":{offset}}}"#)).expect("json"), info: None }
}

fn drain(rx: &mut mpsc::Receiver<Frame>) -> Vec<String> {
    let mut out = Vec::new();
    while let Ok(frame) = rx.try_recv() {
        out.push(frame.to_string());
    }
    out
}

fn subscribed(hub: &Hub, positioned: bool) -> (Arc<ConnHandle>, mpsc::Receiver<Frame>) {
    let (conn, rx) = ConnHandle::new("c".into(), 16);
    hub.start_subscribe("ch", Sub::new(conn.clone(), positioned, false, false)).expect("new subscription");
    (conn, rx)
}

#[test]
fn publications_arriving_during_subscribe_follow_the_reply_without_duplicates() {
    let hub = Hub::new();
    let (conn, mut rx) = subscribed(&hub, true);
    hub.broadcast("ch", "E", &publication(5));
    hub.broadcast("ch", "E", &publication(6));
    assert!(drain(&mut rx).is_empty(), "held back until the reply");
    hub.finish_subscribe("ch", conn.id, Some("REPLY".into()), "E".into(), 5, None).expect("no gap");
    let frames = drain(&mut rx);
    assert_eq!(frames[0], "REPLY");
    assert_eq!(frames[1], r#"{"push":{"channel":"ch","pub":{"data":{"n":6},"offset":6}}}"#);
    assert_eq!(frames.len(), 2, "offset 5 was already in the reply's position");
}

#[test]
fn a_hole_in_live_offsets_unsubscribes_with_2500_and_stops_delivery() {
    let hub = Hub::new();
    let (conn, mut rx) = subscribed(&hub, true);
    hub.finish_subscribe("ch", conn.id, None, "E".into(), 1, None).expect("no gap");
    hub.broadcast("ch", "E", &publication(3));
    hub.broadcast("ch", "E", &publication(4));
    assert_eq!(
        drain(&mut rx),
        vec![r#"{"push":{"channel":"ch","unsubscribe":{"code":2500,"reason":"insufficient state"}}}"#.to_owned()]
    );
    assert!(!hub.is_subscribed("ch", conn.id));
}

#[test]
fn a_new_epoch_makes_the_subscriber_resync() {
    let hub = Hub::new();
    let (conn, mut rx) = subscribed(&hub, true);
    hub.finish_subscribe("ch", conn.id, None, "E".into(), 1, None).expect("no gap");
    hub.broadcast("ch", "F", &publication(2));
    assert!(drain(&mut rx)[0].contains(r#""code":2500"#));
}

#[test]
fn a_full_queue_closes_the_connection_as_slow_instead_of_dropping() {
    let hub = Hub::new();
    let (conn, _rx) = subscribed(&hub, false);
    hub.finish_subscribe("ch", conn.id, None, String::new(), 0, None).expect("no gap");
    for _ in 0..20 {
        hub.broadcast("ch", "", &Publication { offset: 0, ..publication(0) });
    }
    let closed = tokio_test_block_on(conn.closed());
    assert_eq!(closed, Disconnect::SLOW);
}

#[test]
fn the_last_subscriber_leaving_reports_lost_interest() {
    let hub = Hub::new();
    let (tx, mut interest) = mpsc::unbounded_channel();
    hub.report_interest(tx);
    let (conn, _rx) = subscribed(&hub, false);
    assert!(matches!(interest.try_recv(), Ok(Interest::Gained(c)) if &*c == "ch"));
    assert!(hub.unsubscribe("ch", conn.id));
    assert!(matches!(interest.try_recv(), Ok(Interest::Lost(c)) if &*c == "ch"));
}

fn tokio_test_block_on<F: std::future::Future>(f: F) -> F::Output {
    tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime").block_on(f)
}
