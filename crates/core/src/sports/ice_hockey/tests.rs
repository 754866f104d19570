//! Tests of the ice hockey model.

use super::*;
use crate::catalogue::MarketStatus;
use crate::market::{MarketQuote, OutcomeResult};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn margin() -> Margin {
    Margin::new(0.06).expect("valid margin")
}

fn find<'a>(quotes: &'a [MarketQuote], id: u32, spec: &str) -> &'a MarketQuote {
    quotes.iter().find(|q| q.market_id == id && q.specifier == spec).expect("market present")
}

fn price(quote: &MarketQuote, outcome: u32) -> f64 {
    quote.outcomes.iter().find(|o| o.id == outcome).and_then(|o| o.odds).expect("priced").as_f64()
}

fn play_out(model: &mut Model, dt: f64, rng: &mut ChaCha8Rng) -> Vec<SimEvent> {
    let mut events = Vec::new();
    for _ in 0..100_000 {
        if model.status() == MatchStatus::Finished {
            break;
        }
        events.extend(model.advance(dt, rng));
    }
    events
}

#[test]
fn the_main_book_overround_equals_the_margin() {
    let quotes = Model::new(1500.0, 1500.0).quotes(margin());
    for (id, spec) in [(1, ""), (186, ""), (18, "total=5.5")] {
        let sum: f64 =
            find(&quotes, id, spec).outcomes.iter().filter_map(|o| o.odds).map(|x| x.implied_probability()).sum();
        assert!((sum - 1.06).abs() < 0.01, "market {id}: {sum}");
    }
}

#[test]
fn a_stronger_side_is_priced_shorter() {
    let quotes = Model::new(1450.0, 1650.0).quotes(margin());
    assert!(price(find(&quotes, 1, ""), 3) < price(find(&quotes, 1, ""), 1));
    assert!(price(find(&quotes, 186, ""), 5) < price(find(&quotes, 186, ""), 4));
}

#[test]
fn every_market_comes_from_the_regulation_matrix() {
    let model = Model::new(1540.0, 1500.0);
    let quotes = model.quotes(Margin::new(0.0).expect("fair"));
    let dist = model.regulation();
    assert!((dist.expected_total() - (model.lambda_home + model.lambda_away)).abs() < 0.05);
    let over = 1.0 / price(find(&quotes, 18, "total=5.5"), 12);
    assert!((over - dist.prob(|h, a| h + a > 5)).abs() < 0.01);
    let puck_line = 1.0 / price(find(&quotes, 16, "hcp=-1.5"), 1714);
    assert!((puck_line - dist.prob(|h, a| h >= a + 2)).abs() < 0.01);
    let (home, draw) = (dist.prob(|h, a| h > a), dist.prob(|h, a| h == a));
    let winner = 1.0 / price(find(&quotes, 186, ""), 4);
    assert!(winner > home + 0.3 * draw && winner < home + 0.7 * draw);
}

#[test]
fn the_clock_counts_down_and_stops_between_periods() {
    let mut model = Model::new(1500.0, 1500.0);
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    model.advance(300.0, &mut rng);
    let clock = model.statistics().clock;
    assert_eq!((clock.match_time, clock.remaining_time, clock.remaining_time_in_period), (300, Some(3300), Some(900)));
    assert!(!clock.stopped);
    model.advance(1000.0, &mut rng);
    let stats = model.statistics();
    assert!(stats.clock.stopped);
    assert_eq!(stats.clock.match_time, 1200);
    assert_eq!(stats.period_score.len(), 1);
    assert_eq!(find(&model.quotes(margin()), 442, "periodnr=1").status, MarketStatus::Settled);
    assert_eq!(stats.max_period_number, 3);
}

#[test]
fn a_simulated_match_runs_to_the_end_with_every_market_settled() {
    let mut model = Model::new(1520.0, 1480.0);
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let events = play_out(&mut model, 20.0, &mut rng);
    assert_eq!(events.first().map(|e| &e.kind), Some(&SimEventKind::Started));
    assert_eq!(events.last().map(|e| &e.kind), Some(&SimEventKind::Finished));
    let stats = model.statistics();
    assert!(stats.total_score.home + stats.total_score.away < 16);
    assert_ne!(stats.total_score.home, stats.total_score.away);
    for q in &model.quotes(margin()) {
        assert_eq!(q.status, MarketStatus::Settled, "{} {}", q.market_id, q.specifier);
        assert!(q.outcomes.iter().all(|o| o.result.is_some()));
    }
}

#[test]
fn a_goalless_match_is_decided_by_a_shootout() {
    let mut model = Model::new(1500.0, 1500.0);
    model.lambda_home = 0.0;
    model.lambda_away = 0.0;
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    let events = play_out(&mut model, 45.0, &mut rng);
    assert!(events.contains(&SimEvent::new(SimEventKind::PeriodStarted { number: 5 }, false)));
    let stats = model.statistics();
    assert_eq!(stats.total_score.home + stats.total_score.away, 1);
    assert_eq!(stats.period_score.len(), 5);
    let quotes = model.quotes(margin());
    assert_eq!(find(&quotes, 1, "").outcomes[1].result, Some(OutcomeResult::Win));
    let winner = find(&quotes, 186, "");
    assert_eq!(winner.outcomes.iter().filter(|o| o.result == Some(OutcomeResult::Win)).count(), 1);
}

#[test]
fn a_tied_match_in_overtime_prices_only_the_winner() {
    let mut model = Model::new(1500.0, 1500.0);
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    model.advance(1.0, &mut rng);
    model.phase = Phase::Overtime;
    model.periods = [Score { home: 1, away: 1 }, Score::default(), Score::default()];
    let quotes = model.quotes(margin());
    assert_eq!(find(&quotes, 1, "").status, MarketStatus::Settled);
    assert_eq!(find(&quotes, 186, "").status, MarketStatus::Active);
}

#[test]
fn small_and_large_steps_give_similar_average_scores() {
    let runs = 300;
    let mut averages = Vec::new();
    for dt in [10.0, 60.0] {
        let mut goals = 0u32;
        let prematch = Model::new(1500.0, 1500.0);
        for seed in 0..runs {
            let mut rng = ChaCha8Rng::seed_from_u64(1000 + seed);
            let mut model = prematch.clone();
            play_out(&mut model, dt, &mut rng);
            let r = model.regulation_score();
            goals += r.home + r.away;
        }
        averages.push(f64::from(goals) / runs as f64);
    }
    assert!((averages[0] - averages[1]).abs() < 0.6, "{averages:?}");
    assert!(averages.iter().all(|a| (a - 5.8).abs() < 0.5), "{averages:?}");
}

#[test]
fn every_quoted_market_has_a_market_type() {
    let quotes = Model::new(1500.0, 1400.0).quotes(margin());
    for q in &quotes {
        assert!(MARKET_TYPES.iter().any(|t| t.id == q.market_id), "{}", q.market_id);
    }
    assert!(MARKET_TYPES.iter().all(|t| quotes.iter().any(|q| q.market_id == t.id)));
    assert_eq!(quotes.iter().filter(|q| q.market_id == 18 && q.most_balanced).count(), 1);
}

#[test]
fn live_books_stay_complete_and_fair_throughout_a_match() {
    let mut model = Model::new(1500.0, 1560.0);
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let first: Vec<(u32, String)> = model.quotes(margin()).into_iter().map(|q| (q.market_id, q.specifier)).collect();
    while model.status() != MatchStatus::Finished {
        model.advance(120.0, &mut rng);
        let quotes = model.quotes(margin());
        // Lines are added as goals go in, never taken away (bets on them settle from them).
        assert!(first.iter().all(|(id, spec)| quotes.iter().any(|q| q.market_id == *id && q.specifier == *spec)));
        for q in quotes.iter().filter(|q| q.status == MarketStatus::Active) {
            let offered: Vec<f64> = q.outcomes.iter().filter_map(|o| o.odds).map(|x| x.implied_probability()).collect();
            if offered.len() == q.outcomes.len() && ![10, 45].contains(&q.market_id) {
                let sum: f64 = offered.iter().sum();
                assert!((sum - 1.06).abs() < 0.02, "{} {} {sum}", q.market_id, q.specifier);
            }
        }
    }
}
