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
        assert_depth(MatchModel::Tennis(Model::new(home, away)), 40, MARKET_TYPES.len(), &what);
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
