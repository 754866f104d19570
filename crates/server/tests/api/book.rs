//! An honest book over a whole seeded programme (docs/decisions/048-honest-book.md): the main
//! market stays open while anything is priced, a heavy favourite stands at 1.01, totals follow
//! the matchup, and the lists count and lead with open markets.

use crate::support::{spawn_app_with, TestApp};
use serde_json::Value;

const OPEN: i64 = 1;
const SETTLED: i64 = -3;
const CANCELLED: i64 = -4;

/// A server on a catalogue that holds still: the feed fills a database, stops, and a server
/// without a feed serves what it wrote, so two requests see the same markets.
async fn still_app() -> TestApp {
    let leader = spawn_app_with(&[]).await;
    let database_url = leader.database_url.clone();
    leader.stop().await;
    spawn_app_with(&[("DATABASE_URL", &database_url), ("SPORTSBOOK_FEED", "off")]).await
}

/// Every match of a list query, page after page.
async fn all_matches(app: &TestApp, query: &str) -> Vec<Value> {
    let mut matches = Vec::new();
    for page in 1.. {
        let (status, body) = app.get(&format!("/api/sb/matches?{query}&limit=500&page={page}")).await;
        assert_eq!(status, 200, "{body}");
        let data = body["data"].as_array().expect("a list").clone();
        let done = data.len() < 500;
        matches.extend(data);
        if done {
            break;
        }
    }
    matches
}

fn sport(m: &Value) -> &str {
    m["tournament"]["sport"]["key"].as_str().unwrap_or_default()
}

fn prices(market: &Value) -> Vec<Option<f64>> {
    market["outcomes"].as_array().map_or_else(Vec::new, |o| o.iter().map(|x| x["odds"].as_f64()).collect())
}

async fn markets(app: &TestApp, id: &Value, query: &str) -> Vec<Value> {
    let (status, body) = app.get(&format!("/api/sb/matches/{id}/markets?limit=500{query}")).await;
    assert_eq!(status, 200, "{body}");
    body["data"].as_array().expect("markets").clone()
}

#[tokio::test(flavor = "multi_thread")]
async fn no_prematch_main_market_is_closed_while_others_are_priced_and_heavy_favourites_stand_at_the_floor() {
    let app = still_app().await;
    let prematch = all_matches(&app, "match_status=0").await;
    assert!(prematch.len() > 100, "a seeded programme: {}", prematch.len());
    let mut floored = 0;
    for m in &prematch {
        if m["available_markets"].as_u64() == Some(0) {
            continue;
        }
        let main = &m["main_market"];
        assert_eq!(
            main["status"],
            OPEN,
            "{} {}: main market closed while others are open: {main}",
            sport(m),
            m["name"]
        );
        let odds = prices(main);
        assert!(
            odds.iter().all(Option::is_some),
            "{} {}: a locked cell on the main market {main}",
            sport(m),
            m["name"]
        );
        if odds.contains(&Some(1.01)) {
            floored += 1;
            // The long sides carry the margin the favourite at the floor cannot.
            let book: f64 = odds.iter().flatten().map(|o| 1.0 / o).sum();
            assert!(book > 1.0, "{} {}: a book under 100 % {odds:?}", sport(m), m["name"]);
        }
    }
    assert!(floored > 0, "the programme has heavy favourites, quoted at 1.01");
    app.stop().await;
}

/// The most balanced line of the total goals (market 18) and the price of over 2.5 / 5.5.
async fn total(app: &TestApp, m: &Value, line: &str) -> (f64, f64) {
    let totals = markets(app, &m["id"], "&market_id=18").await;
    let balanced = totals.iter().find(|t| t["most_balanced"] == true).expect("a main total line");
    let main_line = balanced["specifier"].as_str().and_then(|s| s.strip_prefix("total=")).expect("a total");
    let fixed = totals.iter().find(|t| t["specifier"] == format!("total={line}")).expect(line);
    let over = fixed["outcomes"][0]["odds"].as_f64().expect("over priced");
    (main_line.parse().expect("a number"), over)
}

#[tokio::test(flavor = "multi_thread")]
async fn a_mismatch_expects_more_goals_than_an_even_match_in_football_and_ice_hockey() {
    let app = still_app().await;
    let prematch = all_matches(&app, "match_status=0&sport_key=football,ice-hockey").await;
    for (key, line) in [("football", "2.5"), ("ice-hockey", "5.5")] {
        // The shortest favourite of the sport, and the match whose sides are priced closest.
        let mains: Vec<(&Value, f64, f64)> = prematch
            .iter()
            .filter(|m| sport(m) == key && m["main_market"]["status"] == OPEN)
            .filter_map(|m| {
                let odds = prices(&m["main_market"]);
                let (home, away) = (odds.first().copied().flatten()?, odds.last().copied().flatten()?);
                Some((m, home.min(away), (home - away).abs()))
            })
            .collect();
        assert!(mains.len() > 5, "{key}: {} prematch matches", mains.len());
        let mismatch = mains.iter().min_by(|a, b| a.1.total_cmp(&b.1)).expect("a mismatch").0;
        let even = mains.iter().min_by(|a, b| a.2.total_cmp(&b.2)).expect("an even match").0;
        let (mismatch_line, mismatch_over) = total(&app, mismatch, line).await;
        let (even_line, even_over) = total(&app, even, line).await;
        assert!(
            mismatch_over < even_over,
            "{key}: over {line} at {mismatch_over} in a mismatch, {even_over} when even"
        );
        assert!(mismatch_line >= even_line, "{key}: main line {mismatch_line} in a mismatch, {even_line} when even");
    }
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn available_markets_counts_the_open_markets_and_a_match_page_lists_them_first() {
    let app = still_app().await;
    let live = all_matches(&app, "match_status=1").await;
    let prematch = all_matches(&app, "match_status=0&sport_key=football,basketball,tennis").await;
    let mut with_results = 0;
    for m in live.iter().chain(prematch.iter().take(20)) {
        let listed = markets(&app, &m["id"], "").await;
        let open = listed.iter().filter(|x| x["status"] == OPEN).count() as u64;
        assert_eq!(m["available_markets"].as_u64(), Some(open), "{} {}", sport(m), m["name"]);
        let done = |x: &Value| x["status"] == SETTLED || x["status"] == CANCELLED;
        let first_done = listed.iter().position(done).unwrap_or(listed.len());
        assert!(
            listed[first_done..].iter().all(done),
            "{} {}: an open market after a settled one",
            sport(m),
            m["name"]
        );
        with_results += usize::from(first_done < listed.len() && first_done > 0);
    }
    assert!(with_results > 0, "some live match has settled markets behind its open ones");
    app.stop().await;
}
