//! Test support: a node served on a random port, and a raw WebSocket client.

#![allow(dead_code)]

use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use realtime::{ChannelOptions, Config, Namespaces, Node};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub const SECRET: &str = "integration-secret";

pub struct TestServer {
    pub addr: SocketAddr,
    pub node: Node,
}

/// Starts a node (memory broker unless `adjust` picks another) with `adjust` applied to its config.
pub async fn spawn_node(adjust: impl FnOnce(&mut Config)) -> TestServer {
    let mut config = Config::new(SECRET);
    adjust(&mut config);
    let options = ChannelOptions { history_size: 10, allow_publish: true, ..Default::default() };
    let channels = Namespaces { default: Some(options.clone()), ..Default::default() }.with("private", options);
    let node = Node::builder(config).channels(channels).start().await.expect("node starts");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("binds");
    let addr = listener.local_addr().expect("has an address");
    let app = realtime::websocket_route(node.clone());
    tokio::spawn(async move { axum::serve(listener, app).await });
    TestServer { addr, node }
}

pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

/// What the server sent next.
#[derive(Debug, PartialEq)]
pub enum Received {
    Text(String),
    Close(u16, String),
    Gone,
}

impl Client {
    pub async fn connect(server: &TestServer) -> Self {
        let url = format!("ws://{}/connection/websocket", server.addr);
        let (ws, _) = tokio_tungstenite::connect_async(url).await.expect("websocket opens");
        Self { ws }
    }

    pub async fn send(&mut self, text: &str) {
        self.ws.send(Message::text(text)).await.expect("sends");
    }

    pub async fn send_binary(&mut self, bytes: Vec<u8>) {
        self.ws.send(Message::binary(bytes)).await.expect("sends");
    }

    /// The next text or close, skipping nothing; `Gone` on timeout or end.
    pub async fn recv(&mut self) -> Received {
        loop {
            let next = tokio::time::timeout(Duration::from_secs(5), self.ws.next()).await;
            return match next {
                Ok(Some(Ok(Message::Text(t)))) => Received::Text(t.to_string()),
                Ok(Some(Ok(Message::Close(Some(frame))))) => {
                    Received::Close(frame.code.into(), frame.reason.to_string())
                }
                Ok(Some(Ok(Message::Ping(_) | Message::Pong(_)))) => continue,
                _ => Received::Gone,
            };
        }
    }

    /// Reads until a close frame arrives, ignoring text.
    pub async fn close_code(&mut self) -> Option<u16> {
        loop {
            match self.recv().await {
                Received::Text(_) => continue,
                Received::Close(code, _) => return Some(code),
                Received::Gone => return None,
            }
        }
    }

    /// Sends `connect` (anonymous when `token` is empty) and returns the reply.
    pub async fn handshake(&mut self, token: &str) -> String {
        self.send(&format!(r#"{{"id":1,"connect":{{"token":"{token}","name":"test"}}}}"#)).await;
        match self.recv().await {
            Received::Text(t) => t,
            other => panic!("no connect reply: {other:?}"),
        }
    }
}
