//! HS256 JSON Web Tokens: verifying connection and subscription tokens, and signing them for the
//! application that issues them.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use hmac::{Hmac, Mac};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use sha2::Sha256;

use crate::protocol::Payload;

type HmacSha256 = Hmac<Sha256>;

/// Why a token was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenError {
    /// Malformed, wrong algorithm, bad signature or wrong claims.
    Invalid,
    /// `exp` has passed or `nbf` has not come yet.
    Expired,
}

/// Claims of a connection token (Centrifugo's convention).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct ConnectionClaims {
    /// The user id; empty for an anonymous user.
    #[serde(default)]
    pub sub: String,
    /// Expiry, unix seconds. The client refreshes the token before it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exp: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nbf: Option<u64>,
    /// Server-side subscriptions made on connect (not a permission list).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub channels: Vec<String>,
    /// Public connection info shown in presence and publications.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub info: Option<Payload>,
    /// Must be absent: a subscription token is never accepted as a connection token.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel: Option<String>,
}

/// Claims of a subscription token.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct SubscriptionClaims {
    /// Must equal the connection's user id.
    #[serde(default)]
    pub sub: String,
    /// Must equal the channel being subscribed.
    pub channel: String,
    /// When set, must equal the connection's client id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exp: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nbf: Option<u64>,
    /// Channel info shown in presence and publications.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub info: Option<Payload>,
    /// Returned to the client in the subscribe result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<Payload>,
}

/// Claims every token has for the time checks.
trait TimeClaims {
    fn exp(&self) -> Option<u64>;
    fn nbf(&self) -> Option<u64>;
}

impl TimeClaims for ConnectionClaims {
    fn exp(&self) -> Option<u64> {
        self.exp
    }
    fn nbf(&self) -> Option<u64> {
        self.nbf
    }
}

impl TimeClaims for SubscriptionClaims {
    fn exp(&self) -> Option<u64> {
        self.exp
    }
    fn nbf(&self) -> Option<u64> {
        self.nbf
    }
}

/// Signs claims as an HS256 JWT.
pub fn sign<T: Serialize>(claims: &T, secret: &[u8]) -> String {
    let header = URL_SAFE_NO_PAD.encode(br#"{"alg":"HS256","typ":"JWT"}"#);
    let payload = URL_SAFE_NO_PAD.encode(serde_json::to_vec(claims).unwrap_or_default());
    let signing_input = format!("{header}.{payload}");
    let signature = URL_SAFE_NO_PAD.encode(mac(secret, signing_input.as_bytes()).finalize().into_bytes());
    format!("{signing_input}.{signature}")
}

/// Verifies a connection token at unix time `now`.
pub fn verify_connection(token: &str, secret: &[u8], now: u64) -> Result<ConnectionClaims, TokenError> {
    let claims: ConnectionClaims = verify(token, secret, now)?;
    if claims.channel.is_some() {
        return Err(TokenError::Invalid);
    }
    Ok(claims)
}

/// Verifies a subscription token at unix time `now`.
pub fn verify_subscription(token: &str, secret: &[u8], now: u64) -> Result<SubscriptionClaims, TokenError> {
    verify(token, secret, now)
}

#[allow(private_bounds)]
fn verify<T: DeserializeOwned + TimeClaims>(token: &str, secret: &[u8], now: u64) -> Result<T, TokenError> {
    let mut parts = token.split('.');
    let (Some(header), Some(payload), Some(signature), None) = (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(TokenError::Invalid);
    };
    let signature = URL_SAFE_NO_PAD.decode(signature).map_err(|_| TokenError::Invalid)?;
    let signing_input_len = header.len() + 1 + payload.len();
    mac(secret, &token.as_bytes()[..signing_input_len]).verify_slice(&signature).map_err(|_| TokenError::Invalid)?;

    #[derive(Deserialize)]
    struct Header {
        alg: String,
    }
    let header: Header = decode_part(header)?;
    if header.alg != "HS256" {
        return Err(TokenError::Invalid);
    }
    let claims: T = decode_part(payload)?;
    if claims.exp().is_some_and(|exp| exp <= now) || claims.nbf().is_some_and(|nbf| nbf > now) {
        return Err(TokenError::Expired);
    }
    Ok(claims)
}

fn decode_part<T: DeserializeOwned>(part: &str) -> Result<T, TokenError> {
    let bytes = URL_SAFE_NO_PAD.decode(part).map_err(|_| TokenError::Invalid)?;
    serde_json::from_slice(&bytes).map_err(|_| TokenError::Invalid)
}

fn mac(secret: &[u8], input: &[u8]) -> HmacSha256 {
    // HMAC accepts keys of any length, so this cannot fail.
    let mut mac = <HmacSha256 as Mac>::new_from_slice(secret).unwrap_or_else(|_| unreachable!("hmac takes any key"));
    mac.update(input);
    mac
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &[u8] = b"secret";

    fn claims(sub: &str, exp: Option<u64>) -> ConnectionClaims {
        ConnectionClaims { sub: sub.into(), exp, ..Default::default() }
    }

    #[test]
    fn a_signed_token_verifies_with_the_same_secret() {
        let token = sign(&claims("42", Some(2000)), SECRET);
        let verified = verify_connection(&token, SECRET, 1000).expect("valid");
        assert_eq!((verified.sub.as_str(), verified.exp), ("42", Some(2000)));
    }

    #[test]
    fn a_token_signed_with_another_secret_is_invalid() {
        let token = sign(&claims("42", None), b"other");
        assert_eq!(verify_connection(&token, SECRET, 1000).err(), Some(TokenError::Invalid));
    }

    #[test]
    fn an_expired_token_is_reported_as_expired() {
        let token = sign(&claims("42", Some(999)), SECRET);
        assert_eq!(verify_connection(&token, SECRET, 1000).err(), Some(TokenError::Expired));
    }

    #[test]
    fn garbage_and_tampered_tokens_are_invalid() {
        assert_eq!(verify_connection("abc", SECRET, 0).err(), Some(TokenError::Invalid));
        assert_eq!(verify_connection("a.b.c", SECRET, 0).err(), Some(TokenError::Invalid));
        let token = sign(&claims("42", None), SECRET);
        let forged = sign(&claims("1", None), b"x");
        let mixed =
            format!("{}.{}", &forged[..forged.rfind('.').unwrap_or(0)], &token[token.rfind('.').unwrap_or(0) + 1..]);
        assert_eq!(verify_connection(&mixed, SECRET, 0).err(), Some(TokenError::Invalid));
    }

    #[test]
    fn a_subscription_token_is_not_accepted_as_a_connection_token() {
        let sub = SubscriptionClaims { sub: "42".into(), channel: "$user:42".into(), ..Default::default() };
        let token = sign(&sub, SECRET);
        assert_eq!(verify_connection(&token, SECRET, 0).err(), Some(TokenError::Invalid));
        assert_eq!(verify_subscription(&token, SECRET, 0).map(|c| c.channel), Ok("$user:42".into()));
    }

    #[test]
    fn tokens_with_another_algorithm_are_invalid() {
        let header = URL_SAFE_NO_PAD.encode(br#"{"alg":"none"}"#);
        let payload = URL_SAFE_NO_PAD.encode(br#"{"sub":"1"}"#);
        let input = format!("{header}.{payload}");
        let sig = URL_SAFE_NO_PAD.encode(mac(SECRET, input.as_bytes()).finalize().into_bytes());
        assert_eq!(verify_connection(&format!("{input}.{sig}"), SECRET, 0).err(), Some(TokenError::Invalid));
    }
}
