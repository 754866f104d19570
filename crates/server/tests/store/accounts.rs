use crate::support::{fresh_db, BACKENDS};
use sportsbook_core::money::ledger::{TransactionBuilder, TransactionKind};
use sportsbook_core::money::Currency;
use sportsbook_server::db::tokens::{self, Purpose, TokenError};
use sportsbook_server::db::{ledger, sessions, users, Db};

pub(crate) const NOW: i64 = 1_795_370_400_000;

pub(crate) async fn new_user(db: &Db, email: &str) -> i64 {
    let mut conn = db.pool.acquire().await.expect("connection");
    let new = users::NewUser {
        email,
        phone: None,
        password_hash: "$argon2id$stub",
        language: "en",
        currency: "EUR",
        country: "ME",
        affiliate_tag: None,
        now: NOW,
    };
    users::insert(&mut conn, &new).await.expect("insert user")
}

fn deposit(
    reference: &str,
    from: i64,
    to: i64,
    currency: Currency,
    amount: i64,
) -> sportsbook_core::money::ledger::Transaction {
    TransactionBuilder::new(TransactionKind::Deposit, reference)
        .transfer(from, to, currency, amount)
        .build()
        .expect("balanced")
}

#[tokio::test(flavor = "multi_thread")]
async fn the_ledger_moves_balances_only_by_balanced_transactions_and_never_overdraws_a_player() {
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let ana = new_user(&db, "ana@example.com").await;
        let mut tx = db.begin_write().await.expect("tx");
        let wallet = ledger::ensure_wallet(&mut tx, ana, Currency::Eur, NOW).await.expect("wallet");
        assert_eq!(ledger::ensure_wallet(&mut tx, ana, Currency::Eur, NOW).await.expect("again"), wallet);
        let house = ledger::ensure_house_account(&mut tx, "demo_payments", Currency::Eur, NOW).await.expect("house");
        ledger::record(&mut tx, &deposit("p1", house, wallet, Currency::Eur, 5000), NOW).await.expect("deposit");
        tx.commit().await.expect("commit");

        let mut tx = db.begin_write().await.expect("tx");
        let overdraw = ledger::record(&mut tx, &deposit("p2", wallet, house, Currency::Eur, 5001), NOW).await;
        assert!(overdraw.is_err(), "{backend:?}: a player balance cannot go below zero");
        drop(tx);
        let mut tx = db.begin_write().await.expect("tx");
        let wrong_currency = ledger::record(&mut tx, &deposit("p3", house, wallet, Currency::Usd, 1), NOW).await;
        assert!(wrong_currency.is_err(), "{backend:?}: postings must match the account's currency");
        drop(tx);

        let wallets = ledger::wallets(&db.pool, ana).await.expect("wallets");
        assert_eq!(wallets.len(), 1);
        assert_eq!(wallets[0].balance, 5000, "{backend:?}");
        let (entries, total) = ledger::entries(&db.pool, ana, 1, 20).await.expect("entries");
        assert_eq!((entries.len(), total), (1, 1));
        assert_eq!(entries[0].reference, "p1");
        assert_eq!(ledger::audit(&db.pool).await.expect("audit"), Vec::<String>::new(), "{backend:?}");
        crate::support::assert_ledger_clean(&db).await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_audit_reports_a_balance_edited_in_place() {
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let ana = new_user(&db, "ana@example.com").await;
        let mut conn = db.pool.acquire().await.expect("connection");
        let wallet = ledger::ensure_wallet(&mut conn, ana, Currency::Rsd, NOW).await.expect("wallet");
        drop(conn);
        sqlx::query("UPDATE ledger_accounts SET balance = -7 WHERE id = $1")
            .bind(wallet)
            .execute(&db.pool)
            .await
            .expect("tamper");
        let violations = ledger::audit(&db.pool).await.expect("audit");
        assert_eq!(violations.len(), 2, "{backend:?}: {violations:?}");
        assert!(violations.iter().any(|v| v.starts_with("balance differs")));
        assert!(violations.iter().any(|v| v.starts_with("negative player balance")));
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn tokens_are_single_use_short_lived_and_replaced_by_newer_ones() {
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let ana = new_user(&db, "ana@example.com").await;
        let mut conn = db.pool.acquire().await.expect("connection");
        tokens::issue(&mut conn, "h1", ana, Purpose::PasswordReset, NOW, NOW + 1000).await.expect("issue");
        assert_eq!(tokens::consume(&mut conn, "h1", Purpose::Unlock, NOW).await.expect("q"), Err(TokenError::Invalid));
        assert_eq!(
            tokens::consume(&mut conn, "h1", Purpose::PasswordReset, NOW + 1000).await.expect("q"),
            Err(TokenError::Expired)
        );
        assert_eq!(tokens::consume(&mut conn, "h1", Purpose::PasswordReset, NOW).await.expect("q"), Ok(ana));
        assert_eq!(
            tokens::consume(&mut conn, "h1", Purpose::PasswordReset, NOW).await.expect("q"),
            Err(TokenError::Used)
        );
        tokens::issue(&mut conn, "h2", ana, Purpose::Confirmation, NOW, NOW + 1000).await.expect("issue");
        tokens::issue(&mut conn, "h3", ana, Purpose::Confirmation, NOW, NOW + 1000).await.expect("issue");
        assert_eq!(
            tokens::consume(&mut conn, "h2", Purpose::Confirmation, NOW).await.expect("q"),
            Err(TokenError::Invalid),
            "{backend:?}"
        );
        assert_eq!(tokens::consume(&mut conn, "h3", Purpose::Confirmation, NOW).await.expect("q"), Ok(ana));
        crate::support::assert_ledger_clean(&db).await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn duplicate_emails_are_unique_violations_and_sessions_expire() {
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let ana = new_user(&db, "ana@example.com").await;
        let mut conn = db.pool.acquire().await.expect("connection");
        let again = users::NewUser {
            email: "ana@example.com",
            phone: None,
            password_hash: "x",
            language: "sr",
            currency: "EUR",
            country: "ME",
            affiliate_tag: None,
            now: NOW,
        };
        let error = users::insert(&mut conn, &again).await.expect_err("duplicate");
        assert!(users::is_unique_violation(&error), "{backend:?}: {error:?}");

        let session = sessions::NewSession {
            token_hash: "s1",
            user_id: ana,
            now: NOW,
            expires_at: NOW + 10,
            limit_ends_at: None,
        };
        sessions::insert(&db.pool, &session).await.expect("session");
        assert_eq!(sessions::find_user(&db.pool, "s1", NOW).await.expect("q"), Some(ana));
        assert_eq!(sessions::find_user(&db.pool, "s1", NOW + 10).await.expect("q"), None);
        assert_eq!(sessions::ended_by_limit(&db.pool, "s1", NOW + 10).await.expect("q"), None, "expired, not limited");

        // A sign-in limit of 30 minutes, lowered to 20 while the sign-in is open.
        const MINUTE: i64 = 60_000;
        let limited = sessions::NewSession {
            token_hash: "s2",
            user_id: ana,
            now: NOW,
            expires_at: NOW + 600 * MINUTE,
            limit_ends_at: Some(NOW + 30 * MINUTE),
        };
        sessions::insert(&db.pool, &limited).await.expect("session");
        assert_eq!(sessions::find_user(&db.pool, "s2", NOW + 25 * MINUTE).await.expect("q"), Some(ana));
        sessions::cap(&mut conn, ana, 20 * MINUTE).await.expect("cap");
        assert_eq!(sessions::find_user(&db.pool, "s2", NOW + 25 * MINUTE).await.expect("q"), None);
        assert_eq!(sessions::ended_by_limit(&db.pool, "s2", NOW + 25 * MINUTE).await.expect("q"), Some(20));
        sessions::cap(&mut conn, ana, 40 * MINUTE).await.expect("a longer cap changes nothing");
        assert_eq!(sessions::ended_by_limit(&db.pool, "s2", NOW + 25 * MINUTE).await.expect("q"), Some(20));
        assert_eq!(sessions::oldest_live(&mut conn, ana, NOW + 10 * MINUTE).await.expect("q"), Some(NOW));
        assert_eq!(sessions::oldest_live(&mut conn, ana, NOW + 25 * MINUTE).await.expect("q"), None);
        sessions::delete_for_user(&mut conn, ana).await.expect("delete");
        assert_eq!(sessions::find_user(&db.pool, "s1", NOW).await.expect("q"), None);
        crate::support::assert_ledger_clean(&db).await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_posting_that_would_overflow_a_balance_is_refused_and_changes_nothing() {
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let ana = new_user(&db, "ana@example.com").await;
        let mut tx = db.begin_write().await.expect("tx");
        let wallet = ledger::ensure_wallet(&mut tx, ana, Currency::Btc, NOW).await.expect("wallet");
        let house = ledger::ensure_house_account(&mut tx, "demo_payments", Currency::Btc, NOW).await.expect("house");
        ledger::record(&mut tx, &deposit("p1", house, wallet, Currency::Btc, i64::MAX - 10), NOW)
            .await
            .expect("deposit");
        tx.commit().await.expect("commit");

        let mut tx = db.begin_write().await.expect("tx");
        let overflow = ledger::record(&mut tx, &deposit("p2", house, wallet, Currency::Btc, 11), NOW).await;
        assert!(overflow.is_err(), "{backend:?}: i64::MAX - 10 + 11 must not be stored");
        drop(tx);
        let wallets = ledger::wallets(&db.pool, ana).await.expect("wallets");
        assert_eq!(wallets[0].balance, i64::MAX - 10, "{backend:?}");
        assert_eq!(ledger::audit(&db.pool).await.expect("audit"), Vec::<String>::new(), "{backend:?}");
        crate::support::assert_ledger_clean(&db).await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_database_itself_keeps_money_columns_integer() {
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let ana = new_user(&db, "ana@example.com").await;
        let mut conn = db.pool.acquire().await.expect("connection");
        let wallet = ledger::ensure_wallet(&mut conn, ana, Currency::Eur, NOW).await.expect("wallet");
        drop(conn);
        match backend {
            // STRICT tables: a REAL (what an overflowing `balance + x` becomes) or text is refused.
            crate::support::TestBackend::Sqlite => {
                for sql in [
                    "UPDATE ledger_accounts SET balance = 1.5 WHERE id = $1",
                    "UPDATE ledger_accounts SET balance = 9.3e18 WHERE id = $1",
                    "UPDATE ledger_accounts SET balance = 'lots' WHERE id = $1",
                ] {
                    let tampered = sqlx::query(sql).bind(wallet).execute(&db.pool).await;
                    assert!(tampered.is_err(), "{sql} must be refused");
                }
            }
            // BIGINT columns: PostgreSQL never stores anything but a 64-bit integer there.
            crate::support::TestBackend::Postgres => {
                let rows = sqlx::query(
                    "SELECT CAST(data_type AS TEXT) AS data_type FROM information_schema.columns \
                     WHERE (table_name, column_name) IN (('ledger_accounts', 'balance'), \
                     ('ledger_postings', 'amount'), ('payments', 'amount'))",
                )
                .fetch_all(&db.pool)
                .await
                .expect("columns");
                assert_eq!(rows.len(), 3);
                for row in rows {
                    assert_eq!(sqlx::Row::get::<String, _>(&row, "data_type"), "bigint");
                }
            }
        }
        crate::support::assert_ledger_clean(&db).await;
    }
}
