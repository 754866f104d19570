//! The play loop of sports whose match is play with the clock running, broken up by timed breaks
//! with it stopped: basketball's quarters, cricket's innings, a cyber match's maps. How play goes
//! is each sport's own; moving time through play and breaks is the same for all, so it is here.

use crate::catalogue::MatchStatus;
use crate::sim::{SimEvent, SimEventKind};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// What the match is doing now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Prematch,
    Play,
    /// The clock is stopped until the next period starts.
    Break,
    Finished,
}

impl Phase {
    /// Prematch until the first advance, Live, then Finished.
    pub fn status(self) -> MatchStatus {
        match self {
            Phase::Prematch => MatchStatus::Prematch,
            Phase::Play | Phase::Break => MatchStatus::Live,
            Phase::Finished => MatchStatus::Finished,
        }
    }
}

/// A model whose match is play and timed breaks; [`run`] moves it through them.
pub trait PlayAndBreaks {
    /// The match's phase, and the seconds still to run of the break it is in (if it is).
    fn phase_and_break_left(&mut self) -> (&mut Phase, &mut f64);
    /// Opens a period: the first when the match starts, then the one each break leads to.
    fn start_period(&mut self, events: &mut Vec<SimEvent>);
    /// Plays on for at most `secs` seconds and returns the seconds used: fewer when something
    /// happened (a basket, a ball, a round) that may have ended the period or the match.
    fn play<R: Rng + ?Sized>(&mut self, secs: f64, rng: &mut R, events: &mut Vec<SimEvent>) -> f64;
}

/// Advances `model` by `dt` seconds of simulated time; the first call starts the match.
pub fn run<M: PlayAndBreaks, R: Rng + ?Sized>(model: &mut M, dt: f64, rng: &mut R) -> Vec<SimEvent> {
    let mut events = Vec::new();
    let (phase, _) = model.phase_and_break_left();
    if *phase == Phase::Prematch {
        *phase = Phase::Play;
        events.push(SimEvent::new(SimEventKind::Started, false));
        model.start_period(&mut events);
    }
    let mut left = if dt.is_finite() && dt > 0.0 { dt } else { 0.0 };
    while left > 0.0 {
        let (phase, break_left) = model.phase_and_break_left();
        match *phase {
            Phase::Prematch | Phase::Finished => break,
            Phase::Break => {
                let used = left.min(*break_left);
                *break_left -= used;
                left -= used;
                if *break_left <= 0.0 {
                    *phase = Phase::Play;
                    model.start_period(&mut events);
                }
            }
            Phase::Play => left -= model.play(left, rng, &mut events),
        }
    }
    events
}
