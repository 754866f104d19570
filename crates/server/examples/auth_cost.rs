//! Measures the cost of one argon2id password hash and verification at the production
//! parameters on this machine; prints a Markdown table for `make bench` (bench/sections/40-auth.sh).

use sportsbook_server::accounts::password::{hash_blocking, verify_blocking, LANES, MEMORY_KIB, PASSES};
use std::time::{Duration, Instant};

const ROUNDS: usize = 20;

fn percentile(samples: &mut [Duration], p: f64) -> f64 {
    samples.sort_unstable();
    let index = ((samples.len() as f64 - 1.0) * p).round() as usize;
    samples[index].as_secs_f64() * 1000.0
}

fn main() -> anyhow::Result<()> {
    let password = "Kafana-u-Podgorici-7";
    let mut hashes = Vec::with_capacity(ROUNDS);
    let mut hash_times = Vec::with_capacity(ROUNDS);
    for _ in 0..ROUNDS {
        let start = Instant::now();
        hashes.push(hash_blocking(password)?);
        hash_times.push(start.elapsed());
    }
    let mut verify_times = Vec::with_capacity(ROUNDS);
    for hash in &hashes {
        let start = Instant::now();
        anyhow::ensure!(verify_blocking(password, hash), "a fresh hash must verify");
        verify_times.push(start.elapsed());
    }
    println!("argon2id m = {MEMORY_KIB} KiB, t = {PASSES}, p = {LANES} (OWASP), {ROUNDS} rounds, one thread.");
    println!();
    println!("| Operation | p50 | p90 |");
    println!("| --- | ---: | ---: |");
    println!(
        "| hash a new password | {:.1} ms | {:.1} ms |",
        percentile(&mut hash_times, 0.5),
        percentile(&mut hash_times, 0.9)
    );
    println!(
        "| verify a password | {:.1} ms | {:.1} ms |",
        percentile(&mut verify_times, 0.5),
        percentile(&mut verify_times, 0.9)
    );
    Ok(())
}
