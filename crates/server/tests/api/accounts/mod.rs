//! Platform API tests: accounts, sessions, the wallet and the auth flows, over real HTTP.

mod bad_input;
mod details;
mod dev_tools;
mod email_delivery;
mod flows;
mod lockout;
mod money_holes;
mod security;
mod session_state;
mod settings;
mod wallet;

use crate::support::TestApp;
use reqwest::Method;
use serde_json::{json, Value};

pub const PASSWORD: &str = "Kafana-u-Podgorici-7";

/// How a request proves its session.
#[derive(Debug, Clone)]
pub enum Auth {
    None,
    Cookie(String),
    Bearer(String),
}

/// A response: status, JSON body (or the text as a string) and headers.
pub struct Reply {
    pub status: u16,
    pub body: Value,
    pub headers: reqwest::header::HeaderMap,
}

impl Reply {
    /// Sends the request and reads the answer.
    pub async fn of(request: reqwest::RequestBuilder) -> Reply {
        let response = request.send().await.expect("request");
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        let text = response.text().await.expect("body");
        Reply { status, body: serde_json::from_str(&text).unwrap_or(Value::String(text)), headers }
    }

    /// The session token of the `Set-Cookie` headers (`sb_session`, or `__Host-sb_session` on https).
    pub fn session_cookie(&self) -> Option<String> {
        self.cookie("sb_session").or_else(|| self.cookie("__Host-sb_session"))
    }

    /// The value of the cookie `name` that a `Set-Cookie` header sets.
    pub fn cookie(&self, name: &str) -> Option<String> {
        self.headers
            .get_all("set-cookie")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .find_map(|cookie| cookie.strip_prefix(&format!("{name}=")))
            .and_then(|value| value.split(';').next())
            .map(str::to_owned)
    }

    pub fn set_cookie(&self) -> Option<&str> {
        self.headers.get("set-cookie").and_then(|v| v.to_str().ok())
    }
}

/// Sends a browser-like request: the app header and the site's own `Origin` on writes.
pub async fn call(app: &TestApp, method: Method, path: &str, body: Option<Value>, auth: &Auth) -> Reply {
    call_with_headers(app, method, path, body, auth, &[]).await
}

/// [`call`] with extra headers.
pub async fn call_with_headers(
    app: &TestApp,
    method: Method,
    path: &str,
    body: Option<Value>,
    auth: &Auth,
    headers: &[(&str, &str)],
) -> Reply {
    let mut request = app.client.request(method.clone(), format!("{}{path}", app.address)).header("Language", "en");
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    if method != Method::GET {
        request = request.header("X-Sportsbook-App", "web").header("Origin", &app.address);
    }
    request = match auth {
        Auth::None => request,
        Auth::Cookie(token) => request.header("Cookie", format!("sb_session={token}")),
        Auth::Bearer(token) => request.header("Authorization", format!("Bearer {token}")),
    };
    if let Some(body) = body {
        request = request.json(&body);
    }
    Reply::of(request).await
}

pub async fn get(app: &TestApp, path: &str, auth: &Auth) -> Reply {
    call(app, Method::GET, path, None, auth).await
}

pub async fn post(app: &TestApp, path: &str, body: Value, auth: &Auth) -> Reply {
    call(app, Method::POST, path, Some(body), auth).await
}

/// Writes a site configuration file and returns its path.
pub fn site_config(json: &str) -> String {
    let path = std::env::temp_dir().join(format!("site-{}-{}.json", std::process::id(), new_key()));
    std::fs::write(&path, json).expect("site config");
    path.display().to_string()
}

/// A deposit with an idempotency key of its own (a new attempt).
pub async fn deposit(app: &TestApp, body: Value, auth: &Auth) -> Reply {
    deposit_with_key(app, body, auth, &new_key()).await
}

/// A deposit with the given idempotency key (a retry repeats it).
pub async fn deposit_with_key(app: &TestApp, body: Value, auth: &Auth, key: &str) -> Reply {
    let headers = [("Idempotency-Key", key)];
    call_with_headers(app, Method::POST, "/api/platform/payments/deposits", Some(body), auth, &headers).await
}

/// A fresh idempotency key.
pub fn new_key() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    format!("test-{}-{}", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed))
}

/// The ledger audit of the app's database finds nothing.
pub async fn assert_ledger_clean(app: &TestApp) {
    let db = sportsbook_server::db::Db::connect(&app.database_url).await.expect("db");
    let violations = sportsbook_server::db::ledger::audit(&db.pool).await.expect("audit");
    assert!(violations.is_empty(), "ledger audit: {violations:?}");
    db.pool.close().await;
}

/// The outbox, newest first.
pub async fn mailbox(app: &TestApp) -> Vec<Value> {
    let reply = get(app, "/dev/mailbox?format=json", &Auth::None).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["data"].as_array().cloned().unwrap_or_default()
}

/// The newest message to `recipient` whose subject contains `subject`.
pub async fn latest_message(app: &TestApp, recipient: &str, subject: &str) -> Value {
    mailbox(app)
        .await
        .into_iter()
        .find(|m| m["recipient"] == recipient && m["subject"].as_str().is_some_and(|s| s.contains(subject)))
        .unwrap_or_else(|| panic!("no message `{subject}` to {recipient}"))
}

/// The value of `name` in the query of a link.
pub fn query_param(link: &str, name: &str) -> String {
    let query = link.split_once('?').map(|(_, q)| q).unwrap_or_default();
    query
        .split('&')
        .find_map(|pair| pair.strip_prefix(&format!("{name}=")))
        .unwrap_or_else(|| panic!("no {name} in {link}"))
        .to_owned()
}

/// Signs up `email` (EUR) and returns the confirmation token from the mailbox.
pub async fn sign_up(app: &TestApp, email: &str) -> String {
    let reply = post(
        app,
        "/api/platform/users",
        json!({ "email": email, "password": PASSWORD, "language": "en" }),
        &Auth::None,
    )
    .await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    let message = latest_message(app, email, "Confirm").await;
    query_param(message["link"].as_str().expect("link"), "confirmation_token")
}

pub async fn sign_in(app: &TestApp, login: &str, password: &str) -> Reply {
    post(app, "/api/platform/users/sign_in", json!({ "login": login, "password": password }), &Auth::None).await
}

/// Signs up, confirms and signs in; returns the session cookie.
pub async fn signed_in(app: &TestApp, email: &str) -> Auth {
    let token = sign_up(app, email).await;
    let confirmed =
        get(app, &format!("/api/platform/users/confirmation?confirmation_token={token}"), &Auth::None).await;
    assert_eq!(confirmed.status, 200, "{}", confirmed.body);
    let reply = sign_in(app, email, PASSWORD).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    Auth::Cookie(reply.session_cookie().expect("session cookie"))
}

/// Asserts an error envelope and returns its code.
pub fn assert_refused(reply: &Reply, status: u16, code: &str) {
    assert_eq!(reply.status, status, "status of {}", reply.body);
    assert_eq!(reply.body["error"]["code"], code, "code of {}", reply.body);
    assert!(reply.body["error"]["message"].as_str().is_some_and(|m| !m.is_empty()), "message of {}", reply.body);
}
