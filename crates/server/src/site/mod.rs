//! The site configuration (`SPORTSBOOK_SITE_CONFIG`, JSON): operator identity, locales,
//! indexing rules, countries and feature flags. Read once at start-up; defaults make the
//! embedded product work with no file at all.

mod built_in_pages;
mod check;
mod custom_pages;
mod features;
mod limits;
pub mod profile_fields;
pub mod status_groups;
mod widgets;

pub use custom_pages::CustomPage;
pub use features::{DepositReminder, Features, UserGroupChecker};
pub use limits::{BettingRules, MoneyLimits, WalletLimits};
pub use widgets::{Widget, WidgetKind};

use crate::site::profile_fields::ProfileField;
use anyhow::Context;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// The `parent_origins` entry that admits any host page (docs/product.md#embedding).
pub const ANY_ORIGIN: &str = "*";

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
    /// Origins of host pages allowed to embed the product and message it; `*` lets any page frame
    /// it and hand it a session (docs/product.md#embedding: the session messages only — the product
    /// still posts its own messages to listed origins alone).
    pub parent_origins: Vec<String>,
    /// Seconds before anonymous visitors are invited to sign up (once).
    pub sign_up_reminder_seconds: Option<u32>,
    /// Sign-ups one client address may make per hour: raise it where many players share one
    /// address (a betting shop, a carrier's NAT). Checked as a burst refilled over the hour.
    pub sign_ups_per_address_per_hour: u32,
    /// What one deposit may bring and one player account may hold, per currency.
    pub wallet: WalletLimits,
    /// Risk limits and the live bet delay.
    pub betting: BettingRules,
    /// IANA time zone every displayed time is shown in (docs/product.md#constants), e.g.
    /// `Europe/Belgrade`.
    pub timezone: String,
    /// Origins of the platform pages the product links to.
    pub platform: PlatformLinks,
    /// Pages the operator adds under `/sports/pages/{slug}` (docs/product.md#pages).
    pub custom_pages: Vec<CustomPage>,
    /// Parts of the product the operator turns on or off (docs/product.md#site-configuration).
    pub features: Features,
    /// When set, only players of this loyalty status group may use the sportsbook; everyone else,
    /// and every visitor not signed in, is sent to the casino (`platform.casino_origin`).
    pub user_group_checker: Option<UserGroupChecker>,
    /// When set, a signed-in player with an empty wallet is reminded to deposit, once a day.
    pub deposit_reminder: Option<DepositReminder>,
    /// The version of the terms and conditions in force (e.g. `2026-11`); when set, a signed-in
    /// player who has not accepted this version is asked to before going on (the terms checker).
    pub terms_version: Option<String>,
    /// A signed-in player whose phone is not verified is asked to verify it before going on
    /// (decision 040).
    pub phone_verification_required: bool,
    /// A preview of the site (staging, before launch): every visitor is told so, once a session.
    pub preview: bool,
    /// Profile fields a player must have filled in before depositing (docs/product.md#deposits:
    /// missing deposit fields); the deposit form asks for the missing ones first. Empty asks for
    /// nothing.
    pub deposit_fields: Vec<ProfileField>,
    /// The operator's live-chat widget (docs/product.md#site-configuration `chat`); none shows no
    /// chat.
    pub chat: Option<Widget>,
    /// The operator's push-notification widget (docs/product.md#site-configuration
    /// `push_notifications`); none offers none.
    pub push_notifications: Option<Widget>,
}

/// Operator identity and theme.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct Operator {
    pub name: String,
    pub logo_url: Option<String>,
    /// Design-token overrides, e.g. `{"--color-accent": "#ffb400"}`.
    pub theme: BTreeMap<String, String>,
    /// Licence text for the footer, per locale (e.g. `{"sr": "…", "en": "…"}`); none shows no line.
    pub licence: BTreeMap<String, String>,
}

impl Operator {
    /// The colour browsers paint their own bars in (`theme-color`): the operator's surface token.
    pub fn theme_colour(&self) -> Option<&str> {
        self.theme.get("--color-surface").map(String::as_str)
    }
}

impl Default for Operator {
    fn default() -> Self {
        Operator { name: "Sportsbook".to_owned(), logo_url: None, theme: Default::default(), licence: BTreeMap::new() }
    }
}

/// Where the operator's platform front end lives, for the links to its pages (terms, help centre,
/// deposit, transactions; docs/product.md#platform-pages). Empty means this site's origin.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct PlatformLinks {
    /// Origin of the casino (the operator's main site), e.g. `https://casino.example`.
    pub casino_origin: String,
    /// Origin of the player profile pages, e.g. `https://profile.casino.example`.
    pub profile_origin: String,
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
            sign_ups_per_address_per_hour: 20,
            wallet: WalletLimits::default(),
            betting: BettingRules::default(),
            timezone: "Europe/Belgrade".to_owned(),
            platform: PlatformLinks::default(),
            custom_pages: Vec::new(),
            features: Features::default(),
            user_group_checker: None,
            deposit_reminder: None,
            terms_version: None,
            phone_verification_required: false,
            preview: false,
            deposit_fields: Vec::new(),
            chat: None,
            push_notifications: None,
        }
    }
}

impl SiteConfig {
    /// The site of this configuration: `SPORTSBOOK_SITE_CONFIG`'s file (or the built-in one),
    /// served at the listen address unless it names its public URL.
    pub fn of(config: &crate::config::Config) -> anyhow::Result<SiteConfig> {
        let mut site = match &config.site_config {
            Some(path) => SiteConfig::load(path).context("invalid SPORTSBOOK_SITE_CONFIG")?,
            None => SiteConfig::default(),
        };
        if site.public_url.is_empty() {
            site.public_url = format!("http://{}", config.addr);
        }
        // No platform to link for terms and help: the built-in pages stand in (decision 049).
        if site.platform.casino_origin.is_empty() {
            let built_in = built_in_pages::missing_from(&site.custom_pages, &site.locales);
            site.custom_pages.extend(built_in);
        }
        Ok(site)
    }

    /// Reads and checks a site configuration file.
    pub fn load(path: &Path) -> anyhow::Result<SiteConfig> {
        let text = std::fs::read_to_string(path).map_err(|e| anyhow::anyhow!("reading {}: {e}", path.display()))?;
        let config: SiteConfig =
            serde_json::from_str(&text).map_err(|e| anyhow::anyhow!("parsing {}: {e}", path.display()))?;
        config.check()?;
        Ok(config)
    }

    /// The operator's page at `slug`.
    pub fn custom_page(&self, slug: &str) -> Option<&CustomPage> {
        self.custom_pages.iter().find(|page| page.slug == slug)
    }

    /// The default (first) locale.
    pub fn default_locale(&self) -> &str {
        self.locales.first().map_or("sr", String::as_str)
    }

    /// Whether the site is served over https.
    pub fn is_https(&self) -> bool {
        self.public_url.starts_with("https://")
    }

    /// `public_url` without a trailing slash.
    pub fn origin(&self) -> &str {
        self.public_url.trim_end_matches('/')
    }
}

/// `scheme://host[:port]` of a URL.
pub fn origin_of(url: &str) -> Option<&str> {
    let after_scheme = url.find("://")? + 3;
    let end = url[after_scheme..].find(['/', '?', '#']).map_or(url.len(), |i| after_scheme + i);
    Some(&url[..end])
}

#[cfg(test)]
mod tests {
    use super::*;
    use sportsbook_core::money::{Amount, Currency};

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
        for origins in [r#"["https://a.example; script-src *"]"#, r#"["a.example"]"#, r#"["https://a.example/path"]"#] {
            let file = format!(r#"{{"parent_origins": {origins}}}"#);
            let bad: SiteConfig = serde_json::from_str(&file).expect("parses");
            assert!(bad.check().is_err(), "{origins}");
        }
        let good: SiteConfig =
            serde_json::from_str(r#"{"parent_origins": ["https://casino.example:8443", "*"]}"#).expect("parses");
        assert!(good.check().is_ok(), "an origin, and the wildcard");
        let bad: SiteConfig = serde_json::from_str(r#"{"parent_origins": ["*.casino.example"]}"#).expect("parses");
        assert!(bad.check().is_err(), "no partial wildcards");
        for zone in ["Europe", "europe/belgrade", "Europe/Belgrade; x", ""] {
            let bad: SiteConfig = serde_json::from_str(&format!(r#"{{"timezone": "{zone}"}}"#)).expect("parses");
            assert!(bad.check().is_err(), "{zone}");
        }
        let bad: SiteConfig =
            serde_json::from_str(r#"{"platform": {"casino_origin": "casino.example"}}"#).expect("parses");
        assert!(bad.check().expect_err("refused").to_string().contains("platform.casino_origin"));
        for pages in [
            r#"[{"slug": "Euro", "title": {"sr": "Euro", "en": "Euro"}}]"#,
            r#"[{"slug": "euro--2028", "title": {"sr": "Euro", "en": "Euro"}}]"#,
            r#"[{"slug": "euro", "title": {"sr": "Euro"}}]"#,
            r#"[{"slug": "euro", "title": {"sr": "A", "en": "A"}}, {"slug": "euro", "title": {"sr": "B", "en": "B"}}]"#,
        ] {
            let bad: SiteConfig = serde_json::from_str(&format!(r#"{{"custom_pages": {pages}}}"#)).expect("parses");
            assert!(bad.check().expect_err("refused").to_string().contains("custom_pages["), "{pages}");
        }
        let good: SiteConfig =
            serde_json::from_str(r#"{"custom_pages": [{"slug": "euro-2028", "title": {"sr": "Evro", "en": "Euro"}}]}"#)
                .expect("parses");
        assert!(good.check().is_ok());
        let page = good.custom_page("euro-2028").expect("found");
        assert!(page.index, "indexed unless the operator says not");
        assert_eq!((page.title_in("en"), page.title_in("sr")), ("Euro", "Evro"));
        let checker = |group: i64, casino: &str| {
            let file = format!(
                r#"{{"user_group_checker": {{"required_group": {group}}}, "platform": {{"casino_origin": "{casino}"}}}}"#
            );
            serde_json::from_str::<SiteConfig>(&file).expect("parses").check()
        };
        assert!(checker(2, "https://casino.example").is_ok());
        assert!(checker(9, "https://casino.example")
            .expect_err("no such group")
            .to_string()
            .contains("required_group"));
        assert!(checker(2, "").expect_err("nowhere to send players").to_string().contains("casino_origin"));
        assert!(serde_json::from_str::<SiteConfig>(r#"{"features": {"jackpot": true}}"#).is_err(), "a misspelt flag");
        let reminder = |json: &str| {
            serde_json::from_str::<SiteConfig>(&format!(r#"{{"deposit_reminder": {json}}}"#)).expect("parses")
        };
        assert_eq!(reminder("{}").deposit_reminder.map(|r| r.remind_after_seconds), Some(10), "the default");
        assert!(reminder(r#"{"player_group_id": 3, "remind_after_seconds": 30}"#).check().is_ok());
        assert!(reminder(r#"{"player_group_id": 7}"#).check().is_err());
        assert!(reminder(r#"{"remind_after_seconds": 0}"#).check().is_err());
        let terms = |version: &str| {
            serde_json::from_str::<SiteConfig>(&format!(r#"{{"terms_version": "{version}"}}"#)).expect("parses").check()
        };
        assert!(terms("2026-11").is_ok());
        assert!(terms("").is_err() && terms("v 2").is_err(), "blank or spaced versions");
        let fields = |json: &str| serde_json::from_str::<SiteConfig>(&format!(r#"{{"deposit_fields": {json}}}"#));
        assert!(fields(r#"["date_of_birth", "address", "city"]"#).expect("parses").check().is_ok());
        assert!(fields(r#"["birthday"]"#).is_err(), "an unknown field");
        assert!(fields(r#"["nickname"]"#)
            .expect("parses")
            .check()
            .expect_err("refused")
            .to_string()
            .contains("deposit_fields"));
        let chat = |json: &str| serde_json::from_str::<SiteConfig>(&format!(r#"{{"chat": {json}}}"#));
        let good = chat(
            r#"{"type": "script", "script_url": "https://chat.example/w.js?v=2", "id": "acme-1", "region": "eu"}"#,
        );
        assert!(good.expect("parses").check().is_ok());
        assert!(chat(r#"{"type": "zendesk", "script_url": "https://chat.example/w.js"}"#).is_err(), "an unknown type");
        for bad in [
            r#"{"type": "script", "script_url": "chat.example/w.js"}"#,
            r#"{"type": "script", "script_url": "https://chat.example/w.js'; script-src *"}"#,
            r#"{"type": "script", "script_url": "https://chat.example/w.js", "id": "a b"}"#,
            r#"{"type": "script", "script_url": "https://chat.example/w.js", "origins": ["wss://x.example"]}"#,
        ] {
            assert!(chat(bad).expect("parses").check().expect_err("refused").to_string().contains("chat."), "{bad}");
        }
        let bad: SiteConfig = serde_json::from_str(r#"{"sign_ups_per_address_per_hour": 0}"#).expect("parses");
        assert!(bad.check().expect_err("refused").to_string().contains("sign_ups_per_address_per_hour"));
        let good: SiteConfig = serde_json::from_str(
            r#"{"timezone": "America/Argentina/Buenos_Aires", "platform": {"profile_origin": "https://p.example"}}"#,
        )
        .expect("parses");
        assert!(good.check().is_ok());
    }

    #[test]
    fn wallet_limits_are_parsed_per_currency_and_must_cover_every_currency() {
        let file = r#"{"wallet": {"max_deposit": {"EUR": "500", "USD": "500.50", "RSD": "60000", "BTC": "0.5"}}}"#;
        let config: SiteConfig = serde_json::from_str(file).expect("parses");
        assert_eq!(config.wallet.max_deposit.of(Currency::Usd), Amount::new(50_050, Currency::Usd));
        assert_eq!(config.wallet.max_deposit.of(Currency::Btc), Amount::new(50_000_000, Currency::Btc));
        assert_eq!(config.wallet.max_balance, WalletLimits::default().max_balance);
        let missing = r#"{"wallet": {"max_deposit": {"EUR": "500"}}}"#;
        assert!(serde_json::from_str::<SiteConfig>(missing).is_err());
        let garbage = r#"{"wallet": {"max_deposit": {"EUR": "lots", "USD": "1", "RSD": "1", "BTC": "1"}}}"#;
        assert!(serde_json::from_str::<SiteConfig>(garbage).is_err());
    }
}
