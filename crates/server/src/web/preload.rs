//! What a page needs besides the entry script, announced in its `<head>` so the browser fetches it
//! while the entry downloads instead of after it runs: the lazily loaded route module with the
//! chunks and styles it imports (from Vite's `.vite/manifest.json`). Fonts are not preloaded: text
//! paints at once in the fallback font (`font-display: swap`), and a preload only takes bandwidth
//! from the scripts the first paint waits for (Lighthouse measured LCP worse with one).

use super::routes::{Page, StaticPage};
use serde::Deserialize;
use std::collections::{BTreeSet, HashMap};
use std::path::Path;

/// One output chunk of the build manifest.
#[derive(Debug, Deserialize)]
struct Chunk {
    file: String,
    #[serde(default)]
    imports: Vec<String>,
    #[serde(default)]
    css: Vec<String>,
}

/// The build manifest: source module (or shared chunk) → output files.
#[derive(Debug, Default)]
pub struct Manifest {
    chunks: HashMap<String, Chunk>,
}

/// The route module the web app loads lazily for a page (`web/src/app/router.tsx`); the home
/// page's module is part of the entry.
pub fn route_module(page: &Page) -> Option<&'static str> {
    let module = match page {
        Page::Sport(_) => "sport-route",
        Page::Category(..) | Page::League(..) | Page::Match(..) => "slug-route",
        Page::Static(StaticPage::Live) => "live-route",
        Page::Static(StaticPage::Cybersport) => "cyber-route",
        Page::Static(StaticPage::Schedule) => "schedule-route",
        Page::Static(StaticPage::Results) => "results-route",
        Page::Static(StaticPage::GeneralRules) => "general-rules-route",
        Page::Static(StaticPage::About) => "about-route",
        Page::Static(_) => return None,
    };
    ROUTE_MODULES.iter().find(|path| path.ends_with(&format!("/{module}.tsx"))).copied()
}

/// Every lazily loaded route module, as the manifest names them.
pub const ROUTE_MODULES: [&str; 8] = [
    "src/app/routes/sport-route.tsx",
    "src/app/routes/slug-route.tsx",
    "src/app/routes/live-route.tsx",
    "src/app/routes/cyber-route.tsx",
    "src/app/routes/schedule-route.tsx",
    "src/app/routes/results-route.tsx",
    "src/app/routes/general-rules-route.tsx",
    "src/app/routes/about-route.tsx",
];

impl Manifest {
    /// Reads `dir/.vite/manifest.json`; an app built without one gets no preloads.
    pub fn load(dir: &Path) -> Manifest {
        let text = std::fs::read_to_string(dir.join(".vite/manifest.json")).unwrap_or_default();
        let chunks = serde_json::from_str(&text).unwrap_or_default();
        Manifest { chunks }
    }

    /// `key` and every chunk it imports, transitively.
    fn closure(&self, key: &str, seen: &mut BTreeSet<String>) {
        if !seen.insert(key.to_owned()) {
            return;
        }
        for next in self.chunks.get(key).map(|c| c.imports.as_slice()).unwrap_or_default() {
            self.closure(next, seen);
        }
    }

    /// Head links for a page with this route module: `modulepreload` for the module's chunks and
    /// `preload` for their styles (what the entry, `index.html`, does not load already).
    pub fn links(&self, module: Option<&str>) -> String {
        let mut links = String::new();
        let Some(module) = module.filter(|m| self.chunks.contains_key(*m)) else { return links };
        let mut entry = BTreeSet::new();
        self.closure("index.html", &mut entry);
        let mut route = BTreeSet::new();
        self.closure(module, &mut route);
        let loaded_css: BTreeSet<&str> =
            entry.iter().filter_map(|k| self.chunks.get(k)).flat_map(|c| c.css.iter().map(String::as_str)).collect();
        for chunk in route.difference(&entry).filter_map(|key| self.chunks.get(key)) {
            links += &format!("<link rel=\"modulepreload\" crossorigin href=\"/{}\">\n", chunk.file);
            for css in chunk.css.iter().filter(|css| !loaded_css.contains(css.as_str())) {
                links += &format!("<link rel=\"preload\" as=\"style\" crossorigin href=\"/{css}\">\n");
            }
        }
        links
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MANIFEST: &str = r#"{
      "index.html": { "file": "assets/index-1.js", "imports": ["_shared-1.js"], "css": ["assets/index-1.css"] },
      "_shared-1.js": { "file": "assets/shared-1.js", "css": ["assets/shared-1.css"] },
      "_list-1.js": { "file": "assets/list-1.js", "imports": ["_shared-1.js"], "css": ["assets/list-1.css"] },
      "src/app/routes/slug-route.tsx": { "file": "assets/slug-route-1.js", "imports": ["_shared-1.js", "_list-1.js", "index.html"], "css": ["assets/slug-route-1.css"] },
      "node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2": { "file": "assets/roboto-1.woff2" }
    }"#;

    fn manifest() -> Manifest {
        Manifest { chunks: serde_json::from_str(MANIFEST).expect("manifest") }
    }

    #[test]
    fn a_lazy_route_preloads_its_own_chunks_and_styles_but_not_the_entrys() {
        let links = manifest().links(Some("src/app/routes/slug-route.tsx"));
        assert_eq!(
            links.lines().collect::<Vec<_>>(),
            [
                "<link rel=\"modulepreload\" crossorigin href=\"/assets/list-1.js\">",
                "<link rel=\"preload\" as=\"style\" crossorigin href=\"/assets/list-1.css\">",
                "<link rel=\"modulepreload\" crossorigin href=\"/assets/slug-route-1.js\">",
                "<link rel=\"preload\" as=\"style\" crossorigin href=\"/assets/slug-route-1.css\">",
            ]
        );
    }

    #[test]
    fn pages_without_a_lazy_module_or_a_manifest_preload_only_what_exists() {
        assert_eq!(manifest().links(None), "");
        assert_eq!(manifest().links(Some("src/app/routes/live-route.tsx")), "");
        assert!(Manifest::load(Path::new("/nonexistent")).links(Some("src/app/routes/slug-route.tsx")).is_empty());
        assert_eq!(route_module(&Page::Static(StaticPage::Home)), None);
        assert_eq!(route_module(&Page::Static(StaticPage::Live)), Some("src/app/routes/live-route.tsx"));
    }

    #[test]
    fn every_route_module_exists_in_the_web_app() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web");
        for module in ROUTE_MODULES {
            assert!(root.join(module).is_file(), "{module} is not a file of web/");
        }
    }
}
