use super::*;
use crate::catalogue::{MarketStatus, MatchStatus};
use crate::market::{score_outcome, MarketQuote};
use crate::odds::Margin;
use crate::sports::rally::book::{HCP_HOME, HOME, OVER};
use crate::sports::rally::testkit::{self, find};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn fair(q: &MarketQuote, outcome: u32) -> f64 {
    1.0 / testkit::price(q, outcome)
}

#[test]
fn the_main_book_carries_the_margin_and_the_stronger_team_is_shorter() {
    testkit::assert_main_book::<Model>(186, HOME, 5);
}

#[test]
fn equal_teams_make_the_home_side_a_slight_favourite() {
    let quotes = Model::new(1500.0, 1500.0).quotes(Margin::new(0.0).expect("valid margin"));
    let home = fair(find(&quotes, 186, ""), HOME);
    assert!((0.51..0.56).contains(&home), "{home}");
}

#[test]
fn set_markets_and_totals_come_from_one_score_distribution() {
    let quotes = Model::new(1580.0, 1500.0).quotes(Margin::new(0.0).expect("valid margin"));
    let score = find(&quotes, 181, "");
    let p = |h, a| fair(score, score_outcome(h, a));
    let winner = fair(find(&quotes, 186, ""), HOME);
    assert!((winner - (p(3, 0) + p(3, 1) + p(3, 2))).abs() < 0.02);
    let over = fair(find(&quotes, 314, "total=4.5"), OVER);
    assert!((over - (p(3, 2) + p(2, 3))).abs() < 0.02);
    let covers = fair(find(&quotes, 188, "hcp=1.5"), HCP_HOME);
    assert!((covers - (1.0 - p(0, 3) - p(1, 3))).abs() < 0.03);
    // The points lines are centred so that one of them is close to even.
    let balanced: Vec<_> = quotes.iter().filter(|q| q.market_id == 238 && q.most_balanced).collect();
    assert_eq!(balanced.len(), 1);
    let over = fair(balanced[0], OVER);
    assert!((0.35..0.65).contains(&over), "{over}");
}

#[test]
fn a_simulated_match_finishes_with_a_legal_score_and_every_market_settled() {
    let (model, events) = testkit::play_out::<Model>(1500.0, 1500.0, 11, 7.0);
    testkit::assert_finished_and_settled(&model, &events);
    let stats = model.statistics();
    assert_eq!(stats.total_score.home.max(stats.total_score.away), 3);
    for set in &stats.period_score {
        let target = if set.number == 5 { 15 } else { 25 };
        assert!(set.home.max(set.away) >= target && set.home.abs_diff(set.away) >= 2, "{set:?}");
        assert!(set.home.max(set.away) == target || set.home.abs_diff(set.away) == 2, "{set:?}");
    }
    let duration = stats.clock.match_time;
    assert!((2000..9000).contains(&duration), "{duration}");
}

#[test]
fn small_and_large_steps_give_similar_average_points() {
    let points = |m: &Model| m.statistics().period_score.iter().map(|s| f64::from(s.home + s.away)).sum::<f64>();
    let small = testkit::mean_over_runs::<Model>(12, 1.0, points);
    let large = testkit::mean_over_runs::<Model>(12, 60.0, points);
    assert!((small - large).abs() < 15.0, "{small} vs {large}");
    assert!((140.0..220.0).contains(&small), "{small}");
}

#[test]
fn the_set_in_progress_is_priced_and_the_finished_one_is_settled() {
    let mut model = Model::new(1500.0, 1500.0);
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    while model.statistics().period_score.len() < 2 {
        model.advance(30.0, &mut rng);
    }
    let quotes = model.quotes(Margin::default());
    assert_eq!(find(&quotes, 202, "setnr=1").status, MarketStatus::Settled);
    assert_eq!(find(&quotes, 202, "setnr=2").status, MarketStatus::Active);
    let stats = model.statistics();
    assert!(stats.clock.stopped, "the clock stops for the break between sets");
}

#[test]
fn a_set_handicap_out_of_reach_is_settled_while_the_rest_stay_open() {
    let mut model = Model::new(1500.0, 1500.0);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    while model.statistics().total_score.home + model.statistics().total_score.away < 2 {
        model.advance(30.0, &mut rng);
    }
    let score = model.statistics().total_score;
    assert_eq!((score.home, score.away), (0, 2), "seed 1 gives a two-set lead to the visitors");
    let quotes = model.quotes(Margin::default());
    assert_eq!(find(&quotes, 188, "hcp=-1.5").status, MarketStatus::Settled);
    assert_eq!(find(&quotes, 188, "hcp=1.5").status, MarketStatus::Active);
    assert_eq!(find(&quotes, 314, "total=3.5").status, MarketStatus::Active);
}

#[test]
fn set_points_markets_agree_with_the_set_winner_and_settle_with_the_set() {
    use crate::sports::depth_testkit::{assert_depth, close, fair, p};
    use crate::sports::rally::contest::sets::{SET_ODD_EVEN, SET_POINT_HCP, SET_TOTAL_POINTS};
    assert_depth(crate::sports::any::MatchModel::Volleyball(Model::new(1550.0, 1500.0)), 25, MARKET_TYPES.len(), "v");
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let mut model = Model::new(1560.0, 1500.0);
    for _ in 0..6 {
        let quotes = model.quotes(fair());
        let set = quotes.iter().find(|q| q.market_id == 202 && q.status == MarketStatus::Active);
        if let Some(set) = set {
            let spec = set.specifier.clone();
            let home_set = p(&quotes, 202, &spec, HOME);
            close(p(&quotes, SET_POINT_HCP, &format!("{spec}|hcp=-0.5"), HCP_HOME), home_set, "a set won by a point");
            let parity = p(&quotes, SET_ODD_EVEN, &spec, 70) + p(&quotes, SET_ODD_EVEN, &spec, 72);
            assert!((parity - 1.0).abs() < 0.005, "odd and even make the whole book (on the ladder): {parity}");
            let open: Vec<&MarketQuote> = quotes
                .iter()
                .filter(|q| q.market_id == SET_TOTAL_POINTS && q.status == MarketStatus::Active)
                .filter(|q| q.specifier.starts_with(&format!("{spec}|")))
                .collect();
            let overs: Vec<f64> = open.iter().map(|q| p(&quotes, SET_TOTAL_POINTS, &q.specifier, OVER)).collect();
            // (Past twice the target a set ends on an even total, so some steps are flat.)
            assert!(overs.windows(2).all(|w| w[0] >= w[1]), "more points are no likelier: {overs:?}");
            assert!(overs.first() > overs.last(), "{overs:?}");
        }
        model.advance(600.0, &mut rng);
    }
    while model.status() != MatchStatus::Finished {
        model.advance(600.0, &mut rng);
    }
    let quotes = model.quotes(fair());
    let first = &model.statistics().period_score[0];
    let total = f64::from(first.home + first.away);
    let lines: Vec<&MarketQuote> =
        quotes.iter().filter(|q| q.market_id == SET_TOTAL_POINTS && q.specifier.starts_with("setnr=1|")).collect();
    assert!(lines.len() >= 10, "every first-set line resolves");
    for settled in lines {
        let line: f64 = settled.spec_value("total").and_then(|v| v.parse().ok()).expect("line");
        let over = settled.outcomes.iter().find(|o| o.id == OVER).and_then(|o| o.result);
        let expected =
            if total > line { crate::market::OutcomeResult::Win } else { crate::market::OutcomeResult::Lose };
        assert_eq!(over, Some(expected), "{} with {total} points", settled.specifier);
    }
    assert!(quotes.iter().filter(|q| q.market_id == SET_ODD_EVEN).all(|q| q.status == MarketStatus::Settled));
}
