//! `/embed-demo`: a host page that frames the product and speaks the frame protocol with it
//! (docs/embedding.md). It is the operator's documentation in working form, so it is served
//! only with the developer conveniences (a loopback listener by default), never on a public one.
//! The page itself is a static file of the build (`web/public/embed-demo.html` and its script).

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

/// The demo's path.
pub const PATH: &str = "/embed-demo";
/// The built file the path serves.
pub(super) const FILE: &str = "embed-demo.html";
/// Its own script only; it may frame the product on any origin it is pointed at.
const POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
    frame-src http: https:; object-src 'none'; base-uri 'self'; form-action 'self'";

/// The demo host page, or `None` (the path is then an ordinary unknown page).
pub async fn serve(state: &super::pages::Pages) -> Option<Response> {
    if !state.config.dev_tools.is_on() {
        return None;
    }
    let html = tokio::fs::read_to_string(state.web.dir.join(FILE)).await.ok()?;
    let headers = [
        (header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8")),
        (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
        (header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(POLICY)),
    ];
    Some((StatusCode::OK, headers, html).into_response())
}
