//! A crash between two settlement batches: the server is killed (SIGKILL) while it settles a
//! market one bet per transaction; after the restart every bet is paid exactly once.

use super::{settled, settlement};
use crate::accounts::{assert_ledger_clean, Auth};
use crate::admin::admin;
use crate::bets::{balance, funded, picks, place, placement};
use crate::support::{fresh_database_url, Process, BACKENDS};
use reqwest::Method;
use std::time::Duration;

const BETS: usize = 60;

async fn settled_count(db: &sportsbook_server::db::Db) -> i64 {
    let row =
        sqlx::query("SELECT COUNT(*) AS n FROM bets WHERE status = 'done'").fetch_one(&db.pool).await.expect("count");
    sqlx::Row::get(&row, "n")
}

#[tokio::test(flavor = "multi_thread")]
async fn a_crash_between_settlement_batches_resumes_without_paying_twice() {
    // The feed makes the catalogue to bet on (prematch prices move slowly at speed 1).
    let batch_of_one =
        [("SPORTSBOOK_SETTLEMENT_BATCH", "1"), ("SPORTSBOOK_FEED", "simulated"), ("SPORTSBOOK_SEED", "7")];
    for backend in BACKENDS {
        let url = fresh_database_url(backend).await;
        let server = Process::start(&url, &batch_of_one).await;
        let app = server.app(&url);
        let auth: Auth = funded(&app, "crash@example.com").await;
        let legs = picks(&app, 0, 1).await;
        let mut ids = Vec::new();
        for _ in 0..BETS {
            let reply = place(&app, placement("1.00", &legs, None), &auth).await;
            ids.push(reply.body["data"][0]["id"].as_i64().unwrap_or_else(|| panic!("placed: {}", reply.body)));
        }
        let db = sportsbook_server::db::Db::connect(&url).await.expect("db");
        let reply = admin(&app, Method::POST, "/api/admin/settlements", Some(settlement(&legs[0], 1, None))).await;
        assert_eq!(reply.status, 200, "{backend:?}: {}", reply.body);
        let mut seen = 0;
        for _ in 0..2_000 {
            seen = settled_count(&db).await;
            if seen > 0 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
        server.kill();
        let at_kill = settled_count(&db).await;
        assert!(seen > 0 && at_kill < BETS as i64, "{backend:?}: killed mid-way ({at_kill} of {BETS} settled)");

        let server = Process::start(&url, &batch_of_one).await;
        let app = server.app(&url);
        let bets = settled(&app, &auth, &ids, &["done"]).await;
        let payout = bets[0]["win_amount"].as_i64().expect("payout");
        assert!(bets.iter().all(|b| b["win_amount"] == payout), "{backend:?}: the same payout for each");
        assert_eq!(balance(&app, &auth).await, 10_000 - BETS as i64 * 100 + BETS as i64 * payout, "{backend:?}");
        let row = sqlx::query("SELECT COUNT(*) AS n FROM ledger_transactions WHERE kind = 'bet_settlement'")
            .fetch_one(&db.pool)
            .await
            .expect("count");
        assert_eq!(sqlx::Row::get::<i64, _>(&row, "n"), BETS as i64, "{backend:?}: one settlement per bet");
        assert_ledger_clean(&app).await;
        db.pool.close().await;
        server.kill();
    }
}
