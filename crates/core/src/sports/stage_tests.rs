//! Every sport's stages as a match plays out (issue #14 item 3): periods, the breaks between
//! them, half-time, overtime and penalties, each a stage of its own.

use super::any::MatchModel;
use crate::catalogue::MatchStatus;
use crate::statistics::Stage;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The distinct stages a match of `sport` goes through, in order, played in steps of `dt` seconds.
fn stages(sport: &str, seed: u64, dt: f64) -> Vec<Stage> {
    let mut model = MatchModel::new(sport, 1500.0, 1500.0).expect("a sport");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut seen = vec![model.statistics().stage];
    for _ in 0..200_000 {
        if model.status() == MatchStatus::Finished {
            break;
        }
        model.advance(dt, &mut rng);
        let stage = model.statistics().stage;
        if seen.last() != Some(&stage) {
            seen.push(stage);
        }
    }
    seen
}

#[test]
fn football_goes_through_half_time() {
    assert_eq!(
        stages("football", 1, 10.0),
        [Stage::NotStarted, Stage::Period(1), Stage::HalfTime, Stage::Period(2), Stage::Ended]
    );
}

#[test]
fn basketball_breaks_between_quarters_with_half_time_after_the_second() {
    let seen = stages("basketball", 2, 5.0);
    let regulation = [
        Stage::NotStarted,
        Stage::Period(1),
        Stage::Break(1),
        Stage::Period(2),
        Stage::HalfTime,
        Stage::Period(3),
        Stage::Break(3),
        Stage::Period(4),
    ];
    assert_eq!(seen[..regulation.len()], regulation);
    assert_eq!(seen.last(), Some(&Stage::Ended));
    for stage in &seen[regulation.len()..seen.len() - 1] {
        assert!(matches!(stage, Stage::OvertimeBreak | Stage::Overtime(_)), "{seen:?}");
    }
}

#[test]
fn ice_hockey_has_intermissions_and_overtime_and_penalties_when_level() {
    let mut went_to_overtime = false;
    for seed in 0..40 {
        let seen = stages("ice-hockey", seed, 10.0);
        assert_eq!(
            seen[..6],
            [Stage::NotStarted, Stage::Period(1), Stage::Break(1), Stage::Period(2), Stage::Break(2), Stage::Period(3)]
        );
        let rest = &seen[6..seen.len() - 1];
        if !rest.is_empty() {
            went_to_overtime = true;
            assert_eq!(rest[..2], [Stage::OvertimeBreak, Stage::Overtime(1)], "{seen:?}");
            assert!(rest[2..].iter().all(|s| *s == Stage::Penalties), "{seen:?}");
        }
    }
    assert!(went_to_overtime, "some level matches go to overtime");
}

#[test]
fn sets_maps_and_innings_have_breaks_between_them_and_a_changeover_is_no_break() {
    for sport in ["tennis", "table-tennis", "volleyball", "cs2", "cricket"] {
        let seen = stages(sport, 3, 5.0);
        assert_eq!(seen[..4], [Stage::NotStarted, Stage::Period(1), Stage::Break(1), Stage::Period(2)], "{sport}");
        assert_eq!(seen.last(), Some(&Stage::Ended), "{sport}");
        for pair in seen.windows(2) {
            if let [Stage::Period(n), next] = pair {
                assert!(matches!(next, Stage::Break(m) if m == n) || *next == Stage::Ended, "{sport}: {seen:?}");
            }
        }
    }
}
