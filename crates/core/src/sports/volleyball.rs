//! Volleyball: best of five sets to 25 (the fifth to 15), won by two, rally scoring with the
//! rally winner serving, priced exactly from a rally-level Markov chain (see `rally`).

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
    target: 25,
    deciding_target: 15,
    serve: Serve::WinnerServes,
    // The receiving side wins most rallies (side-out), so the server's edge is below one half.
    base_serve: 0.38,
    home_advantage: 20.0,
    point_secs: (20.0, 30.0),
    set_break_secs: 180.0,
    set_hcp_lines: &[-2.5, -1.5, 1.5, 2.5],
    total_sets_lines: &[3.5, 4.5],
    total_points_offsets: &[-8.0, -4.0, 0.0, 4.0, 8.0],
};

/// Typical duration: about four sets of ~45 rallies at ~25 s, plus three-minute breaks.
pub const TYPICAL_DURATION_SECS: f64 = 5000.0;

/// Every market type volleyball offers.
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
        name: Text { en: "Set betting", sr: "Tačan rezultat po setovima" },
        groups: &["score"],
        priority: 2,
        outcomes: &[],
    },
    MarketType {
        id: 202,
        name: Text { en: "Set {setnr} - winner", sr: "{setnr}. set - pobednik" },
        groups: &["period"],
        priority: 3,
        outcomes: WINNER_OUTCOMES,
    },
    MarketType {
        id: 188,
        name: Text { en: "Set handicap {hcp}", sr: "Hendikep setova {hcp}" },
        groups: &["hcp"],
        priority: 4,
        outcomes: HCP_OUTCOMES,
    },
    MarketType {
        id: 314,
        name: Text { en: "Total sets {total}", sr: "Ukupno setova {total}" },
        groups: &["total"],
        priority: 6,
        outcomes: TOTAL_OUTCOMES,
    },
    MarketType {
        id: 238,
        name: Text { en: "Total points {total}", sr: "Ukupno poena {total}" },
        groups: &["total"],
        priority: 5,
        outcomes: TOTAL_OUTCOMES,
    },
    MarketType {
        id: SET_TOTAL_POINTS,
        name: Text { en: "Set {setnr} - total points {total}", sr: "{setnr}. set - ukupno poena {total}" },
        groups: &["period", "total"],
        priority: 7,
        outcomes: TOTAL_OUTCOMES,
    },
    MarketType {
        id: SET_POINT_HCP,
        name: Text { en: "Set {setnr} - point handicap {hcp}", sr: "{setnr}. set - hendikep poena {hcp}" },
        groups: &["period", "hcp"],
        priority: 8,
        outcomes: HCP_OUTCOMES,
    },
    MarketType {
        id: SET_ODD_EVEN,
        name: Text { en: "Set {setnr} - odd/even points", sr: "{setnr}. set - par/nepar poena" },
        groups: &["period"],
        priority: 9,
        outcomes: ODD_EVEN_OUTCOMES,
    },
];

/// All live state of one volleyball match.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Model(Contest);

impl Model {
    /// A prematch match; the home side gets a small home advantage.
    pub fn new(home_rating: f64, away_rating: f64) -> Model {
        Model(Contest::new(&RULES, home_rating, away_rating))
    }

    /// Prematch until the first advance, Live, then Finished.
    pub fn status(&self) -> MatchStatus {
        self.0.status()
    }

    /// Clock, sets won, points per set, the current rally score and server.
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
