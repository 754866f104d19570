//! Security headers (#16 item 2). Every page carries a Content-Security-Policy: scripts only
//! from our own origin or inline ones the server marked with this response's nonce (never
//! `unsafe-eval`), no plugins, no `<base>` elsewhere, and framing only by ourselves and the
//! operator's host pages (`parent_origins`). Every response also says
//! `nosniff` and its referrer policy, and over HTTPS asks browsers to stay on HTTPS.

use crate::app::AppState;
use crate::site::origin_of;
use crate::site::SiteConfig;
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;

/// The opening tag of an inline script the browser runs (JSON data scripts carry a `type`).
const INLINE_SCRIPT: &str = "<script>";

/// A fresh nonce for one response's inline scripts (128 random bits).
pub fn nonce() -> String {
    crate::accounts::tokens::new_token()[..22].to_owned()
}

/// The page's Content-Security-Policy for `nonce`.
pub fn page_policy(site: &SiteConfig, nonce: &str) -> String {
    // Our own pages may frame the product too (docs/product.md#embedding accepts our own origin as
    // a parent).
    let ancestors =
        std::iter::once("'self'").chain(site.parent_origins.iter().map(String::as_str)).collect::<Vec<_>>().join(" ");
    let logo = site.operator.logo_url.as_deref().and_then(origin_of).map(|o| format!(" {o}")).unwrap_or_default();
    // The operator's chat and push widgets (decision 037): their scripts, and whatever else they
    // load, talk to, frame or show (a provider's SDK pulls code, styles and fonts from its CDN).
    let widgets: String = [&site.chat, &site.push_notifications]
        .into_iter()
        .flatten()
        .flat_map(|w| w.all_origins())
        .map(|o| format!(" {o}"))
        .collect();
    format!(
        "default-src 'self'; script-src 'self' 'nonce-{nonce}'{widgets}; style-src 'self' 'unsafe-inline'{widgets}; \
         img-src 'self' data:{logo}{widgets}; font-src 'self' data:{widgets}; connect-src 'self'{widgets}; \
         frame-src 'self'{widgets}; object-src 'none'; base-uri 'self'; form-action 'self'; \
         frame-ancestors {ancestors}"
    )
}

/// `html` with every inline script the browser runs marked with `nonce`.
pub fn mark_scripts(html: &str, nonce: &str) -> String {
    html.replace(INLINE_SCRIPT, &format!("<script nonce=\"{nonce}\">"))
}

/// Middleware: `X-Content-Type-Options`, `Referrer-Policy` and, on an HTTPS site,
/// `Strict-Transport-Security` on every response.
pub async fn common_headers(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("strict-origin-when-cross-origin"));
    if state.site.is_https() {
        headers.insert(header::STRICT_TRANSPORT_SECURITY, HeaderValue::from_static("max-age=31536000"));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_inline_scripts_the_browser_runs_get_the_nonce() {
        let html = "<script>a()</script><script type=\"application/json\">{}</script><script type=\"module\" src=\"/x.js\"></script>";
        assert_eq!(
            mark_scripts(html, "n0"),
            "<script nonce=\"n0\">a()</script><script type=\"application/json\">{}</script><script type=\"module\" src=\"/x.js\"></script>"
        );
    }

    #[test]
    fn framing_is_for_the_operators_host_pages_or_ourselves() {
        let mut site = SiteConfig::default();
        assert!(page_policy(&site, "n").ends_with("frame-ancestors 'self'"));
        site.parent_origins = vec!["https://casino.example".to_owned(), "https://m.casino.example".to_owned()];
        site.operator.logo_url = Some("https://cdn.example:8443/logo.svg?v=2".to_owned());
        let policy = page_policy(&site, "n");
        assert!(policy.ends_with("frame-ancestors 'self' https://casino.example https://m.casino.example"), "{policy}");
        assert!(policy.contains("img-src 'self' data: https://cdn.example:8443;"), "{policy}");
        assert!(policy.contains("script-src 'self' 'nonce-n';") && !policy.contains("unsafe-eval"), "{policy}");
        site.parent_origins = vec!["*".to_owned()];
        assert!(page_policy(&site, "n").ends_with("frame-ancestors 'self' *"), "the wildcard lets any page frame it");
    }

    #[test]
    fn the_operators_widgets_may_run_their_script_and_reach_their_origins() {
        let mut site = SiteConfig::default();
        let plain = page_policy(&site, "n");
        site.chat = serde_json::from_str(
            r#"{"type": "script", "script_url": "https://chat.example/w.js", "origins": ["https://api.chat.example"]}"#,
        )
        .expect("a widget");
        let policy = page_policy(&site, "n");
        assert!(
            policy.contains("script-src 'self' 'nonce-n' https://chat.example https://api.chat.example;"),
            "{policy}"
        );
        assert!(policy.contains("font-src 'self' data: https://chat.example https://api.chat.example;"), "{policy}");
        assert!(
            policy.contains("connect-src 'self' https://chat.example https://api.chat.example;")
                && policy.contains("frame-src 'self' https://chat.example https://api.chat.example;"),
            "{policy}"
        );
        assert!(!plain.contains("chat.example") && plain.contains("connect-src 'self';"), "{plain}");
    }
}
