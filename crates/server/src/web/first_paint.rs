//! The page's first paint (decisions 006 and 017): the app's shell and the page's heading, put
//! into `#root` so they paint from the HTML and its inline styles alone, before any script runs.
//! The web build renders them from the app's own components into templates
//! (`.vite/first-paint.json`, `web/src/app/first-paint/`); this module picks a page's template and
//! fills its slots — paths into the page's data, the API's own shapes — with escaped text. It
//! knows no markup and no class names.

use super::head::escape;
use super::page_data::{lookup, text};
use serde::Deserialize;
use serde_json::Value;
use std::collections::HashMap;
use std::path::Path;

/// The variant a page falls back to when its data picks none of its own.
const DEFAULT_VARIANT: &str = "_default";

/// The build's templates: `{locale} {page} {variant}` → markup and slot names, alternating.
#[derive(Debug, Default, Deserialize)]
pub struct FirstPaints {
    /// Page → the path in its data whose value picks the variant.
    variants: HashMap<String, String>,
    templates: HashMap<String, Vec<String>>,
}

impl FirstPaints {
    /// Reads `dir/.vite/first-paint.json`; without it pages have no first paint of their own.
    pub fn load(dir: &Path) -> FirstPaints {
        let text = std::fs::read_to_string(dir.join(".vite/first-paint.json")).unwrap_or_default();
        serde_json::from_str(&text).unwrap_or_else(|error| {
            if !text.is_empty() {
                tracing::warn!(%error, "unreadable first-paint templates; serving pages without them");
            }
            FirstPaints::default()
        })
    }

    /// The first paint of `page` in `locale`, its slots filled from `data`; `None` when the build
    /// has no template for it or the data lacks a slot's value.
    pub fn render(&self, locale: &str, page: &str, data: &Value) -> Option<String> {
        let variant = match self.variants.get(page) {
            Some(path) => text(lookup(data, path)?)?,
            None => DEFAULT_VARIANT.to_owned(),
        };
        let template = self
            .templates
            .get(&format!("{locale} {page} {variant}"))
            .or_else(|| self.templates.get(&format!("{locale} {page} {DEFAULT_VARIANT}")))?;
        let mut html = String::with_capacity(template.iter().map(String::len).sum::<usize>() + 256);
        for (index, part) in template.iter().enumerate() {
            if index % 2 == 0 {
                html += part;
            } else {
                html += &escape(&text(lookup(data, part)?)?);
            }
        }
        Some(html)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn paints() -> FirstPaints {
        serde_json::from_value(json!({
            "variants": { "match": "match.status" },
            "templates": {
                "en home _default": ["<h1>Home</h1>"],
                "en match 1": ["<h1>", "match.name", "</h1><b>", "match.statistics.total_score.home", "</b>"],
                "en match _default": ["<p>", "match.competitors.1.name", "</p>"],
            }
        }))
        .expect("templates")
    }

    #[test]
    fn slots_are_filled_with_escaped_text_from_the_pages_data() {
        let data =
            json!({ "match": { "status": 1, "name": "A & <B>", "statistics": { "total_score": { "home": 2 } } } });
        assert_eq!(paints().render("en", "match", &data).as_deref(), Some("<h1>A &amp; &lt;B&gt;</h1><b>2</b>"));
    }

    #[test]
    fn the_data_picks_the_variant_and_a_page_without_one_takes_the_default() {
        let data = json!({ "match": { "status": 4, "competitors": [{ "name": "A" }, { "name": "B\"" }] } });
        assert_eq!(paints().render("en", "match", &data).as_deref(), Some("<p>B&quot;</p>"));
        assert_eq!(paints().render("en", "home", &json!({})).as_deref(), Some("<h1>Home</h1>"));
    }

    #[test]
    fn without_a_template_or_a_slots_value_there_is_no_first_paint() {
        assert_eq!(paints().render("sr", "home", &json!({})), None, "no template in that language");
        assert_eq!(paints().render("en", "live", &json!({})), None, "no template for that page");
        let nameless = json!({ "match": { "status": 1, "statistics": { "total_score": { "home": 2 } } } });
        assert_eq!(paints().render("en", "match", &nameless), None, "a slot without a value");
        assert_eq!(FirstPaints::load(Path::new("/nonexistent")).render("en", "home", &json!({})), None);
    }
}
