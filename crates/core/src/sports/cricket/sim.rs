//! Live simulation of a T20 match: a ball every [`BALL_SECS`] of play, innings and super overs
//! in turn. Runs do not suspend markets; wickets (an incident of the batting side) and the end
//! of an innings do.

use super::ball::Delivery;
use super::dismissal::Method;
use super::{
    batting_side, limits, Innings, Model, Phase, BALL_SECS, INNINGS_BREAK_SECS, MAX_SUPER_OVERS, SUPER_OVER_BREAK_SECS,
};
use crate::catalogue::Side;
use crate::sim::{SimEvent, SimEventKind};
use crate::sports::play_loop::{self, PlayAndBreaks};

impl Model {
    /// Advances `dt` seconds of simulated time; the first call starts the match.
    pub fn advance<R: rand::Rng + ?Sized>(&mut self, dt: f64, rng: &mut R) -> Vec<SimEvent> {
        play_loop::run(self, dt, rng)
    }

    /// The runs the side batting in innings `number` must pass, if it is chasing.
    fn to_beat(&self, number: usize) -> Option<u32> {
        number.is_multiple_of(2).then(|| self.innings.get(number - 2).map_or(0, |i| i.runs))
    }

    fn bowl<R: rand::Rng + ?Sized>(&mut self, rng: &mut R, events: &mut Vec<SimEvent>) {
        let number = self.innings.len();
        let to_beat = self.to_beat(number);
        let limits = limits(number);
        let Some(current) = self.innings.last_mut() else { return };
        let ball = self.balls[current.side as usize];
        let u: f64 = rng.gen();
        let delivery = ball.delivery(u);
        current.record(delivery, limits.1);
        match delivery {
            Delivery::Wicket => {
                // The draw within the wicket's chance picks how it fell.
                current.dismissals.push(Method::drawn(u / ball.wicket));
                events.push(SimEvent::new(SimEventKind::Incident { side: current.side }, true));
            }
            Delivery::Runs(0) => {}
            Delivery::Runs(runs) => {
                events.push(SimEvent::new(SimEventKind::Scored { side: current.side, points: runs }, false))
            }
        }
        if current.is_over(limits, to_beat) {
            self.end_innings(rng, events);
        }
    }

    fn end_innings<R: rand::Rng + ?Sized>(&mut self, rng: &mut R, events: &mut Vec<SimEvent>) {
        let number = self.innings.len();
        let period = u8::try_from(number).unwrap_or(u8::MAX);
        events.push(SimEvent::new(SimEventKind::PeriodEnded { number: period }, true));
        self.phase = Phase::Break;
        if number % 2 == 1 {
            self.break_left = if number == 1 { INNINGS_BREAK_SECS } else { SUPER_OVER_BREAK_SECS };
            return;
        }
        let (first, second) = (&self.innings[number - 2], &self.innings[number - 1]);
        let winner = if second.runs > first.runs {
            Some(second.side)
        } else if second.runs < first.runs {
            Some(first.side)
        } else if number / 2 <= MAX_SUPER_OVERS {
            None
        } else if rng.gen_bool(0.5) {
            Some(Side::Home)
        } else {
            Some(Side::Away)
        };
        match winner {
            Some(side) => {
                self.winner = Some(side);
                self.phase = Phase::Finished;
                events.push(SimEvent::new(SimEventKind::Finished, true));
            }
            None => self.break_left = SUPER_OVER_BREAK_SECS,
        }
    }
}

impl PlayAndBreaks for Model {
    fn phase_and_break_left(&mut self) -> (&mut Phase, &mut f64) {
        (&mut self.phase, &mut self.break_left)
    }

    /// Opens the next innings.
    fn start_period(&mut self, events: &mut Vec<SimEvent>) {
        let number = self.innings.len() + 1;
        self.innings.push(Innings::opened(batting_side(number)));
        self.to_next_ball = BALL_SECS;
        let period = u8::try_from(number).unwrap_or(u8::MAX);
        events.push(SimEvent::new(SimEventKind::PeriodStarted { number: period }, false));
    }

    /// Plays until the next ball is bowled.
    fn play<R: rand::Rng + ?Sized>(&mut self, secs: f64, rng: &mut R, events: &mut Vec<SimEvent>) -> f64 {
        if secs < self.to_next_ball {
            self.to_next_ball -= secs;
            self.elapsed += secs;
            return secs;
        }
        let used = self.to_next_ball;
        self.elapsed += used;
        self.to_next_ball = BALL_SECS;
        self.bowl(rng, events);
        used
    }
}
