//! Texts from the web app's own messages (`web/src/i18n/messages`): page titles and
//! descriptions (`meta.*`, in `meta-{sr,en}.json`) and the words of the first paint, so what the
//! server renders and what the app renders after it say exactly the same thing.

use serde_json::Value;
use sportsbook_core::locale::Locale;
use std::sync::OnceLock;

const SR: [&str; 2] = [
    include_str!("../../../../web/src/i18n/messages/sr.json"),
    include_str!("../../../../web/src/i18n/messages/meta-sr.json"),
];
const EN: [&str; 2] = [
    include_str!("../../../../web/src/i18n/messages/en.json"),
    include_str!("../../../../web/src/i18n/messages/meta-en.json"),
];

/// A language's message files as one tree (their top-level keys do not overlap).
fn messages(locale: Locale) -> &'static Value {
    static SR_MESSAGES: OnceLock<Value> = OnceLock::new();
    static EN_MESSAGES: OnceLock<Value> = OnceLock::new();
    let (cell, files) = match locale {
        Locale::Sr => (&SR_MESSAGES, SR),
        Locale::En => (&EN_MESSAGES, EN),
    };
    cell.get_or_init(|| {
        let mut tree = serde_json::Map::new();
        for text in files {
            if let Ok(Value::Object(file)) = serde_json::from_str::<Value>(text) {
                tree.extend(file);
            }
        }
        Value::Object(tree)
    })
}

/// The message at a dotted `key` (`nav.home`); the key itself if it is missing.
pub fn message(locale: Locale, key: &str) -> &str {
    key.split('.').fold(messages(locale), |value, part| &value[part]).as_str().unwrap_or(key)
}

/// Whether the app has texts of its own for a page kind (`meta.{page}.title`).
pub fn has_meta(locale: Locale, page: &str) -> bool {
    let key = format!("meta.{page}.title");
    message(locale, &key) != key
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

    #[test]
    fn placeholders_are_filled() {
        let title = meta(Locale::En, "sport", "title", &[("sport", "Tennis")]);
        assert!(title.contains("Tennis") && !title.contains("{{"), "{title}");
    }
}
