//! The axum endpoint: upgrades `GET /connection/websocket` (no subprotocol, JSON) and serves it.

use axum::extract::ws::WebSocketUpgrade;
use axum::response::Response;
use axum::routing::{get, MethodRouter};
use axum::Router;

use crate::connection;
use crate::node::Node;

/// The path the centrifuge client connects to by convention.
pub const WEBSOCKET_PATH: &str = "/connection/websocket";

/// A router serving [`WEBSOCKET_PATH`]; merge it into the application's (stateless) router.
pub fn websocket_route(node: Node) -> Router {
    Router::new().route(WEBSOCKET_PATH, websocket_handler(node))
}

/// The endpoint as a method router usable in a router of any state:
/// `app.route("/connection/websocket", realtime::websocket_handler(node))`.
pub fn websocket_handler<S: Clone + Send + Sync + 'static>(node: Node) -> MethodRouter<S> {
    get(move |upgrade: WebSocketUpgrade| async move { upgrade_connection(node, upgrade) })
}

fn upgrade_connection(node: Node, upgrade: WebSocketUpgrade) -> Response {
    upgrade_holding(node, upgrade, ())
}

/// Serves an upgrade the application accepted, keeping `hold` (e.g. the application's count of
/// connections per client address) until the connection ends: for applications that mount their
/// own handler in front of the node to decide who may open a WebSocket.
pub fn upgrade_holding(node: Node, upgrade: WebSocketUpgrade, hold: impl Send + 'static) -> Response {
    let limit = node.config().max_message_size;
    upgrade.read_buffer_size(4 * 1024).write_buffer_size(0).max_message_size(limit).max_frame_size(limit).on_upgrade(
        move |socket| async move {
            connection::serve(node, socket).await;
            drop(hold);
        },
    )
}
