//! Football pricing: every market from the one final-score matrix and the joint law of the
//! halves drawn from it (so the half markets add up to the match markets).

use super::market_types::{Stretch, FIRST_HALF, MATCH, SECOND_HALF};
use super::outcomes::*;
use super::{combos, next_goal, Model, Phase};
use crate::market::{
    format_line, mark_most_balanced, score_outcome, MarketQuote, OutcomeResult, OutcomeType, OTHER_SCORE_OUTCOME,
};
use crate::odds::Margin;
use crate::sports::asian::{self, Collapsed};
use crate::sports::poisson::{self, both_score, odd_even, over_under, team_total, three_way, ScoreDist};

pub(super) fn quotes(model: &Model, margin: Margin) -> Vec<MarketQuote> {
    let full = model.full_time();
    let halves = model.halves();
    let mut out = Vec::new();
    stretch(&full, &MATCH, margin, &mut out);
    combos::quotes(&full, &halves, margin, &mut out);
    next_goal::quotes(model, &full, margin, &mut out);
    stretch(&halves.first_half(), &FIRST_HALF, margin, &mut out);
    stretch(&halves.second_half(), &SECOND_HALF, margin, &mut out);
    mark_most_balanced(&mut out);
    if model.phase == Phase::Finished {
        // Only a first half left open by an entered final score can still be undecided.
        out = out.into_iter().map(MarketQuote::or_void).collect();
    }
    out
}

/// A market without a line whose outcomes are classes of `classify`.
pub(super) fn fixed(
    dist: &ScoreDist,
    market_id: u32,
    outcomes: &[OutcomeType],
    margin: Margin,
    classify: impl Fn(u32, u32) -> Option<usize>,
) -> MarketQuote {
    poisson::quote(dist, market_id, String::new(), &ids(outcomes), margin, classify)
}

/// One line (`total=2.5`, `hcp=-1`) of a market whose outcomes are classes of `classify`.
pub(super) fn on_line(
    dist: &ScoreDist,
    market_id: u32,
    (key, line): (&str, f64),
    outcomes: &[OutcomeType],
    margin: Margin,
    classify: impl Fn(u32, u32) -> Option<usize>,
) -> MarketQuote {
    let spec = format!("{key}={}", format_line(line));
    poisson::quote(dist, market_id, spec, &ids(outcomes), margin, classify)
}

/// The markets every stretch of play has, from the law of that stretch's own score.
fn stretch(dist: &ScoreDist, s: &Stretch, margin: Margin, out: &mut Vec<MarketQuote>) {
    let so_far = dist.base();
    let (home, away) = (f64::from(so_far.home), f64::from(so_far.away));
    out.push(fixed(dist, s.result, THREE_WAY, margin, three_way));
    for line in asian::lines(0.5, home + away + s.total_ahead, 1.0) {
        out.push(on_line(dist, s.total, ("total", line), OVER_UNDER, margin, over_under(line)));
    }
    let (by_total, by_difference) = (Collapsed::by_total(dist), Collapsed::by_difference(dist));
    for line in asian::lines(0.5, home + away + s.total_ahead + 0.5, 0.25) {
        let spec = format!("total={}", format_line(line));
        out.push(asian::quote(&by_total, s.asian_total, spec, [12, 13], margin, line, asian::total));
    }
    let (lowest, highest) = (-(home + s.handicap_around), away + s.handicap_around);
    for line in asian::lines(lowest, highest, 0.25) {
        let spec = format!("hcp={}", format_line(line));
        out.push(asian::quote(&by_difference, s.asian_handicap, spec, [1714, 1715], margin, line, asian::handicap));
    }
    // Level is the 1X2 itself, so the three-way handicap starts a goal either side of it.
    for line in asian::lines(lowest, highest, 1.0).into_iter().filter(|l| *l != 0.0) {
        out.push(on_line(dist, s.handicap, ("hcp", line), HANDICAP, margin, handicap(line)));
    }
    for (market_id, goals, is_home) in [(s.home_total, home, true), (s.away_total, away, false)] {
        for line in asian::lines(0.5, goals + s.team_total_ahead, 1.0) {
            out.push(on_line(dist, market_id, ("total", line), OVER_UNDER, margin, team_total(line, is_home)));
        }
    }
    out.push(double_chance(dist, s, margin));
    out.push(fixed(dist, s.draw_no_bet, TWO_WAY, margin, draw_no_bet));
    out.push(fixed(dist, s.both_score, YES_NO, margin, both_score));
    out.push(fixed(dist, s.exact_goals, s.goals, margin, exact_goals(s.goals.len() as u32 - 1)));
    out.push(fixed(dist, s.odd_even, ODD_EVEN, margin, odd_even));
    out.push(correct_score_market(dist, s, margin));
}

/// Double chance outcomes overlap, so each is priced against its own complement.
fn double_chance(dist: &ScoreDist, s: &Stretch, margin: Margin) -> MarketQuote {
    let ids = ids(DOUBLE_CHANCE);
    // Which 1X2 classes each outcome covers: 1X, 12, X2.
    const COVERS: [[bool; 3]; 3] = [[true, true, false], [true, false, true], [false, true, true]];
    let result = fixed(dist, s.result, THREE_WAY, margin, three_way);
    if let Some(winner) = result.outcomes.iter().position(|o| o.result == Some(OutcomeResult::Win)) {
        let results: Vec<_> = ids
            .iter()
            .zip(COVERS)
            .map(|(&id, covers)| (id, if covers[winner] { OutcomeResult::Win } else { OutcomeResult::Lose }))
            .collect();
        return MarketQuote::settled(s.double_chance, "", &results);
    }
    let p = [dist.prob(|h, a| h > a), dist.prob(|h, a| h == a), dist.prob(|h, a| h < a)];
    let prices: Vec<_> = COVERS
        .iter()
        .map(|covers| {
            let q: f64 = p.iter().zip(covers).filter(|(_, c)| **c).map(|(x, _)| x).sum();
            margin.price(&[q, 1.0 - q]).first().copied().flatten()
        })
        .collect();
    // An outcome that is certain or impossible (no book of its own) takes all three off.
    let prices = if prices.iter().all(Option::is_some) { prices } else { vec![None; ids.len()] };
    poisson::open(s.double_chance, String::new(), &ids, &prices)
}

/// Exact scores up to the stretch's listed score a side, and "other".
fn correct_score_market(dist: &ScoreDist, s: &Stretch, margin: Margin) -> MarketQuote {
    let n = s.max_listed_score + 1;
    let mut ids: Vec<u32> = (0..n * n).map(|k| score_outcome(k / n, k % n)).collect();
    ids.push(OTHER_SCORE_OUTCOME);
    poisson::quote(dist, s.correct_score, String::new(), &ids, margin, correct_score(s.max_listed_score))
}
