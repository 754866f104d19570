//! A best-of-N series of races (sets of a match), combined exactly from per-set distributions,
//! and the calibration of point odds to a target match-win probability.

use super::race::Final;
use crate::catalogue::Side;

/// One final outcome of a match: sets won and a tally summed over sets (games or points).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SeriesFinal {
    pub sets_home: u32,
    pub sets_away: u32,
    pub tally_home: u32,
    pub tally_away: u32,
    pub prob: f64,
}

/// How sets of a match follow each other.
pub struct Series<'a> {
    /// Sets needed to win the match (2 for best of 3).
    pub sets_to_win: u32,
    /// Distribution of a fresh set, given its 1-based number and its first server.
    pub fresh: &'a dyn Fn(u8, Side) -> Vec<Final>,
    /// First server of the next set, given the first server of a set and how it ended.
    pub next_first: &'a dyn Fn(Side, &Final) -> Side,
    /// What a finished set adds to the tally (e.g. its games per side, or its total points).
    pub tally: &'a dyn Fn(&Final) -> (u32, u32),
}

/// Where a match stands: finished sets, tally so far, and the set in progress.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SeriesState {
    pub sets: (u32, u32),
    pub tally: (u32, u32),
    /// 1-based number of the set in progress.
    pub set: u8,
    /// Who served first in the set in progress.
    pub first_server: Side,
}

/// One way a set can end, reduced to what the series needs.
struct Step {
    home_won: bool,
    tally: (usize, usize),
    next_first: Side,
    prob: f64,
}

/// Match outcomes reachable from one (sets, first server) slot, over a dense tally grid.
type Slots = Vec<Option<Vec<f64>>>;

/// Exact distribution of match outcomes from `state`, with `current` the distribution of the
/// set in progress. Mass is carried set by set on a dense (sets, first server, tally) grid.
pub fn series_finals(series: &Series<'_>, state: SeriesState, current: &[Final]) -> Vec<SeriesFinal> {
    let n = series.sets_to_win;
    let max_sets = (2 * n).saturating_sub(1);
    let steps = |first: Side, dist: &[Final]| -> Vec<Step> {
        dist.iter()
            .map(|f| {
                let (dh, da) = (series.tally)(f);
                Step {
                    home_won: f.home > f.away,
                    tally: (dh as usize, da as usize),
                    next_first: (series.next_first)(first, f),
                    prob: f.prob,
                }
            })
            .collect()
    };
    // Every set that may follow, solved once per (number, first server).
    let later: Vec<[Vec<Step>; 2]> = (u32::from(state.set) + 1..=max_sets)
        .map(|k| {
            let k = u8::try_from(k).unwrap_or(u8::MAX);
            [Side::Home, Side::Away].map(|first| steps(first, &(series.fresh)(k, first)))
        })
        .collect();
    let now = steps(state.first_server, current);
    let all = later.iter().flatten().flatten().chain(&now);
    let (mh, ma) = all.fold((0, 0), |m, s| (m.0.max(s.tally.0), m.1.max(s.tally.1)));
    let remaining = (max_sets.saturating_sub(state.sets.0 + state.sets.1)).max(1) as usize;
    let width = state.tally.1 as usize + remaining * ma + 1;
    let cells = (state.tally.0 as usize + remaining * mh + 1) * width;
    let slot = |sh: u32, sa: u32, first: Side| ((sh * (n + 1) + sa) * 2 + u32::from(first == Side::Away)) as usize;
    let slots = ((n + 1) * (n + 1) * 2) as usize;

    let mut frontier: Slots = vec![None; slots];
    let mut start = vec![0.0; cells];
    start[state.tally.0 as usize * width + state.tally.1 as usize] = 1.0;
    let mut done: Slots = vec![None; slots];
    play(&mut frontier, (state.sets.0, state.sets.1), &start, &now, width, n, &slot);
    for set_steps in &later {
        let mut next: Slots = vec![None; slots];
        for sh in 0..=n {
            for sa in 0..=n {
                for first in [Side::Home, Side::Away] {
                    let Some(grid) = frontier[slot(sh, sa, first)].take() else { continue };
                    if sh >= n || sa >= n {
                        add(&mut done[slot(sh, sa, first)], &grid);
                    } else {
                        let steps = &set_steps[usize::from(first == Side::Away)];
                        play(&mut next, (sh, sa), &grid, steps, width, n, &slot);
                    }
                }
            }
        }
        frontier = next;
    }
    for (i, grid) in frontier.into_iter().enumerate() {
        if let Some(grid) = grid {
            add(&mut done[i], &grid);
        }
    }
    let mut out = Vec::new();
    for sh in 0..=n {
        for sa in 0..=n {
            let mut merged: Option<Vec<f64>> = None;
            for first in [Side::Home, Side::Away] {
                if let Some(grid) = &done[slot(sh, sa, first)] {
                    add(&mut merged, grid);
                }
            }
            for (i, &prob) in merged.iter().flatten().enumerate() {
                if prob > 0.0 {
                    let (tally_home, tally_away) = ((i / width) as u32, (i % width) as u32);
                    out.push(SeriesFinal { sets_home: sh, sets_away: sa, tally_home, tally_away, prob });
                }
            }
        }
    }
    out
}

/// Plays one set from every tally cell of `grid` (at sets `sets`) into `into`.
fn play(
    into: &mut Slots,
    sets: (u32, u32),
    grid: &[f64],
    steps: &[Step],
    width: usize,
    n: u32,
    slot: &dyn Fn(u32, u32, Side) -> usize,
) {
    for (cell, &mass) in grid.iter().enumerate() {
        if mass < 1e-15 {
            continue;
        }
        for s in steps {
            let won = u32::from(s.home_won);
            let (sh, sa) = ((sets.0 + won).min(n), (sets.1 + 1 - won).min(n));
            let target = into[slot(sh, sa, s.next_first)].get_or_insert_with(|| vec![0.0; grid.len()]);
            let to = cell + s.tally.0 * width + s.tally.1;
            if let Some(x) = target.get_mut(to) {
                *x += mass * s.prob;
            }
        }
    }
}

fn add(into: &mut Option<Vec<f64>>, grid: &[f64]) {
    match into {
        Some(acc) => acc.iter_mut().zip(grid).for_each(|(a, g)| *a += g),
        None => *into = Some(grid.to_vec()),
    }
}

/// The shift `delta` in `[-limit, limit]` for which the increasing function `win(delta)` equals
/// `target` (clamped to the range), by the Illinois variant of regula falsi: bracketed like
/// bisection, but converging in a handful of evaluations on smooth functions.
pub fn calibrate(target: f64, limit: f64, win: impl Fn(f64) -> f64) -> f64 {
    let (mut lo, mut hi) = (-limit, limit);
    let (mut f_lo, mut f_hi) = (win(lo) - target, win(hi) - target);
    if f_lo >= 0.0 {
        return lo;
    }
    if f_hi <= 0.0 {
        return hi;
    }
    let mut side = 0i8;
    for _ in 0..60 {
        let mid = (lo * f_hi - hi * f_lo) / (f_hi - f_lo);
        let f_mid = win(mid) - target;
        if f_mid.abs() < 1e-10 || hi - lo < 1e-12 {
            return mid;
        }
        if f_mid < 0.0 {
            lo = mid;
            f_lo = f_mid;
            if side == -1 {
                f_hi /= 2.0;
            }
            side = -1;
        } else {
            hi = mid;
            f_hi = f_mid;
            if side == 1 {
                f_lo /= 2.0;
            }
            side = 1;
        }
    }
    0.5 * (lo + hi)
}

/// Elo win expectancy for a rating difference.
pub fn elo(diff: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-diff / 400.0))
}

/// Probability that the home side wins the match.
pub fn p_home_match(finals: &[SeriesFinal]) -> f64 {
    finals.iter().filter(|f| f.sets_home > f.sets_away).map(|f| f.prob).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn coin(_: u8, _: Side) -> Vec<Final> {
        vec![Final { home: 1, away: 0, prob: 0.5 }, Final { home: 0, away: 1, prob: 0.5 }]
    }

    #[test]
    fn a_best_of_five_of_coin_flips_goes_three_nil_an_eighth_of_the_time() {
        let series = Series {
            sets_to_win: 3,
            fresh: &coin,
            next_first: &|first, _| first.other(),
            tally: &|f| (f.home, f.away),
        };
        let state = SeriesState { sets: (0, 0), tally: (0, 0), set: 1, first_server: Side::Home };
        let finals = series_finals(&series, state, &coin(1, Side::Home));
        let three_nil: f64 = finals.iter().filter(|f| f.sets_home == 3 && f.sets_away == 0).map(|f| f.prob).sum();
        assert!((three_nil - 0.125).abs() < 1e-12);
        assert!((p_home_match(&finals) - 0.5).abs() < 1e-12);
    }

    #[test]
    fn calibration_finds_the_shift_that_hits_the_target() {
        let delta = calibrate(0.7, 1.0, |d| 0.5 + d / 2.0 + d * d * d / 4.0);
        let hit = 0.5 + delta / 2.0 + delta.powi(3) / 4.0;
        assert!((hit - 0.7).abs() < 1e-9);
        assert_eq!(calibrate(2.0, 1.0, |d| d), 1.0);
    }
}
