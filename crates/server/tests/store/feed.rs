use crate::support::{fresh_db, BACKENDS};
use sportsbook_core::catalogue::MatchStatus;
use sportsbook_core::odds::Margin;
use sportsbook_server::catalogue::store::CatalogueStore;
use sportsbook_server::feed::bootstrap::FeedSettings;
use sportsbook_server::feed::Feed;
use std::collections::BTreeMap;

const NOW: i64 = 1_795_370_400_000;

fn settings() -> FeedSettings {
    FeedSettings { seed: Some(11), speed: 60.0, outages: true, margin: Margin::default(), limits: Default::default() }
}

/// Everything a bettor sees of each match: status, score, clock and every price.
fn view(store: &CatalogueStore) -> BTreeMap<u64, String> {
    store
        .load()
        .matches
        .iter()
        .map(|m| {
            (
                m.id,
                format!(
                    "{:?}|{}|{:?}|{:?}|{:?}",
                    m.status, m.start_time, m.statistics.total_score, m.statistics.clock, m.markets
                ),
            )
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_restarted_feed_serves_the_same_fixtures_scores_and_prices_on_every_backend() {
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let mut feed = Feed::start(db.clone(), settings(), NOW).await.expect("first start");
        let store = CatalogueStore::new(feed.snapshot());
        for second in 1..=5 {
            feed.tick_and_publish(NOW + second * 1000, &store).await.expect("tick");
        }
        let before = view(&store);
        let live = store.load().matches.iter().filter(|m| m.status == MatchStatus::Live).count();
        assert!(live >= 10, "{backend:?}: matches are live ({live})");
        drop(feed);

        let restarted =
            Feed::start(db.clone(), FeedSettings { seed: Some(999), ..settings() }, NOW + 5000).await.expect("restart");
        let after = view(&CatalogueStore::new(restarted.snapshot()));
        assert_eq!(before.len(), after.len(), "{backend:?}: same fixtures");
        assert!(
            before == after,
            "{backend:?}: a restart with no time passed changes nothing (and keeps the stored seed)"
        );
        crate::support::assert_ledger_clean(&db).await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_same_seed_produces_the_same_catalogue_and_play() {
    let run = || async {
        let db = fresh_db(crate::support::TestBackend::Sqlite).await;
        let mut feed = Feed::start(db, settings(), NOW).await.expect("start");
        let store = CatalogueStore::new(feed.snapshot());
        for second in 1..=3 {
            feed.tick_and_publish(NOW + second * 1000, &store).await.expect("tick");
        }
        view(&store)
    };
    let (first, second) = (run().await, run().await);
    assert!(first == second, "two runs with seed 11 and the same clock are identical");
}

#[tokio::test(flavor = "multi_thread")]
async fn live_matches_finish_and_keep_their_results() {
    let db = fresh_db(crate::support::TestBackend::Sqlite).await;
    let mut feed = Feed::start(db, FeedSettings { speed: 600.0, ..settings() }, NOW).await.expect("start");
    let store = CatalogueStore::new(feed.snapshot());
    for step in 1..=40 {
        feed.tick_and_publish(NOW + step * 5000, &store).await.expect("tick");
    }
    let snapshot = store.load();
    let finished: Vec<_> = snapshot.matches.iter().filter(|m| m.status == MatchStatus::Finished).collect();
    assert!(!finished.is_empty(), "matches finish at speed 600");
    for m in finished {
        assert!(
            m.markets.iter().all(|q| q.status == sportsbook_core::catalogue::MarketStatus::Settled),
            "{}: every market settled",
            m.id
        );
    }
    let live = snapshot.matches.iter().filter(|m| m.status == MatchStatus::Live).count();
    assert!(live >= 10, "the schedule keeps matches live: {live}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_providers_matches_are_suspended_without_prices_while_its_feed_is_down() {
    use sportsbook_core::catalogue::MarketStatus;
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let mut feed = Feed::start(db.clone(), settings(), NOW).await.expect("start");
        let store = CatalogueStore::new(feed.snapshot());
        // Ten seconds a tick: an outage (20–60 s) spans several ticks.
        let (mut now, mut saw_down, mut saw_back) = (NOW, 0, false);
        let mut was_down = Vec::new();
        while now < NOW + 6 * 3_600_000 && !saw_back {
            now += 10_000;
            feed.tick_and_publish(now, &store).await.expect("tick");
            let snapshot = store.load();
            let down: Vec<_> = snapshot.provider_statuses.iter().filter(|(_, up)| !up).map(|(p, _)| *p).collect();
            for m in snapshot.matches.iter().filter(|m| m.status == MatchStatus::Live) {
                let provider = snapshot.structure.sports.iter().find(|s| s.id == m.sport_id).map(|s| s.provider);
                if provider.is_some_and(|p| down.contains(&p)) {
                    for market in &m.markets {
                        assert_ne!(market.status, MarketStatus::Active, "{backend:?}: match {} open while down", m.id);
                        if market.status == MarketStatus::Suspended {
                            assert!(market.outcomes.iter().all(|o| o.odds.is_none()), "{backend:?}: a price shown");
                        }
                    }
                }
            }
            let back: Vec<_> = was_down.iter().filter(|p| !down.contains(p)).copied().collect();
            if let Some(provider) = back.first() {
                // Back up: its live matches trade again at once.
                let open = snapshot.matches.iter().filter(|m| m.status == MatchStatus::Live).any(|m| {
                    let sport = snapshot.structure.sports.iter().find(|s| s.id == m.sport_id);
                    sport.is_some_and(|s| s.provider == *provider)
                        && m.markets.iter().any(|market| market.status == MarketStatus::Active)
                });
                assert!(open, "{backend:?}: {provider:?}'s markets reopen after the outage");
                saw_back = true;
            }
            saw_down += usize::from(!down.is_empty());
            was_down = down;
        }
        assert!(saw_down >= 2 && saw_back, "{backend:?}: an outage came and went ({saw_down} ticks down)");
        crate::support::assert_ledger_clean(&db).await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn an_interrupted_match_stands_still_without_prices_stays_listed_live_and_resumes() {
    use sportsbook_core::catalogue::MarketStatus;
    use sportsbook_server::catalogue::query::MatchFilter;
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let mut feed = Feed::start(db.clone(), settings(), NOW).await.expect("start");
        let store = CatalogueStore::new(feed.snapshot());
        let live_filter = MatchFilter { statuses: vec![MatchStatus::Live], ..MatchFilter::default() };
        let (mut now, mut watched, mut resumed) = (NOW, None::<(u64, String)>, false);
        while now < NOW + 6 * 3_600_000 && !resumed {
            now += 10_000;
            feed.tick_and_publish(now, &store).await.expect("tick");
            let snapshot = store.load();
            let stand = |m: &sportsbook_server::catalogue::model::Match| {
                format!("{:?}|{:?}", m.statistics.total_score, m.statistics.period_score)
            };
            if let Some((id, before)) = &watched {
                let m = snapshot.matches.iter().find(|m| m.id == *id).expect("still there");
                if m.status == MatchStatus::Live {
                    resumed = true;
                    continue;
                }
                assert_eq!(m.status, MatchStatus::Stopped, "{backend:?}: interrupted, then live again");
                assert_eq!(&stand(m), before, "{backend:?}: play stands still while interrupted");
            }
            let stopped = snapshot.matches.iter().find(|m| m.status == MatchStatus::Stopped);
            if let Some(m) = stopped {
                assert!(m.statistics.clock.stopped, "{backend:?}: the clock stands");
                assert!(m.markets.iter().all(|q| q.status != MarketStatus::Active), "{backend:?}: nothing open");
                let priced = m.markets.iter().filter(|q| q.status == MarketStatus::Suspended);
                assert!(priced.flat_map(|q| &q.outcomes).all(|o| o.odds.is_none()), "{backend:?}: no price shown");
                assert!(live_filter.matches(&snapshot, m), "{backend:?}: still listed among the live matches");
                watched.get_or_insert((m.id, stand(m)));
            }
        }
        assert!(resumed, "{backend:?}: a match was interrupted and resumed");
        crate::support::assert_ledger_clean(&db).await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_delayed_kick_off_stays_prematch_without_prices_then_the_match_starts() {
    use sportsbook_core::catalogue::MarketStatus;
    use sportsbook_core::statistics::Stage;
    use sportsbook_server::catalogue::query::MatchFilter;
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let mut feed = Feed::start(db.clone(), settings(), NOW).await.expect("start");
        let store = CatalogueStore::new(feed.snapshot());
        let prematch = MatchFilter { statuses: vec![MatchStatus::Prematch], ..MatchFilter::default() };
        let (mut now, mut watched, mut started) = (NOW, None::<u64>, false);
        while now < NOW + 12 * 3_600_000 && !started {
            now += 10_000;
            feed.tick_and_publish(now, &store).await.expect("tick");
            let snapshot = store.load();
            if let Some(id) = watched {
                let m = snapshot.matches.iter().find(|m| m.id == id).expect("still there");
                if m.status != MatchStatus::Prematch {
                    assert_ne!(m.statistics.stage, Stage::Delayed, "{backend:?}: started, no longer delayed");
                    started = true;
                    continue;
                }
            }
            let delayed = snapshot.matches.iter().find(|m| m.statistics.stage == Stage::Delayed);
            if let Some(m) = delayed {
                assert_eq!(m.status, MatchStatus::Prematch, "{backend:?}: a delayed match has not started");
                assert!(m.start_time <= now, "{backend:?}: delayed past its start time");
                assert!(m.markets.iter().all(|q| q.status != MarketStatus::Active), "{backend:?}: nothing open");
                let suspended = m.markets.iter().filter(|q| q.status == MarketStatus::Suspended);
                assert!(suspended.flat_map(|q| &q.outcomes).all(|o| o.odds.is_none()), "{backend:?}: no price");
                assert!(prematch.matches(&snapshot, m), "{backend:?}: listed among the matches to come");
                watched.get_or_insert(m.id);
            }
        }
        assert!(started, "{backend:?}: a kick-off was delayed and the match then started");
        crate::support::assert_ledger_clean(&db).await;
    }
}
