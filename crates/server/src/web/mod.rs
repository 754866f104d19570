//! Serving the web app: built assets from `web/dist`, and every page route as the app's
//! `index.html` with the page's `<head>` rendered on the server (crawlers do not run JS), the
//! preloads of what the page needs, and its first data (so it paints without a round trip).

pub mod first_data;
pub mod head;
pub mod preload;
pub mod routes;
pub mod texts;

use crate::app::AppState;
use crate::site::SiteConfig;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use preload::Manifest;
use routes::{Page, Route, StaticPage, BASE};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tower::ServiceExt;
use tower_http::services::ServeDir;

/// Marks where the server puts the page's head elements in `index.html`.
const HEAD_MARKER: &str = "<!--app-head-->";

/// Shown when `web/dist` has not been built.
const FALLBACK_INDEX: &str = "<!doctype html><html lang=\"sr\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><!--app-head--></head><body><main><h1>The web app is not built</h1><p>Run <code>make run</code>, which builds <code>web/dist</code> before serving.</p></main></body></html>";

/// The built app: its folder, `index.html` template and build manifest (read once at start-up).
#[derive(Clone)]
pub struct WebApp {
    dir: PathBuf,
    index: String,
    manifest: Arc<Manifest>,
}

impl WebApp {
    pub fn load(dir: &Path) -> WebApp {
        let index = std::fs::read_to_string(dir.join("index.html")).unwrap_or_else(|_| {
            tracing::warn!(dir = %dir.display(), "no built web app; serving a placeholder page");
            FALLBACK_INDEX.to_owned()
        });
        WebApp { dir: dir.to_owned(), index, manifest: Arc::new(Manifest::load(dir)) }
    }

    /// `index.html` with the language, direction, head elements and public site config, and
    /// `body_end` (the first data) closing the body.
    fn page(&self, site: &SiteConfig, head: &str, locale: &str, country: &str, body_end: &str) -> String {
        let lang = if locale == "sr" { "sr-ME" } else { locale };
        let dir = if site.rtl_enabled && ["ar", "he", "fa", "ur"].contains(&locale) { "rtl" } else { "ltr" };
        let mut html = self.index.clone();
        if let (Some(start), Some(len)) = (html.find("<html"), html.find("<html").and_then(|s| html[s..].find('>'))) {
            let tag = format!("<html lang=\"{lang}\" dir=\"{dir}\" data-country=\"{country}\">");
            html.replace_range(start..=start + len, &tag);
        }
        if let (Some(start), Some(end)) = (html.find("<title>"), html.find("</title>")) {
            if end > start {
                html.replace_range(start..end + "</title>".len(), "");
            }
        }
        if let Some(start) = html.find("<meta name=\"description\"") {
            if let Some(len) = html[start..].find('>') {
                html.replace_range(start..=start + len, "");
            }
        }
        let public = serde_json::json!({
            "operator": site.operator,
            "locales": site.locales,
            "locale_in_url": site.locale_in_url,
            "rtl_enabled": site.rtl_enabled,
            "sign_up_reminder_seconds": site.sign_up_reminder_seconds,
            "parent_origins": site.parent_origins,
        });
        let config = format!(
            "<script id=\"site-config\" type=\"application/json\">{}</script>",
            public.to_string().replace("</", "<\\/")
        );
        let inject = format!("{head}{config}\n");
        match html.find(HEAD_MARKER) {
            Some(at) => html.replace_range(at..at + HEAD_MARKER.len(), &inject),
            None => {
                let at = html.find("</head>").unwrap_or(0);
                html.insert_str(at, &inject);
            }
        }
        let at = html.rfind("</body>").unwrap_or(html.len());
        html.insert_str(at, body_end);
        html
    }
}

/// Everything that is not an API route: files of the built app, or a page.
pub async fn serve(State(state): State<AppState>, request: Request) -> Response {
    let path = request.uri().path().to_owned();
    let last = path.rsplit('/').next().unwrap_or_default();
    if last.contains('.') {
        return serve_file(&state.web.dir, request).await;
    }
    let site = &state.site;
    if path == "/" {
        return Redirect::to(&head::localized_path(site, site.default_locale(), BASE)).into_response();
    }
    if let (Some(locale), "/") = routes::split_locale(&path, &site.locales) {
        return Redirect::to(&head::localized_path(site, locale, BASE)).into_response();
    }
    let snapshot = state.catalogue.load();
    let host = request.headers().get(header::HOST).and_then(|h| h.to_str().ok()).map(|h| h.to_owned());
    let (route, status) = match routes::resolve(&path, &site.locales, site.default_locale(), &snapshot) {
        Some(route) => {
            let status = match route.page {
                Page::Static(StaticPage::NotFound) => StatusCode::NOT_FOUND,
                Page::Static(StaticPage::Error) => StatusCode::INTERNAL_SERVER_ERROR,
                _ => StatusCode::OK,
            };
            (route, status)
        }
        None => {
            let (prefix, _) = routes::split_locale(&path, &site.locales);
            let locale = prefix.unwrap_or(site.default_locale()).to_owned();
            (
                Route { locale, page: Page::Static(StaticPage::NotFound), rest: format!("{BASE}/404") },
                StatusCode::NOT_FOUND,
            )
        }
    };
    let mut head = head::render(site, &snapshot.structure, &route, host.as_deref());
    let first_data = if status == StatusCode::OK { first_data::render(&state, &route).await } else { String::new() };
    head += &state.web.manifest.links(preload::route_module(&route.page));
    let country = crate::http::country::request_country(request.headers(), site);
    let html = state.web.page(site, &head, &route.locale, &country, &first_data);
    let mut headers = HeaderMap::new();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8"));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    (status, headers, html).into_response()
}

/// A file of the built app; hashed assets are cached for a year.
async fn serve_file(dir: &Path, request: Request) -> Response {
    let immutable = request.uri().path().starts_with("/assets/");
    match ServeDir::new(dir).oneshot(request).await {
        Ok(response) if response.status().is_success() => {
            let mut response = response.into_response();
            let cache = if immutable { "public, max-age=31536000, immutable" } else { "public, max-age=3600" };
            response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
            response
        }
        _ => (StatusCode::NOT_FOUND, "not found").into_response(),
    }
}

/// `robots.txt`: everything allowed unless the site must not be indexed.
pub async fn robots(State(state): State<AppState>) -> impl IntoResponse {
    let body = if state.site.index {
        "User-agent: *\nAllow: /\nDisallow: /api/\n".to_owned()
    } else {
        "User-agent: *\nDisallow: /\n".to_owned()
    };
    ([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], body)
}
