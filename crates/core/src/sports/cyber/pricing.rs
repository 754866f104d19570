//! Cyber pricing: the current map's exact win probability (from its race) and fresh maps'
//! probability give the distribution of the final map score, which prices every market.

use super::{maps, Model, Phase, CORRECT_MAP_SCORE, MAPS_TO_WIN, MAP_HANDICAP, MAP_WINNER, TOTAL_MAPS, WINNER};
use crate::catalogue::Side;
use crate::market::{mark_most_balanced, score_outcome, MarketQuote};
use crate::odds::Margin;
use crate::sports::poisson;
use crate::sports::pricing_math::{priced, settled};
use crate::statistics::Score;

/// The possible final map scores of a best of three.
pub(super) const FINALS: [(u32, u32); 4] = [(2, 0), (2, 1), (1, 2), (0, 2)];

impl Model {
    /// P(home wins the map being played, or the next map during a break).
    pub(super) fn current_map_probability(&self) -> f64 {
        maps::win_probability(self.game, self.progress, self.point)
    }

    /// Probabilities of [`FINALS`] from the current state.
    pub(super) fn final_distribution(&self) -> [f64; 4] {
        let fresh = maps::win_probability(self.game, Score::default(), self.point);
        let mut out = [0.0; 4];
        spread(self.maps.home, self.maps.away, self.current_map_probability(), fresh, 1.0, &mut out);
        out
    }

    /// Final map scores still possible.
    fn reachable(&self) -> impl Iterator<Item = (usize, (u32, u32))> + '_ {
        let (a, b) = (self.maps.home, self.maps.away);
        let over = a >= MAPS_TO_WIN || b >= MAPS_TO_WIN;
        FINALS
            .into_iter()
            .enumerate()
            .filter(move |&(_, (x, y))| if over { (x, y) == (a, b) } else { x >= a && y >= b })
    }

    /// A two-way market won by the first outcome on the final scores where `first_wins` holds:
    /// settled once every reachable final agrees.
    fn binary(
        &self,
        margin: Margin,
        id: u32,
        spec: &str,
        ids: (u32, u32),
        first_wins: impl Fn(u32, u32) -> bool,
    ) -> MarketQuote {
        let dist = self.final_distribution();
        let outcomes: Vec<bool> = self.reachable().map(|(_, (x, y))| first_wins(x, y)).collect();
        if outcomes.iter().all(|&w| w) || outcomes.iter().all(|&w| !w) {
            let won = outcomes.first().copied().unwrap_or(false);
            return settled(id, spec.to_owned(), &[(ids.0, won), (ids.1, !won)]);
        }
        let p: f64 = FINALS.iter().zip(dist).filter(|((x, y), _)| first_wins(*x, *y)).map(|(_, p)| p).sum();
        priced(margin, id, spec.to_owned(), &[(ids.0, p), (ids.1, 1.0 - p)])
    }

    /// Every market, priced from the final map-score distribution or settled.
    pub fn quotes(&self, margin: Margin) -> Vec<MarketQuote> {
        let finished = self.phase == Phase::Finished;
        let mut quotes = vec![
            self.binary(margin, WINNER, "", (4, 5), |x, _| x == MAPS_TO_WIN),
            self.binary(margin, MAP_HANDICAP, "hcp=-1.5", (1714, 1715), |x, y| x == 2 && y == 0),
            self.binary(margin, MAP_HANDICAP, "hcp=1.5", (1714, 1715), |x, y| !(x == 0 && y == 2)),
            self.binary(margin, TOTAL_MAPS, "total=2.5", (12, 13), |x, y| x + y == 3),
        ];
        for (index, winner) in self.map_winners.iter().enumerate() {
            let spec = format!("mapnr={}", index + 1);
            quotes.push(settled(MAP_WINNER, spec, &[(4, *winner == Side::Home), (5, *winner == Side::Away)]));
        }
        if finished {
            // Maps of an entered final score that neither side swept are void.
            for number in self.map_winners.len() + 1..=(self.maps.home + self.maps.away) as usize {
                quotes.push(poisson::settle(MAP_WINNER, format!("mapnr={number}"), &[4, 5], None));
            }
        } else {
            let q = self.current_map_probability();
            quotes.push(priced(margin, MAP_WINNER, format!("mapnr={}", self.map), &[(4, q), (5, 1.0 - q)]));
        }
        let scores: Vec<(u32, f64)> =
            FINALS.iter().zip(self.final_distribution()).map(|(&(x, y), p)| (score_outcome(x, y), p)).collect();
        if finished {
            let won: Vec<(u32, bool)> = FINALS
                .iter()
                .map(|&(x, y)| (score_outcome(x, y), (x, y) == (self.maps.home, self.maps.away)))
                .collect();
            quotes.push(settled(CORRECT_MAP_SCORE, String::new(), &won));
        } else {
            quotes.push(priced(margin, CORRECT_MAP_SCORE, String::new(), &scores));
        }
        quotes.extend(self.map_lines(margin));
        mark_most_balanced(&mut quotes);
        quotes
    }
}

/// Adds the probabilities of the final scores reached from `a`:`b`, the next map being won by
/// home with `first` and every later one with `fresh`.
fn spread(a: u32, b: u32, first: f64, fresh: f64, weight: f64, out: &mut [f64; 4]) {
    if a >= MAPS_TO_WIN || b >= MAPS_TO_WIN {
        if let Some(i) = FINALS.iter().position(|&f| f == (a, b)) {
            out[i] += weight;
        }
        return;
    }
    spread(a + 1, b, fresh, fresh, weight * first, out);
    spread(a, b + 1, fresh, fresh, weight * (1.0 - first), out);
}
