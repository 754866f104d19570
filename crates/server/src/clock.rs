//! The server's one clock: wall-clock Unix milliseconds, the unit every stored time uses.

/// Milliseconds since the Unix epoch (0 before it, `i64::MAX` past its range).
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}
