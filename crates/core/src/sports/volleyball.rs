//! Volleyball: best of five sets to 25 (the fifth to 15), won by two, rally scoring with the
//! rally winner serving, priced exactly from a rally-level Markov chain (see `rally`).

use super::rally::contest::{self, market_types, Rules, Sport};
use super::rally::Serve;
use crate::market::MarketType;

/// Volleyball among the rally sports; the home side gets a small home advantage.
#[derive(Debug, Clone, PartialEq)]
pub struct Volleyball;

impl Sport for Volleyball {
    const RULES: &'static Rules = &Rules {
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
}

/// Typical duration: about four sets of ~45 rallies at ~25 s, plus three-minute breaks.
pub const TYPICAL_DURATION_SECS: f64 = 5000.0;

/// Every market type volleyball offers.
pub const MARKET_TYPES: &[MarketType] = market_types!("Set", "Set betting";
    (TOTAL_SETS, "Total sets {total}", "Ukupno setova {total}", 6),
    (TOTAL_POINTS, "Total points {total}", "Ukupno poena {total}", 5),
);

/// All live state of one volleyball match.
pub type Model = contest::Model<Volleyball>;

#[cfg(test)]
mod tests;
