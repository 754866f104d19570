//! The server's one clock: wall-clock Unix milliseconds, the unit every stored time uses, and
//! their ISO 8601 form on the wire.

use time::OffsetDateTime;

/// Milliseconds since the Unix epoch (0 before it, `i64::MAX` past its range).
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// Unix milliseconds as ISO 8601 UTC with milliseconds (`2026-11-22T18:00:00.000Z`, the form
/// JavaScript's `toISOString` gives), so timestamps also sort as strings.
pub fn iso(ms: i64) -> String {
    const FORMAT: &[time::format_description::FormatItem<'_>] =
        time::macros::format_description!("[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:3]Z");
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .ok()
        .and_then(|t| t.format(FORMAT).ok())
        .unwrap_or_default()
}
