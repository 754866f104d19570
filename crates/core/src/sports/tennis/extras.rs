//! Match markets beyond the winner, set betting and games lines: the set handicap, total sets,
//! each player's games, odd/even games and each player to win a set. Each is a partition of the
//! match's final (sets, games) law, priced and settled by the same classifier.

use super::market_types::*;
use super::pricing::SetRace;
use super::{sets, Model};
use crate::market::MarketQuote;
use crate::odds::Margin;
use crate::sports::poisson;
use crate::sports::rally::book;
use crate::sports::rally::clock::Phase;
use crate::sports::rally::series::SeriesFinal;

/// A final of the match: sets won and games won, per side.
type Cell = ((u32, u32), (u32, u32));

/// The match's markets on `dist`, its law of finals from the current point. Once the match is
/// over its sets are known, and its games are those of the sets' laws ([`sets::set_law`]): one
/// score a set played out, every score still reachable for a set an operator's final score left
/// unplayed — so a market only those could decide is void.
pub(super) fn quotes(m: &Model, set: SetRace, dist: &[SeriesFinal], margin: Margin, out: &mut Vec<MarketQuote>) {
    let finished = m.phase == Phase::Finished;
    let cells: Vec<(Cell, f64)> = if finished {
        let sets = (m.sets.home, m.sets.away);
        let mut games = vec![((0, 0), 1.0)];
        for number in 1..=sets.0 + sets.1 {
            let law = sets::set_law(m, set, number);
            games = games
                .iter()
                .flat_map(|&((h, a), p)| law.iter().map(move |f| ((h + f.home, a + f.away), p * f.prob)))
                .collect();
        }
        games.into_iter().map(|(g, p)| ((sets, g), p)).collect()
    } else {
        dist.iter().map(|f| (((f.sets_home, f.sets_away), (f.tally_home, f.tally_away)), f.prob)).collect()
    };
    let quote = |market_id, spec: String, ids: &[u32], classify: &dyn Fn(Cell) -> Option<usize>| {
        let q = poisson::quote_from(cells.iter().copied(), market_id, spec, ids, margin, classify);
        if finished {
            q.or_void()
        } else {
            q
        }
    };
    for line in [-1.5, 1.5] {
        let covers = poisson::handicap(line);
        out.push(quote(SET_HCP, book::hcp_spec(line), &[book::HCP_HOME, book::HCP_AWAY], &|(s, _)| covers(s.0, s.1)));
    }
    let over = poisson::over_under(2.5);
    out.push(quote(TOTAL_SETS, book::total_spec(2.5), &[book::OVER, book::UNDER], &|(s, _)| over(s.0, s.1)));
    for (market_id, is_home) in [(HOME_WINS_A_SET, true), (AWAY_WINS_A_SET, false)] {
        let wins_a_set = move |((h, a), _): Cell| Some(usize::from((if is_home { h } else { a }) == 0));
        out.push(quote(market_id, String::new(), &[74, 76], &wins_a_set));
    }
    for (market_id, lines) in [(HOME_GAMES, &m.player_lines[0]), (AWAY_GAMES, &m.player_lines[1])] {
        let is_home = market_id == HOME_GAMES;
        for &line in lines {
            let over = poisson::over_under(line);
            let classify = move |(_, g): Cell| over(if is_home { g.0 } else { g.1 }, 0);
            out.push(quote(market_id, book::total_spec(line), &[book::OVER, book::UNDER], &classify));
        }
    }
    out.push(quote(ODD_EVEN_GAMES, String::new(), &[70, 72], &|(_, g)| Some(usize::from((g.0 + g.1) % 2 == 0))));
}
