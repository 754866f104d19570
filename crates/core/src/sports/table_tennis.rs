//! Table tennis: best of five games to 11 (won by two), serve changing every two points and
//! every point from 10:10, priced exactly from a point-level Markov chain (see `rally`).

use super::rally::book::{HCP_OUTCOMES, ODD_EVEN_OUTCOMES, TOTAL_OUTCOMES, WINNER_OUTCOMES};
use super::rally::contest::sets::{SET_ODD_EVEN, SET_POINT_HCP, SET_TOTAL_POINTS};
use super::rally::contest::{Contest, Rules};
use super::rally::Serve;
use crate::catalogue::MatchStatus;
use crate::locale::Text;
use crate::market::{MarketQuote, MarketType};
use crate::odds::Margin;
use crate::sim::SimEvent;
use crate::sports::resolution::FinishError;
use crate::statistics::{Score, Statistics};
use serde::{Deserialize, Serialize};

static RULES: Rules = Rules {
    sets_to_win: 3,
    target: 11,
    deciding_target: 11,
    serve: Serve::TwoEach,
    base_serve: 0.54,
    home_advantage: 0.0,
    point_secs: (9.0, 15.0),
    set_break_secs: 60.0,
    set_hcp_lines: &[-1.5, 1.5],
    total_sets_lines: &[3.5, 4.5],
    total_points_offsets: &[],
};

/// Typical duration: about four games of ~19 points at ~12 s, plus one-minute breaks.
pub const TYPICAL_DURATION_SECS: f64 = 1100.0;

/// Every market type table tennis offers (games are the periods; `setnr` numbers them).
pub const MARKET_TYPES: &[MarketType] = &[
    MarketType {
        id: 186,
        name: Text { en: "Winner", sr: "Pobednik" },
        groups: &["main"],
        priority: 1,
        outcomes: WINNER_OUTCOMES,
    },
    MarketType {
        id: 181,
        name: Text { en: "Correct score (games)", sr: "Tačan rezultat po setovima" },
        groups: &["score"],
        priority: 2,
        outcomes: &[],
    },
    MarketType {
        id: 202,
        name: Text { en: "Game {setnr} - winner", sr: "{setnr}. set - pobednik" },
        groups: &["period"],
        priority: 3,
        outcomes: WINNER_OUTCOMES,
    },
    MarketType {
        id: 188,
        name: Text { en: "Game handicap {hcp}", sr: "Hendikep setova {hcp}" },
        groups: &["hcp"],
        priority: 4,
        outcomes: HCP_OUTCOMES,
    },
    MarketType {
        id: 314,
        name: Text { en: "Total games {total}", sr: "Ukupno setova {total}" },
        groups: &["total"],
        priority: 5,
        outcomes: TOTAL_OUTCOMES,
    },
    MarketType {
        id: SET_TOTAL_POINTS,
        name: Text { en: "Game {setnr} - total points {total}", sr: "{setnr}. set - ukupno poena {total}" },
        groups: &["period", "total"],
        priority: 7,
        outcomes: TOTAL_OUTCOMES,
    },
    MarketType {
        id: SET_POINT_HCP,
        name: Text { en: "Game {setnr} - point handicap {hcp}", sr: "{setnr}. set - hendikep poena {hcp}" },
        groups: &["period", "hcp"],
        priority: 8,
        outcomes: HCP_OUTCOMES,
    },
    MarketType {
        id: SET_ODD_EVEN,
        name: Text { en: "Game {setnr} - odd/even points", sr: "{setnr}. set - par/nepar poena" },
        groups: &["period"],
        priority: 9,
        outcomes: ODD_EVEN_OUTCOMES,
    },
];

/// All live state of one table-tennis match.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Model(Contest);

impl Model {
    /// A prematch match; no home advantage.
    pub fn new(home_rating: f64, away_rating: f64) -> Model {
        Model(Contest::new(&RULES, home_rating, away_rating))
    }

    /// Prematch until the first advance, Live, then Finished.
    pub fn status(&self) -> MatchStatus {
        self.0.status()
    }

    /// Clock, games won, points per game, the current rally score and server.
    pub fn statistics(&self) -> Statistics {
        self.0.statistics(&RULES)
    }

    /// Every market priced from the current state (settled ones included).
    pub fn quotes(&self, margin: Margin) -> Vec<MarketQuote> {
        self.0.quotes(&RULES, margin)
    }

    /// Ends the match on an operator's final score in games (sets), see [`Contest::finish_with`].
    pub(crate) fn finish_with(&mut self, score: Score) -> Result<(), FinishError> {
        self.0.finish_with(&RULES, score)
    }

    /// Advances `dt` seconds of match time, point by point.
    pub fn advance<R: rand::Rng + ?Sized>(&mut self, dt: f64, rng: &mut R) -> Vec<SimEvent> {
        self.0.advance(&RULES, dt, rng)
    }
}

#[cfg(test)]
mod tests;
