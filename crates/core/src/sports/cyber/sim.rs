//! Live simulation of a cyber match: rounds (CS2) or team fights (MOBA) arrive as a Poisson
//! process; a fight gives kills to both sides and may take an objective for its winner.

use super::{maps, Game, Model, Phase, MAPS_TO_WIN, MAP_BREAK_SECS};
use crate::catalogue::Side;
use crate::sim::{SimEvent, SimEventKind};
use crate::sports::play_loop::{self, PlayAndBreaks};
use crate::sports::pricing_math::exp_wait;
use crate::statistics::{PeriodScore, Score};

/// Mean seconds between rounds (CS2, ~40 min maps) or fights (MOBA, ~35 min maps).
fn event_secs(game: Game) -> f64 {
    match game {
        Game::Cs2 => 105.0,
        Game::Dota2 | Game::LeagueOfLegends => 65.0,
    }
}

/// Chance that a fight also takes an objective for its winner.
const OBJECTIVE_CHANCE: f64 = 0.5;

/// Chance of a second kill for a fight's winner, and of one kill for its loser.
pub(super) fn kill_chances(game: Game) -> (f64, f64) {
    match game {
        Game::Dota2 => (0.6, 0.3),
        Game::LeagueOfLegends => (0.2, 0.1),
        Game::Cs2 => (0.0, 0.0),
    }
}

fn add(score: &mut Score, side: Side, points: u32) {
    match side {
        Side::Home => score.home += points,
        Side::Away => score.away += points,
    }
}

impl Model {
    /// Advances `dt` seconds of simulated time; the first call starts the match. A map won
    /// suspends markets; rounds and kills do not (and are not reported as scores: the match
    /// score is maps).
    pub fn advance<R: rand::Rng + ?Sized>(&mut self, dt: f64, rng: &mut R) -> Vec<SimEvent> {
        play_loop::run(self, dt, rng)
    }

    fn play_point<R: rand::Rng + ?Sized>(&mut self, rng: &mut R, events: &mut Vec<SimEvent>) {
        let side = if rng.gen::<f64>() < self.point { Side::Home } else { Side::Away };
        let mut map_score = Score::default();
        match self.game {
            Game::Cs2 => {
                add(&mut self.progress, side, 1);
                add(&mut map_score, side, 1);
            }
            Game::Dota2 | Game::LeagueOfLegends => {
                let (second, loser) = kill_chances(self.game);
                add(&mut map_score, side, 1 + u32::from(rng.gen_bool(second)));
                add(&mut map_score, side.other(), u32::from(rng.gen_bool(loser)));
                if rng.gen_bool(OBJECTIVE_CHANCE) {
                    add(&mut self.progress, side, 1);
                }
            }
        }
        if let Some(period) = self.periods.last_mut() {
            period.home += map_score.home;
            period.away += map_score.away;
        }
        if let Some(winner) = maps::winner(self.game, self.progress) {
            self.end_map(winner, events);
        }
    }

    fn end_map(&mut self, winner: Side, events: &mut Vec<SimEvent>) {
        add(&mut self.maps, winner, 1);
        self.map_winners.push(winner);
        events.push(SimEvent::new(SimEventKind::Scored { side: winner, points: 1 }, true));
        events.push(SimEvent::new(SimEventKind::PeriodEnded { number: self.map }, true));
        if self.maps.home >= MAPS_TO_WIN || self.maps.away >= MAPS_TO_WIN {
            self.phase = Phase::Finished;
            events.push(SimEvent::new(SimEventKind::Finished, true));
        } else {
            self.map = self.map.saturating_add(1);
            self.progress = Score::default();
            self.break_left = MAP_BREAK_SECS;
            self.phase = Phase::Break;
        }
    }
}

impl PlayAndBreaks for Model {
    fn phase_and_break_left(&mut self) -> (&mut Phase, &mut f64) {
        (&mut self.phase, &mut self.break_left)
    }

    /// Opens the next map.
    fn start_period(&mut self, events: &mut Vec<SimEvent>) {
        self.progress = Score::default();
        self.periods.push(PeriodScore { number: self.map, home: 0, away: 0 });
        events.push(SimEvent::new(SimEventKind::PeriodStarted { number: self.map }, false));
    }

    /// Plays until the next round or fight.
    fn play<R: rand::Rng + ?Sized>(&mut self, secs: f64, rng: &mut R, events: &mut Vec<SimEvent>) -> f64 {
        let wait = exp_wait(rng, 1.0 / event_secs(self.game));
        if wait < secs {
            self.elapsed += wait;
            self.play_point(rng, events);
            return wait;
        }
        self.elapsed += secs;
        secs
    }
}
