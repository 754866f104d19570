//! Tests of the tennis book's depth: how many markets a prematch match offers, that the set,
//! games and player markets agree with the winner and set betting, and that every market
//! resolves from the sets' games.

use super::market_types::*;
use super::*;
use crate::catalogue::MarketStatus;
use crate::market::{score_outcome, OutcomeResult};
use crate::sports::any::MatchModel;
use crate::sports::depth_testkit::{assert_depth, close, fair, p};
use crate::sports::rally::testkit::{find, price};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[test]
fn a_prematch_match_offers_over_forty_markets() {
    for (home, away) in [(1500.0, 1500.0), (1650.0, 1500.0), (1450.0, 1700.0)] {
        let what = format!("{home} v {away}");
        // A game's markets are offered in play only.
        let prematch_types = MARKET_TYPES.len() - [GAME_WINNER, GAME_DEUCE, GAME_CORRECT_SCORE].len();
        assert_depth(MatchModel::Tennis(Model::new(home, away)), 40, prematch_types, &what);
    }
}

#[test]
fn set_games_and_player_markets_agree_with_the_winner_and_set_betting() {
    let model = Model::new(1560.0, 1500.0);
    let quotes = model.quotes(fair());
    let sets = |h, a| p(&quotes, SET_BETTING, "", score_outcome(h, a));
    close(p(&quotes, SET_HCP, "hcp=-1.5", 1714), sets(2, 0), "home by two sets");
    close(p(&quotes, SET_HCP, "hcp=1.5", 1715), sets(0, 2), "away by two sets");
    close(p(&quotes, TOTAL_SETS, "total=2.5", 12), sets(2, 1) + sets(1, 2), "three sets");
    close(p(&quotes, AWAY_WINS_A_SET, "", 76), sets(2, 0), "away wins no set");
    close(p(&quotes, HOME_WINS_A_SET, "", 74), 1.0 - sets(0, 2), "home wins a set");
    let first_set: Vec<(u32, f64)> = find(&quotes, SET_CORRECT_SCORE, "setnr=1")
        .outcomes
        .iter()
        .map(|o| {
            (o.id - crate::market::SCORE_OUTCOME_BASE, 1.0 / price(find(&quotes, SET_CORRECT_SCORE, "setnr=1"), o.id))
        })
        .collect();
    let by = |pred: &dyn Fn(u32, u32) -> bool| -> f64 {
        first_set.iter().filter(|(n, _)| pred(n / 100, n % 100)).map(|(_, p)| p).sum()
    };
    close(by(&|h, a| h > a), p(&quotes, SET_WINNER, "setnr=1", 4), "first-set scores by the set winner");
    close(by(&|h, a| h + a == 13), p(&quotes, SET_TIEBREAK, "setnr=1", 74), "first-set tiebreak");
    close(by(&|h, a| h + a > 9), p(&quotes, SET_TOTAL_GAMES, "setnr=1|total=9.5", 12), "first-set games");
    close(by(&|h, a| h >= a + 3), p(&quotes, SET_GAME_HCP, "setnr=1|hcp=-2.5", 1714), "first-set margin");
    let (_, dist) = pricing::distribution(&model);
    let line = model.player_lines[0][3];
    let over: f64 = dist.iter().filter(|f| f64::from(f.tally_home) > line).map(|f| f.prob).sum();
    close(p(&quotes, HOME_GAMES, &format!("total={line}"), 12), over, "home games");
    let odd: f64 = dist.iter().filter(|f| (f.tally_home + f.tally_away) % 2 == 1).map(|f| f.prob).sum();
    close(p(&quotes, ODD_EVEN_GAMES, "", 70), odd, "odd games");
}

/// A finished match with these sets' games.
fn finished(sets: &[(u32, u32)]) -> Model {
    let mut model = Model::new(1500.0, 1500.0);
    model.periods = sets.iter().zip(1..).map(|(&(home, away), number)| PeriodScore { number, home, away }).collect();
    let won = |home: bool| sets.iter().filter(|s| (s.0 > s.1) == home).count() as u32;
    (model.sets, model.phase) = (Score { home: won(true), away: won(false) }, Phase::Finished);
    model
}

/// A random final games score of a set, won by `home` or not.
fn random_set(rng: &mut ChaCha8Rng, home: bool) -> (u32, u32) {
    let (w, l) = match rng.gen_range(0..7) {
        5 => (7, 5),
        6 => (7, 6),
        k => (6, k),
    };
    if home {
        (w, l)
    } else {
        (l, w)
    }
}

#[test]
fn every_market_resolves_from_the_sets_games() {
    let mut rng = ChaCha8Rng::seed_from_u64(17);
    for _ in 0..150 {
        let winners: Vec<bool> = match rng.gen_range(0..4) {
            0 => vec![true, true],
            1 => vec![false, false],
            2 => vec![true, false, rng.gen_bool(0.5)],
            _ => vec![false, true, rng.gen_bool(0.5)],
        };
        let sets: Vec<(u32, u32)> = winners.iter().map(|&home| random_set(&mut rng, home)).collect();
        let model = finished(&sets);
        let quotes = model.quotes(Margin::default());
        for quote in &quotes {
            let wins = quote.outcomes.iter().filter(|o| o.result == Some(OutcomeResult::Win)).count();
            assert_eq!(quote.status, MarketStatus::Settled, "{} [{}] {sets:?}", quote.market_id, quote.specifier);
            assert_eq!(wins, 1, "{} [{}] {sets:?}", quote.market_id, quote.specifier);
        }
        for (number, &(h, a)) in (1..).zip(&sets) {
            let score = find(&quotes, SET_CORRECT_SCORE, &format!("setnr={number}"));
            let won = score.outcomes.iter().find(|o| o.result == Some(OutcomeResult::Win)).map(|o| o.id);
            assert_eq!(won, Some(score_outcome(h, a)), "{sets:?}");
        }
        let home_games: u32 = sets.iter().map(|s| s.0).sum();
        for &line in &model.player_lines[0] {
            let q = find(&quotes, HOME_GAMES, &format!("total={line}"));
            let over = q.outcomes[0].result == Some(OutcomeResult::Win);
            assert_eq!(over, f64::from(home_games) > line, "{sets:?} {line}");
        }
    }
}

#[test]
fn a_games_markets_agree_and_settle_from_the_games_log() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut model = Model::new(1540.0, 1500.0);
    let mut offered: Vec<String> = Vec::new();
    while model.phase != Phase::Finished {
        model.advance(40.0, &mut rng);
        let quotes = model.quotes(fair());
        let open = quotes.iter().find(|q| q.market_id == GAME_WINNER && q.status == MarketStatus::Active);
        if let Some(open) = open {
            let spec = open.specifier.as_str();
            // An exact score the points so far rule out has no price.
            let p = |market_id, spec: &str, outcome| {
                let quote = quotes.iter().find(|q| q.market_id == market_id && q.specifier == spec).expect(spec);
                quote
                    .outcomes
                    .iter()
                    .find(|o| o.id == outcome)
                    .and_then(|o| o.odds)
                    .map_or(0.0, |x| x.implied_probability())
            };
            let home = p(GAME_WINNER, spec, 4);
            let home_scores: f64 = (1301..=1304).map(|o| p(GAME_CORRECT_SCORE, spec, o)).sum();
            close(home, home_scores, "the winner and the home player's exact scores");
            let deuce: f64 = [1304, 1308].iter().map(|&o| p(GAME_CORRECT_SCORE, spec, o)).sum();
            let deuce_market = quotes.iter().find(|q| q.market_id == GAME_DEUCE && q.specifier == spec).expect("deuce");
            if deuce_market.status == MarketStatus::Active {
                close(p(GAME_DEUCE, spec, 74), deuce, "deuce and the scores after deuce");
            } else {
                // Deuce reached: the market settled at once while the game goes on.
                let yes = deuce_market.outcomes.iter().find(|o| o.id == 74).and_then(|o| o.result);
                assert_eq!((yes, model.points.0.min(model.points.1) >= 3), (Some(OutcomeResult::Win), true));
            }
            if !offered.iter().any(|s| s == spec) {
                offered.push(spec.to_owned());
            }
        } else if model.phase != Phase::Finished {
            assert!(model.in_tiebreak() || model.phase == Phase::Finished, "a game in play has its markets");
        }
    }
    assert!(offered.len() > 12, "{} games offered", offered.len());
    let resolved = MatchModel::Tennis(model.clone());
    for spec in &offered {
        let settle = resolved.resolve(GAME_WINNER, spec).expect("every game offered resolves");
        let winners = settle.iter().filter(|(_, o)| *o == crate::betting::SelectionOutcome::WON).count();
        let number = |key| crate::market::specifier_value(spec, key).and_then(|v| v.parse::<usize>().ok());
        let end = model.game_log[number("setnr").expect("set") - 1][number("gamenr").expect("game") - 1];
        assert_eq!(winners, 1, "{spec}");
        assert_eq!(settle[0].1 == crate::betting::SelectionOutcome::WON, end.winner == Side::Home, "{spec}");
        let score = resolved.resolve(GAME_CORRECT_SCORE, spec).expect("exact score resolves");
        assert_eq!(score.iter().filter(|(_, o)| *o == crate::betting::SelectionOutcome::WON).count(), 1, "{spec}");
    }
    // A game the match never reached (an operator ended it) is void.
    let mut entered = Model::new(1500.0, 1500.0);
    entered.advance(30.0, &mut rng);
    entered.finish_with(crate::statistics::Score { home: 2, away: 0 }).expect("final score");
    let void = MatchModel::Tennis(entered).resolve(GAME_WINNER, "setnr=1|gamenr=1").expect("decided");
    assert!(void.iter().all(|(_, o)| *o == crate::betting::SelectionOutcome::VOID));
}
