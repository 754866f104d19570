//! Delivery of emails and text messages through a transactional outbox: a message is stored
//! in the same database transaction as what it announces ([`Messenger::enqueue`]), so a crash
//! can never leave a new account without its confirmation email. After the commit the relay
//! ([`Messenger::run_relay`]) sends pending emails over SMTP (lettre) when
//! `SPORTSBOOK_SMTP_URL` is set, retrying a few times; without it messages stay in the outbox
//! that `/dev/mailbox` shows to a local developer. Text messages stay in the outbox (no SMS
//! gateway is configured in this product).

use crate::db::outbox::Message;
use crate::db::{outbox, Db};
use anyhow::Context;
use lettre::transport::smtp::authentication::Credentials;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use sqlx::AnyConnection;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{watch, Notify};

/// Delivery attempts per email before the relay gives up on it.
const MAX_ATTEMPTS: i64 = 5;
/// Emails older than this are not sent any more (their links would be stale).
const MAX_AGE: Duration = Duration::from_secs(24 * 3600);
/// How long a node holds an email it is sending before another node may retry it.
const CLAIM: Duration = Duration::from_secs(60);
/// How often the relay looks for emails it was not woken for (retries, other nodes' emails).
const POLL: Duration = Duration::from_secs(5);

#[derive(Clone)]
struct Smtp {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: lettre::message::Mailbox,
}

/// Stores messages and delivers them; cheap to clone.
#[derive(Clone)]
pub struct Messenger {
    db: Db,
    smtp: Option<Smtp>,
    wake: Arc<Notify>,
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
    let mut builder =
        AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(host).port(port).timeout(Some(Duration::from_secs(10)));
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
        Ok(Messenger { db, smtp, wake: Arc::new(Notify::new()) })
    }

    /// Whether messages stay in the outbox (no SMTP relay configured).
    pub fn uses_outbox(&self) -> bool {
        self.smtp.is_none()
    }

    /// Stores `message` in the caller's transaction; call [`Messenger::wake`] after the commit.
    pub async fn enqueue(&self, conn: &mut AnyConnection, message: &Message) -> anyhow::Result<()> {
        outbox::insert(conn, message).await
    }

    /// Tells the relay that committed messages are waiting.
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    /// Delivers pending emails until `stopped` turns true (a no-op without SMTP).
    pub async fn run_relay(self, mut stopped: watch::Receiver<bool>) {
        let Some(smtp) = self.smtp.clone() else { return };
        while !*stopped.borrow() {
            if let Err(error) = self.deliver_pending(&smtp).await {
                tracing::warn!(%error, "delivering emails failed");
            }
            tokio::select! {
                () = self.wake.notified() => {}
                () = tokio::time::sleep(POLL) => {}
                _ = stopped.changed() => {}
            }
        }
    }

    async fn deliver_pending(&self, smtp: &Smtp) -> anyhow::Result<()> {
        let now = crate::clock::now_ms();
        let since = now - MAX_AGE.as_millis() as i64;
        for email in outbox::pending_emails(&self.db.pool, since, now, MAX_ATTEMPTS, 20).await? {
            if !outbox::claim(&self.db.pool, email.id, now, now + CLAIM.as_millis() as i64).await? {
                continue;
            }
            let message = lettre::Message::builder()
                .from(smtp.from.clone())
                .to(email.recipient.parse().context("recipient")?)
                .subject(email.subject)
                .body(email.body)
                .context("building the email")?;
            match smtp.transport.send(message).await {
                Ok(_) => outbox::mark_sent(&self.db.pool, email.id, crate::clock::now_ms()).await?,
                Err(error) => tracing::warn!(id = email.id, %error, "sending an email failed; will retry"),
            }
        }
        Ok(())
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
