use crate::support::{fresh_db, BACKENDS};
use sportsbook_server::db::Backend;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread")]
async fn a_writer_waiting_for_its_turn_is_seen_while_it_waits() {
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        assert!(!db.writers_waiting(), "{backend:?}: nobody waits on a fresh store");
        let first = db.begin_write().await.expect("first writer");
        let second = tokio::spawn({
            let db = db.clone();
            async move { db.begin_write().await.expect("second writer").commit().await.expect("commit") }
        });
        // SQLite's writers take turns, so the second one queues behind the first; PostgreSQL's
        // do not queue in the process at all.
        let queues = db.backend == Backend::Sqlite;
        let mut seen = false;
        for _ in 0..200 {
            seen = db.writers_waiting();
            if seen {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        assert_eq!(seen, queues, "{backend:?}: a queued writer is seen exactly when writers queue");
        first.commit().await.expect("first commit");
        second.await.expect("second writer done");
        assert!(!db.writers_waiting(), "{backend:?}: nobody waits once both have written");
    }
}
