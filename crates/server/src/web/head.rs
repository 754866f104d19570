//! The `<head>` a crawler reads for each page (docs/product.md#page-metadata): title, description,
//! keywords, robots, canonical, hreflang alternates with `x-default`, social-share tags, and
//! Organization / SportsEvent structured data.

use super::resolve::{Entity, Route, BASE};
use super::texts;
use crate::catalogue::store::Structure;
use crate::clock::iso;
use crate::site::SiteConfig;
use serde_json::json;
use sportsbook_core::catalogue::MatchStatus;
use sportsbook_core::locale::{t, Locale};

/// What the page says about itself.
struct Texts {
    title: String,
    description: String,
    keywords: String,
}

fn texts(route: &Route, structure: &Structure, locale: Locale) -> Texts {
    let (key, values): (&str, Vec<(&str, String)>) = match &route.entity {
        // Pages without texts of their own say what the home page says.
        Entity::None if texts::has_meta(locale, &route.kind) => (&route.kind, Vec::new()),
        Entity::None => ("home", Vec::new()),
        Entity::Sport(sport) => ("sport", vec![("sport", sport.name.get(locale).to_owned())]),
        Entity::Custom(page) => ("custom", vec![("title", page.title_in(&route.locale).to_owned())]),
        Entity::Category(sport, category) => (
            "category",
            vec![("sport", sport.name.get(locale).to_owned()), ("category", category.name.get(locale).to_owned())],
        ),
        Entity::League(sport, _, tournament) => (
            "league",
            vec![("sport", sport.name.get(locale).to_owned()), ("league", tournament.name.get(locale).to_owned())],
        ),
        Entity::Match(_, tournament, event) => {
            let name = |id: Option<u32>| {
                id.and_then(|id| structure.competitor(id)).map_or_else(String::new, |c| c.name.get(locale).to_owned())
            };
            let date = iso(event.start_time).chars().take(10).collect();
            (
                "match",
                vec![
                    ("home", name(event.home_id)),
                    ("away", name(event.away_id)),
                    ("league", tournament.name.get(locale).to_owned()),
                    ("date", date),
                ],
            )
        }
    };
    let values: Vec<(&str, &str)> = values.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let keywords = match &route.entity {
        Entity::Match(sport, tournament, _) | Entity::League(sport, _, tournament) => {
            format!(
                "{}, {}, {}",
                sport.name.get(locale),
                tournament.name.get(locale),
                t("odds, betting", "kvote, klađenje").get(locale).to_owned()
            )
        }
        Entity::Sport(sport) | Entity::Category(sport, _) => {
            format!("{}, {}", sport.name.get(locale), t("odds, betting", "kvote, klađenje").get(locale).to_owned())
        }
        Entity::None | Entity::Custom(_) => {
            t("sports betting, odds, live", "sportsko klađenje, kvote, uživo").get(locale).to_owned()
        }
    };
    Texts {
        title: texts::meta(locale, key, "title", &values),
        description: texts::meta(locale, key, "description", &values),
        keywords,
    }
}

/// The path of this page in another locale (docs/product.md#path-rules: the default locale has no
/// prefix unless the locale-in-URL setting is on).
pub fn localized_path(site: &SiteConfig, locale: &str, rest: &str) -> String {
    if locale == site.default_locale() && !site.locale_in_url {
        rest.to_owned()
    } else if rest == "/" {
        format!("/{locale}")
    } else {
        format!("/{locale}{rest}")
    }
}

/// Text for HTML: element content or a double-quoted attribute.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// JSON for a `<script>` element: `</` cannot end the element early.
fn script_json(value: &serde_json::Value) -> String {
    value.to_string().replace("</", "<\\/")
}

/// Whether crawlers may index this page, from the site flag, the page kind (the route list's),
/// its configured override and the requesting host.
pub fn is_indexable(site: &SiteConfig, route: &Route, host: Option<&str>) -> bool {
    let page_ok = route.is_indexed;
    let after_base = route.rest.strip_prefix(BASE).unwrap_or(&route.rest);
    let overridden = site.no_index_pages.iter().any(|p| p == after_base || p == &route.rest);
    let origin_blocked = host.is_some_and(|h| {
        site.no_index_origins.iter().any(|o| o.trim_start_matches("https://").trim_start_matches("http://") == h)
    });
    site.index && page_ok && !overridden && !origin_blocked
}

/// The complete set of head elements for a page.
pub fn render(site: &SiteConfig, structure: &Structure, route: &Route, host: Option<&str>) -> String {
    let locale = Locale::parse(&route.locale).unwrap_or(Locale::Sr);
    let texts = texts(route, structure, locale);
    let origin = site.origin();
    let operator = &site.operator.name;
    let title = texts.title.clone();
    let canonical = format!("{origin}{}", localized_path(site, &route.locale, &route.rest));
    let robots = if is_indexable(site, route, host) { "index, follow" } else { "noindex, nofollow" };
    let mut head = format!(
        "<title>{}</title>\n<meta name=\"description\" content=\"{}\">\n<meta name=\"keywords\" content=\"{}\">\n<meta name=\"robots\" content=\"{robots}\">\n<link rel=\"canonical\" href=\"{}\">\n",
        escape(&title), escape(&texts.description), escape(&texts.keywords), escape(&canonical)
    );
    for other in &site.locales {
        let href = format!("{origin}{}", localized_path(site, other, &route.rest));
        let hreflang = if other == "sr" { "sr-ME" } else { other.as_str() };
        head += &format!("<link rel=\"alternate\" hreflang=\"{}\" href=\"{}\">\n", escape(hreflang), escape(&href));
    }
    let default_href = format!("{origin}{}", localized_path(site, site.default_locale(), &route.rest));
    head += &format!("<link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\">\n", escape(&default_href));
    let og_locale = if locale == Locale::Sr { "sr_ME" } else { "en_US" };
    head += &format!(
        "<meta property=\"og:type\" content=\"website\">\n<meta property=\"og:site_name\" content=\"{}\">\n<meta property=\"og:title\" content=\"{}\">\n<meta property=\"og:description\" content=\"{}\">\n<meta property=\"og:url\" content=\"{}\">\n<meta property=\"og:locale\" content=\"{og_locale}\">\n<meta name=\"twitter:card\" content=\"summary\">\n<meta name=\"twitter:title\" content=\"{}\">\n<meta name=\"twitter:description\" content=\"{}\">\n",
        escape(operator), escape(&title), escape(&texts.description), escape(&canonical), escape(&title), escape(&texts.description)
    );
    let mut organization =
        json!({ "@context": "https://schema.org", "@type": "Organization", "name": operator, "url": origin });
    if let Some(logo) = &site.operator.logo_url {
        organization["logo"] = json!(logo);
    }
    head += &format!("<script type=\"application/ld+json\">{}</script>\n", script_json(&organization));
    if let Entity::Match(sport, tournament, event) = &route.entity {
        let team = |id: Option<u32>| {
            id.and_then(|id| structure.competitor(id))
                .map(|c| json!({ "@type": "SportsTeam", "name": c.name.get(locale) }))
        };
        let status = match event.status {
            MatchStatus::Prematch | MatchStatus::Live | MatchStatus::Stopped => "https://schema.org/EventScheduled",
            MatchStatus::NotCovered => "https://schema.org/EventCancelled",
            MatchStatus::Closed | MatchStatus::Finished => "https://schema.org/EventCompleted",
        };
        let mut event_ld = json!({
            "@context": "https://schema.org",
            "@type": "SportsEvent",
            "name": texts.title,
            "description": texts.description,
            "sport": sport.name.get(locale),
            "startDate": iso(event.start_time),
            "eventStatus": status,
            "url": canonical,
            "superEvent": { "@type": "SportsEvent", "name": tournament.name.get(locale) },
            "homeTeam": team(event.home_id),
            "awayTeam": team(event.away_id),
        });
        event_ld["location"] = match &event.stadium {
            Some(stadium) => {
                json!({ "@type": "Place", "name": stadium, "address": event.city.clone().unwrap_or_default() })
            }
            None => json!({ "@type": "VirtualLocation", "url": canonical }),
        };
        head += &format!("<script type=\"application/ld+json\">{}</script>\n", script_json(&event_ld));
    }
    head
}
