//! Property and example tests of ending a match on an operator's final score.

use super::checks::Record;
use super::tests::{assert_fully_resolved, random_model, tick, TICKS};
use super::FinishError;
use crate::betting::SelectionOutcome;
use crate::catalogue::MatchStatus;
use crate::sports::any::MatchModel;
use crate::statistics::Score;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Sets (maps, games) a side needs to win a match of `sport`; `None` for scoring sports.
fn sets_to_win(sport: &str) -> Option<u32> {
    match sport {
        "tennis" | "cs2" | "dota-2" | "league-of-legends" => Some(2),
        "table-tennis" | "volleyball" => Some(3),
        _ => None,
    }
}

/// A random final score that may be possible from `current`.
fn random_final(sport: &str, current: Score, rng: &mut ChaCha8Rng) -> Score {
    if let Some(n) = sets_to_win(sport) {
        let loser = rng.gen_range(0..n);
        return if rng.gen_bool(0.5) { Score { home: n, away: loser } } else { Score { home: loser, away: n } };
    }
    let most = match sport {
        "basketball" => 60,
        "cricket" => 120,
        _ => 3,
    };
    // Now and then a side scores no more (a finished innings cannot change).
    let mut more = || if rng.gen_bool(0.25) { 0 } else { rng.gen_range(1..=most) };
    Score { home: current.home + more(), away: current.away + more() }
}

/// Plays part of a match of `sport`, ends it on a random possible score and checks that every
/// market resolves consistently, settled ones unchanged.
fn finish_partial_matches(sport: &str, matches: u64) {
    let dt = MatchModel::typical_duration_secs(sport).expect(sport) / TICKS;
    for seed in 0..matches {
        let mut rng = ChaCha8Rng::seed_from_u64(1000 + seed);
        let mut model = random_model(sport, &mut rng);
        let mut record = Record { entered: true, ..Record::default() };
        let context = format!("{sport} seed {seed} finished early");
        tick(&context, &model, &mut record);
        for _ in 0..rng.gen_range(0..TICKS as u32) {
            let before = model.clone();
            model.advance(dt, &mut rng);
            if model.status() == MatchStatus::Finished {
                model = before;
                break;
            }
            tick(&context, &model, &mut record);
        }
        let current = model.statistics().total_score;
        let finished = (0..200).any(|_| {
            let score = random_final(sport, current, &mut rng);
            model.finish_with(score.home, score.away).is_ok()
        });
        assert!(finished, "{context}: no final score from {current:?} was accepted");
        assert_eq!(model.status(), MatchStatus::Finished, "{context}");
        tick(&context, &model, &mut record);
        assert_fully_resolved(&context, &model, &record);
    }
}

#[test]
fn goal_sports_resolve_every_market_after_an_entered_final_score() {
    finish_partial_matches("football", 20);
    finish_partial_matches("ice-hockey", 20);
}

#[test]
fn basketball_and_cricket_resolve_every_market_after_an_entered_final_score() {
    finish_partial_matches("basketball", 25);
    finish_partial_matches("cricket", 25);
}

#[test]
fn cyber_resolves_every_market_after_an_entered_final_score() {
    for game in ["cs2", "dota-2", "league-of-legends"] {
        finish_partial_matches(game, 12);
    }
}

#[test]
fn set_sports_resolve_every_market_after_an_entered_final_score() {
    for sport in ["tennis", "table-tennis", "volleyball"] {
        finish_partial_matches(sport, 8);
    }
}

fn model(sport: &str) -> MatchModel {
    MatchModel::new(sport, 1500.0, 1500.0).expect(sport)
}

#[test]
fn impossible_final_scores_are_refused_with_the_reason() {
    assert_eq!(model("tennis").finish_with(3, 2), Err(FinishError::Impossible));
    assert_eq!(model("volleyball").finish_with(2, 2), Err(FinishError::Draw));
    assert_eq!(model("basketball").finish_with(80, 80), Err(FinishError::Draw));
    assert_eq!(model("ice-hockey").finish_with(2, 2), Err(FinishError::Draw));
    assert_eq!(model("cricket").finish_with(150, 157), Err(FinishError::Impossible));
    let mut football = model("football");
    assert_eq!(football.finish_with(1, 1), Ok(()));
    assert_eq!(football.finish_with(2, 1), Err(FinishError::AlreadyFinished));
}

#[test]
fn a_final_below_the_current_score_is_refused() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut football = model("football");
    while football.statistics().total_score == Score::default() {
        football.advance(60.0, &mut rng);
    }
    assert_eq!(football.finish_with(0, 0), Err(FinishError::BelowCurrentScore));
}

#[test]
fn first_half_markets_are_void_when_the_first_half_was_not_played() {
    let mut football = model("football");
    football.finish_with(2, 1).expect("a possible final");
    let void = SelectionOutcome::VOID;
    assert_eq!(football.resolve(60, ""), Some(vec![(1, void), (2, void), (3, void)]));
    assert_eq!(football.resolve(1, "").map(|r| r[0]), Some((1, SelectionOutcome::WON)));
}

#[test]
fn a_goalless_final_decides_the_first_half_too() {
    let mut football = model("football");
    football.finish_with(0, 0).expect("a possible final");
    assert_eq!(football.resolve(60, "").map(|r| r[1]), Some((2, SelectionOutcome::WON)));
}

#[test]
fn sets_swept_by_one_side_are_known_and_others_are_void() {
    let mut swept = model("tennis");
    swept.finish_with(0, 2).expect("a possible final");
    assert_eq!(swept.resolve(202, "setnr=2").map(|r| r[1]), Some((5, SelectionOutcome::WON)));
    let mut split = model("tennis");
    split.finish_with(2, 1).expect("a possible final");
    assert_eq!(split.resolve(202, "setnr=1").map(|r| r[0]), Some((4, SelectionOutcome::VOID)));
    assert_eq!(split.resolve(181, "").map(|r| r[1]), Some((crate::market::score_outcome(2, 1), SelectionOutcome::WON)));
}

#[test]
fn a_set_in_progress_that_the_final_does_not_decide_is_void() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut tennis = model("tennis");
    while tennis.statistics().period_score.first().is_none_or(|set| set.home + set.away < 3) {
        tennis.advance(60.0, &mut rng);
    }
    tennis.finish_with(2, 1).expect("a possible final from the first set");
    assert_eq!(tennis.resolve(202, "setnr=1").map(|r| r[0]), Some((4, SelectionOutcome::VOID)));
}

/// Removes the fields final-score entry added from a stored model, wherever they sit.
fn strip_entry_fields(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::Object(map) => {
            for key in ["first_half_open", "unplayed", "unplayed_from"] {
                map.remove(key);
            }
            map.values_mut().for_each(strip_entry_fields);
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(strip_entry_fields),
        _ => {}
    }
}

#[test]
fn models_stored_before_final_score_entry_still_load() {
    for sport in ["football", "ice-hockey", "basketball", "tennis", "table-tennis", "volleyball"] {
        let mut stored = serde_json::to_value(model(sport)).expect("serializes");
        strip_entry_fields(&mut stored);
        let loaded: MatchModel = serde_json::from_value(stored).expect(sport);
        assert_eq!(loaded, model(sport), "{sport}");
    }
}
