//! Prepares bettors for the placement benchmark (bench/sections/50-betting.sh): `N` players in
//! the database at `DATABASE_URL`, each with a session, 10,000.00 EUR and the `any` odds accept
//! mode. Prints one session token per line (the benchmark's cookies). Players are made directly
//! in the database because the sign-up path is rate limited per address and hashes a password
//! (measured in the sign-in section); the bets themselves go through HTTP.

mod support;

use sportsbook_server::accounts::tokens;
use sportsbook_server::db::{sessions, users, Db};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let count: usize = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(64);
    let url = std::env::var("DATABASE_URL")?;
    let db = Db::connect(&url).await?;
    let now = sportsbook_server::clock::now_ms();
    for i in 0..count {
        let email = format!("bettor-{i}-{now}@bench.example");
        let mut tx = db.begin_write().await?;
        let (id, _) = support::funded_player(&mut tx, &email, format!("bench-{i}"), 1_000_000, now).await?;
        users::set_text(&mut tx, id, "auto_accept_odds_change", Some("any")).await?;
        tx.commit().await?;
        let token = tokens::new_token();
        let token_hash = tokens::digest(&token);
        let session = sessions::NewSession {
            token_hash: &token_hash,
            user_id: id,
            now,
            expires_at: now + 3_600_000,
            limit_ends_at: None,
        };
        sessions::insert(&db.pool, &session).await?;
        println!("{token}");
    }
    Ok(())
}
