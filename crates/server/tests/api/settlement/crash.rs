//! A crash between two settlement batches: the server settles a market one bet per transaction,
//! a database trigger makes the batch of the middle bet fail (so the worker keeps retrying it),
//! and the server is killed (SIGKILL) there; after the restart every bet is paid exactly once.

use super::{settled, settlement};
use crate::accounts::{assert_ledger_clean, Auth};
use crate::admin::admin;
use crate::bets::{balance, funded, picks, place, placement};
use crate::support::{fresh_database_url, Process, BACKENDS};
use reqwest::Method;
use sportsbook_server::db::{Backend, Db};
use std::time::Duration;

const BETS: usize = 60;
/// Bets settled before the one whose batch fails.
const BEFORE_CRASH: usize = BETS / 2;

async fn settled_count(db: &Db) -> i64 {
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
        let db = Db::connect(&url).await.expect("db");
        stop_settling_at(&db, ids[BEFORE_CRASH]).await;
        let reply = admin(&app, Method::POST, "/api/admin/settlements", Some(settlement(&legs[0], 1, None))).await;
        assert_eq!(reply.status, 200, "{backend:?}: {}", reply.body);
        let mut seen = 0;
        for _ in 0..2_000 {
            seen = settled_count(&db).await;
            if seen >= BEFORE_CRASH as i64 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        server.kill();
        let at_kill = settled_count(&db).await;
        assert_eq!((seen, at_kill), (BEFORE_CRASH as i64, BEFORE_CRASH as i64), "{backend:?}: killed mid-way");
        let_settling_go(&db).await;

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

/// Makes every transaction that settles bet `id` fail, so settlement stops just before it.
async fn stop_settling_at(db: &Db, id: i64) {
    let statements = match db.backend {
        Backend::Sqlite => vec![format!(
            "CREATE TRIGGER crash_here BEFORE UPDATE ON bets WHEN NEW.id = {id} AND NEW.status = 'done' \
             BEGIN SELECT RAISE(ABORT, 'crash here'); END"
        )],
        Backend::Postgres => vec![
            "CREATE FUNCTION crash_here() RETURNS trigger LANGUAGE plpgsql AS \
             $$ BEGIN RAISE EXCEPTION 'crash here'; END $$"
                .to_owned(),
            format!(
                "CREATE TRIGGER crash_here BEFORE UPDATE ON bets FOR EACH ROW \
                 WHEN (NEW.id = {id} AND NEW.status = 'done') EXECUTE FUNCTION crash_here()"
            ),
        ],
    };
    for statement in statements {
        sqlx::query(&statement).execute(&db.pool).await.expect("crash trigger");
    }
}

async fn let_settling_go(db: &Db) {
    let statement = match db.backend {
        Backend::Sqlite => "DROP TRIGGER crash_here",
        Backend::Postgres => "DROP TRIGGER crash_here ON bets",
    };
    sqlx::query(statement).execute(&db.pool).await.expect("dropping the crash trigger");
}
