//! The point-by-point tennis simulation: ~35–45 s a point, 90 s changeovers after odd games,
//! 120 s between sets. Breaks of serve and set wins suspend markets; other points do not.

use super::pricing::{game, set_is_over, tiebreak};
use super::Model;
use crate::catalogue::Side;
use crate::sim::{SimEvent, SimEventKind};
use crate::sports::rally::clock::{duration, Phase, Segments};
use crate::sports::rally::Race;
use crate::statistics::PeriodScore;
use rand::Rng;

const POINT_SECS: (f64, f64) = (35.0, 45.0);
const CHANGEOVER_SECS: f64 = 90.0;
const SET_BREAK_SECS: f64 = 120.0;

impl Segments for Model {
    fn phase(&self) -> Phase {
        self.phase
    }

    fn set_phase(&mut self, phase: Phase) {
        self.phase = phase;
    }

    fn add_play_time(&mut self, secs: f64) {
        self.play_time += secs;
    }

    fn start<R: Rng + ?Sized>(&mut self, rng: &mut R, events: &mut Vec<SimEvent>) {
        self.set_first = if rng.gen_bool(0.5) { Side::Home } else { Side::Away };
        self.server = self.set_first;
        self.periods.push(PeriodScore { number: 1, home: 0, away: 0 });
        events.push(SimEvent::new(SimEventKind::PeriodStarted { number: 1 }, false));
        self.phase = Phase::Play { left: duration(rng, POINT_SECS) };
    }

    fn point_done<R: Rng + ?Sized>(&mut self, rng: &mut R, events: &mut Vec<SimEvent>) {
        let winner = if rng.gen::<f64>() < self.serve.p_home(self.server) { Side::Home } else { Side::Away };
        match winner {
            Side::Home => self.points.0 += 1,
            Side::Away => self.points.1 += 1,
        }
        let race = if self.in_tiebreak() { tiebreak(self.serve) } else { game(self.serve) };
        if race.is_over(self.points.0, self.points.1) {
            self.log_game(winner);
            let broke = !self.in_tiebreak() && winner != self.server;
            self.game_won(winner, broke, events);
        } else {
            events.push(SimEvent::new(SimEventKind::Scored { side: winner, points: 1 }, false));
            self.server = race.next_server(self.points.0, self.points.1, winner, self.server);
        }
        if self.phase_is_play() {
            self.phase = Phase::Play { left: duration(rng, POINT_SECS) };
        }
    }

    fn break_done<R: Rng + ?Sized>(&mut self, rng: &mut R, events: &mut Vec<SimEvent>) {
        if self.games == (0, 0) {
            events.push(SimEvent::new(SimEventKind::PeriodStarted { number: self.set_number() }, false));
        }
        self.phase = Phase::Play { left: duration(rng, POINT_SECS) };
    }
}

impl Model {
    fn phase_is_play(&self) -> bool {
        matches!(self.phase, Phase::Play { .. })
    }

    /// Books a game won by `winner`; sets the phase when a break or the end follows.
    fn game_won(&mut self, winner: Side, broke: bool, events: &mut Vec<SimEvent>) {
        let number = self.set_number();
        match winner {
            Side::Home => self.games.0 += 1,
            Side::Away => self.games.1 += 1,
        }
        self.points = (0, 0);
        if let Some(set) = self.periods.last_mut() {
            (set.home, set.away) = self.games;
        }
        let set_over = set_is_over(self.games.0, self.games.1);
        events.push(SimEvent::new(SimEventKind::Scored { side: winner, points: 1 }, broke || set_over));
        if !set_over {
            self.server = self.game_server();
            if (self.games.0 + self.games.1) % 2 == 1 {
                self.phase = Phase::Break { left: CHANGEOVER_SECS };
            }
            return;
        }
        match winner {
            Side::Home => self.sets.home += 1,
            Side::Away => self.sets.away += 1,
        }
        events.push(SimEvent::new(SimEventKind::PeriodEnded { number }, false));
        if self.sets.home.max(self.sets.away) >= 2 {
            self.phase = Phase::Finished;
            events.push(SimEvent::new(SimEventKind::Finished, false));
            return;
        }
        // The alternation of service games runs on into the next set.
        self.set_first = self.game_server();
        self.server = self.set_first;
        self.games = (0, 0);
        self.periods.push(PeriodScore { number: number.saturating_add(1), home: 0, away: 0 });
        self.phase = Phase::Break { left: SET_BREAK_SECS };
    }
}
