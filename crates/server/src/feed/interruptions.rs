//! Simulated interruptions of play (spec §3 status 2, "interrupted"): now and then a live match
//! stops for a while — weather, floodlights, an injury being treated. While it is stopped the
//! model does not advance, the clock stands, and every market is suspended without prices; then
//! play resumes where it stopped. On with the simulated provider outages
//! (`SPORTSBOOK_FEED_OUTAGES`).

use crate::catalogue::model::Match;
use rand::Rng;
use sportsbook_core::catalogue::MatchStatus;
use std::ops::Range;
use std::sync::Arc;

/// Mean real time between interruptions of one live match.
const MEAN_BETWEEN_MS: f64 = 4.0 * 3_600_000.0;
/// Interruptions last this long (real time), uniformly.
const LENGTH_MS: Range<i64> = 30_000..90_000;
/// The random stream of interruptions, apart from play's.
pub(super) const STREAM: u64 = 0x1A7E_5709;

/// Whether a live match is interrupted during `real_ms` of real time up to `now`; if so, until when.
pub(super) fn draw<R: Rng + ?Sized>(rng: &mut R, real_ms: i64, now: i64) -> Option<i64> {
    let chance = (real_ms as f64 / MEAN_BETWEEN_MS).clamp(0.0, 1.0);
    rng.gen_bool(chance).then(|| now + rng.gen_range(LENGTH_MS))
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
}
