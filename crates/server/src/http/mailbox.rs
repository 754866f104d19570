//! `GET /dev/mailbox`: the emails and text messages of the outbox, newest first, as a plain
//! HTML page (or JSON with `?format=json`). A developer tool: served only under the rules of
//! [`super::dev_tools::may_read_outbox`] (never on a public listener), so sign-up, reset, unlock
//! and phone verification complete on the embedded default.

use super::error::{ApiError, ApiResult};
use super::params::Params;
use crate::app::AppState;
use crate::clock::iso;
use crate::db::outbox::{self, StoredMessage};
use axum::extract::{FromRequestParts, State};
use axum::http::request::Parts;
use axum::response::{Html, IntoResponse, Response};
use axum::Json;
use serde::Deserialize;

/// Messages shown at most.
const SHOWN: i64 = 200;

#[derive(Debug, Deserialize)]
pub struct MailboxQuery {
    pub format: Option<String>,
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&#39;")
}

fn render(messages: &[StoredMessage]) -> String {
    let mut html = String::from(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"robots\" content=\"noindex\">\
         <title>Mailbox</title><style>body{font:15px/1.4 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem}\
         article{border:1px solid #ccc;border-radius:6px;padding:.75rem 1rem;margin:.75rem 0}\
         header{color:#555;font-size:13px}pre{white-space:pre-wrap}.code{font-size:22px;letter-spacing:.2em}</style></head>\
         <body><h1>Mailbox</h1><p>Emails and text messages the server would have sent, newest first.</p>",
    );
    if messages.is_empty() {
        html.push_str("<p>No messages yet.</p>");
    }
    for m in messages {
        html.push_str(&format!(
            "<article data-channel=\"{}\"><header>#{} · {} · to <b class=\"to\">{}</b> · {}</header><h2>{}</h2><pre>{}</pre>",
            escape(&m.channel),
            m.id,
            escape(&m.channel),
            escape(&m.recipient),
            iso(m.created_at),
            escape(&m.subject),
            escape(&m.body)
        ));
        if let Some(link) = &m.link {
            html.push_str(&format!("<p><a class=\"link\" href=\"{0}\">{0}</a></p>", escape(link)));
        }
        if let Some(code) = &m.code {
            html.push_str(&format!("<p class=\"code\">{}</p>", escape(code)));
        }
        html.push_str("</article>");
    }
    html.push_str("</body></html>");
    html
}

/// The request may read the outbox (else a 404, as if the page did not exist).
pub struct OutboxReader;

impl FromRequestParts<AppState> for OutboxReader {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        if super::dev_tools::may_read_outbox(state, parts) {
            Ok(OutboxReader)
        } else {
            Err(ApiError::not_found("mailbox"))
        }
    }
}

/// The outbox, or a 404 when it may not be read.
pub async fn show_mailbox(
    State(state): State<AppState>,
    _: OutboxReader,
    Params(query): Params<MailboxQuery>,
) -> ApiResult<Response> {
    let messages = outbox::latest(&state.db.pool, SHOWN).await?;
    Ok(match query.format.as_deref() {
        Some("json") => Json(serde_json::json!({ "data": messages })).into_response(),
        _ => Html(render(&messages)).into_response(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn message_text_is_escaped() {
        let message = StoredMessage {
            id: 1,
            channel: "email".to_owned(),
            recipient: "<a>@example.com".to_owned(),
            subject: "\"hi\"".to_owned(),
            body: "<script>alert(1)</script>".to_owned(),
            link: Some("https://x/?a=1&b=2".to_owned()),
            code: None,
            created_at: 0,
        };
        let html = render(&[message]);
        assert!(!html.contains("<script>"));
        assert!(html.contains("&lt;script&gt;") && html.contains("a=1&amp;b=2"));
    }
}
