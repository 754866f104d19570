//! Storage: one pool over SQLite (embedded default) or PostgreSQL (at scale), migrations, and
//! SQL as plain async functions per aggregate. Every query uses `$N` placeholders and only
//! BIGINT/TEXT/DOUBLE columns so the same SQL runs on both backends.

pub mod activity;
pub mod admin_audit;
pub mod bet_codes;
pub mod bet_search;
pub mod bets;
pub mod catalogue;
mod checkpoint;
pub mod exposure;
pub mod favourites;
pub mod idempotency;
pub mod ledger;
pub mod limits;
pub mod locks;
pub mod notifications;
pub mod outbox;
pub mod payments;
pub mod phone;
pub mod secrets;
pub mod sessions;
pub mod settlement;
pub mod sign_ins;
pub mod sportsbook_sessions;
pub mod tokens;
pub mod trader;
pub mod users;

use anyhow::Context;
use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyConnection, AnyPool, Executor};
use std::ops::{Deref, DerefMut};
use std::str::FromStr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{Mutex, OwnedMutexGuard};

/// Which database engine a pool talks to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// The engine behind a connection.
    pub fn of(conn: &AnyConnection) -> Backend {
        if conn.backend_name().eq_ignore_ascii_case("sqlite") {
            Backend::Sqlite
        } else {
            Backend::Postgres
        }
    }

    pub fn of_url(url: &str) -> Backend {
        if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else {
            Backend::Postgres
        }
    }
}

/// The database handle shared by the whole server (cheap to clone).
#[derive(Clone, Debug)]
pub struct Db {
    pub pool: AnyPool,
    pub backend: Backend,
    /// SQLite's writers of this process, served in turn (see [`Db::begin_write`]).
    writers: Arc<Mutex<()>>,
    /// How many of them wait for their turn.
    waiting: Arc<AtomicUsize>,
}

/// A transaction that will write. On SQLite it also holds this process's turn to write, given
/// back after its commit or rollback.
pub struct WriteTx {
    tx: sqlx::Transaction<'static, sqlx::Any>,
    _turn: Option<OwnedMutexGuard<()>>,
}

impl WriteTx {
    /// Commits, then gives the turn to the next writer.
    pub async fn commit(self) -> Result<(), sqlx::Error> {
        let WriteTx { tx, _turn } = self;
        tx.commit().await
    }
}

impl Deref for WriteTx {
    type Target = sqlx::AnyConnection;

    fn deref(&self) -> &Self::Target {
        &self.tx
    }
}

impl DerefMut for WriteTx {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.tx
    }
}

/// Each SQLite connection's settings: durable commits (`synchronous = FULL`), checkpoints by
/// their own task (`checkpoint.rs`), and reads that stay off the system calls — pages read
/// through a memory map and a larger page cache (16 MiB), statement journals in memory. On the
/// placement and settlement paths a tenth of the database thread's time went to `pread` and to
/// the temporary files of statement journals (BENCHMARKS.md).
const SQLITE_SETTINGS: &str = "PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = FULL; \
    PRAGMA wal_autocheckpoint = 0; PRAGMA temp_store = MEMORY; PRAGMA cache_size = -16384; \
    PRAGMA mmap_size = 268435456;";

/// Counts a writer as waiting for its turn while it lives: dropped when the turn comes, or when
/// the waiting request is given up (a client gone), so the count never keeps a writer that left.
struct Waiting<'a>(&'a AtomicUsize);

impl<'a> Waiting<'a> {
    fn new(count: &'a AtomicUsize) -> Waiting<'a> {
        count.fetch_add(1, Ordering::Relaxed);
        Waiting(count)
    }
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

impl Db {
    /// Connects (creating the SQLite file and its folder if needed) and applies migrations.
    pub async fn connect(url: &str) -> anyhow::Result<Db> {
        sqlx::any::install_default_drivers();
        let backend = Backend::of_url(url);
        let url = match backend {
            Backend::Sqlite => sqlite_url(url)?,
            Backend::Postgres => url.to_owned(),
        };
        let options = AnyConnectOptions::from_str(&url).context("parsing DATABASE_URL")?;
        let pool = AnyPoolOptions::new()
            .max_connections(match backend {
                Backend::Sqlite => 4,
                Backend::Postgres => 16,
            })
            .acquire_timeout(Duration::from_secs(10))
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        conn.execute(SQLITE_SETTINGS).await?;
                    }
                    Ok(())
                })
            })
            .connect_with(options.clone())
            .await
            .context("connecting to the database")?;
        if backend == Backend::Sqlite {
            pool.execute("PRAGMA journal_mode = WAL;").await.context("enabling WAL")?;
            checkpoint::spawn(options, pool.clone());
        }
        let db = Db { pool, backend, writers: Arc::default(), waiting: Arc::default() };
        db.migrate().await?;
        Ok(db)
    }

    /// Applies pending migrations for this backend.
    pub async fn migrate(&self) -> anyhow::Result<()> {
        let migrator = match self.backend {
            Backend::Sqlite => sqlx::migrate!("./migrations/sqlite"),
            Backend::Postgres => sqlx::migrate!("./migrations/postgres"),
        };
        migrator.run(&self.pool).await.context("applying migrations")?;
        Ok(())
    }

    /// Starts a transaction that will write: `BEGIN IMMEDIATE` on SQLite takes the write lock
    /// up front, so a transaction that reads before it writes cannot fail with "database is
    /// locked" when another writer commits in between; PostgreSQL uses a plain `BEGIN`. On
    /// SQLite the process's writers first queue for their turn (first come, first served):
    /// left to SQLite's busy handler, which sleeps between retries, a writer that commits in a
    /// tight loop (the placement writer under load) would starve the others — the feed, the
    /// settlement worker, an operator's command.
    pub async fn begin_write(&self) -> anyhow::Result<WriteTx> {
        let (tx, turn) = match self.backend {
            Backend::Sqlite => {
                let turn = {
                    let _waiting = Waiting::new(&self.waiting);
                    Arc::clone(&self.writers).lock_owned().await
                };
                (self.pool.begin_with("BEGIN IMMEDIATE").await, Some(turn))
            }
            Backend::Postgres => (self.pool.begin().await, None),
        };
        Ok(WriteTx { tx: tx.context("starting a transaction")?, _turn: turn })
    }

    /// Whether another writer of this process waits for its turn (SQLite; PostgreSQL writers
    /// do not queue here, so never).
    pub fn writers_waiting(&self) -> bool {
        self.waiting.load(Ordering::Relaxed) > 0
    }

    /// True when the database answers a trivial query.
    pub async fn is_ready(&self) -> bool {
        sqlx::query("SELECT 1").execute(&self.pool).await.is_ok()
    }
}

/// A statement whose text carries its values (an `IN (…)` list of ids, a `VALUES` list of our
/// own codes): prepared for this one run and not kept in the connection's statement cache,
/// where each would be used once and push out the statements that are used again.
pub(crate) fn one_off(sql: &str) -> sqlx::query::Query<'_, sqlx::Any, sqlx::any::AnyArguments<'_>> {
    sqlx::query(sql).persistent(false)
}

/// Integer ids written into a statement's `IN (…)` list: integers only, so inlining them is safe.
pub(crate) fn id_list(ids: &[i64]) -> String {
    ids.iter().map(i64::to_string).collect::<Vec<_>>().join(",")
}

/// `($1, $2, …), ($n, …)`: `rows` groups of `columns` placeholders, numbered from 1 (a
/// multi-row `VALUES` list). On SQLite they are anonymous (`?`): binding a value to a named one
/// looks its name up in a list, which made a statement with thousands of values quadratic.
pub(crate) fn row_placeholders(conn: &AnyConnection, rows: usize, columns: usize) -> String {
    let numbered = Backend::of(conn) == Backend::Postgres;
    let one = |n: usize| if numbered { format!("${n}") } else { "?".to_owned() };
    let row = |r: usize| (1..=columns).map(|c| one(r * columns + c)).collect::<Vec<_>>().join(", ");
    (0..rows).map(|r| format!("({})", row(r))).collect::<Vec<_>>().join(", ")
}

/// `$1,$2,…` for an `IN (…)` list of `count` bound values (anonymous on SQLite, as above).
pub(crate) fn placeholders(conn: &AnyConnection, count: usize) -> String {
    row_placeholders(conn, 1, count).trim_start_matches('(').trim_end_matches(')').to_owned()
}

/// Adds `mode=rwc` (create if missing) and makes sure the file's folder exists.
fn sqlite_url(url: &str) -> anyhow::Result<String> {
    let path = url.trim_start_matches("sqlite:").trim_start_matches("//");
    let file = path.split('?').next().unwrap_or_default();
    if !file.is_empty() && file != ":memory:" {
        if let Some(dir) = std::path::Path::new(file).parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
        }
    }
    Ok(if url.contains('?') { format!("{url}&mode=rwc") } else { format!("{url}?mode=rwc") })
}
