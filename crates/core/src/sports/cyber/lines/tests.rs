//! Map line markets: the outlook of a map agrees with the map-winner price, CS2's totals follow
//! its overtimes exactly, kill lines match simulated maps, and a map's lines settle from its score.

use super::*;
use crate::catalogue::MarketStatus;
use crate::market::MarketQuote;
use crate::odds::Margin;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn fair() -> Margin {
    Margin::new(0.0).expect("fair")
}

fn over(quotes: &[MarketQuote], id: u32, spec: &str) -> f64 {
    let quote = quotes.iter().find(|q| q.market_id == id && q.specifier == spec).expect(spec);
    quote.outcomes[0].odds.expect("priced").implied_probability()
}

/// A CS2 match in play on map 1 at `home`:`away` rounds.
fn cs2_at(point: f64, home: u32, away: u32) -> Model {
    let mut model = Model::new(1500.0, 1500.0);
    model.advance(0.0, &mut ChaCha8Rng::seed_from_u64(1));
    model.point = point;
    model.progress = Score { home, away };
    if let Some(map) = model.periods.last_mut() {
        (map.home, map.away) = (home, away);
    }
    model
}

#[test]
fn the_ways_a_map_ends_cover_everything_and_agree_with_the_map_winner() {
    for (game, progress) in [
        (Game::Cs2, Score::default()),
        (Game::Cs2, Score { home: 9, away: 11 }),
        (Game::Cs2, Score { home: 14, away: 13 }),
        (Game::Cs2, Score { home: 17, away: 17 }),
        (Game::Dota2, Score { home: 3, away: 5 }),
        (Game::LeagueOfLegends, Score::default()),
    ] {
        for p in [0.42, 0.5, 0.61] {
            let ends = match game {
                Game::Cs2 => cs2_ends(progress, p),
                _ => moba_ends(game, progress, p),
            };
            let total: f64 = ends.iter().map(|(pr, _, _)| pr).sum();
            assert!((total - 1.0).abs() < 1e-6, "{game:?} {progress:?} {p}: {total}");
            if game == Game::Cs2 {
                let lead = f64::from(progress.home) - f64::from(progress.away);
                let home_wins: f64 = ends.iter().filter(|(_, m, _)| m.mean + lead > 0.0).map(|(pr, _, _)| pr).sum();
                let expected = maps::win_probability(game, progress, p);
                assert!((home_wins - expected).abs() < 1e-6, "{progress:?} {p}: {home_wins} vs {expected}");
            }
        }
    }
}

#[test]
fn cs2_total_rounds_go_over_24_5_exactly_when_the_map_reaches_overtime() {
    let p = 0.55;
    let quotes = cs2_at(p, 0, 0).quotes(fair());
    let tie = 2_704_156.0 * (p * (1.0 - p)).powi(12);
    assert!((over(&quotes, MAP_TOTAL_ROUNDS, "mapnr=1|total=24.5") - tie).abs() < 0.002);
    // At 12:12 every line up to 24 rounds has gone over; the overtime prices the lines beyond.
    let at_tie = cs2_at(p, 12, 12).quotes(fair());
    let passed = cs2_at(p, 12, 12).line_market(MAP_TOTAL_ROUNDS, "mapnr=1|total=23.5").expect("passed line");
    assert_eq!(passed.status, MarketStatus::Settled);
    assert_eq!(passed.outcomes[0].result, Some(crate::market::OutcomeResult::Win));
    assert!(over(&at_tie, MAP_TOTAL_ROUNDS, "mapnr=1|total=28.5") > 0.0);
}

#[test]
fn a_round_handicap_line_prices_between_its_neighbours_and_follows_the_score() {
    let model = cs2_at(0.5, 4, 8);
    let quotes = model.quotes(fair());
    let cover = |hcp: &str| over(&quotes, MAP_ROUND_HANDICAP, &format!("mapnr=1|hcp={hcp}"));
    assert!(cover("2.5") < cover("3.5") && cover("3.5") < cover("4.5"), "home behind gets more the more it is given");
    assert!((0.0..1.0).contains(&cover("3.5")));
}

#[test]
fn kill_lines_agree_with_simulated_maps() {
    for game in [Game::Dota2, Game::LeagueOfLegends] {
        let model = Model::for_game(game, 1560.0, 1500.0);
        let outlook = model.outlook(Score::default());
        let (total_line, margin_line) = (outlook.mean_total().floor() + 0.5, outlook.mean_margin().floor() + 0.5);
        let (runs, mut over_total, mut over_margin) = (4_000, 0, 0);
        for seed in 0..runs {
            let mut map = model.clone();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            while map.map_winners.is_empty() {
                map.advance(600.0, &mut rng);
            }
            let first = &map.periods[0];
            over_total += usize::from(f64::from(first.home + first.away) > total_line);
            over_margin += usize::from(f64::from(first.home) - f64::from(first.away) > margin_line);
        }
        let rate = |n: usize| n as f64 / f64::from(runs as u32);
        let (p_total, p_margin) = (outlook.total_above(total_line), outlook.margin_above(margin_line));
        assert!((rate(over_total) - p_total).abs() < 0.035, "{game:?} total: {} vs {p_total}", rate(over_total));
        assert!((rate(over_margin) - p_margin).abs() < 0.035, "{game:?} margin: {} vs {p_margin}", rate(over_margin));
    }
}

#[test]
fn a_played_map_settles_its_lines_from_its_score_and_a_far_line_resolves_on_request() {
    for game in [Game::Cs2, Game::Dota2] {
        let mut model = Model::for_game(game, 1500.0, 1500.0);
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        while model.map_winners.is_empty() {
            model.advance(60.0, &mut rng);
        }
        let (hcp_id, total_id) = model.line_ids();
        let first = model.periods[0].clone();
        let total = f64::from(first.home + first.away);
        let quotes = model.quotes(fair());
        let mine: Vec<&MarketQuote> = quotes.iter().filter(|q| q.specifier.starts_with("mapnr=1|")).collect();
        assert!(mine.len() >= 2 * LINES && mine.iter().all(|q| q.status == MarketStatus::Settled), "{game:?}");
        let far = model.line_market(total_id, &format!("mapnr=1|total={}", total + 40.5)).expect("resolves");
        assert_eq!(far.outcomes[1].result, Some(crate::market::OutcomeResult::Win), "{game:?}: under");
        let lead = f64::from(first.home) - f64::from(first.away);
        let hcp = model.line_market(hcp_id, &format!("mapnr=1|hcp={}", -lead + 0.5)).expect("resolves");
        assert_eq!(hcp.outcomes[0].result, Some(crate::market::OutcomeResult::Win), "{game:?}: home covers");
        assert!(model.line_market(hcp_id, "mapnr=3|hcp=0.5").is_none(), "a map not yet open is unknown");
        let open = quotes.iter().filter(|q| q.specifier.starts_with("mapnr=2|")).count();
        assert_eq!(open, 2 * LINES, "{game:?}: the next map's lines are open during the break");
    }
}

#[test]
fn each_game_offers_its_own_map_lines_in_a_window_beside_every_other_market() {
    use crate::sports::any::MatchModel;
    use crate::sports::depth_testkit::assert_depth;
    for game in [Game::Cs2, Game::Dota2, Game::LeagueOfLegends] {
        // Six markets without a line, and seven lines (three each side of the balanced one) of
        // the map's handicap and of its total.
        let model = Model::for_game(game, 1550.0, 1500.0);
        let types = model.market_types().len();
        assert_depth(MatchModel::Cyber(model), 6 + 2 * 7, types, &format!("{game:?}"));
    }
}
