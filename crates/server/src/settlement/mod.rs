//! Settlement (decision 014): what the feed or an operator decides for a market — its
//! outcomes' results, a void, or the undoing of either — is stored first (`command`), then the
//! worker brings every bet with a selection on that market to it in batches (`worker`, `apply`):
//! selection results, the bet's result and status, and the payout through the ledger in the same
//! database transaction. Each decision bumps the market's version and each selection records the
//! version it reflects, so a message applied twice changes nothing and a crash between batches
//! resumes where it stopped. The stored terms in `settlement_keys.rs`; SQL in
//! `db/settlement.rs`; the money math in `sportsbook_core::betting`.

mod apply;
pub mod command;
pub mod requests;
pub mod worker;
