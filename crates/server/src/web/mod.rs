//! Serving the web app: built assets from `web/dist`, and every page of its route list
//! (`route_list.rs`, written by the web build; a path it does not serve is a 404) as the app's
//! `index.html` with the page's `<head>` rendered on the server (crawlers do not run JS), its
//! styles inline and the script that boots it, its first paint (header and heading) and its first
//! data (so the app renders without a round trip).

mod app_manifest;
pub mod boot;
mod embed_demo;
pub mod first_paint;
pub mod head;
pub mod page_data;
mod pages;
pub mod resolve;
pub mod route_list;
pub mod security;
pub mod texts;

use crate::app::AppState;
use crate::http::cache::ResponseCache;
use crate::site::SiteConfig;
use anyhow::Context;
use axum::extract::{Extension, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use boot::Manifest;
use first_paint::FirstPaints;
use pages::Pages;
use resolve::{Route, BASE};
use route_list::RouteList;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tower::ServiceExt;
use tower_http::services::ServeDir;

/// Marks where the server puts the page's head elements in `index.html`.
const HEAD_MARKER: &str = "<!--app-head-->";

/// The element the app renders into, where the server puts the first paint.
const ROOT: &str = "<div id=\"root\"></div>";

/// The tags Vite writes into `index.html` for the entry's modules and styles; the server replaces
/// them with inline styles and the boot script when it has the build manifest.
const VITE_TAGS: [&str; 3] = [
    "<script type=\"module\" crossorigin src=",
    "<link rel=\"modulepreload\" crossorigin href=",
    "<link rel=\"stylesheet\" crossorigin href=",
];

/// Names the page's blue-green layout variant (docs/product.md#layout: body attributes; decision
/// 037): the operator's load balancer or experiment tool sets it, the page gets
/// `class="layout-{variant}"` on `<body>` for the operator's styles to act on.
const LAYOUT_COOKIE: &str = "layout_variant";

/// The `<meta name="theme-color">` of `index.html`, up to its value.
const THEME_COLOUR: &str = "<meta name=\"theme-color\" content=\"";

/// One side of a blue-green layout experiment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LayoutVariant {
    Blue,
    Green,
}

impl LayoutVariant {
    fn from_cookie(headers: &HeaderMap) -> Option<LayoutVariant> {
        match crate::http::platform::session::cookie_value(headers, LAYOUT_COOKIE)? {
            "blue" => Some(LayoutVariant::Blue),
            "green" => Some(LayoutVariant::Green),
            _ => None,
        }
    }

    fn class(self) -> &'static str {
        match self {
            LayoutVariant::Blue => "layout-blue",
            LayoutVariant::Green => "layout-green",
        }
    }
}

/// Shown when `web/dist` has not been built.
const FALLBACK_INDEX: &str = "<!doctype html><html lang=\"sr\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><!--app-head--></head><body><main><h1>The web app is not built</h1><p>Run <code>make run</code>, which builds <code>web/dist</code> before serving.</p></main></body></html>";

/// The built app: its folder, `index.html` template, route list, build manifest and first-paint
/// templates (read once at start-up).
#[derive(Clone)]
pub struct WebApp {
    dir: PathBuf,
    index: String,
    routes: Arc<RouteList>,
    manifest: Arc<Manifest>,
    first_paints: Arc<FirstPaints>,
}

/// What the server writes into one page besides `index.html`.
struct PageParts<'a> {
    head: &'a str,
    locale: &'a str,
    country: &'a str,
    /// The blue-green layout variant the request's cookie asks for.
    layout: Option<LayoutVariant>,
    /// The first paint, put into `#root`.
    root: &'a str,
    /// The first data, closing the body.
    body_end: &'a str,
}

impl WebApp {
    pub fn load(dir: &Path) -> WebApp {
        let mut index = std::fs::read_to_string(dir.join("index.html")).unwrap_or_else(|_| {
            tracing::warn!(dir = %dir.display(), "no built web app; serving a placeholder page");
            FALLBACK_INDEX.to_owned()
        });
        let routes = RouteList::load(dir);
        let manifest = Manifest::load(dir, routes.modules());
        if manifest.is_loaded() {
            index = index
                .lines()
                .filter(|line| !VITE_TAGS.iter().any(|tag| line.trim_start().starts_with(tag)))
                .collect::<Vec<_>>()
                .join("\n");
        }
        WebApp {
            dir: dir.to_owned(),
            index,
            routes: Arc::new(routes),
            manifest: Arc::new(manifest),
            first_paints: Arc::new(FirstPaints::load(dir)),
        }
    }

    /// The page's first paint. The templates hold the build's defaults: the operator's mark, the
    /// default language without a prefix in links; a site that changes those gets none.
    fn first_paint(&self, site: &SiteConfig, route: &Route, data: &Value) -> Option<String> {
        if site.operator.logo_url.is_some() || site.locale_in_url {
            return None;
        }
        self.first_paints.render(&route.locale, &route.kind, data)
    }

    /// `index.html` with the language, direction, operator theme, head elements and public site
    /// config, the first paint and the first data; the template's inline scripts carry `nonce`.
    fn page(&self, site: &SiteConfig, parts: &PageParts, nonce: &str) -> String {
        let locale = parts.locale;
        let lang = if locale == "sr" { "sr-ME" } else { locale };
        let dir = if site.rtl_enabled && ["ar", "he", "fa", "ur"].contains(&locale) { "rtl" } else { "ltr" };
        let mut html = security::mark_scripts(&self.index, nonce);
        if let (Some(start), Some(len)) = (html.find("<html"), html.find("<html").and_then(|s| html[s..].find('>'))) {
            let theme: String = site
                .operator
                .theme
                .iter()
                .filter(|(name, _)| name.starts_with("--"))
                .map(|(name, value)| format!("{name}:{value};"))
                .collect();
            let style = if theme.is_empty() { String::new() } else { format!(" style=\"{}\"", head::escape(&theme)) };
            let tag = format!("<html lang=\"{lang}\" dir=\"{dir}\" data-country=\"{}\"{style}>", parts.country);
            html.replace_range(start..=start + len, &tag);
        }
        if let Some(colour) = site.operator.theme_colour() {
            if let Some(start) = html.find(THEME_COLOUR).map(|at| at + THEME_COLOUR.len()) {
                if let Some(len) = html[start..].find('"') {
                    html.replace_range(start..start + len, &head::escape(colour));
                }
            }
        }
        if let Some(variant) = parts.layout {
            if let Some(at) = html.find("<body>") {
                html.replace_range(at..at + "<body>".len(), &format!("<body class=\"{}\">", variant.class()));
            }
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
            "timezone": site.timezone,
            "platform": site.platform,
            "custom_pages": site.custom_pages,
            "features": site.features,
            "user_group_checker": site.user_group_checker,
            "deposit_reminder": site.deposit_reminder,
            "terms_version": site.terms_version,
            "phone_verification_required": site.phone_verification_required,
            "preview": site.preview,
            "deposit_fields": site.deposit_fields,
            "chat": site.chat,
            "push_notifications": site.push_notifications,
        });
        let config = format!(
            "<script id=\"site-config\" type=\"application/json\">{}</script>",
            public.to_string().replace("</", "<\\/")
        );
        let inject = format!("{}{config}\n", parts.head);
        match html.find(HEAD_MARKER) {
            Some(at) => html.replace_range(at..at + HEAD_MARKER.len(), &inject),
            None => {
                let at = html.find("</head>").unwrap_or(0);
                html.insert_str(at, &inject);
            }
        }
        if let Some(at) = html.find(ROOT) {
            html.insert_str(at + ROOT.len() - "</div>".len(), parts.root);
        }
        let at = html.rfind("</body>").unwrap_or(html.len());
        html.insert_str(at, parts.body_end);
        html
    }
}

/// Everything that is not an API route: files of the built app, or a page.
pub async fn serve(
    State(app): State<AppState>,
    Extension(web): Extension<Arc<WebApp>>,
    Extension(cache): Extension<ResponseCache>,
    request: Request,
) -> Response {
    let state = Pages { app, web, cache };
    let path = request.uri().path().to_owned();
    if path == embed_demo::PATH {
        if let Some(demo) = embed_demo::serve(&state).await {
            return demo;
        }
    }
    if path == app_manifest::PATH {
        if let Some(manifest) = app_manifest::serve(&state).await {
            return manifest;
        }
    }
    page(state, request).await
}

/// A page of the app's route list (or a file of the built app).
async fn page(state: Pages, request: Request) -> Response {
    let path = request.uri().path().to_owned();
    let last = path.rsplit('/').next().unwrap_or_default();
    let site = &state.site;
    if path == "/index.html" || path == "/" {
        return Redirect::to(&head::localized_path(site, site.default_locale(), BASE)).into_response();
    }
    if last.ends_with(".html") {
        return serve_html_file(&state, &path).await;
    }
    if last.contains('.') {
        return serve_file(&state.web.dir, request).await;
    }
    if let (Some(locale), "/") = resolve::split_locale(&path, &site.locales) {
        return Redirect::to(&head::localized_path(site, locale, BASE)).into_response();
    }
    let snapshot = state.catalogue.load();
    let host = request.headers().get(header::HOST).and_then(|h| h.to_str().ok()).map(|h| h.to_owned());
    let web = &state.web;
    let sources = resolve::Sources { snapshot: &snapshot, custom_pages: &site.custom_pages };
    let route = resolve::resolve(&path, &site.locales, site.default_locale(), &web.routes, &sources);
    let status = route.status;
    let mut head = head::render(site, &snapshot.structure, &route, host.as_deref());
    let data = page_data::data(&snapshot.structure, &route);
    let requests = web.routes.page(&route.kind).and_then(|page| page.first_data.get(&route.locale));
    let first_data = match requests {
        Some(requests) if status == StatusCode::OK => page_data::first_data(&state, requests, &data).await,
        _ => String::new(),
    };
    // Only the build's own inline scripts get the nonce (the first paint's data is escaped text).
    let nonce = security::nonce();
    let first_paint = web.first_paint(site, &route, &data).map(|html| security::mark_scripts(&html, &nonce));
    head += &security::mark_scripts(&web.manifest.head(route.module.as_deref(), first_paint.is_some()), &nonce);
    let peer = crate::http::country::peer_ip(request.extensions());
    let country = crate::http::country::request_country(peer, request.headers(), &state.config.trusted_proxies, site);
    let parts = PageParts {
        head: &head,
        locale: &route.locale,
        country: &country,
        layout: LayoutVariant::from_cookie(request.headers()),
        root: first_paint.as_deref().unwrap_or_default(),
        body_end: &first_data,
    };
    let html = state.web.page(site, &parts, &nonce);
    let mut headers = HeaderMap::new();
    let policy = HeaderValue::from_str(&security::page_policy(site, &nonce)).context("a page's security policy");
    match policy {
        Ok(policy) => headers.insert(header::CONTENT_SECURITY_POLICY, policy),
        Err(error) => return crate::http::error::ApiError::Internal(error).into_response(),
    };
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8"));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    (status, headers, html).into_response()
}

/// A page of the build other than `index.html` (the service worker's `offline.html`), with the
/// same policy as routed pages — its inline scripts marked with a fresh nonce, framing only by
/// ourselves and the operator's host pages. The demo host page is served at its own path only.
async fn serve_html_file(state: &Pages, path: &str) -> Response {
    let name = path.trim_start_matches('/');
    let is_plain_name = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.');
    if !is_plain_name || name.contains("..") || path == format!("/{}", embed_demo::FILE) {
        return (StatusCode::NOT_FOUND, "not found").into_response();
    }
    let Ok(html) = tokio::fs::read_to_string(state.web.dir.join(name)).await else {
        return (StatusCode::NOT_FOUND, "not found").into_response();
    };
    let nonce = security::nonce();
    let Ok(policy) = HeaderValue::from_str(&security::page_policy(&state.site, &nonce)) else {
        return (StatusCode::INTERNAL_SERVER_ERROR, "policy").into_response();
    };
    let headers = [
        (header::CONTENT_SECURITY_POLICY, policy),
        (header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8")),
        (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
    ];
    (StatusCode::OK, headers, security::mark_scripts(&html, &nonce)).into_response()
}

/// A file of the built app; hashed assets are cached for a year, the service worker never (a new
/// build's worker must reach the players at once).
async fn serve_file(dir: &Path, request: Request) -> Response {
    let path = request.uri().path();
    let cache = match path {
        _ if path.starts_with("/assets/") => "public, max-age=31536000, immutable",
        "/sw.js" => "no-cache",
        _ => "public, max-age=3600",
    };
    match ServeDir::new(dir).oneshot(request).await {
        Ok(response) if response.status().is_success() => {
            let mut response = response.into_response();
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_operators_design_tokens_are_set_on_the_html_element() {
        let app = WebApp::load(Path::new("/nonexistent"));
        let mut site = SiteConfig::default();
        site.operator.theme.insert("--color-accent".into(), "#f80".into());
        site.operator.theme.insert("color".into(), "red".into());
        site.operator.theme.insert("--font-display".into(), "\"Brand\", sans-serif".into());
        let parts = PageParts { head: "", locale: "en", country: "ME", layout: None, root: "", body_end: "" };
        let html = app.page(&site, &parts, "n");
        let tag = html.split("<html").nth(1).and_then(|rest| rest.split('>').next()).expect("an html element");
        assert_eq!(
            tag,
            " lang=\"en\" dir=\"ltr\" data-country=\"ME\" style=\"--color-accent:#f80;--font-display:&quot;Brand&quot;, sans-serif;\"",
            "only design tokens (`--…`), escaped"
        );
        let plain = app.page(&SiteConfig::default(), &parts, "n");
        assert!(!plain.contains("style="), "no theme, no style attribute");
    }

    #[test]
    fn the_theme_colour_follows_the_operator_and_the_layout_cookie_marks_the_body() {
        let app = WebApp {
            index: "<html><head><meta name=\"theme-color\" content=\"#141b23\" /></head><body><div id=\"root\"></div></body></html>".to_owned(),
            ..WebApp::load(Path::new("/nonexistent"))
        };
        let mut site = SiteConfig::default();
        site.operator.theme.insert("--color-surface".into(), "#003366".into());
        let mut parts = PageParts { head: "", locale: "en", country: "ME", layout: None, root: "", body_end: "" };
        let html = app.page(&site, &parts, "n");
        assert!(html.contains("<meta name=\"theme-color\" content=\"#003366\" />"), "{html}");
        assert!(html.contains("<body>"), "no cookie, no class");
        let plain = app.page(&SiteConfig::default(), &parts, "n");
        assert!(plain.contains("content=\"#141b23\""), "the build's colour without a theme");
        let mut headers = HeaderMap::new();
        headers.insert(header::COOKIE, HeaderValue::from_static("consent=1; layout_variant=green"));
        parts.layout = LayoutVariant::from_cookie(&headers);
        assert!(app.page(&site, &parts, "n").contains("<body class=\"layout-green\">"));
        headers.insert(header::COOKIE, HeaderValue::from_static("layout_variant=\"><script>"));
        assert_eq!(LayoutVariant::from_cookie(&headers), None, "only blue or green");
    }
}
