//! The emailed single-use links: confirming an address, resetting a password, unlocking an
//! account. One way to issue a link and store its email in the caller's transaction, and one
//! way to resend it, which answers the same whether or not the address has an account the
//! link is for (so the answer tells a stranger nothing).

use super::{messages, tokens};
use crate::app::AppState;
use crate::db::tokens::Purpose;
use crate::db::{outbox, users};
use crate::site::SiteConfig;
use anyhow::Context;
use sportsbook_core::locale::Locale;
use sqlx::AnyConnection;

/// What a link is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Link {
    Confirmation,
    PasswordReset,
    Unlock,
}

impl Link {
    fn purpose(self) -> Purpose {
        match self {
            Link::Confirmation => Purpose::Confirmation,
            Link::PasswordReset => Purpose::PasswordReset,
            Link::Unlock => Purpose::Unlock,
        }
    }

    /// Whether the player needs this link: an unconfirmed address, a locked account; anyone
    /// may reset their password.
    fn is_for(self, user: &users::User) -> bool {
        match self {
            Link::Confirmation => user.confirmed_at.is_none(),
            Link::PasswordReset => true,
            Link::Unlock => user.locked_at.is_some(),
        }
    }
}

/// The player's language for messages.
pub fn locale_of(user: &users::User) -> Locale {
    Locale::parse(&user.language).unwrap_or(Locale::Sr)
}

/// Issues a link's token and stores its email to `to` in the caller's transaction; the
/// messenger sends it once the transaction commits and it is woken.
pub async fn store(
    conn: &mut AnyConnection,
    site: &SiteConfig,
    link: Link,
    (user_id, to, locale): (i64, &str, Locale),
    now: i64,
) -> anyhow::Result<()> {
    let token = tokens::issue_link(conn, user_id, link.purpose(), now).await?;
    let message = match link {
        Link::Confirmation => messages::confirmation(site, locale, to, &token),
        Link::PasswordReset => messages::password_reset(site, locale, to, &token),
        Link::Unlock => messages::unlock(site, locale, to, &token),
    };
    outbox::insert(conn, &message).await
}

/// [`store`] for a player, if they have an email address.
pub async fn store_for(
    conn: &mut AnyConnection,
    site: &SiteConfig,
    link: Link,
    user: &users::User,
    now: i64,
) -> anyhow::Result<()> {
    let Some(email) = user.email.as_deref() else { return Ok(()) };
    store(conn, site, link, (user.id, email, locale_of(user)), now).await
}

/// Issues a link and emails it.
pub async fn send(state: &AppState, link: Link, user: &users::User, now: i64) -> anyhow::Result<()> {
    let mut tx = state.db.begin_write().await?;
    store_for(&mut tx, &state.site, link, user, now).await?;
    tx.commit().await.context("committing an emailed link")?;
    state.accounts.messenger.wake();
    Ok(())
}

/// Emails a new link to `email` when its account needs one; does nothing otherwise.
pub async fn resend(state: &AppState, link: Link, email: &str) -> anyhow::Result<()> {
    match users::find_by_email(&state.db.pool, email).await? {
        Some(user) if link.is_for(&user) => send(state, link, &user, crate::clock::now_ms()).await,
        _ => Ok(()),
    }
}
