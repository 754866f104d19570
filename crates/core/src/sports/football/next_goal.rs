//! "Which team scores goal N": one market for every goal so far (settled by who scored it) and
//! one for the goal to come, priced from the final-score law. Its "none" is that law's chance of
//! no further goal, and the chance of a further goal is split by the sides' remaining scoring
//! rates, so the market agrees with exact goals and the totals. A goal whose scorer is not known
//! (an operator's final score added it) voids its market.

use super::market_types::NEXT_GOAL_ID;
use super::outcomes::NEXT_GOAL;
use super::{Model, Phase};
use crate::catalogue::Side;
use crate::market::MarketQuote;
use crate::odds::Margin;
use crate::sports::poisson::{self, ScoreDist};

/// Classes of [`NEXT_GOAL`]: the home side, none, the away side.
const HOME: usize = 0;
const NONE: usize = 1;
const AWAY: usize = 2;

pub(super) fn quotes(model: &Model, full: &ScoreDist, margin: Margin, out: &mut Vec<MarketQuote>) {
    let ids = super::outcomes::ids(NEXT_GOAL);
    let scored = model.score.home + model.score.away;
    let spec = |number: u32| format!("goalnr={number}");
    for number in 1..=scored {
        let class = model.scorers.get(number as usize - 1).map(|side| match side {
            Side::Home => HOME,
            Side::Away => AWAY,
        });
        out.push(poisson::settle(NEXT_GOAL_ID, spec(number), &ids, class));
    }
    let next = spec(scored + 1);
    if model.phase == Phase::Finished {
        // No further goal: "none" wins, unless an entered score left the order of goals unknown.
        let known = model.scorers.len() as u32 == scored;
        out.push(poisson::settle(NEXT_GOAL_ID, next, &ids, known.then_some(NONE)));
        return;
    }
    let (home_rate, away_rate) = model.rates_left();
    let another = 1.0 - full.prob(|h, a| h + a == scored);
    let home_share = if home_rate + away_rate > 0.0 { home_rate / (home_rate + away_rate) } else { 0.5 };
    let cells = [(HOME, another * home_share), (NONE, 1.0 - another), (AWAY, another * (1.0 - home_share))];
    let cells = cells.into_iter().filter(|&(_, p)| p > 0.0);
    out.push(poisson::quote_from(cells, NEXT_GOAL_ID, next, &ids, margin, Some));
}
