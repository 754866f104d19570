//! Password hashing with argon2id at the OWASP-recommended cost (19 MiB, 2 passes, 1 lane),
//! always on the blocking pool and never more than a few at once, so sign-in floods cannot
//! starve the async runtime or exhaust memory.

use anyhow::Context;
use argon2::password_hash::{PasswordHash, PasswordHasher as _, PasswordVerifier as _, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use rand::rngs::OsRng;
use std::sync::Arc;
use tokio::sync::Semaphore;

/// OWASP Password Storage Cheat Sheet: argon2id, m = 19 MiB, t = 2, p = 1.
pub const MEMORY_KIB: u32 = 19 * 1024;
pub const PASSES: u32 = 2;
pub const LANES: u32 = 1;

/// Hashes in flight at most (each holds 19 MiB).
const CONCURRENT_HASHES: usize = 4;

fn argon2() -> Argon2<'static> {
    let params = Params::new(MEMORY_KIB, PASSES, LANES, None).unwrap_or_default();
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Hashes a new password (PHC string).
pub fn hash_blocking(password: &str) -> anyhow::Result<String> {
    let salt = SaltString::generate(&mut OsRng);
    argon2().hash_password(password.as_bytes(), &salt).map(|h| h.to_string()).map_err(|e| anyhow::anyhow!("{e}"))
}

/// Whether `password` matches a stored PHC hash (its own parameters are used).
pub fn verify_blocking(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored).is_ok_and(|hash| argon2().verify_password(password.as_bytes(), &hash).is_ok())
}

/// Whether a stored hash was made with other parameters than today's (then it is replaced
/// at the next successful sign-in).
pub fn needs_rehash(stored: &str) -> bool {
    !stored.starts_with(&format!("$argon2id$v=19$m={MEMORY_KIB},t={PASSES},p={LANES}$"))
}

/// The shared hasher: bounded concurrency, plus a dummy hash verified when a login names no
/// account, so both cases cost the same time.
#[derive(Clone)]
pub struct Passwords {
    permits: Arc<Semaphore>,
    dummy: Arc<str>,
}

impl Passwords {
    pub fn new() -> anyhow::Result<Passwords> {
        let dummy = hash_blocking("not-a-real-password: timing equaliser").context("hashing the dummy password")?;
        Ok(Passwords { permits: Arc::new(Semaphore::new(CONCURRENT_HASHES)), dummy: dummy.into() })
    }

    pub async fn hash(&self, password: String) -> anyhow::Result<String> {
        let _permit = self.permits.acquire().await.context("hasher closed")?;
        tokio::task::spawn_blocking(move || hash_blocking(&password)).await.context("hashing task")?
    }

    /// Verifies against `stored`, or against the dummy hash when there is no account.
    pub async fn verify(&self, password: String, stored: Option<String>) -> anyhow::Result<bool> {
        let _permit = self.permits.acquire().await.context("hasher closed")?;
        let has_account = stored.is_some();
        let stored = stored.unwrap_or_else(|| self.dummy.to_string());
        let ok = tokio::task::spawn_blocking(move || verify_blocking(&password, &stored)).await.context("verifying")?;
        Ok(ok && has_account)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_verifies_its_password_only_and_names_argon2id_at_owasp_cost() {
        let hash = hash_blocking("Kafana-u-Podgorici-7").expect("hash");
        assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{hash}");
        assert!(verify_blocking("Kafana-u-Podgorici-7", &hash));
        assert!(!verify_blocking("kafana-u-podgorici-7", &hash));
        assert!(!verify_blocking("Kafana-u-Podgorici-7", "not a hash"));
        assert!(!needs_rehash(&hash));
        assert!(needs_rehash("$argon2id$v=19$m=4096,t=3,p=1$c2FsdA$aGFzaA"));
    }
}
