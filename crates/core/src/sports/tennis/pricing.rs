//! Exact tennis pricing: point → game → tiebreak → set → match by dynamic programming, one
//! match distribution of (sets, games per player) from the current point, every market off it.

use super::market_types::{GAME_HCP, SET_BETTING, SET_WINNER, TOTAL_GAMES, WINNER};
use super::{extras, sets, Model};
use crate::catalogue::Side;
use crate::market::{mark_most_balanced, MarketQuote};
use crate::odds::Margin;
use crate::sports::poisson;
use crate::sports::rally::book;
use crate::sports::rally::clock::Phase;
use crate::sports::rally::race::{finals, p_home_wins, Final, FirstTo, PointOdds, Race, Serve};
use crate::sports::rally::series::{calibrate, elo, p_home_match, series_finals, Series, SeriesFinal, SeriesState};

const BASE_SERVE: f64 = 0.64;
const LINE_OFFSETS: [f64; 7] = [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0];

/// A standard game: four points, won by two, one server.
pub(super) fn game(serve: PointOdds) -> FirstTo {
    FirstTo { target: 4, points: serve, serve: Serve::Fixed }
}

/// A tiebreak: seven points, won by two, serve one then two each.
pub(super) fn tiebreak(serve: PointOdds) -> FirstTo {
    FirstTo { target: 7, points: serve, serve: Serve::Tiebreak }
}

/// A set whose "points" are games: held with the hold probabilities, 6:6 decided by a tiebreak.
#[derive(Debug, Clone, Copy)]
pub(super) struct SetRace {
    holds: PointOdds,
    /// P(home wins the tiebreak) when home / away serves its first point.
    tiebreak_home_first: f64,
    tiebreak_away_first: f64,
}

impl SetRace {
    pub(super) fn new(serve: PointOdds) -> SetRace {
        let p_game = |s| p_home_wins(&finals(&game(serve), 0, 0, s));
        let p_tiebreak = |s| p_home_wins(&finals(&tiebreak(serve), 0, 0, s));
        SetRace {
            holds: PointOdds { home_on_serve: p_game(Side::Home), away_on_serve: 1.0 - p_game(Side::Away) },
            tiebreak_home_first: p_tiebreak(Side::Home),
            tiebreak_away_first: p_tiebreak(Side::Away),
        }
    }
}

/// Whether a set is decided at this games score (6 by two, or 7:5 / 7:6).
pub(super) fn set_is_over(home: u32, away: u32) -> bool {
    (home.max(away) >= 6 && home.abs_diff(away) >= 2) || home.max(away) >= 7
}

impl Race for SetRace {
    fn is_over(&self, home: u32, away: u32) -> bool {
        set_is_over(home, away)
    }

    fn p_home(&self, home: u32, away: u32, server: Side) -> f64 {
        match (home, away, server) {
            (6, 6, Side::Home) => self.tiebreak_home_first,
            (6, 6, Side::Away) => self.tiebreak_away_first,
            _ => self.holds.p_home(server),
        }
    }

    fn next_server(&self, _home: u32, _away: u32, _winner: Side, server: Side) -> Side {
        server.other()
    }
}

fn serve_for(delta: f64) -> PointOdds {
    PointOdds { home_on_serve: BASE_SERVE + delta / 2.0, away_on_serve: BASE_SERVE - delta / 2.0 }
}

/// Serve odds whose prematch match-win probability is the Elo expectancy of `diff`.
pub(super) fn calibrated_serve(diff: f64) -> PointOdds {
    let delta = calibrate(elo(diff), 0.6, |d| p_home_match(&prematch(serve_for(d), false)));
    serve_for(delta)
}

/// Total-games, game-handicap and each player's games lines around the prematch expectation
/// (fixed for the match).
pub(super) fn prematch_lines(m: &Model) -> (Vec<f64>, Vec<f64>, [Vec<f64>; 2]) {
    let dist = prematch(m.serve, true);
    let mean = |f: fn(&SeriesFinal) -> f64| dist.iter().map(|s| f(s) * s.prob).sum::<f64>();
    let total = mean(|s| f64::from(s.tally_home + s.tally_away));
    let diff = mean(|s| f64::from(s.tally_home) - f64::from(s.tally_away));
    let players = [mean(|s| f64::from(s.tally_home)), mean(|s| f64::from(s.tally_away))];
    let lines = |mean: f64| book::half_lines(mean, &LINE_OFFSETS);
    (lines(total), lines(-diff), players.map(lines))
}

fn match_dist(set: SetRace, state: SeriesState, current: &[Final], games: bool) -> Vec<SeriesFinal> {
    let fresh_sets = [Side::Home, Side::Away].map(|first| finals(&set, 0, 0, first));
    let fresh = |_: u8, first: Side| fresh_sets[usize::from(first == Side::Away)].clone();
    // The alternation of service games runs on across sets.
    let next_first = |first: Side, f: &Final| if (f.home + f.away).is_multiple_of(2) { first } else { first.other() };
    let tally = |f: &Final| if games { (f.home, f.away) } else { (0, 0) };
    let series = Series { sets_to_win: 2, fresh: &fresh, next_first: &next_first, tally: &tally };
    series_finals(&series, state, current)
}

/// The prematch distribution: the first server is tossed.
fn prematch(serve: PointOdds, games: bool) -> Vec<SeriesFinal> {
    let set = SetRace::new(serve);
    let mut out = Vec::new();
    for first in [Side::Home, Side::Away] {
        let state = SeriesState { sets: (0, 0), tally: (0, 0), set: 1, first_server: first };
        let dist = match_dist(set, state, &finals(&set, 0, 0, first), games);
        out.extend(dist.into_iter().map(|f| SeriesFinal { prob: f.prob / 2.0, ..f }));
    }
    out
}

/// Distribution of the final games of the set in progress, from the current point.
pub(super) fn current_set(m: &Model, set: SetRace) -> Vec<Final> {
    let (gh, ga) = m.games;
    if m.in_tiebreak() {
        let p = p_home_wins(&finals(&tiebreak(m.serve), m.points.0, m.points.1, m.server));
        return vec![Final { home: 7, away: 6, prob: p }, Final { home: 6, away: 7, prob: 1.0 - p }];
    }
    let g = p_home_wins(&finals(&game(m.serve), m.points.0, m.points.1, m.server));
    let next = m.server.other();
    let mut out: Vec<Final> = Vec::new();
    for (from, weight) in [((gh + 1, ga), g), ((gh, ga + 1), 1.0 - g)] {
        for f in finals(&set, from.0, from.1, next) {
            match out.iter_mut().find(|o| (o.home, o.away) == (f.home, f.away)) {
                Some(o) => o.prob += weight * f.prob,
                None => out.push(Final { prob: weight * f.prob, ..f }),
            }
        }
    }
    out
}

/// P(home wins the set in progress) and the match distribution of (sets, games).
pub(super) fn distribution(m: &Model) -> (f64, Vec<SeriesFinal>) {
    let set = SetRace::new(m.serve);
    if m.phase == Phase::Prematch {
        let p_set = [Side::Home, Side::Away].iter().map(|&s| p_home_wins(&finals(&set, 0, 0, s))).sum::<f64>() / 2.0;
        return (p_set, prematch(m.serve, true));
    }
    let current = current_set(m, set);
    let done = finished_sets(m).iter().fold((0, 0), |t, p| (t.0 + p.home, t.1 + p.away));
    let state =
        SeriesState { sets: (m.sets.home, m.sets.away), tally: done, set: m.set_number(), first_server: m.set_first };
    (p_home_wins(&current), match_dist(set, state, &current, true))
}

fn finished_sets(m: &Model) -> &[crate::statistics::PeriodScore] {
    match m.phase {
        Phase::Finished => &m.periods,
        _ => m.periods.split_last().map_or(&[], |(_, done)| done),
    }
}

fn sum(dist: &[SeriesFinal], pred: impl Fn(&SeriesFinal) -> bool) -> f64 {
    dist.iter().filter(|f| pred(f)).map(|f| f.prob).sum()
}

/// Every tennis market from the one current distribution.
pub(super) fn quotes(m: &Model, margin: Margin) -> Vec<MarketQuote> {
    let (sh, sa) = (m.sets.home, m.sets.away);
    let (gh, ga) = m.periods.iter().fold((0, 0), |t, p| (t.0 + p.home, t.1 + p.away));
    let sets = if m.phase == Phase::Finished { sh + sa } else { finished_sets(m).len() as u32 };
    let mut q = m.unplayed.set_winners(SET_WINNER, &m.periods, sets);
    if m.phase == Phase::Finished {
        q.push(book::two_way_settled(WINNER, String::new(), sh > sa));
        q.push(book::set_betting_settled(SET_BETTING, 2, (sh, sa)));
        // Games of sets not played out are unknown: a line not yet passed is void.
        let known = m.unplayed.is_none();
        let total = |l| book::over_under(TOTAL_GAMES, l, gh + ga, known, 0.0, margin).or_void();
        q.extend(m.total_lines.iter().map(|&l| total(l)));
        let diff = i64::from(gh) - i64::from(ga);
        let hcp = |l| {
            if known {
                book::handicap_settled(GAME_HCP, l, diff)
            } else {
                poisson::settle(GAME_HCP, book::hcp_spec(l), &[book::HCP_HOME, book::HCP_AWAY], None)
            }
        };
        q.extend(m.hcp_lines.iter().map(|&l| hcp(l)));
        let set = SetRace::new(m.serve);
        extras::quotes(m, set, &[], margin, &mut q);
        sets::quotes(m, set, margin, &mut q);
        m.game_quotes(margin, &mut q);
        mark_most_balanced(&mut q);
        return q;
    }
    let (p_set, dist) = distribution(m);
    q.push(book::two_way(WINNER, String::new(), p_home_match(&dist), margin));
    let by_score = |h: u32, a: u32| sum(&dist, |f| (f.sets_home, f.sets_away) == (h, a));
    q.push(book::set_betting(SET_BETTING, 2, by_score, margin));
    for &line in &m.total_lines {
        let p = sum(&dist, |f| f64::from(f.tally_home + f.tally_away) > line);
        q.push(book::over_under(TOTAL_GAMES, line, gh + ga, false, p, margin));
    }
    for &line in &m.hcp_lines {
        let p = sum(&dist, |f| f64::from(f.tally_home) - f64::from(f.tally_away) + line > 0.0);
        q.push(book::handicap(GAME_HCP, line, p, margin));
    }
    let number = if m.phase == Phase::Prematch { 1 } else { m.set_number() };
    q.push(book::two_way(SET_WINNER, format!("setnr={number}"), p_set, margin));
    let set = SetRace::new(m.serve);
    extras::quotes(m, set, &dist, margin, &mut q);
    sets::quotes(m, set, margin, &mut q);
    m.game_quotes(margin, &mut q);
    mark_most_balanced(&mut q);
    q
}
