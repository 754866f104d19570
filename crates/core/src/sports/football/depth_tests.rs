//! Tests of the football book's depth: how many markets a prematch match offers, that the
//! markets agree with one another, and that they resolve as they were priced.

use super::market_types::*;
use super::*;
use crate::catalogue::MarketStatus;
use crate::market::{score_outcome, MarketQuote, OutcomeResult, OTHER_SCORE_OUTCOME};
use crate::sports::any::MatchModel;
use crate::sports::depth_testkit::{assert_depth, close, fair, p};
use std::collections::HashMap;

fn sum(quotes: &[MarketQuote], market_id: u32, spec: &str, outcomes: &[u32]) -> f64 {
    outcomes.iter().map(|&o| p(quotes, market_id, spec, o)).sum()
}

#[test]
fn a_prematch_match_offers_over_a_hundred_markets() {
    for (home, away) in [(1500.0, 1500.0), (1650.0, 1600.0), (1750.0, 1450.0), (1400.0, 1700.0)] {
        let what = format!("{home} v {away}");
        assert_depth(MatchModel::Football(Model::new(home, away)), 100, MARKET_TYPES.len(), &what);
    }
}

#[test]
fn scores_goals_and_margins_add_up_to_the_result_and_totals() {
    let quotes = Model::new(1620.0, 1480.0).quotes(fair());
    let scores: Vec<(u32, u32)> = (0..5).flat_map(|h| (0..5).map(move |a| (h, a))).collect();
    let over: Vec<u32> = scores
        .iter()
        .filter(|(h, a)| h + a > 2)
        .map(|&(h, a)| score_outcome(h, a))
        .chain([OTHER_SCORE_OUTCOME])
        .collect();
    close(sum(&quotes, 45, "", &over), p(&quotes, 18, "total=2.5", 12), "correct scores over 2.5");
    close(sum(&quotes, 21, "", &[80, 81, 82]), p(&quotes, 18, "total=2.5", 13), "exact goals under 2.5");
    close(sum(&quotes, 15, "", &[101, 102, 103]), p(&quotes, 1, "", 1), "winning margins of the home side");
    close(p(&quotes, 15, "", 104), p(&quotes, 1, "", 2), "winning margin draw");
    close(p(&quotes, 15, "", 101), p(&quotes, 14, "hcp=-1", 1712), "a one-goal home win");
    close(p(&quotes, 14, "hcp=-1", 1711), p(&quotes, 16, "hcp=-1.5", 1714), "home by two or more");
    close(sum(&quotes, 37, "total=2.5", &[796, 800, 804]), p(&quotes, 18, "total=2.5", 12), "result & over");
    close(sum(&quotes, 37, "total=2.5", &[794, 796]), p(&quotes, 1, "", 1), "home & total");
    close(sum(&quotes, 35, "", &[78, 82, 86]), p(&quotes, 29, "", 74), "result & both score");
    close(sum(&quotes, 36, "total=2.5", &[90, 94]), p(&quotes, 18, "total=2.5", 12), "total & both score");
    close(p(&quotes, 19, "total=0.5", 12), p(&quotes, AWAY_CLEAN_SHEET, "", 76), "home scores");
    close(p(&quotes, HOME_CLEAN_SHEET, "", 74), p(&quotes, 20, "total=0.5", 13), "away blanks");
    let draws_nil = p(&quotes, 45, "", score_outcome(0, 0));
    let home_to_nil = p(&quotes, HOME_CLEAN_SHEET, "", 74) - draws_nil;
    close(p(&quotes, HOME_WIN_TO_NIL, "", 74), home_to_nil, "home wins to nil");
    // Odd goals are one, three or five goals, or an odd number of the six or more.
    let (odd, odd_to_five) = (sum(&quotes, 26, "", &[70]), sum(&quotes, 21, "", &[81, 83, 85]));
    assert!(odd > odd_to_five - 0.015 && odd < odd_to_five + p(&quotes, 21, "", 86) + 0.015, "{odd} {odd_to_five}");
}

#[test]
fn the_halves_add_up_to_the_match() {
    let quotes = Model::new(1550.0, 1500.0).quotes(fair());
    let ht_ft = |half: usize, full: usize| [418, 420, 422, 424, 426, 428, 430, 432, 434][half * 3 + full];
    for k in 0..3 {
        let by_full: Vec<u32> = (0..3).map(|half| ht_ft(half, k)).collect();
        close(sum(&quotes, 47, "", &by_full), p(&quotes, 1, "", k as u32 + 1), "HT/FT by the full-time result");
        let by_half: Vec<u32> = (0..3).map(|full| ht_ft(k, full)).collect();
        close(sum(&quotes, 47, "", &by_half), p(&quotes, 60, "", k as u32 + 1), "HT/FT by the half-time result");
    }
    close(p(&quotes, 81, "", score_outcome(0, 0)), p(&quotes, 71, "", 80), "a goalless first half");
    close(sum(&quotes, 68, "total=1.5", &[13]), sum(&quotes, 71, "", &[80, 81]), "first-half goals under 1.5");
    close(sum(&quotes, 90, "total=0.5", &[13]), p(&quotes, 98, "", score_outcome(0, 0)), "a goalless second half");
    // Both halves last as long, so neither is likelier to have more goals.
    close(p(&quotes, 52, "", 436), p(&quotes, 52, "", 438), "highest-scoring half");
}

/// The model of a match that ended `full` with `half` at half time.
fn finished(half: Score, full: Score) -> Model {
    let mut model = Model::new(1500.0, 1500.0);
    (model.phase, model.first_half, model.score) = (Phase::Finished, half, full);
    model
}

#[test]
fn every_market_resolves_as_it_was_priced() {
    let prematch = Model::new(1580.0, 1470.0);
    let priced = prematch.quotes(fair());
    let mut won: HashMap<(u32, String, u32), f64> = HashMap::new();
    let mut mass = 0.0;
    for (half, full, p) in prematch.halves().cells().filter(|c| c.2 > 2e-5) {
        mass += p;
        for quote in finished(half, full).quotes(fair()) {
            assert_eq!(
                quote.status,
                MarketStatus::Settled,
                "{} [{}] at {half:?} {full:?}",
                quote.market_id,
                quote.specifier
            );
            let wins = quote.outcomes.iter().filter(|o| o.result == Some(OutcomeResult::Win)).count();
            let overlap = if DOUBLE_CHANCE_MARKETS.contains(&quote.market_id) { 2 } else { 1 };
            let decided =
                quote.outcomes.iter().all(|o| matches!(o.result, Some(OutcomeResult::Win | OutcomeResult::Lose)));
            if decided {
                assert_eq!(wins, overlap, "{} [{}] at {half:?} {full:?}", quote.market_id, quote.specifier);
            }
            for outcome in quote.outcomes.iter().filter(|o| o.result == Some(OutcomeResult::Win)) {
                *won.entry((quote.market_id, quote.specifier.clone(), outcome.id)).or_default() += p;
            }
        }
    }
    assert!(mass > 0.99, "the states checked cover the law: {mass}");
    let mut checked = 0;
    for quote in priced.iter().filter(|q| q.status == MarketStatus::Active) {
        // Lines that can push price each side conditional on no push; compare the others.
        let three_way = [MATCH.handicap, FIRST_HALF.handicap, SECOND_HALF.handicap].contains(&quote.market_id);
        let pushes = quote.spec_value("hcp").is_some_and(|l| !l.ends_with(".5")) && !three_way
            || quote.spec_value("total").is_some_and(|l| !l.ends_with(".5"))
            || [MATCH.draw_no_bet, FIRST_HALF.draw_no_bet, SECOND_HALF.draw_no_bet].contains(&quote.market_id);
        // Who scores first is settled by the order of goals, which a final score does not tell
        // (next_goal_agrees_with_exact_goals_and_settles_by_the_scorer covers it).
        if pushes || quote.market_id == NEXT_GOAL_ID {
            continue;
        }
        for outcome in quote.outcomes.iter().filter(|o| o.odds.is_some_and(|x| x.0 < 50_000)) {
            let key = (quote.market_id, quote.specifier.clone(), outcome.id);
            let resolved = won.get(&key).copied().unwrap_or(0.0);
            let implied = outcome.odds.map_or(0.0, |x| x.implied_probability());
            assert!((resolved - implied).abs() < 0.02, "{key:?}: won {resolved}, priced {implied}");
            checked += 1;
        }
    }
    assert!(checked > 250, "{checked} outcomes compared");
}

#[test]
fn next_goal_agrees_with_exact_goals_and_settles_by_the_scorer() {
    use rand::SeedableRng;
    let quotes = Model::new(1600.0, 1500.0).quotes(fair());
    close(p(&quotes, NEXT_GOAL_ID, "goalnr=1", 7), p(&quotes, 21, "", 80), "no first goal, no goals");
    assert!(
        p(&quotes, NEXT_GOAL_ID, "goalnr=1", 6) > p(&quotes, NEXT_GOAL_ID, "goalnr=1", 8),
        "the stronger side first"
    );

    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let mut model = Model::new(1550.0, 1500.0);
    let mut goals_seen = 0;
    while model.phase != Phase::Finished {
        model.advance(60.0, &mut rng);
        let scored = model.score.home + model.score.away;
        let quotes = model.quotes(fair());
        let next = |n: u32| quotes.iter().find(|q| q.market_id == NEXT_GOAL_ID && q.specifier == format!("goalnr={n}"));
        for n in 1..=scored {
            let settled = next(n).expect("a market for every goal so far");
            let winner = settled.outcomes.iter().find(|o| o.result == Some(OutcomeResult::Win)).map(|o| o.id);
            let scorer = if model.scorers[n as usize - 1] == crate::catalogue::Side::Home { 6 } else { 8 };
            assert_eq!((settled.status, winner), (MarketStatus::Settled, Some(scorer)), "goal {n}");
        }
        if model.phase != Phase::Finished {
            let still_to_come = 1.0 - model.full_time().prob(|h, a| h + a == scored);
            let open = next(scored + 1).expect("the next goal is offered");
            assert_eq!(open.status, MarketStatus::Active);
            close(1.0 - p(&quotes, NEXT_GOAL_ID, &format!("goalnr={}", scored + 1), 7), still_to_come, "another goal");
        }
        goals_seen = scored;
    }
    let last = model.quotes(fair());
    let after =
        last.iter().find(|q| q.specifier == format!("goalnr={}", goals_seen + 1)).expect("the goal that never came");
    let none = after.outcomes.iter().find(|o| o.id == 7).and_then(|o| o.result);
    assert_eq!(none, Some(OutcomeResult::Win), "no further goal");

    // An entered final score adds goals whose scorers are unknown: those markets are void.
    let mut entered = Model::new(1500.0, 1500.0);
    entered.finish_with(Score { home: 2, away: 1 }).expect("final score");
    for quote in entered.quotes(fair()).iter().filter(|q| q.market_id == NEXT_GOAL_ID) {
        assert!(quote.outcomes.iter().all(|o| o.result == Some(OutcomeResult::Void)), "{}", quote.specifier);
    }
}
