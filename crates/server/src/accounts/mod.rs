//! Accounts: password hashing, secrets, rate limits and the messages of the sign-up, reset,
//! unlock and phone flows. Handlers live in `http/platform/`; SQL in `db/`.

pub mod links;
pub mod messages;
pub mod messenger;
pub mod password;
pub mod rate_limit;
pub mod tokens;

use std::time::Duration;

/// How long a session lasts after sign-in.
pub const SESSION_TTL: Duration = Duration::from_secs(30 * 24 * 3600);
/// Email confirmation and unlock links stay valid this long.
pub const CONFIRMATION_TTL: Duration = Duration::from_secs(24 * 3600);
pub const UNLOCK_TTL: Duration = Duration::from_secs(24 * 3600);
/// Password reset links stay valid this long.
pub const RESET_TTL: Duration = Duration::from_secs(3600);
/// Phone codes: validity, wait before another, texts per day, wrong tries per code.
pub const PHONE_CODE_TTL: Duration = Duration::from_secs(10 * 60);
pub const SMS_RESEND_TIMEOUT: Duration = Duration::from_secs(60);
pub const SMS_PER_DAY: i64 = 5;
pub const PHONE_CODE_ATTEMPTS: i64 = 5;

/// The accounts services shared by handlers (cheap to clone).
#[derive(Clone)]
pub struct Accounts {
    pub passwords: password::Passwords,
    pub limits: rate_limit::RateLimiter,
    pub messenger: messenger::Messenger,
}

/// `now + ttl` in Unix milliseconds.
pub fn after(now: i64, ttl: Duration) -> i64 {
    now + ttl.as_millis() as i64
}
