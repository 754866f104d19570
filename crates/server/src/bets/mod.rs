//! Bets: placement (validation against the current catalogue, the stake through the ledger,
//! exactly-once per idempotency key), the live bet delay, and the server form of a bet
//! (docs/product.md#bet-server-form). Handlers live in `http/bets.rs`; SQL in `db/bets.rs`; the
//! money math (systems, stake splits, potential win, limits) in `sportsbook_core::betting`.

mod batch;
pub mod decider;
pub mod liability;
pub mod max_stake;
pub mod place;
pub mod request;
pub mod validate;
pub mod view;
pub mod writer;
