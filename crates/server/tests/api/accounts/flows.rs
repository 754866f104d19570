//! The end-to-end auth flows of issue 5 over HTTP, with links and codes from `/dev/mailbox`.

use super::*;
use crate::support::spawn_app;
use reqwest::Method;
use serde_json::json;

#[tokio::test(flavor = "multi_thread")]
async fn a_bettor_signs_up_confirms_signs_in_and_deposits_fifty_euros() {
    let app = spawn_app().await;
    let token = sign_up(&app, "ana@example.com").await;
    assert_refused(&sign_in(&app, "ana@example.com", PASSWORD).await, 403, "email_unconfirmed");

    let confirmed =
        get(&app, &format!("/api/platform/users/confirmation?confirmation_token={token}"), &Auth::None).await;
    assert_eq!(confirmed.status, 200, "{}", confirmed.body);
    let reply = sign_in(&app, "ANA@example.com", PASSWORD).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.body["data"]["email"], "ana@example.com");
    assert_eq!(reply.body["data"]["currency"], "EUR");
    let auth = Auth::Cookie(reply.session_cookie().expect("cookie"));

    let player = get(&app, "/api/platform/player", &auth).await;
    assert_eq!(player.body["data"]["is_logged_in"], true);
    assert_eq!(player.headers["cache-control"], "no-store", "private answers are never cached");
    assert_eq!(player.body["data"]["statuses"], json!([]));
    let deposit = deposit(&app, json!({ "amount": "50.00", "currency": "EUR" }), &auth).await;
    assert_eq!(deposit.status, 201, "{}", deposit.body);
    assert_eq!(deposit.body["data"]["status"], "success");
    assert_eq!(deposit.body["data"]["amount"], 5000);
    assert_eq!(deposit.body["data"]["redirect_url"], "/profile/wallet/deposit?payment=success");

    let accounts = get(&app, "/api/platform/player/accounts", &auth).await;
    assert_eq!(
        accounts.body["data"],
        json!([{ "currency": "EUR", "balance": 5000, "available_to_bet_with_locked_cents": 5000, "subunits": 100,
                 "active": true, "current": true, "version": 1 }])
    );
    let payment_id = deposit.body["data"]["id"].as_str().expect("id");
    let payment = get(&app, &format!("/api/platform/payments/{payment_id}"), &auth).await;
    assert_eq!(payment.body["data"]["status"], "success");
    let transactions = get(&app, "/api/platform/player/transactions", &auth).await;
    assert_eq!(transactions.body["pagination"]["total"], 1);
    assert_eq!(transactions.body["data"][0]["amount"], 5000);
    assert_eq!(transactions.body["data"][0]["reference"], payment_id);

    let out = call(&app, Method::DELETE, "/api/platform/users/sign_out", None, &auth).await;
    assert_eq!(out.status, 204);
    assert!(out.set_cookie().is_some_and(|c| c.contains("Max-Age=0")));
    assert_refused(&get(&app, "/api/platform/player", &auth).await, 401, "session_expired");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_forgotten_password_is_reset_through_the_emailed_link_once() {
    let app = spawn_app().await;
    let old_session = signed_in(&app, "marko@example.com").await;
    let requested =
        post(&app, "/api/platform/users/password", json!({ "email": "marko@example.com" }), &Auth::None).await;
    assert_eq!(requested.status, 200, "{}", requested.body);
    let link = latest_message(&app, "marko@example.com", "Reset").await["link"].as_str().expect("link").to_owned();
    assert!(link.contains("/en/users/password/edit?reset_password_token="), "{link}");
    let token = query_param(&link, "reset_password_token");

    let new_password = "Novi-Sad-na-Dunavu-21";
    let form =
        json!({ "reset_password_token": token, "password": new_password, "password_confirmation": new_password });
    let reset = call(&app, Method::PUT, "/api/platform/users/password", Some(form.clone()), &Auth::None).await;
    assert_eq!(reset.status, 200, "{}", reset.body);
    let again = call(&app, Method::PUT, "/api/platform/users/password", Some(form), &Auth::None).await;
    assert_refused(&again, 422, "token_used");

    assert_refused(&get(&app, "/api/platform/player", &old_session).await, 401, "session_expired");
    assert_refused(&sign_in(&app, "marko@example.com", PASSWORD).await, 401, "invalid_credentials");
    assert_eq!(sign_in(&app, "marko@example.com", new_password).await.status, 200);
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_phone_verified_with_the_texted_code_signs_in() {
    let app = spawn_app().await;
    let auth = signed_in(&app, "nikola@example.com").await;
    let before = get(&app, "/api/platform/player/phone", &auth).await;
    assert_eq!(before.body["data"]["verified_status"], "missing");

    let sent = post(&app, "/api/platform/player/phone", json!({ "phone_number": "+382 67 123 456" }), &auth).await;
    assert_eq!(sent.status, 200, "{}", sent.body);
    assert_eq!(sent.body["data"]["phone_number"], "+38267123456");
    assert_eq!(sent.body["data"]["phone_country"], "ME");
    assert!(sent.body["data"]["resend_timeout_until"].is_string());
    let again = post(&app, "/api/platform/player/phone", json!({}), &auth).await;
    assert_refused(&again, 429, "sms_resend_timeout");
    assert!(again.headers.get("retry-after").is_some());

    let sms = latest_message(&app, "+38267123456", "code").await;
    let code = sms["code"].as_str().expect("code").to_owned();
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let refused = post(&app, "/api/platform/player/phone/verify", json!({ "code": wrong }), &auth).await;
    assert_refused(&refused, 422, "code_invalid");
    let verified = post(&app, "/api/platform/player/phone/verify", json!({ "code": code }), &auth).await;
    assert_eq!(verified.status, 200, "{}", verified.body);
    assert_eq!(verified.body["data"]["is_verified"], true);
    assert_eq!(verified.body["data"]["verified_status"], "verified");

    let by_phone = sign_in(&app, "+382 67 123 456", PASSWORD).await;
    assert_eq!(by_phone.status, 200, "{}", by_phone.body);
    assert_eq!(by_phone.body["data"]["auth_phone_number"], "+38267123456");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn messages_are_written_in_the_players_language() {
    let app = spawn_app().await;
    let form = json!({ "email": "petar@example.com", "password": PASSWORD, "language": "sr" });
    assert_eq!(post(&app, "/api/platform/users", form, &Auth::None).await.status, 201);
    let message = latest_message(&app, "petar@example.com", "Potvrdite").await;
    assert!(message["body"].as_str().is_some_and(|b| b.contains("Dobro došli")));
    assert!(message["link"].as_str().is_some_and(|l| !l.contains("/en/") && l.contains("/users/confirmation?")));
    let page = app.client.get(format!("{}/dev/mailbox", app.address)).send().await.expect("page");
    assert_eq!(page.status().as_u16(), 200);
    assert!(page.text().await.expect("html").contains("petar@example.com"));
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_player_accepts_the_terms_in_force_and_no_other_version() {
    let config = site_config(r#"{"terms_version": "2026-11"}"#);
    for backend in crate::support::BACKENDS {
        let app = crate::support::spawn_app_on(backend, &[("SPORTSBOOK_SITE_CONFIG", &config)]).await;
        let ana = signed_in(&app, "ana@example.com").await;
        let profile = get(&app, "/api/platform/player", &ana).await;
        assert_eq!(profile.body["data"]["terms_version"], serde_json::Value::Null, "{backend:?}: none accepted yet");
        assert_refused(
            &post(&app, "/api/platform/player/terms", json!({ "version": "2026-10" }), &ana).await,
            422,
            "invalid_parameter",
        );
        assert_eq!(
            post(&app, "/api/platform/player/terms", json!({ "version": "2026-11" }), &Auth::None).await.status,
            401
        );
        let accepted = post(&app, "/api/platform/player/terms", json!({ "version": "2026-11" }), &ana).await;
        assert_eq!(accepted.status, 200, "{backend:?}: {}", accepted.body);
        assert_eq!(accepted.body["data"]["terms_version"], "2026-11");
        let profile = get(&app, "/api/platform/player", &ana).await;
        assert_eq!(profile.body["data"]["terms_version"], "2026-11", "{backend:?}: kept");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}
