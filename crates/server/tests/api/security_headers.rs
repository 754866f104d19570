//! The security headers of every page and response (#16 item 2): per page kind, the
//! Content-Security-Policy with a fresh nonce that exactly the build's inline scripts carry,
//! framing only by the operator's host pages, `nosniff`, the referrer policy, and HSTS on an
//! HTTPS site.

use crate::support::{built_web_dir, spawn_app_with, TestApp};

async fn spawn_site(vars: &[(&str, &str)]) -> TestApp {
    let dir = built_web_dir();
    let mut vars = vars.to_vec();
    vars.push(("SPORTSBOOK_WEB_DIR", dir.to_str().expect("utf-8 path")));
    spawn_app_with(&vars).await
}

struct Answer {
    status: u16,
    headers: reqwest::header::HeaderMap,
    body: String,
}

async fn fetch(app: &TestApp, path: &str) -> Answer {
    let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().expect("client");
    let response = client.get(format!("{}{path}", app.address)).send().await.expect("request");
    let (status, headers) = (response.status().as_u16(), response.headers().clone());
    Answer { status, headers, body: response.text().await.expect("body") }
}

fn header<'a>(answer: &'a Answer, name: &str) -> &'a str {
    answer.headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or_default()
}

/// The page's policy with its nonce written as `{nonce}`, and the nonce.
fn policy_of(answer: &Answer) -> (String, String) {
    let policy = header(answer, "content-security-policy");
    let nonce = policy.split("'nonce-").nth(1).and_then(|rest| rest.split('\'').next()).expect("a nonce").to_owned();
    (policy.replace(&nonce, "{nonce}"), nonce)
}

const POLICY: &str = "default-src 'self'; script-src 'self' 'nonce-{nonce}'; style-src 'self' 'unsafe-inline'; \
    img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-src 'self'; object-src 'none'; \
    base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

#[tokio::test(flavor = "multi_thread")]
async fn every_page_kind_carries_the_policy_and_only_the_builds_inline_scripts_run() {
    let app = spawn_site(&[]).await;
    let (_, list) = app.get("/api/sb/matches?sport_key=football&limit=1").await;
    let slug = list["data"][0]["slug"].as_str().expect("slug").to_owned();
    let paths = [
        "/sports".to_owned(),
        "/en/sports/live".to_owned(),
        format!("/sports/football/{slug}"),
        "/sports/football".to_owned(),
        "/sports/bets-history".to_owned(),
        "/sports/profile/wallet/deposit".to_owned(),
        "/sports/no-such-page".to_owned(),
        "/500".to_owned(),
    ];
    let mut nonces = Vec::new();
    for path in &paths {
        let page = fetch(&app, path).await;
        assert!(page.status == 200 || page.status == 404 || page.status == 500, "{path}: {}", page.status);
        let (policy, nonce) = policy_of(&page);
        assert_eq!(policy, POLICY, "{path}");
        assert_eq!(header(&page, "x-content-type-options"), "nosniff", "{path}");
        assert_eq!(header(&page, "referrer-policy"), "strict-origin-when-cross-origin", "{path}");
        assert_eq!(header(&page, "strict-transport-security"), "", "{path}: no HSTS over http");
        // Every script the browser would run inline carries this response's nonce; data does not.
        let scripts: Vec<&str> = page.body.split("<script").skip(1).filter_map(|s| s.split('>').next()).collect();
        let runnable: Vec<&&str> = scripts.iter().filter(|attrs| !attrs.contains("type=")).collect();
        assert!(!runnable.is_empty(), "{path}: the page boots with inline scripts");
        for attrs in runnable {
            assert_eq!(*attrs, format!(" nonce=\"{nonce}\""), "{path}");
        }
        nonces.push(nonce);
    }
    nonces.sort();
    nonces.dedup();
    assert_eq!(nonces.len(), paths.len(), "a fresh nonce per response");

    let api = fetch(&app, "/api/sb/sports").await;
    assert_eq!(header(&api, "x-content-type-options"), "nosniff");
    assert_eq!(header(&api, "content-security-policy"), "", "JSON needs no page policy");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn only_the_operators_host_pages_and_ourselves_may_frame_an_https_site() {
    let dir = std::env::temp_dir().join(format!("site-frames-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("site.json");
    let site = r#"{"public_url":"https://bets.example.com","parent_origins":["https://casino.example","https://m.casino.example:8443"],
        "operator":{"name":"Demo","logo_url":"https://cdn.example/logo.svg"}}"#;
    std::fs::write(&path, site).expect("write");
    let app = spawn_site(&[("SPORTSBOOK_SITE_CONFIG", path.to_str().expect("utf-8 path"))]).await;
    let page = fetch(&app, "/sports").await;
    let (policy, _) = policy_of(&page);
    let expected = POLICY
        .replace(
            "frame-ancestors 'self'",
            "frame-ancestors 'self' https://casino.example https://m.casino.example:8443",
        )
        .replace("img-src 'self' data:;", "img-src 'self' data: https://cdn.example;");
    assert_eq!(policy, expected);
    assert_eq!(header(&page, "strict-transport-security"), "max-age=31536000");
    app.stop().await;
}

/// The embedding demo's host page: its own policy (its script, framing any origin), only where
/// the developer tools are on.
#[tokio::test(flavor = "multi_thread")]
async fn the_embedding_demo_is_served_with_its_own_policy_only_with_the_developer_tools() {
    let app = spawn_site(&[]).await;
    let demo = fetch(&app, "/embed-demo").await;
    assert_eq!(demo.status, 200);
    assert!(demo.body.contains("<iframe"), "the host page frames the product");
    assert!(!demo.body.contains("<script>"), "no inline script: {}", demo.body);
    let policy = header(&demo, "content-security-policy");
    assert!(policy.contains("script-src 'self';") && policy.contains("frame-src http: https:;"), "{policy}");
    assert!(!policy.contains("unsafe-eval") && !policy.contains("script-src 'self' 'unsafe"), "{policy}");
    app.stop().await;

    let app = spawn_site(&[("SPORTSBOOK_DEV_TOOLS", "0")]).await;
    let demo = fetch(&app, "/embed-demo").await;
    assert_eq!(demo.status, 404, "no demo without the developer tools");
    assert!(!demo.body.contains("<iframe"));
    app.stop().await;
}

/// The build's static copies of the shell boot the whole app: `/index.html` is the route list's
/// home page (a redirect), and `/offline.html` (the service worker's) carries the page policy, so
/// no other site can frame either (docs/decisions/047).
#[tokio::test(flavor = "multi_thread")]
async fn the_static_copies_of_the_shell_carry_the_page_policy_or_redirect() {
    let app = spawn_site(&[]).await;
    let index = fetch(&app, "/index.html").await;
    assert!((300..400).contains(&index.status), "{}", index.status);
    assert_eq!(header(&index, "location"), "/sports");
    let offline = fetch(&app, "/offline.html").await;
    assert_eq!(offline.status, 200);
    assert!(offline.body.contains("data-offline"), "the build's offline page");
    let (policy, nonce) = policy_of(&offline);
    assert_eq!(policy, POLICY);
    assert!(offline.body.contains(&format!("<script nonce=\"{nonce}\">")), "its inline script still runs");
    assert!(!offline.body.contains("<script>"), "no inline script without the nonce");
    for path in ["/embed-demo.html", "/../Cargo.toml.html", "/no-such-page.html"] {
        assert_eq!(fetch(&app, path).await.status, 404, "{path}");
    }
    app.stop().await;
}
