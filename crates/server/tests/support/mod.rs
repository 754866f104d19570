//! Test support shared by the API and store suites: fresh databases on SQLite and PostgreSQL,
//! and a server spawned on a random port.

#![allow(dead_code)]

use sportsbook_server::config::Config;
use sportsbook_server::db::Db;
use sportsbook_server::startup::Application;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};

/// Where PostgreSQL test databases are created (override with `TEST_POSTGRES_URL`).
fn postgres_admin_url() -> String {
    std::env::var("TEST_POSTGRES_URL").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned())
}

static COUNTER: AtomicU64 = AtomicU64::new(0);

fn unique_name(prefix: &str) -> String {
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos());
    format!("{prefix}_{}_{n}_{nanos}", std::process::id())
}

/// A database backend a store test runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TestBackend {
    Sqlite,
    Postgres,
}

pub const BACKENDS: [TestBackend; 2] = [TestBackend::Sqlite, TestBackend::Postgres];

/// The URL of a brand-new, empty database.
pub async fn fresh_database_url(backend: TestBackend) -> String {
    match backend {
        TestBackend::Sqlite => {
            let dir = std::env::temp_dir().join(unique_name("sportsbook"));
            std::fs::create_dir_all(&dir).expect("temp dir");
            format!("sqlite://{}", dir.join("test.db").display())
        }
        TestBackend::Postgres => {
            use sqlx::Connection;
            let admin = postgres_admin_url();
            let name = unique_name("sb_test");
            let mut conn = sqlx::PgConnection::connect(&admin).await.expect("PostgreSQL is reachable for tests");
            sqlx::query(&format!("CREATE DATABASE {name}")).execute(&mut conn).await.expect("create test database");
            let base = admin.rsplit_once('/').map_or(admin.as_str(), |(base, _)| base).to_owned();
            format!("{base}/{name}")
        }
    }
}

/// A fresh, migrated database.
pub async fn fresh_db(backend: TestBackend) -> Db {
    Db::connect(&fresh_database_url(backend).await).await.expect("connect to test database")
}

/// A running server for black-box API tests.
#[derive(Clone)]
pub struct TestApp {
    pub address: String,
    /// The operator API's address, when `SPORTSBOOK_ADMIN_TOKEN` was given.
    pub admin_address: Option<String>,
    pub client: reqwest::Client,
    pub database_url: String,
    shutdown: Option<std::sync::Arc<std::sync::Mutex<Option<tokio::sync::oneshot::Sender<()>>>>>,
    server: Option<std::sync::Arc<tokio::sync::Mutex<Option<tokio::task::JoinHandle<()>>>>>,
}

/// Spawns the server with a fixed seed on a fresh SQLite database.
pub async fn spawn_app() -> TestApp {
    spawn_app_with(&[]).await
}

/// Spawns the server with extra configuration variables.
pub async fn spawn_app_with(vars: &[(&str, &str)]) -> TestApp {
    let backend = match std::env::var("TEST_BACKEND").as_deref() {
        Ok("postgres") => TestBackend::Postgres,
        _ => TestBackend::Sqlite,
    };
    spawn_app_on(backend, vars).await
}

/// Spawns the server on a fresh database of `backend`.
pub async fn spawn_app_on(backend: TestBackend, vars: &[(&str, &str)]) -> TestApp {
    spawn_app_at(&fresh_database_url(backend).await, vars).await
}

/// Spawns the server on an existing database (e.g. to restart on the same data).
pub async fn spawn_app_at(database_url: &str, vars: &[(&str, &str)]) -> TestApp {
    let database_url = database_url.to_owned();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let bound = listener.local_addr().expect("address").to_string();
    let mut env: HashMap<String, String> = [
        ("DATABASE_URL", database_url.as_str()),
        ("SPORTSBOOK_ADDR", bound.as_str()),
        ("SPORTSBOOK_SEED", "7"),
        ("SPORTSBOOK_FEED_SPEED", "60"),
        // A provider outage suspends every market of its sports for up to a minute, which a
        // test placing bets would hear as a refusal it did not ask for.
        ("SPORTSBOOK_FEED_OUTAGES", "off"),
        ("SPORTSBOOK_ADMIN_ADDR", "127.0.0.1:0"),
        // The outbox (sign-up and reset links) and the demo payment provider.
        ("SPORTSBOOK_DEV_TOOLS", "on"),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v.to_owned()))
    .collect();
    env.extend(vars.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())));
    let config = Config::from_vars(env).expect("test configuration");
    let application = Application::build(config).await.expect("build application");
    let address = format!("http://{bound}");
    let admin_address = application.admin_address().map(|addr| format!("http://{addr}"));
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(async move {
        let _ = application
            .run(listener, async {
                let _ = rx.await;
            })
            .await;
    });
    TestApp {
        address,
        admin_address,
        client: reqwest::Client::new(),
        database_url,
        shutdown: Some(std::sync::Arc::new(std::sync::Mutex::new(Some(tx)))),
        server: Some(std::sync::Arc::new(tokio::sync::Mutex::new(Some(server)))),
    }
}

impl TestApp {
    /// GET a path, returning status and JSON body.
    pub async fn get(&self, path: &str) -> (u16, serde_json::Value) {
        self.get_in(path, "sr").await
    }

    /// GET a path in a language.
    pub async fn get_in(&self, path: &str, language: &str) -> (u16, serde_json::Value) {
        let response = self
            .client
            .get(format!("{}{path}", self.address))
            .header("Language", language)
            .send()
            .await
            .expect("request");
        let status = response.status().as_u16();
        let text = response.text().await.expect("body");
        (status, serde_json::from_str(&text).unwrap_or(serde_json::Value::String(text)))
    }

    /// POST JSON to a path.
    pub async fn post(&self, path: &str, body: &serde_json::Value) -> (u16, serde_json::Value) {
        let response = self.client.post(format!("{}{path}", self.address)).json(body).send().await.expect("request");
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(serde_json::Value::Null))
    }

    /// A client for a server running elsewhere (e.g. the binary in a child process).
    pub fn at(address: &str, database_url: &str) -> TestApp {
        TestApp {
            address: address.to_owned(),
            admin_address: None,
            client: reqwest::Client::new(),
            database_url: database_url.to_owned(),
            shutdown: None,
            server: None,
        }
    }

    /// Shuts the server (and its feed) down and waits for it.
    pub async fn stop(self) {
        if let Some(tx) = self.shutdown.and_then(|slot| slot.lock().ok().and_then(|mut tx| tx.take())) {
            let _ = tx.send(());
        }
        if let Some(server) = self.server {
            if let Some(server) = server.lock().await.take() {
                let _ = server.await;
            }
        }
    }
}

/// The ledger audit finds nothing wrong in `db` (run after every store test).
pub async fn assert_ledger_clean(db: &Db) {
    let violations = sportsbook_server::db::ledger::audit(&db.pool).await.expect("audit");
    assert!(violations.is_empty(), "ledger audit: {violations:?}");
}

/// Asserts the JSON error envelope with this status and code, and returns its details.
pub fn assert_error(status: u16, body: &serde_json::Value, expected_status: u16, code: &str) -> serde_json::Value {
    assert_eq!(status, expected_status, "status of {body}");
    assert_eq!(body["error"]["code"], code, "code of {body}");
    assert!(body["error"]["message"].as_str().is_some_and(|m| !m.is_empty()), "message of {body}");
    body["error"]["details"].clone()
}

/// The server binary as a child process on `database_url` (no feed, the operator API on with
/// [`Process::ADMIN_TOKEN`]), for tests that kill it (SIGKILL, also when dropped).
pub struct Process {
    child: std::process::Child,
    pub address: String,
    pub admin_address: String,
}

impl Process {
    pub const ADMIN_TOKEN: &'static str = "operator-token-for-tests-0123456789abcdef";

    pub async fn start(database_url: &str, vars: &[(&str, &str)]) -> Process {
        let free_port = || std::net::TcpListener::bind("127.0.0.1:0").expect("port").local_addr().expect("addr").port();
        let (port, admin_port) = (free_port(), free_port());
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_sportsbook"))
            .env("DATABASE_URL", database_url)
            .env("SPORTSBOOK_ADDR", format!("127.0.0.1:{port}"))
            .env("SPORTSBOOK_ADMIN_ADDR", format!("127.0.0.1:{admin_port}"))
            .env("SPORTSBOOK_ADMIN_TOKEN", Process::ADMIN_TOKEN)
            .env("SPORTSBOOK_FEED", "off")
            .env("SPORTSBOOK_DEV_TOOLS", "on")
            .env("RUST_LOG", "warn")
            .envs(vars.iter().copied())
            .stdout(std::process::Stdio::null())
            .spawn()
            .expect("start the server");
        let address = format!("http://127.0.0.1:{port}");
        for _ in 0..200 {
            if reqwest::get(format!("{address}/healthz")).await.is_ok_and(|r| r.status().is_success()) {
                return Process { child, address, admin_address: format!("http://127.0.0.1:{admin_port}") };
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        let _ = child.kill();
        let _ = child.wait();
        panic!("the server did not start");
    }

    /// A client of this process.
    pub fn app(&self, database_url: &str) -> TestApp {
        TestApp { admin_address: Some(self.admin_address.clone()), ..TestApp::at(&self.address, database_url) }
    }

    /// SIGKILL, no chance to finish anything.
    pub fn kill(self) {
        drop(self);
    }
}

impl Drop for Process {
    /// Also when a test fails: a server left running would hold the test's output open.
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The web app as `npm run build` writes it (`web/dist`): the route list, the manifest and the
/// first-paint templates the server reads. `make test` builds it before the Rust tests.
pub fn built_web_dir() -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/dist");
    assert!(
        dir.join(".vite/routes.json").is_file(),
        "the page tests need the built web app: run `npm run build` in web/ (make test does)"
    );
    dir
}
