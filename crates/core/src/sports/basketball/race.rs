//! "Race to N points": which side reaches N points first, for a few N. Priced exactly from the
//! possession model (alternating possessions, each scoring 0–3 points), ignoring the clock: at
//! these totals both sides reach N in practically every match. Settled when a side gets there
//! (the model records it); on an operator's final score a race it did not see is settled only
//! when just one side reached N, else void.

use super::market_types::RACE_TO;
use super::{Model, Phase};
use crate::catalogue::Side;
use crate::market::MarketQuote;
use crate::odds::Margin;
use crate::sports::poisson::settle;
use crate::sports::pricing_math::priced;

/// The points of each race, in the order they are decided.
pub(super) const RACES: [u32; 4] = [10, 20, 30, 40];

impl Model {
    /// Records the races a score change decided (the side that just scored got there first).
    pub(super) fn record_races(&mut self, side: Side) {
        let points = match side {
            Side::Home => self.score.home,
            Side::Away => self.score.away,
        };
        while self.race_winners.len() < RACES.len() && points >= RACES[self.race_winners.len()] {
            self.race_winners.push(side);
        }
    }

    pub(super) fn race_quotes(&self, margin: Margin, out: &mut Vec<MarketQuote>) {
        for (index, &target) in RACES.iter().enumerate() {
            let spec = format!("pointnr={target}");
            if let Some(side) = self.race_winners.get(index) {
                out.push(settle(RACE_TO, spec, &[4, 5], Some(*side as usize)));
            } else if self.phase == Phase::Finished || self.score.home.max(self.score.away) >= target {
                // (A match stored before races were recorded may have passed `target` unseen.)
                let (home, away) = (self.score.home >= target, self.score.away >= target);
                let class = (home != away).then_some(if home { 0 } else { 1 });
                out.push(settle(RACE_TO, spec, &[4, 5], class));
            } else {
                let p = self.p_home_first(target);
                out.push(priced(margin, RACE_TO, spec, &[(4, p), (5, 1.0 - p)]));
            }
        }
    }

    /// The chance the home side reaches `target` first from the current score and possession.
    fn p_home_first(&self, target: u32) -> f64 {
        let (h0, a0) = (self.score.home.min(target), self.score.away.min(target));
        let (rows, cols) = ((target - h0) as usize, (target - a0) as usize);
        // win[(i, j)] = (home to play, away to play) from home h0 + i, away a0 + j.
        let mut win = vec![(0.0, 0.0); rows * cols];
        let (home, away) = (self.scoring(Side::Home), self.scoring(Side::Away));
        let blank = |shape: &[(u32, f64); 3]| 1.0 - shape.iter().map(|s| s.1).sum::<f64>();
        let (home_blank, away_blank) = (blank(&home), blank(&away));
        for i in (0..rows).rev() {
            for j in (0..cols).rev() {
                // After a home basket the away side plays; after an away one the home side.
                let home_gain: f64 = home
                    .iter()
                    .map(|&(k, p)| p * if i + k as usize >= rows { 1.0 } else { win[(i + k as usize) * cols + j].1 })
                    .sum();
                let away_gain: f64 = away
                    .iter()
                    .map(|&(k, p)| p * if j + k as usize >= cols { 0.0 } else { win[i * cols + j + k as usize].0 })
                    .sum();
                // Blank possessions pass the ball back and forth at the same score.
                let home_to_play = (home_gain + home_blank * away_gain) / (1.0 - home_blank * away_blank);
                let away_to_play = away_gain + away_blank * home_to_play;
                win[i * cols + j] = (home_to_play, away_to_play);
            }
        }
        let first = win.first().copied().unwrap_or((0.0, 0.0));
        match self.possession {
            Side::Home => first.0,
            Side::Away => first.1,
        }
    }
}
