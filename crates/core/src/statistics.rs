//! Live match statistics as docs/product.md#match-statistics describes them (clock, scores, periods, server).

use serde::{Deserialize, Serialize};

/// A pair of home/away values (goals, points, sets, games).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Score {
    pub home: u32,
    pub away: u32,
}

/// The score of one period (half, quarter, set, map, innings).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PeriodScore {
    /// 1-based period number.
    pub number: u8,
    pub home: u32,
    pub away: u32,
}

/// The match clock. Times are in whole seconds of match time; `clock_updated_at` is stamped by
/// the feed driver (core has no clock).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Clock {
    /// Elapsed match time, e.g. 2710 for 45:10.
    pub match_time: u32,
    /// Elapsed stoppage time in the current period, if it is being played.
    pub stoppage_time: Option<u32>,
    /// Announced stoppage time for the current period, if announced.
    pub stoppage_time_announced: Option<u32>,
    /// Remaining regulation time for sports with a countdown clock (basketball, hockey).
    pub remaining_time: Option<u32>,
    pub remaining_time_in_period: Option<u32>,
    /// True while the clock is not running (breaks, timeouts, sports without a clock).
    pub stopped: bool,
}

/// Everything the catalogue shows about a live or finished match's state.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Statistics {
    pub clock: Clock,
    pub total_score: Score,
    /// Points in the current game (tennis, e.g. "30"/"15"; table tennis and volleyball rallies).
    pub game_score: Option<(String, String)>,
    pub current_server: Option<crate::catalogue::Side>,
    pub period_score: Vec<PeriodScore>,
    /// The regulation number of periods (2 halves, 4 quarters, 3 or 5 sets, …).
    pub max_period_number: u8,
}
