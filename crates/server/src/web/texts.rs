//! Texts from the web app's own messages (`web/src/i18n/messages`): page titles and
//! descriptions (`meta.*`) and the words of the first paint, so what the server renders and what
//! the app renders after it say exactly the same thing.

use serde_json::Value;
use sportsbook_core::locale::Locale;
use std::sync::OnceLock;

const SR: &str = include_str!("../../../../web/src/i18n/messages/sr.json");
const EN: &str = include_str!("../../../../web/src/i18n/messages/en.json");

fn messages(locale: Locale) -> &'static Value {
    static SR_MESSAGES: OnceLock<Value> = OnceLock::new();
    static EN_MESSAGES: OnceLock<Value> = OnceLock::new();
    let (cell, text) = match locale {
        Locale::Sr => (&SR_MESSAGES, SR),
        Locale::En => (&EN_MESSAGES, EN),
    };
    cell.get_or_init(|| serde_json::from_str(text).unwrap_or(Value::Null))
}

/// The message at a dotted `key` (`nav.home`); the key itself if it is missing.
pub fn message(locale: Locale, key: &str) -> &str {
    key.split('.').fold(messages(locale), |value, part| &value[part]).as_str().unwrap_or(key)
}

/// `meta.{page}.{field}` with `{{name}}` placeholders filled; the page's name if it is missing.
pub fn meta(locale: Locale, page: &str, field: &str, values: &[(&str, &str)]) -> String {
    let key = format!("meta.{page}.{field}");
    let template = match message(locale, &key) {
        text if text == key => page,
        text => text,
    };
    values.iter().fold(template.to_owned(), |text, (name, value)| text.replace(&format!("{{{{{name}}}}}"), value))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every page the server renders a head for.
    pub const PAGES: [&str; 15] = [
        "home",
        "sport",
        "category",
        "league",
        "match",
        "live",
        "cybersport",
        "schedule",
        "results",
        "generalRules",
        "about",
        "notFound",
        "error",
        "blocked",
        "locked",
    ];

    #[test]
    fn every_page_has_a_title_and_description_in_both_languages() {
        for locale in Locale::ALL {
            for page in PAGES {
                for field in ["title", "description"] {
                    let text = meta(locale, page, field, &[]);
                    assert!(text != page && !text.is_empty(), "meta.{page}.{field} in {locale:?}");
                }
            }
        }
    }

    #[test]
    fn placeholders_are_filled() {
        let title = meta(Locale::En, "sport", "title", &[("sport", "Tennis")]);
        assert!(title.contains("Tennis") && !title.contains("{{"), "{title}");
    }
}
