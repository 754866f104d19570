//! The operator's own pages (docs/product.md#pages, decision 030).

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// An operator's page (decision 030): a title and text per locale, optionally one match — an
/// event page. Text is plain: paragraphs separated by blank lines, never markup.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct CustomPage {
    /// The last segment of its path: lower-case letters, digits and single hyphens.
    pub slug: String,
    /// Whether search engines may index it.
    #[serde(default = "indexed")]
    pub index: bool,
    /// Locale → heading; every configured locale has one.
    pub title: BTreeMap<String, String>,
    /// Locale → text; a locale without one shows the default locale's.
    #[serde(default)]
    pub text: BTreeMap<String, String>,
    /// The match an event page shows, with its prices.
    #[serde(default)]
    pub match_id: Option<u64>,
}

fn indexed() -> bool {
    true
}

impl CustomPage {
    /// Its title in `locale` (every configured locale has one).
    pub fn title_in(&self, locale: &str) -> &str {
        self.title.get(locale).map_or("", String::as_str)
    }
}
