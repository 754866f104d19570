//! SQLite's WAL checkpoints, kept off the writers' path. Left to SQLite, the connection whose
//! commit takes the WAL past 1,000 pages copies them into the database file and syncs it inside
//! that commit: with `synchronous = FULL`, a stall for every placement waiting on the batch. Here
//! the pool's connections do not checkpoint (`wal_autocheckpoint = 0`, set in `Db::connect`);
//! one task on a connection of its own runs a PASSIVE checkpoint every [`INTERVAL`] — it copies
//! what no reader still needs without blocking readers or writers, and the next writer starts the
//! WAL over once all of it has been copied.

use sqlx::any::AnyConnectOptions;
use sqlx::{AnyConnection, AnyPool, Connection, Executor};
use std::time::Duration;
use tokio::time::MissedTickBehavior;

/// How often the WAL is copied into the database file.
pub const INTERVAL: Duration = Duration::from_millis(250);

/// Checkpoints the SQLite database of `pool` until the pool is closed.
pub fn spawn(options: AnyConnectOptions, pool: AnyPool) {
    tokio::spawn(async move {
        let mut conn = match AnyConnection::connect_with(&options).await {
            Ok(conn) => conn,
            Err(error) => {
                tracing::error!(%error, "cannot open the checkpoint connection; the WAL will grow");
                return;
            }
        };
        if let Err(error) = conn.execute("PRAGMA synchronous = FULL;").await {
            tracing::warn!(%error, "checkpoint connection settings");
        }
        let mut tick = tokio::time::interval(INTERVAL);
        tick.set_missed_tick_behavior(MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            if pool.is_closed() {
                break;
            }
            if let Err(error) = conn.execute("PRAGMA wal_checkpoint(PASSIVE);").await {
                tracing::warn!(%error, "WAL checkpoint");
            }
        }
        let _ = conn.close().await;
    });
}
