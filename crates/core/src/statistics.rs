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

/// Where a match stands (docs/product.md#match-statistics): a period in play, the break after
/// one, half-time, overtime, penalties. The wire's `stage` (`period_2`, `break_1`, `halftime`, …).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    #[default]
    NotStarted,
    /// Not started at its start time: the kick-off is delayed (the event stays prematch).
    Delayed,
    /// Regulation period N in play (half, quarter, period, set, map, innings).
    Period(u8),
    /// The break after regulation period N (between quarters, periods, sets, maps, innings).
    Break(u8),
    /// The break at half-time (football after the first half, basketball after the second quarter).
    HalfTime,
    /// The break before (the next) overtime.
    OvertimeBreak,
    /// Overtime N in play.
    Overtime(u8),
    /// A penalty shootout.
    Penalties,
    Ended,
}

impl Stage {
    /// The wire form: `not_started`, `delayed`, `period_N`, `break_N`, `halftime`, `overtime_break`,
    /// `overtime_N`, `penalties`, `ended`.
    pub fn wire(self) -> String {
        match self {
            Stage::NotStarted => "not_started".to_owned(),
            Stage::Delayed => "delayed".to_owned(),
            Stage::Period(n) => format!("period_{n}"),
            Stage::Break(n) => format!("break_{n}"),
            Stage::HalfTime => "halftime".to_owned(),
            Stage::OvertimeBreak => "overtime_break".to_owned(),
            Stage::Overtime(n) => format!("overtime_{n}"),
            Stage::Penalties => "penalties".to_owned(),
            Stage::Ended => "ended".to_owned(),
        }
    }
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
    /// Where the match stands; stored statistics from before it read as not started.
    #[serde(default)]
    pub stage: Stage,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stages_name_themselves_on_the_wire() {
        let wire: Vec<String> = [
            Stage::NotStarted,
            Stage::Delayed,
            Stage::Period(2),
            Stage::Break(1),
            Stage::HalfTime,
            Stage::OvertimeBreak,
            Stage::Overtime(1),
            Stage::Penalties,
            Stage::Ended,
        ]
        .into_iter()
        .map(Stage::wire)
        .collect();
        assert_eq!(
            wire,
            [
                "not_started",
                "delayed",
                "period_2",
                "break_1",
                "halftime",
                "overtime_break",
                "overtime_1",
                "penalties",
                "ended"
            ]
        );
    }

    #[test]
    fn statistics_stored_before_stages_read_as_not_started() {
        let stored = r#"{"clock":{"match_time":0,"stoppage_time":null,"stoppage_time_announced":null,"remaining_time":null,"remaining_time_in_period":null,"stopped":true},"total_score":{"home":0,"away":0},"game_score":null,"current_server":null,"period_score":[],"max_period_number":2}"#;
        let statistics: Statistics = serde_json::from_str(stored).expect("old statistics");
        assert_eq!(statistics.stage, Stage::NotStarted);
    }
}
