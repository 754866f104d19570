//! A Centrifuge-compatible realtime server, spoken to by the npm `centrifuge` client 5.x unchanged:
//! WebSocket + JSON protocol, JWT (HS256) connection and subscription tokens, channels with
//! epoch/offset streams, bounded history and recovery, presence, RPC, fossil deltas, and a memory
//! or Redis broker. It knows nothing about the application using it. See `CONTEXT.md`.

mod broker;
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
pub use config::{BrokerConfig, ChannelOptions, ChannelPolicy, Config, Namespaces, RpcCall, RpcHandler, Secret};
pub use error::{Error, Result};
pub use node::{History, Node, NodeBuilder};
pub use protocol::{ClientInfo, Payload, Publication, StreamPosition};
pub use stream::HistoryQuery;
pub use ws::{websocket_handler, websocket_route, WEBSOCKET_PATH};
