use super::*;
use crate::db::Db;
use crate::feed::bootstrap::FeedSettings;
use crate::feed::Feed;
use sportsbook_core::odds::{Margin, Odds};

const NOW: i64 = 1_795_370_400_000;

/// A generated catalogue (fresh SQLite file) with live and prematch matches.
async fn snapshot() -> Arc<Snapshot> {
    let path = std::env::temp_dir().join(format!("sb-live-events-{}-{}.db", std::process::id(), rand::random::<u64>()));
    let db = Db::connect(&format!("sqlite://{}", path.display())).await.expect("database");
    let settings = FeedSettings {
        seed: Some(5),
        speed: 1.0,
        outages: true,
        margin: Margin::default(),
        limits: Default::default(),
    };
    let feed = Feed::start(db, settings, NOW).await.expect("feed");
    let snapshot = Arc::new(feed.snapshot());
    let _ = std::fs::remove_file(&path);
    snapshot
}

/// `base` with one match replaced by `change(match)`.
fn with_change(base: &Snapshot, id: u64, mut change: impl FnMut(&mut Match)) -> Arc<Snapshot> {
    let matches = base
        .matches
        .iter()
        .map(|m| {
            if m.id != id {
                return m.clone();
            }
            let mut changed = Match::clone(m);
            change(&mut changed);
            Arc::new(changed)
        })
        .collect();
    Arc::new(Snapshot::new(base.version + 1, base.structure.clone(), matches, base.provider_statuses.clone()))
}

/// Runs a match's clock by `secs` of match time while `wall_ms` pass.
fn run_clock(m: &mut Match, secs: u32, wall_ms: i64) {
    let clock = &mut m.statistics.clock;
    clock.match_time += secs;
    for countdown in [&mut clock.remaining_time, &mut clock.remaining_time_in_period] {
        *countdown = countdown.map(|left| left.saturating_sub(secs));
    }
    m.updated_at += wall_ms;
}

fn live_match(snapshot: &Snapshot) -> &Match {
    snapshot
        .matches
        .iter()
        .filter(|m| m.status == MatchStatus::Live && !m.statistics.clock.stopped)
        // A main market whose result is already certain is suspended without prices.
        .filter(|m| {
            let main = MarketContext::new(&snapshot.structure, m, Locale::En).and_then(|c| c.main_market());
            main.is_some_and(|q| q.outcomes.iter().any(|o| o.odds.is_some()))
        })
        .max_by_key(|m| (m.markets.len(), m.id))
        .expect("a running live match")
}

fn events(publications: &[Publication]) -> Vec<(String, String)> {
    publications
        .iter()
        .map(|p| {
            let value: serde_json::Value = serde_json::from_str(&p.data).expect("json");
            (p.channel.clone(), value["event_name"].as_str().unwrap_or_default().to_owned())
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn an_unchanged_snapshot_publishes_nothing() {
    let base = snapshot().await;
    let mut changes = Changes::new(base.clone());
    let copy = Arc::new(Snapshot::new(
        base.version + 1,
        base.structure.clone(),
        base.matches.iter().map(|m| Arc::new(Match::clone(m))).collect(),
        base.provider_statuses.clone(),
    ));
    assert_eq!(changes.advance(copy), Vec::new());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_clock_running_as_clients_extrapolate_it_is_not_republished() {
    let base = snapshot().await;
    let id = live_match(&base).id;
    let mut changes = Changes::new(base.clone());
    let mut current = base;
    for second in 1..=10 {
        current = with_change(&current, id, |m| run_clock(m, 1, 1000));
        assert_eq!(changes.advance(current.clone()), Vec::new(), "second {second}");
    }
    // Running twice as fast as the wall clock: republished once the drift passes the tolerance.
    let mut published = 0;
    for _ in 0..10 {
        current = with_change(&current, id, |m| run_clock(m, 2, 1000));
        published += events(&changes.advance(current.clone())).iter().filter(|(_, e)| e == "match_changed").count();
    }
    assert!((4..=12).contains(&published), "{published} match_changed for a drifting clock");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_goal_goes_to_the_locale_and_match_channels_in_every_language() {
    let base = snapshot().await;
    let id = live_match(&base).id;
    let mut changes = Changes::new(base.clone());
    let next = with_change(&base, id, |m| m.statistics.total_score.home += 1);
    let published = events(&changes.advance(next));
    let expected: Vec<(String, String)> = Locale::ALL
        .into_iter()
        .flat_map(|l| {
            [
                (channels::updates(l), "match_changed".to_owned()),
                (channels::match_channel(l, id), "match_changed".to_owned()),
            ]
        })
        .collect();
    assert_eq!(published, expected);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_kick_off_announces_the_status_change_with_the_previous_status() {
    let base = snapshot().await;
    let prematch =
        base.matches.iter().find(|m| m.status == MatchStatus::Prematch && m.home_id.is_some()).expect("prematch");
    let mut changes = Changes::new(base.clone());
    let publications = changes.advance(with_change(&base, prematch.id, |m| m.status = MatchStatus::Live));
    let status: Vec<serde_json::Value> = publications
        .iter()
        .filter(|p| p.data.contains("match_status_changed"))
        .map(|p| serde_json::from_str(&p.data).expect("json"))
        .collect();
    assert_eq!(status.len(), Locale::ALL.len());
    assert_eq!(status[0]["message"]["id"], prematch.id);
    assert_eq!(status[0]["message"]["status"], 1);
    assert_eq!(status[0]["message"]["previous_status"], 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_price_move_sends_all_markets_to_the_match_and_main_markets_to_lists_only_when_they_moved() {
    let base = snapshot().await;
    let event = live_match(&base);
    let id = event.id;
    let ctx = MarketContext::new(&base.structure, event, Locale::En).expect("context");
    let main = ctx.main_market().cloned().expect("main");
    let listed: Vec<(u32, String)> = [ctx.main_market(), ctx.secondary_market()]
        .into_iter()
        .flatten()
        .chain(ctx.top_markets())
        .map(|q| (q.market_id, q.specifier.clone()))
        .collect();
    let bump = |m: &mut Match, pick: &dyn Fn(&sportsbook_core::market::MarketQuote) -> bool| {
        let market = m.markets.iter_mut().find(|q| pick(q)).expect("market");
        let outcome = market.outcomes.iter_mut().find(|o| o.odds.is_some()).expect("priced outcome");
        outcome.odds = outcome.odds.map(|o| Odds(o.0 + 10));
    };
    let mut changes = Changes::new(base.clone());
    let is_main =
        |q: &sportsbook_core::market::MarketQuote| q.market_id == main.market_id && q.specifier == main.specifier;
    let moved_main = with_change(&base, id, |m| bump(m, &is_main));
    let published = events(&changes.advance(moved_main.clone()));
    for locale in Locale::ALL {
        assert!(published.contains(&(channels::match_channel(locale, id), "markets_changed".to_owned())));
        assert!(published.contains(&(channels::updates(locale), "markets_changed".to_owned())));
    }
    assert!(!published.iter().any(|(_, e)| e == "match_changed"));

    let is_side_market = |q: &sportsbook_core::market::MarketQuote| {
        !listed.contains(&(q.market_id, q.specifier.clone()))
            && q.status != sportsbook_core::catalogue::MarketStatus::Inactive
            && q.outcomes.iter().any(|o| o.odds.is_some())
    };
    let moved_side = with_change(&moved_main, id, |m| bump(m, &is_side_market));
    let published = events(&changes.advance(moved_side));
    let channels_hit: Vec<&str> = published.iter().map(|(c, _)| c.as_str()).collect();
    let expected: Vec<String> = Locale::ALL.into_iter().map(|l| channels::match_channel(l, id)).collect();
    assert_eq!(channels_hit, expected.iter().map(String::as_str).collect::<Vec<_>>());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_provider_outage_is_announced_once_per_language() {
    let base = snapshot().await;
    let mut changes = Changes::new(base.clone());
    let mut statuses = base.provider_statuses.clone();
    statuses[0].1 = !statuses[0].1;
    let next =
        Arc::new(Snapshot::new(base.version + 1, base.structure.clone(), base.matches.clone(), statuses.clone()));
    let published = changes.advance(next);
    assert_eq!(published.len(), Locale::ALL.len());
    let message: serde_json::Value = serde_json::from_str(&published[0].data).expect("json");
    assert_eq!(message["event_name"], "provider_status_changed");
    assert_eq!(message["message"]["provider"], statuses[0].0.as_str());
    assert_eq!(message["message"]["active"], statuses[0].1);
}
