//! The emails and text messages the accounts flows send, in the player's language, with the
//! links into the web app's pages (docs/product.md#path-rules: locale prefix only for non-default languages).

use crate::db::outbox::{Channel, Message};
use crate::site::SiteConfig;
use sportsbook_core::locale::Locale;

/// An absolute link to a page of the web app in `locale`, e.g. `/en/users/confirmation?…`.
pub fn page_link(site: &SiteConfig, locale: Locale, path_and_query: &str) -> String {
    let code = locale.code();
    let prefix = if code == site.default_locale() && !site.locale_in_url { String::new() } else { format!("/{code}") };
    format!("{}{prefix}{path_and_query}", site.origin())
}

fn email(to: &str, subject: &str, intro: &str, action: &str, link: String, outro: &str) -> Message {
    let body = format!("{intro}\n\n{action}: {link}\n\n{outro}");
    Message {
        channel: Channel::Email,
        to: to.to_owned(),
        subject: subject.to_owned(),
        body,
        link: Some(link),
        code: None,
    }
}

/// "Confirm your email" with the confirmation link.
pub fn confirmation(site: &SiteConfig, locale: Locale, to: &str, token: &str) -> Message {
    let link = page_link(site, locale, &format!("/users/confirmation?confirmation_token={token}"));
    match locale {
        Locale::En => email(
            to,
            "Confirm your email address",
            "Welcome! Please confirm your email address to start betting.",
            "Confirm",
            link,
            "The link is valid for 24 hours. If you did not sign up, ignore this email.",
        ),
        Locale::Sr => email(
            to,
            "Potvrdite email adresu",
            "Dobro došli! Potvrdite email adresu da biste počeli da igrate.",
            "Potvrdite",
            link,
            "Link važi 24 sata. Ako se niste registrovali, zanemarite ovu poruku.",
        ),
    }
}

/// "Reset your password" with the reset link.
pub fn password_reset(site: &SiteConfig, locale: Locale, to: &str, token: &str) -> Message {
    let link = page_link(site, locale, &format!("/users/password/edit?reset_password_token={token}"));
    match locale {
        Locale::En => email(
            to,
            "Reset your password",
            "Someone asked to reset the password of your account.",
            "Choose a new password",
            link,
            "The link is valid for 1 hour. If it was not you, ignore this email.",
        ),
        Locale::Sr => email(
            to,
            "Promena lozinke",
            "Zatražena je promena lozinke vašeg naloga.",
            "Izaberite novu lozinku",
            link,
            "Link važi 1 sat. Ako to niste bili vi, zanemarite ovu poruku.",
        ),
    }
}

/// "Your account is locked" with the unlock link.
pub fn unlock(site: &SiteConfig, locale: Locale, to: &str, token: &str) -> Message {
    let link = page_link(site, locale, &format!("/sports?modal=unlock&unlock_token={token}"));
    match locale {
        Locale::En => email(
            to,
            "Unlock your account",
            "Your account was locked after too many failed sign-in attempts.",
            "Unlock it",
            link,
            "The link is valid for 24 hours.",
        ),
        Locale::Sr => email(
            to,
            "Otključajte nalog",
            "Vaš nalog je zaključan nakon previše neuspešnih prijava.",
            "Otključajte ga",
            link,
            "Link važi 24 sata.",
        ),
    }
}

/// The phone verification code.
pub fn phone_code(locale: Locale, to: &str, code: &str) -> Message {
    let body = match locale {
        Locale::En => format!("Your verification code is {code}. It is valid for 10 minutes."),
        Locale::Sr => format!("Vaš verifikacioni kod je {code}. Važi 10 minuta."),
    };
    let subject = match locale {
        Locale::En => "Verification code",
        Locale::Sr => "Verifikacioni kod",
    };
    Message {
        channel: Channel::Sms,
        to: to.to_owned(),
        subject: subject.to_owned(),
        body,
        link: None,
        code: Some(code.to_owned()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_carry_a_locale_prefix_only_for_other_languages() {
        let site = SiteConfig { public_url: "https://bet.example.com/".to_owned(), ..SiteConfig::default() };
        assert_eq!(
            page_link(&site, Locale::Sr, "/users/confirmation?x=1"),
            "https://bet.example.com/users/confirmation?x=1"
        );
        assert_eq!(
            page_link(&site, Locale::En, "/users/confirmation?x=1"),
            "https://bet.example.com/en/users/confirmation?x=1"
        );
        let message = password_reset(&site, Locale::En, "ana@example.com", "tok");
        assert_eq!(
            message.link.as_deref(),
            Some("https://bet.example.com/en/users/password/edit?reset_password_token=tok")
        );
        assert!(message.body.contains("tok"));
    }
}
