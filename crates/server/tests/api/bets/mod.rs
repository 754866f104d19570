//! Bet placement over real HTTP on SQLite and PostgreSQL: every bet type placed, debited and
//! listed; exactly-once per idempotency key; the odds accept modes; the live bet delay (also
//! across a restart); and every kind of bad input refused with nothing debited. The ledger
//! audit runs after each test.

pub(crate) mod live;

use crate::accounts::{
    assert_ledger_clean, call_with_headers, deposit, get, new_key, post, signed_in, site_config, Auth, Reply,
};
use crate::support::{spawn_app_on, TestApp, TestBackend, BACKENDS};
use reqwest::Method;
use serde_json::{json, Value};
use std::time::Duration;

/// A priced outcome of a match: the selection of a placement, at the current odds.
#[derive(Debug, Clone)]
pub(super) struct Pick {
    pub(super) match_id: u64,
    pub(super) market_id: u64,
    pub(super) specifier: String,
    pub(super) outcome_id: u64,
    pub(super) odds: f64,
}

impl Pick {
    fn selection(&self) -> Value {
        json!({ "match_id": self.match_id, "market_id": self.market_id, "specifier": self.specifier,
                "outcome_id": self.outcome_id, "odds": self.odds })
    }
}

/// How long a prematch pick must stay prematch: the test feed runs 60 times faster than the
/// clock, so the soonest matches kick off (and are repriced live) while a slow test still runs.
const PREMATCH_FOR: time::Duration = time::Duration::minutes(5);

/// The first offered outcome of the first open market of each of `count` matches of `status`
/// (prematch ones that kick off no sooner than [`PREMATCH_FOR`] from now).
pub(super) async fn picks(app: &TestApp, status: u8, count: usize) -> Vec<Pick> {
    let picks = open_picks(app, status, count).await;
    assert_eq!(picks.len(), count, "only {} priced matches of status {status}", picks.len());
    picks
}

/// Like [`picks`], but as many as there are, up to `count`: a fast feed suspends a live match
/// for a while after each goal, so at a given moment fewer may be open.
pub(super) async fn open_picks(app: &TestApp, status: u8, count: usize) -> Vec<Pick> {
    let (_, list) = app.get(&format!("/api/sb/matches?match_status={status}&sport_key=football&limit=200")).await;
    let kicks_off_late = |event: &Value| {
        let start = event["start_time"].as_str().expect("start time");
        let start =
            time::OffsetDateTime::parse(start, &time::format_description::well_known::Rfc3339).expect("ISO time");
        status != 0 || start >= time::OffsetDateTime::now_utc() + PREMATCH_FOR
    };
    let mut picks = Vec::new();
    for event in list["data"].as_array().expect("matches").iter().filter(|event| kicks_off_late(event)) {
        let id = event["id"].as_u64().expect("id");
        let (_, markets) = app.get(&format!("/api/sb/matches/{id}/markets?limit=500")).await;
        let open = markets["data"].as_array().expect("markets").iter().find_map(|m| {
            let outcome = m["outcomes"].as_array()?.iter().find(|o| o["active"] == true && o["odds"].is_number())?;
            (m["status"] == 1).then(|| Pick {
                match_id: id,
                market_id: m["id"].as_u64().unwrap_or_default(),
                specifier: m["specifier"].as_str().unwrap_or_default().to_owned(),
                outcome_id: outcome["id"].as_u64().unwrap_or_default(),
                odds: outcome["odds"].as_f64().unwrap_or_default(),
            })
        });
        picks.extend(open);
        if picks.len() == count {
            break;
        }
    }
    picks
}

pub(super) fn placement(stake: &str, picks: &[Pick], system: Option<&str>) -> Value {
    let mut bet = json!({ "stake": { "value": stake, "currency": "EUR" },
                          "selections": picks.iter().map(Pick::selection).collect::<Vec<_>>() });
    if let Some(system) = system {
        bet["system_id"] = json!(system);
    }
    json!({ "meta": { "device_id": "test", "quick": false, "type": "single" }, "bets": [bet] })
}

pub(super) async fn place_with_key(app: &TestApp, body: Value, auth: &Auth, key: &str) -> Reply {
    call_with_headers(app, Method::POST, "/api/sb/bets", Some(body), auth, &[("Idempotency-Key", key)]).await
}

pub(super) async fn place(app: &TestApp, body: Value, auth: &Auth) -> Reply {
    place_with_key(app, body, auth, &new_key()).await
}

pub(super) async fn balance(app: &TestApp, auth: &Auth) -> i64 {
    get(app, "/api/platform/player/accounts", auth).await.body["data"][0]["balance"].as_i64().expect("balance")
}

/// A confirmed player with 100.00 EUR.
pub(super) async fn funded(app: &TestApp, email: &str) -> Auth {
    let auth = signed_in(app, email).await;
    assert_eq!(deposit(app, json!({ "amount": "100.00" }), &auth).await.status, 201);
    auth
}

#[tokio::test(flavor = "multi_thread")]
async fn each_bet_type_is_placed_debited_and_listed() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let auth = funded(&app, "bettor@example.com").await;
        let three = picks(&app, 0, 3).await;
        let single = place(&app, placement("5.00", &three[..1], None), &auth).await;
        assert_eq!(single.status, 201, "{backend:?}: {}", single.body);
        let bet = &single.body["data"][0];
        assert_eq!((bet["type"].as_str(), bet["status"].as_str()), (Some("single"), Some("waiting_results")));
        assert_eq!(bet["stake"], json!({ "value": 500, "currency": "EUR", "subunits": 100 }));
        assert_eq!(bet["win_amount"], (three[0].odds * 500.0).round() as i64, "{backend:?}");
        assert_eq!(bet["selections"][0]["odds"], json!(three[0].odds));
        assert!(bet["selections"][0]["match"]["name"].as_str().is_some_and(|n| !n.is_empty()), "{bet}");

        let treble = place(&app, placement("3.00", &three, None), &auth).await;
        assert_eq!(treble.status, 201, "{backend:?}: {}", treble.body);
        assert_eq!(treble.body["data"][0]["type"], "combo");
        let system = place(&app, placement("6.00", &three, Some("2/3")), &auth).await;
        assert_eq!(system.status, 201, "{backend:?}: {}", system.body);
        assert_eq!(system.body["data"][0]["system"]["lines"], 3);
        assert_eq!(system.body["data"][0]["system"]["stake_per_line"], 200);
        let trixie = place(&app, placement("4.00", &three, Some("trixie")), &auth).await;
        assert_eq!(trixie.status, 201, "{backend:?}: {}", trixie.body);
        assert_eq!(trixie.body["data"][0]["system"]["lines"], 4);

        assert_eq!(balance(&app, &auth).await, 10_000 - 500 - 300 - 600 - 400, "{backend:?}");
        let open = get(&app, "/api/sb/bets?status=open", &auth).await;
        assert_eq!(open.body["pagination"]["total"], 4, "{backend:?}: {}", open.body);
        assert_eq!(open.body["data"][0]["system"]["id"], "trixie", "newest first");
        assert_eq!(get(&app, "/api/sb/bets?status=settled", &auth).await.body["pagination"]["total"], 0);
        assert_eq!(get(&app, "/api/sb/bets?result=win", &auth).await.body["pagination"]["total"], 0);
        let other = funded(&app, "other@example.com").await;
        assert_eq!(get(&app, "/api/sb/bets", &other).await.body["pagination"]["total"], 0, "own bets only");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn fifty_concurrent_placements_with_one_key_make_one_bet_and_one_debit() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let auth = funded(&app, "eager@example.com").await;
        let pick = picks(&app, 0, 1).await;
        let body = placement("2.00", &pick, None);
        let key = new_key();
        let replies =
            futures_util::future::join_all((0..50).map(|_| place_with_key(&app, body.clone(), &auth, &key))).await;
        let ids: std::collections::BTreeSet<i64> = replies
            .iter()
            .map(|r| {
                assert_eq!(r.status, 201, "{backend:?}: {}", r.body);
                r.body["data"][0]["id"].as_i64().expect("id")
            })
            .collect();
        assert_eq!(ids.len(), 1, "{backend:?}");
        assert_eq!(balance(&app, &auth).await, 10_000 - 200, "{backend:?}");
        assert_eq!(get(&app, "/api/sb/bets", &auth).await.body["pagination"]["total"], 1);
        let changed = place_with_key(&app, placement("3.00", &pick, None), &auth, &key).await;
        assert_eq!((changed.status, changed.body["error"]["code"].as_str()), (409, Some("idempotency_conflict")));
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_stale_price_is_refused_under_none_and_accepted_at_the_current_price_under_any() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let auth = funded(&app, "picky@example.com").await;
        let mut pick = picks(&app, 0, 1).await.remove(0);
        let current = pick.odds;
        pick.odds = current + 0.5;
        let stale = place(&app, placement("1.00", std::slice::from_ref(&pick), None), &auth).await;
        assert_eq!(stale.status, 422, "{backend:?}: {}", stale.body);
        assert_eq!(stale.body["error"]["code"], "odds_changed");
        assert_eq!(stale.body["error"]["details"]["code"], 101);
        assert_eq!(stale.body["error"]["details"]["key"], "error.risk_validation.odds_different_than_bookmaker");
        assert_eq!(balance(&app, &auth).await, 10_000, "{backend:?}: nothing debited");

        let mode = post(&app, "/api/sb/settings", json!({ "auto_accept_odds_change": "any" }), &auth).await;
        assert_eq!(mode.status, 200, "{}", mode.body);
        let accepted = place(&app, placement("1.00", std::slice::from_ref(&pick), None), &auth).await;
        assert_eq!(accepted.status, 201, "{backend:?}: {}", accepted.body);
        assert_eq!(accepted.body["data"][0]["selections"][0]["odds"], json!(current), "the current price is taken");
        assert_eq!(balance(&app, &auth).await, 9_900, "{backend:?}");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn bad_bets_are_refused_with_their_code_and_nothing_debited() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let auth = funded(&app, "careless@example.com").await;
        let three = picks(&app, 0, 3).await;
        let one = &three[..1];
        let mut same_market = three[0].clone();
        same_market.outcome_id += 1;
        let mut unknown_outcome = three[0].clone();
        unknown_outcome.outcome_id = 987_654;
        let mut unknown_market = three[0].clone();
        unknown_market.market_id = 987_654;
        let mut unknown_match = three[0].clone();
        unknown_match.match_id = 987_654_321;
        let with_currency = |currency: &str| json!({ "bets": [{ "stake": { "value": "1", "currency": currency }, "selections": [one[0].selection()] }] });
        let cases: Vec<(Value, u16, &str)> = vec![
            (placement("0", one, None), 422, "amount_not_positive"),
            (placement("-1", one, None), 422, "amount_invalid"),
            (placement("NaN", one, None), 422, "amount_invalid"),
            (placement("1e9", one, None), 422, "amount_invalid"),
            (placement("1.001", one, None), 422, "amount_too_many_decimals"),
            (placement("0.05", one, None), 422, "stake_too_low"),
            (placement("100.01", one, None), 422, "insufficient_balance"),
            (placement("5000.01", one, None), 422, "stake_too_high"),
            (placement("1", &[three[0].clone(), same_market], None), 422, "same_market"),
            (placement("1", &[three[0].clone(), three[0].clone()], None), 422, "same_market"),
            (placement("1", &three[..2], Some("2/3")), 422, "system_mismatch"),
            (placement("1", &three, Some("7/3")), 422, "system_invalid"),
            (placement("1.00", &three, Some("2/3")), 422, "stake_not_divisible_by_lines"),
            (placement("1", &[unknown_outcome], None), 422, "outcome_not_found"),
            (placement("1", &[unknown_market], None), 422, "market_not_found"),
            (placement("1", &[unknown_match], None), 422, "match_not_found"),
            (with_currency("DOGE"), 422, "currency_invalid"),
            (json!({ "bets": [] }), 400, "invalid_body"),
            (
                json!({ "bets": [{ "stake": { "value": "1", "currency": "EUR" }, "selections": [] }] }),
                422,
                "no_selections",
            ),
            (json!({ "bets": "many" }), 400, "invalid_body"),
        ];
        for (body, status, code) in cases {
            let reply = place(&app, body.clone(), &auth).await;
            assert_eq!(
                (reply.status, reply.body["error"]["code"].as_str()),
                (status, Some(code)),
                "{backend:?} {body}"
            );
        }
        post(&app, "/api/platform/player/accounts", json!({ "currency": "USD" }), &auth).await;
        post(&app, "/api/platform/player/accounts", json!({ "currency": "EUR" }), &auth).await;
        let no_usd = place(&app, with_currency("USD"), &auth).await;
        assert_eq!(no_usd.body["error"]["code"], "insufficient_balance", "{backend:?}");

        let body = placement("1", one, None);
        let no_key = call_with_headers(&app, Method::POST, "/api/sb/bets", Some(body.clone()), &auth, &[]).await;
        assert_eq!(no_key.body["error"]["code"], "idempotency_key_required");
        let long_key = place_with_key(&app, body.clone(), &auth, &"k".repeat(300)).await;
        assert_eq!(long_key.body["error"]["code"], "idempotency_key_invalid");
        let signed_out = place(&app, body.clone(), &Auth::None).await;
        assert_eq!(signed_out.status, 401);
        assert_eq!(one_megabyte_placement(&app, &auth).await, 413, "{backend:?}");
        let mut foreign = body.clone();
        foreign["bets"][0]["user_id"] = json!(1);
        assert_eq!(place(&app, foreign, &auth).await.status, 400, "the player comes only from the session");

        assert_eq!(balance(&app, &auth).await, 10_000, "{backend:?}: nothing debited");
        assert_eq!(get(&app, "/api/sb/bets", &auth).await.body["pagination"]["total"], 0);
        assert_ledger_clean(&app).await;

        assert_eq!(get(&app, "/api/platform/player", &auth).await.body["data"]["serasa"], false, "{backend:?}");
        let db = sportsbook_server::db::Db::connect(&app.database_url).await.expect("db");
        sqlx::query("UPDATE users SET pve = 1").execute(&db.pool).await.expect("pve");
        let profile = get(&app, "/api/platform/player", &auth).await;
        assert_eq!(profile.body["data"]["serasa"], true, "{backend:?}: the profile carries the pve flag");
        let pve = place(&app, body, &auth).await;
        assert_eq!((pve.status, pve.body["error"]["details"]["code"].as_i64()), (422, Some(114)), "{}", pve.body);
        assert_eq!(pve.body["error"]["details"]["key"], "error.platform.pve_player_bet_forbidden");
        app.stop().await;
    }
}

/// The status of a placement announcing a 1 MB body (sent over a raw socket: the server answers
/// before the body is read).
async fn one_megabyte_placement(app: &TestApp, auth: &Auth) -> u16 {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let Auth::Cookie(token) = auth else { panic!("a cookie session") };
    let host = app.address.trim_start_matches("http://");
    let mut stream = tokio::net::TcpStream::connect(host).await.expect("connect");
    let head = format!(
        "POST /api/sb/bets HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nX-Sportsbook-App: web\r\n\
         Origin: {}\r\nCookie: sb_session={token}\r\nIdempotency-Key: huge\r\nContent-Length: 1048576\r\n\
         Connection: close\r\n\r\n{{\"bets\":[",
        app.address
    );
    stream.write_all(head.as_bytes()).await.expect("write");
    let mut answer = vec![0_u8; 1024];
    let read =
        tokio::time::timeout(Duration::from_secs(5), stream.read(&mut answer)).await.expect("in time").expect("read");
    let text = String::from_utf8_lossy(&answer[..read]).into_owned();
    assert!(text.contains("payload_too_large"), "{text}");
    text.split_whitespace().nth(1).and_then(|s| s.parse().ok()).unwrap_or(0)
}

#[tokio::test(flavor = "multi_thread")]
async fn a_refused_over_limit_bet_names_the_largest_acceptable_stake() {
    let config =
        site_config(r#"{"betting": {"max_payout": {"EUR": "50", "USD": "50", "RSD": "5000", "BTC": "0.001"}}}"#);
    let app = spawn_app_on(TestBackend::Sqlite, &[("SPORTSBOOK_SITE_CONFIG", &config)]).await;
    let auth = funded(&app, "highroller@example.com").await;
    let pick = picks(&app, 0, 1).await;
    let max = post(&app, "/api/sb/bets/max-stake", placement("1", &pick, None), &auth).await;
    assert_eq!(max.status, 200, "{}", max.body);
    let max_stake: f64 = max.body["data"]["max_stake"].as_str().expect("max").parse().expect("decimal");
    let expected = (50.0 / (pick[0].odds - 1.0) * 100.0).floor() / 100.0;
    assert!((max_stake - expected).abs() < 0.011, "{max_stake} vs {expected}");
    let over = place(&app, placement(&format!("{:.2}", max_stake + 0.01), &pick, None), &auth).await;
    assert_eq!(over.body["error"]["code"], "stake_too_high", "{}", over.body);
    assert_eq!(over.body["error"]["details"]["max_stake"], max.body["data"]["max_stake"]);
    let at_max = place(&app, placement(&format!("{max_stake:.2}"), &pick, None), &auth).await;
    assert_eq!(at_max.status, 201, "{}", at_max.body);
    assert_ledger_clean(&app).await;
    app.stop().await;
}

/// One key, two different requests racing: the refused one gives its key back, so whichever
/// order the writer judges them in, exactly one bet is placed and every answer agrees with it.
#[tokio::test(flavor = "multi_thread")]
async fn a_refused_request_gives_its_key_back_to_a_racing_one() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let auth = funded(&app, "racing@example.com").await;
        let pick = picks(&app, 0, 1).await;
        let key = new_key();
        let stakes = ["150.00", "2.00"].repeat(10);
        let replies = futures_util::future::join_all(
            stakes.iter().map(|stake| place_with_key(&app, placement(stake, &pick, None), &auth, &key)),
        )
        .await;
        let mut placed = std::collections::BTreeSet::new();
        for (stake, reply) in stakes.iter().zip(&replies) {
            let code = reply.body["error"]["code"].as_str();
            match *stake {
                "2.00" => {
                    assert_eq!(reply.status, 201, "{backend:?}: {}", reply.body);
                    placed.insert(reply.body["data"][0]["id"].as_i64().expect("id"));
                }
                _ => assert!(
                    matches!(
                        (reply.status, code),
                        (422, Some("insufficient_balance")) | (409, Some("idempotency_conflict"))
                    ),
                    "{backend:?}: {}",
                    reply.body
                ),
            }
        }
        assert_eq!(placed.len(), 1, "{backend:?}: one bet for the key");
        assert_eq!(balance(&app, &auth).await, 10_000 - 200, "{backend:?}");
        assert_eq!(get(&app, "/api/sb/bets", &auth).await.body["pagination"]["total"], 1);
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn placements_written_together_stand_alone_when_one_is_refused() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let pick = picks(&app, 0, 1).await;
        let mut players = Vec::new();
        for i in 0..12 {
            players.push(funded(&app, &format!("crowd-{i}@example.com")).await);
        }
        let broke = signed_in(&app, "broke@example.com").await;
        let mut attempts: Vec<(&Auth, &str)> = players.iter().map(|p| (p, "1.00")).collect();
        attempts.insert(6, (&broke, "1.00"));
        let replies = futures_util::future::join_all(
            attempts.iter().map(|(auth, stake)| place(&app, placement(stake, &pick, None), auth)),
        )
        .await;
        for (i, reply) in replies.iter().enumerate() {
            let expected = if i == 6 { 422 } else { 201 };
            assert_eq!(reply.status, expected, "{backend:?} #{i}: {}", reply.body);
        }
        assert_eq!(replies[6].body["error"]["code"], "insufficient_balance");
        for player in &players {
            assert_eq!(balance(&app, player).await, 9_900, "{backend:?}");
        }
        assert_eq!(get(&app, "/api/sb/bets", &broke).await.body["pagination"]["total"], 0);
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}
