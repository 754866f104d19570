//! Cyber sports (CS2, Dota 2, League of Legends): best-of-three matches. A CS2 map is a race of
//! rounds to 13 (overtimes of six rounds, first to four, from 12:12); a Dota 2 or LoL map is a race
//! to destroy [`maps::OBJECTIVES`] objectives, fought out in team fights that also produce kills.
//! A map's score is rounds (CS2) or kills (MOBA); `game_score` shows the current map's rounds or
//! objectives. Every market is priced exactly from the current map's race and the map score.

mod lines;
mod maps;
mod pricing;
mod sim;
#[cfg(test)]
mod tests;

use crate::catalogue::{MatchStatus, Side};
use crate::locale::Text;
use crate::market::{MarketType, OutcomeType};
use crate::sports::play_loop::Phase;
use crate::sports::resolution::{series_final, FinishError};
use crate::statistics::{Clock, PeriodScore, Score, Stage, Statistics};
use serde::{Deserialize, Serialize};

/// Typical duration in simulated seconds: about two and a half maps of ~40 minutes plus breaks.
pub const TYPICAL_DURATION_SECS: f64 = 6000.0;

/// Maps needed to win the match (best of three).
const MAPS_TO_WIN: u32 = 2;
const MAP_BREAK_SECS: f64 = 300.0;

const WINNER: u32 = 186;
const MAP_HANDICAP: u32 = 327;
const TOTAL_MAPS: u32 = 328;
const MAP_WINNER: u32 = 330;
const CORRECT_MAP_SCORE: u32 = 199;
const MAP_ROUND_HANDICAP: u32 = 334;
const MAP_TOTAL_ROUNDS: u32 = 335;
const MAP_KILL_HANDICAP: u32 = 336;
const MAP_TOTAL_KILLS: u32 = 337;

const HOME: OutcomeType = OutcomeType { id: 4, name: Text { en: "{$competitor1}", sr: "{$competitor1}" } };
const AWAY: OutcomeType = OutcomeType { id: 5, name: Text { en: "{$competitor2}", sr: "{$competitor2}" } };
const MAP_HOME_HCP: OutcomeType =
    OutcomeType { id: 1714, name: Text { en: "{$competitor1} ({+hcp})", sr: "{$competitor1} ({+hcp})" } };
const MAP_AWAY_HCP: OutcomeType =
    OutcomeType { id: 1715, name: Text { en: "{$competitor2} ({-hcp})", sr: "{$competitor2} ({-hcp})" } };
const OVER: OutcomeType = OutcomeType { id: 12, name: Text { en: "Over {total}", sr: "Više {total}" } };
const UNDER: OutcomeType = OutcomeType { id: 13, name: Text { en: "Under {total}", sr: "Manje {total}" } };

const WINNER_TYPE: MarketType = MarketType {
    id: WINNER,
    name: Text { en: "Winner", sr: "Pobednik" },
    groups: &["main"],
    priority: 1,
    outcomes: &[HOME, AWAY],
};
const MAP_HANDICAP_TYPE: MarketType = MarketType {
    id: MAP_HANDICAP,
    name: Text { en: "Map handicap {hcp}", sr: "Hendikep mapa {hcp}" },
    groups: &["hcp"],
    priority: 2,
    outcomes: &[MAP_HOME_HCP, MAP_AWAY_HCP],
};
const TOTAL_MAPS_TYPE: MarketType = MarketType {
    id: TOTAL_MAPS,
    name: Text { en: "Total maps {total}", sr: "Ukupno mapa {total}" },
    groups: &["total"],
    priority: 3,
    outcomes: &[OVER, UNDER],
};
const MAP_WINNER_TYPE: MarketType = MarketType {
    id: MAP_WINNER,
    name: Text { en: "Map {mapnr} - winner", sr: "Mapa {mapnr} - pobednik" },
    groups: &["period"],
    priority: 4,
    outcomes: &[HOME, AWAY],
};
const CORRECT_MAP_SCORE_TYPE: MarketType = MarketType {
    id: CORRECT_MAP_SCORE,
    name: Text { en: "Correct map score", sr: "Tačan rezultat po mapama" },
    groups: &["score"],
    priority: 5,
    outcomes: &[],
};
const ROUND_HANDICAP_TYPE: MarketType = MarketType {
    id: MAP_ROUND_HANDICAP,
    name: Text { en: "Map {mapnr} - round handicap {hcp}", sr: "Mapa {mapnr} - hendikep rundi {hcp}" },
    groups: &["hcp", "period"],
    priority: 6,
    outcomes: &[MAP_HOME_HCP, MAP_AWAY_HCP],
};
const TOTAL_ROUNDS_TYPE: MarketType = MarketType {
    id: MAP_TOTAL_ROUNDS,
    name: Text { en: "Map {mapnr} - total rounds {total}", sr: "Mapa {mapnr} - ukupno rundi {total}" },
    groups: &["total", "period"],
    priority: 7,
    outcomes: &[OVER, UNDER],
};
const KILL_HANDICAP_TYPE: MarketType = MarketType {
    id: MAP_KILL_HANDICAP,
    name: Text { en: "Map {mapnr} - kill handicap {hcp}", sr: "Mapa {mapnr} - hendikep ubistava {hcp}" },
    groups: &["hcp", "period"],
    priority: 6,
    outcomes: &[MAP_HOME_HCP, MAP_AWAY_HCP],
};
const TOTAL_KILLS_TYPE: MarketType = MarketType {
    id: MAP_TOTAL_KILLS,
    name: Text { en: "Map {mapnr} - total kills {total}", sr: "Mapa {mapnr} - ukupno ubistava {total}" },
    groups: &["total", "period"],
    priority: 7,
    outcomes: &[OVER, UNDER],
};

/// The market types of CS2 matches.
pub const CS2_MARKET_TYPES: &[MarketType] = &[
    WINNER_TYPE,
    MAP_HANDICAP_TYPE,
    TOTAL_MAPS_TYPE,
    MAP_WINNER_TYPE,
    CORRECT_MAP_SCORE_TYPE,
    ROUND_HANDICAP_TYPE,
    TOTAL_ROUNDS_TYPE,
];

/// The market types of Dota 2 and League of Legends matches.
pub const MOBA_MARKET_TYPES: &[MarketType] = &[
    WINNER_TYPE,
    MAP_HANDICAP_TYPE,
    TOTAL_MAPS_TYPE,
    MAP_WINNER_TYPE,
    CORRECT_MAP_SCORE_TYPE,
    KILL_HANDICAP_TYPE,
    TOTAL_KILLS_TYPE,
];

/// Which game a cyber match is played in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Game {
    /// Counter-Strike 2: maps of rounds, first to 13.
    Cs2,
    /// Dota 2: maps decided by objectives, score in kills.
    Dota2,
    /// League of Legends: maps decided by objectives, score in kills.
    LeagueOfLegends,
}

/// All live state of one cyber match.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Model {
    game: Game,
    /// Probability that the home side wins a round (CS2) or a fight (MOBA).
    point: f64,
    phase: Phase,
    /// The map being played, or the next one during a break (1-based).
    map: u8,
    break_left: f64,
    /// Seconds of play elapsed (breaks excluded).
    elapsed: f64,
    /// Maps won.
    maps: Score,
    /// Rounds (CS2) or objectives (MOBA) of the current map.
    progress: Score,
    /// Rounds (CS2) or kills (MOBA) per map.
    periods: Vec<PeriodScore>,
    map_winners: Vec<Side>,
    /// Maps played to their end, when an operator's final score ended the match (the maps it
    /// adds to `map_winners` were not played, and neither was the end of the map in play).
    #[serde(default)]
    entered_after: Option<usize>,
}

impl Model {
    /// A prematch CS2 match.
    pub fn new(home_rating: f64, away_rating: f64) -> Model {
        Model::for_game(Game::Cs2, home_rating, away_rating)
    }

    /// A prematch match of `game`. There is no home advantage; a map is won with the Elo
    /// expectancy of the rating difference.
    pub fn for_game(game: Game, home_rating: f64, away_rating: f64) -> Model {
        let diff = home_rating - away_rating;
        let p_map = crate::sports::pricing_math::elo(if diff.is_finite() { diff } else { 0.0 });
        Model {
            game,
            point: maps::point_probability(game, p_map),
            phase: Phase::Prematch,
            map: 1,
            break_left: 0.0,
            elapsed: 0.0,
            maps: Score::default(),
            progress: Score::default(),
            periods: Vec::new(),
            map_winners: Vec::new(),
            entered_after: None,
        }
    }

    /// Ends the match on an operator's final map score (a best-of-three final from the maps
    /// won so far). Maps still to come are known when one side won them all, else void.
    pub(crate) fn finish_with(&mut self, score: Score) -> Result<(), FinishError> {
        let to_come = series_final(MAPS_TO_WIN, self.maps, score)?;
        self.entered_after = Some(self.map_winners.len());
        let sweeper = match (to_come.home, to_come.away) {
            (_, 0) => Some(Side::Home),
            (0, _) => Some(Side::Away),
            _ => None,
        };
        if let Some(side) = sweeper {
            self.map_winners.extend(std::iter::repeat_n(side, (to_come.home + to_come.away) as usize));
        }
        (self.maps, self.phase, self.progress) = (score, Phase::Finished, Score::default());
        Ok(())
    }

    /// The game this match is played in.
    pub fn game(&self) -> Game {
        self.game
    }

    /// The market types of this match's game.
    pub fn market_types(&self) -> &'static [MarketType] {
        match self.game {
            Game::Cs2 => CS2_MARKET_TYPES,
            Game::Dota2 | Game::LeagueOfLegends => MOBA_MARKET_TYPES,
        }
    }

    /// Prematch until the first advance, Live, then Finished.
    pub fn status(&self) -> MatchStatus {
        self.phase.status()
    }

    /// Maps won as the total score, rounds or kills per map, and the current map's rounds (CS2)
    /// or objectives (MOBA) as the game score.
    pub fn statistics(&self) -> Statistics {
        Statistics {
            clock: Clock {
                match_time: self.elapsed.round() as u32,
                stopped: self.phase != Phase::Play,
                ..Clock::default()
            },
            total_score: self.maps,
            game_score: (self.phase == Phase::Play)
                .then(|| (self.progress.home.to_string(), self.progress.away.to_string())),
            current_server: None,
            period_score: self.periods.clone(),
            max_period_number: 3,
            stage: match self.phase {
                Phase::Prematch => Stage::NotStarted,
                Phase::Play => Stage::Period(self.map),
                // `map` is the next map during a break.
                Phase::Break => Stage::Break(self.map.saturating_sub(1).max(1)),
                Phase::Finished => Stage::Ended,
            },
        }
    }
}
