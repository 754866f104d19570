//! Markets on each set's points — total points, point handicap, odd/even — for every set played
//! or in play (prematch the first). Each is a partition of the set's final points, priced and
//! settled by one classifier over the law of those points: exact from the current rally for the
//! set in play, one score for a set played out, and for a set an operator's final score left
//! unplayed every score still reachable from where it stood (what they all agree on is decided,
//! the rest void). Lines are fixed by the set's target, so a line once offered still settles.

use super::{Contest, Rules};
use crate::catalogue::Side;
use crate::market::{format_line, MarketQuote};
use crate::odds::Margin;
use crate::sports::poisson;
use crate::sports::rally::book::{EVEN, HCP_AWAY, HCP_HOME, ODD, OVER, UNDER};
use crate::sports::rally::clock::Phase;
use crate::sports::rally::race::{finals, Final};

/// Total points of set `setnr`.
pub const SET_TOTAL_POINTS: u32 = 1220;
/// Point handicap of set `setnr`.
pub const SET_POINT_HCP: u32 = 1221;
/// Odd/even points of set `setnr`.
pub const SET_ODD_EVEN: u32 = 1222;

/// Total lines of a set raced to `target`: from nine below twice the target to two above.
fn total_lines(target: u32) -> impl Iterator<Item = f64> {
    let top = 2.0 * f64::from(target);
    (0..12).map(move |k| top - 9.5 + f64::from(k))
}

/// Handicap lines (home's view): half lines up to a third of the target either side of level.
fn hcp_lines(target: u32) -> impl Iterator<Item = f64> {
    let reach = target / 3;
    (0..=2 * reach + 1).map(move |k| f64::from(k) - f64::from(reach) - 0.5)
}

pub(super) fn quotes(rules: &Rules, c: &Contest, margin: Margin, out: &mut Vec<MarketQuote>) {
    let finished = c.phase == Phase::Finished;
    for number in 1..=listed_sets(c) {
        let law = set_law(rules, c, number);
        let target = rules.race(c.odds, number).target;
        let quote = |market_id, spec: String, ids: &[u32], classify: &dyn Fn(u32, u32) -> Option<usize>| {
            let cells = law.iter().map(|f| ((f.home, f.away), f.prob));
            let q = poisson::quote_from(cells, market_id, spec, ids, margin, |(h, a)| classify(h, a));
            if finished {
                q.or_void()
            } else {
                q
            }
        };
        let spec = |key: &str, line: f64| format!("setnr={number}|{key}={}", format_line(line));
        for line in total_lines(target) {
            out.push(quote(SET_TOTAL_POINTS, spec("total", line), &[OVER, UNDER], &poisson::over_under(line)));
        }
        for line in hcp_lines(target) {
            out.push(quote(SET_POINT_HCP, spec("hcp", line), &[HCP_HOME, HCP_AWAY], &poisson::handicap(line)));
        }
        out.push(quote(SET_ODD_EVEN, format!("setnr={number}"), &[ODD, EVEN], &|h, a| {
            Some(usize::from((h + a) % 2 == 0))
        }));
    }
}

/// Sets with markets: those played and the one in play (prematch the first; at the end all).
fn listed_sets(c: &Contest) -> u8 {
    match c.phase {
        Phase::Prematch => 1,
        Phase::Finished => u8::try_from(c.sets.home + c.sets.away).unwrap_or(u8::MAX),
        _ => c.set_number(),
    }
}

/// The law of set `number`'s final points.
fn set_law(rules: &Rules, c: &Contest, number: u8) -> Vec<Final> {
    let race = rules.race(c.odds, number);
    let stood = c.periods.get(usize::from(number) - 1).map(|p| (p.home, p.away));
    let in_play = c.phase != Phase::Finished && number == c.set_number();
    match (c.phase, stood) {
        (Phase::Prematch, _) => {
            // The first server is tossed.
            let both = [Side::Home, Side::Away].map(|first| finals(&race, 0, 0, first));
            both.concat().into_iter().map(|f| Final { prob: f.prob / 2.0, ..f }).collect()
        }
        _ if in_play => finals(&race, c.points.0, c.points.1, c.server),
        (Phase::Finished, Some((home, away))) if !c.unplayed.played_out(u32::from(number)) => {
            finals(&race, home, away, Side::Home)
        }
        (Phase::Finished, None) => finals(&race, 0, 0, Side::Home),
        (_, Some((home, away))) => vec![Final { home, away, prob: 1.0 }],
        (_, None) => Vec::new(),
    }
}
