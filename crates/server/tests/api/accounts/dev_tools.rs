//! The developer tools are no back door (docs/decisions/047): the outbox page and the demo
//! payment provider are off unless `SPORTSBOOK_DEV_TOOLS=on`, off behind trusted proxies, the
//! outbox answers only a `Host` naming the listener, a plain TCP forwarder on loopback reaches
//! neither, and the demo provider keeps its own ceilings. On SQLite and PostgreSQL.

use super::*;
use crate::support::{spawn_app_at, spawn_app_on, TestBackend, BACKENDS};
use serde_json::json;
use tokio::net::{TcpListener, TcpStream};

/// A player (signed up with the tools on, so the outbox could confirm them) and the database.
async fn victim(backend: TestBackend) -> (Auth, String) {
    let app = spawn_app_on(backend, &[]).await;
    let auth = signed_in(&app, "victim@example.com").await;
    let url = app.database_url.clone();
    app.stop().await;
    (auth, url)
}

/// Asks for a password reset (a link lands in the outbox table), then tries to read it and to
/// deposit as the victim; every developer tool must answer 404.
async fn assert_no_dev_tools(app: &TestApp, auth: &Auth, context: &str) {
    let reset = post(app, "/api/platform/users/password", json!({ "email": "victim@example.com" }), &Auth::None);
    assert_eq!(reset.await.status, 200, "{context}");
    for path in ["/dev/mailbox", "/dev/mailbox?format=json", "/platform/payment-widget.js", "/platform/payment-frame"] {
        let reply = get(app, path, &Auth::None).await;
        assert_eq!(reply.status, 404, "{context}: {path}");
        assert!(!reply.body.to_string().contains("reset_password_token"), "{context}: {path}");
    }
    assert_refused(&deposit(app, json!({ "amount": "50" }), auth).await, 404, "not_found");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_developer_tools_are_off_unless_asked_for_and_never_behind_trusted_proxies() {
    for backend in BACKENDS {
        let (auth, url) = victim(backend).await;
        for vars in [
            // Unset: the binary's own default, whatever the listener.
            &[("SPORTSBOOK_DEV_TOOLS", "")][..],
            &[("SPORTSBOOK_DEV_TOOLS", "off")],
            &[("SPORTSBOOK_DEV_TOOLS", "on"), ("SPORTSBOOK_TRUSTED_PROXIES", "127.0.0.1")],
        ] {
            let app = spawn_app_at(&url, vars).await;
            assert_no_dev_tools(&app, &auth, &format!("{backend:?} {vars:?}")).await;
            assert_ledger_clean(&app).await;
            app.stop().await;
        }
        // On, but on a public listener: the outbox stays shut (the demo provider is on).
        let app = spawn_app_at(&url, &[("SPORTSBOOK_ADDR", "0.0.0.0:0"), ("SPORTSBOOK_DEV_TOOLS", "on")]).await;
        assert_eq!(get(&app, "/dev/mailbox?format=json", &Auth::None).await.status, 404, "{backend:?}");
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_outbox_answers_only_a_direct_request_that_names_the_listener() {
    let app = spawn_app_on(TestBackend::Sqlite, &[]).await;
    let port = app.address.rsplit(':').next().expect("port").to_owned();
    let read = |headers: Vec<(&'static str, String)>| {
        let app = app.clone();
        async move {
            let owned: Vec<(&str, &str)> = headers.iter().map(|(n, v)| (*n, v.as_str())).collect();
            call_with_headers(&app, Method::GET, "/dev/mailbox?format=json", None, &Auth::None, &owned).await.status
        }
    };
    for host in [format!("127.0.0.1:{port}"), format!("localhost:{port}"), format!("[::1]:{port}")] {
        assert_eq!(read(vec![("Host", host.clone())]).await, 200, "the developer's own browser: {host}");
    }
    // A DNS-rebinding page reaches the listener under its own name.
    for host in [format!("evil.example:{port}"), "evil.example".to_owned(), "localhost:1".to_owned()] {
        assert_eq!(read(vec![("Host", host.clone())]).await, 404, "a foreign Host: {host}");
    }
    for (name, value) in [
        ("X-Forwarded-For", "203.0.113.9"),
        ("Forwarded", "for=203.0.113.9"),
        ("X-Real-IP", "203.0.113.9"),
        ("Via", "1.1 proxy"),
        ("True-Client-IP", "203.0.113.9"),
        ("X-Client-IP", "203.0.113.9"),
    ] {
        assert_eq!(read(vec![(name, value.to_owned())]).await, 404, "a proxied request ({name})");
    }
    app.stop().await;
}

/// A plain TCP forwarder on loopback (a tunnel, `socat`): every connection to it is piped to
/// `target`, adding nothing. Returns its address.
async fn tcp_forwarder(target: String) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let address = listener.local_addr().expect("address").to_string();
    tokio::spawn(async move {
        while let Ok((mut inbound, _)) = listener.accept().await {
            let target = target.clone();
            tokio::spawn(async move {
                if let Ok(mut outbound) = TcpStream::connect(target).await {
                    let _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await;
                }
            });
        }
    });
    format!("http://{address}")
}

#[tokio::test(flavor = "multi_thread")]
async fn a_plain_tcp_forwarder_on_loopback_reaches_no_developer_tool() {
    for backend in BACKENDS {
        let (auth, url) = victim(backend).await;
        // The binary's default: a forwarder adds no header and may even forge the listener's Host.
        let app = spawn_app_at(&url, &[("SPORTSBOOK_DEV_TOOLS", "")]).await;
        let listener_host = app.address.trim_start_matches("http://").to_owned();
        let forwarded = TestApp::at(&tcp_forwarder(listener_host.clone()).await, &url);
        assert_no_dev_tools(&forwarded, &auth, &format!("{backend:?} through a forwarder")).await;
        let host = [("Host", listener_host.as_str())];
        let forged = call_with_headers(&forwarded, Method::GET, "/dev/mailbox?format=json", None, &Auth::None, &host);
        assert_eq!(forged.await.status, 404, "{backend:?}: a forged Host through the forwarder");
        assert_ledger_clean(&app).await;
        app.stop().await;

        // With the tools on (a developer's laptop), the forwarder's own name is not the listener's.
        let app = spawn_app_at(&url, &[]).await;
        let forwarded = TestApp::at(&tcp_forwarder(app.address.trim_start_matches("http://").to_owned()).await, &url);
        let reply = get(&forwarded, "/dev/mailbox?format=json", &Auth::None).await;
        assert_eq!(reply.status, 404, "{backend:?}: the forwarder's Host");
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_demo_provider_keeps_a_low_ceiling_per_deposit_and_per_day() {
    for backend in BACKENDS {
        let app = spawn_app_on(backend, &[]).await;
        let auth = signed_in(&app, "ana@example.com").await;
        let over = deposit(&app, json!({ "amount": "1000.01" }), &auth).await;
        assert_refused(&over, 422, "deposit_limit_exceeded");
        assert_eq!(over.body["error"]["details"]["max"], "1000.00", "{backend:?}");
        for _ in 0..2 {
            assert_eq!(deposit(&app, json!({ "amount": "1000" }), &auth).await.status, 201, "{backend:?}");
        }
        let third = deposit(&app, json!({ "amount": "0.01" }), &auth).await;
        assert_refused(&third, 422, "deposit_limit_exceeded");
        let details = &third.body["error"]["details"];
        assert_eq!((details["max"].as_str(), details["available"].as_str()), (Some("2000.00"), Some("0.00")));
        assert_eq!(details["period"], "day", "{backend:?}");
        let accounts = get(&app, "/api/platform/player/accounts", &auth).await;
        assert_eq!(accounts.body["data"][0]["balance"], 200_000, "{backend:?}: two deposits, no more");
        let marko = signed_in(&app, "marko@example.com").await;
        assert_eq!(deposit(&app, json!({ "amount": "5" }), &marko).await.status, 201, "{backend:?}: per player");
        assert_ledger_clean(&app).await;
        app.stop().await;
    }
}
