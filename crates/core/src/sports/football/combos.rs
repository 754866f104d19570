//! The match's own markets beyond those every stretch has: the winning margin, clean sheets and
//! wins to nil, each side's exact goals, the result or total combined with another market, and
//! markets on both halves.

use super::market_types::*;
use super::markets::{fixed, on_line};
use super::outcomes::*;
use crate::market::MarketQuote;
use crate::odds::Margin;
use crate::sports::halves::Halves;
use crate::sports::poisson::ScoreDist;

/// Total lines of the combined markets (fixed: in play the passed ones settle).
const RESULT_AND_TOTAL_LINES: [f64; 4] = [1.5, 2.5, 3.5, 4.5];
const TOTAL_AND_BOTH_SCORE_LINES: [f64; 3] = [1.5, 2.5, 3.5];

pub(super) fn quotes(full: &ScoreDist, halves: &Halves, margin: Margin, out: &mut Vec<MarketQuote>) {
    out.push(fixed(full, WINNING_MARGIN_ID, WINNING_MARGIN, margin, winning_margin));
    for (market_id, is_home) in [(HOME_CLEAN_SHEET, true), (AWAY_CLEAN_SHEET, false)] {
        out.push(fixed(full, market_id, YES_NO, margin, clean_sheet(is_home)));
    }
    for (market_id, is_home) in [(HOME_WIN_TO_NIL, true), (AWAY_WIN_TO_NIL, false)] {
        out.push(fixed(full, market_id, YES_NO, margin, win_to_nil(is_home)));
    }
    for line in RESULT_AND_TOTAL_LINES {
        out.push(on_line(full, RESULT_AND_TOTAL_ID, ("total", line), RESULT_AND_TOTAL, margin, result_and_total(line)));
    }
    out.push(fixed(full, RESULT_AND_BOTH_SCORE_ID, RESULT_AND_BOTH_SCORE, margin, result_and_both_score));
    for line in TOTAL_AND_BOTH_SCORE_LINES {
        let classify = total_and_both_score(line);
        out.push(on_line(full, TOTAL_AND_BOTH_SCORE_ID, ("total", line), TOTAL_AND_BOTH_SCORE, margin, classify));
    }
    let ht_ft = ids(HALF_TIME_FULL_TIME);
    out.push(halves.quote(HALF_TIME_FULL_TIME_ID, &ht_ft, margin, half_time_full_time));
    out.push(halves.quote(HIGHEST_SCORING_HALF_ID, &ids(HIGHEST_SCORING_HALF), margin, highest_scoring_half));
    for (market_id, is_home, wins, both) in IN_HALVES {
        out.push(halves.quote(market_id, &ids(YES_NO), margin, in_halves(is_home, wins, both)));
    }
    for (market_id, is_home) in [(HOME_EXACT_GOALS, true), (AWAY_EXACT_GOALS, false)] {
        let cap = FEW_GOALS.len() as u32 - 1;
        out.push(fixed(full, market_id, FEW_GOALS, margin, move |h, a| {
            exact_goals(cap)(if is_home { h } else { a }, 0)
        }));
    }
}
