//! Parsing query parameters into domain values at the edge ("parse, don't validate"); every
//! failure is a 400 that names the parameter.

use super::error::ApiError;
use crate::catalogue::store::Structure;
use axum::extract::{FromRequestParts, Query};
use axum::http::request::Parts;
use serde::de::DeserializeOwned;
use time::format_description::well_known::Rfc3339;
use time::OffsetDateTime;

/// `Query<T>` whose rejection is our JSON 400.
pub struct Params<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for Params<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        Query::<T>::from_request_parts(parts, state)
            .await
            .map(|Query(v)| Params(v))
            .map_err(|e| ApiError::invalid("query", e.body_text()))
    }
}

/// Default page size when `limit` is absent, and the largest one accepted.
pub const DEFAULT_LIMIT: u32 = 20;
pub const MAX_LIMIT: u32 = 500;

/// `page` ≥ 1 (default 1).
pub fn page(value: Option<&str>) -> Result<u32, ApiError> {
    match value {
        None => Ok(1),
        Some(v) => v
            .parse::<u32>()
            .ok()
            .filter(|p| *p >= 1)
            .ok_or_else(|| ApiError::invalid("page", "must be a whole number ≥ 1")),
    }
}

/// `limit` in 1..=500 (default `default`).
pub fn limit(value: Option<&str>, default: u32) -> Result<u32, ApiError> {
    match value {
        None => Ok(default),
        Some(v) => v
            .parse::<u32>()
            .ok()
            .filter(|l| (1..=MAX_LIMIT).contains(l))
            .ok_or_else(|| ApiError::invalid("limit", format!("must be a whole number from 1 to {MAX_LIMIT}"))),
    }
}

/// A comma-separated list (`1,2,3`), each item parsed by `parse`.
pub fn list<T>(name: &str, value: Option<&str>, parse: impl Fn(&str) -> Option<T>) -> Result<Vec<T>, ApiError> {
    let Some(value) = value else { return Ok(Vec::new()) };
    value
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|item| parse(item).ok_or_else(|| ApiError::invalid(name, format!("`{item}` is not valid"))))
        .collect()
}

/// A single optional value parsed by `parse`.
pub fn one<T>(name: &str, value: Option<&str>, parse: impl Fn(&str) -> Option<T>) -> Result<Option<T>, ApiError> {
    value.map(|v| parse(v.trim()).ok_or_else(|| ApiError::invalid(name, format!("`{v}` is not valid")))).transpose()
}

/// Which sports a list is about (`sport_id`, `sport_key`, comma-separated); empty means all.
pub struct SportScope {
    ids: Vec<u32>,
    keys: Vec<String>,
}

impl SportScope {
    pub fn parse(sport_id: Option<&str>, sport_key: Option<&str>) -> Result<SportScope, ApiError> {
        Ok(SportScope {
            ids: list("sport_id", sport_id, |v| v.parse::<u32>().ok())?,
            keys: list("sport_key", sport_key, |v| Some(v.to_owned()))?,
        })
    }

    /// Whether the sport with this id is in scope.
    pub fn includes(&self, structure: &Structure, sport_id: u32) -> bool {
        (self.ids.is_empty() || self.ids.contains(&sport_id))
            && (self.keys.is_empty() || structure.sport(sport_id).is_some_and(|s| self.keys.contains(&s.key)))
    }
}

/// `true`/`false`/`1`/`0`.
pub fn boolean(name: &str, value: Option<&str>) -> Result<Option<bool>, ApiError> {
    one(name, value, |v| match v {
        "true" | "1" => Some(true),
        "false" | "0" => Some(false),
        _ => None,
    })
}

/// An ISO 8601 / RFC 3339 timestamp (`2026-11-22T18:00:00Z`), or the "date time UTC" form
/// `2026-11-22 18:00:00 UTC` (docs/product.md#catalogue-lists), as Unix milliseconds.
pub fn timestamp(name: &str, value: Option<&str>) -> Result<Option<i64>, ApiError> {
    one(name, value, |v| {
        let iso = match v.strip_suffix(" UTC") {
            Some(rest) => format!("{}Z", rest.replacen(' ', "T", 1)),
            None => v.to_owned(),
        };
        OffsetDateTime::parse(&iso, &Rfc3339).ok().map(|t| (t.unix_timestamp_nanos() / 1_000_000) as i64)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::iso;

    #[test]
    fn limits_outside_one_to_five_hundred_are_refused() {
        assert_eq!(limit(None, 20).ok(), Some(20));
        assert_eq!(limit(Some("500"), 20).ok(), Some(500));
        assert!(limit(Some("0"), 20).is_err());
        assert!(limit(Some("501"), 20).is_err());
        assert!(limit(Some("ten"), 20).is_err());
    }

    #[test]
    fn timestamps_accept_iso_and_the_utc_suffix_form() {
        let iso_form = timestamp("start_from", Some("2026-11-22T18:00:00Z")).ok().flatten();
        let utc_form = timestamp("start_from", Some("2026-11-22 18:00:00 UTC")).ok().flatten();
        assert_eq!(iso_form, Some(1_795_370_400_000));
        assert_eq!(iso_form, utc_form);
        assert!(timestamp("start_from", Some("yesterday")).is_err());
        assert_eq!(iso(1_795_370_400_000), "2026-11-22T18:00:00.000Z");
        assert_eq!(iso(1_795_370_400_123), "2026-11-22T18:00:00.123Z");
    }

    #[test]
    fn list_items_that_do_not_parse_name_the_parameter() {
        let err = list("category_id", Some("1,x"), |v| v.parse::<u32>().ok()).expect_err("x is not a number");
        assert!(err.to_string().contains("category_id"));
        assert_eq!(list("id", Some("1, 2,"), |v| v.parse::<u32>().ok()).ok(), Some(vec![1, 2]));
    }
}
