//! The wall clock as unix seconds: the unit token expiries, connection checks and Redis presence
//! deadlines are all written in, read in one place so they cannot drift apart.

use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds since the unix epoch; 0 when the system clock reads earlier than that.
pub(crate) fn unix_now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}
