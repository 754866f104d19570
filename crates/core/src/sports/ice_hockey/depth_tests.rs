//! Tests of the ice hockey book's depth: the markets with overtime, each side's and each
//! period's totals agree with the regulation and winner markets, and resolve from the final
//! state.

use super::*;
use crate::market::OutcomeResult;
use crate::sports::any::MatchModel;
use crate::sports::depth_testkit::{assert_depth, close, p};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[test]
fn a_prematch_match_offers_every_market_type_and_over_fifty_markets() {
    assert_depth(MatchModel::IceHockey(Model::new(1550.0, 1500.0)), 50, MARKET_TYPES.len(), "ice_hockey");
}

#[test]
fn overtime_side_and_period_markets_agree_with_regulation_and_the_winner() {
    let model = Model::new(1580.0, 1500.0);
    let quotes = model.quotes(Margin::new(0.0).expect("fair"));
    close(p(&quotes, 1411, "hcp=-0.5", 1714), p(&quotes, 186, "", 4), "the winner is the -0.5 handicap with overtime");
    let regulation = model.regulation();
    let over_five = regulation.prob(|h, a| h + a > 5);
    close(p(&quotes, 1410, "total=5.5", 12), over_five, "a tie after regulation is even, so never 5 then");
    let six_tie = regulation.prob(|h, a| h == 3 && a == 3);
    close(p(&quotes, 1410, "total=6.5", 12), regulation.prob(|h, a| h + a > 6) + six_tie, "3:3 goes to 7");
    close(p(&quotes, 19, "total=0.5", 13), regulation.prob(|h, _| h == 0), "home blanked in regulation");
    let periods_nil: f64 = (1..=3).map(|n| p(&quotes, 446, &format!("periodnr={n}|total=0.5"), 13)).product();
    close(periods_nil, regulation.prob(|h, a| h + a == 0), "no goal in any period");
}

#[test]
fn markets_with_overtime_resolve_on_the_final_score() {
    let mut rng = ChaCha8Rng::seed_from_u64(23);
    for _ in 0..100 {
        let mut model = Model::new(1500.0, 1500.0);
        model.periods = [0, 1, 2].map(|_| Score { home: rng.gen_range(0..3), away: rng.gen_range(0..3) });
        let regulation = model.regulation_score();
        if regulation.home == regulation.away {
            if rng.gen_bool(0.5) {
                model.overtime =
                    if rng.gen_bool(0.5) { Score { home: 1, away: 0 } } else { Score { home: 0, away: 1 } };
            } else {
                model.shootout = Some(if rng.gen_bool(0.5) { Side::Home } else { Side::Away });
            }
        }
        model.phase = Phase::Finished;
        let total = model.total_score();
        for quote in model.quotes(Margin::default()) {
            let winners: Vec<u32> =
                quote.outcomes.iter().filter(|o| o.result == Some(OutcomeResult::Win)).map(|o| o.id).collect();
            assert_eq!(winners.len(), 1, "{} [{}] {:?}", quote.market_id, quote.specifier, model.periods);
            if let (1410, Some(line)) = (quote.market_id, quote.spec_value("total").and_then(|v| v.parse::<f64>().ok()))
            {
                let over = f64::from(total.home + total.away) > line;
                assert_eq!(winners, vec![if over { 12 } else { 13 }], "{total:?} {line}");
            }
        }
    }
}

#[test]
fn odd_even_goals_follow_the_regulation_law_and_resolve_without_overtime() {
    let model = Model::new(1550.0, 1500.0);
    let quotes = model.quotes(Margin::new(0.0).expect("fair"));
    let odd = model.regulation().prob(|h, a| (h + a) % 2 == 1);
    close(p(&quotes, 26, "", 70), odd, "odd regulation goals");
    close(p(&quotes, 26, "", 72), 1.0 - odd, "even regulation goals");

    // 2:2 after regulation, won 3:2 in overtime: the regulation score is even.
    let mut finished = Model::new(1500.0, 1500.0);
    finished.periods = [Score { home: 1, away: 0 }, Score { home: 0, away: 1 }, Score { home: 1, away: 1 }];
    finished.overtime = Score { home: 1, away: 0 };
    finished.phase = Phase::Finished;
    let quote = finished.quotes(Margin::default()).into_iter().find(|q| q.market_id == 26).expect("odd/even");
    let results: Vec<(u32, Option<OutcomeResult>)> = quote.outcomes.iter().map(|o| (o.id, o.result)).collect();
    assert_eq!(results, vec![(70, Some(OutcomeResult::Lose)), (72, Some(OutcomeResult::Win))]);
    assert!(MatchModel::IceHockey(finished).resolve(26, "").is_some(), "the settled market resolves");
}
