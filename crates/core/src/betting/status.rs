//! Where a bet and each of its selections are in their lives (docs/product.md#bet-statuses), with
//! the codes they are stored and sent as.

/// Where a bet is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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

    /// Settled or voided: no later decision of the bet's own is to come.
    pub fn is_final(self) -> bool {
        BetStatus::SETTLED.contains(&self)
    }
}

/// Where one selection of a bet is: open until its market is decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SelectionStatus {
    Open,
    /// Its market is settled (the selection's result says how).
    Settled,
    /// Its market is cancelled: the selection counts as void.
    Cancelled,
}

impl SelectionStatus {
    pub const ALL: [SelectionStatus; 3] = [SelectionStatus::Open, SelectionStatus::Settled, SelectionStatus::Cancelled];

    pub fn code(self) -> &'static str {
        match self {
            SelectionStatus::Open => "open",
            SelectionStatus::Settled => "settled",
            SelectionStatus::Cancelled => "cancelled",
        }
    }

    pub fn parse(code: &str) -> Option<SelectionStatus> {
        SelectionStatus::ALL.into_iter().find(|s| s.code() == code)
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
        for status in SelectionStatus::ALL {
            assert_eq!(SelectionStatus::parse(status.code()), Some(status));
        }
        assert_eq!(BetStatus::parse("won"), None);
        assert_eq!(SelectionStatus::parse("won"), None);
    }

    #[test]
    fn only_done_and_cancelled_are_final() {
        let finals: Vec<_> = BetStatus::ALL.into_iter().filter(|s| s.is_final()).collect();
        assert_eq!(finals, [BetStatus::Done, BetStatus::Cancelled]);
    }
}
