use crate::support::{fresh_db, BACKENDS};
use sportsbook_core::catalogue::{MatchStatus, Provider, SportType};
use sportsbook_core::locale::LocalizedName;
use sportsbook_core::market::{MarketQuote, OutcomeQuote, OutcomeResult};
use sportsbook_core::odds::Odds;
use sportsbook_core::statistics::{Score, Statistics};
use sportsbook_server::catalogue::model::{Category, Competitor, EventKind, Match, Sport, Tournament};
use sportsbook_server::db::catalogue as store;

fn structure() -> (Vec<Sport>, Vec<Category>, Vec<Tournament>, Vec<Competitor>) {
    let name = |en: &str, sr: &str| LocalizedName { en: en.to_owned(), sr: sr.to_owned() };
    let sport = Sport {
        id: 1,
        key: "football".to_owned(),
        urn_id: "sr:sport:1".to_owned(),
        name: name("Football", "Fudbal"),
        priority: 1,
        sport_type: SportType::Regular,
        provider: Provider::Betradar,
    };
    let category = Category {
        id: 101,
        sport_id: 1,
        slug: "serbia".to_owned(),
        name: name("Serbia", "Srbija"),
        priority: 2,
        country_code: Some("RS".to_owned()),
    };
    let tournament = Tournament {
        id: 1011,
        sport_id: 1,
        category_id: 101,
        urn_id: "sr:tournament:1011".to_owned(),
        slug: "serbia-first-league".to_owned(),
        name: name("First League", "Prva liga"),
        priority: 3,
        level: "season".to_owned(),
    };
    let team = |id: u32, n: &str| Competitor {
        id,
        sport_id: 1,
        name: LocalizedName::same(n),
        rating: 1512.25,
        stadium: Some("Gradski stadion".to_owned()),
        city: None,
    };
    (vec![sport], vec![category], vec![tournament], vec![team(10_001, "FK Šumadija"), team(10_002, "Radnički Vranje")])
}

/// The row the feed would write for `event` with `model`.
fn row<'a>(event: &'a Match, model: &str) -> store::MatchRow<'a> {
    store::MatchRow::new(event, model.to_owned()).expect("serializes")
}

fn a_match(status: MatchStatus, home_goals: u32) -> Match {
    Match {
        id: 5,
        kind: EventKind::Match,
        urn_id: "sr:match:5".to_owned(),
        slug: "fk-sumadija-vs-radnicki-vranje-5".to_owned(),
        sport_id: 1,
        tournament_id: 1011,
        home_id: Some(10_001),
        away_id: Some(10_002),
        start_time: 1_795_370_400_000,
        end_time: None,
        status,
        stadium: Some("Gradski stadion".to_owned()),
        city: Some("Kragujevac".to_owned()),
        has_video: false,
        statistics: Statistics {
            total_score: Score { home: home_goals, away: 0 },
            max_period_number: 2,
            ..Statistics::default()
        },
        updated_at: 1_795_370_500_000,
        bets_count: 0,
        markets: vec![MarketQuote::open(1, "", vec![OutcomeQuote { id: 1, odds: Some(Odds(1850)), result: None }])],
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_catalogue_structure_round_trips_on_every_backend() {
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let (sports, categories, tournaments, competitors) = structure();
        let mut conn = db.pool.acquire().await.expect("connection");
        store::insert_structure(&mut conn, &sports, &categories, &tournaments, &competitors).await.expect("insert");
        drop(conn);
        let loaded = store::load_structure(&db.pool).await.expect("load");
        assert_eq!(loaded.0, sports, "{backend:?}");
        assert_eq!(loaded.1, categories, "{backend:?}");
        assert_eq!(loaded.2, tournaments, "{backend:?}");
        let mut competitors_loaded = loaded.3;
        competitors_loaded.sort_by_key(|c| c.id);
        assert_eq!(competitors_loaded, competitors, "{backend:?}");
        crate::support::assert_ledger_clean(&db).await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_match_is_inserted_then_updated_in_place_on_every_backend() {
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let (sports, categories, tournaments, competitors) = structure();
        let mut conn = db.pool.acquire().await.expect("connection");
        store::insert_structure(&mut conn, &sports, &categories, &tournaments, &competitors).await.expect("insert");
        store::upsert_row(&mut conn, &row(&a_match(MatchStatus::Live, 1), "{\"state\":1}"))
            .await
            .expect("insert match");
        let mut finished = a_match(MatchStatus::Finished, 2);
        finished.markets = vec![MarketQuote::settled(1, "", &[(1, OutcomeResult::Win), (2, OutcomeResult::Lose)])];
        store::upsert_row(&mut conn, &row(&finished, "{\"state\":2}")).await.expect("update match");
        drop(conn);
        let loaded = store::load_matches(&db.pool).await.expect("load");
        assert_eq!(loaded.len(), 1, "{backend:?}");
        assert_eq!(loaded[0].event, finished, "{backend:?}");
        assert_eq!(loaded[0].model, "{\"state\":2}", "{backend:?}");

        let mut conn = db.pool.acquire().await.expect("connection");
        let removed = store::delete_finished_before(&mut conn, finished.start_time + 1).await.expect("prune");
        assert_eq!(removed, 1, "{backend:?}");
        crate::support::assert_ledger_clean(&db).await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_foreign_key_violation_is_refused_on_every_backend() {
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let mut conn = db.pool.acquire().await.expect("connection");
        let result = store::upsert_row(&mut conn, &row(&a_match(MatchStatus::Prematch, 0), "null")).await;
        assert!(result.is_err(), "{backend:?}: a match needs its sport and tournament");
        crate::support::assert_ledger_clean(&db).await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn provider_statuses_and_feed_state_round_trip_on_every_backend() {
    for backend in BACKENDS {
        let db = fresh_db(backend).await;
        let mut conn = db.pool.acquire().await.expect("connection");
        store::upsert_provider_status(&mut conn, Provider::Oddin, false, 10).await.expect("save");
        store::upsert_provider_status(&mut conn, Provider::Oddin, true, 20).await.expect("update");
        store::upsert_provider_status(&mut conn, Provider::Betradar, false, 20).await.expect("save");
        store::set_feed_state(&mut conn, "seed", "41").await.expect("set");
        store::set_feed_state(&mut conn, "seed", "42").await.expect("overwrite");
        drop(conn);
        let mut statuses = store::load_provider_statuses(&db.pool).await.expect("load");
        statuses.sort_by_key(|(p, _)| p.as_str());
        assert_eq!(statuses, vec![(Provider::Betradar, false), (Provider::Oddin, true)], "{backend:?}");
        assert_eq!(store::get_feed_state(&db.pool, "seed").await.expect("get").as_deref(), Some("42"), "{backend:?}");
        assert_eq!(store::get_feed_state(&db.pool, "missing").await.expect("get"), None, "{backend:?}");
        crate::support::assert_ledger_clean(&db).await;
    }
}
