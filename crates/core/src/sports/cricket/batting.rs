//! Who bats: each batter's runs in batting order, and the two at the crease. Runs off the bat
//! go to the striker (the simulation has no extras); an odd number of runs and the end of an
//! over change ends; a wicket is the striker's, and the next batter in takes strike.

use super::ball::Delivery;
use super::{Innings, BALLS_PER_OVER};
use crate::catalogue::Side;

/// Batters in a side.
pub(super) const SQUAD: usize = 11;

impl Innings {
    /// A new innings of `side` with its two openers in, the first on strike.
    pub(super) fn opened(side: Side) -> Innings {
        Innings { side, runs: 0, wickets: 0, balls: 0, dismissals: Vec::new(), batters: vec![0, 0], crease: [0, 1] }
    }

    /// Plays one delivery of an innings with `max_wickets` wickets.
    pub(super) fn record(&mut self, delivery: Delivery, max_wickets: u32) {
        self.balls += 1;
        match delivery {
            Delivery::Wicket => {
                self.wickets += 1;
                if self.wickets < max_wickets && self.batters.len() < SQUAD {
                    self.batters.push(0);
                    self.crease[0] = self.batters.len() - 1;
                }
            }
            Delivery::Runs(runs) => {
                self.runs += runs;
                if let Some(striker) = self.batters.get_mut(self.crease[0]) {
                    *striker += runs;
                }
                if runs % 2 == 1 {
                    self.crease.swap(0, 1);
                }
            }
        }
        if self.balls.is_multiple_of(BALLS_PER_OVER) {
            self.crease.swap(0, 1);
        }
    }

    /// Whether play is over with `(balls, wickets)` available: either used up, or the target
    /// (`to_beat`) passed.
    pub(super) fn is_over(&self, (max_balls, max_wickets): (u32, u32), to_beat: Option<u32>) -> bool {
        self.balls >= max_balls || self.wickets >= max_wickets || to_beat.is_some_and(|target| self.runs > target)
    }

    /// Whether each batter's runs were kept ball by ball for this main innings (not so for one
    /// an operator's final score entered or changed, nor one stored before batters were kept).
    pub(super) fn batters_known(&self) -> bool {
        self.batters.len() == (self.wickets as usize + 2).min(SQUAD) && self.batters.iter().sum::<u32>() == self.runs
    }

    /// The most runs any batter made, and how many made them.
    pub(super) fn top_score(&self) -> (u32, usize) {
        let top = self.batters.iter().copied().max().unwrap_or(0);
        (top, self.batters.iter().filter(|&&runs| runs == top).count())
    }

    /// Adds the top place to `shares` (by batting position), split among the batters tied on it.
    pub(super) fn share_top_place(&self, shares: &mut [f64; SQUAD]) {
        let (top, tied) = self.top_score();
        for (share, &made) in shares.iter_mut().zip(&self.batters) {
            if made == top {
                *share += 1.0 / tied as f64;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_go_to_the_striker_and_odd_runs_and_overs_change_ends() {
        let mut innings = Innings::opened(Side::Home);
        innings.record(Delivery::Runs(4), 10);
        innings.record(Delivery::Runs(1), 10);
        innings.record(Delivery::Runs(2), 10);
        assert_eq!((innings.batters.clone(), innings.crease), (vec![5, 2], [1, 0]));
        innings.record(Delivery::Wicket, 10);
        assert_eq!((innings.batters.clone(), innings.crease), (vec![5, 2, 0], [2, 0]));
        innings.record(Delivery::Runs(0), 10);
        innings.record(Delivery::Runs(6), 10);
        // The sixth ball ends the over: the new batter, on 6, goes to the other end.
        assert_eq!((innings.batters.clone(), innings.crease), (vec![5, 2, 6], [0, 2]));
        assert!(innings.batters_known());
        assert_eq!(innings.top_score(), (6, 1));
    }

    #[test]
    fn the_last_wicket_brings_nobody_in_and_entered_runs_are_unknown() {
        let mut innings = Innings::opened(Side::Away);
        for _ in 0..10 {
            innings.record(Delivery::Wicket, 10);
        }
        assert_eq!(innings.batters.len(), SQUAD);
        assert!(innings.batters_known() && innings.is_over((120, 10), None));
        assert_eq!(innings.top_score(), (0, SQUAD));
        innings.runs = 140;
        assert!(!innings.batters_known());
    }
}
