//! How a page starts (decision 006). Its styles are inlined into the `<head>`, so the first
//! paint — the header and heading the server renders into `#root` (`first_paint.rs`) — needs
//! nothing but the HTML. Its modules (the entry, the chunks it imports, and the page's lazily
//! loaded route module with its chunks) are loaded by a small script (`assets/boot.js`) once that
//! paint is on screen, so they do not compete with it. Both lists come from Vite's
//! `.vite/manifest.json`.

use serde::Deserialize;
use std::borrow::Cow;
use std::collections::{BTreeSet, HashMap};
use std::path::Path;

/// The boot script; `(MODULES, WAIT_FOR_PAINT)` is replaced by its arguments.
const BOOT_JS: &str = include_str!("../../assets/boot.js");

/// One output chunk of the build manifest.
#[derive(Debug, Deserialize)]
struct Chunk {
    file: String,
    #[serde(default)]
    imports: Vec<String>,
    #[serde(default)]
    css: Vec<String>,
}

/// The build manifest (source module or shared chunk → output files), the text of every
/// stylesheet it names, and each page kind's head, rendered once at load.
#[derive(Debug, Default)]
pub struct Manifest {
    chunks: HashMap<String, Chunk>,
    styles: HashMap<String, String>,
    heads: HashMap<(Option<String>, bool), String>,
}

impl Manifest {
    /// Reads `dir/.vite/manifest.json` and the stylesheets it names, and renders the head of
    /// each route module in `modules`; an app built without one is served as its `index.html` says.
    pub fn load<'a>(dir: &Path, modules: impl Iterator<Item = &'a str>) -> Manifest {
        let text = std::fs::read_to_string(dir.join(".vite/manifest.json")).unwrap_or_default();
        let chunks: HashMap<String, Chunk> = serde_json::from_str(&text).unwrap_or_default();
        let styles = chunks
            .values()
            .flat_map(|chunk| &chunk.css)
            .filter_map(|css| Some((css.clone(), std::fs::read_to_string(dir.join(css)).ok()?)))
            .collect();
        let mut manifest = Manifest { chunks, styles, heads: HashMap::new() };
        // A page's head depends only on its route module and whether it has a first paint: the
        // ≈ 30 KB of styles are put together here, not on every request.
        let modules: BTreeSet<Option<&str>> = std::iter::once(None).chain(modules.map(Some)).collect();
        let heads = modules
            .into_iter()
            .flat_map(|module| {
                [true, false].map(|wait| ((module.map(str::to_owned), wait), manifest.render_head(module, wait)))
            })
            .collect();
        manifest.heads = heads;
        manifest
    }

    /// Whether the page's assets come from here (rather than from `index.html`'s own tags).
    pub fn is_loaded(&self) -> bool {
        self.chunks.contains_key(ENTRY)
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

    /// The stylesheets of `key` and its imports in cascade order (an import's before its
    /// importer's, as Vite links them), skipping chunks already in `seen`.
    fn styles_in_order<'a>(&'a self, key: &str, seen: &mut BTreeSet<String>, out: &mut Vec<&'a str>) {
        let Some(chunk) = self.chunks.get(key) else { return };
        if !seen.insert(key.to_owned()) {
            return;
        }
        for next in &chunk.imports {
            self.styles_in_order(next, seen, out);
        }
        for css in &chunk.css {
            if !out.contains(&css.as_str()) {
                out.push(css);
            }
        }
    }

    /// The `<head>` elements that start a page with this route module: its stylesheets inline
    /// (linked if one cannot be read or could end the `<style>` element) and the boot script
    /// with every module, the entry first, waiting for the page's first paint if it has one.
    /// Empty without a manifest.
    pub fn head(&self, module: Option<&str>, wait_for_paint: bool) -> Cow<'_, str> {
        match self.heads.get(&(module.map(str::to_owned), wait_for_paint)) {
            Some(head) => Cow::Borrowed(head),
            None => Cow::Owned(self.render_head(module, wait_for_paint)),
        }
    }

    fn render_head(&self, module: Option<&str>, wait_for_paint: bool) -> String {
        let Some(entry) = self.chunks.get(ENTRY) else { return String::new() };
        let module = module.filter(|m| self.chunks.contains_key(*m));
        let (mut seen, mut styles) = (BTreeSet::new(), Vec::new());
        for key in std::iter::once(ENTRY).chain(module) {
            self.styles_in_order(key, &mut seen, &mut styles);
        }
        let mut inline = String::new();
        let mut head = String::new();
        for css in styles {
            match self.styles.get(css).filter(|text| !text.contains("</")) {
                Some(text) => {
                    inline += text.trim_end();
                    // A disabled link is neither fetched nor applied; it tells the app's loader of
                    // lazy routes (Vite's preload helper) that the stylesheet is already there.
                    head += &format!("<link rel=\"stylesheet\" href=\"/{css}\" disabled>\n");
                }
                None => head += &format!("<link rel=\"stylesheet\" crossorigin href=\"/{css}\">\n"),
            }
        }
        if !inline.is_empty() {
            head = format!("<style>{inline}</style>\n{head}");
        }
        let mut keys = BTreeSet::new();
        for key in std::iter::once(ENTRY).chain(module) {
            self.closure(key, &mut keys);
        }
        let modules: Vec<String> = std::iter::once(&entry.file)
            .chain(keys.iter().filter(|key| *key != ENTRY).filter_map(|key| self.chunks.get(key)).map(|c| &c.file))
            .map(|file| format!("/{file}"))
            .collect();
        let list = serde_json::to_string(&modules).unwrap_or_default().replace("</", "<\\/");
        let arguments = format!("({list}, {wait_for_paint})");
        head + "<script>" + &boot_script().replace("(MODULES, WAIT_FOR_PAINT)", &arguments) + "</script>\n"
    }
}

/// The manifest's key for `index.html`, the entry.
const ENTRY: &str = "index.html";

/// `assets/boot.js` without its comments and indentation.
fn boot_script() -> &'static str {
    static SCRIPT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    SCRIPT.get_or_init(|| {
        let lines: Vec<&str> =
            BOOT_JS.lines().map(str::trim).filter(|line| !line.is_empty() && !line.starts_with("//")).collect();
        lines.join("\n")
    })
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
        let styles = ["index-1", "shared-1", "list-1", "slug-route-1"]
            .map(|name| (format!("assets/{name}.css"), format!(".{name} {{ color: red }}\n")));
        Manifest {
            chunks: serde_json::from_str(MANIFEST).expect("manifest"),
            styles: styles.into_iter().collect(),
            heads: HashMap::new(),
        }
    }

    /// The `<style>` text and the boot script's module list of a page's head.
    fn parts(head: &str) -> (String, Vec<String>) {
        let style = head.split("<style>").nth(1).and_then(|s| s.split("</style>").next()).unwrap_or_default();
        let arguments = head.rsplit("})(").next().and_then(|s| s.split(");").next()).expect("arguments");
        let list = arguments.rsplit_once(", ").expect("two arguments").0;
        (style.to_owned(), serde_json::from_str(list).expect("JSON list"))
    }

    #[test]
    fn a_lazy_route_inlines_every_style_in_cascade_order_and_boots_every_module() {
        let manifest = manifest();
        let head = manifest.head(Some("src/app/routes/slug-route.tsx"), true);
        let (style, modules) = parts(&head);
        assert_eq!(
            style,
            ".shared-1 { color: red }.index-1 { color: red }.list-1 { color: red }.slug-route-1 { color: red }"
        );
        assert_eq!(
            modules,
            ["/assets/index-1.js", "/assets/list-1.js", "/assets/shared-1.js", "/assets/slug-route-1.js"]
        );
        let links: Vec<&str> = head.lines().filter(|line| line.starts_with("<link")).collect();
        let expected = ["shared-1", "index-1", "list-1", "slug-route-1"]
            .map(|name| format!("<link rel=\"stylesheet\" href=\"/assets/{name}.css\" disabled>"));
        assert_eq!(
            links, expected,
            "inlined styles are named by disabled links, so the app's loader does not fetch them again"
        );
        assert!(head.contains("first-contentful-paint") && head.ends_with(", true);</script>\n"), "{head}");
    }

    #[test]
    fn the_home_page_boots_the_entry_alone_and_a_style_that_cannot_be_inlined_is_linked() {
        let mut manifest = manifest();
        manifest.styles.insert("assets/shared-1.css".into(), "a::after { content: \"</style>\" }".into());
        let head = manifest.head(None, false);
        let (style, modules) = parts(&head);
        assert_eq!(style, ".index-1 { color: red }");
        assert_eq!(modules, ["/assets/index-1.js", "/assets/shared-1.js"]);
        assert!(head.contains("<link rel=\"stylesheet\" crossorigin href=\"/assets/shared-1.css\">"), "{head}");
        assert!(head.ends_with(", false);</script>\n"), "a page without a first paint boots at once: {head}");
    }

    #[test]
    fn without_a_manifest_the_page_keeps_index_htmls_own_tags() {
        let empty = Manifest::load(Path::new("/nonexistent"), std::iter::once("src/app/routes/slug-route.tsx"));
        assert!(!empty.is_loaded());
        assert_eq!(empty.head(Some("src/app/routes/slug-route.tsx"), true), "");
    }
}
