//! A page's data and the first data it inlines. The data is what the page shows of the catalogue,
//! as the API serializes it (`{sport, category, league, match}`): the first paint's slots and the
//! first requests' slots are paths into it. The first data (decision 006) is the answers to the
//! requests the page's loader makes first, as the build recorded them from the app's own client
//! (`route_list.rs`), asked of the API in-process — so they are exactly what the network would
//! return — and written into `<script type="application/json" id="initial-data">` under the key
//! the app looks each up by.

use super::resolve::{Entity, Route};
use super::route_list::FirstRequest;
use crate::catalogue::store::Structure;
use crate::wire::catalogue::{CategoryDto, SportDto, TournamentDto};
use crate::wire::event::MatchDto;
use axum::body::Body;
use axum::http::{Request, StatusCode};
use axum::{Extension, Router};
use serde_json::{json, Value};
use sportsbook_core::locale::Locale;
use tower::ServiceExt;

/// Where the server mounts the Sportsbook API; first requests elsewhere are left to the network.
const API_BASE: &str = "/api/sb";

/// The largest answer inlined; a bigger one is left to the network.
const MAX_ANSWER_BYTES: usize = 256 * 1024;

/// The catalogue entities the page shows, as the API answers them
/// (`web/src/app/first-paint/sample-data.ts` names the same paths).
pub fn data(structure: &Structure, route: &Route) -> Value {
    let locale = Locale::parse(&route.locale).unwrap_or(Locale::Sr);
    let sport = |sport| json!(SportDto::new(sport, locale));
    match &route.entity {
        Entity::Sport(s) => json!({ "sport": sport(s) }),
        Entity::Category(s, category) => {
            json!({ "sport": sport(s), "category": CategoryDto::new(structure, category, locale) })
        }
        Entity::League(s, _, league) => {
            json!({ "sport": sport(s), "league": TournamentDto::new(structure, league, locale) })
        }
        Entity::Match(s, _, event) => json!({ "sport": sport(s), "match": MatchDto::new(structure, event, locale) }),
        Entity::Custom(page) => json!({ "page": { "title": page.title_in(&route.locale) } }),
        Entity::None => json!({}),
    }
}

/// `a.b.0.c` in `value`: object keys and array indices.
pub fn lookup<'a>(value: &'a Value, path: &str) -> Option<&'a Value> {
    path.split('.').try_fold(value, |value, key| match value {
        Value::Array(items) => items.get(key.parse::<usize>().ok()?),
        _ => value.get(key),
    })
}

/// A slot's text: strings as they are, numbers written out.
pub fn text(value: &Value) -> Option<String> {
    match value {
        Value::String(text) => Some(text.clone()),
        Value::Number(number) => Some(number.to_string()),
        _ => None,
    }
}

/// A request template with its slots filled from `data`. Only values the app's client writes as
/// they are (letters, digits, `*-._`: the same in a path and in `URLSearchParams`) are put in; for
/// any other the server would need the client's encoding, so the request is left to the network.
fn fill_url(template: &[String], data: &Value) -> Option<String> {
    let mut url = String::new();
    for (index, part) in template.iter().enumerate() {
        if index % 2 == 0 {
            url += part;
        } else {
            let value = text(lookup(data, part)?)?;
            if value.is_empty() || !value.bytes().all(|b| b.is_ascii_alphanumeric() || b"*-._".contains(&b)) {
                return None;
            }
            url += &value;
        }
    }
    Some(url)
}

/// The `<script id="initial-data">` element of a page, empty when it has no first data.
pub async fn first_data(state: &super::pages::Pages, requests: &[FirstRequest], data: &Value) -> String {
    if requests.is_empty() {
        return String::new();
    }
    let api = Router::new()
        .nest(API_BASE, crate::http::sportsbook_routes())
        .layer(Extension(state.cache.clone()))
        .with_state(state.app.clone());
    let mut answers = Vec::with_capacity(requests.len());
    for request in requests {
        let (Some(url), Some(key)) = (fill_url(&request.url, data), fill_url(&request.key, data)) else { continue };
        if let Some(body) = answer(&api, &url, &request.language).await {
            answers.push((key, body));
        }
    }
    script(&answers)
}

/// The element holding `{key: answer}`; `answers` are JSON texts.
fn script(answers: &[(String, String)]) -> String {
    let entries: Vec<String> = answers
        .iter()
        .map(|(key, body)| format!("{}:{body}", serde_json::to_string(key).unwrap_or_default()))
        .collect();
    // `<` appears in JSON only inside strings, where `\u003c` means the same: nothing in the data
    // can close the element or open a comment.
    let json = format!("{{{}}}", entries.join(",")).replace('<', "\\u003c");
    format!("<script type=\"application/json\" id=\"initial-data\">{json}</script>")
}

/// The API's answer to `GET url`, when it is a success small enough to inline.
async fn answer(api: &Router, url: &str, language: &str) -> Option<String> {
    if !url.starts_with(&format!("{API_BASE}/")) {
        return None;
    }
    let request = Request::get(url).header("language", language).body(Body::empty()).ok()?;
    let response = api.clone().oneshot(request).await.ok()?;
    if response.status() != StatusCode::OK {
        return None;
    }
    let bytes = axum::body::to_bytes(response.into_body(), MAX_ANSWER_BYTES).await.ok()?;
    String::from_utf8(bytes.to_vec()).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn template(parts: &[&str]) -> Vec<String> {
        parts.iter().map(|part| (*part).to_owned()).collect()
    }

    #[test]
    fn request_slots_are_filled_with_values_the_client_writes_as_they_are() {
        let data = json!({ "sport": { "key": "ice-hockey" }, "match": { "id": 42 } });
        let url = template(&["/api/sb/categories?sport_key=", "sport.key", ""]);
        assert_eq!(fill_url(&url, &data).as_deref(), Some("/api/sb/categories?sport_key=ice-hockey"));
        let markets = template(&["/api/sb/matches/", "match.id", "/markets?limit=500"]);
        assert_eq!(fill_url(&markets, &data).as_deref(), Some("/api/sb/matches/42/markets?limit=500"));
        let odd = json!({ "sport": { "key": "a b/é" } });
        assert_eq!(fill_url(&url, &odd), None, "a value the client would encode is left to the network");
        assert_eq!(fill_url(&url, &json!({})), None, "a slot without a value");
    }

    #[test]
    fn nothing_in_the_data_can_end_the_element_early() {
        let body = r#"{"name":"</script><!--<script>x"}"#.to_owned();
        let html = script(&[("sr /api/sb/x".to_owned(), body)]);
        let inner = html.strip_prefix("<script type=\"application/json\" id=\"initial-data\">").expect("opening");
        let inner = inner.strip_suffix("</script>").expect("closing");
        assert!(!inner.contains('<'), "{inner}");
        let value: Value = serde_json::from_str(inner).expect("JSON");
        assert_eq!(value["sr /api/sb/x"]["name"], "</script><!--<script>x");
    }
}
