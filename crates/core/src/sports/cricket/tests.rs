//! Cricket model tests.

use super::*;
use crate::catalogue::MarketStatus;
use crate::market::MarketQuote;
use crate::odds::Margin;
use crate::sim::{SimEvent, SimEventKind};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn margin() -> Margin {
    Margin::new(0.06).expect("valid margin")
}

fn winner_quote(quotes: &[MarketQuote]) -> &MarketQuote {
    quotes.iter().find(|q| q.market_id == WINNER).expect("winner market")
}

fn implied(quote: &MarketQuote, outcome: u32) -> f64 {
    quote.outcomes.iter().find(|o| o.id == outcome).and_then(|o| o.odds).map_or(0.0, |o| o.implied_probability())
}

fn play_out(model: &mut Model, dt: f64, seed: u64) -> Vec<SimEvent> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut events = Vec::new();
    for _ in 0..100_000 {
        if model.status() == MatchStatus::Finished {
            break;
        }
        events.extend(model.advance(dt, &mut rng));
    }
    events
}

#[test]
fn the_winner_book_carries_the_margin() {
    for (h, a) in [(1500.0, 1500.0), (1450.0, 1620.0)] {
        let quotes = Model::new(h, a).quotes(margin());
        let winner = winner_quote(&quotes);
        let overround = implied(winner, 4) + implied(winner, 5) - 1.0;
        assert!((overround - 0.06).abs() < 0.01, "{overround}");
    }
}

#[test]
fn a_stronger_side_is_priced_shorter_about_as_elo_says() {
    let strong = Model::new(1600.0, 1500.0).home_win_probability();
    assert!((0.6..0.74).contains(&strong), "{strong}");
    let weak = Model::new(1400.0, 1500.0).home_win_probability();
    assert!((0.32..0.46).contains(&weak), "{weak}");
    let quotes = Model::new(1400.0, 1500.0).quotes(margin());
    assert!(implied(winner_quote(&quotes), 5) > implied(winner_quote(&quotes), 4));
}

#[test]
fn first_innings_lines_come_from_the_law_the_winner_is_priced_from() {
    let mut model = Model::new(1530.0, 1500.0);
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    model.advance(42.0 * 50.0, &mut rng);
    let law = model.innings_law(1);
    let quotes = model.quotes(Margin::new(0.0).expect("fair"));
    for q in quotes.iter().filter(|q| q.market_id == INNINGS_TOTAL && q.status == MarketStatus::Active) {
        let line: f64 = q.spec_value("total").and_then(|v| v.parse().ok()).expect("line");
        assert!((implied(q, 12) - law.above(line)).abs() < 0.02, "{line}");
    }
    // More first-innings runs with the same balls and wickets make the home side (batting first) likelier.
    let before = model.home_win_probability();
    model.innings[0].runs += 20;
    assert!(model.home_win_probability() > before + 0.1);
}

#[test]
fn a_simulated_match_finishes_with_a_plausible_score_and_everything_settled() {
    let mut model = Model::new(1510.0, 1500.0);
    let events = play_out(&mut model, 45.0, 21);
    assert_eq!(model.status(), MatchStatus::Finished);
    let stats = model.statistics();
    assert!((60..=280).contains(&stats.total_score.home), "{:?}", stats.total_score);
    assert!(stats.period_score.len() >= 2);
    let winner = model.winner().expect("a winner");
    if stats.period_score.len() == 2 {
        let home_won = stats.total_score.home > stats.total_score.away;
        assert_eq!(winner == Side::Home, home_won);
    }
    assert!(events.iter().filter(|e| matches!(e.kind, SimEventKind::Incident { .. })).all(|e| e.suspends_markets));
    assert!(events.iter().filter(|e| matches!(e.kind, SimEventKind::Scored { .. })).all(|e| !e.suspends_markets));
    assert!(model.quotes(margin()).iter().all(|q| q.status == MarketStatus::Settled));
}

#[test]
fn a_tied_match_goes_to_a_super_over_batted_first_by_the_chasing_side() {
    let mut model = Model::new(1500.0, 1500.0);
    let mut rng = ChaCha8Rng::seed_from_u64(6);
    model.advance(1.0, &mut rng);
    model.innings[0] =
        Innings { runs: 150, wickets: 6, balls: 120, batters: Vec::new(), ..Innings::opened(Side::Home) };
    model.innings.push(Innings {
        runs: 150,
        wickets: 9,
        balls: 119,
        batters: Vec::new(),
        ..Innings::opened(Side::Away)
    });
    model.balls[1].wicket = 1.0;
    model.balls[1].runs = [0.0; 7];
    model.advance(BALL_SECS, &mut rng);
    assert_eq!(model.status(), MatchStatus::Live);
    assert_eq!(model.phase, Phase::Break);
    assert!(model.winner().is_none());
    let p = model.home_win_probability();
    assert!((p - model.super_over_home_for_tests()).abs() < 1e-12);
    model.advance(SUPER_OVER_BREAK_SECS + 1.0, &mut rng);
    assert_eq!(model.innings.last().map(|i| i.side), Some(Side::Away));
    play_out(&mut model, 30.0, 7);
    assert_eq!(model.status(), MatchStatus::Finished);
    assert!(model.quotes(margin()).iter().all(|q| q.status == MarketStatus::Settled));
}

#[test]
fn small_and_large_steps_give_similar_scores_and_the_law_matches_them() {
    let runs = 80;
    let model = Model::new(1500.0, 1500.0);
    let law = model.innings_law(1);
    let mut averages = Vec::new();
    for dt in [1.0, 60.0] {
        let mut first = 0.0;
        let mut home_wins = 0.0;
        for seed in 0..runs {
            let mut m = model.clone();
            play_out(&mut m, dt, 300 + seed);
            first += f64::from(m.statistics().total_score.home);
            home_wins += f64::from(u8::from(m.winner() == Some(Side::Home)));
        }
        averages.push((first / runs as f64, home_wins / runs as f64));
    }
    for (first, wins) in &averages {
        assert!((first - law.mean).abs() < 8.0, "{first} vs {}", law.mean);
        assert!((wins - model.home_win_probability()).abs() < 0.16, "{wins}");
    }
    assert!((averages[0].0 - averages[1].0).abs() < 10.0, "{averages:?}");
}

#[test]
fn each_wicket_settles_its_method_market_as_it_falls() {
    use crate::market::OutcomeResult;
    use crate::sports::any::MatchModel;
    let mut counts = [0usize; 6];
    let mut wickets = 0usize;
    for seed in 0..40 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut model = Model::new(1500.0, 1520.0);
        let prematch = model.quotes(margin());
        let first = prematch.iter().find(|q| q.market_id == DISMISSAL).expect("first wicket offered prematch");
        assert_eq!(first.specifier, "inningnr=1|wicketnr=1");
        let book: f64 = (1401..=1406).map(|o| implied(first, o)).sum();
        assert!((book - 1.06).abs() < 0.005, "the book carries the margin: {book}");
        while model.status() != MatchStatus::Finished {
            let before: Vec<u32> = model.innings.iter().map(|i| i.wickets).collect();
            model.advance(BALL_SECS, &mut rng);
            let fell = model.innings.iter().enumerate().find(|(k, i)| i.wickets > before.get(*k).copied().unwrap_or(0));
            if let Some((k, innings)) = fell.filter(|(k, _)| *k < 2) {
                let spec = format!("inningnr={}|wicketnr={}", k + 1, innings.wickets);
                let quotes = model.quotes(margin());
                let settled = quotes.iter().find(|q| q.market_id == DISMISSAL && q.specifier == spec).expect(&spec);
                let won: Vec<u32> =
                    settled.outcomes.iter().filter(|o| o.result == Some(OutcomeResult::Win)).map(|o| o.id).collect();
                let method = innings.dismissals[innings.wickets as usize - 1];
                assert_eq!(won, vec![1401 + method as u32], "{spec}");
                counts[method as usize] += 1;
                wickets += 1;
            }
        }
        // A wicket the innings never reached is void.
        let innings = &model.innings[0];
        if innings.wickets < 10 {
            let spec = format!("inningnr=1|wicketnr={}", innings.wickets + 1);
            let void = MatchModel::Cricket(model.clone()).resolve(DISMISSAL, &spec).expect("decided");
            assert!(void.iter().all(|(_, o)| *o == crate::betting::SelectionOutcome::VOID), "{spec}");
        }
    }
    assert!(wickets > 300, "{wickets} wickets");
    let caught = counts[0] as f64 / wickets as f64;
    assert!((caught - 0.60).abs() < 0.06, "catches are the commonest dismissal: {caught}");
}
