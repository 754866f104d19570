//! Ice hockey: Poisson goals priced from Elo-like ratings and simulated live over three
//! 20-minute periods (countdown clock, 17-minute intermissions), then a 5-minute sudden-death
//! overtime and a shootout if the match is still tied.

#[cfg(test)]
mod depth_tests;
mod finish;
mod laws;
mod markets;
#[cfg(test)]
mod tests;

use crate::catalogue::{MatchStatus, Side};
use crate::market::MarketQuote;
use crate::odds::Margin;
use crate::sim::{SimEvent, SimEventKind};
use crate::sports::poisson;
use crate::statistics::{Clock, PeriodScore, Score, Stage, Statistics};
use rand::Rng;
use serde::{Deserialize, Serialize};

pub use markets::MARKET_TYPES;

/// Typical wall duration of a match in simulated seconds: 60 minutes of play, two
/// intermissions, and overtime now and then.
pub const TYPICAL_DURATION_SECS: f64 = 5700.0;

const PERIOD_SECS: f64 = 1200.0;
const REGULATION_SECS: f64 = 3.0 * PERIOD_SECS;
const INTERMISSION_SECS: f64 = 1020.0;
const OVERTIME_BREAK_SECS: f64 = 120.0;
const OVERTIME_SECS: f64 = 300.0;
/// A shootout takes a few minutes with the clock stopped and is decided at its end.
const SHOOTOUT_SECS: f64 = 180.0;
/// Expected goals of an even match; a mismatch expects up to `1 + MISMATCH_GOALS` times as many
/// ([`poisson::matchup_goals`]).
const EVEN_MATCH_GOALS: f64 = 5.8;
const MISMATCH_GOALS: f64 = 0.3;
const HOME_ADVANTAGE_ELO: f64 = 35.0;
/// Three-on-three overtime scores faster than regulation play.
const OVERTIME_RATE_FACTOR: f64 = 1.9;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
enum Phase {
    Prematch,
    Period(u8),
    /// The break after the given period.
    Intermission(u8),
    OvertimeBreak,
    Overtime,
    Shootout,
    Finished,
}

/// All live state of one ice hockey match: expected regulation goals derived from the ratings,
/// period scores, overtime and shootout, and the clock.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Model {
    /// Expected regulation goals.
    lambda_home: f64,
    lambda_away: f64,
    phase: Phase,
    /// Seconds spent in the current phase.
    elapsed: f64,
    /// Seconds of played (clock running) time.
    played: f64,
    periods: [Score; 3],
    overtime: Score,
    shootout: Option<Side>,
    /// Goals of an operator's final score not placed in any period: they may have come in any
    /// period from `unplayed_from` (1..=3) on, or decided overtime or the shootout (4).
    #[serde(default)]
    unplayed: Score,
    #[serde(default)]
    unplayed_from: u8,
}

impl Model {
    /// A prematch match between competitors with Elo-like ratings; the home side gets a small
    /// home advantage; ~5.8 regulation goals are expected in an even match, more in a mismatch.
    pub fn new(home_rating: f64, away_rating: f64) -> Model {
        let expected = poisson::elo_expectation(home_rating - away_rating + HOME_ADVANTAGE_ELO);
        let (lambda_home, lambda_away) = poisson::matchup_goals(EVEN_MATCH_GOALS, MISMATCH_GOALS, expected, 0.0);
        Model {
            lambda_home,
            lambda_away,
            phase: Phase::Prematch,
            elapsed: 0.0,
            played: 0.0,
            periods: [Score::default(); 3],
            overtime: Score::default(),
            shootout: None,
            unplayed: Score::default(),
            unplayed_from: 0,
        }
    }

    /// Prematch until the first advance, Live, then Finished.
    pub fn status(&self) -> MatchStatus {
        match self.phase {
            Phase::Prematch => MatchStatus::Prematch,
            Phase::Finished => MatchStatus::Finished,
            _ => MatchStatus::Live,
        }
    }

    /// Countdown clock, total score (overtime goal and the shootout winner included) and the
    /// periods' scores (overtime is period 4, the shootout period 5).
    pub fn statistics(&self) -> Statistics {
        let whole = |x: f64| x.max(0.0) as u32;
        let in_period = match self.phase {
            Phase::Prematch => None,
            Phase::Period(_) => Some(whole(PERIOD_SECS - self.elapsed)),
            Phase::Overtime => Some(whole(OVERTIME_SECS - self.elapsed)),
            _ => Some(0),
        };
        let mut period_score: Vec<PeriodScore> = self
            .periods
            .iter()
            .zip(1u8..)
            .take(usize::from(self.periods_started()))
            .map(|(s, number)| PeriodScore { number, home: s.home, away: s.away })
            .collect();
        if matches!(self.phase, Phase::Overtime | Phase::Shootout)
            || self.overtime != Score::default()
            || self.shootout.is_some()
        {
            period_score.push(PeriodScore { number: 4, home: self.overtime.home, away: self.overtime.away });
        }
        if self.phase == Phase::Shootout || self.shootout.is_some() {
            let shootout = self.shootout_score();
            period_score.push(PeriodScore { number: 5, home: shootout.home, away: shootout.away });
        }
        Statistics {
            clock: Clock {
                match_time: whole(self.played),
                stoppage_time: None,
                stoppage_time_announced: None,
                remaining_time: (self.phase != Phase::Prematch).then(|| whole(REGULATION_SECS - self.played)),
                remaining_time_in_period: in_period,
                stopped: !matches!(self.phase, Phase::Period(_) | Phase::Overtime),
            },
            total_score: self.total_score(),
            game_score: None,
            current_server: None,
            period_score,
            max_period_number: 3,
            stage: match self.phase {
                Phase::Prematch => Stage::NotStarted,
                Phase::Period(n) => Stage::Period(n),
                Phase::Intermission(n) => Stage::Break(n),
                Phase::OvertimeBreak => Stage::OvertimeBreak,
                Phase::Overtime => Stage::Overtime(1),
                Phase::Shootout => Stage::Penalties,
                Phase::Finished => Stage::Ended,
            },
        }
    }

    /// Every market priced from the one regulation score matrix (plus the period matrices and
    /// the overtime/shootout chances derived from the same rates).
    pub fn quotes(&self, margin: Margin) -> Vec<MarketQuote> {
        markets::quotes(self, margin)
    }

    /// Advances `dt` seconds of simulated time, crossing periods, breaks and overtime as needed.
    pub fn advance<R: Rng + ?Sized>(&mut self, dt: f64, rng: &mut R) -> Vec<SimEvent> {
        let mut events = Vec::new();
        if self.phase == Phase::Prematch {
            events.push(SimEvent::new(SimEventKind::Started, false));
            events.push(SimEvent::new(SimEventKind::PeriodStarted { number: 1 }, false));
            self.phase = Phase::Period(1);
            self.elapsed = 0.0;
        }
        let mut left = if dt.is_finite() && dt > 0.0 { dt } else { 0.0 };
        while left > 0.0 && self.phase != Phase::Finished {
            let step = left.min((self.phase_length() - self.elapsed).max(0.0));
            left -= step;
            let decided = match self.phase {
                Phase::Period(n) => {
                    self.play_regulation(n, step, rng, &mut events);
                    false
                }
                Phase::Overtime => self.play_overtime(step, rng, &mut events),
                _ => false,
            };
            if decided {
                break;
            }
            self.elapsed += step;
            if self.elapsed >= self.phase_length() {
                self.next_phase(rng, &mut events);
            }
        }
        events
    }

    fn phase_length(&self) -> f64 {
        match self.phase {
            Phase::Period(_) => PERIOD_SECS,
            Phase::Intermission(_) => INTERMISSION_SECS,
            Phase::OvertimeBreak => OVERTIME_BREAK_SECS,
            Phase::Overtime => OVERTIME_SECS,
            Phase::Shootout => SHOOTOUT_SECS,
            Phase::Prematch | Phase::Finished => f64::INFINITY,
        }
    }

    fn next_phase<R: Rng + ?Sized>(&mut self, rng: &mut R, events: &mut Vec<SimEvent>) {
        let mut emit = |kind, suspends| events.push(SimEvent::new(kind, suspends));
        self.elapsed = 0.0;
        self.phase = match self.phase {
            Phase::Period(n) if n < 3 => {
                emit(SimEventKind::PeriodEnded { number: n }, false);
                Phase::Intermission(n)
            }
            Phase::Period(n) => {
                emit(SimEventKind::PeriodEnded { number: n }, false);
                let regulation = self.regulation_score();
                if regulation.home == regulation.away {
                    Phase::OvertimeBreak
                } else {
                    emit(SimEventKind::Finished, false);
                    Phase::Finished
                }
            }
            Phase::Intermission(n) => {
                emit(SimEventKind::PeriodStarted { number: n + 1 }, false);
                Phase::Period(n + 1)
            }
            Phase::OvertimeBreak => {
                emit(SimEventKind::PeriodStarted { number: 4 }, false);
                Phase::Overtime
            }
            Phase::Overtime => {
                emit(SimEventKind::PeriodEnded { number: 4 }, false);
                emit(SimEventKind::PeriodStarted { number: 5 }, false);
                Phase::Shootout
            }
            Phase::Shootout => {
                let side = if rng.gen_bool(self.shootout_home().clamp(0.0, 1.0)) { Side::Home } else { Side::Away };
                self.shootout = Some(side);
                emit(SimEventKind::Scored { side, points: 1 }, true);
                emit(SimEventKind::PeriodEnded { number: 5 }, false);
                emit(SimEventKind::Finished, false);
                Phase::Finished
            }
            other => other,
        };
    }

    fn play_regulation<R: Rng + ?Sized>(&mut self, period: u8, secs: f64, rng: &mut R, events: &mut Vec<SimEvent>) {
        self.played += secs;
        let index = usize::from(period.clamp(1, 3) - 1);
        for (side, lambda) in [(Side::Home, self.lambda_home), (Side::Away, self.lambda_away)] {
            for _ in 0..poisson::sample(lambda * secs / REGULATION_SECS, rng) {
                bump(&mut self.periods[index], side);
                events.push(SimEvent::new(SimEventKind::Scored { side, points: 1 }, true));
            }
        }
    }

    /// Sudden death: true when a goal ended the match within `secs`.
    fn play_overtime<R: Rng + ?Sized>(&mut self, secs: f64, rng: &mut R, events: &mut Vec<SimEvent>) -> bool {
        let rate = self.overtime_rate();
        let wait = if rate > 0.0 { -(1.0 - rng.gen::<f64>()).ln() / rate } else { f64::INFINITY };
        if wait >= secs {
            self.played += secs;
            return false;
        }
        self.played += wait;
        self.elapsed += wait;
        let side = if rng.gen_bool(self.home_share()) { Side::Home } else { Side::Away };
        bump(&mut self.overtime, side);
        events.push(SimEvent::new(SimEventKind::Scored { side, points: 1 }, true));
        events.push(SimEvent::new(SimEventKind::PeriodEnded { number: 4 }, false));
        events.push(SimEvent::new(SimEventKind::Finished, false));
        self.phase = Phase::Finished;
        true
    }

    fn periods_started(&self) -> u8 {
        match self.phase {
            Phase::Prematch => 0,
            Phase::Period(n) | Phase::Intermission(n) => n.min(3),
            _ => 3,
        }
    }

    fn regulation_score(&self) -> Score {
        self.periods.iter().fold(Score::default(), |acc, s| Score { home: acc.home + s.home, away: acc.away + s.away })
    }

    fn shootout_score(&self) -> Score {
        match self.shootout {
            Some(Side::Home) => Score { home: 1, away: 0 },
            Some(Side::Away) => Score { home: 0, away: 1 },
            None => Score::default(),
        }
    }

    fn total_score(&self) -> Score {
        let (r, o, s, u) = (self.regulation_score(), self.overtime, self.shootout_score(), self.unplayed);
        Score { home: r.home + o.home + s.home + u.home, away: r.away + o.away + s.away + u.away }
    }

    /// Share of goals the home side scores.
    fn home_share(&self) -> f64 {
        let total = self.lambda_home + self.lambda_away;
        if total > 0.0 {
            (self.lambda_home / total).clamp(0.0, 1.0)
        } else {
            0.5
        }
    }

    /// Goals per second (both sides) in overtime.
    fn overtime_rate(&self) -> f64 {
        (self.lambda_home + self.lambda_away) / REGULATION_SECS * OVERTIME_RATE_FACTOR
    }

    /// Chance the home side wins a shootout: a coin flip tilted a little towards the stronger side.
    fn shootout_home(&self) -> f64 {
        0.5 + 0.5 * (self.home_share() - 0.5)
    }
}

fn bump(score: &mut Score, side: Side) {
    match side {
        Side::Home => score.home += 1,
        Side::Away => score.away += 1,
    }
}
