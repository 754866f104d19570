//! The sportsbook's realtime channels (docs/product.md#realtime-channels) and what each allows.
//! Any other channel name is unknown (error 102), so clients cannot make the server keep
//! history for channels nobody publishes to.

use realtime::ChannelOptions;
use sportsbook_core::locale::Locale;
use std::time::Duration;

/// Everyone: list-level changes in one language.
pub fn updates(locale: Locale) -> String {
    format!("sportsbook:updates:{}", locale.code())
}

/// Everyone on a match page (or with its selections in the slip): all of one match's changes.
pub fn match_channel(locale: Locale, match_id: u64) -> String {
    format!("sportsbook:match:{}:{match_id}", locale.code())
}

/// One player's private channel (subscription token required).
pub fn user(locale: Locale, user_id: i64) -> String {
    format!("$sportsbook:user:{}:{user_id}", locale.code())
}

/// The player a private channel belongs to, if `channel` is one.
pub fn user_of(channel: &str) -> Option<i64> {
    let rest = channel.strip_prefix("$sportsbook:user:")?;
    let (locale, id) = rest.split_once(':')?;
    Locale::ALL.iter().any(|l| l.code() == locale).then_some(())?;
    is_id(id).then(|| id.parse().ok()).flatten()
}

fn is_id(text: &str) -> bool {
    !text.is_empty() && text.len() <= 18 && text.bytes().all(|b| b.is_ascii_digit())
}

fn is_locale(text: &str) -> bool {
    Locale::ALL.iter().any(|l| l.code() == text)
}

/// The options of a known channel; `None` for anything else.
pub fn options(channel: &str) -> Option<ChannelOptions> {
    let positioned = |history_size, secs| ChannelOptions {
        history_size,
        history_ttl: Duration::from_secs(secs),
        allow_delta: true,
        ..ChannelOptions::default()
    };
    if user_of(channel).is_some() {
        return Some(positioned(50, 600));
    }
    let rest = channel.strip_prefix("sportsbook:")?;
    if let Some(locale) = rest.strip_prefix("updates:") {
        return is_locale(locale).then(|| positioned(300, 120));
    }
    let (locale, id) = rest.strip_prefix("match:")?.split_once(':')?;
    // A match's full market list is large; a short history still covers a reconnect.
    (is_locale(locale) && is_id(id)).then(|| positioned(20, 60))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_sportsbook_channels_exist() {
        assert!(options(&updates(Locale::En)).is_some());
        assert!(options(&match_channel(Locale::Sr, 42)).is_some());
        assert!(options(&user(Locale::En, 7)).is_some());
        for unknown in [
            "sportsbook:updates:de",
            "sportsbook:updates:en:x",
            "sportsbook:match:en:abc",
            "sportsbook:match:en:",
            "$sportsbook:user:en:-1",
            "sportsbook:user:en:7",
            "news:en",
            "",
        ] {
            assert!(options(unknown).is_none(), "{unknown} should be unknown");
        }
    }

    #[test]
    fn a_private_channel_names_its_player() {
        assert_eq!(user_of("$sportsbook:user:sr:42"), Some(42));
        assert_eq!(user_of("$sportsbook:user:de:42"), None);
        assert_eq!(user_of("sportsbook:updates:en"), None);
    }
}
