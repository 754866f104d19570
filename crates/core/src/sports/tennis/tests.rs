use super::market_types::{SET_WINNER, TOTAL_GAMES, WINNER};
use super::pricing::{self, game};
use super::*;
use crate::catalogue::MarketStatus;
use crate::market::score_outcome;
use crate::sim::SimEventKind;
use crate::sports::rally::book::{HOME, OVER};
use crate::sports::rally::race::{finals, p_home_wins};
use crate::sports::rally::testkit::{self, find};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A live model in set 1 at `games`, `points`, with `server` serving this game.
fn live_at(games: (u32, u32), points: (u32, u32), server: Side) -> Model {
    let mut m = Model::new(1500.0, 1500.0);
    m.phase = Phase::Play { left: 40.0 };
    m.games = games;
    m.points = points;
    m.server = server;
    m.set_first = if (games.0 + games.1).is_multiple_of(2) { server } else { server.other() };
    m.periods = vec![PeriodScore { number: 1, home: games.0, away: games.1 }];
    m
}

fn fair(q: &MarketQuote, outcome: u32) -> f64 {
    1.0 / testkit::price(q, outcome)
}

#[test]
fn a_service_game_at_sixty_percent_a_point_is_held_as_the_closed_form_says() {
    let serve = PointOdds { home_on_serve: 0.6, away_on_serve: 0.6 };
    let hold = p_home_wins(&finals(&game(serve), 0, 0, Side::Home));
    assert!((hold - 0.7357).abs() < 1e-4, "{hold}");
}

#[test]
fn the_main_book_carries_the_margin_and_the_stronger_player_is_shorter() {
    testkit::assert_main_book::<Model>(WINNER, HOME, 5);
}

#[test]
fn the_match_price_follows_the_elo_expectancy() {
    let quotes = Model::new(1600.0, 1500.0).quotes(Margin::new(0.0).expect("valid margin"));
    let home = fair(find(&quotes, WINNER, ""), HOME);
    assert!((home - 0.64).abs() < 0.015, "{home}");
}

#[test]
fn winner_set_betting_and_totals_come_from_one_distribution() {
    let m = Model::new(1580.0, 1500.0);
    let quotes = m.quotes(Margin::new(0.0).expect("valid margin"));
    let score = find(&quotes, 181, "");
    let winner = fair(find(&quotes, WINNER, ""), HOME);
    let sets = fair(score, score_outcome(2, 0)) + fair(score, score_outcome(2, 1));
    assert!((winner - sets).abs() < 0.02);
    let (_, dist) = pricing::distribution(&m);
    let straight: f64 = dist.iter().filter(|f| f.sets_home + f.sets_away == 2).map(|f| f.prob).sum();
    let line = m.total_lines[3];
    let over: f64 = dist.iter().filter(|f| f64::from(f.tally_home + f.tally_away) > line).map(|f| f.prob).sum();
    let quoted_over = fair(find(&quotes, TOTAL_GAMES, &format!("total={line}")), OVER);
    assert!((over - quoted_over).abs() < 0.01);
    let by_score = fair(score, score_outcome(2, 0)) + fair(score, score_outcome(0, 2));
    assert!((straight - by_score).abs() < 0.02);
    assert!((18.0..26.0).contains(&line), "{line}");
}

#[test]
fn a_player_at_set_point_on_serve_is_priced_shorter_than_before() {
    // Fair prices, so that the near-certain set is still on the price ladder.
    let margin = Margin::new(0.0).expect("valid margin");
    let before = live_at((5, 4), (0, 0), Side::Home).quotes(margin);
    let at_set_point = live_at((5, 4), (3, 1), Side::Home).quotes(margin);
    for (market, spec) in [(WINNER, ""), (SET_WINNER, "setnr=1")] {
        let (b, s) = (
            testkit::price(find(&before, market, spec), HOME),
            testkit::price(find(&at_set_point, market, spec), HOME),
        );
        assert!(s < b, "market {market}: {s} < {b}");
    }
}

#[test]
fn the_game_score_reads_like_tennis() {
    let calls = |points| live_at((2, 1), points, Side::Home).statistics().game_score;
    let pair = |a: &str, b: &str| Some((a.to_owned(), b.to_owned()));
    assert_eq!(calls((2, 0)), pair("30", "0"));
    assert_eq!(calls((3, 3)), pair("40", "40"));
    assert_eq!(calls((5, 4)), pair("A", "40"));
    assert_eq!(live_at((6, 6), (5, 3), Side::Away).statistics().game_score, pair("5", "3"));
}

#[test]
fn breaks_of_serve_and_set_wins_suspend_and_ordinary_points_do_not() {
    let mut m = Model::new(1500.0, 1500.0);
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let (mut suspending, mut ordinary) = (0, 0);
    while m.status() != MatchStatus::Finished {
        let before = (m.server, m.games, m.sets, m.in_tiebreak());
        for event in m.advance(5.0, &mut rng) {
            let SimEventKind::Scored { side, .. } = event.kind else { continue };
            let set_won = m.sets != before.2;
            let broke = m.games != before.1 && !before.3 && side != before.0;
            assert_eq!(event.suspends_markets, set_won || broke, "{before:?} → {:?}", m.games);
            if event.suspends_markets {
                suspending += 1;
            } else {
                ordinary += 1;
            }
        }
    }
    assert!(suspending >= 2 && ordinary > 60, "{suspending} / {ordinary}");
}

#[test]
fn a_simulated_match_finishes_with_a_legal_score_and_every_market_settled() {
    let (model, events) = testkit::play_out::<Model>(1520.0, 1500.0, 3, 9.0);
    testkit::assert_finished_and_settled(&model, &events);
    let stats = model.statistics();
    assert_eq!(stats.total_score.home.max(stats.total_score.away), 2);
    assert_eq!(stats.max_period_number, 3);
    for set in &stats.period_score {
        let (w, l) = (set.home.max(set.away), set.home.min(set.away));
        assert!((w == 6 && l <= 4) || (w == 7 && (l == 5 || l == 6)), "{set:?}");
    }
    let hours = f64::from(stats.clock.match_time) / 3600.0;
    assert!((0.8..3.5).contains(&hours), "{hours}");
}

#[test]
fn small_and_large_steps_give_similar_average_games() {
    let games = |m: &Model| m.statistics().period_score.iter().map(|s| f64::from(s.home + s.away)).sum::<f64>();
    let small = testkit::mean_over_runs::<Model>(20, 2.0, games);
    let large = testkit::mean_over_runs::<Model>(20, 60.0, games);
    assert!((small - large).abs() < 3.0, "{small} vs {large}");
    assert!((16.0..30.0).contains(&small), "{small}");
}

#[test]
fn a_finished_set_is_settled_while_the_next_one_is_priced() {
    let mut m = Model::new(1500.0, 1500.0);
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    while m.periods.len() < 2 {
        m.advance(30.0, &mut rng);
    }
    let quotes = m.quotes(Margin::default());
    assert_eq!(find(&quotes, SET_WINNER, "setnr=1").status, MarketStatus::Settled);
    assert_eq!(find(&quotes, SET_WINNER, "setnr=2").status, MarketStatus::Active);
    assert_eq!(quotes.iter().filter(|q| q.market_id == TOTAL_GAMES && q.most_balanced).count(), 1);
}
