//! The liability kept per outcome (`outcome_liability`, kept by triggers): it follows every
//! change of an open bet, whichever statement makes it, and the audit notices when it does not.

use crate::accounts::{new_user, NOW};
use crate::support::{fresh_db, BACKENDS};
use sportsbook_core::betting::{AcceptMode, BetKind, BetResult, BetStatus, SelectionStatus};
use sportsbook_core::fixtures::SportKey;
use sportsbook_core::money::Currency;
use sportsbook_server::db::bets::{self, StoredBet, StoredSelection};
use sportsbook_server::db::exposure::Liabilities;
use sportsbook_server::db::{ledger, Db};

fn selection(match_id: i64, position: i64) -> StoredSelection {
    StoredSelection {
        id: 0,
        position,
        match_id,
        market_id: 1,
        specifier: String::new(),
        outcome_id: 1,
        requested_odds: 2_000,
        odds: 2_000,
        status: SelectionStatus::Open,
        sport_key: SportKey::Football,
        is_live: false,
        names: "{}".to_owned(),
        result: None,
        dead_heat: None,
        settlement: None,
    }
}

/// A 1.00 EUR double at 2.00 × 2.00 on matches 1 and 2: a return of 4.00 counted on each leg.
pub(crate) fn double(user_id: i64, status: BetStatus) -> StoredBet {
    StoredBet {
        id: 0,
        user_id,
        kind: BetKind::Combo,
        status,
        result: BetResult::NoResults,
        currency: Currency::Eur,
        stake: 100,
        lines: 1,
        stake_per_line: 100,
        odds: 4_000,
        potential_win: 400,
        payout: None,
        accept_mode: AcceptMode::None,
        decide_at: None,
        reason: None,
        created_at: NOW,
        updated_at: NOW,
        settled_at: None,
        max_profit: None,
        selections: vec![selection(1, 0), selection(2, 1)],
    }
}

async fn liabilities(db: &Db) -> (i64, i64) {
    let mut conn = db.pool.acquire().await.expect("connection");
    let kept = Liabilities::load(&mut conn, &[1, 2]).await.expect("liabilities");
    (kept.get((1, 1, "", 1), "EUR"), kept.get((2, 1, "", 1), "EUR"))
}

async fn set(db: &Db, sql: &str, id: i64) {
    sqlx::query(sql).bind(id).execute(&db.pool).await.expect("update");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_kept_liability_follows_every_change_of_an_open_bet() {
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let ana = new_user(&db, "ana@example.com").await;
        let mut conn = db.pool.acquire().await.expect("connection");
        let open = bets::insert(&mut conn, &double(ana, BetStatus::WaitingResults)).await.expect("insert");
        let rejected = bets::insert(&mut conn, &double(ana, BetStatus::Rejected)).await.expect("insert");
        drop(conn);
        assert_eq!(liabilities(&db).await, (400, 400), "{backend:?}: an open bet counts on each leg");
        set(&db, "UPDATE bets SET potential_win = 500 WHERE id = $1", open).await;
        assert_eq!(liabilities(&db).await, (500, 500), "{backend:?}: its return grew");
        set(&db, "UPDATE bets SET potential_win = 900 WHERE id = $1", rejected).await;
        assert_eq!(liabilities(&db).await, (500, 500), "{backend:?}: a closed bet never counts");
        set(&db, "UPDATE bets SET status = 'done', potential_win = 0 WHERE id = $1", open).await;
        assert_eq!(liabilities(&db).await, (0, 0), "{backend:?}: settled");
        set(&db, "UPDATE bets SET status = 'waiting_results', potential_win = 400 WHERE id = $1", open).await;
        assert_eq!(liabilities(&db).await, (400, 400), "{backend:?}: rolled back");
        set(&db, "UPDATE bets SET status = 'waiting_results' WHERE id = $1", rejected).await;
        assert_eq!(liabilities(&db).await, (1_300, 1_300), "{backend:?}: both open");
        crate::support::assert_ledger_clean(&db).await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_audit_reports_a_liability_out_of_step_with_the_open_bets() {
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let ana = new_user(&db, "ana@example.com").await;
        let mut conn = db.pool.acquire().await.expect("connection");
        bets::insert(&mut conn, &double(ana, BetStatus::WaitingResults)).await.expect("insert");
        drop(conn);
        set(&db, "UPDATE outcome_liability SET liability = liability + $1 WHERE match_id = 1", 1).await;
        set(&db, "DELETE FROM outcome_liability WHERE match_id = $1", 2).await;
        let violations = ledger::audit(&db.pool).await.expect("audit");
        let expected =
            ["on match: 1", "on match: 2"].map(|m| format!("outcome liability differs from its open bets {m}"));
        assert_eq!(violations, expected, "{backend:?}");
    }
}
