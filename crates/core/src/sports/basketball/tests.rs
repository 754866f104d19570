//! Basketball model tests.

use super::market_types::*;
use super::*;
use crate::catalogue::MarketStatus;
use crate::market::MarketQuote;
use crate::odds::Margin;
use crate::sim::SimEventKind;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn margin() -> Margin {
    Margin::new(0.06).expect("valid margin")
}

fn find<'a>(quotes: &'a [MarketQuote], id: u32, spec: &str) -> &'a MarketQuote {
    quotes.iter().find(|q| q.market_id == id && q.specifier == spec).expect("market present")
}

fn overround(quote: &MarketQuote) -> f64 {
    quote.outcomes.iter().filter_map(|o| o.odds).map(|o| o.implied_probability()).sum::<f64>() - 1.0
}

fn play_out(model: &mut Model, dt: f64, seed: u64) -> Vec<crate::sim::SimEvent> {
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
    for (h, a) in [(1500.0, 1500.0), (1600.0, 1450.0)] {
        let quotes = Model::new(h, a).quotes(margin());
        assert!((overround(find(&quotes, WINNER, "")) - 0.06).abs() < 0.01);
    }
}

#[test]
fn a_stronger_side_is_priced_shorter() {
    let quotes = Model::new(1650.0, 1450.0).quotes(margin());
    let winner = find(&quotes, WINNER, "");
    let (home, away) = (winner.outcomes[0].odds.expect("home"), winner.outcomes[1].odds.expect("away"));
    assert!(home < away);
    let quotes = Model::new(1350.0, 1550.0).quotes(margin());
    let winner = find(&quotes, WINNER, "");
    assert!(winner.outcomes[0].odds > winner.outcomes[1].odds);
}

#[test]
fn the_winner_is_the_minus_half_handicap_of_the_same_margin_law() {
    let model = Model::new(1500.0, 1500.0);
    let quotes = model.quotes(margin());
    let winner = find(&quotes, WINNER, "");
    let handicap = find(&quotes, HANDICAP, "hcp=-0.5");
    assert_eq!(winner.outcomes[0].odds, handicap.outcomes[0].odds);
    assert_eq!(winner.outcomes[1].odds, handicap.outcomes[1].odds);
}

#[test]
fn total_lines_add_up_to_the_expected_total_of_the_outlook() {
    let mut model = Model::new(1550.0, 1480.0);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    model.advance(1300.0, &mut rng);
    let outlook = model.outlook();
    // E[T] = Σ_k P(T > k − 0.5) for a non-negative integer T.
    let implied: f64 = (1..400).map(|k| outlook.total_above(f64::from(k) - 0.5)).sum();
    assert!((implied - outlook.expected_total()).abs() < 0.5, "{implied} vs {}", outlook.expected_total());
    let quotes = model.quotes(Margin::new(0.0).expect("fair"));
    let balanced = quotes.iter().find(|q| q.market_id == TOTAL && q.most_balanced).expect("balanced line");
    let line: f64 = balanced.spec_value("total").and_then(|v| v.parse().ok()).expect("line");
    assert!((line - outlook.expected_total()).abs() <= 1.0);
}

#[test]
fn a_simulated_match_finishes_with_a_plausible_score_and_everything_settled() {
    let mut model = Model::new(1520.0, 1480.0);
    let events = play_out(&mut model, 7.0, 11);
    assert_eq!(model.status(), MatchStatus::Finished);
    assert!(matches!(events.last().map(|e| &e.kind), Some(SimEventKind::Finished)));
    let stats = model.statistics();
    for points in [stats.total_score.home, stats.total_score.away] {
        assert!((45..=130).contains(&points), "score {points}");
    }
    assert_ne!(stats.total_score.home, stats.total_score.away);
    let quotes = model.quotes(margin());
    assert!(quotes.iter().all(|q| q.status == MarketStatus::Settled));
    assert_eq!(quotes.iter().filter(|q| q.market_id == QUARTER.result).count(), 4);
}

#[test]
fn baskets_do_not_suspend_but_quarter_ends_do() {
    let mut model = Model::new(1500.0, 1500.0);
    let events = play_out(&mut model, 30.0, 5);
    assert!(events.iter().filter(|e| matches!(e.kind, SimEventKind::Scored { .. })).all(|e| !e.suspends_markets));
    let ends: Vec<_> = events.iter().filter(|e| matches!(e.kind, SimEventKind::PeriodEnded { .. })).collect();
    assert!(ends.len() >= 4 && ends.iter().all(|e| e.suspends_markets));
}

#[test]
fn a_tie_after_four_quarters_goes_to_overtime() {
    let mut model = Model::new(1500.0, 1500.0);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    model.advance(1.0, &mut rng);
    model.period = 4;
    model.period_left = 0.5;
    model.score = Score { home: 80, away: 80 };
    let events = model.advance(0.5, &mut rng);
    let (home, away) = (model.score.home, model.score.away);
    if home == away {
        assert_eq!(model.period, 5);
        assert_eq!(model.phase, Phase::Break);
        assert_eq!(model.statistics().clock.remaining_time_in_period, Some(300));
        assert!(model.statistics().clock.stopped);
    } else {
        assert!(events.iter().any(|e| e.kind == SimEventKind::Finished));
    }
    play_out(&mut model, 10.0, 2);
    assert_eq!(model.status(), MatchStatus::Finished);
}

#[test]
fn the_prematch_outlook_matches_simulated_scores_whatever_the_step() {
    let runs = 150;
    let model = Model::new(1560.0, 1500.0);
    let outlook = model.outlook();
    let mut averages = Vec::new();
    for dt in [1.0, 60.0] {
        let (mut total, mut diff) = (0.0, 0.0);
        for seed in 0..runs {
            let mut m = model.clone();
            play_out(&mut m, dt, seed);
            total += f64::from(m.score.home + m.score.away);
            diff += f64::from(m.score.home) - f64::from(m.score.away);
        }
        averages.push((total / runs as f64, diff / runs as f64));
    }
    for (total, diff) in &averages {
        assert!((total - outlook.expected_total()).abs() < 5.0, "total {total} vs {}", outlook.expected_total());
        assert!((diff - outlook.margin.mean).abs() < 3.5, "margin {diff} vs {}", outlook.margin.mean);
    }
    assert!((averages[0].0 - averages[1].0).abs() < 6.0);
}

#[test]
fn a_finished_quarter_is_settled_while_the_next_is_priced() {
    let mut model = Model::new(1500.0, 1500.0);
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    model.advance(650.0, &mut rng);
    let quotes = model.quotes(margin());
    assert_eq!(find(&quotes, QUARTER.result, "quarternr=1").status, MarketStatus::Settled);
    assert_eq!(find(&quotes, QUARTER.result, "quarternr=2").status, MarketStatus::Active);
    assert!(quotes.iter().any(|q| q.market_id == QUARTER.total && q.most_balanced));
}

#[test]
fn the_priced_spread_and_win_chance_match_simulated_matches() {
    let runs = 300;
    let model = Model::new(1600.0, 1500.0);
    let outlook = model.outlook();
    let (mut wins, mut sq_margin, mut sq_total) = (0.0, 0.0, 0.0);
    for seed in 0..runs {
        let mut m = model.clone();
        play_out(&mut m, 30.0, 1000 + seed);
        let stats = m.statistics();
        let reg: Vec<_> = stats.period_score.iter().filter(|p| p.number <= QUARTERS).collect();
        let (h, a) = reg.iter().fold((0.0, 0.0), |(h, a), p| (h + f64::from(p.home), a + f64::from(p.away)));
        sq_margin += (h - a - outlook.margin.mean).powi(2);
        sq_total += (h + a - outlook.total.mean).powi(2);
        if stats.total_score.home > stats.total_score.away {
            wins += 1.0;
        }
    }
    let n = runs as f64;
    let p = outlook.margin_at_least(1);
    assert!((wins / n - p).abs() < 0.08, "wins {} vs {p}", wins / n);
    let ratio_margin = (sq_margin / n) / outlook.margin.var;
    let ratio_total = (sq_total / n) / outlook.total.var;
    assert!((0.75..1.33).contains(&ratio_margin), "margin variance ratio {ratio_margin}");
    assert!((0.75..1.33).contains(&ratio_total), "total variance ratio {ratio_total}");
}
