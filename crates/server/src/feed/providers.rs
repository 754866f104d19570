//! Simulated provider outages: each odds provider's feed occasionally drops for a while and
//! comes back; while it is down, its matches' markets are suspended.

use rand::Rng;
use sportsbook_core::catalogue::Provider;

/// Mean real time between outages of one provider.
const MEAN_UPTIME_MS: f64 = 45.0 * 60_000.0;
/// Outages last this long (real time), uniformly.
const OUTAGE_MS: std::ops::Range<i64> = 20_000..60_000;

/// Up/down state of every provider and when it next changes.
#[derive(Debug, Clone)]
pub struct Providers {
    states: Vec<ProviderState>,
}

#[derive(Debug, Clone)]
struct ProviderState {
    provider: Provider,
    is_up: bool,
    next_change: i64,
}

impl Providers {
    /// Starts from stored statuses (missing providers are up).
    pub fn new<R: Rng + ?Sized>(stored: &[(Provider, bool)], now: i64, rng: &mut R) -> Providers {
        let states = Provider::ALL
            .into_iter()
            .map(|provider| {
                let is_up = stored.iter().find(|(p, _)| *p == provider).is_none_or(|(_, up)| *up);
                let next_change = now + if is_up { uptime(rng) } else { rng.gen_range(OUTAGE_MS) };
                ProviderState { provider, is_up, next_change }
            })
            .collect();
        Providers { states }
    }

    /// Every provider up for good (outages off).
    pub fn always_up() -> Providers {
        let states = Provider::ALL
            .into_iter()
            .map(|provider| ProviderState { provider, is_up: true, next_change: i64::MAX })
            .collect();
        Providers { states }
    }

    /// Advances to `now`; returns the providers whose status changed.
    pub fn step<R: Rng + ?Sized>(&mut self, now: i64, rng: &mut R) -> Vec<(Provider, bool)> {
        let mut changed = Vec::new();
        for s in &mut self.states {
            if now >= s.next_change {
                s.is_up = !s.is_up;
                s.next_change = now + if s.is_up { uptime(rng) } else { rng.gen_range(OUTAGE_MS) };
                changed.push((s.provider, s.is_up));
            }
        }
        changed
    }

    pub fn is_up(&self, provider: Provider) -> bool {
        self.states.iter().find(|s| s.provider == provider).is_none_or(|s| s.is_up)
    }

    pub fn statuses(&self) -> Vec<(Provider, bool)> {
        self.states.iter().map(|s| (s.provider, s.is_up)).collect()
    }
}

/// Exponentially distributed time to the next outage.
fn uptime<R: Rng + ?Sized>(rng: &mut R) -> i64 {
    let u: f64 = rng.gen_range(f64::EPSILON..1.0);
    (-u.ln() * MEAN_UPTIME_MS) as i64
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn a_provider_goes_down_and_comes_back_within_a_minute() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut providers = Providers::new(&[], 0, &mut rng);
        let mut down_at = None;
        let mut t = 0;
        while t < 24 * 3_600_000 {
            t += 1000;
            for (p, up) in providers.step(t, &mut rng) {
                if p == Provider::Betradar && !up {
                    down_at = Some(t);
                }
                if p == Provider::Betradar && up {
                    let down = down_at.expect("came back after going down");
                    assert!((OUTAGE_MS.start..=OUTAGE_MS.end + 1000).contains(&(t - down)));
                    return;
                }
            }
        }
        panic!("no outage in a simulated day");
    }

    #[test]
    fn stored_down_status_is_kept_on_restart() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let providers = Providers::new(&[(Provider::Oddin, false)], 0, &mut rng);
        assert!(!providers.is_up(Provider::Oddin));
        assert!(providers.is_up(Provider::Betradar));
    }

    #[test]
    fn without_outages_no_provider_ever_goes_down() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut providers = Providers::always_up();
        for hour in 1..=24 * 30 {
            assert!(providers.step(hour * 3_600_000, &mut rng).is_empty());
        }
        assert!(Provider::ALL.into_iter().all(|p| providers.is_up(p)));
    }
}
