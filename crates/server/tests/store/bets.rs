//! A stored bet is decoded into its types once, where its row is read: a bet written comes back
//! equal (kinds, statuses, results, currency, sport and dead heat included), and a row holding
//! a code no value has fails to load instead of travelling on as text.

use crate::accounts::new_user;
use crate::liability::double;
use crate::support::{fresh_db, BACKENDS};
use sportsbook_core::betting::{BetKind, BetStatus, DeadHeat, SelectionStatus, SystemKind};
use sportsbook_core::market::OutcomeResult;
use sportsbook_server::db::bets;

#[tokio::test(flavor = "multi_thread")]
async fn a_stored_bet_reads_back_as_written_and_an_unknown_code_fails_to_load() {
    let system = SystemKind::parse("2/3").expect("a 2/3 system");
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let ana = new_user(&db, "ana@example.com").await;
        let mut conn = db.pool.acquire().await.expect("connection");
        let mut written = double(ana, BetStatus::Submitted);
        written.kind = BetKind::System(system);
        let id = bets::insert(&mut conn, &written).await.expect("insert");
        let mut settled = bets::find(&mut conn, id).await.expect("find").expect("the bet");
        written.id = id;
        for (read, wrote) in settled.selections.iter().zip(&mut written.selections) {
            wrote.id = read.id;
        }
        assert_eq!(settled, written, "{backend:?}");

        let third = DeadHeat::new(1, 3).expect("a dead heat");
        sqlx::query(
            "UPDATE bet_selections SET status = 'settled', result = 'win', dead_heat = '1/3' WHERE bet_id = $1",
        )
        .bind(id)
        .execute(&mut *conn)
        .await
        .expect("settle the selections");
        settled = bets::find(&mut conn, id).await.expect("find").expect("the bet");
        let leg = &settled.selections[0];
        assert_eq!(
            (leg.status, leg.result, leg.dead_heat),
            (SelectionStatus::Settled, Some(OutcomeResult::Win), Some(third))
        );

        sqlx::query("UPDATE bets SET status = 'won' WHERE id = $1")
            .bind(id)
            .execute(&mut *conn)
            .await
            .expect("corrupt");
        let error = bets::find(&mut conn, id).await.expect_err("an unknown status does not load");
        assert!(format!("{error:#}").contains("status"), "{backend:?}: {error:#}");
        sqlx::query("UPDATE bets SET status = 'done', kind = 'single' WHERE id = $1")
            .bind(id)
            .execute(&mut *conn)
            .await
            .expect("corrupt");
        bets::find(&mut conn, id).await.expect_err("a single with a system does not load");
        drop(conn);
        crate::support::assert_ledger_clean(&db).await;
    }
}
