//! Sign-in lockout (docs/decisions/047): a stranger's wrong passwords lock out the address they
//! came from and slow the account down, never the owner's known device; twenty lock the account
//! until the emailed link (except on a known device); an operator can lock an account. On SQLite
//! and PostgreSQL. Strangers come from other loopback addresses (127.0.0.2, …).

use super::*;
use crate::support::{spawn_app_on, BACKENDS};
use serde_json::json;
use sqlx::Row;
use std::net::IpAddr;
use std::time::Duration;

const WRONG: &str = "Wrong-Password-1";

/// A browser at `address` (a loopback address of its own), with the known-device cookie it holds.
struct Browser {
    client: reqwest::Client,
    device: Option<String>,
}

impl Browser {
    fn at(address: &str) -> Browser {
        let ip: IpAddr = address.parse().expect("an address");
        Browser { client: reqwest::Client::builder().local_address(ip).build().expect("client"), device: None }
    }

    /// Signs in; keeps the known-device cookie the answer sets.
    async fn sign_in(&mut self, app: &TestApp, login: &str, password: &str) -> Reply {
        let mut request = self
            .client
            .post(format!("{}/api/platform/users/sign_in", app.address))
            .header("X-Sportsbook-App", "web")
            .header("Origin", &app.address)
            .json(&json!({ "login": login, "password": password }));
        if let Some(device) = &self.device {
            request = request.header("Cookie", format!("sb_device={device}"));
        }
        let reply = Reply::of(request).await;
        if let Some(device) = reply.cookie("sb_device") {
            self.device = Some(device);
        }
        reply
    }
}

/// The account's wrong passwords in all, and how many addresses it remembers them from.
async fn remembered_failures(app: &TestApp, email: &str) -> (i64, i64) {
    let db = sportsbook_server::db::Db::connect(&app.database_url).await.expect("db");
    let row = sqlx::query(
        "SELECT failed_attempts, (SELECT COUNT(*) FROM sign_in_failures f WHERE f.user_id = users.id) AS addresses \
         FROM users WHERE email = $1",
    )
    .bind(email)
    .fetch_one(&db.pool)
    .await
    .expect("the account");
    db.pool.close().await;
    (row.try_get("failed_attempts").expect("count"), row.try_get("addresses").expect("addresses"))
}

fn retry_after(reply: &Reply) -> u64 {
    reply.headers["retry-after"].to_str().expect("ascii").parse().expect("seconds")
}

#[tokio::test(flavor = "multi_thread")]
async fn strangers_lock_out_their_own_address_and_slow_the_account_but_not_the_owners_known_device() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let email = "owner@example.com";
        signed_in(&app, email).await;
        let mut owner = Browser::at("127.0.0.1");
        assert_eq!(owner.sign_in(&app, email, PASSWORD).await.status, 200, "{backend:?}");
        assert!(owner.device.is_some(), "{backend:?}: a sign-in makes the browser known");

        let mut stranger = Browser::at("127.0.0.2");
        for _ in 0..5 {
            assert_refused(&stranger.sign_in(&app, email, WRONG).await, 401, "invalid_credentials");
        }
        let held = stranger.sign_in(&app, email, PASSWORD).await;
        assert_refused(&held, 429, "too_many_requests");
        assert!(retry_after(&held) > 60, "{backend:?}: the address is locked out for minutes");
        assert!(stranger.device.is_none(), "{backend:?}: a stranger's browser never became known");

        // Anywhere else the account is only slowed down: the sixth guess waits a second.
        let mut elsewhere = Browser::at("127.0.0.3");
        let slowed = elsewhere.sign_in(&app, email, WRONG).await;
        assert_refused(&slowed, 429, "too_many_requests");
        assert!(retry_after(&slowed) <= 1, "{backend:?}: {}", retry_after(&slowed));
        tokio::time::sleep(Duration::from_millis(1_100)).await;
        assert_refused(&elsewhere.sign_in(&app, email, WRONG).await, 401, "invalid_credentials");
        assert_eq!(remembered_failures(&app, email).await, (6, 2), "{backend:?}: in all, and addresses");

        // The owner's known device signs in at once, even from the stranger's address (and past
        // the per-login rate limit the strangers used up).
        let mut owner_at_the_strangers = Browser { device: owner.device.clone(), ..Browser::at("127.0.0.2") };
        assert_eq!(owner_at_the_strangers.sign_in(&app, email, PASSWORD).await.status, 200, "{backend:?}");
        assert_eq!(remembered_failures(&app, email).await, (0, 0), "{backend:?}: signing in forgets them");
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_known_device_is_locked_out_only_by_its_own_wrong_passwords() {
    let app = spawn_app_on(crate::support::TestBackend::Sqlite, &[]).await;
    let email = "forgetful@example.com";
    signed_in(&app, email).await;
    let mut owner = Browser::at("127.0.0.1");
    assert_eq!(owner.sign_in(&app, email, PASSWORD).await.status, 200);
    for _ in 0..5 {
        assert_refused(&owner.sign_in(&app, email, WRONG).await, 401, "invalid_credentials");
    }
    let held = owner.sign_in(&app, email, PASSWORD).await;
    assert_refused(&held, 429, "too_many_requests");
    // Another browser of the owner's is not held by this one's mistakes.
    let mut laptop = Browser::at("127.0.0.4");
    assert_eq!(laptop.sign_in(&app, email, PASSWORD).await.status, 200);
    app.stop().await;
}

/// Sets the account's count of wrong passwords as if they had come over the past day, the last
/// long enough ago that no delay is running.
async fn arrange_failures(app: &TestApp, email: &str, count: i64) {
    let db = sportsbook_server::db::Db::connect(&app.database_url).await.expect("db");
    let earlier = sportsbook_server::clock::now_ms() - 16 * 60 * 1000;
    sqlx::query("UPDATE users SET failed_attempts = $1, last_failed_at = $2 WHERE email = $3")
        .bind(count)
        .bind(earlier)
        .bind(email)
        .execute(&db.pool)
        .await
        .expect("arranged");
    db.pool.close().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn twenty_wrong_passwords_lock_the_account_until_the_emailed_link_but_not_on_a_known_device() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let email = "jelena@example.com";
        signed_in(&app, email).await;
        let mut owner = Browser::at("127.0.0.1");
        assert_eq!(owner.sign_in(&app, email, PASSWORD).await.status, 200, "{backend:?}");
        arrange_failures(&app, email, 19).await;
        let mut stranger = Browser::at("127.0.0.5");
        assert_refused(&stranger.sign_in(&app, email, WRONG).await, 403, "account_locked");
        assert_refused(&Browser::at("127.0.0.6").sign_in(&app, email, PASSWORD).await, 403, "account_locked");
        let link = latest_message(&app, email, "Unlock").await["link"].as_str().expect("link").to_owned();
        assert!(link.contains("modal=unlock"), "{link}");

        // The owner's known device is not locked out; it lifts the lock.
        assert_eq!(owner.sign_in(&app, email, PASSWORD).await.status, 200, "{backend:?}");
        assert_eq!(Browser::at("127.0.0.6").sign_in(&app, email, PASSWORD).await.status, 200, "{backend:?}");

        // Locked again, the emailed link opens the account once.
        arrange_failures(&app, email, 19).await;
        assert_refused(&stranger.sign_in(&app, email, WRONG).await, 403, "account_locked");
        let link = latest_message(&app, email, "Unlock").await["link"].as_str().expect("link").to_owned();
        let token = query_param(&link, "unlock_token");
        let unlocked = get(&app, &format!("/api/platform/users/unlock?unlock_token={token}"), &Auth::None).await;
        assert_eq!(unlocked.status, 200, "{backend:?}: {}", unlocked.body);
        assert_eq!(sign_in(&app, email, PASSWORD).await.status, 200, "{backend:?}");
        let reused = get(&app, &format!("/api/platform/users/unlock?unlock_token={token}"), &Auth::None).await;
        assert_refused(&reused, 422, "token_used");
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn an_operator_lock_ends_the_sessions_and_trusts_no_device_until_the_emailed_link() {
    for backend in BACKENDS {
        let app = crate::admin::spawn_admin_app(backend, &[]).await;
        let email = "taken-over@example.com";
        let auth = signed_in(&app, email).await;
        let mut intruder = Browser::at("127.0.0.8");
        assert_eq!(intruder.sign_in(&app, email, PASSWORD).await.status, 200, "{backend:?}");
        let id = get(&app, "/api/platform/player", &auth).await.body["data"]["id"].as_i64().expect("id");
        let locked = crate::admin::admin(&app, Method::POST, &format!("/api/admin/players/{id}/lock"), None).await;
        assert_eq!(locked.status, 200, "{backend:?}: {}", locked.body);
        assert_eq!(locked.body["data"]["locked"], true);
        assert_refused(&get(&app, "/api/platform/player", &auth).await, 401, "session_expired");
        assert_refused(&sign_in(&app, email, PASSWORD).await, 403, "account_locked");
        let intruders = intruder.sign_in(&app, email, PASSWORD).await;
        assert_refused(&intruders, 403, "account_locked");
        let missing = crate::admin::admin(&app, Method::POST, "/api/admin/players/999999/lock", None).await;
        assert_eq!(missing.status, 404, "{backend:?}");

        let link = latest_message(&app, email, "Unlock").await["link"].as_str().expect("link").to_owned();
        let token = query_param(&link, "unlock_token");
        let unlocked = get(&app, &format!("/api/platform/users/unlock?unlock_token={token}"), &Auth::None).await;
        assert_eq!(unlocked.status, 200, "{backend:?}: {}", unlocked.body);
        assert_eq!(sign_in(&app, email, PASSWORD).await.status, 200, "{backend:?}");
        app.stop().await;
    }
}
