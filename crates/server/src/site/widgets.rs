//! The live-chat and push-notification widgets an operator brings
//! (docs/product.md#site-configuration: `chat` and `pushNotifications`; decision 037). The product
//! ships no provider's code: the operator names a script — their provider's, or a few lines
//! adapting it — which the app loads only when the player asks for chat or push, and which answers
//! the small contract of `docs/widgets.md`.

use serde::{Deserialize, Serialize};

/// How the widget is brought in.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum WidgetKind {
    /// A script at `script_url` implementing the widget contract.
    Script,
}

/// One widget.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Widget {
    #[serde(rename = "type")]
    pub kind: WidgetKind,
    /// The script, an absolute http(s) URL; its origin joins the page's `script-src`.
    pub script_url: String,
    /// The operator's account at the provider, handed to the script.
    #[serde(default)]
    pub id: String,
    /// The provider's data region (e.g. `eu`), handed to the script.
    #[serde(default)]
    pub region: Option<String>,
    /// Further origins the widget talks to, frames or shows images from (`connect-src`,
    /// `frame-src`, `img-src`).
    #[serde(default)]
    pub origins: Vec<String>,
}

impl Widget {
    /// The origins the page's security policy must admit for this widget: the script's, then
    /// the listed ones.
    pub fn all_origins(&self) -> impl Iterator<Item = &str> {
        super::origin_of(&self.script_url).into_iter().chain(self.origins.iter().map(String::as_str))
    }

    /// Why the widget cannot be used, naming the field under `name` (`chat`, `push_notifications`).
    pub fn check(&self, name: &str, is_origin: impl Fn(&str) -> bool) -> anyhow::Result<()> {
        let script = &self.script_url;
        let script_ok = super::origin_of(script).is_some_and(&is_origin)
            && script.chars().all(|c| c.is_ascii_graphic() && !matches!(c, ';' | '"' | '\'' | '<' | '>'));
        anyhow::ensure!(
            script_ok,
            "`{name}.script_url` must be an absolute http(s) URL such as https://chat.example/widget.js"
        );
        let plain = |text: &str| {
            text.len() <= 200 && text.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        };
        anyhow::ensure!(plain(&self.id), "`{name}.id` must be letters, digits, hyphens, underscores or dots");
        anyhow::ensure!(
            self.region.as_deref().is_none_or(|region| !region.is_empty() && plain(region)),
            "`{name}.region` must be letters, digits, hyphens, underscores or dots"
        );
        anyhow::ensure!(
            self.origins.iter().all(|origin| is_origin(origin)),
            "`{name}.origins` must be origins such as https://chat.example (scheme, host, optional port)"
        );
        Ok(())
    }
}
