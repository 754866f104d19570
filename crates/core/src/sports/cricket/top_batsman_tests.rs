//! Top-batsman market tests: the book, its agreement with whole simulated matches, live states,
//! and settlement with dead heats.

use super::batting::SQUAD;
use super::*;
use crate::betting::{DeadHeat, SelectionOutcome};
use crate::market::{MarketQuote, OutcomeResult};
use crate::odds::Margin;
use crate::sports::any::MatchModel;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

const FIRST: u32 = 1501;

fn top_batsman(model: &Model, innings: usize) -> MarketQuote {
    let spec = format!("inningnr={innings}");
    let quotes = model.quotes(Margin::default());
    quotes.into_iter().find(|q| q.market_id == TOP_BATSMAN && q.specifier == spec).expect("top batsman market")
}

fn implied(quote: &MarketQuote) -> Vec<f64> {
    quote.outcomes.iter().map(|o| o.odds.map_or(0.0, |x| x.implied_probability())).collect()
}

#[test]
fn both_innings_are_priced_prematch_with_the_margin_and_openers_favoured() {
    let model = Model::new(1500.0, 1540.0);
    for innings in 1..=2 {
        let quote = top_batsman(&model, innings);
        assert_eq!(quote.outcomes.len(), SQUAD);
        let book: f64 = implied(&quote).iter().sum();
        assert!((book - 1.06).abs() < 0.01, "innings {innings}: book {book}");
        let p = implied(&quote);
        assert!(p[0] > p[4] && p[1] > p[4] && p[4] > p[9], "the order decides who bats longest: {p:?}");
    }
    let shares = model.shares();
    for innings in shares {
        assert!((innings.iter().sum::<f64>() - 1.0).abs() < 1e-9, "one place per innings: {innings:?}");
    }
}

#[test]
fn prematch_shares_agree_with_whole_simulated_matches() {
    let prematch = Model::new(1500.0, 1520.0);
    let expected = prematch.shares();
    let matches = 600;
    let mut seen = [[0.0; SQUAD]; 2];
    let mut first_runs = 0.0;
    for seed in 0..matches {
        let mut model = prematch.clone();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while model.status() != MatchStatus::Finished {
            model.advance(BALL_SECS * 6.0, &mut rng);
        }
        for (k, shares) in seen.iter_mut().enumerate() {
            model.innings[k].share_top_place(shares);
        }
        first_runs += f64::from(model.innings[0].runs);
    }
    for (k, (seen, expected)) in seen.iter().zip(expected).enumerate() {
        for position in 0..SQUAD {
            let observed = seen[position] / f64::from(matches as u32);
            assert!(
                (observed - expected[position]).abs() < 0.04,
                "innings {} position {}: simulated {observed:.3}, priced {:.3}",
                k + 1,
                position + 1,
                expected[position]
            );
        }
    }
    // The same innings the total-runs lines are priced from.
    let mean = first_runs / f64::from(matches as u32);
    assert!((mean - prematch.innings_law(1).mean).abs() < 4.0, "{mean} vs {:?}", prematch.innings_law(1));
}

#[test]
fn live_a_batter_out_below_another_s_score_is_no_longer_offered() {
    let mut model = Model::new(1500.0, 1500.0);
    model.advance(1.0, &mut ChaCha8Rng::seed_from_u64(1));
    // Batters 1 and 3 are out on 3 and 12; batter 2 bats on 40 with batter 4, just in.
    model.innings[0] = Innings {
        runs: 55,
        wickets: 2,
        balls: 50,
        batters: vec![3, 40, 12, 0],
        crease: [3, 1],
        ..Innings::opened(Side::Home)
    };
    let quote = top_batsman(&model, 1);
    let odds: Vec<Option<u32>> = quote.outcomes.iter().map(|o| o.odds.map(|x| x.0)).collect();
    assert_eq!((odds[0], odds[2]), (None, None), "{odds:?}");
    let p = implied(&quote);
    assert!(p.iter().enumerate().all(|(k, &x)| k == 1 || x < p[1]), "the batter on 40 is favourite: {p:?}");
    assert!((p.iter().sum::<f64>() - 1.06).abs() < 0.01, "{p:?}");
    // The same state prices the same, whatever was cached, also after a round trip.
    let stored: Model = serde_json::from_str(&serde_json::to_string(&model).expect("json")).expect("model");
    assert_eq!(top_batsman(&stored, 1), quote);
    assert_eq!(stored, model);
}

#[test]
fn a_finished_innings_settles_with_a_dead_heat_and_an_entered_one_is_void() {
    let mut model = Model::new(1500.0, 1500.0);
    model.advance(1.0, &mut ChaCha8Rng::seed_from_u64(2));
    let batters = vec![30, 30, 5, 5, 2, 2, 2, 1, 1, 1, 1];
    model.innings[0] = Innings { runs: 80, wickets: 10, balls: 100, batters, ..Innings::opened(Side::Home) };
    model.phase = Phase::Break;
    let settled = top_batsman(&model, 1);
    let results: Vec<Option<OutcomeResult>> = settled.outcomes.iter().map(|o| o.result).collect();
    let mut expected = vec![Some(OutcomeResult::Lose); SQUAD];
    expected[..2].fill(Some(OutcomeResult::DeadHeat));
    assert_eq!(results, expected);
    let half = SelectionOutcome::dead_heat(DeadHeat::new(1, 2).expect("1/2"));
    let resolved = MatchModel::Cricket(model.clone()).resolve(TOP_BATSMAN, "inningnr=1").expect("decided");
    assert_eq!(&resolved[..3], &[(FIRST, half), (FIRST + 1, half), (FIRST + 2, SelectionOutcome::LOST)]);
    // An operator ends the match on the scores: the second innings' batters are not known.
    model.finish_with(crate::statistics::Score { home: 80, away: 61 }).expect("a chase won");
    let void = top_batsman(&model, 2);
    assert!(void.outcomes.iter().all(|o| o.result == Some(OutcomeResult::Void)), "{void:?}");
    assert_eq!(top_batsman(&model, 1), settled);
}

#[test]
fn a_simulated_innings_settles_its_top_scorer_when_it_ends() {
    let mut model = Model::new(1520.0, 1500.0);
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    while model.innings.is_empty() || !model.complete(1) {
        model.advance(BALL_SECS, &mut rng);
    }
    let innings = &model.innings[0];
    let (top, tied) = innings.top_score();
    let quote = top_batsman(&model, 1);
    let winners: Vec<u32> =
        quote.outcomes.iter().filter(|o| o.result != Some(OutcomeResult::Lose)).map(|o| o.id).collect();
    let expected: Vec<u32> =
        (0..innings.batters.len()).filter(|&k| innings.batters[k] == top).map(|k| FIRST + k as u32).collect();
    assert_eq!(winners, expected, "{innings:?}");
    assert_eq!(tied, expected.len());
    assert_eq!(innings.batters.iter().sum::<u32>(), innings.runs);
}

#[test]
fn outcomes_name_the_batting_side_s_players_in_order() {
    assert_eq!(batter_of_outcome(TOP_BATSMAN, "inningnr=1", FIRST), Some((Side::Home, 1)));
    assert_eq!(batter_of_outcome(TOP_BATSMAN, "inningnr=2", FIRST + 10), Some((Side::Away, 11)));
    assert_eq!(batter_of_outcome(TOP_BATSMAN, "inningnr=2", FIRST + 11), None);
    assert_eq!(batter_of_outcome(TOP_BATSMAN, "inningnr=3", FIRST), None);
    assert_eq!(batter_of_outcome(DISMISSAL, "inningnr=1", FIRST), None);
}
