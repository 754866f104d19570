//! Markets on each set's games — total games, game handicap, correct score, tiebreak — for
//! every set played or in play. Each is a partition of the set's final games, priced and
//! settled by the same classifier over the law of those games: exact from the current point
//! for the set in play, one score for a set played out, and for a set an operator's final
//! score left unplayed every score still reachable (so only what they all agree on is
//! decided; the rest is void).

use super::market_types::{SET_CORRECT_SCORE, SET_GAME_HCP, SET_TIEBREAK, SET_TOTAL_GAMES};
use super::pricing::{current_set, set_is_over, SetRace};
use super::Model;
use crate::catalogue::Side;
use crate::market::{format_line, score_outcome, MarketQuote};
use crate::odds::Margin;
use crate::sports::poisson;
use crate::sports::rally::clock::Phase;
use crate::sports::rally::race::{finals, Final};

/// Lines of every set (fixed, so a line once offered still settles; the window shows the few
/// around the most balanced one).
const TOTAL_LINES: [f64; 6] = [7.5, 8.5, 9.5, 10.5, 11.5, 12.5];
const HCP_LINES: [f64; 8] = [-4.5, -3.5, -2.5, -1.5, 1.5, 2.5, 3.5, 4.5];

/// Every final games score of a set, home wins first.
fn set_scores() -> Vec<(u32, u32)> {
    let home: Vec<(u32, u32)> =
        (0..=7).flat_map(|h| (0..=7).map(move |a| (h, a))).filter(|&(h, a)| h > a && is_final(h, a)).collect();
    home.iter().copied().chain(home.iter().map(|&(h, a)| (a, h))).collect()
}

/// Whether a set can end on this games score (and not earlier).
fn is_final(home: u32, away: u32) -> bool {
    let (win, lose) = (home.max(away), home.min(away));
    set_is_over(home, away) && (win == 6 && lose <= 4 || win == 7 && (lose == 5 || lose == 6))
}

pub(super) fn quotes(m: &Model, set: SetRace, margin: Margin, out: &mut Vec<MarketQuote>) {
    let scores = set_scores();
    let score_ids: Vec<u32> = scores.iter().map(|&(h, a)| score_outcome(h, a)).collect();
    for number in 1..=listed_sets(m) {
        let law = set_law(m, set, number);
        let quote = |market_id, spec: String, ids: &[u32], classify: &dyn Fn(u32, u32) -> Option<usize>| {
            let cells = law.iter().map(|f| ((f.home, f.away), f.prob));
            let q = poisson::quote_from(cells, market_id, spec, ids, margin, |(h, a)| classify(h, a));
            if m.phase == Phase::Finished {
                q.or_void()
            } else {
                q
            }
        };
        let spec = |key: &str, line: f64| format!("setnr={number}|{key}={}", format_line(line));
        for line in TOTAL_LINES {
            out.push(quote(SET_TOTAL_GAMES, spec("total", line), &[12, 13], &poisson::over_under(line)));
        }
        for line in HCP_LINES {
            out.push(quote(SET_GAME_HCP, spec("hcp", line), &[1714, 1715], &poisson::handicap(line)));
        }
        let set_spec = format!("setnr={number}");
        let score = |h: u32, a: u32| scores.iter().position(|&s| s == (h, a));
        out.push(quote(SET_CORRECT_SCORE, set_spec.clone(), &score_ids, &score));
        out.push(quote(SET_TIEBREAK, set_spec, &[74, 76], &|h, a| Some(usize::from(h + a != 13))));
    }
}

/// Sets with markets: those played and the one in play (prematch the first; at the end all).
fn listed_sets(m: &Model) -> u32 {
    match m.phase {
        Phase::Prematch => 1,
        Phase::Finished => m.sets.home + m.sets.away,
        _ => u32::from(m.set_number()),
    }
}

/// The law of set `number`'s final games.
pub(super) fn set_law(m: &Model, set: SetRace, number: u32) -> Vec<Final> {
    let played = m.periods.get(number as usize - 1).map(|p| (p.home, p.away));
    let in_play = m.phase != Phase::Finished && number == u32::from(m.set_number());
    match (m.phase, played) {
        (Phase::Prematch, _) => {
            // The first server is tossed.
            let both = [Side::Home, Side::Away].map(|first| finals(&set, 0, 0, first));
            both.concat().into_iter().map(|f| Final { prob: f.prob / 2.0, ..f }).collect()
        }
        _ if in_play => current_set(m, set),
        (Phase::Finished, _) if !m.unplayed.played_out(number) => {
            let (home, away) = played.unwrap_or((0, 0));
            finals(&set, home, away, Side::Home)
        }
        (_, Some((home, away))) => vec![Final { home, away, prob: 1.0 }],
        (_, None) => Vec::new(),
    }
}
