//! Store tests: the catalogue's SQL and the feed's persistence, each run on SQLite and
//! PostgreSQL.

#[path = "../support/mod.rs"]
mod support;

mod accounts;
mod bets;
mod catalogue;
mod feed;
mod liability;
mod secrets;
mod settlement;
mod writers;
