//! Trader suspensions in the feed: the operator's suspensions (`db::trader`, set through the
//! operator API) are read at every tick; a match whose suspensions changed is re-quoted on
//! that tick even before kick-off, and its covered open markets are shown Suspended until
//! they are resumed.

use super::Feed;
use crate::db::trader::{self, Scope};
use sportsbook_core::catalogue::MarketStatus;
use sportsbook_core::market::MarketQuote;
use std::collections::HashSet;

/// The suspensions in force, and which matches changed with the last read.
#[derive(Debug, Default)]
pub(super) struct TraderSuspensions {
    current: HashSet<Scope>,
    changed: HashSet<u64>,
}

impl TraderSuspensions {
    /// Takes the suspensions now stored; remembers the matches where they differ.
    fn replace(&mut self, latest: HashSet<Scope>) {
        self.changed = self.current.symmetric_difference(&latest).map(|s| s.match_id as u64).collect();
        self.current = latest;
    }

    /// Whether the last read changed the suspensions of `match_id`.
    pub(super) fn changed(&self, match_id: u64) -> bool {
        self.changed.contains(&match_id)
    }

    /// Suspends the open markets of `match_id` a trader has suspended.
    pub(super) fn apply(&self, match_id: u64, markets: &mut [MarketQuote]) {
        let match_id = match_id as i64;
        let covering: Vec<&Scope> = self.current.iter().filter(|s| s.match_id == match_id).collect();
        if covering.is_empty() {
            return;
        }
        for market in markets.iter_mut().filter(|m| m.status == MarketStatus::Active) {
            let covered =
                covering.iter().any(|scope| scope.covers(match_id, i64::from(market.market_id), &market.specifier));
            if covered {
                market.status = MarketStatus::Suspended;
            }
        }
    }
}

impl Feed {
    /// Reads the trader suspensions before a tick.
    pub(super) async fn read_trader_suspensions(&mut self) -> anyhow::Result<()> {
        let latest = trader::all(&self.db.pool).await?.into_iter().collect();
        self.trader.replace(latest);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn market(market_id: u32, specifier: &str) -> MarketQuote {
        MarketQuote { status: MarketStatus::Active, ..MarketQuote::open(market_id, specifier, Vec::new()) }
    }

    fn scope(market_id: Option<i64>, specifier: Option<&str>) -> Scope {
        Scope { match_id: 7, market_id, specifier: specifier.map(str::to_owned) }
    }

    fn statuses(suspensions: &TraderSuspensions, match_id: u64) -> Vec<MarketStatus> {
        let mut markets = vec![market(1, ""), market(18, "total=2.5"), market(18, "total=3.5")];
        suspensions.apply(match_id, &mut markets);
        markets.iter().map(|m| m.status).collect()
    }

    #[test]
    fn a_suspension_covers_its_match_its_market_or_its_line() {
        use MarketStatus::{Active, Suspended};
        let mut suspensions = TraderSuspensions::default();
        suspensions.replace([scope(Some(18), Some("total=3.5"))].into());
        assert_eq!(statuses(&suspensions, 7), [Active, Active, Suspended]);
        assert_eq!(statuses(&suspensions, 8), [Active, Active, Active]);
        suspensions.replace([scope(Some(18), None)].into());
        assert_eq!(statuses(&suspensions, 7), [Active, Suspended, Suspended]);
        suspensions.replace([scope(None, None)].into());
        assert_eq!(statuses(&suspensions, 7), [Suspended, Suspended, Suspended]);
    }

    #[test]
    fn only_matches_whose_suspensions_changed_are_marked() {
        let mut suspensions = TraderSuspensions::default();
        suspensions.replace([scope(None, None)].into());
        assert!(suspensions.changed(7));
        suspensions.replace([scope(None, None)].into());
        assert!(!suspensions.changed(7));
        suspensions.replace(HashSet::new());
        assert!(suspensions.changed(7));
    }
}
