//! Cricket, a T20 match (premium_cricket): the home side bats first, each innings has 20 overs and
//! 10 wickets, and a tie goes to super overs (6 balls, 2 wickets, the side batting second in the
//! match batting first). Scores are runs; wickets and overs are in `game_score` as
//! "runs/wickets (overs.balls)" per side, and every innings (super overs included) is a period
//! whose runs sit in the batting side's column.

mod ball;
mod batting;
mod dismissal;
mod finish;
mod lineup;
mod pricing;
mod sim;
#[cfg(test)]
mod tests;
mod top_batsman;
#[cfg(test)]
mod top_batsman_tests;

use crate::catalogue::{MatchStatus, Side};
use crate::locale::Text;
use crate::market::{MarketType, OutcomeType};
use crate::sports::play_loop::Phase;
use crate::statistics::{Clock, PeriodScore, Score, Stage, Statistics};
use ball::Ball;
pub use lineup::batter_name;
use serde::{Deserialize, Serialize};
pub use top_batsman::batter_of_outcome;

/// Typical duration in simulated seconds: two 20-over innings at ~42 s a ball and a break.
pub const TYPICAL_DURATION_SECS: f64 = 10_500.0;

const BALLS_PER_OVER: u32 = 6;
const INNINGS_BALLS: u32 = 120;
const INNINGS_WICKETS: u32 = 10;
const SUPER_OVER_BALLS: u32 = 6;
const SUPER_OVER_WICKETS: u32 = 2;
/// Super overs played before a still-tied match is decided by lot.
const MAX_SUPER_OVERS: usize = 3;
const BALL_SECS: f64 = 42.0;
const INNINGS_BREAK_SECS: f64 = 600.0;
const SUPER_OVER_BREAK_SECS: f64 = 300.0;
const HOME_ADVANTAGE_ELO: f64 = 30.0;

const WINNER: u32 = 340;
const INNINGS_TOTAL: u32 = 605;
/// Method of dismissal of one wicket (`inningnr=I|wicketnr=W`).
pub(crate) const DISMISSAL: u32 = 1340;
/// The batter who scores the most runs in a main innings (`inningnr=I`); its outcomes are the
/// batting side's players ([`batter_of_outcome`]).
pub(crate) const TOP_BATSMAN: u32 = 1341;

/// Every market type cricket offers.
pub const MARKET_TYPES: &[MarketType] = &[
    MarketType {
        id: WINNER,
        name: Text { en: "Winner (incl. super over)", sr: "Pobednik (uklj. super over)" },
        groups: &["main"],
        priority: 1,
        outcomes: &[
            OutcomeType { id: 4, name: Text { en: "{$competitor1}", sr: "{$competitor1}" } },
            OutcomeType { id: 5, name: Text { en: "{$competitor2}", sr: "{$competitor2}" } },
        ],
    },
    MarketType {
        id: INNINGS_TOTAL,
        name: Text { en: "Innings {inningnr} - total runs {total}", sr: "{inningnr}. ining - ukupno runova {total}" },
        groups: &["total", "period"],
        priority: 2,
        outcomes: &[
            OutcomeType { id: 12, name: Text { en: "Over {total}", sr: "Više {total}" } },
            OutcomeType { id: 13, name: Text { en: "Under {total}", sr: "Manje {total}" } },
        ],
    },
    MarketType {
        id: DISMISSAL,
        name: Text {
            en: "Innings {inningnr} - wicket {wicketnr} - method of dismissal",
            sr: "{inningnr}. ining - {wicketnr}. viket - način autovanja",
        },
        groups: &["other"],
        priority: 3,
        outcomes: &[
            OutcomeType { id: 1401, name: Text { en: "Caught", sr: "Uhvaćen" } },
            OutcomeType { id: 1402, name: Text { en: "Bowled", sr: "Oboren viket" } },
            OutcomeType { id: 1403, name: Text { en: "LBW", sr: "LBW (noga ispred viketa)" } },
            OutcomeType { id: 1404, name: Text { en: "Run out", sr: "Istrčan" } },
            OutcomeType { id: 1405, name: Text { en: "Stumped", sr: "Stampovan" } },
            OutcomeType { id: 1406, name: Text { en: "Other", sr: "Drugo" } },
        ],
    },
    MarketType {
        id: TOP_BATSMAN,
        name: Text { en: "Innings {inningnr} - top batsman", sr: "{inningnr}. ining - najbolji udarač" },
        groups: &["other"],
        priority: 4,
        outcomes: &[],
    },
];

/// One innings (or super-over innings) as it stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Innings {
    side: Side,
    runs: u32,
    wickets: u32,
    balls: u32,
    /// How each wicket fell, in order (shorter than `wickets` for an innings an operator's final
    /// score entered, or one stored before the methods were kept).
    #[serde(default)]
    dismissals: Vec<dismissal::Method>,
    /// Each batter's runs, in batting order, of those who came in ([`Innings::batters_known`]).
    #[serde(default)]
    batters: Vec<u32>,
    /// Indices in `batters` of the striker and the non-striker.
    #[serde(default)]
    crease: [usize; 2],
}

/// All live state of one T20 match.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Model {
    /// What a ball brings when the home side bats, and when the away side bats.
    balls: [Ball; 2],
    phase: Phase,
    /// Seconds left of the break before innings `innings.len() + 1`.
    break_left: f64,
    /// Seconds of play until the next ball.
    to_next_ball: f64,
    /// Seconds of play elapsed (breaks excluded).
    elapsed: f64,
    innings: Vec<Innings>,
    winner: Option<Side>,
    /// The top-batsman shares last simulated, with the state they were simulated from.
    #[serde(skip)]
    top_batsmen: top_batsman::Memo,
}

/// The side batting in innings `number` (1-based): home then away, reversed in super overs.
fn batting_side(number: usize) -> Side {
    match number {
        1 => Side::Home,
        2 => Side::Away,
        n if n % 2 == 1 => Side::Away,
        _ => Side::Home,
    }
}

/// Balls and wickets available in innings `number`.
fn limits(number: usize) -> (u32, u32) {
    if number <= 2 {
        (INNINGS_BALLS, INNINGS_WICKETS)
    } else {
        (SUPER_OVER_BALLS, SUPER_OVER_WICKETS)
    }
}

impl Model {
    /// A prematch T20 match; the home side gets a small home advantage.
    pub fn new(home_rating: f64, away_rating: f64) -> Model {
        let diff = home_rating - away_rating + HOME_ADVANTAGE_ELO;
        let diff = if diff.is_finite() { diff } else { 0.0 };
        Model {
            balls: [Ball::for_strength(diff), Ball::for_strength(-diff)],
            phase: Phase::Prematch,
            break_left: 0.0,
            to_next_ball: BALL_SECS,
            elapsed: 0.0,
            innings: Vec::new(),
            winner: None,
            top_batsmen: top_batsman::Memo::default(),
        }
    }

    /// Prematch until the first advance, Live, then Finished.
    pub fn status(&self) -> MatchStatus {
        self.phase.status()
    }

    /// The match winner once finished (super overs included).
    pub fn winner(&self) -> Option<Side> {
        self.winner
    }

    /// Runs of the two main innings, "runs/wickets (overs)" per side, one period per innings.
    pub fn statistics(&self) -> Statistics {
        let main = |side: Side| self.innings.iter().take(2).find(|i| i.side == side);
        let runs = |side: Side| main(side).map_or(0, |i| i.runs);
        let card = |side: Side| {
            main(side).map_or_else(
                || "0/0 (0.0)".to_owned(),
                |i| format!("{}/{} ({}.{})", i.runs, i.wickets, i.balls / BALLS_PER_OVER, i.balls % BALLS_PER_OVER),
            )
        };
        Statistics {
            clock: Clock {
                match_time: self.elapsed.round() as u32,
                stopped: self.phase != Phase::Play,
                ..Clock::default()
            },
            total_score: Score { home: runs(Side::Home), away: runs(Side::Away) },
            game_score: (self.phase != Phase::Prematch).then(|| (card(Side::Home), card(Side::Away))),
            current_server: None,
            period_score: self
                .innings
                .iter()
                .enumerate()
                .map(|(i, inn)| PeriodScore {
                    number: u8::try_from(i + 1).unwrap_or(u8::MAX),
                    home: if inn.side == Side::Home { inn.runs } else { 0 },
                    away: if inn.side == Side::Away { inn.runs } else { 0 },
                })
                .collect(),
            max_period_number: 2,
            stage: {
                let innings = u8::try_from(self.innings.len()).unwrap_or(u8::MAX);
                match self.phase {
                    Phase::Prematch => Stage::NotStarted,
                    Phase::Play => Stage::Period(innings.max(1)),
                    Phase::Break => Stage::Break(innings.max(1)),
                    Phase::Finished => Stage::Ended,
                }
            },
        }
    }

    /// Whether innings `number` (1-based) is over.
    fn complete(&self, number: usize) -> bool {
        number < self.innings.len() || (number == self.innings.len() && self.phase != Phase::Play)
    }
}
