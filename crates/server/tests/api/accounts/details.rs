//! Profile details (`PATCH /api/platform/player`) and a site's deposit fields (decision 036):
//! a deposit is refused until the details the site asks for are filled in, and a refused update
//! stores nothing.

use super::*;
use crate::support::{spawn_app_on, BACKENDS};
use reqwest::Method;
use serde_json::json;

async fn update(app: &TestApp, body: Value, auth: &Auth) -> Reply {
    call(app, Method::PATCH, "/api/platform/player", Some(body), auth).await
}

#[tokio::test(flavor = "multi_thread")]
async fn a_deposit_waits_for_the_details_the_site_asks_for() {
    let config = site_config(r#"{"deposit_fields": ["date_of_birth", "address", "city", "postal_code"]}"#);
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[("SPORTSBOOK_SITE_CONFIG", &config)]).await;
        let auth = signed_in(&app, "dara@example.com").await;
        let refused = deposit(&app, json!({ "amount": "20.00" }), &auth).await;
        assert_refused(&refused, 422, "deposit_fields_missing");
        assert_eq!(refused.body["error"]["details"]["field"], "date_of_birth", "{backend:?}");

        // All or nothing: the under-age date refuses the address given with it too.
        let young = update(&app, json!({ "date_of_birth": "2015-06-01", "address": "Njegoševa 1" }), &auth).await;
        assert_refused(&young, 422, "under_age");
        assert_eq!(young.body["error"]["details"]["field"], "date_of_birth");
        let player = get(&app, "/api/platform/player", &auth).await;
        assert_eq!(player.body["data"]["address"], Value::Null, "{backend:?}: nothing stored");
        let blank = update(&app, json!({ "city": "  " }), &auth).await;
        assert_refused(&blank, 422, "field_required");
        assert_refused(
            &update(&app, json!({ "date_of_birth": "1990-02-30" }), &auth).await,
            422,
            "date_of_birth_invalid",
        );
        assert_refused(&update(&app, json!({ "postal_code": "81000;" }), &auth).await, 422, "field_invalid");
        assert_eq!(update(&app, json!({ "birthday": "1990-01-31" }), &auth).await.status, 400, "an unknown field");

        let details = json!({
            "date_of_birth": "1990-01-31",
            "address": " Njegoševa 1 ",
            "city": "Podgorica",
            "postal_code": "81000",
        });
        let saved = update(&app, details, &auth).await;
        assert_eq!(saved.status, 200, "{}", saved.body);
        assert_eq!(saved.body["data"]["date_of_birth"], "1990-01-31");
        assert_eq!(saved.body["data"]["address"], "Njegoševa 1", "trimmed");
        assert_eq!(saved.body["data"]["postal_code"], "81000");
        let paid = deposit(&app, json!({ "amount": "20.00" }), &auth).await;
        assert_eq!(paid.status, 201, "{backend:?}: {}", paid.body);
        let accounts = get(&app, "/api/platform/player/accounts", &auth).await;
        assert_eq!(accounts.body["data"][0]["balance"], 2_000, "{}", accounts.body);
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_site_without_deposit_fields_asks_for_nothing() {
    let app = crate::support::spawn_app().await;
    let auth = signed_in(&app, "eva@example.com").await;
    assert_eq!(deposit(&app, json!({ "amount": "5.00" }), &auth).await.status, 201);
    assert_ledger_clean(&app).await;
    app.stop().await;
}
