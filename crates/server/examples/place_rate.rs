//! Open-loop placement load for the benchmark (bench/sections/50-betting.sh): places bets at a
//! fixed rate, whatever the server's latency, and measures each from the moment it was due, so a
//! slow answer cannot hide the requests that would have queued behind it (no coordinated
//! omission). Prints one Markdown table row: offered rate, achieved rate, p50, p99, max, and the
//! answers other than 201 with their statuses (`0` for a request that got no answer).
//!
//! Usage: `place_rate URL RATE SECONDS` with `BENCH_TOKENS` (a file of session tokens, one per
//! line, from `bench_bettors`) and `BENCH_BODY` (the placement request body) in the environment.

use anyhow::Context;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// One answered request: how long after it was due, and its status (0: no answer).
struct Sample {
    latency: Duration,
    status: u16,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let url = args.next().context("usage: place_rate URL RATE SECONDS")?;
    let rate: u32 = args.next().context("RATE")?.parse()?;
    let seconds: u64 = args.next().context("SECONDS")?.parse()?;
    let tokens: Vec<String> =
        std::fs::read_to_string(std::env::var("BENCH_TOKENS")?)?.lines().map(str::to_owned).collect();
    anyhow::ensure!(!tokens.is_empty(), "no bettors in BENCH_TOKENS");
    let body = Arc::new(std::env::var("BENCH_BODY")?);
    let client = reqwest::Client::builder().pool_max_idle_per_host(512).build()?;
    let total = u64::from(rate) * seconds;
    let interval = Duration::from_secs(1) / rate;
    let (sender, mut samples) = mpsc::unbounded_channel::<Sample>();
    let start = Instant::now();
    let run = std::process::id();
    for i in 0..total {
        let due = start + interval * u32::try_from(i)?;
        tokio::time::sleep_until(due.into()).await;
        let request = client
            .post(&url)
            .header("Content-Type", "application/json")
            .header("X-Sportsbook-App", "bench")
            .header("Cookie", format!("sb_session={}", tokens[i as usize % tokens.len()]))
            .header("Idempotency-Key", format!("rate-{run}-{i}"))
            .body(body.as_str().to_owned());
        let sender = sender.clone();
        tokio::spawn(async move {
            let status = request.send().await.map_or(0, |r| r.status().as_u16());
            let _ = sender.send(Sample { latency: due.elapsed(), status });
        });
    }
    drop(sender);
    let mut latencies = Vec::with_capacity(total as usize);
    let mut refused = std::collections::BTreeMap::<u16, u64>::new();
    while let Some(sample) = samples.recv().await {
        latencies.push(sample.latency);
        if sample.status != 201 {
            *refused.entry(sample.status).or_default() += 1;
        }
    }
    let failed: u64 = refused.values().sum();
    let statuses: Vec<String> = refused.iter().map(|(status, n)| format!("{n} × {status}")).collect();
    let failed = if failed == 0 { "0".to_owned() } else { format!("{failed} ({})", statuses.join(", ")) };
    let elapsed = start.elapsed().as_secs_f64();
    latencies.sort_unstable();
    let at = |q: f64| latencies[((latencies.len() as f64 * q) as usize).min(latencies.len() - 1)];
    let ms = |d: Duration| format!("{:.2}ms", d.as_secs_f64() * 1000.0);
    println!(
        "| {rate} | {:.0} | {} | {} | {} | {failed} |",
        latencies.len() as f64 / elapsed,
        ms(at(0.50)),
        ms(at(0.99)),
        ms(*latencies.last().context("no requests")?)
    );
    Ok(())
}
