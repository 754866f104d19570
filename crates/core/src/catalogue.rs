//! Catalogue vocabulary shared by the feed, the API and (later) settlement: sport kinds,
//! providers and the status numbers of docs/product.md#event-status and #market-status.

use serde::{Deserialize, Serialize};

/// How a sport is offered (docs/product.md#sports-and-providers).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SportType {
    Regular,
    Cyber,
    PremiumCricket,
}

impl SportType {
    pub fn as_str(self) -> &'static str {
        match self {
            SportType::Regular => "regular",
            SportType::Cyber => "cyber",
            SportType::PremiumCricket => "premium_cricket",
        }
    }

    pub fn parse(s: &str) -> Option<SportType> {
        [SportType::Regular, SportType::Cyber, SportType::PremiumCricket].into_iter().find(|t| t.as_str() == s)
    }
}

/// The odds provider a sport's fixtures and prices come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Provider {
    Betradar,
    Oddin,
    Betconstruct,
}

impl Provider {
    pub const ALL: [Provider; 3] = [Provider::Betradar, Provider::Oddin, Provider::Betconstruct];

    pub fn as_str(self) -> &'static str {
        match self {
            Provider::Betradar => "betradar",
            Provider::Oddin => "oddin",
            Provider::Betconstruct => "betconstruct",
        }
    }

    pub fn parse(s: &str) -> Option<Provider> {
        Provider::ALL.into_iter().find(|p| p.as_str() == s)
    }
}

/// Event status numbers (docs/product.md#event-status).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(into = "i16", try_from = "i16")]
pub enum MatchStatus {
    Prematch = 0,
    Live = 1,
    Stopped = 2,
    Closed = 3,
    Finished = 4,
    NotCovered = 5,
}

impl MatchStatus {
    /// Closed and finished matches are "finished" for results and settlement.
    pub fn is_finished(self) -> bool {
        matches!(self, MatchStatus::Closed | MatchStatus::Finished)
    }
}

impl From<MatchStatus> for i16 {
    fn from(s: MatchStatus) -> i16 {
        s as i16
    }
}

impl TryFrom<i16> for MatchStatus {
    type Error = String;
    fn try_from(v: i16) -> Result<Self, String> {
        Ok(match v {
            0 => MatchStatus::Prematch,
            1 => MatchStatus::Live,
            2 => MatchStatus::Stopped,
            3 => MatchStatus::Closed,
            4 => MatchStatus::Finished,
            5 => MatchStatus::NotCovered,
            other => return Err(format!("unknown match status {other}")),
        })
    }
}

/// Market status numbers (docs/product.md#market-status); −2/−3/−4 follow the common odds-feed convention
/// (handed over / settled / cancelled).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "i16", try_from = "i16")]
pub enum MarketStatus {
    Active = 1,
    Suspended = -1,
    Inactive = 0,
    HandedOver = -2,
    Settled = -3,
    Cancelled = -4,
}

impl From<MarketStatus> for i16 {
    fn from(s: MarketStatus) -> i16 {
        s as i16
    }
}

impl TryFrom<i16> for MarketStatus {
    type Error = String;
    fn try_from(v: i16) -> Result<Self, String> {
        Ok(match v {
            1 => MarketStatus::Active,
            -1 => MarketStatus::Suspended,
            0 => MarketStatus::Inactive,
            -2 => MarketStatus::HandedOver,
            -3 => MarketStatus::Settled,
            -4 => MarketStatus::Cancelled,
            other => return Err(format!("unknown market status {other}")),
        })
    }
}

/// Home or away.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Home,
    Away,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Home => Side::Away,
            Side::Away => Side::Home,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_round_trip_through_their_numbers() {
        for n in 0..=5 {
            let status = MatchStatus::try_from(n).expect("known status");
            assert_eq!(i16::from(status), n);
        }
        assert!(MatchStatus::try_from(6).is_err());
        for n in [1, -1, 0, -2, -3, -4] {
            assert_eq!(i16::from(MarketStatus::try_from(n).expect("known")), n);
        }
    }

    #[test]
    fn only_closed_and_finished_count_as_finished() {
        assert!(MatchStatus::Finished.is_finished());
        assert!(MatchStatus::Closed.is_finished());
        assert!(!MatchStatus::Live.is_finished());
    }
}
