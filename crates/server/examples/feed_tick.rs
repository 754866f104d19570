//! The simulated feed's tick time per 1,000 live markets (bench/sections/60-feed.sh): a fresh
//! catalogue (seed 42, matches already in play) on a temporary SQLite database, then 60 ticks one
//! second apart at speed 10, each timed alone — advancing every live match through its model and
//! pricing every market, as the server does before it persists and publishes. Prints one table
//! row: live markets, ticks, mean, p50, p99 and max per tick, and the mean per 1,000 markets.

use sportsbook_core::odds::Margin;
use sportsbook_server::db::Db;
use sportsbook_server::feed::bootstrap::FeedSettings;
use sportsbook_server::feed::Feed;
use std::time::Instant;

const TICKS: usize = 60;
const START: i64 = 1_795_370_400_000;

#[tokio::main(flavor = "multi_thread")]
async fn main() -> anyhow::Result<()> {
    let dir = std::env::temp_dir().join(format!("feed-tick-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let db = Db::connect(&format!("sqlite://{}", dir.join("feed.db").display())).await?;
    let settings = FeedSettings {
        seed: Some(42),
        speed: 10.0,
        outages: false,
        margin: Margin::default(),
        limits: Default::default(),
    };
    let mut feed = Feed::start(db, settings, START).await?;
    let mut times = Vec::with_capacity(TICKS);
    let mut markets = 0;
    for step in 1..=TICKS {
        let now = START + 1_000 * i64::try_from(step)?;
        let started = Instant::now();
        feed.tick_unpublished(now);
        times.push(started.elapsed().as_secs_f64() * 1000.0);
        markets += feed.live_markets();
    }
    std::fs::remove_dir_all(&dir)?;
    let live = markets / TICKS;
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    let max = times.last().copied().unwrap_or(0.0);
    let per_thousand = if live > 0 { mean * 1000.0 / live as f64 } else { 0.0 };
    println!(
        "| {live} | {TICKS} | {mean:.1} ms | {:.1} ms | {:.1} ms | {max:.1} ms | {per_thousand:.1} ms |",
        at(0.5),
        at(0.99)
    );
    Ok(())
}
