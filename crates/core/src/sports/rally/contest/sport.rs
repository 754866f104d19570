//! A rally sport as a match model: a contest played under that sport's rules. Table tennis and
//! volleyball differ only in their rules and in what they call a set, so each is this one model
//! named for its sport, with market types from one table.

use super::{Contest, Rules};
use crate::catalogue::MatchStatus;
use crate::market::MarketQuote;
use crate::odds::Margin;
use crate::sim::SimEvent;
use crate::sports::resolution::FinishError;
use crate::statistics::{Score, Statistics};
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::marker::PhantomData;

/// A rally-scored sport: the rules its matches are played under.
pub trait Sport {
    const RULES: &'static Rules;
}

/// All live state of one match of the rally sport `S`. The sport is in the type, not the state,
/// so a stored match is its contest alone.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Model<S> {
    contest: Contest,
    #[serde(skip)]
    sport: PhantomData<S>,
}

impl<S: Sport> Model<S> {
    /// A prematch match, with the home advantage the sport's rules give.
    pub fn new(home_rating: f64, away_rating: f64) -> Self {
        Model { contest: Contest::new(S::RULES, home_rating, away_rating), sport: PhantomData }
    }

    /// Prematch until the first advance, Live, then Finished.
    pub fn status(&self) -> MatchStatus {
        self.contest.status()
    }

    /// Clock, sets (games) won, points per set, the current rally score and server.
    pub fn statistics(&self) -> Statistics {
        self.contest.statistics(S::RULES)
    }

    /// Every market priced from the current state (settled ones included).
    pub fn quotes(&self, margin: Margin) -> Vec<MarketQuote> {
        self.contest.quotes(S::RULES, margin)
    }

    /// Ends the match on an operator's final score in sets (games), see [`Contest::finish_with`].
    pub(crate) fn finish_with(&mut self, score: Score) -> Result<(), FinishError> {
        self.contest.finish_with(S::RULES, score)
    }

    /// Advances `dt` seconds of match time, point by point.
    pub fn advance<R: Rng + ?Sized>(&mut self, dt: f64, rng: &mut R) -> Vec<SimEvent> {
        self.contest.advance(S::RULES, dt, rng)
    }
}

/// The market types of a rally sport that calls a set `$set` ("Set", "Game") and its set betting
/// `$score`, with its match totals after the set handicap: each the id of a contest total
/// (`TOTAL_SETS`, `TOTAL_POINTS`), its names and its priority, as the sports offer different
/// ones. Serbian says "set" in both sports. A macro, because only `concat!` can join the names.
macro_rules! market_types {
    ($set:literal, $score:literal; $(($total:ident, $en:literal, $sr:literal, $priority:literal)),+ $(,)?) => {{
        use $crate::locale::t;
        use $crate::market::MarketType;
        use $crate::sports::rally::book::{HCP_OUTCOMES, ODD_EVEN_OUTCOMES, TOTAL_OUTCOMES, WINNER_OUTCOMES};
        use $crate::sports::rally::contest::sets::{SET_ODD_EVEN, SET_POINT_HCP, SET_TOTAL_POINTS};
        use $crate::sports::rally::contest::{self, SET_BETTING, SET_HCP, SET_WINNER, WINNER};
        const TYPES: &[MarketType] = &[
            MarketType::new(WINNER, t("Winner", "Pobednik"), &["main"], 1, WINNER_OUTCOMES),
            MarketType::new(SET_BETTING, t($score, "Tačan rezultat po setovima"), &["score"], 2, &[]),
            MarketType::new(
                SET_WINNER,
                t(concat!($set, " {setnr} - winner"), "{setnr}. set - pobednik"),
                &["period"],
                3,
                WINNER_OUTCOMES,
            ),
            MarketType::new(
                SET_HCP,
                t(concat!($set, " handicap {hcp}"), "Hendikep setova {hcp}"),
                &["hcp"],
                4,
                HCP_OUTCOMES,
            ),
            $(MarketType::new(contest::$total, t($en, $sr), &["total"], $priority, TOTAL_OUTCOMES),)+
            MarketType::new(
                SET_TOTAL_POINTS,
                t(concat!($set, " {setnr} - total points {total}"), "{setnr}. set - ukupno poena {total}"),
                &["period", "total"],
                7,
                TOTAL_OUTCOMES,
            ),
            MarketType::new(
                SET_POINT_HCP,
                t(concat!($set, " {setnr} - point handicap {hcp}"), "{setnr}. set - hendikep poena {hcp}"),
                &["period", "hcp"],
                8,
                HCP_OUTCOMES,
            ),
            MarketType::new(
                SET_ODD_EVEN,
                t(concat!($set, " {setnr} - odd/even points"), "{setnr}. set - par/nepar poena"),
                &["period"],
                9,
                ODD_EVEN_OUTCOMES,
            ),
        ];
        TYPES
    }};
}
pub(crate) use market_types;
