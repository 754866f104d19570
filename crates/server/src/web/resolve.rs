//! Which page a path is: an optional locale prefix (docs/product.md#path-rules), then the route of
//! the web app's route list (`route_list.rs`) the path matches, ranked as React Router ranks them
//! (a static segment before a parameter), then the first of the route's page kinds whose entity
//! the catalogue has (an unknown sport, league or match is a 404, as the app's loaders decide).

use super::route_list::{RouteList, NOT_FOUND};
use crate::catalogue::model::{Category, Match, Sport, Tournament};
use crate::catalogue::store::Snapshot;
use crate::site::CustomPage;
use axum::http::StatusCode;
use std::sync::Arc;

/// The sports base path every in-app link carries.
pub const BASE: &str = "/sports";

/// The catalogue entity a page shows.
#[derive(Debug, Clone)]
pub enum Entity {
    None,
    Sport(Sport),
    Category(Sport, Category),
    League(Sport, Category, Tournament),
    Match(Sport, Tournament, Arc<Match>),
    /// An operator's page from the site configuration.
    Custom(CustomPage),
}

/// A resolved page request.
#[derive(Debug, Clone)]
pub struct Route {
    /// The interface language the path selects.
    pub locale: String,
    /// The path after the locale prefix (`/sports/…`, `/500`, `/users/…`).
    pub rest: String,
    /// The page kind, as the web app names it (its `meta.*` texts, its first paint's template).
    pub kind: String,
    pub entity: Entity,
    /// The route's lazily loaded module.
    pub module: Option<String>,
    pub is_indexed: bool,
    pub status: StatusCode,
}

/// Splits an optional locale prefix (one of `locales`) from a path: `/en/sports` →
/// (`en`, `/sports`).
pub fn split_locale<'a>(path: &'a str, locales: &[String]) -> (Option<&'a str>, &'a str) {
    let trimmed = path.strip_prefix('/').unwrap_or(path);
    let first = trimmed.split('/').next().unwrap_or_default();
    if !first.is_empty() && locales.iter().any(|l| l == first) {
        let rest = &trimmed[first.len()..];
        (Some(first), if rest.is_empty() { "/" } else { rest })
    } else {
        (None, path)
    }
}

/// Where a page's entity comes from: the catalogue, and the site's own pages.
pub struct Sources<'a> {
    pub snapshot: &'a Snapshot,
    pub custom_pages: &'a [CustomPage],
}

/// The page at `path`; the not-found page when no route serves it.
pub fn resolve(path: &str, locales: &[String], default_locale: &str, list: &RouteList, sources: &Sources) -> Route {
    let (prefix, rest) = split_locale(path, locales);
    let locale = prefix.unwrap_or(default_locale).to_owned();
    let rest = rest.trim_end_matches('/');
    let rest = if rest.is_empty() { "/" } else { rest };
    // The highest rank wins; of equals, the first in the table (`max_by_key` keeps the last).
    let best = list
        .routes
        .iter()
        .rev()
        .filter_map(|route| Some((route, match_path(&route.path, rest)?)))
        .max_by_key(|(_, found)| found.score);
    let found = best.and_then(|(route, found)| {
        route.kinds.iter().find_map(|kind| {
            let entity = entity(kind, &found.params, sources)?;
            Some((route, kind, entity))
        })
    });
    match found {
        Some((route, kind, entity)) => {
            let page = list.page(kind);
            let is_indexed =
                page.is_some_and(|page| page.is_indexed) && !matches!(&entity, Entity::Custom(custom) if !custom.index);
            Route {
                locale,
                rest: rest.to_owned(),
                kind: kind.clone(),
                entity,
                module: route.module.clone(),
                is_indexed,
                status: page.and_then(|page| StatusCode::from_u16(page.status).ok()).unwrap_or(StatusCode::OK),
            }
        }
        None => not_found(list, locale),
    }
}

/// The not-found page in `locale`.
fn not_found(list: &RouteList, locale: String) -> Route {
    let status = list.page(NOT_FOUND).and_then(|page| StatusCode::from_u16(page.status).ok());
    Route {
        locale,
        rest: format!("{BASE}/404"),
        kind: NOT_FOUND.to_owned(),
        entity: Entity::None,
        module: None,
        is_indexed: false,
        status: status.unwrap_or(StatusCode::NOT_FOUND),
    }
}

/// A route pattern's match: its rank and the values of its parameters.
#[derive(Debug)]
struct PathMatch<'a> {
    score: i32,
    params: Vec<(&'a str, &'a str)>,
}

/// Matches `path` against `pattern`, scored as React Router ranks routes: a static segment 10, a
/// parameter 3, a final `*` −2. Static segments compare case-insensitively, as there.
fn match_path<'a>(pattern: &'a str, path: &'a str) -> Option<PathMatch<'a>> {
    let wanted: Vec<&str> = pattern.split('/').filter(|s| !s.is_empty()).collect();
    let given: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let mut found = PathMatch { score: 0, params: Vec::new() };
    for (index, segment) in wanted.iter().enumerate() {
        if *segment == "*" {
            found.score -= 2;
            return (index + 1 == wanted.len()).then_some(found);
        }
        let value = given.get(index)?;
        if let Some(name) = segment.strip_prefix(':') {
            found.params.push((name, value));
            found.score += 3;
        } else if segment.eq_ignore_ascii_case(value) {
            found.score += 10;
        } else {
            return None;
        }
    }
    (given.len() == wanted.len()).then_some(found)
}

/// The entity of a page `kind` named by the route's parameters; `None` when the catalogue (or the
/// site, for its own pages) has none. Other kinds show no entity.
fn entity(kind: &str, params: &[(&str, &str)], sources: &Sources) -> Option<Entity> {
    let param = |name: &str| params.iter().find(|(key, _)| *key == name).map(|(_, value)| *value);
    let snapshot = sources.snapshot;
    let s = &snapshot.structure;
    let sport = || param("sport").and_then(|key| s.sport_by_key(key));
    let entity = match kind {
        "sport" => Entity::Sport(sport()?.clone()),
        "category" => {
            let (sport, slug) = (sport()?, param("slug")?);
            let category = s.categories.iter().find(|c| c.sport_id == sport.id && c.slug == slug)?;
            Entity::Category(sport.clone(), category.clone())
        }
        "league" => {
            let (sport, slug) = (sport()?, param("slug")?);
            let league = s.tournaments.iter().find(|t| t.sport_id == sport.id && t.slug == slug)?;
            Entity::League(sport.clone(), s.category(league.category_id)?.clone(), league.clone())
        }
        "match" => {
            let (sport, slug) = (sport()?, param("slug")?);
            let id: u64 = slug.rsplit_once('-')?.1.parse().ok()?;
            let event = snapshot.find_match(id).filter(|m| m.sport_id == sport.id && m.slug == slug)?;
            Entity::Match(sport.clone(), s.tournament(event.tournament_id)?.clone(), event.clone())
        }
        "custom" => {
            let slug = param("slug")?;
            Entity::Custom(sources.custom_pages.iter().find(|page| page.slug == slug)?.clone())
        }
        _ => Entity::None,
    };
    Some(entity)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_static_segment_outranks_a_parameter_and_a_splat_takes_the_rest() {
        let live = match_path("/sports/live", "/sports/live").expect("static");
        let sport = match_path("/sports/:sport", "/sports/live").expect("parameter");
        assert!(live.score > sport.score);
        assert_eq!(sport.params, [("sport", "live")]);
        assert!(match_path("/users/*", "/users/password/edit").is_some());
        assert!(match_path("/users/*", "/users").is_some());
        assert!(match_path("/sports/:sport", "/sports/live/extra").is_none(), "too many segments");
        assert!(match_path("/sports/:sport/:slug", "/sports/tennis").is_none(), "too few");
        assert!(match_path("/sports", "/Sports").is_some(), "static segments ignore case, as React Router's");
    }

    fn list() -> RouteList {
        serde_json::from_value(serde_json::json!({
            "routes": [
                { "path": "/sports/:sport", "kinds": ["sport"], "module": "sport.tsx" },
                { "path": "/sports/live", "kinds": ["live"], "module": "live.tsx" },
                { "path": "/sports/:sport/:slug", "kinds": ["match", "category", "league"] },
                { "path": "/users/*", "kinds": ["users"] },
                { "path": "/sports/pages/:slug", "kinds": ["custom"] },
            ],
            "pages": {
                "custom": { "is_indexed": true, "status": 200 },
                "live": { "is_indexed": true, "status": 200 },
                "users": { "is_indexed": false, "status": 200 },
                "notFound": { "is_indexed": false, "status": 404 },
            }
        }))
        .expect("route list")
    }

    #[test]
    fn a_path_resolves_to_its_best_ranked_route_and_a_kind_without_its_entity_to_the_404_page() {
        let locales = ["sr".to_owned(), "en".to_owned()];
        let (list, snapshot) = (list(), Snapshot::default());
        let sources = Sources { snapshot: &snapshot, custom_pages: &[] };
        let live = resolve("/en/sports/live/", &locales, "sr", &list, &sources);
        assert_eq!((live.kind.as_str(), live.locale.as_str(), live.rest.as_str()), ("live", "en", "/sports/live"));
        assert_eq!((live.module.as_deref(), live.is_indexed, live.status), (Some("live.tsx"), true, StatusCode::OK));
        let users = resolve("/users/password/edit", &locales, "sr", &list, &sources);
        assert_eq!((users.kind.as_str(), users.is_indexed), ("users", false));
        for path in ["/sports/curling", "/sports/curling/x-1", "/nowhere"] {
            let missing = resolve(path, &locales, "sr", &list, &sources);
            assert_eq!((missing.kind.as_str(), missing.status), (NOT_FOUND, StatusCode::NOT_FOUND), "{path}");
            assert_eq!(missing.rest, "/sports/404");
        }
    }

    #[test]
    fn a_custom_page_resolves_by_its_slug_and_is_indexed_only_when_the_site_says_so() {
        let locales = ["sr".to_owned(), "en".to_owned()];
        let page = |slug: &str, index: bool| CustomPage {
            slug: slug.to_owned(),
            index,
            title: [("sr".to_owned(), "Naslov".to_owned())].into(),
            text: Default::default(),
            match_id: None,
        };
        let pages = [page("euro-2028", true), page("derby", false)];
        let (list, snapshot) = (list(), Snapshot::default());
        let sources = Sources { snapshot: &snapshot, custom_pages: &pages };
        let euro = resolve("/en/sports/pages/euro-2028", &locales, "sr", &list, &sources);
        assert_eq!((euro.kind.as_str(), euro.is_indexed, euro.status), ("custom", true, StatusCode::OK));
        assert!(matches!(euro.entity, Entity::Custom(ref p) if p.slug == "euro-2028"));
        let derby = resolve("/sports/pages/derby", &locales, "sr", &list, &sources);
        assert_eq!((derby.kind.as_str(), derby.is_indexed), ("custom", false));
        let unknown = resolve("/sports/pages/nothing", &locales, "sr", &list, &sources);
        assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    }

    #[test]
    fn a_locale_prefix_is_split_off_only_when_it_is_a_configured_locale() {
        let locales = ["sr".to_owned(), "en".to_owned()];
        assert_eq!(split_locale("/en/sports", &locales), (Some("en"), "/sports"));
        assert_eq!(split_locale("/en", &locales), (Some("en"), "/"));
        assert_eq!(split_locale("/de/sports", &locales), (None, "/de/sports"));
    }
}
