//! The library's error type for server-side calls (`Node::publish`, `history`, `presence`).

/// What can go wrong when the application talks to the node.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The channel policy does not know this channel.
    #[error("unknown channel")]
    UnknownChannel,
    /// The channel keeps no history or presence.
    #[error("not available for this channel")]
    NotAvailable,
    /// `since` names another epoch or a position older than the history kept.
    #[error("unrecoverable position")]
    UnrecoverablePosition,
    /// The payload is not valid JSON.
    #[error("payload is not valid JSON")]
    InvalidJson,
    /// The broker (Redis) failed.
    #[error("broker: {0}")]
    Broker(String),
}

impl From<redis::RedisError> for Error {
    fn from(e: redis::RedisError) -> Self {
        Self::Broker(e.to_string())
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
