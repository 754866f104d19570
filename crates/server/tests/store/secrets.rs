use crate::support::{fresh_db, BACKENDS};
use sportsbook_server::db::secrets;

#[tokio::test(flavor = "multi_thread")]
async fn a_generated_secret_is_stored_once_and_every_caller_reads_it_on_every_backend() {
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let first = secrets::get_or_create(&db.pool, "signing", || "first".to_owned()).await.expect("create");
        let second = secrets::get_or_create(&db.pool, "signing", || "second".to_owned()).await.expect("read");
        assert_eq!((first.as_str(), second.as_str()), ("first", "first"), "{backend:?}");
        let other = secrets::get_or_create(&db.pool, "other", || "third".to_owned()).await.expect("another");
        assert_eq!(other, "third", "{backend:?}");
        crate::support::assert_ledger_clean(&db).await;
    }
}
