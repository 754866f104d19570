//! Bets: placement (validation against the current catalogue, the stake through the ledger,
//! exactly-once per idempotency key), the live bet delay, and the server form of a bet
//! (docs/product.md#bet-server-form). Handlers live in `http/bets.rs`; SQL in `db/bets.rs`; the
//! money math (systems, stake splits, potential win, limits) in `sportsbook_core::betting`.

mod batch;
pub mod decider;
pub mod liability;
pub mod place;
pub mod refusal;
pub mod request;
pub mod validate;
pub mod view;
pub mod writer;

use sportsbook_core::betting::{BetKind, SystemKind};

/// A stored bet's kind (single, combo or its system).
pub fn stored_kind(bet: &crate::db::bets::StoredBet) -> BetKind {
    match (bet.kind.as_str(), bet.system_id.as_deref().and_then(SystemKind::parse)) {
        (_, Some(system)) => BetKind::System(system),
        ("single", None) => BetKind::Single,
        _ => BetKind::Combo,
    }
}

/// Where a bet is in its life (docs/product.md#bet-statuses).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BetStatus {
    /// A live bet waiting out its delay.
    Submitted,
    /// Accepted and open.
    WaitingResults,
    /// Refused after the delay; the stake went back.
    Rejected,
    /// Settled.
    Done,
    /// Voided.
    Cancelled,
}

impl BetStatus {
    pub const ALL: [BetStatus; 5] =
        [BetStatus::Submitted, BetStatus::WaitingResults, BetStatus::Rejected, BetStatus::Done, BetStatus::Cancelled];
    /// The `open` filter of `GET /bets`.
    pub const OPEN: [BetStatus; 2] = [BetStatus::Submitted, BetStatus::WaitingResults];
    /// The `settled` filter of `GET /bets`.
    pub const SETTLED: [BetStatus; 2] = [BetStatus::Done, BetStatus::Cancelled];

    pub fn code(self) -> &'static str {
        match self {
            BetStatus::Submitted => "submitted",
            BetStatus::WaitingResults => "waiting_results",
            BetStatus::Rejected => "rejected",
            BetStatus::Done => "done",
            BetStatus::Cancelled => "cancelled",
        }
    }

    pub fn parse(code: &str) -> Option<BetStatus> {
        BetStatus::ALL.into_iter().find(|s| s.code() == code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_round_trip_through_their_codes() {
        for status in BetStatus::ALL {
            assert_eq!(BetStatus::parse(status.code()), Some(status));
        }
        assert_eq!(BetStatus::parse("won"), None);
    }
}
