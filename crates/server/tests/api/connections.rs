//! What slow or greedy clients can do to the listener: hold 2,000 half-sent requests while
//! `/healthz` stays quick, be closed by the header, body and idle timeouts, meet a clear 503
//! past the connection cap and a 429 past their address's share, and fill the WebSocket slots
//! while `/healthz` and bet placements are still served (docs/decisions/047). Malformed requests
//! get the error envelope (405, 413, 431). Other clients come from other loopback addresses.

use crate::support::{spawn_app_with, TestApp};
use std::net::{IpAddr, SocketAddr};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpSocket;
use tokio::net::TcpStream;

fn host(app: &TestApp) -> String {
    app.address.trim_start_matches("http://").to_owned()
}

/// A TCP connection to the app from the loopback address `127.0.0.{last}`.
async fn connect_from(app: &TestApp, last: u8) -> TcpStream {
    let socket = TcpSocket::new_v4().expect("socket");
    socket.bind(SocketAddr::new(IpAddr::from([127, 0, 0, last]), 0)).expect("bind");
    socket.connect(host(app).parse().expect("address")).await.expect("connect")
}

/// Asks for a WebSocket from `127.0.0.{last}`: the upgrade's status, and the socket when it opened.
async fn open_websocket(app: &TestApp, last: u8) -> (u16, Option<tokio_tungstenite::WebSocketStream<TcpStream>>) {
    let stream = connect_from(app, last).await;
    let url = format!("ws://{}/connection/websocket", host(app));
    match tokio_tungstenite::client_async(url, stream).await {
        Ok((socket, response)) => (response.status().as_u16(), Some(socket)),
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => (response.status().as_u16(), None),
        Err(error) => panic!("the upgrade failed: {error}"),
    }
}

/// Reads what the server sends until it closes the connection (or `limit` passes).
async fn read_until_closed(stream: &mut TcpStream, limit: Duration) -> Option<String> {
    let mut received = Vec::new();
    tokio::time::timeout(limit, stream.read_to_end(&mut received)).await.ok()?.ok()?;
    Some(String::from_utf8_lossy(&received).into_owned())
}

#[tokio::test(flavor = "multi_thread")]
async fn healthz_answers_quickly_while_two_thousand_slow_clients_hold_connections() {
    let app = spawn_app_with(&[("SPORTSBOOK_FEED", "off")]).await;
    let mut slow = Vec::with_capacity(2_000);
    for n in 0..2_000 {
        // Fifty clients an address, within its share.
        let mut stream = connect_from(&app, 2 + (n / 50) as u8).await;
        // A request head that never ends.
        stream.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ").await.expect("write");
        slow.push(stream);
    }
    let client = reqwest::Client::new();
    for _ in 0..20 {
        let started = Instant::now();
        let reply = client.get(format!("{}/healthz", app.address)).send().await.expect("healthz");
        let took = started.elapsed();
        assert!(reply.status().is_success());
        assert!(took < Duration::from_millis(100), "healthz took {took:?} with 2,000 slow clients");
    }
    drop(slow);
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_request_head_that_never_ends_is_closed_after_the_header_timeout() {
    let app = spawn_app_with(&[("SPORTSBOOK_FEED", "off"), ("SPORTSBOOK_HEADER_TIMEOUT", "1")]).await;
    let mut stream = TcpStream::connect(host(&app)).await.expect("connect");
    stream.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n").await.expect("write");
    let started = Instant::now();
    assert!(read_until_closed(&mut stream, Duration::from_secs(5)).await.is_some(), "the server closed it");
    assert!(started.elapsed() >= Duration::from_millis(900), "not before the timeout");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_body_that_stops_arriving_gets_a_408_envelope() {
    let app = spawn_app_with(&[("SPORTSBOOK_FEED", "off"), ("SPORTSBOOK_BODY_TIMEOUT", "1")]).await;
    let mut stream = TcpStream::connect(host(&app)).await.expect("connect");
    let head = "POST /api/platform/users/sign_in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
                X-Sportsbook-App: web\r\nContent-Length: 100\r\nConnection: close\r\n\r\n{\"login\":";
    stream.write_all(head.as_bytes()).await.expect("write");
    let answer = read_until_closed(&mut stream, Duration::from_secs(5)).await.expect("an answer");
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains(r#""code":"request_timeout""#), "{answer}");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn an_idle_connection_is_closed_after_the_idle_timeout() {
    let app = spawn_app_with(&[("SPORTSBOOK_FEED", "off"), ("SPORTSBOOK_IDLE_TIMEOUT", "1")]).await;
    let mut stream = TcpStream::connect(host(&app)).await.expect("connect");
    let head = "POST /api/platform/users/sign_in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
                X-Sportsbook-App: web\r\nContent-Length: 100\r\n\r\n{";
    stream.write_all(head.as_bytes()).await.expect("write");
    assert!(read_until_closed(&mut stream, Duration::from_secs(5)).await.is_some(), "the server closed it");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn past_the_connection_cap_a_new_connection_gets_a_503_envelope() {
    let app = spawn_app_with(&[("SPORTSBOOK_FEED", "off"), ("SPORTSBOOK_MAX_CONNECTIONS", "20")]).await;
    let mut held = Vec::new();
    for _ in 0..20 {
        let mut stream = TcpStream::connect(host(&app)).await.expect("connect");
        stream.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n").await.expect("write");
        let mut buffer = [0_u8; 512];
        let read = stream.read(&mut buffer).await.expect("read");
        assert!(String::from_utf8_lossy(&buffer[..read]).starts_with("HTTP/1.1 200"), "kept alive and counted");
        held.push(stream);
    }
    let mut extra = TcpStream::connect(host(&app)).await.expect("connect");
    let answer = read_until_closed(&mut extra, Duration::from_secs(5)).await.expect("an answer");
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
    assert!(answer.contains(r#""code":"server_busy""#), "{answer}");
    drop(held);
    // The server hears the held connections close a moment later: until then it still answers 503.
    let mut freed = None;
    for _ in 0..250 {
        freed = reqwest::get(format!("{}/healthz", app.address)).await.ok().map(|reply| reply.status().as_u16());
        if freed == Some(200) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(freed, Some(200), "closed connections free their slots");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn malformed_requests_get_the_error_envelope() {
    let app = spawn_app_with(&[("SPORTSBOOK_FEED", "off")]).await;
    let client = reqwest::Client::new();
    let wrong_method = client.delete(format!("{}/api/sb/sports", app.address)).send().await.expect("request");
    assert_eq!(wrong_method.status().as_u16(), 405);
    assert!(wrong_method.headers().contains_key("allow"));
    let body: serde_json::Value = wrong_method.json().await.expect("json");
    assert_eq!(body["error"]["code"], "method_not_allowed");

    // A 10 MB body announced: refused from its length, before it is sent.
    let mut stream = TcpStream::connect(host(&app)).await.expect("connect");
    let head = "POST /api/platform/users/sign_in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
                X-Sportsbook-App: web\r\nContent-Length: 10485760\r\nConnection: close\r\n\r\n{\"login\":\"";
    stream.write_all(head.as_bytes()).await.expect("write");
    let mut answer = vec![0_u8; 4096];
    let read =
        tokio::time::timeout(Duration::from_secs(5), stream.read(&mut answer)).await.expect("in time").expect("read");
    let answer = String::from_utf8_lossy(&answer[..read]).into_owned();
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
    assert!(answer.contains(r#""code":"payload_too_large""#), "{answer}");

    let big_header = client
        .get(format!("{}/api/sb/sports", app.address))
        .header("X-Big", "b".repeat(40 * 1024))
        .send()
        .await
        .expect("request");
    assert_eq!(big_header.status().as_u16(), 431);
    assert_eq!(big_header.json::<serde_json::Value>().await.expect("json")["error"]["code"], "headers_too_large");

    let settings = client.get(format!("{}/api/sb/settings", app.address)).send().await.expect("request");
    assert_eq!(settings.headers().get("cache-control").and_then(|v| v.to_str().ok()), Some("private, no-store"));
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn one_address_holds_only_its_share_of_connections() {
    let app = spawn_app_with(&[("SPORTSBOOK_FEED", "off"), ("SPORTSBOOK_MAX_CONNECTIONS_PER_ADDRESS", "10")]).await;
    let mut held = Vec::new();
    for _ in 0..10 {
        held.push(connect_from(&app, 2).await);
    }
    let mut extra = connect_from(&app, 2).await;
    let answer = read_until_closed(&mut extra, Duration::from_secs(5)).await.expect("an answer");
    assert!(answer.starts_with("HTTP/1.1 429"), "{answer}");
    assert!(answer.contains(r#""code":"too_many_requests""#), "{answer}");
    let elsewhere = reqwest::get(format!("{}/healthz", app.address)).await.expect("healthz");
    assert_eq!(elsewhere.status().as_u16(), 200, "other addresses are served");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn websockets_from_many_addresses_leave_healthz_and_bet_placement_their_slots() {
    let app = spawn_app_with(&[
        ("SPORTSBOOK_MAX_CONNECTIONS", "60"),
        ("SPORTSBOOK_MAX_WEBSOCKETS_PER_ADDRESS", "10"),
        ("SPORTSBOOK_REALTIME_HANDSHAKE_TIMEOUT", "120"),
    ])
    .await;
    let bettor = crate::bets::funded(&app, "steady@example.com").await;
    let pick = crate::bets::picks(&app, 0, 1).await.remove(0);
    let mut sockets = Vec::new();
    let mut statuses = std::collections::BTreeMap::<u16, usize>::new();
    for last in 2..14 {
        for _ in 0..12 {
            let (status, socket) = open_websocket(&app, last).await;
            *statuses.entry(status).or_default() += 1;
            sockets.extend(socket);
        }
    }
    // Five addresses fill their share of ten (two more each refused), the sixth takes the last
    // four WebSocket slots, and then every upgrade is refused: a tenth of the slots stays free.
    let expected = std::collections::BTreeMap::from([(101, 54), (429, 10), (503, 80)]);
    assert_eq!(statuses, expected);
    assert_eq!(sockets.len(), 54);
    for _ in 0..5 {
        let health = reqwest::get(format!("{}/healthz", app.address)).await.expect("healthz");
        assert_eq!(health.status().as_u16(), 200);
    }
    let placed = crate::bets::place(&app, crate::bets::placement("2.00", &[pick], None), &bettor).await;
    assert_eq!(placed.status, 201, "{}", placed.body);
    drop(sockets);
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn an_anonymous_websocket_that_subscribes_to_nothing_is_closed() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    let app = spawn_app_with(&[("SPORTSBOOK_FEED", "off"), ("SPORTSBOOK_REALTIME_IDLE_TIMEOUT", "1")]).await;
    let (status, socket) = open_websocket(&app, 2).await;
    assert_eq!(status, 101);
    let mut socket = socket.expect("a socket");
    socket.send(Message::text(r#"{"id":1,"connect":{}}"#)).await.expect("connect");
    let started = Instant::now();
    let mut close = None;
    while let Ok(Some(Ok(message))) = tokio::time::timeout(Duration::from_secs(10), socket.next()).await {
        if let Message::Close(frame) = message {
            close = frame.map(|f| u16::from(f.code));
            break;
        }
    }
    assert_eq!(close, Some(3502), "closed as stale");
    assert!(started.elapsed() >= Duration::from_millis(900), "not before the idle timeout");
    app.stop().await;
}
