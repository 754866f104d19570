//! The settlement worker's queue: decisions on markets that no bet holds are closed at once, in
//! one statement; the decisions with bets stay pending for the worker.

use crate::accounts::{new_user, NOW};
use crate::liability::double;
use crate::support::{fresh_db, BACKENDS};
use sportsbook_core::betting::BetStatus;
use sportsbook_server::db::bets;
use sportsbook_server::db::settlement as store;
use sportsbook_server::settlement_keys::{MarketKey, MarketState, Source};

fn key(match_id: i64, market_id: i64) -> MarketKey {
    MarketKey { match_id, market_id, specifier: String::new() }
}

#[tokio::test(flavor = "multi_thread")]
async fn decisions_no_bet_waits_for_are_applied_at_once_and_the_others_stay_pending() {
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let ana = new_user(&db, "ana@example.com").await;
        let mut conn = db.pool.acquire().await.expect("connection");
        // The double holds market 1 of matches 1 and 2.
        bets::insert(&mut conn, &double(ana, BetStatus::WaitingResults)).await.expect("insert");
        for key in [key(1, 1), key(1, 2), key(3, 1)] {
            store::decide(&mut conn, &key, MarketState::Cancelled, &[], None, Source::Feed, NOW).await.expect("decide");
        }
        assert_eq!(store::apply_unbet(&mut conn).await.expect("apply"), 2, "{backend:?}");
        let pending: Vec<MarketKey> =
            store::pending(&db.pool, 10).await.expect("pending").into_iter().map(|d| d.key).collect();
        assert_eq!(pending, [key(1, 1)], "{backend:?}: the market with a bet waits for the worker");
        assert_eq!(store::apply_unbet(&mut conn).await.expect("apply"), 0, "{backend:?}: nothing more");
        drop(conn);
        crate::support::assert_ledger_clean(&db).await;
    }
}
