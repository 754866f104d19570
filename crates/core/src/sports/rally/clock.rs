//! Match time for point-by-point sims: a match is a chain of segments (a point being played
//! with the clock running, or a break with it stopped) that end in order whatever the step.

use crate::sim::{SimEvent, SimEventKind};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// What the match is doing now.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub enum Phase {
    /// Not started yet.
    Prematch,
    /// A point is being played; it ends after `left` more seconds.
    Play { left: f64 },
    /// A break (changeover, between sets); play resumes after `left` more seconds.
    Break { left: f64 },
    /// The match is over.
    Finished,
}

/// A model whose time passes in segments.
pub trait Segments {
    fn phase(&self) -> Phase;
    fn set_phase(&mut self, phase: Phase);
    /// Adds running-clock time.
    fn add_play_time(&mut self, secs: f64);
    /// Starts the match (toss, first server, first point); called once from prematch.
    fn start<R: Rng + ?Sized>(&mut self, rng: &mut R, events: &mut Vec<SimEvent>);
    /// The current point is over: decide it and set the next phase.
    fn point_done<R: Rng + ?Sized>(&mut self, rng: &mut R, events: &mut Vec<SimEvent>);
    /// The current break is over: set the next phase.
    fn break_done<R: Rng + ?Sized>(&mut self, rng: &mut R, events: &mut Vec<SimEvent>);
}

/// Advances `model` by `dt` seconds. Randomness is drawn only when a segment ends, so the same
/// seed gives the same match whatever the step sizes.
pub fn run<M: Segments, R: Rng + ?Sized>(model: &mut M, dt: f64, rng: &mut R) -> Vec<SimEvent> {
    let mut events = Vec::new();
    if model.phase() == Phase::Prematch {
        events.push(SimEvent::new(SimEventKind::Started, false));
        model.start(rng, &mut events);
    }
    let mut budget = if dt.is_finite() { dt.max(0.0) } else { 0.0 };
    loop {
        match model.phase() {
            Phase::Prematch | Phase::Finished => break,
            Phase::Play { left } if left <= budget => {
                budget -= left;
                model.add_play_time(left);
                model.point_done(rng, &mut events);
            }
            Phase::Play { left } => {
                model.add_play_time(budget);
                model.set_phase(Phase::Play { left: left - budget });
                break;
            }
            Phase::Break { left } if left <= budget => {
                budget -= left;
                model.break_done(rng, &mut events);
            }
            Phase::Break { left } => {
                model.set_phase(Phase::Break { left: left - budget });
                break;
            }
        }
    }
    events
}

/// A random duration between `min` and `max` seconds.
pub fn duration<R: Rng + ?Sized>(rng: &mut R, (min, max): (f64, f64)) -> f64 {
    min + (max - min) * rng.gen::<f64>()
}
