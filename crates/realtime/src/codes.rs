//! The protocol's numeric vocabulary: reply error codes, unsubscribe codes and disconnect (close) codes.
//!
//! Ranges matter to the client: error codes `< 100` or `temporary` are retried; unsubscribe codes
//! `>= 2500` resubscribe; close codes 3000–3499 and 4000–4499 reconnect, 3500–3999 and 4500–4999
//! are terminal, and 1009 is terminal too.

use std::borrow::Cow;

/// An error sent in a reply: `{"id":N,"error":{"code":C,"message":"…","temporary":…}}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplyError {
    pub code: u32,
    pub message: Cow<'static, str>,
    pub temporary: bool,
}

impl ReplyError {
    const fn fixed(code: u32, message: &'static str, temporary: bool) -> Self {
        Self { code, message: Cow::Borrowed(message), temporary }
    }

    /// An application error for RPC handlers; `code` should lie in 400–1999.
    pub fn application(code: u32, message: impl Into<String>) -> Self {
        Self { code, message: Cow::Owned(message.into()), temporary: false }
    }

    pub const INTERNAL: Self = Self::fixed(100, "internal server error", true);
    pub const UNAUTHORIZED: Self = Self::fixed(101, "unauthorized", false);
    pub const UNKNOWN_CHANNEL: Self = Self::fixed(102, "unknown channel", false);
    pub const PERMISSION_DENIED: Self = Self::fixed(103, "permission denied", false);
    pub const METHOD_NOT_FOUND: Self = Self::fixed(104, "method not found", false);
    pub const ALREADY_SUBSCRIBED: Self = Self::fixed(105, "already subscribed", false);
    pub const LIMIT_EXCEEDED: Self = Self::fixed(106, "limit exceeded", false);
    pub const BAD_REQUEST: Self = Self::fixed(107, "bad request", false);
    pub const NOT_AVAILABLE: Self = Self::fixed(108, "not available", false);
    pub const TOKEN_EXPIRED: Self = Self::fixed(109, "token expired", false);
    pub const EXPIRED: Self = Self::fixed(110, "expired", false);
    pub const TOO_MANY_REQUESTS: Self = Self::fixed(111, "too many requests", true);
    pub const UNRECOVERABLE_POSITION: Self = Self::fixed(112, "unrecoverable position", false);
}

/// Why the server ends a subscription: `{"push":{"channel":…,"unsubscribe":{"code":…,"reason":…}}}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unsubscribe {
    pub code: u32,
    pub reason: &'static str,
}

impl Unsubscribe {
    /// Terminal: the client forgets the subscription.
    pub const SERVER: Self = Self { code: 2000, reason: "server unsubscribe" };
    /// The client resubscribes and recovers.
    pub const INSUFFICIENT_STATE: Self = Self { code: 2500, reason: "insufficient state" };
    pub const EXPIRED: Self = Self { code: 2501, reason: "subscription expired" };
}

/// A WebSocket close code with a plain-text reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Disconnect {
    pub code: u16,
    pub reason: Cow<'static, str>,
}

impl Disconnect {
    const fn fixed(code: u16, reason: &'static str) -> Self {
        Self { code, reason: Cow::Borrowed(reason) }
    }

    /// A custom disconnect. The reason is kept short (≤ 120 bytes) and never valid JSON, because the
    /// client reads a JSON reason as legacy advice and would silently stop reconnecting.
    pub fn new(code: u16, reason: impl Into<String>) -> Self {
        let mut reason: String = reason.into();
        if serde_json::from_str::<serde_json::Value>(&reason).is_ok() {
            reason = format!("reason {reason}");
        }
        while reason.len() > 120 {
            reason.pop();
        }
        Self { code, reason: Cow::Owned(reason) }
    }

    /// Whether the client will reconnect after this code.
    pub fn is_reconnect(&self) -> bool {
        !(self.code == 1009 || (3500..4000).contains(&self.code) || (4500..5000).contains(&self.code))
    }

    pub const SHUTDOWN: Self = Self::fixed(3001, "shutdown");
    pub const INTERNAL: Self = Self::fixed(3004, "internal server error");
    pub const EXPIRED: Self = Self::fixed(3005, "connection expired");
    pub const SUBSCRIPTION_EXPIRED: Self = Self::fixed(3006, "subscription expired");
    pub const SLOW: Self = Self::fixed(3008, "slow");
    pub const WRITE_ERROR: Self = Self::fixed(3009, "write error");
    pub const INSUFFICIENT_STATE: Self = Self::fixed(3010, "insufficient state");
    pub const FORCE_RECONNECT: Self = Self::fixed(3011, "force reconnect");
    pub const NO_PONG: Self = Self::fixed(3012, "no pong");
    pub const INVALID_TOKEN: Self = Self::fixed(3500, "invalid token");
    pub const BAD_REQUEST: Self = Self::fixed(3501, "bad request");
    pub const STALE: Self = Self::fixed(3502, "stale");
    pub const FORCE_DISCONNECT: Self = Self::fixed(3503, "force disconnect");
    pub const PERMISSION_DENIED: Self = Self::fixed(3507, "permission denied");
    pub const MESSAGE_TOO_BIG: Self = Self::fixed(1009, "message too big");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_looking_reasons_are_made_plain_text() {
        let d = Disconnect::new(3001, "42");
        assert!(serde_json::from_str::<serde_json::Value>(&d.reason).is_err());
        assert_eq!(Disconnect::new(3001, "going away").reason, "going away");
    }

    #[test]
    fn terminal_and_reconnect_ranges_follow_the_client() {
        assert!(Disconnect::SHUTDOWN.is_reconnect());
        assert!(Disconnect::new(4000, "custom").is_reconnect());
        assert!(!Disconnect::BAD_REQUEST.is_reconnect());
        assert!(!Disconnect::new(4500, "custom").is_reconnect());
        assert!(!Disconnect::MESSAGE_TOO_BIG.is_reconnect());
    }
}
