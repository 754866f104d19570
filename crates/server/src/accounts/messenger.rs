//! Delivery of emails and text messages: SMTP (lettre) when `SPORTSBOOK_SMTP_URL` is set, an
//! SMS gateway behind [`SmsGateway`]; otherwise everything lands in the outbox table that
//! `/dev/mailbox` shows, so every flow completes on the embedded default.

use super::messages::{Channel, Message};
use crate::db::{outbox, Db};
use anyhow::Context;
use lettre::transport::smtp::authentication::Credentials;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

/// A text-message provider.
pub trait SmsGateway: Send + Sync {
    fn send<'a>(&'a self, message: &'a Message) -> Pin<Box<dyn Future<Output = anyhow::Result<()>> + Send + 'a>>;
}

/// The default gateway: the outbox table.
pub struct OutboxSms(pub Db);

impl SmsGateway for OutboxSms {
    fn send<'a>(&'a self, message: &'a Message) -> Pin<Box<dyn Future<Output = anyhow::Result<()>> + Send + 'a>> {
        Box::pin(outbox::insert(&self.0.pool, message))
    }
}

#[derive(Clone)]
struct Smtp {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: lettre::message::Mailbox,
}

/// Sends messages; cheap to clone.
#[derive(Clone)]
pub struct Messenger {
    db: Db,
    smtp: Option<Smtp>,
    sms: Arc<dyn SmsGateway>,
}

/// `smtp://[user:password@]host[:port]` (plain SMTP: this build has no TLS, see
/// docs/decisions/005-accounts-and-sessions.md).
fn smtp_transport(url: &str) -> anyhow::Result<AsyncSmtpTransport<Tokio1Executor>> {
    let rest = url.strip_prefix("smtp://").context("SPORTSBOOK_SMTP_URL must start with smtp://")?;
    let rest = rest.trim_end_matches('/');
    let (credentials, host_port) = match rest.rsplit_once('@') {
        Some((creds, host)) => (Some(creds), host),
        None => (None, rest),
    };
    let (host, port) = match host_port.rsplit_once(':') {
        Some((host, port)) => (host, port.parse::<u16>().context("SMTP port")?),
        None => (host_port, 25),
    };
    anyhow::ensure!(!host.is_empty(), "SPORTSBOOK_SMTP_URL names no host");
    let mut builder = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(host).port(port);
    if let Some((user, password)) = credentials.and_then(|c| c.split_once(':')) {
        builder = builder.credentials(Credentials::new(user.to_owned(), password.to_owned()));
    }
    Ok(builder.build())
}

impl Messenger {
    pub fn new(db: Db, smtp_url: Option<&str>, mail_from: &str) -> anyhow::Result<Messenger> {
        let smtp = match smtp_url {
            Some(url) => Some(Smtp {
                transport: smtp_transport(url)?,
                from: mail_from.parse().context("SPORTSBOOK_MAIL_FROM is not a mailbox")?,
            }),
            None => None,
        };
        let sms: Arc<dyn SmsGateway> = Arc::new(OutboxSms(db.clone()));
        Ok(Messenger { db, smtp, sms })
    }

    /// Whether messages go to the outbox (and `/dev/mailbox` is served).
    pub fn uses_outbox(&self) -> bool {
        self.smtp.is_none()
    }

    /// Sends (SMTP in the background, so the request does not wait on the mail server) or
    /// stores the message.
    pub async fn send(&self, message: Message) -> anyhow::Result<()> {
        match (message.channel, &self.smtp) {
            (Channel::Sms, _) => self.sms.send(&message).await,
            (Channel::Email, None) => outbox::insert(&self.db.pool, &message).await,
            (Channel::Email, Some(smtp)) => {
                let email = lettre::Message::builder()
                    .from(smtp.from.clone())
                    .to(message.to.parse().context("recipient")?)
                    .subject(message.subject)
                    .body(message.body)
                    .context("building the email")?;
                let transport = smtp.transport.clone();
                tokio::spawn(async move {
                    if let Err(error) = transport.send(email).await {
                        tracing::error!(%error, "sending email failed");
                    }
                });
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smtp_urls_need_the_smtp_scheme_and_a_host() {
        assert!(smtp_transport("smtp://mail.example.com").is_ok());
        assert!(smtp_transport("smtp://user:secret@mail.example.com:2525").is_ok());
        assert!(smtp_transport("smtps://mail.example.com").is_err());
        assert!(smtp_transport("smtp://:25").is_err());
        assert!(smtp_transport("smtp://mail.example.com:port").is_err());
    }
}
