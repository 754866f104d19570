//! SQL for the double-entry ledger: accounts (a player's wallet per currency, house accounts),
//! transactions and their postings. A balance changes only by recording a balanced
//! transaction; the cached `balance` column is updated in the same database transaction and
//! audited by [`audit`].

use super::Backend;
use anyhow::Context;
use sportsbook_core::money::ledger::{is_balanced, LedgerAccountId, Transaction};
use sportsbook_core::money::Currency;
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, AnyPool, Row};
use std::collections::HashMap;

/// A player's wallet account in one currency.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WalletAccount {
    pub id: LedgerAccountId,
    pub currency: Currency,
    pub balance: i64,
    /// Counts the balance's movements: the larger of two readings is the newer.
    pub version: i64,
    pub is_active: bool,
}

fn wallet(row: &AnyRow) -> Result<WalletAccount, sqlx::Error> {
    let code: String = row.try_get("currency")?;
    Ok(WalletAccount {
        id: row.try_get("id")?,
        currency: Currency::parse(&code).ok_or_else(|| sqlx::Error::Decode(format!("currency {code}").into()))?,
        balance: row.try_get("balance")?,
        version: row.try_get("version")?,
        is_active: row.try_get::<i64, _>("active")? != 0,
    })
}

async fn ensure(
    conn: &mut AnyConnection,
    code: &str,
    user_id: Option<i64>,
    currency: Currency,
    now: i64,
) -> anyhow::Result<i64> {
    // Accounts are created once and read on every bet: look first, create only when missing.
    if let Some(id) = account_id(conn, code).await? {
        return Ok(id);
    }
    sqlx::query(
        "INSERT INTO ledger_accounts (user_id, code, currency, balance, active, created_at) VALUES ($1, $2, $3, 0, 1, $4) \
         ON CONFLICT (code) DO NOTHING",
    )
    .bind(user_id)
    .bind(code)
    .bind(currency.code())
    .bind(now)
    .execute(&mut *conn)
    .await
    .context("creating a ledger account")?;
    account_id(conn, code).await?.context("the ledger account just created")
}

async fn account_id(conn: &mut AnyConnection, code: &str) -> anyhow::Result<Option<i64>> {
    let row = sqlx::query("SELECT id FROM ledger_accounts WHERE code = $1")
        .bind(code)
        .fetch_optional(&mut *conn)
        .await
        .context("loading a ledger account")?;
    Ok(row.map(|r| r.try_get("id")).transpose()?)
}

/// The code of a player's wallet account in `currency`.
pub fn wallet_code(user_id: i64, currency: Currency) -> String {
    format!("player:{user_id}:{}", currency.code())
}

/// The code of a player's bets-in-play account in `currency`.
pub fn in_play_code(user_id: i64, currency: Currency) -> String {
    format!("inplay:{user_id}:{}", currency.code())
}

/// The code of the house account `name` in `currency`.
pub fn house_code(name: &str, currency: Currency) -> String {
    format!("house:{name}:{}", currency.code())
}

/// The ids and balances of the accounts with these codes that exist, read in the caller's
/// transaction; on PostgreSQL their rows are locked in id order until it ends, so writers that
/// move the same accounts queue rather than deadlock.
pub async fn balances_for_update(
    conn: &mut AnyConnection,
    backend: Backend,
    codes: &[String],
) -> anyhow::Result<HashMap<String, (LedgerAccountId, i64)>> {
    if codes.is_empty() {
        return Ok(HashMap::new());
    }
    let placeholders = super::placeholders(conn, codes.len());
    let lock = if backend == Backend::Postgres { " ORDER BY id FOR UPDATE" } else { "" };
    let sql = format!("SELECT id, code, balance FROM ledger_accounts WHERE code IN ({placeholders}){lock}");
    let mut query = super::one_off(&sql);
    for code in codes {
        query = query.bind(code);
    }
    let rows = query.fetch_all(&mut *conn).await.context("loading balances")?;
    rows.iter().map(|r| Ok((r.try_get::<String, _>("code")?, (r.try_get("id")?, r.try_get("balance")?)))).collect()
}

/// The player's wallet in `currency`, created (empty, active) if missing.
pub async fn ensure_wallet(
    conn: &mut AnyConnection,
    user_id: i64,
    currency: Currency,
    now: i64,
) -> anyhow::Result<i64> {
    ensure(conn, &wallet_code(user_id, currency), Some(user_id), currency, now).await
}

/// The player's bets-in-play account in `currency` (stakes of open bets), created if missing.
/// It belongs to the player, so concurrent bettors never write one shared row.
pub async fn ensure_in_play(
    conn: &mut AnyConnection,
    user_id: i64,
    currency: Currency,
    now: i64,
) -> anyhow::Result<i64> {
    ensure(conn, &in_play_code(user_id, currency), Some(user_id), currency, now).await
}

/// An account to look up or create: its code, owner (`None` for the house) and currency.
pub struct AccountSpec {
    pub code: String,
    pub user_id: Option<i64>,
    pub currency: Currency,
}

/// The ids of many accounts by code, creating the missing ones: one query when they all exist.
pub async fn ensure_many(
    conn: &mut AnyConnection,
    wanted: &[AccountSpec],
    now: i64,
) -> anyhow::Result<HashMap<String, LedgerAccountId>> {
    let mut ids = HashMap::with_capacity(wanted.len());
    if wanted.is_empty() {
        return Ok(ids);
    }
    let placeholders = super::placeholders(conn, wanted.len());
    let sql = format!("SELECT id, code FROM ledger_accounts WHERE code IN ({placeholders})");
    let mut query = super::one_off(&sql);
    for spec in wanted {
        query = query.bind(&spec.code);
    }
    for row in query.fetch_all(&mut *conn).await.context("loading ledger accounts")? {
        ids.insert(row.try_get::<String, _>("code")?, row.try_get::<i64, _>("id")?);
    }
    for spec in wanted {
        if !ids.contains_key(&spec.code) {
            let id = ensure(conn, &spec.code, spec.user_id, spec.currency, now).await?;
            ids.insert(spec.code.clone(), id);
        }
    }
    Ok(ids)
}

/// A house account (e.g. the demo payment provider's clearing account), created if missing.
/// House accounts may go negative: they mirror money outside the platform.
pub async fn ensure_house_account(
    conn: &mut AnyConnection,
    name: &str,
    currency: Currency,
    now: i64,
) -> anyhow::Result<i64> {
    ensure(conn, &house_code(name, currency), None, currency, now).await
}

/// The balance of one account, in the caller's transaction.
pub async fn balance(conn: &mut AnyConnection, account: LedgerAccountId) -> anyhow::Result<i64> {
    let row = sqlx::query("SELECT balance FROM ledger_accounts WHERE id = $1")
        .bind(account)
        .fetch_one(&mut *conn)
        .await
        .context("loading a balance")?;
    Ok(row.try_get("balance")?)
}

/// The player's wallets, oldest first.
pub async fn wallets(pool: &AnyPool, user_id: i64) -> anyhow::Result<Vec<WalletAccount>> {
    let rows = sqlx::query(
        "SELECT id, currency, balance, version, active FROM ledger_accounts WHERE user_id = $1 AND code LIKE 'player:%' ORDER BY id",
    )
        .bind(user_id)
        .fetch_all(pool)
        .await
        .context("loading wallets")?;
    Ok(rows.iter().map(wallet).collect::<Result<_, _>>()?)
}

/// The wallets of many players, oldest first, with each player's current currency: one query
/// for the announcements after a settlement batch.
pub async fn players_wallets(pool: &AnyPool, user_ids: &[i64]) -> anyhow::Result<Vec<(i64, String, WalletAccount)>> {
    if user_ids.is_empty() {
        return Ok(Vec::new());
    }
    // The ids are integers, so inlining them is safe.
    let sql = format!(
        "SELECT a.user_id, u.currency AS current_currency, a.id, a.currency, a.balance, a.version, a.active \
         FROM ledger_accounts a JOIN users u ON u.id = a.user_id \
         WHERE a.user_id IN ({}) AND a.code LIKE 'player:%' ORDER BY a.user_id, a.id",
        super::id_list(user_ids)
    );
    let rows = super::one_off(&sql).fetch_all(pool).await.context("loading players' wallets")?;
    rows.iter()
        .map(|r| Ok((r.try_get("user_id")?, r.try_get("current_currency")?, wallet(r)?)))
        .collect::<Result<_, sqlx::Error>>()
        .map_err(Into::into)
}

/// Records a balanced transaction and moves the cached balances, refusing to take a player's
/// balance below zero (unless the kind [may overdraw](TransactionKind::may_overdraw)); a credit
/// to a wallet already below zero is fine. Run inside the caller's database transaction.
pub async fn record(conn: &mut AnyConnection, transaction: &Transaction, now: i64) -> anyhow::Result<i64> {
    // Paired with the check of each balance written below (and `Transaction::build`'s own).
    debug_assert!(is_balanced(transaction.postings()), "an unbalanced transaction reached the ledger");
    let row =
        sqlx::query("INSERT INTO ledger_transactions (kind, reference, created_at) VALUES ($1, $2, $3) RETURNING id")
            .bind(transaction.kind().code())
            .bind(transaction.reference())
            .bind(now)
            .fetch_one(&mut *conn)
            .await
            .context("recording a transaction")?;
    let id: i64 = row.try_get("id")?;
    for posting in transaction.postings() {
        sqlx::query(
            "INSERT INTO ledger_postings (transaction_id, account_id, currency, amount) VALUES ($1, $2, $3, $4)",
        )
        .bind(id)
        .bind(posting.account)
        .bind(posting.currency.code())
        .bind(posting.amount)
        .execute(&mut *conn)
        .await
        .context("recording a posting")?;
        // The CASE keeps `balance + $1` inside BIGINT: an overflow is refused here, not turned
        // into a REAL (SQLite) or an error after other postings moved (PostgreSQL).
        let updated = sqlx::query(
            "UPDATE ledger_accounts SET balance = balance + $1, version = version + 1 WHERE id = $2 AND currency = $3 \
             AND CASE WHEN $1 > 0 THEN balance <= 9223372036854775807 - $1 \
                      ELSE balance >= -9223372036854775807 - $1 END \
             AND (user_id IS NULL OR $1 >= 0 OR balance + $1 >= 0 OR $4 = 1) RETURNING balance, user_id",
        )
        .bind(posting.amount)
        .bind(posting.account)
        .bind(posting.currency.code())
        .bind(i64::from(transaction.kind().may_overdraw()))
        .fetch_optional(&mut *conn)
        .await
        .context("moving a balance")?;
        let Some(updated) = updated else {
            anyhow::bail!(
                "posting to account {} would overdraw or overflow it, or mismatch its currency",
                posting.account
            )
        };
        debug_assert!(
            updated.try_get::<Option<i64>, _>("user_id").ok().flatten().is_none()
                || posting.amount >= 0
                || transaction.kind().may_overdraw()
                || updated.try_get::<i64, _>("balance").is_ok_and(|balance| balance >= 0),
            "a debit took a player's balance below zero"
        );
    }
    Ok(id)
}

/// Records many balanced transactions with a handful of statements (settlement batches): the
/// transactions, their postings, then each account's summed movement under the same guards as
/// [`record`]. Every value is an integer or one of our own codes (references are built by the
/// caller from ids), so they are written into the statements. References must be unique within
/// the call.
pub async fn record_many(conn: &mut AnyConnection, transactions: &[Transaction], now: i64) -> anyhow::Result<()> {
    if transactions.is_empty() {
        return Ok(());
    }
    debug_assert!(
        transactions.iter().all(|t| is_balanced(t.postings())),
        "an unbalanced transaction reached the ledger"
    );
    let rows: Vec<String> =
        transactions.iter().map(|t| format!("('{}', '{}', {now})", t.kind().code(), t.reference())).collect();
    let inserted = super::one_off(&format!(
        "INSERT INTO ledger_transactions (kind, reference, created_at) VALUES {} RETURNING id, reference",
        rows.join(",")
    ))
    .fetch_all(&mut *conn)
    .await
    .context("recording transactions")?;
    let mut ids = HashMap::with_capacity(inserted.len());
    for row in &inserted {
        ids.insert(row.try_get::<String, _>("reference")?, row.try_get::<i64, _>("id")?);
    }
    anyhow::ensure!(ids.len() == transactions.len(), "transaction references must be unique in a batch");
    let mut postings = Vec::new();
    // account → (currency, summed movement, may overdraw)
    let mut moves: HashMap<LedgerAccountId, (Currency, i64, bool)> = HashMap::new();
    for transaction in transactions {
        let id = ids[transaction.reference()];
        for p in transaction.postings() {
            postings.push(format!("({id}, {}, '{}', {})", p.account, p.currency.code(), p.amount));
            let entry = moves.entry(p.account).or_insert((p.currency, 0, false));
            entry.1 = entry.1.checked_add(p.amount).context("a batch's movement overflows")?;
            entry.2 |= transaction.kind().may_overdraw();
        }
    }
    super::one_off(&format!(
        "INSERT INTO ledger_postings (transaction_id, account_id, currency, amount) VALUES {}",
        postings.join(",")
    ))
    .execute(&mut *conn)
    .await
    .context("recording postings")?;
    // Paired with the check of every transaction above: the batch's movements net to zero per
    // currency, so the balances written below stay balanced as a whole.
    debug_assert!(
        {
            let mut nets: HashMap<Currency, i128> = HashMap::new();
            for (currency, amount, _) in moves.values() {
                *nets.entry(*currency).or_default() += i128::from(*amount);
            }
            nets.values().all(|net| *net == 0)
        },
        "a batch's movements do not net to zero"
    );
    let moves: Vec<String> = moves
        .iter()
        .map(|(account, (currency, amount, lenient))| {
            format!("({account}, '{}', {amount}, {})", currency.code(), i64::from(*lenient))
        })
        .collect();
    let updated = super::one_off(&format!(
        "WITH v (id, currency, amount, lenient) AS (VALUES {}) \
         UPDATE ledger_accounts SET balance = balance + v.amount, version = version + 1 FROM v \
         WHERE ledger_accounts.id = v.id AND ledger_accounts.currency = v.currency \
         AND CASE WHEN v.amount > 0 THEN balance <= 9223372036854775807 - v.amount \
                  ELSE balance >= -9223372036854775807 - v.amount END \
         AND (user_id IS NULL OR v.amount >= 0 OR balance + v.amount >= 0 OR v.lenient = 1)",
        moves.join(",")
    ))
    .execute(&mut *conn)
    .await
    .context("moving balances")?;
    anyhow::ensure!(
        updated.rows_affected() == moves.len() as u64,
        "a batch's posting would overdraw or overflow an account, or mismatch its currency"
    );
    Ok(())
}

/// One movement of a player's wallet.
#[derive(Debug, Clone)]
pub struct Entry {
    pub transaction_id: i64,
    pub kind: String,
    pub reference: String,
    pub currency: Currency,
    pub amount: i64,
    pub created_at: i64,
}

/// The player's movements, newest first, and how many there are.
pub async fn entries(pool: &AnyPool, user_id: i64, page: u32, limit: u32) -> anyhow::Result<(Vec<Entry>, u64)> {
    let total: i64 = sqlx::query(
        "SELECT COUNT(*) AS n FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id \
         WHERE a.user_id = $1 AND a.code LIKE 'player:%'",
    )
    .bind(user_id)
    .fetch_one(pool)
    .await
    .context("counting entries")?
    .try_get("n")?;
    let rows = sqlx::query(
        "SELECT t.id, t.kind, t.reference, t.created_at, p.currency, p.amount FROM ledger_postings p \
         JOIN ledger_accounts a ON a.id = p.account_id JOIN ledger_transactions t ON t.id = p.transaction_id \
         WHERE a.user_id = $1 AND a.code LIKE 'player:%' ORDER BY t.id DESC, p.id DESC LIMIT $2 OFFSET $3",
    )
    .bind(user_id)
    .bind(i64::from(limit))
    .bind(i64::from(page.saturating_sub(1)) * i64::from(limit))
    .fetch_all(pool)
    .await
    .context("loading entries")?;
    let entries = rows
        .iter()
        .map(|r| {
            let code: String = r.try_get("currency")?;
            Ok(Entry {
                transaction_id: r.try_get("id")?,
                kind: r.try_get("kind")?,
                reference: r.try_get("reference")?,
                currency: Currency::parse(&code)
                    .ok_or_else(|| sqlx::Error::Decode(format!("currency {code}").into()))?,
                amount: r.try_get("amount")?,
                created_at: r.try_get("created_at")?,
            })
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
    Ok((entries, u64::try_from(total).unwrap_or(0)))
}

/// Checks the ledger invariants over the whole database and describes every violation:
/// each transaction balances per currency and has two postings or more, postings match their
/// account's currency, cached balances equal the sum of postings, no player balance is
/// negative unless a reversed settlement made it so (winnings already spent are owed); and the
/// liability kept per outcome equals the returns of the open bets on it.
pub async fn audit(pool: &AnyPool) -> anyhow::Result<Vec<String>> {
    let drift = super::exposure::drift_audit();
    let checks = [
        (
            "unbalanced transaction",
            "SELECT transaction_id AS id FROM ledger_postings GROUP BY transaction_id, currency \
            HAVING SUM(amount) <> 0",
        ),
        (
            "transaction with fewer than two postings",
            "SELECT t.id AS id FROM ledger_transactions t \
            LEFT JOIN ledger_postings p ON p.transaction_id = t.id GROUP BY t.id HAVING COUNT(p.id) < 2",
        ),
        (
            "posting in another currency than its account",
            "SELECT p.id AS id FROM ledger_postings p \
            JOIN ledger_accounts a ON a.id = p.account_id WHERE a.currency <> p.currency",
        ),
        (
            "balance differs from the sum of postings",
            "SELECT a.id AS id FROM ledger_accounts a \
            LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM ledger_postings GROUP BY account_id) s \
            ON s.account_id = a.id WHERE a.balance <> COALESCE(s.total, 0)",
        ),
        (
            "negative player balance not owed from a reversed settlement",
            "SELECT a.id AS id FROM ledger_accounts a WHERE a.user_id IS NOT NULL AND a.balance < 0 AND NOT EXISTS \
            (SELECT 1 FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id \
            WHERE p.account_id = a.id AND t.kind = 'bet_settlement_reversal')",
        ),
        ("outcome liability differs from its open bets on match", drift.as_str()),
    ];
    let mut violations = Vec::new();
    for (what, sql) in checks {
        for row in sqlx::query(sql).fetch_all(pool).await.with_context(|| format!("auditing: {what}"))? {
            let id: i64 = row.try_get("id")?;
            violations.push(format!("{what}: {id}"));
        }
    }
    Ok(violations)
}
