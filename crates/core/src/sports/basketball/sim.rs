//! Live simulation of a basketball match: possessions end as a Poisson process on the running
//! clock and alternate between the sides; quarters, breaks and overtimes follow FIBA timing.

use super::{Model, Phase, HALF_TIME_SECS, OVERTIME_SECS, POSSESSION_RATE, QUARTERS, QUARTER_SECS, SHORT_BREAK_SECS};
use crate::catalogue::Side;
use crate::sim::{SimEvent, SimEventKind};
use crate::sports::play_loop::{self, PlayAndBreaks};
use crate::sports::pricing_math::exp_wait;
use crate::statistics::PeriodScore;

impl Model {
    /// Advances `dt` seconds of simulated time; the first call starts the match. Baskets do not
    /// suspend markets, the end of a period does.
    pub fn advance<R: rand::Rng + ?Sized>(&mut self, dt: f64, rng: &mut R) -> Vec<SimEvent> {
        play_loop::run(self, dt, rng)
    }

    fn run_clock(&mut self, secs: f64) {
        self.period_left = (self.period_left - secs).max(0.0);
        self.elapsed += secs;
    }

    fn possession<R: rand::Rng + ?Sized>(&mut self, rng: &mut R, events: &mut Vec<SimEvent>) {
        let side = self.possession;
        self.possession = side.other();
        let mut u: f64 = rng.gen();
        let mut points = 0;
        for (value, p) in self.scoring(side) {
            if u < p {
                points = value;
                break;
            }
            u -= p;
        }
        if points == 0 {
            return;
        }
        let current = self.periods.last_mut();
        match side {
            Side::Home => {
                self.score.home += points;
                if let Some(period) = current {
                    period.home += points;
                }
            }
            Side::Away => {
                self.score.away += points;
                if let Some(period) = current {
                    period.away += points;
                }
            }
        }
        self.record_races(side);
        events.push(SimEvent::new(SimEventKind::Scored { side, points }, false));
    }

    fn end_period(&mut self, events: &mut Vec<SimEvent>) {
        events.push(SimEvent::new(SimEventKind::PeriodEnded { number: self.period }, true));
        if self.period >= QUARTERS && self.score.home != self.score.away {
            self.phase = Phase::Finished;
            events.push(SimEvent::new(SimEventKind::Finished, true));
            return;
        }
        self.break_left = if self.period == 2 { HALF_TIME_SECS } else { SHORT_BREAK_SECS };
        self.period = self.period.saturating_add(1);
        self.period_left = if self.period > QUARTERS { OVERTIME_SECS } else { QUARTER_SECS };
        self.phase = Phase::Break;
    }
}

impl PlayAndBreaks for Model {
    fn phase_and_break_left(&mut self) -> (&mut Phase, &mut f64) {
        (&mut self.phase, &mut self.break_left)
    }

    fn start_period(&mut self, events: &mut Vec<SimEvent>) {
        self.periods.push(PeriodScore { number: self.period, home: 0, away: 0 });
        events.push(SimEvent::new(SimEventKind::PeriodStarted { number: self.period }, false));
    }

    /// Plays until the next possession ends, or to the end of the period.
    fn play<R: rand::Rng + ?Sized>(&mut self, secs: f64, rng: &mut R, events: &mut Vec<SimEvent>) -> f64 {
        let span = secs.min(self.period_left);
        let wait = exp_wait(rng, POSSESSION_RATE);
        if wait < span {
            self.run_clock(wait);
            self.possession(rng, events);
            return wait;
        }
        self.run_clock(span);
        if self.period_left <= 1e-9 {
            self.end_period(events);
        }
        span
    }
}
