//! One race to N points (a tennis game or tiebreak, a table-tennis game, a volleyball set, or a
//! tennis set whose "points" are games), solved exactly by dynamic programming over points played.

use crate::catalogue::Side;
use std::collections::BTreeMap;

/// States carrying less probability than this are dropped (the win-by-two tail is infinite).
const NEGLIGIBLE: f64 = 1e-14;
/// Hard cap on points followed past the starting score.
const MAX_POINTS: u32 = 2000;

/// The rules of one race: when it is over, who wins the next point, who serves next.
pub trait Race {
    /// Whether the race is decided at this score.
    fn is_over(&self, home: u32, away: u32) -> bool;
    /// Probability that the home side wins the next point at this score with `server` serving.
    fn p_home(&self, home: u32, away: u32, server: Side) -> f64;
    /// Who serves the next point once `winner` (served by `server`) made the score (home, away).
    fn next_server(&self, home: u32, away: u32, winner: Side, server: Side) -> Side;
}

/// One final score of a race and its probability.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Final {
    pub home: u32,
    pub away: u32,
    pub prob: f64,
}

/// Exact distribution of the final score of `race` from (home, away) with `server` to serve.
///
/// Probability mass is pushed forward one point at a time; states with the same score and
/// server merge, so every state is solved once (the dynamic programme of the Markov chain).
/// From a decided score the distribution is that score with certainty.
pub fn finals<R: Race + ?Sized>(race: &R, home: u32, away: u32, server: Side) -> Vec<Final> {
    let mut done: BTreeMap<(u32, u32), f64> = BTreeMap::new();
    // frontier[h - lo] = [mass with home serving, mass with away serving] at the current level;
    // only home-point counts in lo..lo + frontier.len() can carry mass.
    let mut level = home + away;
    let mut lo = home;
    let mut frontier: Vec<[f64; 2]> = vec![[0.0; 2]];
    frontier[0][idx(server)] = 1.0;
    for _ in 0..=MAX_POINTS {
        let mut next: Vec<[f64; 2]> = vec![[0.0; 2]; frontier.len() + 1];
        let (mut first, mut last) = (usize::MAX, 0);
        for (i, masses) in frontier.iter().enumerate() {
            let h = lo + i as u32;
            let Some(a) = level.checked_sub(h) else { continue };
            for server in [Side::Home, Side::Away] {
                let mass = masses[idx(server)];
                if mass < NEGLIGIBLE {
                    continue;
                }
                if race.is_over(h, a) {
                    *done.entry((h, a)).or_insert(0.0) += mass;
                    continue;
                }
                let p = race.p_home(h, a, server).clamp(0.0, 1.0);
                for (winner, pw) in [(Side::Home, p), (Side::Away, 1.0 - p)] {
                    let (nh, na, j) = if winner == Side::Home { (h + 1, a, i + 1) } else { (h, a + 1, i) };
                    let ns = race.next_server(nh, na, winner, server);
                    next[j][idx(ns)] += mass * pw;
                    first = first.min(j);
                    last = last.max(j);
                }
            }
        }
        if first > last {
            break;
        }
        frontier = next[first..=last].to_vec();
        lo += first as u32;
        level += 1;
    }
    done.into_iter().map(|((home, away), prob)| Final { home, away, prob }).collect()
}

/// Probability that the home side wins, from a final-score distribution.
pub fn p_home_wins(finals: &[Final]) -> f64 {
    finals.iter().filter(|f| f.home > f.away).map(|f| f.prob).sum()
}

fn idx(side: Side) -> usize {
    match side {
        Side::Home => 0,
        Side::Away => 1,
    }
}

/// Each side's probability of winning a point (or game) it serves.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct PointOdds {
    pub home_on_serve: f64,
    pub away_on_serve: f64,
}

impl PointOdds {
    /// Probability that the home side wins a point served by `server`.
    pub fn p_home(self, server: Side) -> f64 {
        match server {
            Side::Home => self.home_on_serve,
            Side::Away => 1.0 - self.away_on_serve,
        }
    }
}

/// Who serves within a race.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Serve {
    /// One server throughout (a tennis game).
    Fixed,
    /// First point by one side, then two each (a tennis tiebreak).
    Tiebreak,
    /// Two points each, one each once both reach `target - 1` (table tennis).
    TwoEach,
    /// The winner of a rally serves the next one (volleyball).
    WinnerServes,
}

impl Serve {
    /// Phase (0 = first server, 1 = the other) of the point with 0-based index `k`, for the
    /// rotating rules; `None` for rules that do not rotate by count.
    fn phase(self, k: u32, target: u32) -> Option<u32> {
        match self {
            Serve::Tiebreak => Some(k.div_ceil(2) % 2),
            Serve::TwoEach => {
                let base = target.saturating_sub(1);
                Some(if k < 2 * base { (k / 2) % 2 } else { (k - base) % 2 })
            }
            Serve::Fixed | Serve::WinnerServes => None,
        }
    }
}

/// A race to `target` points won by two clear, with constant point odds.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FirstTo {
    pub target: u32,
    pub points: PointOdds,
    pub serve: Serve,
}

impl Race for FirstTo {
    fn is_over(&self, home: u32, away: u32) -> bool {
        home.max(away) >= self.target && home.abs_diff(away) >= 2
    }

    fn p_home(&self, _home: u32, _away: u32, server: Side) -> f64 {
        self.points.p_home(server)
    }

    fn next_server(&self, home: u32, away: u32, winner: Side, server: Side) -> Side {
        let k = home + away;
        match self.serve {
            Serve::Fixed => server,
            Serve::WinnerServes => winner,
            rule => {
                let now = rule.phase(k, self.target);
                let before = k.checked_sub(1).and_then(|b| rule.phase(b, self.target));
                if now != before {
                    server.other()
                } else {
                    server
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(p: f64) -> FirstTo {
        FirstTo { target: 4, points: PointOdds { home_on_serve: p, away_on_serve: p }, serve: Serve::Fixed }
    }

    #[test]
    fn a_tennis_game_at_sixty_percent_on_serve_is_held_as_the_closed_form_says() {
        let p: f64 = 0.6;
        let q = 1.0 - p;
        let closed =
            p.powi(4) * (1.0 + 4.0 * q + 10.0 * q * q) + 20.0 * p.powi(3) * q.powi(3) * p * p / (p * p + q * q);
        let exact = p_home_wins(&finals(&game(p), 0, 0, Side::Home));
        assert!((exact - closed).abs() < 1e-9);
        assert!((exact - 0.7357).abs() < 5e-5);
    }

    #[test]
    fn final_scores_of_a_race_add_up_to_one() {
        let total: f64 = finals(&game(0.55), 2, 3, Side::Home).iter().map(|f| f.prob).sum();
        assert!((total - 1.0).abs() < 1e-9);
    }

    #[test]
    fn a_decided_race_stays_at_its_score() {
        let finals = finals(&game(0.6), 4, 1, Side::Home);
        assert_eq!(finals, vec![Final { home: 4, away: 1, prob: 1.0 }]);
    }

    #[test]
    fn tiebreak_serve_goes_one_then_two_each() {
        let tb = FirstTo { target: 7, serve: Serve::Tiebreak, ..game(0.6) };
        let mut server = Side::Home;
        let mut seen = vec![server];
        for k in 1..6 {
            server = tb.next_server(k, 0, Side::Home, server);
            seen.push(server);
        }
        use Side::{Away as A, Home as H};
        assert_eq!(seen, vec![H, A, A, H, H, A]);
    }

    #[test]
    fn table_tennis_serve_goes_two_each_then_one_each_at_ten_all() {
        let tt = FirstTo { target: 11, serve: Serve::TwoEach, ..game(0.5) };
        assert_eq!(tt.next_server(1, 0, Side::Home, Side::Home), Side::Home);
        assert_eq!(tt.next_server(1, 1, Side::Away, Side::Home), Side::Away);
        assert_eq!(tt.next_server(10, 10, Side::Away, Side::Home), Side::Away);
        assert_eq!(tt.next_server(11, 10, Side::Home, Side::Away), Side::Home);
        assert_eq!(tt.next_server(11, 11, Side::Away, Side::Home), Side::Away);
    }
}
