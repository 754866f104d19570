//! The site configuration (`SPORTSBOOK_SITE_CONFIG`, JSON): operator identity, locales,
//! indexing rules, countries and feature flags. Read once at start-up; defaults make the
//! embedded product work with no file at all.

use serde::{Deserialize, Serialize};
use std::path::Path;

/// Everything an operator configures about the site.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct SiteConfig {
    /// Shown instead of any product or company name.
    pub operator: Operator,
    /// Absolute origin used for canonical and alternate links, e.g. `https://example.com`;
    /// empty means the listen address.
    pub public_url: String,
    /// Interface languages, the default first.
    pub locales: Vec<String>,
    /// Show the default locale in URLs too (`/sr/sports`).
    pub locale_in_url: bool,
    /// Right-to-left layout for ar, he, fa and ur.
    pub rtl_enabled: bool,
    /// Whether search engines may index the site at all.
    pub index: bool,
    /// Hosts (e.g. `staging.example.com`) that are never indexed.
    pub no_index_origins: Vec<String>,
    /// Paths (after the locale and base path, e.g. `/schedule`) that are never indexed.
    pub no_index_pages: Vec<String>,
    /// Country assumed when no trusted proxy header names one (ISO 3166-1 alpha-2).
    pub default_country: String,
    /// Countries where sign-in and sign-up are refused.
    pub blocked_countries: Vec<String>,
    /// Origins of host pages allowed to embed the product and message it.
    pub parent_origins: Vec<String>,
    /// Seconds before anonymous visitors are invited to sign up (once).
    pub sign_up_reminder_seconds: Option<u32>,
}

/// Operator identity and theme.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct Operator {
    pub name: String,
    pub logo_url: Option<String>,
    /// Design-token overrides, e.g. `{"--color-accent": "#ffb400"}`.
    pub theme: std::collections::BTreeMap<String, String>,
}

impl Default for Operator {
    fn default() -> Self {
        Operator { name: "Sportsbook".to_owned(), logo_url: None, theme: Default::default() }
    }
}

impl Default for SiteConfig {
    fn default() -> Self {
        SiteConfig {
            operator: Operator::default(),
            public_url: String::new(),
            locales: vec!["sr".to_owned(), "en".to_owned()],
            locale_in_url: false,
            rtl_enabled: false,
            index: true,
            no_index_origins: Vec::new(),
            no_index_pages: Vec::new(),
            default_country: "ME".to_owned(),
            blocked_countries: Vec::new(),
            parent_origins: Vec::new(),
            sign_up_reminder_seconds: Some(30),
        }
    }
}

impl SiteConfig {
    /// Reads and checks a site configuration file.
    pub fn load(path: &Path) -> anyhow::Result<SiteConfig> {
        let text = std::fs::read_to_string(path).map_err(|e| anyhow::anyhow!("reading {}: {e}", path.display()))?;
        let config: SiteConfig =
            serde_json::from_str(&text).map_err(|e| anyhow::anyhow!("parsing {}: {e}", path.display()))?;
        config.check()?;
        Ok(config)
    }

    fn check(&self) -> anyhow::Result<()> {
        anyhow::ensure!(!self.locales.is_empty(), "`locales` must name at least one language");
        anyhow::ensure!(
            self.public_url.is_empty()
                || self.public_url.starts_with("http://")
                || self.public_url.starts_with("https://"),
            "`public_url` must be an absolute http(s) URL"
        );
        anyhow::ensure!(self.default_country.len() == 2, "`default_country` must be a two-letter code");
        Ok(())
    }

    /// The default (first) locale.
    pub fn default_locale(&self) -> &str {
        self.locales.first().map_or("sr", String::as_str)
    }

    /// `public_url` without a trailing slash.
    pub fn origin(&self) -> &str {
        self.public_url.trim_end_matches('/')
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_file_gives_the_defaults() {
        let config: SiteConfig = serde_json::from_str("{}").expect("parses");
        assert_eq!(config, SiteConfig::default());
        assert_eq!(config.default_locale(), "sr");
    }

    #[test]
    fn unknown_fields_and_bad_values_are_refused() {
        assert!(serde_json::from_str::<SiteConfig>(r#"{"locale": "sr"}"#).is_err());
        let bad: SiteConfig = serde_json::from_str(r#"{"public_url": "example.com"}"#).expect("parses");
        assert!(bad.check().is_err());
    }
}
