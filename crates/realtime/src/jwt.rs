//! HS256 JSON Web Tokens: verifying connection and subscription tokens, and signing them for the
//! application that issues them. Encoding, signatures and the algorithm check are the
//! `jsonwebtoken` crate's; this module only adds the claim rules of the protocol (a subscription
//! token is never a connection token) and checks time against the caller's clock.

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::protocol::Payload;

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
    /// The application session the token belongs to; checked on connect by the node's
    /// [`crate::SessionCheck`], so ending the session ends the token.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session: Option<String>,
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
    // Serialising plain claims cannot fail; an empty token would simply be refused.
    jsonwebtoken::encode(&Header::new(Algorithm::HS256), claims, &EncodingKey::from_secret(secret)).unwrap_or_default()
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
    // Only HS256; `exp` is optional in this protocol, and time is checked below against the
    // caller's clock (so tests control it), with no leeway.
    let mut validation = Validation::new(Algorithm::HS256);
    validation.required_spec_claims.clear();
    validation.validate_exp = false;
    validation.validate_nbf = false;
    validation.validate_aud = false;
    let claims = jsonwebtoken::decode::<T>(token, &DecodingKey::from_secret(secret), &validation)
        .map_err(|_| TokenError::Invalid)?
        .claims;
    if claims.exp().is_some_and(|exp| exp <= now) || claims.nbf().is_some_and(|nbf| nbf > now) {
        return Err(TokenError::Expired);
    }
    Ok(claims)
}

#[cfg(test)]
mod tests {
    use super::*;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;
    use base64::Engine;

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
        let token = sign(&claims("1", None), SECRET);
        let (_, rest) = token.split_once('.').expect("three parts");
        for header in [r#"{"alg":"none","typ":"JWT"}"#, r#"{"alg":"HS512","typ":"JWT"}"#] {
            let forged = format!("{}.{rest}", URL_SAFE_NO_PAD.encode(header));
            assert_eq!(verify_connection(&forged, SECRET, 0).err(), Some(TokenError::Invalid), "{header}");
        }
        let unsigned =
            format!("{}.{}.", URL_SAFE_NO_PAD.encode(r#"{"alg":"none"}"#), URL_SAFE_NO_PAD.encode(r#"{"sub":"1"}"#));
        assert_eq!(verify_connection(&unsigned, SECRET, 0).err(), Some(TokenError::Invalid));
    }

    #[test]
    fn a_not_yet_valid_token_is_reported_as_expired() {
        let early = ConnectionClaims { sub: "42".into(), nbf: Some(2000), ..Default::default() };
        assert_eq!(verify_connection(&sign(&early, SECRET), SECRET, 1000).err(), Some(TokenError::Expired));
    }
}
