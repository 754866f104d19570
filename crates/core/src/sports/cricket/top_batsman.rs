//! "Innings I - top batsman": which batter of a main innings makes the most runs. Priced by
//! playing out the rest of both main innings from the model's state many times, with the
//! simulation's own deliveries and strike rules and the same seeded draws for every state (so a
//! state always gets the same prices, and they move with the play, not with sampling noise);
//! batters tied on top share the place (dead heat), so each sample hands out exactly one place.
//! Settled from the batters' runs when the innings ends, with the dead-heat rule for a tie; void
//! when an operator's final score entered the runs. Batters who never came in lose (they were in
//! the side).

use super::batting::SQUAD;
use super::{batting_side, limits, Innings, Model, Phase, TOP_BATSMAN};
use crate::catalogue::Side;
use crate::market::{specifier_value, MarketQuote, OutcomeResult};
use crate::odds::Margin;
use crate::sports::pricing_math::priced;
use std::sync::{Mutex, PoisonError};

/// Innings played out per pricing.
const SAMPLES: u32 = 2_000;
/// Outcome id of the batter at position 1; the rest follow in batting order.
const FIRST_BATTER_OUTCOME: u32 = 1501;
/// The main innings (super overs have no top batsman).
const MAIN_INNINGS: usize = 2;

/// Each batting position's share of the top place, per main innings.
type Shares = [[f64; SQUAD]; MAIN_INNINGS];

/// What the shares depend on: the phase, the innings so far, and the current one's progress.
type StateKey = (Phase, usize, u32, u32, u32);

/// The shares last simulated and the state they belong to: a cache, not part of the state (two
/// models in the same state are equal whatever they have cached).
#[derive(Debug, Default)]
pub(super) struct Memo(Mutex<Option<(StateKey, Shares)>>);

impl Clone for Memo {
    fn clone(&self) -> Memo {
        Memo(Mutex::new(*self.0.lock().unwrap_or_else(PoisonError::into_inner)))
    }
}

impl PartialEq for Memo {
    fn eq(&self, _: &Memo) -> bool {
        true
    }
}

/// The side and batting position (1-based) an outcome of a top-batsman market names; `None`
/// for any other market or outcome.
pub fn batter_of_outcome(market_id: u32, specifier: &str, outcome_id: u32) -> Option<(Side, usize)> {
    let innings: usize = specifier_value(specifier, "inningnr")?.parse().ok()?;
    let position = outcome_id.checked_sub(FIRST_BATTER_OUTCOME)? as usize + 1;
    (market_id == TOP_BATSMAN && (1..=MAIN_INNINGS).contains(&innings) && position <= SQUAD)
        .then(|| (batting_side(innings), position))
}

fn outcome_ids() -> impl Iterator<Item = u32> {
    (FIRST_BATTER_OUTCOME..).take(SQUAD)
}

impl Model {
    /// Both main innings' top-batsman markets, priced or settled.
    pub(super) fn top_batsman_quotes(&self, margin: Margin, out: &mut Vec<MarketQuote>) {
        for number in 1..=MAIN_INNINGS {
            out.extend(self.top_batsman(number, margin));
        }
    }

    fn top_batsman(&self, number: usize, margin: Margin) -> Option<MarketQuote> {
        let spec = format!("inningnr={number}");
        let innings = self.innings.get(number - 1);
        if self.phase == Phase::Finished || self.complete(number) {
            return Some(settle(innings.filter(|i| i.batters_known()), spec));
        }
        if innings.is_some_and(|i| !i.batters_known()) {
            return None;
        }
        let fair: Vec<(u32, f64)> = outcome_ids().zip(self.shares()[number - 1]).collect();
        Some(priced(margin, TOP_BATSMAN, spec, &fair))
    }

    fn state_key(&self) -> StateKey {
        let last = self.innings.last();
        let progress = |f: fn(&Innings) -> u32| last.map_or(0, f);
        (self.phase, self.innings.len(), progress(|i| i.balls), progress(|i| i.runs), progress(|i| i.wickets))
    }

    /// The shares of the current state, simulated once per state.
    pub(super) fn shares(&self) -> Shares {
        let key = self.state_key();
        let mut memo = self.top_batsmen.0.lock().unwrap_or_else(PoisonError::into_inner);
        match *memo {
            Some((cached, shares)) if cached == key => shares,
            _ => {
                let shares = self.simulate_shares();
                *memo = Some((key, shares));
                shares
            }
        }
    }

    /// Plays the rest of the main innings out [`SAMPLES`] times. Every state of a match draws the
    /// same stream (seeded by the sides' ball laws): the prices of one ball and the next differ
    /// by what the ball changed, not by fresh sampling noise.
    fn simulate_shares(&self) -> Shares {
        let mut rng = SplitMix(self.balls[0].wicket.to_bits() ^ self.balls[1].wicket.to_bits().rotate_left(32));
        let mut shares: Shares = [[0.0; SQUAD]; MAIN_INNINGS];
        for _ in 0..SAMPLES {
            let mut first_runs = 0;
            for (index, tally) in shares.iter_mut().enumerate() {
                let innings = self.played_out(index + 1, first_runs, &mut rng);
                first_runs = innings.runs;
                innings.share_top_place(tally);
            }
        }
        shares.map(|tally| tally.map(|share| share / f64::from(SAMPLES)))
    }

    /// Main innings `number` from where it stands to its end, on one draw of the deliveries to
    /// come; the second chases `first_runs`.
    fn played_out(&self, number: usize, first_runs: u32, rng: &mut SplitMix) -> Innings {
        let side = batting_side(number);
        let mut innings = self.innings.get(number - 1).cloned().unwrap_or_else(|| Innings::opened(side));
        if self.complete(number) {
            return innings;
        }
        let (limits, to_beat) = (limits(number), (number == 2).then_some(first_runs));
        let ball = self.balls[side as usize];
        while !innings.is_over(limits, to_beat) {
            innings.record(ball.delivery(rng.unit()), limits.1);
        }
        innings
    }
}

/// A finished innings' market: the top scorer wins, batters tied on top share the place, and
/// the rest (those who never came in too) lose; void when the batters' runs are not known.
fn settle(innings: Option<&Innings>, spec: String) -> MarketQuote {
    let results: Vec<(u32, OutcomeResult)> = match innings {
        None => outcome_ids().map(|id| (id, OutcomeResult::Void)).collect(),
        Some(innings) => {
            let (top, tied) = innings.top_score();
            let on_top = |position: usize| innings.batters.get(position) == Some(&top);
            outcome_ids()
                .enumerate()
                .map(|(position, id)| {
                    let result = match (on_top(position), tied) {
                        (false, _) => OutcomeResult::Lose,
                        (true, 1) => OutcomeResult::Win,
                        (true, _) => OutcomeResult::DeadHeat,
                    };
                    (id, result)
                })
                .collect()
        }
    };
    MarketQuote::settled(TOP_BATSMAN, spec, &results)
}

/// A small, fast generator (SplitMix64) for draws that must be the same on every run.
struct SplitMix(u64);

impl SplitMix {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}
