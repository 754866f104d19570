//! Player identity inputs parsed at the edge: email addresses, phone numbers and the password
//! policy. Each refusal is an [`AccountError`]. When a sign-in may be tried: [`lockout`].

pub mod lockout;

/// Why an identity input is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccountError {
    EmailInvalid,
    PhoneInvalid,
    PasswordTooShort,
    PasswordTooLong,
    PasswordTooWeak,
}

/// A syntactically valid, lower-cased email address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    /// Accepts `local@domain.tld` (at most 254 characters, no spaces, a dotted domain of
    /// letters, digits and hyphens); lower-cases it.
    pub fn parse(text: &str) -> Result<Email, AccountError> {
        let text = text.trim().to_ascii_lowercase();
        let (local, domain) = text.rsplit_once('@').ok_or(AccountError::EmailInvalid)?;
        let local_ok = !local.is_empty()
            && local.len() <= 64
            && !local.starts_with('.')
            && !local.ends_with('.')
            && !local.contains("..")
            && local.bytes().all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-/=?^_`{|}~.".contains(&b));
        let labels: Vec<&str> = domain.split('.').collect();
        let domain_ok = labels.len() >= 2
            && labels.iter().all(|l| {
                !l.is_empty()
                    && l.len() <= 63
                    && !l.starts_with('-')
                    && !l.ends_with('-')
                    && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
            })
            && labels.last().is_some_and(|tld| tld.len() >= 2 && tld.bytes().all(|b| b.is_ascii_alphabetic()));
        if text.len() > 254 || !local_ok || !domain_ok {
            return Err(AccountError::EmailInvalid);
        }
        Ok(Email(text))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A phone number in international form: `+` and 8 to 15 digits (E.164).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhoneNumber(String);

/// Country calling codes the product knows a country for (the longest prefix wins).
const CALLING_CODES: [(&str, &str); 12] = [
    ("382", "ME"),
    ("381", "RS"),
    ("387", "BA"),
    ("385", "HR"),
    ("389", "MK"),
    ("386", "SI"),
    ("49", "DE"),
    ("44", "GB"),
    ("43", "AT"),
    ("41", "CH"),
    ("33", "FR"),
    ("1", "US"),
];

impl PhoneNumber {
    /// Accepts `+382 67 123 456`, `+382-67-123456` or `00382…`; spaces, dashes, dots and
    /// brackets are dropped.
    pub fn parse(text: &str) -> Result<PhoneNumber, AccountError> {
        let compact: String = text.chars().filter(|c| !matches!(c, ' ' | '-' | '.' | '(' | ')')).collect();
        let digits =
            compact.strip_prefix('+').or_else(|| compact.strip_prefix("00")).ok_or(AccountError::PhoneInvalid)?;
        let ok =
            (8..=15).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit()) && !digits.starts_with('0');
        if !ok {
            return Err(AccountError::PhoneInvalid);
        }
        Ok(PhoneNumber(format!("+{digits}")))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The ISO country of the calling code, when known.
    pub fn country(&self) -> Option<&'static str> {
        CALLING_CODES.iter().find(|(code, _)| self.0[1..].starts_with(code)).map(|(_, country)| *country)
    }
}

/// Shortest and longest passwords accepted (the upper bound keeps hashing cheap).
pub const PASSWORD_MIN: usize = 8;
pub const PASSWORD_MAX: usize = 128;

/// Passwords that appear at the top of every breach corpus, and patterns built from them.
const COMMON: [&str; 40] = [
    "password",
    "passw0rd",
    "p@ssw0rd",
    "password1",
    "password123",
    "qwerty",
    "qwertyuiop",
    "qwerty123",
    "asdfghjk",
    "asdfghjkl",
    "zxcvbnm",
    "iloveyou",
    "sunshine",
    "princess",
    "football",
    "baseball",
    "welcome",
    "welcome1",
    "letmein",
    "monkey",
    "dragon",
    "master",
    "shadow",
    "superman",
    "trustno1",
    "abc12345",
    "abcd1234",
    "1q2w3e4r",
    "1qaz2wsx",
    "admin123",
    "lozinka",
    "lozinka123",
    "sifra123",
    "changeme",
    "secret123",
    "starwars",
    "whatever",
    "michael1",
    "jordan23",
    "sportsbook",
];

/// Checks a new password: 8–128 characters, not a common or breached password, not a run
/// or repetition of one character, and not containing the email's name part.
pub fn check_password(password: &str, email: Option<&Email>) -> Result<(), AccountError> {
    let length = password.chars().count();
    if length < PASSWORD_MIN {
        return Err(AccountError::PasswordTooShort);
    }
    if length > PASSWORD_MAX {
        return Err(AccountError::PasswordTooLong);
    }
    let lower = password.to_lowercase();
    let folded: String = lower.chars().filter(|c| c.is_alphanumeric()).collect();
    let distinct = {
        let mut chars: Vec<char> = lower.chars().collect();
        chars.sort_unstable();
        chars.dedup();
        chars.len()
    };
    let is_sequence = lower.as_bytes().windows(2).all(|w| w[1] == w[0].wrapping_add(1))
        || lower.as_bytes().windows(2).all(|w| w[1] == w[0].wrapping_sub(1));
    let stripped = folded.trim_end_matches(|c: char| c.is_ascii_digit());
    let is_common = COMMON.iter().any(|c| lower == *c || folded == *c || stripped == *c);
    let has_name = email
        .map(|e| e.as_str().split('@').next().unwrap_or_default())
        .is_some_and(|name| name.len() >= 4 && lower.contains(name));
    if is_common || is_sequence || distinct < 4 || has_name {
        return Err(AccountError::PasswordTooWeak);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails_are_lower_cased_and_malformed_ones_refused() {
        assert_eq!(Email::parse(" Ana.Petrovic@Example.ME ").map(|e| e.0), Ok("ana.petrovic@example.me".to_owned()));
        for bad in [
            "",
            "ana",
            "ana@",
            "@example.com",
            "ana@example",
            "ana@@example.com",
            "a na@example.com",
            "ana@exa_mple.com",
            "ana@-example.com",
            "ana..b@example.com",
            "ana@example.c0m",
            "<script>@x.com",
        ] {
            assert_eq!(Email::parse(bad), Err(AccountError::EmailInvalid), "{bad:?}");
        }
        assert!(Email::parse(&format!("{}@example.com", "a".repeat(65))).is_err());
    }

    #[test]
    fn phone_numbers_are_normalised_to_e164() {
        let phone = PhoneNumber::parse("+382 67 123-456").expect("valid");
        assert_eq!(phone.as_str(), "+38267123456");
        assert_eq!(phone.country(), Some("ME"));
        assert_eq!(PhoneNumber::parse("0038163123456").map(|p| p.0), Ok("+38163123456".to_owned()));
        for bad in ["", "067123456", "+1234", "+3826712345678901", "+382 67 12a 456", "+0382671234"] {
            assert_eq!(PhoneNumber::parse(bad), Err(AccountError::PhoneInvalid), "{bad:?}");
        }
    }

    #[test]
    fn weak_and_breached_pattern_passwords_are_refused() {
        let email = Email::parse("marko.jovanovic@example.com").ok();
        assert_eq!(check_password("short1", None), Err(AccountError::PasswordTooShort));
        assert_eq!(check_password(&"x1".repeat(65), None), Err(AccountError::PasswordTooLong));
        for weak in [
            "password",
            "Password123",
            "qwerty123!",
            "12345678",
            "87654321",
            "abcdefgh",
            "aaaaaaaa",
            "abababab",
            "lozinka2024",
            "marko.jovanovic99",
        ] {
            assert_eq!(check_password(weak, email.as_ref()), Err(AccountError::PasswordTooWeak), "{weak}");
        }
        assert_eq!(check_password("Kafana-u-Podgorici-7", email.as_ref()), Ok(()));
        assert_eq!(check_password("correct horse battery", None), Ok(()));
    }
}
