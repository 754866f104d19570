//! PostgreSQL's transaction-scoped advisory locks, named by a stable 64-bit hash of a text.
//! SQLite needs none: its writers take the one write lock up front (`Db::begin_write`).
//!
//! Two families, always taken in this order and each in ascending key order, so writers cannot
//! deadlock: a **match** lock (shared by bet placements and live-delay decisions, exclusive for
//! whoever records settlement decisions or ends the match), then **outcome** locks (exclusive,
//! held by every transaction that moves the liability kept on the outcome — a placement batch,
//! a live-delay decision, a settlement batch — so a liability read and the change it allows are
//! atomic, and their row updates cannot deadlock).

use super::Backend;
use anyhow::Context;
use sqlx::AnyConnection;

/// How a lock is held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Shared,
    Exclusive,
}

/// FNV-1a of `text`: a stable lock name.
fn name(text: &str) -> i64 {
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3));
    i64::from_ne_bytes(hash.to_ne_bytes())
}

/// The lock of a match: settlement decisions and bets on it are ordered by it.
pub fn of_match(match_id: i64) -> i64 {
    name(&format!("match/{match_id}"))
}

/// The lock of an outcome (liability).
pub fn of_outcome(match_id: i64, market_id: i64, specifier: &str, outcome_id: i64) -> i64 {
    name(&format!("{match_id}/{market_id}/{specifier}/{outcome_id}"))
}

/// Takes each lock in ascending order until the transaction ends (PostgreSQL; a no-op on SQLite),
/// in one statement: the keys are our own integers, written into it already sorted.
pub async fn take(conn: &mut AnyConnection, backend: Backend, mut keys: Vec<i64>, mode: Mode) -> anyhow::Result<()> {
    if backend != Backend::Postgres || keys.is_empty() {
        return Ok(());
    }
    keys.sort_unstable();
    keys.dedup();
    let function = match mode {
        Mode::Shared => "pg_advisory_xact_lock_shared",
        Mode::Exclusive => "pg_advisory_xact_lock",
    };
    let values: Vec<String> = keys.iter().map(|key| format!("({key})")).collect();
    // Counted, not selected: the functions return `void`, which the Any driver cannot decode.
    let sql = format!(
        "SELECT COUNT(*) AS n FROM (SELECT {function}(k) FROM (VALUES {}) AS keys (k)) AS locked",
        values.join(",")
    );
    super::one_off(&sql).execute(&mut *conn).await.context("taking advisory locks")?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_stable_and_tell_locks_apart() {
        assert_eq!(of_outcome(1, 2, "", 3), of_outcome(1, 2, "", 3));
        assert_ne!(of_outcome(1, 2, "", 3), of_outcome(1, 2, "", 4));
        assert_ne!(of_outcome(1, 2, "total=2.5", 3), of_outcome(1, 2, "total=3.5", 3));
        assert_ne!(of_match(1), of_match(2));
        assert_ne!(of_match(1), of_outcome(1, 0, "", 0));
    }
}
