//! Bad input (issue 5, item 6): each case gets a specific, translated error and changes
//! nothing.

use super::*;
use crate::support::{spawn_app, TestApp};
use reqwest::Method;
use serde_json::json;

async fn execute(app: &TestApp, sql: &str) {
    let db = sportsbook_server::db::Db::connect(&app.database_url).await.expect("db");
    sqlx::query(sql).execute(&db.pool).await.expect("sql");
}

#[tokio::test(flavor = "multi_thread")]
async fn bad_sign_ups_are_refused_with_a_specific_code_and_create_nothing() {
    let app = spawn_app().await;
    sign_up(&app, "taken@example.com").await;
    let cases = [
        (json!({ "email": "new@example.com", "password": "Password123" }), 422, "password_too_weak", "password"),
        (json!({ "email": "new@example.com", "password": "qwertyuiop" }), 422, "password_too_weak", "password"),
        (json!({ "email": "new@example.com", "password": "12345678" }), 422, "password_too_weak", "password"),
        (json!({ "email": "new@example.com", "password": "Sh0rt!" }), 422, "password_too_short", "password"),
        (json!({ "email": "new@example", "password": PASSWORD }), 422, "email_invalid", "email"),
        (json!({ "email": "not an email", "password": PASSWORD }), 422, "email_invalid", "email"),
        (json!({ "password": PASSWORD }), 422, "email_invalid", "email"),
        (
            json!({ "email": "new@example.com", "password": PASSWORD, "phone": "067 123" }),
            422,
            "phone_invalid",
            "phone",
        ),
        (
            json!({ "email": "new@example.com", "password": PASSWORD, "currency": "GBP" }),
            422,
            "currency_invalid",
            "currency",
        ),
        (
            json!({ "email": "new@example.com", "password": PASSWORD, "password_confirmation": "Other-Pass-99" }),
            422,
            "password_mismatch",
            "password_confirmation",
        ),
        (json!({ "email": "TAKEN@example.com", "password": PASSWORD }), 409, "email_taken", ""),
    ];
    let before = mailbox(&app).await.len();
    for (form, status, code, field) in cases {
        let reply = post(&app, "/api/platform/users", form.clone(), &Auth::None).await;
        assert_refused(&reply, status, code);
        if !field.is_empty() {
            assert_eq!(reply.body["error"]["details"]["field"], field, "{form}");
        }
    }
    assert_eq!(mailbox(&app).await.len(), before, "no email was sent");
    assert_refused(&sign_in(&app, "new@example.com", PASSWORD).await, 401, "invalid_credentials");
    let broken = app
        .client
        .post(format!("{}/api/platform/users", app.address))
        .header("X-Sportsbook-App", "web")
        .header("Content-Type", "application/json")
        .body("{not json")
        .send()
        .await
        .expect("request");
    assert_eq!(broken.status().as_u16(), 400);
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn error_messages_follow_the_request_language() {
    let app = spawn_app().await;
    let send = |language: &'static str| {
        app.client
            .post(format!("{}/api/platform/users", app.address))
            .header("X-Sportsbook-App", "web")
            .header("Language", language)
            .json(&json!({ "email": "nope", "password": PASSWORD }))
            .send()
    };
    let sr: serde_json::Value = send("sr").await.expect("request").json().await.expect("json");
    let en: serde_json::Value = send("en").await.expect("request").json().await.expect("json");
    assert_eq!(sr["error"]["code"], "email_invalid");
    assert_eq!(sr["error"]["message"], "Unesite ispravnu email adresu.");
    assert_eq!(en["error"]["message"], "Enter a valid email address.");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn wrong_expired_and_reused_tokens_are_told_apart() {
    let app = spawn_app().await;
    let token = sign_up(&app, "ana@example.com").await;
    let confirm = |t: String| {
        let app = &app;
        async move { get(app, &format!("/api/platform/users/confirmation?confirmation_token={t}"), &Auth::None).await }
    };
    assert_refused(&confirm("made-up".to_owned()).await, 422, "token_invalid");
    assert_refused(&confirm(String::new()).await, 422, "token_invalid");
    execute(&app, "UPDATE user_tokens SET expires_at = 0").await;
    assert_refused(&confirm(token.clone()).await, 422, "token_expired");
    assert_refused(&sign_in(&app, "ana@example.com", PASSWORD).await, 403, "email_unconfirmed");

    post(&app, "/api/platform/users/confirmation", json!({ "email": "ana@example.com" }), &Auth::None).await;
    let link = latest_message(&app, "ana@example.com", "Confirm").await["link"].as_str().expect("link").to_owned();
    let fresh = query_param(&link, "confirmation_token");
    assert_ne!(fresh, token);
    assert_eq!(confirm(fresh.clone()).await.status, 200);
    assert_refused(&confirm(fresh).await, 422, "token_used");
    let unlock = get(&app, "/api/platform/users/unlock?unlock_token=made-up", &Auth::None).await;
    assert_refused(&unlock, 422, "token_invalid");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_weak_new_password_leaves_the_reset_token_usable() {
    let app = spawn_app().await;
    signed_in(&app, "ana@example.com").await;
    post(&app, "/api/platform/users/password", json!({ "email": "ana@example.com" }), &Auth::None).await;
    let link = latest_message(&app, "ana@example.com", "Reset").await["link"].as_str().expect("link").to_owned();
    let token = query_param(&link, "reset_password_token");
    let put = |password: &'static str| {
        let body = json!({ "reset_password_token": token, "password": password });
        let app = &app;
        async move { call(app, Method::PUT, "/api/platform/users/password", Some(body), &Auth::None).await }
    };
    assert_refused(&put("password1").await, 422, "password_too_weak");
    assert_refused(&put("zzzzzzzzzz").await, 422, "password_too_weak");
    assert_eq!(put("Zabljak-Durmitor-2").await.status, 200);
    let bad_email = post(&app, "/api/platform/users/password", json!({ "email": "ana@" }), &Auth::None).await;
    assert_refused(&bad_email, 422, "email_invalid");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn wrong_expired_and_exhausted_phone_codes_are_refused() {
    let app = spawn_app().await;
    let auth = signed_in(&app, "ana@example.com").await;
    let bad_phone = post(&app, "/api/platform/player/phone", json!({ "phone_number": "12345" }), &auth).await;
    assert_refused(&bad_phone, 422, "phone_invalid");
    assert_refused(&post(&app, "/api/platform/player/phone", json!({}), &auth).await, 422, "phone_required");
    let verify = |code: &'static str| {
        let app = &app;
        let auth = auth.clone();
        async move { post(app, "/api/platform/player/phone/verify", json!({ "code": code }), &auth).await }
    };
    assert_refused(&verify("123456").await, 422, "code_expired");
    post(&app, "/api/platform/player/phone", json!({ "phone_number": "+381 63 123 4567" }), &auth).await;
    let code = latest_message(&app, "+381631234567", "code").await["code"].as_str().expect("code").to_owned();
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let wrong: &'static str = Box::leak(wrong.to_owned().into_boxed_str());
    for _ in 0..5 {
        assert_refused(&verify(wrong).await, 422, "code_invalid");
    }
    let right: &'static str = Box::leak(code.into_boxed_str());
    assert_refused(&verify(right).await, 422, "code_attempts_exceeded");
    execute(&app, "UPDATE phone_verifications SET resend_after = 0, attempts = 0, code_expires_at = 1").await;
    assert_refused(&verify(right).await, 422, "code_expired");
    let phone = get(&app, "/api/platform/player/phone", &auth).await;
    assert_eq!(phone.body["data"]["is_verified"], false);
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn the_daily_text_limit_is_reported_and_enforced() {
    let app = spawn_app().await;
    let auth = signed_in(&app, "ana@example.com").await;
    for _ in 0..5 {
        let sent = post(&app, "/api/platform/player/phone", json!({ "phone_number": "+38267123456" }), &auth).await;
        assert_eq!(sent.status, 200, "{}", sent.body);
        execute(&app, "UPDATE phone_verifications SET resend_after = 0").await;
    }
    let phone = get(&app, "/api/platform/player/phone", &auth).await;
    assert_eq!(phone.body["data"]["sms_limit_reached"], true);
    let refused = post(&app, "/api/platform/player/phone", json!({}), &auth).await;
    assert_refused(&refused, 429, "sms_limit_reached");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn bad_amounts_and_currencies_are_refused_and_move_no_money() {
    let app = spawn_app().await;
    let auth = signed_in(&app, "ana@example.com").await;
    let cases = [
        (json!({ "amount": "50.001" }), "amount_too_many_decimals"),
        (json!({ "amount": 10.005 }), "amount_too_many_decimals"),
        (json!({ "amount": "0.000000001", "currency": "BTC" }), "amount_too_many_decimals"),
        (json!({ "amount": "0" }), "amount_not_positive"),
        (json!({ "amount": "0.00" }), "amount_not_positive"),
        (json!({ "amount": "-5" }), "amount_invalid"),
        (json!({ "amount": -5 }), "amount_invalid"),
        (json!({ "amount": "fifty" }), "amount_invalid"),
        (json!({ "amount": "1e3" }), "amount_invalid"),
        (json!({}), "amount_invalid"),
        (json!({ "amount": "99999999999" }), "amount_too_large"),
        (json!({ "amount": "50", "currency": "DOGE" }), "currency_invalid"),
        (json!({ "amount": "50", "return_url": "https://evil.example/" }), "return_url_invalid"),
    ];
    for (form, code) in cases {
        let reply = deposit(&app, form.clone(), &auth).await;
        assert_refused(&reply, 422, code);
    }
    let switch = post(&app, "/api/platform/player/accounts", json!({ "currency": "XYZ" }), &auth).await;
    assert_refused(&switch, 422, "currency_invalid");
    let locale =
        call(&app, Method::PATCH, "/api/platform/player/update_locale", Some(json!({ "locale": "de" })), &auth);
    assert_refused(&locale.await, 422, "locale_invalid");
    let accounts = get(&app, "/api/platform/player/accounts", &auth).await;
    assert_eq!(accounts.body["data"].as_array().map(Vec::len), Some(1));
    assert_eq!(accounts.body["data"][0]["balance"], 0);
    assert_eq!(get(&app, "/api/platform/player/transactions", &auth).await.body["pagination"]["total"], 0);
    app.stop().await;
}
