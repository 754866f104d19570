//! Rate limits as token buckets keyed by rule and subject (an IP address, a login, an
//! account). Buckets live in process memory; `check` is async so a shared store (Redis) can
//! back the same interface when several nodes serve one site.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A limit: at most `burst` requests at once, refilled evenly over `window`.
#[derive(Debug, Clone, Copy)]
pub struct Rule {
    pub name: &'static str,
    pub burst: u32,
    pub window: Duration,
}

const fn rule(name: &'static str, burst: u32, minutes: u64) -> Rule {
    Rule { name, burst, window: Duration::from_secs(minutes * 60) }
}

/// Sign-in attempts per client address, and per login (email or phone) whatever the address.
pub const SIGN_IN_PER_IP: Rule = rule("sign_in_ip", 30, 5);
pub const SIGN_IN_PER_LOGIN: Rule = rule("sign_in_login", 10, 15);
/// Sign-ups per client address: `per_hour` is the site's `sign_ups_per_address_per_hour`.
pub const fn sign_up_per_ip(per_hour: u32) -> Rule {
    rule("sign_up_ip", per_hour, 60)
}
/// Emails a client can trigger (reset, resend confirmation, resend unlock), per address and
/// per recipient.
pub const EMAIL_PER_IP: Rule = rule("email_ip", 10, 60);
pub const EMAIL_PER_RECIPIENT: Rule = rule("email_recipient", 3, 60);
/// Phone codes and code checks per client address.
pub const SMS_PER_IP: Rule = rule("sms_ip", 10, 60);
pub const CODE_CHECK_PER_IP: Rule = rule("code_check_ip", 20, 15);

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

/// Buckets are dropped once full again after the map grows past this many.
const PRUNE_ABOVE: usize = 10_000;

/// The limiter shared by all handlers (cheap to clone).
#[derive(Clone, Default)]
pub struct RateLimiter {
    buckets: Arc<Mutex<HashMap<String, Bucket>>>,
}

impl RateLimiter {
    /// Takes one token for `subject` under `rule`, or says how many seconds to wait.
    pub async fn check(&self, rule: Rule, subject: &str) -> Result<(), u64> {
        self.check_at(rule, subject, Instant::now())
    }

    fn check_at(&self, rule: Rule, subject: &str, now: Instant) -> Result<(), u64> {
        let per_token = rule.window.as_secs_f64() / f64::from(rule.burst);
        let capacity = f64::from(rule.burst);
        let refill =
            |b: &Bucket| (b.tokens + now.saturating_duration_since(b.at).as_secs_f64() / per_token).min(capacity);
        let mut buckets = self.buckets.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if buckets.len() > PRUNE_ABOVE {
            buckets.retain(|_, b| refill(b) < capacity);
        }
        let bucket = buckets.entry(format!("{}:{subject}", rule.name)).or_insert(Bucket { tokens: capacity, at: now });
        let tokens = refill(bucket);
        if tokens >= 1.0 {
            *bucket = Bucket { tokens: tokens - 1.0, at: now };
            Ok(())
        } else {
            *bucket = Bucket { tokens, at: now };
            Err(((1.0 - tokens) * per_token).ceil().max(1.0) as u64)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_allows_its_burst_then_refills_over_the_window() {
        let limiter = RateLimiter::default();
        let rule = rule("test", 3, 1);
        let start = Instant::now();
        for _ in 0..3 {
            assert_eq!(limiter.check_at(rule, "1.2.3.4", start), Ok(()));
        }
        assert_eq!(limiter.check_at(rule, "1.2.3.4", start), Err(20));
        assert_eq!(limiter.check_at(rule, "5.6.7.8", start), Ok(()), "other subjects have their own bucket");
        assert_eq!(limiter.check_at(rule, "1.2.3.4", start + Duration::from_secs(20)), Ok(()));
        assert!(limiter.check_at(rule, "1.2.3.4", start + Duration::from_secs(21)).is_err());
    }
}
