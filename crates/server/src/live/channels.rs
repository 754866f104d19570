//! The sportsbook's realtime channels (docs/product.md#realtime-channels) and what each allows.
//! Any other channel name is unknown (error 102), so clients cannot make the server keep
//! history for channels nobody publishes to. This is the one list of channel names: the web
//! app's `web/src/live/channels.ts` is generated from it (`web_channels`), and a test fails
//! when the two differ.

use realtime::ChannelOptions;
use sportsbook_core::locale::Locale;
use std::time::Duration;

/// One kind of channel: a fixed prefix, then the language, then (for some) an id.
struct Channel {
    /// The web app's function that names it.
    web_name: &'static str,
    /// Who listens and what it carries.
    doc: &'static str,
    prefix: &'static str,
    /// The id's parameter in the web app's function, if the name ends with one.
    id: Option<&'static str>,
}

const UPDATES: Channel = Channel {
    web_name: "updatesChannel",
    doc: "Everyone: list-level changes in one language.",
    prefix: "sportsbook:updates:",
    id: None,
};

const MATCH: Channel = Channel {
    web_name: "matchChannel",
    doc: "Everyone on a match page (or with its selections in the slip): all of one match's changes.",
    prefix: "sportsbook:match:",
    id: Some("matchId"),
};

const USER: Channel = Channel {
    web_name: "userChannel",
    doc: "One player's private channel (subscription token required).",
    prefix: "$sportsbook:user:",
    id: Some("userId"),
};

/// Everyone: list-level changes in one language.
pub fn updates(locale: Locale) -> String {
    format!("{}{}", UPDATES.prefix, locale.code())
}

/// Everyone on a match page (or with its selections in the slip): all of one match's changes.
pub fn match_channel(locale: Locale, match_id: u64) -> String {
    format!("{}{}:{match_id}", MATCH.prefix, locale.code())
}

/// One player's private channel (subscription token required).
pub fn user(locale: Locale, user_id: i64) -> String {
    format!("{}{}:{user_id}", USER.prefix, locale.code())
}

/// The player a private channel belongs to, if `channel` is one.
pub fn user_of(channel: &str) -> Option<i64> {
    let (locale, id) = channel.strip_prefix(USER.prefix)?.split_once(':')?;
    is_locale(locale).then_some(())?;
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
    if let Some(locale) = channel.strip_prefix(UPDATES.prefix) {
        return is_locale(locale).then(|| positioned(300, 120));
    }
    let (locale, id) = channel.strip_prefix(MATCH.prefix)?.split_once(':')?;
    // A match's full market list is large; a short history still covers a reconnect.
    (is_locale(locale) && is_id(id)).then(|| positioned(20, 60))
}

/// The web app's `web/src/live/channels.ts`: one function per channel, naming it in the
/// realtime language of the page's locale.
pub fn web_channels() -> String {
    let mut out = String::from(
        "// Generated from crates/server/src/live/channels.rs; do not edit. Regenerate with\n\
         // `UPDATE_SNAPSHOTS=1 cargo test -p sportsbook-server --lib live::channels`.\n\
         import { realtimeLocale } from '@/lib/locales';\n",
    );
    for channel in [UPDATES, MATCH, USER] {
        let (params, tail) = match channel.id {
            Some(id) => (format!(", {id}: number"), format!(":${{{id}}}")),
            None => (String::new(), String::new()),
        };
        out += &format!(
            "\n/** {} */\nexport function {}(locale: string{params}): string {{\n  return `{}${{realtimeLocale(locale)}}{tail}`;\n}}\n",
            channel.doc,
            channel.web_name,
            channel.prefix,
        );
    }
    out
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

    #[test]
    fn the_web_apps_channel_names_are_generated_from_this_list() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/src/live/channels.ts");
        if std::env::var("UPDATE_SNAPSHOTS").is_ok() {
            std::fs::write(&path, web_channels()).expect("writes the web app's channel names");
        }
        let committed = std::fs::read_to_string(&path).expect("the web app's channel names");
        assert_eq!(
            committed,
            web_channels(),
            "run `UPDATE_SNAPSHOTS=1 cargo test -p sportsbook-server --lib live::channels`"
        );
    }
}
