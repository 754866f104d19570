//! An operator's call that closes a market is in force for placement when it answers: bettors
//! keep placing on the market while the operator suspends or cancels it, and no bet sent after
//! the call answered is accepted (docs/decisions/047). On SQLite and PostgreSQL.

use super::{admin, scope, spawn_admin_app};
use crate::accounts::{assert_ledger_clean, deposit, signed_in, Auth};
use crate::bets::{picks, place, placement, Pick};
use crate::support::{TestApp, BACKENDS};
use reqwest::Method;
use serde_json::{json, Value};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Placements sent at the same time, each by a bettor of its own.
const BETTORS: usize = 4;

/// One placement: when it was sent, and the answer's status and error code.
struct Attempt {
    sent: Instant,
    status: u16,
    code: Value,
}

/// Places 1.00 EUR singles on `pick` until `stop`, one at a time.
async fn keep_placing(app: TestApp, auth: Auth, pick: Pick, stop: Arc<AtomicBool>) -> Vec<Attempt> {
    let mut attempts = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        let sent = Instant::now();
        let reply = place(&app, placement("1.00", std::slice::from_ref(&pick), None), &auth).await;
        attempts.push(Attempt { sent, status: reply.status, code: reply.body["error"]["code"].clone() });
    }
    attempts
}

/// Races bettors against the operator call `path` with `body`; returns the attempts and when the
/// call answered.
async fn race(app: &TestApp, bettors: &[Auth], pick: &Pick, path: &str, body: Value) -> (Vec<Attempt>, Instant) {
    let stop = Arc::new(AtomicBool::new(false));
    let placers: Vec<_> = bettors
        .iter()
        .map(|auth| tokio::spawn(keep_placing(app.clone(), auth.clone(), pick.clone(), Arc::clone(&stop))))
        .collect();
    tokio::time::sleep(Duration::from_millis(400)).await;
    let reply = admin(app, Method::POST, path, Some(body)).await;
    let answered = Instant::now();
    assert_eq!(reply.status, 200, "{path}: {}", reply.body);
    // Longer than a feed tick: before the fix, the catalogue caught up only on the next one.
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    stop.store(true, Ordering::Relaxed);
    let mut attempts = Vec::new();
    for placer in placers {
        attempts.extend(placer.await.expect("placer"));
    }
    (attempts, answered)
}

#[tokio::test(flavor = "multi_thread")]
async fn no_bet_sent_after_a_suspension_or_cancellation_answered_is_accepted() {
    for backend in BACKENDS {
        let app = spawn_admin_app(backend, &[]).await;
        let mut bettors = Vec::new();
        for n in 0..BETTORS {
            let auth = signed_in(&app, &format!("racer{n}@example.com")).await;
            assert_eq!(deposit(&app, json!({ "amount": "1000.00" }), &auth).await.status, 201);
            bettors.push(auth);
        }
        let two = picks(&app, 0, 2).await;
        let mut cancel = scope(&two[1]);
        cancel["reason"] = json!("trader decision");
        for (pick, path, body) in
            [(&two[0], "/api/admin/markets/suspend", scope(&two[0])), (&two[1], "/api/admin/cancellations", cancel)]
        {
            let (attempts, answered) = race(&app, &bettors, pick, path, body).await;
            let (before, after): (Vec<&Attempt>, Vec<&Attempt>) = attempts.iter().partition(|a| a.sent < answered);
            assert!(before.iter().any(|a| a.status == 201), "{backend:?} {path}: the market took bets before");
            assert!(after.len() >= BETTORS, "{backend:?} {path}: only {} placements after the call", after.len());
            for attempt in after {
                assert_eq!(attempt.status, 422, "{backend:?} {path}: a bet sent after the call answered");
                assert_eq!(attempt.code, "market_suspended", "{backend:?} {path}");
            }
        }
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}
