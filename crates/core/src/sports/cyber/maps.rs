//! Map rules and exact map-win probabilities: races of independent points (rounds, objectives).

use super::Game;
use crate::catalogue::Side;
use crate::statistics::Score;

/// Rounds to win a CS2 map in regulation.
const CS2_ROUNDS: u32 = 13;
/// Rounds to win a CS2 overtime (of six, from 12:12; 3:3 starts another).
const CS2_OT_ROUNDS: u32 = 4;
/// Objectives to win a Dota 2 or LoL map.
pub(super) const OBJECTIVES: u32 = 9;

/// P(home wins a race to `target` from `a`:`b`), each point going home with probability `p`;
/// with `tie`, reaching (target − 1):(target − 1) is worth `tie`.
fn race(a: u32, b: u32, target: u32, p: f64, tie: Option<f64>) -> f64 {
    if a >= target {
        return 1.0;
    }
    if b >= target {
        return 0.0;
    }
    let n = target as usize;
    let mut f = vec![vec![0.0; n + 1]; n + 1];
    for cell in f[n].iter_mut().take(n) {
        *cell = 1.0;
    }
    for x in (a as usize..n).rev() {
        for y in (b as usize..n).rev() {
            f[x][y] = match tie {
                Some(value) if x == n - 1 && y == n - 1 => value,
                _ => p * f[x + 1][y] + (1.0 - p) * f[x][y + 1],
            };
        }
    }
    f[a as usize][b as usize]
}

/// CS2 rounds with finished overtimes taken off: the state within regulation or the current OT.
pub(super) fn cs2_reduce(score: Score) -> (u32, u32) {
    let (mut a, mut b) = (score.home, score.away);
    while a >= 15 && b >= 15 {
        a -= 3;
        b -= 3;
    }
    (a, b)
}

/// The winner of the map at this progress, if it is over.
pub(super) fn winner(game: Game, progress: Score) -> Option<Side> {
    let (a, b, target) = match game {
        Game::Cs2 => {
            let (a, b) = cs2_reduce(progress);
            if a >= 12 && b >= 12 {
                (a - 12, b - 12, CS2_OT_ROUNDS)
            } else {
                (a, b, CS2_ROUNDS)
            }
        }
        Game::Dota2 | Game::LeagueOfLegends => (progress.home, progress.away, OBJECTIVES),
    };
    if a >= target {
        Some(Side::Home)
    } else if b >= target {
        Some(Side::Away)
    } else {
        None
    }
}

/// P(home wins the map from `progress`) when home wins each point with probability `p`.
pub(super) fn win_probability(game: Game, progress: Score, p: f64) -> f64 {
    match game {
        Game::Cs2 => {
            let reach_tie = 20.0 * p.powi(3) * (1.0 - p).powi(3);
            let overtime = race(0, 0, CS2_OT_ROUNDS, p, Some(0.0)) / (1.0 - reach_tie).max(1e-12);
            let (a, b) = cs2_reduce(progress);
            if a >= 12 && b >= 12 {
                race(a - 12, b - 12, CS2_OT_ROUNDS, p, Some(overtime))
            } else {
                race(a, b, CS2_ROUNDS, p, Some(overtime))
            }
        }
        Game::Dota2 | Game::LeagueOfLegends => race(progress.home, progress.away, OBJECTIVES, p, None),
    }
}

/// The per-point probability that makes a fresh map worth `p_map` to the home side.
pub(super) fn point_probability(game: Game, p_map: f64) -> f64 {
    let target = p_map.clamp(0.001, 0.999);
    let (mut lo, mut hi) = (0.0005, 0.9995);
    for _ in 0..60 {
        let mid = 0.5 * (lo + hi);
        if win_probability(game, Score::default(), mid) < target {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    0.5 * (lo + hi)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(home: u32, away: u32) -> Score {
        Score { home, away }
    }

    #[test]
    fn cs2_maps_end_at_thirteen_or_after_an_overtime() {
        assert_eq!(winner(Game::Cs2, s(13, 11)), Some(Side::Home));
        assert_eq!(winner(Game::Cs2, s(12, 12)), None);
        assert_eq!(winner(Game::Cs2, s(13, 12)), None);
        assert_eq!(winner(Game::Cs2, s(14, 16)), Some(Side::Away));
        assert_eq!(winner(Game::Cs2, s(15, 15)), None);
        assert_eq!(winner(Game::Cs2, s(19, 17)), Some(Side::Home));
    }

    #[test]
    fn an_even_race_is_even_and_a_lead_is_worth_something() {
        for game in [Game::Cs2, Game::Dota2] {
            assert!((win_probability(game, s(0, 0), 0.5) - 0.5).abs() < 1e-12);
            assert!(win_probability(game, s(5, 2), 0.5) > 0.75);
        }
        assert!(
            (win_probability(Game::Cs2, s(15, 15), 0.6) - win_probability(Game::Cs2, s(12, 12), 0.6)).abs() < 1e-12
        );
    }

    #[test]
    fn the_point_probability_reproduces_the_map_probability() {
        for game in [Game::Cs2, Game::LeagueOfLegends] {
            let p = point_probability(game, 0.7);
            assert!((win_probability(game, s(0, 0), p) - 0.7).abs() < 1e-9);
            assert!(p > 0.5 && p < 0.7);
        }
    }
}
