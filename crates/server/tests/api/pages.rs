use crate::support::{built_web_dir, spawn_app_with, TestApp};

/// A server serving the built web app, whose route list decides what is a page.
async fn spawn_site(vars: &[(&str, &str)]) -> TestApp {
    let dir = built_web_dir();
    let mut vars = vars.to_vec();
    vars.push(("SPORTSBOOK_WEB_DIR", dir.to_str().expect("utf-8 path")));
    spawn_app_with(&vars).await
}

async fn page(app: &TestApp, path: &str, host: Option<&str>) -> (u16, String) {
    let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().expect("client");
    let mut request = client.get(format!("{}{path}", app.address));
    if let Some(host) = host {
        request = request.header("host", host);
    }
    let response = request.send().await.expect("request");
    (response.status().as_u16(), response.text().await.expect("body"))
}

fn json_ld(html: &str, kind: &str) -> serde_json::Value {
    html.split("<script type=\"application/ld+json\">")
        .skip(1)
        .filter_map(|rest| rest.split("</script>").next())
        .filter_map(|text| serde_json::from_str::<serde_json::Value>(text).ok())
        .find(|v| v["@type"] == kind)
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_match_page_carries_its_metadata_in_the_served_html() {
    let app = spawn_site(&[]).await;
    let (_, list) = app.get("/api/sb/matches?sport_key=football&limit=1").await;
    let event = &list["data"][0];
    let slug = event["slug"].as_str().expect("slug");
    let home = event["competitors"][0]["name"].as_str().expect("home");
    let (status, html) = page(&app, &format!("/en/sports/football/{slug}"), None).await;
    assert_eq!(status, 200);
    assert!(html.contains("<html lang=\"en\" dir=\"ltr\" data-country=\"ME\">"));
    let title = html.split("<title>").nth(1).and_then(|t| t.split("</title>").next()).expect("one title");
    assert!(title.contains(home) && title.contains("odds"), "{title}");
    assert_eq!(html.matches("<title>").count(), 1);
    assert!(html.contains(&format!("<link rel=\"canonical\" href=\"{}/en/sports/football/{slug}\">", app.address)));
    assert!(html.contains(&format!("hreflang=\"sr-ME\" href=\"{}/sports/football/{slug}\"", app.address)));
    assert!(html.contains(&format!("hreflang=\"en\" href=\"{}/en/sports/football/{slug}\"", app.address)));
    assert!(html.contains(&format!("hreflang=\"x-default\" href=\"{}/sports/football/{slug}\"", app.address)));
    assert!(html.contains("<meta name=\"robots\" content=\"index, follow\">"));
    assert!(html.contains("<meta property=\"og:title\""));
    let sports_event = json_ld(&html, "SportsEvent");
    assert_eq!(sports_event["homeTeam"]["name"], home);
    assert_eq!(sports_event["startDate"], event["start_time"]);
    assert_eq!(json_ld(&html, "Organization")["name"], "Sportsbook");

    let (_, serbian) = page(&app, &format!("/sports/football/{slug}"), None).await;
    assert!(serbian.contains("<html lang=\"sr-ME\""));
    assert!(serbian.contains("kvote"));
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn every_catalogue_page_kind_resolves_and_unknown_paths_are_404() {
    let app = spawn_site(&[]).await;
    let (_, tournaments) = app.get("/api/sb/tournaments?sport_key=tennis").await;
    let league = &tournaments["data"][0];
    let ok = [
        "/sports".to_owned(),
        "/en/sports".to_owned(),
        "/sports/tennis".to_owned(),
        format!("/sports/tennis/{}", league["category"]["slug"].as_str().expect("category slug")),
        format!("/sports/tennis/{}", league["slug"].as_str().expect("league slug")),
        "/sports/live".to_owned(),
        "/en/sports/schedule".to_owned(),
        "/sports/results".to_owned(),
        "/sports/cybersport".to_owned(),
        "/sports/general-rules".to_owned(),
        "/sports/about".to_owned(),
    ];
    for path in &ok {
        let (status, html) = page(&app, path, None).await;
        assert_eq!(status, 200, "{path}");
        assert!(html.contains("<link rel=\"canonical\""), "{path}");
    }
    for path in [
        "/sports/curling",
        "/sports/tennis/no-such-league",
        "/sports/football/a-vs-b-999999",
        "/nowhere",
        "/en/sports/live/extra",
    ] {
        let (status, html) = page(&app, path, None).await;
        assert_eq!(status, 404, "{path}");
        assert!(html.contains("noindex"), "{path} is not indexed");
    }
    let (status, _) = page(&app, "/500", None).await;
    assert_eq!(status, 500);
    let (status, _) = page(&app, "/", None).await;
    assert_eq!(status, 303, "the root redirects to the sports home");
    let (status, body) = page(&app, "/api/nothing", None).await;
    assert_eq!(status, 404);
    assert!(body.contains("\"not_found\""), "API paths answer JSON, not the app: {body}");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn the_site_configuration_controls_indexing() {
    let dir = std::env::temp_dir().join(format!("site-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("site.json");
    std::fs::write(&path, r#"{"operator":{"name":"Demo Bets"},"no_index_origins":["staging.example.com"],"no_index_pages":["/schedule"],"public_url":"https://bets.example.com"}"#).expect("write");
    let app = spawn_site(&[("SPORTSBOOK_SITE_CONFIG", path.to_str().expect("utf-8 path"))]).await;
    let (_, home) = page(&app, "/sports", None).await;
    assert!(home.contains("index, follow"));
    assert!(home.contains("<link rel=\"canonical\" href=\"https://bets.example.com/sports\">"));
    assert!(home.contains("<meta property=\"og:site_name\" content=\"Demo Bets\">"));
    let (_, staging) = page(&app, "/sports", Some("staging.example.com")).await;
    assert!(staging.contains("noindex, nofollow"), "no-index origin");
    let (_, schedule) = page(&app, "/sports/schedule", None).await;
    assert!(schedule.contains("noindex, nofollow"), "per-page override");
    let manifest = app.client.get(format!("{}/manifest.webmanifest", app.address)).send().await.expect("request");
    assert_eq!(manifest.headers()["content-type"], "application/manifest+json");
    let manifest: serde_json::Value = manifest.json().await.expect("json");
    assert_eq!(manifest["name"], "Demo Bets", "the installed app is called what the operator is");
    assert_eq!(manifest["start_url"], "/sports");
    assert!(manifest["icons"].as_array().is_some_and(|icons| icons.len() >= 2), "the build's icons");
    app.stop().await;

    std::fs::write(&path, r#"{"locale": "sr"}"#).expect("write");
    let config = sportsbook_server::config::Config::from_vars(
        [
            ("SPORTSBOOK_SITE_CONFIG".to_owned(), path.display().to_string()),
            ("SPORTSBOOK_FEED".to_owned(), "off".to_owned()),
            ("DATABASE_URL".to_owned(), crate::support::fresh_database_url(crate::support::TestBackend::Sqlite).await),
        ]
        .into_iter()
        .collect(),
    )
    .expect("variables are valid");
    let error =
        sportsbook_server::startup::Application::build(config).await.err().expect("a bad site file stops start-up");
    assert!(format!("{error:#}").contains("SPORTSBOOK_SITE_CONFIG"), "{error:#}");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_operators_custom_pages_are_served_with_their_titles_and_indexing() {
    let dir = std::env::temp_dir().join(format!("custom-pages-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("site.json");
    let pages = r#"{"custom_pages": [
        {"slug": "welcome", "title": {"sr": "Dobrodošli", "en": "Welcome <home>"}},
        {"slug": "derby", "index": false, "title": {"sr": "Derbi", "en": "Derby"}, "match_id": 7}
    ]}"#;
    std::fs::write(&path, pages).expect("write");
    let app = spawn_site(&[("SPORTSBOOK_SITE_CONFIG", path.to_str().expect("utf-8 path"))]).await;
    let (status, welcome) = page(&app, "/en/sports/pages/welcome", None).await;
    assert_eq!(status, 200);
    assert!(welcome.contains("<title>Welcome &lt;home&gt;</title>"), "the title, escaped: {}", title(&welcome));
    assert_eq!(robots(&welcome), "index, follow");
    assert!(welcome.contains(">Welcome &lt;home&gt;</h1>"), "the first paint's heading");
    let (status, derby) = page(&app, "/sports/pages/derby", None).await;
    assert_eq!((status, robots(&derby)), (200, "noindex, nofollow"));
    assert!(derby.contains("\"match_id\":7"), "the page's settings reach the app");
    let (status, unknown) = page(&app, "/sports/pages/nowhere", None).await;
    assert_eq!((status, robots(&unknown)), (404, "noindex, nofollow"));
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn built_assets_are_served_with_long_caching_the_worker_uncached_and_pages_use_the_built_index() {
    let dir = std::env::temp_dir().join(format!("webdist-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("assets")).expect("dir");
    std::fs::write(dir.join("index.html"), "<!doctype html><html lang=\"en\"><head><title>Vite</title><meta name=\"description\" content=\"\" /><!--app-head--></head><body><div id=\"root\"></div></body></html>").expect("index");
    std::fs::write(dir.join("assets/app-1234.js"), "console.info('app')").expect("asset");
    std::fs::create_dir_all(dir.join(".vite")).expect("dir");
    std::fs::copy(built_web_dir().join(".vite/routes.json"), dir.join(".vite/routes.json")).expect("route list");
    let app = spawn_app_with(&[("SPORTSBOOK_WEB_DIR", dir.to_str().expect("utf-8 path"))]).await;
    let response = app.client.get(format!("{}/assets/app-1234.js", app.address)).send().await.expect("request");
    assert_eq!(response.status(), 200);
    assert!(response.headers()["cache-control"].to_str().expect("ascii").contains("immutable"));
    std::fs::write(dir.join("sw.js"), "self.addEventListener('fetch', () => {})").expect("worker");
    let worker = app.client.get(format!("{}/sw.js", app.address)).send().await.expect("request");
    assert_eq!(worker.headers()["cache-control"], "no-cache", "a new build's worker reaches players at once");
    let (status, html) = page(&app, "/sports/live", None).await;
    assert_eq!(status, 200);
    assert!(html.contains("<div id=\"root\"></div>") && !html.contains("<title>Vite</title>"));
    assert_eq!(html.matches("<meta name=\"description\"").count(), 1, "the placeholder description is replaced");
    assert!(html.contains("<script id=\"site-config\" type=\"application/json\">"));
    let (status, _) = page(&app, "/assets/missing.js", None).await;
    assert_eq!(status, 404);
    app.stop().await;
}

fn title(html: &str) -> &str {
    html.split("<title>").nth(1).and_then(|t| t.split("</title>").next()).expect("one title")
}

fn robots(html: &str) -> &str {
    html.split("<meta name=\"robots\" content=\"").nth(1).and_then(|t| t.split('"').next()).expect("robots")
}

#[tokio::test(flavor = "multi_thread")]
async fn the_web_apps_route_table_decides_which_paths_are_pages_and_how_they_are_indexed() {
    let app = spawn_site(&[]).await;
    // Sections the app has no route for (it renders its 404 page there) answer 404.
    for path in ["/sports/promotions", "/sports/profile", "/sports/404"] {
        let (status, html) = page(&app, path, None).await;
        assert_eq!(status, 404, "{path}");
        assert_eq!(robots(&html), "noindex, nofollow", "{path}");
        assert_eq!(title(&html), "Stranica nije pronađena", "{path}");
    }
    // The player's own pages and search results are pages, never indexed.
    for path in ["/sports/favorites", "/en/sports/profile/limits", "/sports/bets-history", "/sports/search?q=ab"] {
        let (status, html) = page(&app, path, None).await;
        assert_eq!(status, 200, "{path}");
        assert_eq!(robots(&html), "noindex, nofollow", "{path}");
    }
    let (_, search) = page(&app, "/en/sports/search?q=madar", None).await;
    assert_eq!(title(&search), "Search");
    let (status, live) = page(&app, "/en/sports/live", None).await;
    assert_eq!(status, 200);
    assert_eq!(title(&live), "Live betting – in-play odds");
    assert_eq!(robots(&live), "index, follow");
    let (status, deposit) = page(&app, "/en/sports/profile/wallet/deposit", None).await;
    assert_eq!(status, 200);
    assert_eq!(title(&deposit), "Deposit");
    assert_eq!(robots(&deposit), "noindex, nofollow", "account pages are not indexed");
    let (status, blocked) = page(&app, "/en/sports/blocked", None).await;
    assert_eq!((status, title(&blocked), robots(&blocked)), (200, "Not available", "noindex, nofollow"));
    let (status, reset) = page(&app, "/users/password/edit", None).await;
    assert_eq!(status, 200, "an emailed link: the app opens its dialog over the home page");
    assert_eq!(robots(&reset), "noindex, nofollow");
    assert!(title(&reset).contains("kvote"), "a page without texts of its own says what home says");
    app.stop().await;
}
