//! What the benchmark loaders share: players written straight into the database (the sign-up
//! path is rate limited and hashes a password; it is measured in its own section).

use sportsbook_core::money::ledger::{TransactionBuilder, TransactionKind};
use sportsbook_core::money::Currency;
use sportsbook_server::db::{ledger, users};
use sqlx::AnyConnection;

/// A player with a EUR wallet holding `amount` (minor units) paid in from the benchmark's house
/// account by a deposit named `reference`; returns the player's id and wallet.
pub async fn funded_player(
    conn: &mut AnyConnection,
    email: &str,
    reference: String,
    amount: i64,
    now: i64,
) -> anyhow::Result<(i64, i64)> {
    let new = users::NewUser {
        email,
        phone: None,
        password_hash: "bench",
        language: "en",
        currency: "EUR",
        country: "ME",
        affiliate_tag: None,
        now,
    };
    let id = users::insert(conn, &new).await?;
    let wallet = ledger::ensure_wallet(conn, id, Currency::Eur, now).await?;
    let house = ledger::ensure_house_account(conn, "bench", Currency::Eur, now).await?;
    let funds = TransactionBuilder::new(TransactionKind::Deposit, reference)
        .transfer(house, wallet, Currency::Eur, amount)
        .build()
        .map_err(|e| anyhow::anyhow!("{e:?}"))?;
    ledger::record(conn, &funds, now).await?;
    Ok((id, wallet))
}
