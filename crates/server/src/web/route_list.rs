//! The web app's route table as its build writes it (`.vite/routes.json`, decision 018): each
//! route's path pattern with the page kinds it serves and the module it loads lazily, and per page
//! kind whether crawlers may index it, its status and its first data. It is the only list of pages
//! the server has: a path no route matches is a 404.

use serde::Deserialize;
use std::collections::HashMap;
use std::path::Path;

/// The build's route list; empty (every page a 404) when the app is not built.
#[derive(Debug, Default, Deserialize)]
pub struct RouteList {
    pub routes: Vec<RouteEntry>,
    pub pages: HashMap<String, PageKind>,
}

/// One route of the table: `/sports/:sport/:slug` (`:name` one segment, a final `*` the rest),
/// without the locale prefix.
#[derive(Debug, Clone, Deserialize)]
pub struct RouteEntry {
    pub path: String,
    /// The page kinds the route serves, in the order its loader tries them.
    pub kinds: Vec<String>,
    /// The route's lazily loaded module, as the build manifest names it.
    pub module: Option<String>,
}

/// What the server answers for one kind of page.
#[derive(Debug, Clone, Deserialize)]
pub struct PageKind {
    pub is_indexed: bool,
    pub status: u16,
    /// Locale → the requests the page's loader makes first.
    #[serde(default)]
    pub first_data: HashMap<String, Vec<FirstRequest>>,
}

/// A request whose answer the page inlines. `url` and `key` are templates: text and slots (paths
/// into the page's data) alternating, as the app's own client spelled them.
#[derive(Debug, Clone, Deserialize)]
pub struct FirstRequest {
    /// The request's `Language` header.
    pub language: String,
    pub url: Vec<String>,
    /// What the app looks the answer up by.
    pub key: Vec<String>,
}

/// The kind served for a path no route matches.
pub const NOT_FOUND: &str = "notFound";

impl RouteList {
    /// Reads `dir/.vite/routes.json`.
    pub fn load(dir: &Path) -> RouteList {
        let path = dir.join(".vite/routes.json");
        let Ok(text) = std::fs::read_to_string(&path) else {
            tracing::warn!(path = %path.display(), "no route list: every page is a 404 until the web app is built");
            return RouteList::default();
        };
        serde_json::from_str(&text).unwrap_or_else(|error| {
            tracing::warn!(%error, path = %path.display(), "unreadable route list: every page is a 404");
            RouteList::default()
        })
    }

    pub fn page(&self, kind: &str) -> Option<&PageKind> {
        self.pages.get(kind)
    }

    /// Every module a route loads lazily.
    pub fn modules(&self) -> impl Iterator<Item = &str> {
        self.routes.iter().filter_map(|route| route.module.as_deref())
    }
}
