//! Tennis: best of three sets, games to four points (deuce), sets to six games with a tiebreak
//! at 6:6, priced exactly from each player's probability of winning a point on serve.

#[cfg(test)]
mod depth_tests;
mod extras;
mod games;
mod market_types;
mod pricing;
mod sets;
mod sim;
#[cfg(test)]
mod tests;

use super::rally::clock::{self, Phase};
use super::rally::unplayed::Unplayed;
use super::rally::PointOdds;
use crate::catalogue::{MatchStatus, Side};
use crate::market::MarketQuote;
use crate::odds::Margin;
use crate::sim::SimEvent;
use crate::sports::resolution::FinishError;
use crate::statistics::{Clock, PeriodScore, Score, Stage, Statistics};
use serde::{Deserialize, Serialize};

pub use market_types::MARKET_TYPES;

/// Typical duration: ~22 games of ~6.5 points at ~40 s, plus changeovers and set breaks.
pub const TYPICAL_DURATION_SECS: f64 = 7000.0;

/// All live state of one tennis match.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Model {
    /// Each player's probability of winning a point on serve.
    serve: PointOdds,
    phase: Phase,
    sets: Score,
    /// Games of finished sets and of the set in progress.
    periods: Vec<PeriodScore>,
    games: (u32, u32),
    /// Points of the game (or tiebreak) in progress.
    points: (u32, u32),
    /// Server of the next point.
    server: Side,
    /// Server of the first game of the set in progress.
    set_first: Side,
    play_time: f64,
    total_lines: Vec<f64>,
    hcp_lines: Vec<f64>,
    /// Each player's total-games lines (home, away), fixed for the match like the others.
    #[serde(default)]
    player_lines: [Vec<f64>; 2],
    /// Sets an operator's final score ended without playing them out.
    #[serde(default)]
    unplayed: Unplayed,
    /// How each game of each set ended, in order.
    #[serde(default)]
    game_log: Vec<Vec<games::GameEnd>>,
}

impl Model {
    /// A prematch match. Serve-point odds are 0.64 each shifted apart until the match-win
    /// probability equals the Elo expectancy of the rating difference (no home advantage).
    pub fn new(home_rating: f64, away_rating: f64) -> Model {
        let serve = pricing::calibrated_serve(home_rating - away_rating);
        let mut model = Model {
            serve,
            phase: Phase::Prematch,
            sets: Score::default(),
            periods: Vec::new(),
            games: (0, 0),
            points: (0, 0),
            server: Side::Home,
            set_first: Side::Home,
            play_time: 0.0,
            total_lines: Vec::new(),
            hcp_lines: Vec::new(),
            player_lines: [Vec::new(), Vec::new()],
            unplayed: Unplayed::default(),
            game_log: Vec::new(),
        };
        (model.total_lines, model.hcp_lines, model.player_lines) = pricing::prematch_lines(&model);
        model
    }

    /// Prematch until the first advance, Live, then Finished.
    pub fn status(&self) -> MatchStatus {
        match self.phase {
            Phase::Prematch => MatchStatus::Prematch,
            Phase::Finished => MatchStatus::Finished,
            Phase::Play { .. } | Phase::Break { .. } => MatchStatus::Live,
        }
    }

    /// Clock, sets won, games per set, the point score ("0"…"40", "A"; numbers in a tiebreak)
    /// and the server.
    pub fn statistics(&self) -> Statistics {
        let live = self.status() == MatchStatus::Live;
        Statistics {
            clock: Clock {
                match_time: self.play_time as u32,
                stopped: !matches!(self.phase, Phase::Play { .. }),
                ..Clock::default()
            },
            total_score: self.sets,
            game_score: live.then(|| self.game_score()),
            current_server: live.then_some(self.server),
            period_score: self.periods.clone(),
            max_period_number: 3,
            stage: self.stage(),
        }
    }

    /// The set in play, or the break after one (a changeover within a set is still the set).
    fn stage(&self) -> Stage {
        let set = self.set_number();
        match self.phase {
            Phase::Prematch => Stage::NotStarted,
            Phase::Break { .. } if set > 1 && self.games == (0, 0) => Stage::Break(set - 1),
            Phase::Play { .. } | Phase::Break { .. } => Stage::Period(set),
            Phase::Finished => Stage::Ended,
        }
    }

    /// Every market priced from the current state (settled ones included).
    pub fn quotes(&self, margin: Margin) -> Vec<MarketQuote> {
        pricing::quotes(self, margin)
    }

    /// Ends the match on an operator's final set score (a best-of-three final from the sets won
    /// so far). Sets still to come are known when one player won them all, else void, and so
    /// are the games markets they leave undecided.
    pub(crate) fn finish_with(&mut self, score: Score) -> Result<(), FinishError> {
        self.unplayed = Unplayed::new(2, self.sets, score, self.set_number())?;
        (self.sets, self.phase, self.points) = (score, Phase::Finished, (0, 0));
        Ok(())
    }

    /// Advances `dt` seconds of match time, point by point.
    pub fn advance<R: rand::Rng + ?Sized>(&mut self, dt: f64, rng: &mut R) -> Vec<SimEvent> {
        clock::run(self, dt, rng)
    }

    fn in_tiebreak(&self) -> bool {
        self.games == (6, 6)
    }

    /// Server of the game with the current games count (a tiebreak counts as a game).
    fn game_server(&self) -> Side {
        if (self.games.0 + self.games.1).is_multiple_of(2) {
            self.set_first
        } else {
            self.set_first.other()
        }
    }

    fn set_number(&self) -> u8 {
        u8::try_from(self.periods.len().max(1)).unwrap_or(u8::MAX)
    }

    fn game_score(&self) -> (String, String) {
        let (h, a) = self.points;
        if self.in_tiebreak() {
            return (h.to_string(), a.to_string());
        }
        const CALLS: [&str; 4] = ["0", "15", "30", "40"];
        let call = |p: u32| CALLS[p.min(3) as usize].to_owned();
        match (h, a) {
            (h, a) if h >= 3 && a >= 3 && h > a => ("A".to_owned(), "40".to_owned()),
            (h, a) if h >= 3 && a >= 3 && a > h => ("40".to_owned(), "A".to_owned()),
            (h, a) => (call(h), call(a)),
        }
    }
}
