//! The checks a site configuration must pass at start-up: an invalid value stops start-up naming
//! its field.

use super::{SiteConfig, ANY_ORIGIN};
use crate::site::profile_fields::ProfileField;

impl SiteConfig {
    pub(super) fn check(&self) -> anyhow::Result<()> {
        anyhow::ensure!(!self.locales.is_empty(), "`locales` must name at least one language");
        anyhow::ensure!(
            self.public_url.is_empty()
                || self.public_url.starts_with("http://")
                || self.public_url.starts_with("https://"),
            "`public_url` must be an absolute http(s) URL"
        );
        anyhow::ensure!(self.default_country.len() == 2, "`default_country` must be a two-letter code");
        anyhow::ensure!(
            self.parent_origins.iter().all(|o| o == ANY_ORIGIN || is_origin(o)),
            "`parent_origins` must be origins such as https://casino.example (scheme, host, optional port), or *"
        );
        for (field, origin) in [
            ("platform.casino_origin", &self.platform.casino_origin),
            ("platform.profile_origin", &self.platform.profile_origin),
        ] {
            anyhow::ensure!(
                origin.is_empty() || is_origin(origin),
                "`{field}` must be an origin such as https://casino.example (scheme, host, optional port)"
            );
        }
        anyhow::ensure!(is_time_zone(&self.timezone), "`timezone` must be an IANA time zone such as Europe/Belgrade");
        anyhow::ensure!(
            self.operator.logo_url.as_deref().is_none_or(|url| url.chars().all(|c| c.is_ascii_graphic() && c != ';')),
            "`operator.logo_url` must be a URL without spaces or semicolons"
        );
        anyhow::ensure!(
            (1..=10_000).contains(&self.sign_ups_per_address_per_hour),
            "`sign_ups_per_address_per_hour` must be from 1 to 10000"
        );
        self.check_custom_pages()?;
        for (name, widget) in [("chat", &self.chat), ("push_notifications", &self.push_notifications)] {
            if let Some(widget) = widget {
                widget.check(name, is_origin)?;
            }
        }
        anyhow::ensure!(
            !self.deposit_fields.contains(&ProfileField::Nickname),
            "`deposit_fields` may name first_name, last_name, date_of_birth, address, city and postal_code"
        );
        anyhow::ensure!(
            self.terms_version.as_deref().is_none_or(|v| {
                !v.is_empty()
                    && v.len() <= 64
                    && v.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
            }),
            "`terms_version` must be 1 to 64 letters, digits, dots, hyphens or underscores, such as 2026-11"
        );
        if let Some(reminder) = &self.deposit_reminder {
            anyhow::ensure!(
                reminder.player_group_id.is_none_or(crate::site::status_groups::exists),
                "`deposit_reminder.player_group_id` must be the id of a status group"
            );
            anyhow::ensure!(
                (1..=3_600).contains(&reminder.remind_after_seconds),
                "`deposit_reminder.remind_after_seconds` must be from 1 to 3600"
            );
        }
        if let Some(checker) = &self.user_group_checker {
            anyhow::ensure!(
                crate::site::status_groups::exists(checker.required_group),
                "`user_group_checker.required_group` must be the id of a status group"
            );
            anyhow::ensure!(
                !self.platform.casino_origin.is_empty(),
                "`user_group_checker` needs `platform.casino_origin`, where it sends the players it turns away"
            );
        }
        anyhow::ensure!(
            (1..=64).contains(&self.betting.max_selections),
            "`betting.max_selections` must be from 1 to 64"
        );
        anyhow::ensure!(
            self.betting.live_delay_seconds.all().all(|s| s <= 60),
            "`betting.live_delay_seconds` must be at most 60 seconds"
        );
        Ok(())
    }

    fn check_custom_pages(&self) -> anyhow::Result<()> {
        let is_slug = |slug: &str| {
            !slug.is_empty()
                && slug.split('-').all(|part| !part.is_empty())
                && slug.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        };
        for (index, page) in self.custom_pages.iter().enumerate() {
            anyhow::ensure!(
                is_slug(&page.slug),
                "`custom_pages[{index}].slug` must be lower-case letters, digits and single hyphens, such as euro-2028"
            );
            anyhow::ensure!(
                self.custom_pages[..index].iter().all(|other| other.slug != page.slug),
                "`custom_pages[{index}].slug` repeats `{}`",
                page.slug
            );
            for locale in &self.locales {
                anyhow::ensure!(
                    page.title.get(locale).is_some_and(|title| !title.trim().is_empty()),
                    "`custom_pages[{index}].title` needs a `{locale}` title"
                );
            }
        }
        Ok(())
    }
}

/// Whether `origin` is a plain origin (scheme, host, optional port): origins go into the
/// Content-Security-Policy (frame-ancestors, img-src, script-src) verbatim.
fn is_origin(origin: &str) -> bool {
    let host = origin.strip_prefix("https://").or_else(|| origin.strip_prefix("http://")).unwrap_or_default();
    !host.is_empty() && host.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':'))
}

/// Whether `name` is spelled like an IANA time zone (`UTC`, `Europe/Belgrade`,
/// `America/Argentina/Buenos_Aires`, `Etc/GMT+1`): the browser resolves it, the server only keeps
/// a name that cannot be one out.
fn is_time_zone(name: &str) -> bool {
    let part = |p: &str| {
        p.chars().next().is_some_and(|c| c.is_ascii_uppercase())
            && p.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '+'))
    };
    name == "UTC" || (name.contains('/') && name.split('/').all(part))
}
