//! Bets: placement (validation against the current catalogue, the stake through the ledger,
//! exactly-once per idempotency key), the live bet delay, and the server form of a bet
//! (product.md "Betting contracts"). Handlers live in `http/bets.rs`; SQL in `db/bets.rs`; the
//! money math (systems, stake splits, potential win, limits) in `sportsbook_core::betting`.

pub mod decider;
pub mod place;
pub mod refusal;
pub mod request;
pub mod validate;
pub mod view;
pub mod writer;

/// Where a bet is in its life (spec §3 bet statuses).
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
