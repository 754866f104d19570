//! Exact pricing of a rally-sport contest: one match distribution (sets and total points) from
//! the current rally score, and every market read off it.

use super::{Contest, Rules};
use crate::catalogue::Side;
use crate::market::{mark_most_balanced, MarketQuote};
use crate::odds::Margin;
use crate::sports::rally::book;
use crate::sports::rally::clock::Phase;
use crate::sports::rally::race::{finals, p_home_wins, Final, PointOdds};
use crate::sports::rally::series::{calibrate, elo, p_home_match, series_finals, Series, SeriesFinal, SeriesState};

/// Match winner.
pub const WINNER: u32 = 186;
/// Exact set score.
pub const SET_BETTING: u32 = 181;
/// Set handicap.
pub const SET_HCP: u32 = 188;
/// Total sets.
pub const TOTAL_SETS: u32 = 314;
/// Total points.
pub const TOTAL_POINTS: u32 = 238;
/// Winner of set `setnr`.
pub const SET_WINNER: u32 = 202;

fn odds_for(rules: &Rules, delta: f64) -> PointOdds {
    PointOdds { home_on_serve: rules.base_serve + delta / 2.0, away_on_serve: rules.base_serve - delta / 2.0 }
}

/// Point odds whose prematch match-win probability is the Elo expectancy of `diff`.
pub(super) fn calibrated_odds(rules: &Rules, diff: f64) -> PointOdds {
    let limit = 2.0 * rules.base_serve.min(1.0 - rules.base_serve) - 0.04;
    let delta = calibrate(elo(diff), limit, |d| p_home_match(&prematch(rules, odds_for(rules, d), false)));
    odds_for(rules, delta)
}

/// Expected total points of the match from its prematch state.
pub(super) fn expected_total_points(rules: &Rules, c: &Contest) -> f64 {
    prematch(rules, c.odds, true).iter().map(|f| f64::from(f.tally_home) * f.prob).sum()
}

/// Fresh-set distributions by [deciding set?][first server is away?]: sets differ only by
/// target and first server, so each of the four is solved once per pricing.
type FreshTable = [[Vec<Final>; 2]; 2];

fn fresh_table(rules: &Rules, odds: PointOdds) -> FreshTable {
    [rules.race(odds, 1), rules.race(odds, u8::MAX)]
        .map(|race| [Side::Home, Side::Away].map(|first| finals(&race, 0, 0, first)))
}

fn fresh<'a>(rules: &Rules, table: &'a FreshTable, odds: PointOdds, n: u8, first: Side) -> &'a [Final] {
    &table[usize::from(rules.race(odds, n).target != rules.target)][usize::from(first == Side::Away)]
}

fn series_dist(
    rules: &Rules,
    odds: PointOdds,
    table: &FreshTable,
    state: SeriesState,
    current: &[Final],
    points: bool,
) -> Vec<SeriesFinal> {
    let fresh = |n: u8, first: Side| fresh(rules, table, odds, n, first).to_vec();
    let next_first = |first: Side, _: &Final| first.other();
    let tally_points = |f: &Final| if points { (f.home + f.away, 0) } else { (0, 0) };
    let series =
        Series { sets_to_win: rules.sets_to_win, fresh: &fresh, next_first: &next_first, tally: &tally_points };
    series_finals(&series, state, current)
}

/// The prematch match distribution: the first server is tossed.
fn prematch(rules: &Rules, odds: PointOdds, points: bool) -> Vec<SeriesFinal> {
    let table = fresh_table(rules, odds);
    let mut out = Vec::new();
    for first in [Side::Home, Side::Away] {
        let current = fresh(rules, &table, odds, 1, first);
        let state = SeriesState { sets: (0, 0), tally: (0, 0), set: 1, first_server: first };
        let dist = series_dist(rules, odds, &table, state, current, points);
        out.extend(dist.into_iter().map(|f| SeriesFinal { prob: f.prob / 2.0, ..f }));
    }
    out
}

/// P(home wins the set in progress) and the match distribution, from the current state.
pub(crate) fn distribution(rules: &Rules, c: &Contest) -> (f64, Vec<SeriesFinal>) {
    let points = !c.points_lines.is_empty();
    if c.phase == Phase::Prematch {
        let race = rules.race(c.odds, 1);
        let p_set = [Side::Home, Side::Away].iter().map(|&s| p_home_wins(&finals(&race, 0, 0, s))).sum::<f64>() / 2.0;
        return (p_set, prematch(rules, c.odds, points));
    }
    let number = c.set_number();
    let current = finals(&rules.race(c.odds, number), c.points.0, c.points.1, c.server);
    let done = finished_periods(c).iter().map(|p| p.home + p.away).sum();
    let state = SeriesState {
        sets: (c.sets.home, c.sets.away),
        tally: (if points { done } else { 0 }, 0),
        set: number,
        first_server: c.set_first,
    };
    (p_home_wins(&current), series_dist(rules, c.odds, &fresh_table(rules, c.odds), state, &current, points))
}

fn finished_periods(c: &Contest) -> &[crate::statistics::PeriodScore] {
    match c.phase {
        Phase::Finished => &c.periods,
        _ => c.periods.split_last().map_or(&[], |(_, done)| done),
    }
}

fn sum(dist: &[SeriesFinal], pred: impl Fn(&SeriesFinal) -> bool) -> f64 {
    dist.iter().filter(|f| pred(f)).map(|f| f.prob).sum()
}

/// Every market of the contest.
pub(super) fn quotes(rules: &Rules, c: &Contest, margin: Margin) -> Vec<MarketQuote> {
    let (sh, sa) = (c.sets.home, c.sets.away);
    let points_so_far: u32 = c.periods.iter().map(|p| p.home + p.away).sum();
    let sets = if c.phase == Phase::Finished { sh + sa } else { finished_periods(c).len() as u32 };
    let mut q = c.unplayed.set_winners(SET_WINNER, &c.periods, sets);
    if c.phase == Phase::Finished {
        q.push(book::two_way_settled(WINNER, String::new(), sh > sa));
        q.push(book::set_betting_settled(SET_BETTING, rules.sets_to_win, (sh, sa)));
        let diff = i64::from(sh) - i64::from(sa);
        q.extend(rules.set_hcp_lines.iter().map(|&l| book::handicap_settled(SET_HCP, l, diff)));
        q.extend(rules.total_sets_lines.iter().map(|&l| book::over_under(TOTAL_SETS, l, sh + sa, true, 0.0, margin)));
        // Points of sets not played out are unknown: a line not yet passed is void.
        let known = c.unplayed.is_none();
        let points = |l| book::over_under(TOTAL_POINTS, l, points_so_far, known, 0.0, margin).or_void();
        q.extend(c.points_lines.iter().map(|&l| points(l)));
        super::sets::quotes(rules, c, margin, &mut q);
        mark_most_balanced(&mut q);
        return q;
    }
    let (p_set, dist) = distribution(rules, c);
    q.push(book::two_way(WINNER, String::new(), p_home_match(&dist), margin));
    let by_score = |h: u32, a: u32| sum(&dist, |f| f.sets_home == h && f.sets_away == a);
    q.push(book::set_betting(SET_BETTING, rules.sets_to_win, by_score, margin));
    // Set margins still reachable: a line outside them is already decided.
    let n = rules.sets_to_win;
    let (lowest, highest) = (i64::from(sh) - i64::from(n), i64::from(n) - i64::from(sa));
    for &line in rules.set_hcp_lines {
        if lowest as f64 + line > 0.0 || (highest as f64) + line < 0.0 {
            q.push(book::handicap_settled(SET_HCP, line, lowest));
            continue;
        }
        let p = sum(&dist, |f| f64::from(f.sets_home) - f64::from(f.sets_away) + line > 0.0);
        q.push(book::handicap(SET_HCP, line, p, margin));
    }
    // The set in progress (or the next one, in a break) will be completed.
    let sets_at_least = (sh + sa + 1).max(n);
    for &line in rules.total_sets_lines {
        let p = sum(&dist, |f| f64::from(f.sets_home + f.sets_away) > line);
        q.push(book::over_under(TOTAL_SETS, line, sets_at_least, false, p, margin));
    }
    for &line in &c.points_lines {
        let p = sum(&dist, |f| f64::from(f.tally_home) > line);
        q.push(book::over_under(TOTAL_POINTS, line, points_so_far, false, p, margin));
    }
    let number = if c.phase == Phase::Prematch { 1 } else { c.set_number() };
    q.push(book::two_way(SET_WINNER, format!("setnr={number}"), p_set, margin));
    super::sets::quotes(rules, c, margin, &mut q);
    mark_most_balanced(&mut q);
    q
}
