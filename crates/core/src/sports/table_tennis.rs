//! Table tennis: best of five games to 11 (won by two), serve changing every two points and
//! every point from 10:10, priced exactly from a point-level Markov chain (see `rally`).

use super::rally::contest::{self, market_types, Rules, Sport};
use super::rally::Serve;
use crate::market::MarketType;

/// Table tennis among the rally sports; no home advantage.
#[derive(Debug, Clone, PartialEq)]
pub struct TableTennis;

impl Sport for TableTennis {
    const RULES: &'static Rules = &Rules {
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
}

/// Typical duration: about four games of ~19 points at ~12 s, plus one-minute breaks.
pub const TYPICAL_DURATION_SECS: f64 = 1100.0;

/// Every market type table tennis offers (games are the periods; `setnr` numbers them).
pub const MARKET_TYPES: &[MarketType] = market_types!("Game", "Correct score (games)";
    (TOTAL_SETS, "Total games {total}", "Ukupno setova {total}", 5),
);

/// All live state of one table-tennis match.
pub type Model = contest::Model<TableTennis>;

#[cfg(test)]
mod tests;
