//! Sessions and security (issue 5, item 2): cookie flags, rotation, reuse, CSRF, bearer
//! tokens, rate limits, enumeration, blocked countries and ownership.

use super::*;
use crate::support::{spawn_app, spawn_app_at, spawn_app_with, TestApp};
use reqwest::Method;
use serde_json::json;
use sqlx::Row;
use std::time::Instant;

async fn stored_session_hashes(app: &TestApp) -> Vec<String> {
    let db = sportsbook_server::db::Db::connect(&app.database_url).await.expect("db");
    let rows = sqlx::query("SELECT token_hash FROM sessions").fetch_all(&db.pool).await.expect("sessions");
    rows.iter().map(|r| r.try_get::<String, _>("token_hash").expect("hash")).collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn the_session_cookie_is_http_only_lax_and_its_token_is_stored_hashed() {
    let app = spawn_app().await;
    signed_in(&app, "ana@example.com").await;
    let reply = sign_in(&app, "ana@example.com", PASSWORD).await;
    let cookie = reply.set_cookie().expect("set-cookie").to_owned();
    assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && cookie.contains("Path=/"), "{cookie}");
    assert!(!cookie.contains("Secure"), "plain http has no Secure flag: {cookie}");
    let token = reply.session_cookie().expect("token");
    assert!(token.len() >= 22, "at least 128 bits: {token}");
    let hashes = stored_session_hashes(&app).await;
    assert!(!hashes.contains(&token));
    assert!(hashes.contains(&sportsbook_server::accounts::tokens::digest(&token)));
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn the_cookie_is_secure_when_the_site_is_served_over_https() {
    let config = site_config(r#"{"public_url": "https://bet.example.com"}"#);
    let app = spawn_app_with(&[("SPORTSBOOK_SITE_CONFIG", &config)]).await;
    signed_in(&app, "ana@example.com").await;
    let reply = sign_in(&app, "ana@example.com", PASSWORD).await;
    let cookie = reply.set_cookie().expect("a cookie").to_owned();
    assert!(cookie.starts_with("__Host-sb_session=") && cookie.contains("; Secure"), "{cookie}");
    assert!(cookie.contains("; Path=/") && !cookie.contains("Domain"), "{cookie}");
    let token = reply.session_cookie().expect("token");
    let with = |name: &str| {
        app.client
            .get(format!("{}/api/platform/player", app.address))
            .header("Cookie", format!("{name}={token}"))
            .send()
    };
    assert_eq!(with("__Host-sb_session").await.expect("request").status().as_u16(), 200);
    assert_eq!(with("sb_session").await.expect("request").status().as_u16(), 401, "only the prefixed name counts");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn signing_in_again_rotates_the_session_and_the_old_token_stops_working() {
    let app = spawn_app().await;
    let first = signed_in(&app, "ana@example.com").await;
    let reply =
        post(&app, "/api/platform/users/sign_in", json!({ "login": "ana@example.com", "password": PASSWORD }), &first)
            .await;
    assert_eq!(reply.status, 200);
    let second = Auth::Cookie(reply.session_cookie().expect("new cookie"));
    assert_refused(&get(&app, "/api/platform/player", &first).await, 401, "session_expired");
    assert_eq!(get(&app, "/api/platform/player", &second).await.status, 200);
    let Auth::Cookie(token) = &second else { unreachable!() };
    call(&app, Method::DELETE, "/api/platform/users/sign_out", None, &second).await;
    assert_refused(&get(&app, "/api/platform/player", &Auth::Bearer(token.clone())).await, 401, "session_expired");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn cookie_writes_without_the_app_header_or_from_another_origin_are_refused() {
    let app = spawn_app().await;
    let Auth::Cookie(token) = signed_in(&app, "ana@example.com").await else { unreachable!() };
    let deposit = |headers: Vec<(&'static str, String)>| {
        let mut request = app
            .client
            .post(format!("{}/api/platform/payments/deposits", app.address))
            .header("Cookie", format!("sb_session={token}"))
            .json(&json!({ "amount": "10" }));
        for (name, value) in headers {
            request = request.header(name, value);
        }
        request.send()
    };
    let no_header = deposit(vec![("Origin", app.address.clone())]).await.expect("request");
    assert_eq!(no_header.status().as_u16(), 403);
    let body: serde_json::Value = no_header.json().await.expect("json");
    assert_eq!(body["error"]["code"], "csrf_failed");
    let foreign = deposit(vec![("X-Sportsbook-App", "web".to_owned()), ("Origin", "https://evil.example".to_owned())])
        .await
        .expect("request");
    assert_eq!(foreign.status().as_u16(), 403);
    let foreign_referer =
        deposit(vec![("X-Sportsbook-App", "web".to_owned()), ("Referer", "https://evil.example/page".to_owned())])
            .await
            .expect("request");
    assert_eq!(foreign_referer.status().as_u16(), 403);
    let settings = app
        .client
        .post(format!("{}/api/sb/settings", app.address))
        .header("Cookie", format!("sb_session={token}"))
        .json(&json!({ "odds_type": "american" }))
        .send()
        .await
        .expect("request");
    assert_eq!(settings.status().as_u16(), 403);
    let login_csrf = app
        .client
        .post(format!("{}/api/platform/users/sign_in", app.address))
        .json(&json!({ "login": "ana@example.com", "password": PASSWORD }))
        .send()
        .await
        .expect("request");
    assert_eq!(login_csrf.status().as_u16(), 403);
    let accounts = get(&app, "/api/platform/player/accounts", &Auth::Cookie(token)).await;
    assert_eq!(accounts.body["data"][0]["balance"], 0, "nothing was deposited");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_bearer_token_authenticates_framed_use_without_cookies() {
    let app = spawn_app().await;
    signed_in(&app, "ana@example.com").await;
    let form = json!({ "login": "ana@example.com", "password": PASSWORD, "auth": "bearer" });
    let reply = post(&app, "/api/platform/users/sign_in", form, &Auth::None).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert!(reply.set_cookie().is_none());
    let token = reply.body["token"].as_str().expect("token").to_owned();
    let deposit = app
        .client
        .post(format!("{}/api/platform/payments/deposits", app.address))
        .header("Authorization", format!("Bearer {token}"))
        .header("Idempotency-Key", new_key())
        .json(&json!({ "amount": 5 }))
        .send()
        .await
        .expect("request");
    assert_eq!(deposit.status().as_u16(), 201);
    let accounts = get(&app, "/api/platform/player/accounts", &Auth::Bearer(token)).await;
    assert_eq!(accounts.body["data"][0]["balance"], 500);
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn repeated_sign_ins_hit_the_rate_limit_with_retry_after() {
    let app = spawn_app().await;
    let mut statuses = Vec::new();
    for _ in 0..11 {
        statuses.push(sign_in(&app, "nobody@example.com", "Wrong-Password-1").await);
    }
    assert!(statuses[..10].iter().all(|r| r.status == 401), "the first ten are ordinary failures");
    assert_refused(&statuses[10], 429, "too_many_requests");
    let retry_after: u64 = statuses[10].headers["retry-after"].to_str().expect("ascii").parse().expect("seconds");
    assert!(retry_after >= 1);
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn sign_ups_per_address_follow_the_site_setting() {
    let config = site_config(r#"{"sign_ups_per_address_per_hour": 2}"#);
    // Behind a proxy: the test client names the player's address as the proxy would.
    let app = spawn_app_with(&[("SPORTSBOOK_SITE_CONFIG", &config), ("SPORTSBOOK_TRUSTED_PROXIES", "127.0.0.1")]).await;
    let sign_up = |email: String, address: &'static str| {
        app.client
            .post(format!("{}/api/platform/users", app.address))
            .header("X-Sportsbook-App", "web")
            .header("X-Forwarded-For", address)
            .json(&json!({ "email": email, "password": PASSWORD }))
            .send()
    };
    let mut statuses = Vec::new();
    for n in 0..3 {
        statuses.push(sign_up(format!("shop{n}@example.com"), "198.51.100.7").await.expect("request").status());
    }
    assert_eq!(statuses.iter().map(|s| s.as_u16()).collect::<Vec<_>>(), [201, 201, 429]);
    let elsewhere = sign_up("home@example.com".to_owned(), "203.0.113.9").await.expect("request");
    assert_eq!(elsewhere.status().as_u16(), 201, "another address has its own allowance");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn unknown_emails_get_the_same_answers_as_known_ones() {
    let app = spawn_app().await;
    signed_in(&app, "ana@example.com").await;
    let timed = |login: &'static str| {
        let app = &app;
        async move {
            let start = Instant::now();
            let reply = sign_in(app, login, "Wrong-Password-1").await;
            (reply, start.elapsed())
        }
    };
    let (known, _) = timed("ana@example.com").await;
    let (unknown, _) = timed("nobody@example.com").await;
    assert_eq!(known.status, unknown.status);
    assert_eq!(known.body, unknown.body);
    let (mut known_time, mut unknown_time) = (f64::MAX, f64::MAX);
    for _ in 0..3 {
        known_time = known_time.min(timed("ana@example.com").await.1.as_secs_f64());
        unknown_time = unknown_time.min(timed("nobody@example.com").await.1.as_secs_f64());
    }
    assert!(unknown_time > known_time * 0.3, "an unknown login costs a hash too: {unknown_time} vs {known_time}");
    for path in ["/api/platform/users/password", "/api/platform/users/confirmation", "/api/platform/users/unlock"] {
        let known = post(&app, path, json!({ "email": "ana@example.com" }), &Auth::None).await;
        let unknown = post(&app, path, json!({ "email": "nobody@example.com" }), &Auth::None).await;
        assert_eq!((known.status, &known.body), (unknown.status, &unknown.body), "{path}");
    }
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn blocked_countries_can_neither_sign_up_nor_sign_in_but_may_deposit() {
    let config = site_config(r#"{"blocked_countries": ["RS"]}"#);
    let first = spawn_app().await;
    let auth = signed_in(&first, "ana@example.com").await;
    let url = first.database_url.clone();
    first.stop().await;
    // Restarted behind a proxy: the test client stands in for the proxy that names the country.
    let app =
        spawn_app_at(&url, &[("SPORTSBOOK_SITE_CONFIG", &config), ("SPORTSBOOK_TRUSTED_PROXIES", "127.0.0.1")]).await;
    let from_serbia = |path: &str, body: serde_json::Value| {
        app.client
            .post(format!("{}{path}", app.address))
            .header("X-Sportsbook-App", "web")
            .header("X-Country-Code", "RS")
            .json(&body)
            .send()
    };
    let sign_up = from_serbia("/api/platform/users", json!({ "email": "b@example.com", "password": PASSWORD }));
    let sign_up = sign_up.await.expect("request");
    assert_eq!(sign_up.status().as_u16(), 403);
    assert_eq!(sign_up.json::<serde_json::Value>().await.expect("json")["error"]["code"], "country_blocked");
    let sign_in =
        from_serbia("/api/platform/users/sign_in", json!({ "login": "ana@example.com", "password": PASSWORD }));
    assert_eq!(sign_in.await.expect("request").status().as_u16(), 403);
    app.stop().await;
    // The demo provider is never served behind a proxy: the country comes from the site's default.
    let home = site_config(r#"{"blocked_countries": ["RS"], "default_country": "RS"}"#);
    let app = spawn_app_at(&url, &[("SPORTSBOOK_SITE_CONFIG", &home)]).await;
    let sign_in = post(
        &app,
        "/api/platform/users/sign_in",
        json!({ "login": "ana@example.com", "password": PASSWORD }),
        &Auth::None,
    );
    assert_refused(&sign_in.await, 403, "country_blocked");
    assert_eq!(
        deposit(&app, json!({ "amount": "10" }), &auth).await.status,
        201,
        "a blocked country may still deposit"
    );
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn another_players_data_is_unreachable() {
    let app = spawn_app().await;
    let ana = signed_in(&app, "ana@example.com").await;
    let marko = signed_in(&app, "marko@example.com").await;
    let deposit = deposit(&app, json!({ "amount": "20" }), &ana).await;
    let id = deposit.body["data"]["id"].as_str().expect("id").to_owned();
    assert_refused(&get(&app, &format!("/api/platform/payments/{id}"), &marko).await, 404, "not_found");
    assert_eq!(get(&app, "/api/platform/player/accounts", &marko).await.body["data"][0]["balance"], 0);
    assert_eq!(get(&app, "/api/platform/player/transactions", &marko).await.body["pagination"]["total"], 0);
    assert_eq!(get(&app, "/api/platform/player", &marko).await.body["data"]["email"], "marko@example.com");
    for path in [
        "/api/platform/player",
        "/api/platform/player/accounts",
        "/api/platform/player/transactions",
        "/api/platform/player/phone",
        "/api/platform/player/comp_points",
        "/api/platform/player/status_groups",
        "/api/platform/user_limits",
        &format!("/api/platform/payments/{id}"),
    ] {
        assert_refused(&get(&app, path, &Auth::None).await, 401, "unauthorized");
    }
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_hash_made_at_an_older_cost_is_upgraded_at_the_next_sign_in() {
    use argon2::password_hash::{PasswordHasher, SaltString};
    let app = spawn_app().await;
    signed_in(&app, "ana@example.com").await;
    let weak = argon2::Argon2::new(
        argon2::Algorithm::Argon2id,
        argon2::Version::V0x13,
        argon2::Params::new(4096, 3, 1, None).expect("params"),
    );
    let salt = SaltString::from_b64("c29tZXNhbHRzb21lc2FsdA").expect("salt");
    let old = weak.hash_password(PASSWORD.as_bytes(), &salt).expect("hash").to_string();
    let db = sportsbook_server::db::Db::connect(&app.database_url).await.expect("db");
    sqlx::query("UPDATE users SET password_hash = $1").bind(&old).execute(&db.pool).await.expect("downgrade");
    assert_eq!(sign_in(&app, "ana@example.com", PASSWORD).await.status, 200);
    let row = sqlx::query("SELECT password_hash FROM users").fetch_one(&db.pool).await.expect("user");
    let upgraded: String = row.try_get("password_hash").expect("hash");
    assert!(upgraded.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{upgraded}");
    assert_eq!(sign_in(&app, "ana@example.com", PASSWORD).await.status, 200);
    app.stop().await;
}
