//! One WebSocket connection: a single task that reads frames, runs commands in order, writes the
//! outbound queue in batches, keeps the heartbeat and expiry deadlines, and closes with a code.

mod commands;
mod connect;
mod session;
mod subscribe;

use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, WebSocket};
use tokio::sync::mpsc;
use tokio::time::{sleep_until, timeout};

use crate::codes::Disconnect;
use crate::handle::{ConnHandle, Frame};
use crate::node::Node;
use session::Session;

/// Frames joined into one WebSocket message at most (bytes).
const BATCH_BYTES: usize = 64 * 1024;

/// Serves a connection until it closes.
pub(crate) async fn serve(node: Node, mut socket: WebSocket) {
    let (conn, mut outbound) = ConnHandle::new(new_client_id(), node.config().outbound_queue);
    let max_message = node.config().max_message_size;
    let mut shutdown = node.shutdown_signal();
    let mut session = Session::new(node, conn.clone());
    // Long-lived futures: registered once, not on every wake-up of a busy connection.
    let shutting_down = shutdown.changed();
    let closed = conn.closed();
    let deadline = sleep_until(session.next_deadline());
    tokio::pin!(shutting_down, closed, deadline);
    let reason: Option<Disconnect> = loop {
        let next = session.next_deadline();
        if deadline.deadline() != next {
            deadline.as_mut().reset(next);
        }
        tokio::select! {
            _ = &mut shutting_down => break Some(Disconnect::SHUTDOWN),
            reason = &mut closed => break Some(reason),
            Some(frame) = outbound.recv() => {
                if write_batch(&mut socket, frame, &mut outbound).await.is_err() {
                    break None;
                }
            }
            message = socket.recv() => match message {
                Some(Ok(Message::Text(text))) => {
                    if text.len() > max_message {
                        break Some(Disconnect::MESSAGE_TOO_BIG);
                    }
                    if let Err(reason) = Box::pin(session.handle_frame(text.as_str())).await {
                        break Some(reason);
                    }
                }
                Some(Ok(Message::Binary(_))) => break Some(Disconnect::BAD_REQUEST),
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                Some(Ok(Message::Close(_))) | None => break None,
                Some(Err(e)) if is_too_big(&e) => break Some(Disconnect::MESSAGE_TOO_BIG),
                Some(Err(_)) => break None,
            },
            _ = &mut deadline => {
                if let Err(reason) = Box::pin(session.on_deadline()).await {
                    break Some(reason);
                }
            }
        }
    };
    Box::pin(session.close()).await;
    if let Some(reason) = reason {
        let _ = timeout(Duration::from_secs(2), say_goodbye(&mut socket, &mut outbound, reason)).await;
    }
}

/// Writes what is queued (unless the client is too slow to read it), then the close frame.
async fn say_goodbye(socket: &mut WebSocket, outbound: &mut mpsc::Receiver<Frame>, reason: Disconnect) {
    if reason != Disconnect::SLOW {
        while let Ok(frame) = outbound.try_recv() {
            if write_batch(socket, frame, outbound).await.is_err() {
                return;
            }
        }
    }
    let close = CloseFrame { code: reason.code, reason: reason.reason.as_ref().into() };
    let _ = socket.send(Message::Close(Some(close))).await;
}

/// Sends `first` and whatever else is queued as one newline-joined text message.
async fn write_batch(
    socket: &mut WebSocket,
    first: Frame,
    outbound: &mut mpsc::Receiver<Frame>,
) -> Result<(), axum::Error> {
    let mut text = String::with_capacity(first.len());
    text.push_str(&first);
    while text.len() < BATCH_BYTES {
        match outbound.try_recv() {
            Ok(frame) => {
                text.push('\n');
                text.push_str(&frame);
            }
            Err(_) => break,
        }
    }
    socket.send(Message::Text(text.into())).await
}

fn is_too_big(e: &axum::Error) -> bool {
    let text = e.to_string();
    text.contains("too long") || text.contains("Space limit")
}

/// A random UUID v4, as the Go server sends for `client`.
fn new_client_id() -> String {
    use rand::Rng;
    let b: [u8; 16] = rand::thread_rng().gen();
    let hex = |r: std::ops::Range<usize>| b[r].iter().map(|x| format!("{x:02x}")).collect::<String>();
    let version = format!("4{:01x}{:02x}", b[6] & 0x0f, b[7]);
    let variant = format!("{:02x}{:02x}", (b[8] & 0x3f) | 0x80, b[9]);
    format!("{}-{}-{version}-{variant}-{}", hex(0..4), hex(4..6), hex(10..16))
}

#[cfg(test)]
mod tests {
    #[test]
    fn client_ids_look_like_uuid_v4() {
        let id = super::new_client_id();
        let parts: Vec<&str> = id.split('-').collect();
        assert_eq!(parts.iter().map(|p| p.len()).collect::<Vec<_>>(), vec![8, 4, 4, 4, 12]);
        assert!(parts[2].starts_with('4'));
    }
}
