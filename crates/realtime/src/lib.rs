//! A Centrifuge-compatible realtime server, spoken to by the npm `centrifuge` client 5.x unchanged:
//! WebSocket + JSON protocol, JWT (HS256) connection and subscription tokens, channels with
//! epoch/offset streams, bounded history and recovery, presence, RPC, fossil deltas, and a memory
//! or Redis broker. It knows nothing about the application using it. See `CONTEXT.md`.
//!
//! ```no_run
//! use std::time::Duration;
//! use realtime::{ChannelOptions, Config, Namespaces, Node};
//!
//! # async fn run() -> Result<(), Box<dyn std::error::Error>> {
//! let history = ChannelOptions { history_size: 100, allow_delta: true, ..Default::default() };
//! let node = Node::builder(Config::new("secret"))
//!     .channels(Namespaces::default().with("sportsbook", history.clone()).with("user", history))
//!     .rpc(|call: realtime::RpcCall| async move { Ok::<_, realtime::ReplyError>(call.data) })
//!     .start()
//!     .await?;
//! let app: axum::Router = axum::Router::new()
//!     .route(realtime::WEBSOCKET_PATH, realtime::websocket_handler(node.clone()));
//! let _token = node.connection_token("42", Some(Duration::from_secs(3600)), None);
//! let _private = node.subscription_token("42", "$user:42", Some(Duration::from_secs(3600)));
//! node.publish("sportsbook:updates:en", &serde_json::json!({"type": "match_changed"})).await?;
//! # let _ = app;
//! # Ok(())
//! # }
//! ```

mod broker;
mod clock;
pub mod codes;
pub mod config;
mod connection;
pub mod delta;
mod error;
mod handle;
mod hub;
pub mod jwt;
mod node;
pub mod protocol;
pub mod stream;
mod ws;

pub use codes::{Disconnect, ReplyError, Unsubscribe};
pub use config::{
    BrokerConfig, ChannelOptions, ChannelPolicy, Config, Namespaces, RpcCall, RpcHandler, Secret, SessionCheck,
};
pub use error::{Error, Result};
pub use node::{History, Node, NodeBuilder};
pub use protocol::{ClientInfo, Payload, Publication, StreamPosition};
pub use stream::HistoryQuery;
pub use ws::{upgrade_holding, websocket_handler, websocket_route, WEBSOCKET_PATH};
