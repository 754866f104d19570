//! The first page's data, inlined into the HTML as `<script type="application/json"
//! id="initial-data">`: the answers of the API requests the page's route loaders make first,
//! so the app renders the page without waiting for a round trip (`web/src/api/initial-data.ts`
//! uses each once). The answers come from the API itself, asked in-process, so they are exactly
//! what the network would return. Keys are `{Language} {URL}`, spelled as the web client spells
//! them (`web/src/api/client.ts`: query keys sorted, values form-encoded).

use super::routes::{Page, Route, StaticPage};
use crate::app::AppState;
use axum::body::Body;
use axum::http::{Request, StatusCode};
use axum::Router;
use serde_json::Value;
use sportsbook_core::locale::resolve_alias;
use std::collections::BTreeMap;
use std::sync::OnceLock;
use tower::ServiceExt;

/// The home page's match lists, shared with the web app (`HOME_BLOCKS`).
const HOME_BLOCKS: &str = include_str!("../../../../web/src/features/events/home-blocks.json");

/// Where the web app reaches the Sportsbook API (`VITE_API_BASE`'s default).
const API_BASE: &str = "/api/sb";

/// Markets per request, as the web app asks (`MARKETS_LIMIT`, spec §9).
const MARKETS_LIMIT: u32 = 500;

/// The largest answer inlined; a bigger one is left to the network.
const MAX_ANSWER_BYTES: usize = 256 * 1024;

/// `?a=1&b=x`: the keys sorted and the values encoded as `URLSearchParams` does.
fn query_string(params: &BTreeMap<String, String>) -> String {
    let pairs: Vec<String> =
        params.iter().map(|(key, value)| format!("{}={}", form_encode(key), form_encode(value))).collect();
    if pairs.is_empty() {
        String::new()
    } else {
        format!("?{}", pairs.join("&"))
    }
}

/// `application/x-www-form-urlencoded` encoding of one key or value.
fn form_encode(text: &str) -> String {
    text.bytes()
        .map(|byte| match byte {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'*' | b'-' | b'.' | b'_' => (byte as char).to_string(),
            b' ' => "+".to_owned(),
            _ => format!("%{byte:02X}"),
        })
        .collect()
}

/// The query of a home block (`live`, `top`, `upcoming`), values as text.
fn home_block(name: &str) -> BTreeMap<String, String> {
    static BLOCKS: OnceLock<Value> = OnceLock::new();
    let blocks = BLOCKS.get_or_init(|| serde_json::from_str(HOME_BLOCKS).unwrap_or(Value::Null));
    let Some(block) = blocks[name].as_object() else { return BTreeMap::new() };
    block
        .iter()
        .map(|(key, value)| (key.clone(), value.as_str().map_or_else(|| value.to_string(), str::to_owned)))
        .collect()
}

/// The API requests (path and query) the page's loaders make before it renders.
pub fn requests(page: &Page) -> Vec<String> {
    let sports = format!("{API_BASE}/sports");
    match page {
        Page::Static(StaticPage::Home) => {
            let mut urls = vec![sports];
            for block in ["top", "live", "upcoming"] {
                urls.push(format!("{API_BASE}/matches{}", query_string(&home_block(block))));
            }
            urls.push(format!("{API_BASE}/tournaments"));
            urls
        }
        Page::Sport(_) => vec![sports],
        Page::Category(sport, _) | Page::League(sport, _, _) => {
            let by_sport = query_string(&BTreeMap::from([("sport_key".to_owned(), sport.key.clone())]));
            vec![sports, format!("{API_BASE}/categories{by_sport}"), format!("{API_BASE}/tournaments{by_sport}")]
        }
        Page::Match(_, _, event) => vec![
            sports,
            format!("{API_BASE}/matches/{}", event.id),
            format!("{API_BASE}/matches/{}/markets?limit={MARKETS_LIMIT}", event.id),
        ],
        Page::Static(_) => Vec::new(),
    }
}

/// The `<script id="initial-data">` element of a page, empty when it has no first data.
pub async fn render(state: &AppState, route: &Route) -> String {
    let urls = requests(&route.page);
    if urls.is_empty() {
        return String::new();
    }
    let language = resolve_alias(&route.locale);
    let api = Router::new().nest(API_BASE, crate::http::sportsbook_routes()).with_state(state.clone());
    let mut answers = Vec::with_capacity(urls.len());
    for url in urls {
        if let Some(body) = answer(&api, &url, language).await {
            answers.push((format!("{language} {url}"), body));
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

    #[test]
    fn queries_are_spelled_as_url_search_params_spells_them() {
        let params: BTreeMap<String, String> =
            [("sort_by", "a,b"), ("limit", "12"), ("q", "x y/é")].map(|(k, v)| (k.to_owned(), v.to_owned())).into();
        assert_eq!(query_string(&params), "?limit=12&q=x+y%2F%C3%A9&sort_by=a%2Cb");
        assert_eq!(query_string(&BTreeMap::new()), "");
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

    #[test]
    fn the_home_blocks_are_read_from_the_web_app() {
        let live = home_block("live");
        assert_eq!(live.get("match_status").map(String::as_str), Some("1"));
        assert!(live.contains_key("limit") && live.contains_key("sort_by"));
        assert!(!home_block("top").is_empty() && !home_block("upcoming").is_empty());
    }
}
