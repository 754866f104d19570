//! Tests of the basketball book's depth: how many markets a prematch match offers, that the
//! quarter, half, side and margin markets agree with the match markets, and that they resolve
//! from the quarters' scores.

use super::market_types::*;
use super::team::margin_band;
use super::*;
use crate::catalogue::MarketStatus;
use crate::market::{MarketQuote, OutcomeResult};
use crate::odds::Margin;
use crate::sports::any::MatchModel;
use crate::sports::depth_testkit::{assert_depth, fair, p};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[test]
fn a_prematch_match_offers_over_forty_markets() {
    for (home, away) in [(1500.0, 1500.0), (1700.0, 1450.0), (1400.0, 1650.0)] {
        let what = format!("{home} v {away}");
        assert_depth(MatchModel::Basketball(Model::new(home, away)), 40, MARKET_TYPES.len(), &what);
    }
}

#[test]
fn quarters_halves_and_sides_add_up_to_the_match() {
    let model = Model::new(1580.0, 1500.0);
    let outlook = model.outlook();
    let quarters: f64 = (1..=QUARTERS).map(|q| model.known(q..=q).total.mean).sum();
    let halves = model.known(1..=2).total.mean + model.known(3..=4).total.mean;
    for sum in [quarters, halves] {
        assert!((sum - outlook.total.mean).abs() < 1e-9, "{sum} vs {}", outlook.total.mean);
    }
    let margins = model.known(1..=2).margin.mean + model.known(3..=4).margin.mean;
    assert!((margins - outlook.margin.mean).abs() < 1e-9);
    let sides = outlook.side_mean(true) + outlook.side_mean(false);
    assert!((sides - outlook.expected_total()).abs() < 1e-9);

    let quotes = model.quotes(fair());
    let home_bands: f64 = (201..=206).map(|id| p(&quotes, WINNING_MARGIN, "", id)).sum();
    assert!((home_bands - p(&quotes, WINNER, "", 4)).abs() < 0.01, "{home_bands}");
    let first_home = p(&quotes, FIRST_HALF.result, "", 1);
    let first_half_cover = p(&quotes, FIRST_HALF.handicap, "hcp=-0.5", 1714);
    assert!((first_home - first_half_cover).abs() < 0.01, "{first_home} vs {first_half_cover}");
}

/// A finished match with these quarter scores (a fifth entry is an overtime).
fn finished(quarters: &[(u32, u32)]) -> Model {
    let mut model = Model::new(1500.0, 1500.0);
    model.periods = quarters
        .iter()
        .zip(1..)
        .map(|(&(home, away), number)| crate::statistics::PeriodScore { number, home, away })
        .collect();
    model.score = Score { home: quarters.iter().map(|q| q.0).sum(), away: quarters.iter().map(|q| q.1).sum() };
    (model.phase, model.period) = (Phase::Finished, quarters.len() as u8);
    model
}

fn winner(quote: &MarketQuote) -> Vec<u32> {
    quote.outcomes.iter().filter(|o| o.result == Some(OutcomeResult::Win)).map(|o| o.id).collect()
}

#[test]
fn every_market_resolves_from_the_quarters_scores() {
    let mut rng = ChaCha8Rng::seed_from_u64(41);
    for _ in 0..200 {
        let mut quarters: Vec<(u32, u32)> = (0..4).map(|_| (rng.gen_range(10..32), rng.gen_range(10..32))).collect();
        let regulation = quarters.iter().fold((0, 0), |(h, a), q| (h + q.0, a + q.1));
        if regulation.0 == regulation.1 {
            quarters.push((rng.gen_range(5..15), rng.gen_range(5..15)));
            if quarters[4].0 == quarters[4].1 {
                quarters[4].0 += 1;
            }
        }
        let model = finished(&quarters);
        let quotes = model.quotes(Margin::default());
        for quote in &quotes {
            assert_eq!(quote.status, MarketStatus::Settled, "{} [{}] {quarters:?}", quote.market_id, quote.specifier);
            if quote.market_id == RACE_TO {
                // Who got there first is in the order of baskets, which quarter scores do not
                // tell (races_are_priced_as_they_are_run covers them).
                continue;
            }
            assert_eq!(winner(quote).len(), 1, "{} [{}] {quarters:?}", quote.market_id, quote.specifier);
        }
        let first_half = (quarters[0].0 + quarters[1].0, quarters[0].1 + quarters[1].1);
        let line = f64::from(first_half.0 + first_half.1) - 0.5;
        let spec = format!("total={}", crate::market::format_line(line));
        let over = model.line_market(FIRST_HALF.total, &spec).expect("any first-half line resolves");
        assert_eq!(winner(&over), vec![12], "{quarters:?}");
        let diff = i64::from(model.score.home) - i64::from(model.score.away);
        let band = margin_band(diff).expect("no tie at the end");
        let margin = quotes.iter().find(|q| q.market_id == WINNING_MARGIN).expect("winning margin");
        assert_eq!(winner(margin), vec![MARGINS[band].id], "{quarters:?}");
        let q3 = quarters[2];
        let hcp = -(f64::from(q3.0) - f64::from(q3.1)) + 0.5;
        let spec = format!("quarternr=3|hcp={}", crate::market::format_line(hcp));
        let cover = model.line_market(QUARTER.handicap, &spec).expect("any quarter line resolves");
        assert_eq!(winner(&cover), vec![1714], "{quarters:?} {spec}");
    }
}

#[test]
fn races_are_priced_as_they_are_run() {
    let model = Model::new(1620.0, 1500.0);
    let quotes = model.quotes(fair());
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    const RUNS: usize = 3000;
    let mut home_first = [0usize; super::race::RACES.len()];
    for _ in 0..RUNS {
        let mut run = model.clone();
        while run.race_winners.len() < super::race::RACES.len() && run.phase != Phase::Finished {
            run.advance(60.0, &mut rng);
        }
        let settled = run.quotes(fair());
        for (index, &target) in super::race::RACES.iter().enumerate() {
            let spec = format!("pointnr={target}");
            let quote = settled.iter().find(|q| q.market_id == RACE_TO && q.specifier == spec).expect("race");
            assert_eq!(quote.status, MarketStatus::Settled, "{spec}");
            let won = winner(quote);
            assert_eq!(won.len(), 1, "{spec}");
            assert_eq!(won[0] == 4, run.race_winners[index] == Side::Home, "{spec}");
            home_first[index] += usize::from(won[0] == 4);
        }
    }
    for (index, &target) in super::race::RACES.iter().enumerate() {
        let spec = format!("pointnr={target}");
        let priced = p(&quotes, RACE_TO, &spec, 4);
        let run = home_first[index] as f64 / RUNS as f64;
        assert!((priced - run).abs() < 0.03, "race to {target}: priced {priced}, run {run}");
        assert!(priced > 0.5, "the stronger side is likelier to get there first: {priced}");
    }
    // A longer race favours the stronger side more.
    assert!(p(&quotes, RACE_TO, "pointnr=40", 4) > p(&quotes, RACE_TO, "pointnr=10", 4));

    // An entered final score settles only the races just one side reached.
    let mut entered = Model::new(1500.0, 1500.0);
    entered.finish_with(Score { home: 35, away: 8 }).expect("final score");
    let results: Vec<Vec<u32>> = super::race::RACES
        .iter()
        .map(|target| {
            let spec = format!("pointnr={target}");
            winner(entered.quotes(fair()).iter().find(|q| q.market_id == RACE_TO && q.specifier == spec).expect("race"))
        })
        .collect();
    assert_eq!(results, vec![vec![4], vec![4], vec![4], vec![]]);
}
