//! The raw rate of single-insert transactions on this machine, the baseline of the placement
//! benchmark: SQLite in WAL mode with `synchronous = FULL` (as the server runs it) in a temporary
//! file, and PostgreSQL at `BENCH_POSTGRES_URL` when given. One writer, 5 s each.

use sqlx::Connection;
use std::time::{Duration, Instant};

const RUN: Duration = Duration::from_secs(5);

/// Runs single-insert transactions for [`RUN`]; transactions per second. `$begin` opens one.
macro_rules! rate {
    ($conn:expr, $begin:expr) => {{
        sqlx::query("CREATE TABLE IF NOT EXISTS insert_rate (id BIGINT PRIMARY KEY, amount BIGINT NOT NULL)")
            .execute(&mut *$conn)
            .await?;
        let started = Instant::now();
        let mut n: i64 = 0;
        while started.elapsed() < RUN {
            sqlx::query($begin).execute(&mut *$conn).await?;
            sqlx::query("INSERT INTO insert_rate (id, amount) VALUES ($1, $2)")
                .bind(n)
                .bind(n)
                .execute(&mut *$conn)
                .await?;
            sqlx::query("COMMIT").execute(&mut *$conn).await?;
            n += 1;
        }
        n as f64 / started.elapsed().as_secs_f64()
    }};
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let dir = std::env::temp_dir().join(format!("insert-rate-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let url = format!("sqlite://{}?mode=rwc", dir.join("rate.db").display());
    let mut sqlite = sqlx::SqliteConnection::connect(&url).await?;
    sqlx::query("PRAGMA journal_mode = WAL").execute(&mut sqlite).await?;
    sqlx::query("PRAGMA synchronous = FULL").execute(&mut sqlite).await?;
    let sqlite_rate = rate!(&mut sqlite, "BEGIN IMMEDIATE");
    println!("| SQLite (WAL, synchronous = FULL), one insert per transaction | {sqlite_rate:.0} |");
    std::fs::remove_dir_all(&dir)?;
    if let Ok(url) = std::env::var("BENCH_POSTGRES_URL") {
        let mut pg = sqlx::PgConnection::connect(&url).await?;
        sqlx::query("DROP TABLE IF EXISTS insert_rate").execute(&mut pg).await?;
        let pg_rate = rate!(&mut pg, "BEGIN");
        println!("| PostgreSQL, one insert per transaction | {pg_rate:.0} |");
        sqlx::query("DROP TABLE insert_rate").execute(&mut pg).await?;
    }
    Ok(())
}
