//! Interface languages and localized text.

use serde::{Deserialize, Serialize};

/// An interface language the product ships texts for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Locale {
    /// Serbian (Latin script, locale `sr-ME`), the default.
    Sr,
    /// English.
    En,
}

impl Locale {
    /// Every shipped locale, the default first.
    pub const ALL: [Locale; 2] = [Locale::Sr, Locale::En];

    /// The short code used in URLs, headers and channel names.
    pub fn code(self) -> &'static str {
        match self {
            Locale::Sr => "sr",
            Locale::En => "en",
        }
    }

    /// Parses a language tag such as `en`, `en-GB` or `sr-ME`; unknown languages give `None`.
    pub fn parse(tag: &str) -> Option<Locale> {
        let primary = tag.split(['-', '_']).next()?.trim().to_ascii_lowercase();
        match primary.as_str() {
            "sr" => Some(Locale::Sr),
            "en" => Some(Locale::En),
            _ => None,
        }
    }
}

/// Resolves the language aliases of docs/product.md#languages to canonical tags: `no`→`nb`,
/// `tl`→`fil`, `vn`→`vi`, `se`→`sv`, `tj`→`tg`, `br`→`pt-BR`. Other tags pass through.
pub fn resolve_alias(tag: &str) -> &str {
    match tag.to_ascii_lowercase().as_str() {
        "no" => "nb",
        "tl" => "fil",
        "vn" => "vi",
        "se" => "sv",
        "tj" => "tg",
        "br" => "pt-BR",
        _ => tag,
    }
}

/// A static text in every shipped language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Text {
    pub en: &'static str,
    pub sr: &'static str,
}

/// A static text, English first: the one way tables of texts are written.
pub const fn t(en: &'static str, sr: &'static str) -> Text {
    Text { en, sr }
}

impl Text {
    pub fn get(&self, locale: Locale) -> &'static str {
        match locale {
            Locale::Sr => self.sr,
            Locale::En => self.en,
        }
    }
}

/// A generated (owned) text in every shipped language, e.g. a category or tournament name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LocalizedName {
    pub en: String,
    pub sr: String,
}

impl LocalizedName {
    /// The same name in every language (proper nouns such as team names).
    pub fn same(name: impl Into<String>) -> Self {
        let name = name.into();
        Self { en: name.clone(), sr: name }
    }

    pub fn get(&self, locale: Locale) -> &str {
        match locale {
            Locale::Sr => &self.sr,
            Locale::En => &self.en,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aliases_resolve_to_their_canonical_tags() {
        assert_eq!(resolve_alias("br"), "pt-BR");
        assert_eq!(resolve_alias("NO"), "nb");
        assert_eq!(resolve_alias("vn"), "vi");
        assert_eq!(resolve_alias("en"), "en");
    }

    #[test]
    fn region_subtags_and_case_are_ignored_when_parsing() {
        assert_eq!(Locale::parse("sr-ME"), Some(Locale::Sr));
        assert_eq!(Locale::parse("EN_gb"), Some(Locale::En));
        assert_eq!(Locale::parse("de"), None);
        assert_eq!(Locale::parse(""), None);
    }
}
