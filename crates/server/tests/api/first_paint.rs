//! What the served HTML carries so the first page paints without extra round trips: its header
//! and heading, its styles inline, its first data (`#initial-data`), and the script that starts
//! its modules, the lazily loaded route's too.

use crate::support::{built_web_dir, spawn_app_with, TestApp};
use serde_json::{Map, Value};

/// The home page's match lists exactly as the web client spells them (keys sorted, values
/// form-encoded; `web/src/features/events/home-queries.test.ts` checks the same spelling). The
/// server takes the requests from the build's route list, recorded from the client itself; these
/// tests spell them out so a difference between the two shows.
const HOME_LISTS: [&str; 3] = [
    "/api/sb/matches?bettable=true&limit=6&match_status=0&max_per_sport=2&sort_by=sport_priority%2Ctournament_priority%2Cstart_time",
    "/api/sb/matches?limit=12&match_status=1&max_per_sport=3&sort_by=sport_priority%2Ctournament_priority%2Cstart_time",
    "/api/sb/matches?limit=10&match_status=0&sort_by=start_time",
];

async fn html(app: &TestApp, path: &str) -> (u16, String) {
    let response = app.client.get(format!("{}{path}", app.address)).send().await.expect("request");
    (response.status().as_u16(), response.text().await.expect("body"))
}

fn initial_data(html: &str) -> Map<String, Value> {
    let text = html
        .split("<script type=\"application/json\" id=\"initial-data\">")
        .nth(1)
        .and_then(|rest| rest.split("</script>").next())
        .expect("the page inlines its first data");
    serde_json::from_str(text).expect("the first data is a JSON object")
}

/// A server on a catalogue that holds still: the feed fills a database, stops, and a server
/// without a feed serves what it wrote, so the HTML and a later API call see the same data.
async fn still_app() -> TestApp {
    let leader = spawn_app_with(&[]).await;
    let database_url = leader.database_url.clone();
    leader.stop().await;
    let dir = built_web_dir();
    let web = dir.to_str().expect("utf-8 path");
    spawn_app_with(&[("DATABASE_URL", &database_url), ("SPORTSBOOK_FEED", "off"), ("SPORTSBOOK_WEB_DIR", web)]).await
}

async fn assert_inlined_as_the_api_answers(app: &TestApp, data: &Map<String, Value>, language: &str, urls: &[String]) {
    let mut keys: Vec<&String> = data.keys().collect();
    keys.sort();
    let mut expected: Vec<String> = urls.iter().map(|url| format!("{language} {url}")).collect();
    expected.sort();
    assert_eq!(keys, expected.iter().collect::<Vec<_>>());
    for url in urls {
        let (status, answer) = app.get_in(url, language).await;
        assert_eq!(status, 200, "{url}");
        assert_eq!(data[&format!("{language} {url}")], answer, "{url}");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_home_page_inlines_what_the_api_answers_to_its_first_requests() {
    let app = still_app().await;
    let (status, page) = html(&app, "/sports").await;
    assert_eq!(status, 200);
    let data = initial_data(&page);
    let mut urls = vec!["/api/sb/sports".to_owned(), "/api/sb/tournaments".to_owned()];
    urls.extend(HOME_LISTS.map(str::to_owned));
    assert_inlined_as_the_api_answers(&app, &data, "sr", &urls).await;
    let top = &data[&format!("sr {}", HOME_LISTS[0])]["data"];
    assert!(!top.as_array().expect("a list").is_empty(), "the home page has matches to show");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_match_page_inlines_the_match_and_its_markets_in_the_pages_language() {
    let app = still_app().await;
    let (_, list) = app.get("/api/sb/matches?match_status=0&sport_key=football&limit=1").await;
    let event = &list["data"][0];
    let (id, slug) = (event["id"].as_u64().expect("id"), event["slug"].as_str().expect("slug"));
    let (status, page) = html(&app, &format!("/en/sports/football/{slug}")).await;
    assert_eq!(status, 200);
    let data = initial_data(&page);
    let urls = [
        "/api/sb/sports".to_owned(),
        format!("/api/sb/matches/{id}"),
        format!("/api/sb/matches/{id}/markets?limit=500"),
    ];
    assert_inlined_as_the_api_answers(&app, &data, "en", &urls).await;
    assert_eq!(data[&format!("en /api/sb/matches/{id}")]["data"]["slug"], slug);
    assert!(data[&format!("en {}", urls[2])]["data"].as_array().is_some_and(|m| !m.is_empty()), "markets");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn category_and_league_pages_inline_their_sports_categories_and_leagues() {
    let app = still_app().await;
    let (_, tournaments) = app.get("/api/sb/tournaments?sport_key=ice-hockey").await;
    let league = &tournaments["data"][0];
    let urls = [
        "/api/sb/sports".to_owned(),
        "/api/sb/categories?sport_key=ice-hockey".to_owned(),
        "/api/sb/tournaments?sport_key=ice-hockey".to_owned(),
    ];
    for slug in [&league["category"]["slug"], &league["slug"]] {
        let path = format!("/en/sports/ice-hockey/{}", slug.as_str().expect("slug"));
        let (status, page) = html(&app, &path).await;
        assert_eq!(status, 200, "{path}");
        assert_inlined_as_the_api_answers(&app, &initial_data(&page), "en", &urls).await;
    }
    let (_, sport) = html(&app, "/sports/ice-hockey").await;
    assert_inlined_as_the_api_answers(&app, &initial_data(&sport), "sr", &urls[..1]).await;
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn pages_without_first_data_and_error_pages_inline_nothing() {
    let dir = built_web_dir();
    let app = spawn_app_with(&[("SPORTSBOOK_WEB_DIR", dir.to_str().expect("utf-8 path"))]).await;
    for path in ["/sports/live", "/sports/football/a-vs-b-999999", "/sports/nowhere"] {
        let (_, page) = html(&app, path).await;
        assert!(!page.contains("id=\"initial-data\""), "{path}");
    }
    app.stop().await;
}

/// A built app in a temporary folder, as the web build writes it: `index.html` with the entry's
/// tags, the manifest, two stylesheets and the first paint's templates.
fn built_app(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("webdist-{name}-{}", std::process::id()));
    std::fs::create_dir_all(dir.join(".vite")).expect("dir");
    std::fs::create_dir_all(dir.join("assets")).expect("assets");
    let index = "<!doctype html>\n<html><head><title>Vite</title>\n    <script type=\"module\" crossorigin src=\"/assets/index-1.js\"></script>\n    <link rel=\"modulepreload\" crossorigin href=\"/assets/shared-1.js\">\n    <link rel=\"stylesheet\" crossorigin href=\"/assets/index-1.css\">\n</head><body><div id=\"root\"></div></body></html>";
    std::fs::write(dir.join("index.html"), index).expect("index");
    let manifest = r#"{
      "index.html": { "file": "assets/index-1.js", "imports": ["_shared-1.js"], "css": ["assets/index-1.css"], "isEntry": true },
      "_shared-1.js": { "file": "assets/shared-1.js" },
      "src/app/routes/live-route.tsx": { "file": "assets/live-route-1.js", "imports": ["_shared-1.js", "index.html"], "css": ["assets/live-route-1.css"] },
      "node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2": { "file": "assets/roboto-1.woff2" }
    }"#;
    std::fs::write(dir.join(".vite/manifest.json"), manifest).expect("manifest");
    std::fs::copy(built_web_dir().join(".vite/routes.json"), dir.join(".vite/routes.json")).expect("route list");
    std::fs::write(dir.join("assets/index-1.css"), ".index{color:red}\n").expect("css");
    std::fs::write(dir.join("assets/live-route-1.css"), ".live{color:red}\n").expect("css");
    let templates = serde_json::json!({
        "variants": { "sport": "sport.key", "match": "match.status" },
        "templates": {
            "sr live _default": ["<header>Zaglavlje</header><h1>Uživo</h1>"],
            "sr home _default": ["<h1>Početna</h1>"],
            "en home _default": ["<h1>Home</h1>"],
            "sr sport _default": ["<h1 class=\"dot\">", "sport.name", "</h1>"],
            "sr sport tennis": ["<h1 class=\"racket\">", "sport.name", "</h1>"],
            "en match 0": ["<h1>", "match.name", "</h1><a href=\"/en/sports/", "match.tournament.sport.key", "\">"],
        }
    });
    std::fs::write(dir.join(".vite/first-paint.json"), templates.to_string()).expect("templates");
    dir
}

fn root(html: &str) -> &str {
    html.split("<div id=\"root\">").nth(1).and_then(|rest| rest.rsplit_once("</div>")).expect("#root").0
}

#[tokio::test(flavor = "multi_thread")]
async fn a_page_inlines_its_styles_and_starts_its_modules_after_its_first_paint() {
    let dir = built_app("boot");
    let app = spawn_app_with(&[("SPORTSBOOK_WEB_DIR", dir.to_str().expect("utf-8 path"))]).await;
    let (_, live) = html(&app, "/sports/live").await;
    let head = live.split("</head>").next().expect("a head");
    assert!(head.contains("<style>.index{color:red}.live{color:red}</style>"), "{head}");
    assert!(head.contains("<link rel=\"stylesheet\" href=\"/assets/live-route-1.css\" disabled>"), "{head}");
    assert!(!head.contains("crossorigin href") && !head.contains("<link rel=\"modulepreload\""), "{head}");
    assert!(!head.contains("<script type=\"module\""), "the boot script adds the entry: {head}");
    assert!(
        head.contains(r#"(["/assets/index-1.js","/assets/shared-1.js","/assets/live-route-1.js"], true)"#),
        "{head}"
    );
    assert!(!head.contains("as=\"font\""), "a font preload would take bandwidth from the first paint");
    assert_eq!(root(&live), "<header>Zaglavlje</header><h1>Uživo</h1>", "the page's template");

    let (_, home) = html(&app, "/sports").await;
    assert_eq!(root(&home), "<h1>Početna</h1>");
    assert!(home.contains("id=\"initial-data\"") && home.ends_with("</body></html>"));
    let (_, english) = html(&app, "/en/sports").await;
    assert_eq!(root(&english), "<h1>Home</h1>", "the template in the page's language");
    let (_, tennis) = html(&app, "/sports/tennis").await;
    assert_eq!(root(&tennis), "<h1 class=\"racket\">Tenis</h1>", "the sport's variant, its name in its slot");
    let (_, football) = html(&app, "/sports/football").await;
    assert_eq!(root(&football), "<h1 class=\"dot\">Fudbal</h1>", "the default variant");
    let (_, list) = app.get("/api/sb/matches?match_status=0&sport_key=football&limit=1").await;
    let event = &list["data"][0];
    let (_, page) = html(&app, &format!("/en/sports/football/{}", event["slug"].as_str().expect("slug"))).await;
    let name = event["name"].as_str().expect("name").replace('&', "&amp;");
    assert_eq!(root(&page), format!("<h1>{name}</h1><a href=\"/en/sports/football\">"));

    let (_, rules) = html(&app, "/sports/general-rules").await;
    assert_eq!(root(&rules), "", "a page without a template has no first paint");
    assert!(rules.contains("\"/assets/shared-1.js\"], false)"), "without a first paint the app starts at once");
    let (status, missing) = html(&app, "/sports/nowhere").await;
    assert_eq!(status, 404);
    assert_eq!(root(&missing), "", "error pages have a layout of their own, drawn by the app");
    assert!(missing.contains("\"/assets/shared-1.js\"], false)"), "without a first paint the app starts at once");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_site_that_changes_what_the_templates_assume_serves_pages_without_them() {
    let dir = built_app("logo");
    let site = dir.join("site.json");
    std::fs::write(&site, r#"{"operator":{"logo_url":"https://example.com/logo.svg"}}"#).expect("site");
    let app = spawn_app_with(&[
        ("SPORTSBOOK_WEB_DIR", dir.to_str().expect("utf-8 path")),
        ("SPORTSBOOK_SITE_CONFIG", site.to_str().expect("utf-8 path")),
    ])
    .await;
    let (status, home) = html(&app, "/sports").await;
    assert_eq!(status, 200);
    assert_eq!(root(&home), "", "the templates draw the default mark, the app the operator's logo");
    assert!(home.contains("\"/assets/shared-1.js\"], false)"), "the app starts at once");
    app.stop().await;
}
