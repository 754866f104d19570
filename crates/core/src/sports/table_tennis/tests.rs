use super::*;
use crate::market::{score_outcome, MarketQuote};
use crate::odds::Margin;
use crate::sports::rally::book::{HCP_HOME, HOME, OVER};
use crate::sports::rally::testkit::{self, find};
use rand_chacha::ChaCha8Rng;

fn fair(q: &MarketQuote, outcome: u32) -> f64 {
    1.0 / testkit::price(q, outcome)
}

#[test]
fn the_main_book_carries_the_margin_and_the_stronger_player_is_shorter() {
    testkit::assert_main_book::<Model>(186, HOME, 5);
}

#[test]
fn winner_handicap_and_total_games_come_from_one_score_distribution() {
    let quotes = Model::new(1560.0, 1500.0).quotes(Margin::new(0.0).expect("valid margin"));
    let score = find(&quotes, 181, "");
    let p = |h, a| fair(score, score_outcome(h, a));
    let winner = fair(find(&quotes, 186, ""), HOME);
    assert!((winner - (p(3, 0) + p(3, 1) + p(3, 2))).abs() < 0.02);
    let over = fair(find(&quotes, 314, "total=3.5"), OVER);
    assert!((over - (p(3, 1) + p(1, 3) + p(3, 2) + p(2, 3))).abs() < 0.02);
    let covers = fair(find(&quotes, 188, "hcp=-1.5"), HCP_HOME);
    assert!((covers - (p(3, 0) + p(3, 1))).abs() < 0.02);
}

#[test]
fn a_simulated_match_finishes_with_a_legal_score_and_every_market_settled() {
    let (model, events) = testkit::play_out::<Model>(1500.0, 1500.0, 7, 5.0);
    testkit::assert_finished_and_settled(&model, &events);
    let stats = model.statistics();
    assert_eq!(stats.total_score.home.max(stats.total_score.away), 3);
    assert_eq!(stats.period_score.len() as u32, stats.total_score.home + stats.total_score.away);
    for game in &stats.period_score {
        assert!(game.home.max(game.away) >= 11 && game.home.abs_diff(game.away) >= 2, "{game:?}");
        assert!(game.home.max(game.away) == 11 || game.home.abs_diff(game.away) == 2, "{game:?}");
    }
    assert_eq!(stats.max_period_number, 5);
}

#[test]
fn small_and_large_steps_give_similar_average_points() {
    let points = |m: &Model| m.statistics().period_score.iter().map(|g| f64::from(g.home + g.away)).sum::<f64>();
    let small = testkit::mean_over_runs::<Model>(20, 0.5, points);
    let large = testkit::mean_over_runs::<Model>(20, 60.0, points);
    assert!((small - large).abs() < 8.0, "{small} vs {large}");
    assert!((60.0..110.0).contains(&small), "{small}");
}

#[test]
fn winning_the_first_game_shortens_the_winner_and_settles_its_market() {
    let mut model = Model::new(1500.0, 1500.0);
    let before = testkit::price(find(&model.quotes(Margin::default()), 186, ""), HOME);
    let mut rng = <ChaCha8Rng as rand::SeedableRng>::seed_from_u64(3);
    while model.statistics().total_score.home + model.statistics().total_score.away == 0 {
        model.advance(10.0, &mut rng);
    }
    let quotes = model.quotes(Margin::default());
    let home_won_first = model.statistics().total_score.home == 1;
    let after = testkit::price(find(&quotes, 186, ""), HOME);
    assert_eq!(after < before, home_won_first);
    assert_eq!(find(&quotes, 202, "setnr=1").status, crate::catalogue::MarketStatus::Settled);
    assert_eq!(find(&quotes, 202, "setnr=2").status, crate::catalogue::MarketStatus::Active);
}
