//! Cyber model tests.

use super::pricing::FINALS;
use super::*;
use crate::catalogue::MarketStatus;
use crate::market::{score_outcome, MarketQuote};
use crate::odds::Margin;
use crate::sim::{SimEvent, SimEventKind};
use crate::sports::pricing_math::elo;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

const GAMES: [Game; 3] = [Game::Cs2, Game::Dota2, Game::LeagueOfLegends];

fn margin() -> Margin {
    Margin::new(0.06).expect("valid margin")
}

fn find<'a>(quotes: &'a [MarketQuote], id: u32, spec: &str) -> &'a MarketQuote {
    quotes.iter().find(|q| q.market_id == id && q.specifier == spec).expect("market present")
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
    for game in GAMES {
        for (h, a) in [(1500.0, 1500.0), (1580.0, 1500.0)] {
            let quotes = Model::for_game(game, h, a).quotes(margin());
            let winner = find(&quotes, WINNER, "");
            let overround = implied(winner, 4) + implied(winner, 5) - 1.0;
            assert!((overround - 0.06).abs() < 0.01, "{game:?} {overround}");
        }
    }
}

#[test]
fn a_stronger_side_is_priced_shorter() {
    for game in GAMES {
        let quotes = Model::for_game(game, 1450.0, 1600.0).quotes(margin());
        let winner = find(&quotes, WINNER, "");
        assert!(implied(winner, 5) > implied(winner, 4) + 0.1, "{game:?}");
    }
}

#[test]
fn a_fresh_map_is_won_with_the_elo_expectancy_and_the_match_follows_from_it() {
    for game in GAMES {
        let model = Model::for_game(game, 1600.0, 1500.0);
        let p = elo(100.0);
        assert!((model.current_map_probability() - p).abs() < 1e-6);
        let dist = model.final_distribution();
        assert!((dist.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        assert!((dist[0] + dist[1] - p * p * (3.0 - 2.0 * p)).abs() < 1e-6);
    }
}

#[test]
fn every_market_comes_from_the_one_map_score_distribution() {
    let model = Model::for_game(Game::Dota2, 1540.0, 1500.0);
    let fair = Margin::new(0.0).expect("fair");
    let quotes = model.quotes(fair);
    let score = find(&quotes, CORRECT_MAP_SCORE, "");
    let p: Vec<f64> = FINALS.iter().map(|&(x, y)| implied(score, score_outcome(x, y))).collect();
    let tol = 0.012;
    assert!((implied(find(&quotes, WINNER, ""), 4) - (p[0] + p[1])).abs() < tol);
    assert!((implied(find(&quotes, MAP_HANDICAP, "hcp=-1.5"), 1714) - p[0]).abs() < tol);
    assert!((implied(find(&quotes, MAP_HANDICAP, "hcp=1.5"), 1715) - p[3]).abs() < tol);
    assert!((implied(find(&quotes, TOTAL_MAPS, "total=2.5"), 12) - (p[1] + p[2])).abs() < tol);
}

#[test]
fn a_simulated_match_of_each_game_finishes_with_plausible_maps_and_everything_settled() {
    for (i, game) in GAMES.into_iter().enumerate() {
        let mut model = Model::for_game(game, 1520.0, 1500.0);
        let events = play_out(&mut model, 20.0, 40 + i as u64);
        assert_eq!(model.status(), MatchStatus::Finished);
        let stats = model.statistics();
        assert_eq!(stats.total_score.home.max(stats.total_score.away), 2);
        assert_eq!(stats.period_score.len() as u32, stats.total_score.home + stats.total_score.away);
        for (map, winner) in stats.period_score.iter().zip(&model.map_winners) {
            let (won, lost) = if *winner == Side::Home { (map.home, map.away) } else { (map.away, map.home) };
            match game {
                Game::Cs2 => assert!(won >= 13 && won > lost, "{won}:{lost}"),
                _ => assert!((5..=80).contains(&won), "{game:?} {won} kills"),
            }
        }
        assert!(events.iter().filter(|e| matches!(e.kind, SimEventKind::Scored { .. })).all(|e| e.suspends_markets));
        let quotes = model.quotes(margin());
        assert!(quotes.iter().all(|q| q.status == MarketStatus::Settled), "{game:?}");
        assert_eq!(quotes.iter().filter(|q| q.market_id == MAP_WINNER).count(), stats.period_score.len());
    }
}

#[test]
fn winning_the_first_map_settles_the_plus_handicap_and_shortens_the_winner() {
    let mut model = Model::new(1500.0, 1500.0);
    let before = implied(find(&model.quotes(margin()), WINNER, ""), 4);
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    model.advance(1.0, &mut rng);
    model.point = 1.0;
    while model.map_winners.is_empty() {
        model.advance(30.0, &mut rng);
    }
    model.point = 0.5;
    let quotes = model.quotes(margin());
    assert_eq!(find(&quotes, MAP_WINNER, "mapnr=1").status, MarketStatus::Settled);
    assert_eq!(find(&quotes, MAP_HANDICAP, "hcp=1.5").status, MarketStatus::Settled);
    assert_eq!(find(&quotes, MAP_WINNER, "mapnr=2").status, MarketStatus::Active);
    assert!(implied(find(&quotes, WINNER, ""), 4) > before + 0.15);
}

#[test]
fn small_and_large_steps_give_similar_matches() {
    let runs = 60;
    let mut results = Vec::new();
    for dt in [2.0, 60.0] {
        let (mut maps, mut time, mut home) = (0.0, 0.0, 0.0);
        for seed in 0..runs {
            let mut model = Model::for_game(Game::LeagueOfLegends, 1550.0, 1500.0);
            play_out(&mut model, dt, 500 + seed);
            let stats = model.statistics();
            maps += f64::from(stats.total_score.home + stats.total_score.away);
            time += f64::from(stats.clock.match_time);
            home += f64::from(stats.total_score.home);
        }
        results.push((maps / runs as f64, time / runs as f64, home / runs as f64));
    }
    let ((m1, t1, h1), (m2, t2, h2)) = (results[0], results[1]);
    assert!((m1 - m2).abs() < 0.25 && (h1 - h2).abs() < 0.35, "{results:?}");
    assert!((t1 - t2).abs() < 0.1 * t1, "{results:?}");
    assert!((4000.0..6500.0).contains(&t1), "{results:?}");
}
