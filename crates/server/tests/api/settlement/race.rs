//! Bets placed on a market while it is being settled: each is refused or comes out settled —
//! none is left waiting for a decision that was already made (db/locks.rs on PostgreSQL, the
//! one writer on SQLite, and the check in the placement transaction on both).

use super::{settled, settlement};
use crate::accounts::{assert_ledger_clean, Auth};
use crate::admin::{admin, spawn_admin_app};
use crate::bets::{funded, picks, place, placement, Pick};
use crate::support::{TestApp, BACKENDS};
use reqwest::Method;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

const PLAYERS: usize = 6;
/// Bets accepted before the operator settles the market.
const BEFORE: usize = 20;

/// Places singles on `pick` one after another until one is refused; the ids of those accepted.
async fn keep_placing(app: &TestApp, auth: &Auth, pick: &Pick, placed: &AtomicUsize) -> Vec<i64> {
    let mut ids = Vec::new();
    for _ in 0..500 {
        let reply = place(app, placement("1.00", std::slice::from_ref(pick), None), auth).await;
        if reply.status != 201 {
            assert_eq!(reply.body["error"]["code"], "market_suspended", "{}", reply.body);
            return ids;
        }
        ids.push(reply.body["data"][0]["id"].as_i64().expect("a bet id"));
        placed.fetch_add(1, Ordering::SeqCst);
    }
    panic!("bets were still taken long after the market was settled");
}

#[tokio::test(flavor = "multi_thread")]
async fn bets_racing_a_settlement_are_refused_or_settled() {
    for backend in BACKENDS {
        let app = spawn_admin_app(backend, &[]).await;
        // Far from kick-off (the first prematch matches may start, and take the live delay).
        let pick = picks(&app, 0, 10).await.pop().expect("a prematch pick");
        let mut players = Vec::with_capacity(PLAYERS);
        for n in 0..PLAYERS {
            players.push(funded(&app, &format!("racer{n}@example.com")).await);
        }
        let placed = AtomicUsize::new(0);
        let placing = players.iter().map(|auth| keep_placing(&app, auth, &pick, &placed));
        let settling = async {
            while placed.load(Ordering::SeqCst) < BEFORE {
                tokio::time::sleep(Duration::from_millis(2)).await;
            }
            admin(&app, Method::POST, "/api/admin/settlements", Some(settlement(&pick, 1, None))).await
        };
        let (accepted, reply) = tokio::join!(futures_util::future::join_all(placing), settling);
        assert_eq!(reply.status, 200, "{backend:?}: {}", reply.body);
        for (auth, ids) in players.iter().zip(&accepted) {
            for bet in settled(&app, auth, ids, &["done"]).await {
                assert_eq!(bet["result"], "win_entire", "{backend:?}: {bet}");
            }
        }
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}
