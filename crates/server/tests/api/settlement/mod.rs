//! Settlement over the operator API on SQLite and PostgreSQL: bets of every type settled, rolled
//! back, resettled and voided, each payout equal to the formula computed here from the odds taken;
//! the same message twice changes nothing; bad input refused with nothing paid. The ledger audit
//! runs after each test.

mod crash;
mod feed;
mod property;
mod race;

use crate::accounts::{assert_ledger_clean, get, Auth, Reply};
use crate::admin::{admin, spawn_admin_app};
use crate::bets::{balance, funded, picks, place, placement, Pick};
use crate::support::{TestApp, BACKENDS};
use reqwest::Method;
use serde_json::{json, Value};
use std::time::Duration;

/// The market of a pick settled with its outcome won or lost (`void_factor` when given).
pub(super) fn settlement(pick: &Pick, result: u8, void_factor: Option<f64>) -> Value {
    let mut outcome = json!({ "outcome_id": pick.outcome_id, "result": result });
    if let Some(vf) = void_factor {
        outcome["void_factor"] = json!(vf);
    }
    json!({ "match_id": pick.match_id, "market_id": pick.market_id, "specifier": pick.specifier,
            "outcomes": [outcome] })
}

fn market(pick: &Pick) -> Value {
    json!({ "match_id": pick.match_id, "market_id": pick.market_id, "specifier": pick.specifier })
}

/// A bet of the player by id, as `GET /api/sb/bets` lists it.
pub(super) async fn bet(app: &TestApp, auth: &Auth, id: i64) -> Value {
    let list = get(app, "/api/sb/bets?status=all&limit=500", auth).await;
    list.body["data"].as_array().expect("bets").iter().find(|b| b["id"] == id).cloned().expect("the bet is listed")
}

/// Waits (up to 10 s) until every bet in `ids` has a status in `statuses`; returns them.
pub(super) async fn settled(app: &TestApp, auth: &Auth, ids: &[i64], statuses: &[&str]) -> Vec<Value> {
    settled_within(app, auth, ids, statuses, Duration::from_secs(10)).await
}

/// Waits up to `patience` until every bet in `ids` has a status in `statuses`; returns them.
pub(super) async fn settled_within(
    app: &TestApp,
    auth: &Auth,
    ids: &[i64],
    statuses: &[&str],
    patience: Duration,
) -> Vec<Value> {
    let deadline = tokio::time::Instant::now() + patience;
    let mut seen = Vec::new();
    while tokio::time::Instant::now() < deadline {
        let list = get(app, "/api/sb/bets?status=all&limit=500", auth).await;
        let bets: Vec<Value> = ids
            .iter()
            .filter_map(|id| list.body["data"].as_array()?.iter().find(|b| b["id"] == *id).cloned())
            .collect();
        if bets.len() == ids.len() && bets.iter().all(|b| statuses.iter().any(|s| b["status"] == *s)) {
            return bets;
        }
        seen = bets
            .iter()
            .map(|b| (b["id"].clone(), b["status"].clone(), b["reason"].clone(), b["error"].clone()))
            .collect();
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("bets {ids:?} did not reach {statuses:?} in {patience:?}; last seen {seen:?}");
}

/// Odds in thousandths, as taken by the bet.
fn thousandths(bet: &Value, leg: usize) -> i128 {
    (bet["selections"][leg]["odds"].as_f64().expect("odds") * 1000.0).round() as i128
}

/// `floor(stake × Σ over lines Π factor)`, factors in thousandths (1000 = void, 0 = lost).
fn expected(stake_per_line: i128, lines: &[Vec<i128>]) -> i64 {
    let longest = lines.iter().map(Vec::len).max().unwrap_or(0) as u32;
    let total: i128 = lines.iter().map(|f| f.iter().product::<i128>() * 1000_i128.pow(longest - f.len() as u32)).sum();
    (stake_per_line * total / 1000_i128.pow(longest)) as i64
}

fn id(reply: &Reply) -> i64 {
    reply.body["data"][0]["id"].as_i64().unwrap_or_else(|| panic!("a placed bet: {}", reply.body))
}

#[tokio::test(flavor = "multi_thread")]
async fn every_bet_type_settles_rolls_back_resettles_and_voids_by_the_formula() {
    for backend in BACKENDS {
        let app = spawn_admin_app(backend, &[]).await;
        let auth = funded(&app, "settle@example.com").await;
        let legs = picks(&app, 0, 3).await;
        let single = id(&place(&app, placement("2.00", &legs[..1], None), &auth).await);
        let treble = id(&place(&app, placement("1.00", &legs, None), &auth).await);
        let two_of_three = id(&place(&app, placement("3.00", &legs, Some("2/3")), &auth).await);
        let trixie = id(&place(&app, placement("4.00", &legs, Some("trixie")), &auth).await);
        let all = [single, treble, two_of_three, trixie];
        let after_stakes = balance(&app, &auth).await;
        assert_eq!(after_stakes, 10_000 - 1_000, "{backend:?}");
        let taken = bet(&app, &auth, treble).await;
        let (a, b, c) = (thousandths(&taken, 0), thousandths(&taken, 1), thousandths(&taken, 2));

        // First two legs won, the third lost.
        for (pick, result) in legs.iter().zip([1, 1, 0]) {
            let reply = admin(&app, Method::POST, "/api/admin/settlements", Some(settlement(pick, result, None))).await;
            assert_eq!(reply.status, 200, "{backend:?}: {}", reply.body);
        }
        let bets = settled(&app, &auth, &all, &["done"]).await;
        let payouts: Vec<i64> = bets.iter().map(|b| b["win_amount"].as_i64().expect("payout")).collect();
        let want = [
            expected(200, &[vec![a]]),
            0,
            expected(100, &[vec![a, b], vec![a, 0], vec![b, 0]]),
            expected(100, &[vec![a, b], vec![a, 0], vec![b, 0], vec![a, b, 0]]),
        ];
        assert_eq!(payouts, want, "{backend:?}: first settlement");
        assert_eq!(bets[1]["result"], "lose_entire", "{backend:?}");
        assert_eq!(bets[0]["result"], "win_entire", "{backend:?}");
        assert!(bets[0]["settled_at"].is_string(), "{backend:?}");
        assert_eq!(bets[1]["selections"][2]["result"], "lose", "{backend:?}");
        assert_eq!(balance(&app, &auth).await, after_stakes + want.iter().sum::<i64>(), "{backend:?}");

        // The third leg's result is corrected: rolled back, then settled won.
        let rollback = json!({ "match_id": legs[2].match_id, "market_id": legs[2].market_id,
                               "specifier": legs[2].specifier, "of": "settlement" });
        let reply = admin(&app, Method::POST, "/api/admin/rollbacks", Some(rollback)).await;
        assert_eq!(reply.status, 200, "{backend:?}: {}", reply.body);
        let reopened = settled(&app, &auth, &[treble], &["waiting_results"]).await;
        assert_eq!(reopened[0]["selections"][2]["result"], Value::Null, "{backend:?}");
        assert_eq!(balance(&app, &auth).await, after_stakes + want[0], "{backend:?}: only the single stays paid");
        let reply = admin(&app, Method::POST, "/api/admin/settlements", Some(settlement(&legs[2], 1, None))).await;
        assert_eq!(reply.status, 200, "{backend:?}: {}", reply.body);
        let bets = settled(&app, &auth, &all, &["done"]).await;
        let payouts: Vec<i64> = bets.iter().map(|b| b["win_amount"].as_i64().expect("payout")).collect();
        let want = [
            expected(200, &[vec![a]]),
            expected(100, &[vec![a, b, c]]),
            expected(100, &[vec![a, b], vec![a, c], vec![b, c]]),
            expected(100, &[vec![a, b], vec![a, c], vec![b, c], vec![a, b, c]]),
        ];
        assert_eq!(payouts, want, "{backend:?}: resettled");
        assert_eq!(balance(&app, &auth).await, after_stakes + want.iter().sum::<i64>(), "{backend:?}");

        // The second leg's market is voided after all: its settlement rolled back, then cancelled.
        let rollback = json!({ "match_id": legs[1].match_id, "market_id": legs[1].market_id,
                               "specifier": legs[1].specifier, "of": "settlement" });
        assert_eq!(admin(&app, Method::POST, "/api/admin/rollbacks", Some(rollback)).await.status, 200);
        let mut cancel = market(&legs[1]);
        cancel["reason"] = json!("abandoned");
        let reply = admin(&app, Method::POST, "/api/admin/cancellations", Some(cancel)).await;
        assert_eq!(reply.status, 200, "{backend:?}: {}", reply.body);
        let mut bets = Vec::new();
        for _ in 0..100 {
            bets = settled(&app, &auth, &all, &["done"]).await;
            if bets[1]["selections"][1]["status"] == "cancelled" {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert_eq!(bets[1]["selections"][1]["result"], "void", "{backend:?}");
        let payouts: Vec<i64> = bets.iter().map(|b| b["win_amount"].as_i64().expect("payout")).collect();
        let want = [
            expected(200, &[vec![a]]),
            expected(100, &[vec![a, 1000, c]]),
            expected(100, &[vec![a, 1000], vec![a, c], vec![1000, c]]),
            expected(100, &[vec![a, 1000], vec![a, c], vec![1000, c], vec![a, 1000, c]]),
        ];
        assert_eq!(payouts, want, "{backend:?}: with a void leg");
        assert_eq!(balance(&app, &auth).await, after_stakes + want.iter().sum::<i64>(), "{backend:?}");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_bets_stake_and_payout_carry_its_reference_in_the_players_transactions() {
    for backend in BACKENDS {
        let app = spawn_admin_app(backend, &[]).await;
        let auth = funded(&app, "references@example.com").await;
        let legs = picks(&app, 0, 1).await;
        let placed = place(&app, placement("5.00", &legs, None), &auth).await;
        let reference = placed.body["data"][0]["ref"].clone();
        assert!(reference.as_str().is_some_and(|r| r.starts_with("SB")), "{backend:?}: {}", placed.body);
        let won = admin(&app, Method::POST, "/api/admin/settlements", Some(settlement(&legs[0], 1, None))).await;
        assert_eq!(won.status, 200, "{backend:?}: {}", won.body);
        settled(&app, &auth, &[id(&placed)], &["done"]).await;
        let listed = get(&app, "/api/platform/player/transactions", &auth).await;
        let rows: Vec<(Value, Value)> = listed.body["data"]
            .as_array()
            .expect("transactions")
            .iter()
            .map(|t| (t["kind"].clone(), t["bet_ref"].clone()))
            .collect();
        let expected = [
            (json!("bet_settlement"), reference.clone()),
            (json!("bet_stake"), reference.clone()),
            (json!("deposit"), Value::Null),
        ];
        assert_eq!(rows, expected, "{backend:?}: newest first");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_same_settlement_twice_pays_once_and_bad_input_is_refused() {
    for backend in BACKENDS {
        let app = spawn_admin_app(backend, &[]).await;
        let auth = funded(&app, "twice@example.com").await;
        let legs = picks(&app, 0, 1).await;
        let single = id(&place(&app, placement("5.00", &legs, None), &auth).await);
        let first = admin(&app, Method::POST, "/api/admin/settlements", Some(settlement(&legs[0], 1, Some(0.5)))).await;
        assert_eq!((first.status, first.body["data"]["changed"].clone()), (200, json!(true)), "{backend:?}");
        let taken = settled(&app, &auth, &[single], &["done"]).await.remove(0);
        let paid = taken["win_amount"].as_i64().expect("payout");
        assert_eq!(i128::from(paid), 500 * (thousandths(&taken, 0) + 1000) / 2000, "{backend:?}: half won");
        let again = admin(&app, Method::POST, "/api/admin/settlements", Some(settlement(&legs[0], 1, Some(0.5)))).await;
        assert_eq!((again.status, again.body["data"]["changed"].clone()), (200, json!(false)), "{backend:?}");
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert_eq!(balance(&app, &auth).await, 10_000 - 500 + paid, "{backend:?}: paid once");
        assert_eq!(bet(&app, &auth, single).await["result"], "refund_half_win_other", "{backend:?}");

        let refused = |reply: Reply, status: u16, code: &str| {
            assert_eq!(reply.status, status, "{backend:?}: {}", reply.body);
            assert_eq!(reply.body["error"]["code"], code, "{backend:?}: {}", reply.body);
        };
        let settle = |body: Value| admin(&app, Method::POST, "/api/admin/settlements", Some(body));
        refused(settle(settlement(&legs[0], 0, None)).await, 409, "market_already_settled");
        let mut unknown = settlement(&legs[0], 1, None);
        unknown["market_id"] = json!(999_999);
        refused(settle(unknown).await, 404, "not_found");
        refused(settle(settlement(&legs[0], 2, None)).await, 422, "result_invalid");
        refused(settle(settlement(&legs[0], 1, Some(0.25))).await, 422, "void_factor_invalid");
        let mut dead_heat = settlement(&legs[0], 1, None);
        dead_heat["outcomes"][0]["dead_heat_factor"] = json!(1.5);
        refused(settle(dead_heat).await, 422, "dead_heat_factor_invalid");
        let mut nothing = settlement(&legs[0], 1, None);
        nothing["outcomes"] = json!([]);
        refused(settle(nothing).await, 422, "outcomes_required");
        let mut extra = settlement(&legs[0], 1, None);
        extra["odds"] = json!(2.0);
        assert_eq!(settle(extra).await.status, 400, "{backend:?}: unknown fields refused");
        let never = json!({ "match_id": legs[0].match_id, "market_id": legs[0].market_id, "specifier": legs[0].specifier,
                            "of": "cancellation" });
        refused(admin(&app, Method::POST, "/api/admin/rollbacks", Some(never)).await, 409, "nothing_to_roll_back");
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert_eq!(balance(&app, &auth).await, 10_000 - 500 + paid, "{backend:?}: nothing paid twice");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}
