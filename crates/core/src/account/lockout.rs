//! When a sign-in may be tried (docs/decisions/047), after OWASP's authentication guidance: wrong
//! passwords lock out the address they came from (for that account) and slow the account down
//! progressively before it is locked for good; the owner's known device (a browser they signed
//! in from) is judged only by its own wrong passwords, so strangers cannot lock the owner out.
//! Pure: the counts come in, how long to wait goes out (milliseconds).

/// Wrong passwords for an account from one address before that address is locked out of it.
pub const ADDRESS_LOCK_AFTER: i64 = 5;
/// Wrong passwords on a known device before the device is locked out.
pub const DEVICE_LOCK_AFTER: i64 = 5;
/// How long an address or a device stays locked out after its last wrong password.
pub const LOCK_MS: i64 = 15 * 60 * 1000;
/// Wrong passwords for an account (from unknown devices) before each further one must wait.
pub const DELAY_AFTER: i64 = 5;
/// The longest wait between two attempts on an account.
pub const MAX_DELAY_MS: i64 = 15 * 60 * 1000;
/// Wrong passwords for an account (from unknown devices) that lock it until the emailed link.
pub const FULL_LOCK_AFTER: i64 = 20;
/// Wrong passwords older than this are forgotten (an address's after [`LOCK_MS`]).
pub const ACCOUNT_MEMORY_MS: i64 = 24 * 60 * 60 * 1000;

/// Wrong passwords counted somewhere, and when the last one came.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Failures {
    pub count: i64,
    pub last_at: Option<i64>,
}

impl Failures {
    /// The count still remembered at `now` (all of it, or none once `memory` has passed).
    pub fn remembered(self, now: i64, memory: i64) -> i64 {
        match self.last_at {
            Some(at) if now.saturating_sub(at) < memory => self.count,
            _ => 0,
        }
    }

    /// The counts after one more wrong password at `now`.
    pub fn one_more(self, now: i64, memory: i64) -> Failures {
        Failures { count: self.remembered(now, memory) + 1, last_at: Some(now) }
    }
}

/// How long an address must wait before trying the account again, if it must.
pub fn address_wait(failures: Failures, now: i64) -> Option<i64> {
    let last = failures.last_at?;
    let until = last.saturating_add(LOCK_MS);
    (failures.remembered(now, LOCK_MS) >= ADDRESS_LOCK_AFTER && now < until).then(|| until - now)
}

/// How long any unknown device must wait before trying the account again: one second after the
/// [`DELAY_AFTER`]th wrong password, doubling with each one after, at most [`MAX_DELAY_MS`].
pub fn account_wait(failures: Failures, now: i64) -> Option<i64> {
    let count = failures.remembered(now, ACCOUNT_MEMORY_MS);
    if count < DELAY_AFTER {
        return None;
    }
    let doublings = u32::try_from(count - DELAY_AFTER).unwrap_or(u32::MAX).min(20);
    let delay = (1_000_i64 << doublings).min(MAX_DELAY_MS);
    let until = failures.last_at?.saturating_add(delay);
    (now < until).then(|| until - now)
}

/// Whether the account's wrong passwords from unknown devices now lock it.
pub fn locks_account(failures: Failures, now: i64) -> bool {
    failures.remembered(now, ACCOUNT_MEMORY_MS) >= FULL_LOCK_AFTER
}

/// A known device locked until `locked_until`: how long it must wait, if it must.
pub fn device_wait(locked_until: Option<i64>, now: i64) -> Option<i64> {
    locked_until.filter(|until| now < *until).map(|until| until - now)
}

/// When a known device with `failures` wrong passwords (this one included) is locked until.
pub fn device_lock(failures: i64, now: i64) -> Option<i64> {
    (failures >= DEVICE_LOCK_AFTER).then(|| now.saturating_add(LOCK_MS))
}

/// Whole seconds to say in `Retry-After` for a wait in milliseconds (at least one).
pub fn seconds(wait_ms: i64) -> u64 {
    u64::try_from((wait_ms + 999) / 1_000).unwrap_or(1).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_800_000_000_000;

    fn failures(count: i64, ago_ms: i64) -> Failures {
        Failures { count, last_at: Some(NOW - ago_ms) }
    }

    #[test]
    fn an_address_is_locked_out_after_five_wrong_passwords_for_fifteen_minutes() {
        assert_eq!(address_wait(failures(4, 0), NOW), None);
        assert_eq!(address_wait(failures(5, 0), NOW), Some(LOCK_MS));
        assert_eq!(address_wait(failures(5, 60_000), NOW), Some(LOCK_MS - 60_000));
        assert_eq!(address_wait(failures(9, LOCK_MS), NOW), None, "the lock ends");
        assert_eq!(address_wait(Failures::default(), NOW), None);
    }

    #[test]
    fn the_account_slows_down_progressively_before_it_locks() {
        assert_eq!(account_wait(failures(4, 0), NOW), None);
        assert_eq!(account_wait(failures(5, 0), NOW), Some(1_000));
        assert_eq!(account_wait(failures(6, 0), NOW), Some(2_000));
        assert_eq!(account_wait(failures(8, 500), NOW), Some(7_500));
        assert_eq!(account_wait(failures(6, 2_000), NOW), None, "waited long enough");
        assert_eq!(account_wait(failures(60, 0), NOW), Some(MAX_DELAY_MS));
        assert_eq!(account_wait(failures(19, ACCOUNT_MEMORY_MS), NOW), None, "forgotten after a day");
        assert!(!locks_account(failures(19, 0), NOW));
        assert!(locks_account(failures(20, 0), NOW));
        assert!(!locks_account(failures(25, ACCOUNT_MEMORY_MS + 1), NOW));
    }

    #[test]
    fn counts_start_again_once_forgotten() {
        assert_eq!(failures(7, LOCK_MS + 1).one_more(NOW, LOCK_MS), Failures { count: 1, last_at: Some(NOW) });
        assert_eq!(failures(7, 1).one_more(NOW, LOCK_MS), Failures { count: 8, last_at: Some(NOW) });
    }

    #[test]
    fn a_known_device_is_locked_by_its_own_wrong_passwords_only() {
        assert_eq!(device_lock(4, NOW), None);
        assert_eq!(device_lock(5, NOW), Some(NOW + LOCK_MS));
        assert_eq!(device_wait(Some(NOW + 1_500), NOW), Some(1_500));
        assert_eq!(device_wait(Some(NOW), NOW), None);
        assert_eq!((seconds(1), seconds(1_000), seconds(1_001)), (1, 1, 2));
    }
}
