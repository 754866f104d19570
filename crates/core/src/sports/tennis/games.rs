//! Markets on one game in play — its winner, whether it goes to deuce, its exact score — for the
//! game being played (or, between games, the next one), priced exactly from the point score and
//! the server. The model logs how every game ended, so a game's markets settle the moment it ends
//! and still resolve at the end of the match. A tiebreak has none of them; a game the log lacks
//! (an operator's final score ended the match first) is void.

use super::market_types::{GAME_CORRECT_SCORE, GAME_DEUCE, GAME_WINNER};
use super::pricing::game;
use super::Model;
use crate::catalogue::Side;
use crate::market::{specifier_value, MarketQuote};
use crate::odds::Margin;
use crate::sports::poisson;
use crate::sports::rally::book;
use crate::sports::rally::clock::Phase;
use crate::sports::rally::race::finals;
use serde::{Deserialize, Serialize};

/// How one game ended: who won it and the loser's points (3 and more: it went to deuce).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct GameEnd {
    pub winner: Side,
    pub loser_points: u32,
}

/// Outcome ids of a game's exact score: the home player to love, to 15, to 30, after deuce; then
/// the away player the same.
pub(super) const SCORE_OUTCOMES: [u32; 8] = [1301, 1302, 1303, 1304, 1305, 1306, 1307, 1308];
const WINNER_OUTCOMES: [u32; 2] = [book::HOME, book::AWAY];
const YES_NO: [u32; 2] = [74, 76];

/// Which outcome a game's final points `(home, away)` fall in.
type Classify = fn(u32, u32) -> Option<usize>;

/// The three markets of a game: id, outcome ids, classifier.
const MARKETS: [(u32, &[u32], Classify); 3] = [
    (GAME_WINNER, &WINNER_OUTCOMES, |h, a| Some(usize::from(a > h))),
    (GAME_DEUCE, &YES_NO, |h, a| Some(usize::from(h.min(a) < 3))),
    (GAME_CORRECT_SCORE, &SCORE_OUTCOMES, |h, a| Some(usize::from(a > h) * 4 + h.min(a).min(3) as usize)),
];

impl GameEnd {
    /// The game's final points `(home, away)` as its markets read them (a deuce game as 5:3).
    fn points(self) -> (u32, u32) {
        let (won, lost) = if self.loser_points >= 3 { (5, 3) } else { (4, self.loser_points) };
        match self.winner {
            Side::Home => (won, lost),
            Side::Away => (lost, won),
        }
    }
}

fn spec(set: usize, game: usize) -> String {
    format!("setnr={set}|gamenr={game}")
}

impl Model {
    /// Logs a game just won (`self.points` still holds its final points).
    pub(super) fn log_game(&mut self, winner: Side) {
        let set = self.periods.len().max(1);
        if self.game_log.len() < set {
            self.game_log.resize(set, Vec::new());
        }
        let loser_points = match winner {
            Side::Home => self.points.1,
            Side::Away => self.points.0,
        };
        self.game_log[set - 1].push(GameEnd { winner, loser_points });
    }

    /// The markets of the last game logged (settled) and of the game to come, if any.
    pub(super) fn game_quotes(&self, margin: Margin, out: &mut Vec<MarketQuote>) {
        if let Some((set, games)) = self.game_log.iter().enumerate().rev().find(|(_, g)| !g.is_empty()) {
            for (market_id, _, _) in MARKETS {
                out.extend(self.game_market(market_id, &spec(set + 1, games.len())));
            }
        }
        if !matches!(self.phase, Phase::Play { .. } | Phase::Break { .. }) || self.in_tiebreak() {
            return;
        }
        let law = finals(&game(self.serve), self.points.0, self.points.1, self.server);
        let number = (self.games.0 + self.games.1 + 1) as usize;
        for (market_id, ids, classify) in MARKETS {
            let cells = law.iter().map(|f| ((f.home, f.away), f.prob));
            let at = spec(usize::from(self.set_number()), number);
            out.push(poisson::quote_from(cells, market_id, at, ids, margin, |(h, a)| classify(h, a)));
        }
    }

    /// A game market of any game (`None` for other markets, or while the game is still to be
    /// played): settled from the log; once the match is over, void for a game the log lacks.
    pub(crate) fn game_market(&self, market_id: u32, specifier: &str) -> Option<MarketQuote> {
        let (_, ids, classify) = MARKETS.into_iter().find(|m| m.0 == market_id)?;
        let number = |key| specifier_value(specifier, key)?.parse::<usize>().ok()?.checked_sub(1);
        let (set, game) = (number("setnr")?, number("gamenr")?);
        let logged = self.game_log.get(set).and_then(|games| games.get(game));
        if logged.is_none() && self.phase != Phase::Finished {
            return None;
        }
        let class = logged.and_then(|end| {
            let (h, a) = end.points();
            classify(h, a)
        });
        Some(poisson::settle(market_id, specifier.to_owned(), ids, class))
    }
}
