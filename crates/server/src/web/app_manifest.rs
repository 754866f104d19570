//! `/manifest.webmanifest`: the build's web app manifest (`web/public/manifest.webmanifest`,
//! decision 028) in the operator's name and colours — the product has no name of its own, so
//! the installed app is called what the operator is — with the site's start page.

use super::head::localized_path;
use super::resolve::BASE;
use crate::site::{Operator, SiteConfig};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};

/// The manifest's path.
pub const PATH: &str = "/manifest.webmanifest";
/// The operator name of a site that configured none: the build's neutral name stays.
const DEFAULT_OPERATOR: &str = "Sportsbook";

/// The build's manifest with the site's name, colours, language and start page, or `None`
/// when the build has none (the path is then an unknown file).
pub async fn serve(state: &super::pages::Pages) -> Option<Response> {
    let text = tokio::fs::read_to_string(state.web.dir.join(PATH.trim_start_matches('/'))).await.ok()?;
    let built: Value = serde_json::from_str(&text).ok()?;
    let headers = [
        (header::CONTENT_TYPE, HeaderValue::from_static("application/manifest+json")),
        (header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=3600")),
    ];
    Some((StatusCode::OK, headers, for_site(built, &state.site).to_string()).into_response())
}

/// `built` as the site would have it.
fn for_site(mut manifest: Value, site: &SiteConfig) -> Value {
    let start = localized_path(site, site.default_locale(), BASE);
    manifest["lang"] = json!(site.default_locale());
    manifest["start_url"] = json!(start);
    manifest["id"] = json!(start);
    let Operator { name, theme, .. } = &site.operator;
    if name != DEFAULT_OPERATOR && !name.trim().is_empty() {
        manifest["name"] = json!(name);
        manifest["short_name"] = json!(name);
    }
    if let Some(colour) = site.operator.theme_colour() {
        manifest["theme_color"] = json!(colour);
    }
    if let Some(colour) = theme.get("--color-bg") {
        manifest["background_color"] = json!(colour);
    }
    manifest
}

#[cfg(test)]
mod tests {
    use super::*;

    fn built() -> Value {
        json!({ "name": "Sportsko klađenje", "short_name": "Klađenje", "lang": "sr", "start_url": "/sports",
            "theme_color": "#141b23", "background_color": "#0c1117", "icons": [{ "src": "/icons/icon-192.png" }] })
    }

    #[test]
    fn a_site_without_a_name_or_colours_keeps_the_builds_neutral_manifest() {
        assert_eq!(for_site(built(), &SiteConfig::default())["name"], "Sportsko klađenje");
        assert_eq!(for_site(built(), &SiteConfig::default())["theme_color"], "#141b23");
    }

    #[test]
    fn the_operators_name_colours_and_start_page_replace_the_builds() {
        let mut site = SiteConfig::default();
        site.operator.name = "Demo Bets".to_owned();
        site.operator.theme.insert("--color-surface".to_owned(), "#102030".to_owned());
        site.locales = vec!["en".to_owned(), "sr".to_owned()];
        site.locale_in_url = true;
        let manifest = for_site(built(), &site);
        assert_eq!(
            (manifest["name"].as_str(), manifest["short_name"].as_str()),
            (Some("Demo Bets"), Some("Demo Bets"))
        );
        assert_eq!(
            (manifest["theme_color"].as_str(), manifest["background_color"].as_str()),
            (Some("#102030"), Some("#0c1117"))
        );
        assert_eq!((manifest["lang"].as_str(), manifest["start_url"].as_str()), (Some("en"), Some("/en/sports")));
        assert_eq!(manifest["icons"], built()["icons"], "the icons stay the build's");
    }
}
