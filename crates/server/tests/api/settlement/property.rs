//! A property over random histories: random players place random bets of every type on random
//! matches; operators settle (won, lost, void, half won, half lost), cancel and roll back the
//! markets in a random order. Once the worker is idle, every settled bet's payout is its exact
//! return rounded down once, every open bet could still change, each wallet holds exactly its
//! deposits less its stakes plus its payouts, and the ledger audit is clean — on SQLite and
//! PostgreSQL.

use super::bet;
use crate::accounts::{assert_ledger_clean, Auth};
use crate::admin::{admin, spawn_admin_app};
use crate::bets::{balance, funded, picks, place, placement, Pick};
use crate::support::{TestApp, BACKENDS};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use reqwest::Method;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::time::Duration;

const PLAYERS: usize = 3;
const MATCHES: usize = 6;
const BETS: usize = 18;
const STEPS: usize = 30;
const KINDS: [(Option<&str>, usize); 5] = [(None, 1), (None, 2), (None, 3), (Some("2/3"), 3), (Some("trixie"), 3)];

/// What a market currently stands at, as the test decided it.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Market {
    Open,
    /// The picked outcome's result and void factor.
    Settled(u8, f64),
    Cancelled,
}

/// The leg's factor in 2000ths (so a half-won leg at odds `o` is `o + 1000` exactly); `None`
/// while its market is open.
fn factor(market: Market, odds_thousandths: i128) -> Option<i128> {
    match market {
        Market::Open => None,
        Market::Cancelled | Market::Settled(_, 1.0) => Some(2000),
        Market::Settled(1, 0.5) => Some(odds_thousandths + 1000),
        Market::Settled(0, 0.5) => Some(1000),
        Market::Settled(1, _) => Some(2 * odds_thousandths),
        Market::Settled(_, _) => Some(0),
    }
}

/// The lines of a bet over its legs: one for singles and combos, every k-subset for k/n, every
/// subset of two or more for a Trixie.
fn lines(system: Option<&str>, legs: usize) -> Vec<Vec<usize>> {
    let subsets = (1..(1_usize << legs)).map(|mask| (0..legs).filter(|i| mask & (1 << i) != 0).collect::<Vec<_>>());
    match system {
        None => vec![(0..legs).collect()],
        Some("2/3") => subsets.filter(|s| s.len() == 2).collect(),
        Some(_) => subsets.filter(|s| s.len() >= 2).collect(),
    }
}

/// The exact return rounded down once, pending legs counted lost.
fn floor_return(stake_per_line: i128, lines: &[Vec<usize>], factors: &[Option<i128>]) -> i64 {
    let longest = lines.iter().map(Vec::len).max().unwrap_or(0) as u32;
    let total: i128 = lines
        .iter()
        .map(|line| {
            let product: i128 = line.iter().map(|&i| factors[i].unwrap_or(0)).product();
            product * 2000_i128.pow(longest - line.len() as u32)
        })
        .sum();
    (stake_per_line * total / 2000_i128.pow(longest)) as i64
}

async fn decide(app: &TestApp, pick: &Pick, market: Market) -> u16 {
    let key = json!({ "match_id": pick.match_id, "market_id": pick.market_id, "specifier": pick.specifier });
    let (path, body) = match market {
        Market::Settled(result, void_factor) => {
            let mut body = key;
            body["outcomes"] = json!([{ "outcome_id": pick.outcome_id, "result": result, "void_factor": void_factor }]);
            ("/api/admin/settlements", body)
        }
        Market::Cancelled => {
            let mut body = key;
            body["reason"] = json!("property test");
            ("/api/admin/cancellations", body)
        }
        Market::Open => unreachable!("opening is a rollback"),
    };
    admin(app, Method::POST, path, Some(body)).await.status
}

async fn roll_back(app: &TestApp, pick: &Pick, of: &str) -> u16 {
    let body = json!({ "match_id": pick.match_id, "market_id": pick.market_id, "specifier": pick.specifier, "of": of });
    admin(app, Method::POST, "/api/admin/rollbacks", Some(body)).await.status
}

/// Waits until the worker has brought every bet to every decision.
async fn idle(app: &TestApp) {
    let db = sportsbook_server::db::Db::connect(&app.database_url).await.expect("db");
    for _ in 0..400 {
        let row = sqlx::query("SELECT COUNT(*) AS n FROM market_settlements WHERE applied = 0")
            .fetch_one(&db.pool)
            .await
            .expect("count");
        if sqlx::Row::get::<i64, _>(&row, "n") == 0 {
            db.pool.close().await;
            return;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!("the settlement worker did not finish");
}

#[tokio::test(flavor = "multi_thread")]
async fn random_bets_settlements_cancellations_and_rollbacks_pay_every_bet_its_exact_return() {
    for (seed, backend) in BACKENDS.into_iter().enumerate() {
        let mut rng = ChaCha8Rng::seed_from_u64(20_261_124 + seed as u64);
        let app = spawn_admin_app(backend, &[]).await;
        let mut players: Vec<Auth> = Vec::new();
        for i in 0..PLAYERS {
            players.push(funded(&app, &format!("random-{i}@example.com")).await);
        }
        let legs = picks(&app, 0, MATCHES).await;
        // (player, bet id, system, the legs' indexes into `legs`)
        let mut placed = Vec::new();
        for _ in 0..BETS {
            let player = rng.gen_range(0..PLAYERS);
            let (system, count) = KINDS[rng.gen_range(0..KINDS.len())];
            let mut chosen: Vec<usize> = (0..MATCHES).collect();
            for i in 0..count {
                let j = rng.gen_range(i..MATCHES);
                chosen.swap(i, j);
            }
            chosen.truncate(count);
            let stake = format!("{}.00", rng.gen_range(1..=4) * (if system.is_some() { 3 } else { 1 }));
            let selection: Vec<Pick> = chosen.iter().map(|&i| legs[i].clone()).collect();
            let reply = place(&app, placement(&stake, &selection, system), &players[player]).await;
            let id = reply.body["data"][0]["id"].as_i64().unwrap_or_else(|| panic!("{backend:?}: {}", reply.body));
            placed.push((player, id, system, chosen));
        }

        let mut markets = [Market::Open; MATCHES];
        for _ in 0..STEPS {
            let m = rng.gen_range(0..MATCHES);
            let status = match markets[m] {
                Market::Open => {
                    let next = match rng.gen_range(0..6) {
                        0 => Market::Cancelled,
                        1 => Market::Settled(rng.gen_range(0..=1), 0.5),
                        2 => Market::Settled(rng.gen_range(0..=1), 1.0),
                        _ => Market::Settled(rng.gen_range(0..=1), 0.0),
                    };
                    markets[m] = next;
                    decide(&app, &legs[m], next).await
                }
                Market::Settled(..) => {
                    markets[m] = Market::Open;
                    roll_back(&app, &legs[m], "settlement").await
                }
                Market::Cancelled => {
                    markets[m] = Market::Open;
                    roll_back(&app, &legs[m], "cancellation").await
                }
            };
            assert_eq!(status, 200, "{backend:?}: step on market {m}");
            if rng.gen_bool(0.3) {
                idle(&app).await;
            }
        }
        idle(&app).await;

        let mut paid: HashMap<usize, i64> = HashMap::new();
        let mut staked: HashMap<usize, i64> = HashMap::new();
        for (player, id, system, chosen) in &placed {
            let listed: Value = bet(&app, &players[*player], *id).await;
            let stake = listed["stake"]["value"].as_i64().expect("stake");
            *staked.entry(*player).or_default() += stake;
            let factors: Vec<Option<i128>> = chosen
                .iter()
                .enumerate()
                .map(|(leg, &m)| {
                    let odds = (listed["selections"][leg]["odds"].as_f64().expect("odds") * 1000.0).round() as i128;
                    factor(markets[m], odds)
                })
                .collect();
            let lines = lines(*system, chosen.len());
            let per_line = i128::from(stake) / lines.len() as i128;
            let least = floor_return(per_line, &lines, &factors);
            let most_factors: Vec<Option<i128>> = factors
                .iter()
                .enumerate()
                .map(|(leg, f)| {
                    f.or_else(|| Some(2 * (listed["selections"][leg]["odds"].as_f64()? * 1000.0).round() as i128))
                })
                .collect();
            // No pending leg can change the return any more (as the server decides it).
            let decided = least == floor_return(per_line, &lines, &most_factors);
            match listed["status"].as_str() {
                Some("done") => {
                    let payout = listed["win_amount"].as_i64().expect("payout");
                    assert_eq!(payout, least, "{backend:?}: bet {id} {system:?} {factors:?}");
                    *paid.entry(*player).or_default() += payout;
                }
                Some("waiting_results") => {
                    assert!(!decided, "{backend:?}: bet {id} is decided but open: {factors:?}");
                }
                other => panic!("{backend:?}: bet {id} is {other:?}"),
            }
        }
        for (i, auth) in players.iter().enumerate() {
            let want = 10_000 - staked.get(&i).copied().unwrap_or(0) + paid.get(&i).copied().unwrap_or(0);
            assert_eq!(balance(&app, auth).await, want, "{backend:?}: player {i}'s wallet");
        }
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}
