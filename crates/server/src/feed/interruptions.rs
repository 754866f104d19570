//! Simulated interruptions of play (docs/product.md#event-status: status 2, "interrupted"): now and
//! then a live match stops for a while — weather, floodlights, an injury being treated. While it is
//! stopped the model does not advance, the clock stands, and every market is suspended without
//! prices; then play resumes where it stopped. Now and then, too, a kick-off is delayed: the match
//! stays prematch (status 0) past its start time with the stage `delayed` and its markets suspended
//! without prices, then starts. On with the simulated provider outages (`SPORTSBOOK_FEED_OUTAGES`).

use crate::catalogue::model::Match;
use rand::Rng;
use sportsbook_core::catalogue::MatchStatus;
use sportsbook_core::statistics::Stage;
use std::ops::Range;
use std::sync::Arc;

/// Mean real time between interruptions of one live match.
const MEAN_BETWEEN_MS: f64 = 4.0 * 3_600_000.0;
/// Interruptions last this long (real time), uniformly.
const LENGTH_MS: Range<i64> = 30_000..90_000;
/// The random stream of interruptions, apart from play's.
pub(super) const STREAM: u64 = 0x1A7E_5709;
/// Chance that a match's kick-off is delayed.
const DELAY_CHANCE: f64 = 0.04;
/// Delays last this long (real time), uniformly.
const DELAY_MS: Range<i64> = 180_000..900_000;

/// Whether a live match is interrupted during `real_ms` of real time up to `now`; if so, until when.
pub(super) fn draw<R: Rng + ?Sized>(rng: &mut R, real_ms: i64, now: i64) -> Option<i64> {
    let chance = (real_ms as f64 / MEAN_BETWEEN_MS).clamp(0.0, 1.0);
    rng.gen_bool(chance).then(|| now + rng.gen_range(LENGTH_MS))
}

/// Whether a match due to kick off at `now` is delayed; if so, until when.
pub(super) fn draw_delay<R: Rng + ?Sized>(rng: &mut R, now: i64) -> Option<i64> {
    rng.gen_bool(DELAY_CHANCE).then(|| now + rng.gen_range(DELAY_MS))
}

/// The match as it shows while its kick-off is delayed: not started, stage `delayed`.
pub(super) fn delayed(event: Arc<Match>) -> Arc<Match> {
    let mut event = Arc::unwrap_or_clone(event);
    event.status = MatchStatus::Prematch;
    event.statistics.stage = Stage::Delayed;
    Arc::new(event)
}

/// The match as it shows while interrupted: status 2 with its clock standing.
pub(super) fn stopped(event: Arc<Match>) -> Arc<Match> {
    let mut event = Arc::unwrap_or_clone(event);
    event.status = MatchStatus::Stopped;
    event.statistics.clock.stopped = true;
    Arc::new(event)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn interruptions_come_about_as_often_as_the_mean_says_and_last_their_length() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let ticks = 2_000_000;
        let mut count = 0;
        for tick in 0..ticks {
            if let Some(until) = draw(&mut rng, 1_000, tick) {
                assert!(LENGTH_MS.contains(&(until - tick)));
                count += 1;
            }
        }
        let expected = ticks as f64 * 1_000.0 / MEAN_BETWEEN_MS;
        assert!((count as f64 - expected).abs() < 0.25 * expected, "{count} vs {expected}");
    }

    #[test]
    fn kick_offs_are_delayed_as_often_as_the_chance_says_and_for_their_length() {
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        let kick_offs: i32 = 20_000;
        let delays: Vec<i64> =
            (0..i64::from(kick_offs)).filter_map(|now| draw_delay(&mut rng, now).map(|until| until - now)).collect();
        assert!(delays.iter().all(|d| DELAY_MS.contains(d)));
        let expected = f64::from(kick_offs) * DELAY_CHANCE;
        assert!((delays.len() as f64 - expected).abs() < 0.2 * expected, "{} vs {expected}", delays.len());
    }
}
