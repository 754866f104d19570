//! The settlement benchmark (bench/sections/50-betting.sh), in two steps against the database at
//! `DATABASE_URL`:
//!
//! * `settlement_load seed N` — 1,000 funded players and `N` open bets on one market (match
//!   900001, 1X2): 70 % singles spread over its three outcomes, 30 % doubles with a second leg on
//!   another match. Written directly (the placement path is measured on its own).
//! * `settlement_load settle` — with the server running, settles that market through the operator
//!   API (`BENCH_ADMIN_URL`, `BENCH_ADMIN_TOKEN`) and waits until the settlement worker has
//!   brought every bet to it; prints a table row with bets per second.

mod support;

use anyhow::Context;
use sportsbook_core::betting::{AcceptMode, BetKind, BetResult, BetStatus, SelectionStatus};
use sportsbook_core::fixtures::SportKey;
use sportsbook_core::money::ledger::{TransactionBuilder, TransactionKind};
use sportsbook_core::money::Currency;
use sportsbook_server::db::bets::{StoredBet, StoredSelection};
use sportsbook_server::db::{bets, ledger, Db};
use std::time::{Duration, Instant};

const PLAYERS: i64 = 1_000;
const MARKET_MATCH: i64 = 900_001;
const OTHER_MATCH: i64 = 900_002;
const CHUNK: usize = 2_000;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let db = Db::connect(&std::env::var("DATABASE_URL")?).await?;
    match std::env::args().nth(1).as_deref() {
        Some("seed") => {
            let n: usize = std::env::args().nth(2).and_then(|n| n.parse().ok()).context("seed N")?;
            seed(&db, n).await
        }
        Some("settle") => settle(&db).await,
        _ => anyhow::bail!("usage: settlement_load seed N | settle"),
    }
}

fn selection(match_id: i64, outcome_id: i64, odds: i64) -> StoredSelection {
    StoredSelection {
        id: 0,
        position: 0,
        match_id,
        market_id: 1,
        specifier: String::new(),
        outcome_id,
        requested_odds: odds,
        odds,
        status: SelectionStatus::Open,
        sport_key: SportKey::Football,
        is_live: false,
        names: "{}".to_owned(),
        result: None,
        dead_heat: None,
        settlement: None,
    }
}

fn bet(i: usize, user_id: i64, now: i64) -> StoredBet {
    let outcome = (i % 3) as i64 + 1;
    let odds = [2_100, 3_400, 3_300][i % 3];
    let mut selections = vec![selection(MARKET_MATCH, outcome, odds)];
    if i % 10 >= 7 {
        let mut second = selection(OTHER_MATCH, 1, 1_800);
        second.position = 1;
        selections.push(second);
    }
    let total_odds = selections.iter().map(|s| s.odds).fold(1_000, |acc, o| acc * o / 1_000);
    StoredBet {
        id: 0,
        user_id,
        kind: if selections.len() == 1 { BetKind::Single } else { BetKind::Combo },
        status: BetStatus::WaitingResults,
        result: BetResult::NoResults,
        currency: Currency::Eur,
        stake: 100,
        lines: 1,
        stake_per_line: 100,
        odds: total_odds,
        potential_win: 100 * total_odds / 1_000,
        payout: None,
        accept_mode: AcceptMode::None,
        decide_at: None,
        reason: None,
        created_at: now,
        updated_at: now,
        settled_at: None,
        max_profit: None,
        selections,
    }
}

async fn seed(db: &Db, n: usize) -> anyhow::Result<()> {
    let now = sportsbook_server::clock::now_ms();
    let mut players = Vec::new();
    let mut tx = db.begin_write().await?;
    for i in 0..PLAYERS {
        let email = format!("settle-{i}-{now}@bench.example");
        let reference = format!("bench-settle-{i}");
        let (id, wallet) = support::funded_player(&mut tx, &email, reference, 100_000_000, now).await?;
        let in_play = ledger::ensure_in_play(&mut tx, id, Currency::Eur, now).await?;
        players.push((id, wallet, in_play));
    }
    tx.commit().await?;
    for start in (0..n).step_by(CHUNK) {
        let mut tx = db.begin_write().await?;
        let mut stakes = Vec::new();
        for i in start..(start + CHUNK).min(n) {
            let (user_id, wallet, in_play) = players[i % players.len()];
            let id = bets::insert(&mut tx, &bet(i, user_id, now)).await?;
            let stake = TransactionBuilder::new(TransactionKind::BetStake, format!("bet:{id}"))
                .transfer(wallet, in_play, Currency::Eur, 100)
                .build()
                .map_err(|e| anyhow::anyhow!("{e:?}"))?;
            stakes.push(stake);
        }
        ledger::record_many(&mut tx, &stakes, now).await?;
        tx.commit().await?;
    }
    println!("seeded {n} bets for {PLAYERS} players");
    Ok(())
}

async fn settle(db: &Db) -> anyhow::Result<()> {
    let url = std::env::var("BENCH_ADMIN_URL")?;
    let token = std::env::var("BENCH_ADMIN_TOKEN")?;
    let open: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM bets WHERE status = 'waiting_results'").fetch_one(&db.pool).await?;
    let body = serde_json::json!({ "match_id": MARKET_MATCH, "market_id": 1, "specifier": "",
        "outcomes": [{ "outcome_id": 1, "result": 1 }, { "outcome_id": 2, "result": 0 }, { "outcome_id": 3, "result": 0 }] });
    let started = Instant::now();
    let reply = reqwest::Client::new()
        .post(format!("{url}/api/admin/settlements"))
        .bearer_auth(token)
        .json(&body)
        .send()
        .await?;
    anyhow::ensure!(reply.status().is_success(), "settlement refused: {}", reply.text().await?);
    // The worker has ten minutes; past that the benchmark fails rather than waits forever.
    while started.elapsed() < Duration::from_secs(600) {
        let applied: Option<i64> = sqlx::query_scalar("SELECT applied FROM market_settlements WHERE match_id = $1")
            .bind(MARKET_MATCH)
            .fetch_optional(&db.pool)
            .await?;
        if applied == Some(1) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let elapsed = started.elapsed().as_secs_f64();
    anyhow::ensure!(elapsed < 600.0, "the market was not settled within ten minutes");
    let done: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM bets WHERE status = 'done'").fetch_one(&db.pool).await?;
    println!("{open} | {done} | {elapsed:.2} s | {:.0}", open as f64 / elapsed);
    Ok(())
}
