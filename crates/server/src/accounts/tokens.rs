//! Secrets handed to clients (session tokens, email links, SMS codes): drawn from the OS
//! CSPRNG and stored only as SHA-256 digests, so a database leak reveals no usable secret.

use crate::db::tokens::{self as stored, Purpose};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use rand::rngs::OsRng;
use rand::{Rng, RngCore};
use sha2::{Digest, Sha256};
use sqlx::AnyConnection;
use std::time::Duration;

/// A new 256-bit secret, URL-safe base64 (43 characters).
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    OsRng.fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// How long an emailed link of this purpose stays usable.
fn lifetime(purpose: Purpose) -> Duration {
    match purpose {
        Purpose::Confirmation => super::CONFIRMATION_TTL,
        Purpose::PasswordReset => super::RESET_TTL,
        Purpose::Unlock => super::UNLOCK_TTL,
    }
}

/// Draws a new token for an emailed link, stores its digest with its purpose's lifetime
/// (retiring the player's earlier unused ones of that purpose) and returns the token itself,
/// which only the email carries.
pub async fn issue_link(conn: &mut AnyConnection, user_id: i64, purpose: Purpose, now: i64) -> anyhow::Result<String> {
    let token = new_token();
    stored::issue(conn, &digest(&token), user_id, purpose, now, super::after(now, lifetime(purpose))).await?;
    Ok(token)
}

/// A six-digit verification code.
pub fn new_code() -> String {
    format!("{:06}", OsRng.gen_range(0..1_000_000))
}

/// The stored form of a secret: lower-case hex SHA-256.
pub fn digest(secret: &str) -> String {
    Sha256::digest(secret.as_bytes()).iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_distinct_and_stored_as_digests() {
        let (a, b) = (new_token(), new_token());
        assert_eq!(a.len(), 43);
        assert_ne!(a, b);
        assert_eq!(digest(&a).len(), 64);
        assert_ne!(digest(&a), a);
        assert_eq!(digest("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        let code = new_code();
        assert!(code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit()));
    }
}
