//! One delivery: the chance of a wicket and of each run value, and the exact mean and variance
//! of the runs still to come in an innings with some balls and wickets left.

use crate::sports::pricing_math::Normal;
use serde::{Deserialize, Serialize};

/// Runs per ball between equal sides (0 … 6; 5 never happens), and the wicket chance.
const BASE_RUNS: [f64; 7] = [0.0, 0.35, 0.08, 0.005, 0.11, 0.0, 0.055];
const BASE_WICKET: f64 = 0.05;
/// Log-scale of scoring (and inverse log-scale of wickets) per Elo point of batting advantage.
const STRENGTH_PER_ELO: f64 = 0.000_3;

/// What one ball brings to the batting side.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub(super) struct Ball {
    pub wicket: f64,
    /// P(k runs and no wicket) for k = 0 … 6.
    pub runs: [f64; 7],
}

/// What one delivery brought.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Delivery {
    Wicket,
    /// Runs off the bat (0 for a dot ball).
    Runs(u32),
}

impl Ball {
    /// The delivery drawn as `u` on the unit interval: a wicket below the wicket chance, then
    /// each run value in turn.
    pub fn delivery(&self, u: f64) -> Delivery {
        if u < self.wicket {
            return Delivery::Wicket;
        }
        let mut left = u - self.wicket;
        for (value, &p) in self.runs.iter().enumerate() {
            if left < p {
                return Delivery::Runs(value as u32);
            }
            left -= p;
        }
        Delivery::Runs(0)
    }

    /// A batting side `diff` Elo points stronger than the bowling side.
    pub fn for_strength(diff: f64) -> Ball {
        let factor = (STRENGTH_PER_ELO * diff).exp().clamp(0.6, 1.5);
        let mut runs = BASE_RUNS.map(|p| p * factor);
        let wicket = BASE_WICKET / factor;
        runs[0] = 1.0 - wicket - runs.iter().sum::<f64>();
        Ball { wicket, runs }
    }

    /// Runs still to come with `balls` balls and `wickets` wickets left (chases are not cut
    /// short: this is the law of what the innings would score).
    pub fn remaining(&self, balls: u32, wickets: u32) -> Normal {
        let w = wickets as usize;
        // mean[w], second[w]: moments with the current number of balls left and w wickets left.
        let mut mean = vec![0.0; w + 1];
        let mut second = vec![0.0; w + 1];
        for _ in 0..balls {
            let (prev_mean, prev_second) = (mean.clone(), second.clone());
            for k in 1..=w {
                let (mut m, mut s) = (self.wicket * prev_mean[k - 1], self.wicket * prev_second[k - 1]);
                for (value, &p) in self.runs.iter().enumerate() {
                    let r = value as f64;
                    m += p * (r + prev_mean[k]);
                    s += p * (r * r + 2.0 * r * prev_mean[k] + prev_second[k]);
                }
                mean[k] = m;
                second[k] = s;
            }
        }
        let (m, s) = (mean[w], second[w]);
        Normal { mean: m, var: (s - m * m).max(0.0) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_t20_innings_between_equal_sides_makes_about_150_runs() {
        let law = Ball::for_strength(0.0).remaining(120, 10);
        assert!((135.0..170.0).contains(&law.mean), "{law:?}");
        assert!((15.0..40.0).contains(&law.var.sqrt()), "{law:?}");
    }

    #[test]
    fn one_ball_has_the_moments_of_its_outcomes() {
        let ball = Ball::for_strength(40.0);
        let law = ball.remaining(1, 3);
        let mean: f64 = ball.runs.iter().enumerate().map(|(k, p)| k as f64 * p).sum();
        assert!((law.mean - mean).abs() < 1e-12);
        assert_eq!(ball.remaining(10, 0), Normal { mean: 0.0, var: 0.0 });
    }
}
