//! Profile fields a player fills in after sign-up: those the missing-auth-fields dialog asks for,
//! and those a site may require before the first deposit (`deposit_fields`, decision 036).

use crate::error_code::ErrorCode;
use serde::{Deserialize, Serialize};
use time::{Date, OffsetDateTime};
use utoipa::ToSchema;

/// The age a player must have reached.
pub const ADULT_AGE: i32 = 18;

/// The longest text a field takes, in characters.
const MAX_CHARS: usize = 100;

/// One profile field, named as its column and its wire field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ProfileField {
    FirstName,
    LastName,
    Nickname,
    /// ISO `YYYY-MM-DD`; the player must be an adult.
    DateOfBirth,
    Address,
    City,
    PostalCode,
}

impl ProfileField {
    pub const ALL: [ProfileField; 7] = [
        ProfileField::FirstName,
        ProfileField::LastName,
        ProfileField::Nickname,
        ProfileField::DateOfBirth,
        ProfileField::Address,
        ProfileField::City,
        ProfileField::PostalCode,
    ];

    /// The `users` column (and the field's wire name).
    pub fn column(self) -> &'static str {
        match self {
            ProfileField::FirstName => "first_name",
            ProfileField::LastName => "last_name",
            ProfileField::Nickname => "nickname",
            ProfileField::DateOfBirth => "date_of_birth",
            ProfileField::Address => "address",
            ProfileField::City => "city",
            ProfileField::PostalCode => "postal_code",
        }
    }

    /// `raw` as this field stores it, or why not; `now_ms` dates the adulthood check.
    pub fn check(self, raw: &str, now_ms: i64) -> Result<String, ErrorCode> {
        let value = raw.trim();
        if value.is_empty() {
            return Err(ErrorCode::FieldRequired);
        }
        if value.chars().count() > MAX_CHARS || value.chars().any(char::is_control) {
            return Err(ErrorCode::FieldInvalid);
        }
        match self {
            ProfileField::DateOfBirth => check_date_of_birth(value, now_ms),
            ProfileField::PostalCode
                if value.len() > 12 || !value.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, ' ' | '-')) =>
            {
                Err(ErrorCode::FieldInvalid)
            }
            _ => Ok(value.to_owned()),
        }
    }
}

/// A date of birth `YYYY-MM-DD` of a living adult on the day of `now_ms` (UTC).
fn check_date_of_birth(value: &str, now_ms: i64) -> Result<String, ErrorCode> {
    let format = time::macros::format_description!("[year]-[month]-[day]");
    let born = Date::parse(value, format).map_err(|_| ErrorCode::DateOfBirthInvalid)?;
    let today = OffsetDateTime::from_unix_timestamp(now_ms / 1000).map_err(|_| ErrorCode::DateOfBirthInvalid)?.date();
    let on = |date: Date, years: i32| (date.year() + years, u8::from(date.month()), date.day());
    let today = on(today, 0);
    if on(born, 0) > today || on(born, 120) < today {
        return Err(ErrorCode::DateOfBirthInvalid);
    }
    // Someone born on 29 February comes of age on 1 March in common years.
    if on(born, ADULT_AGE) > today {
        return Err(ErrorCode::UnderAge);
    }
    born.format(format).map_err(|_| ErrorCode::DateOfBirthInvalid)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-11-25T12:00:00Z.
    const NOW: i64 = 1_795_608_000_000;

    #[test]
    fn a_player_must_be_an_adult_born_on_a_real_day() {
        let dob = |value: &str| ProfileField::DateOfBirth.check(value, NOW);
        assert_eq!(dob("2008-11-25"), Ok("2008-11-25".to_owned()), "18 today");
        assert_eq!(dob("2008-11-26"), Err(ErrorCode::UnderAge), "18 tomorrow");
        assert_eq!(dob(" 1990-01-31 "), Ok("1990-01-31".to_owned()));
        for bad in ["1990-02-30", "31.01.1990", "1990-1-31", "2027-01-01", "1890-01-01"] {
            assert_eq!(dob(bad), Err(ErrorCode::DateOfBirthInvalid), "{bad}");
        }
        // Born 29 February 2008: of age on 1 March 2026, not on 28 February.
        let feb_28 = 1_772_236_800_000; // 2026-02-28T00:00:00Z
        assert_eq!(ProfileField::DateOfBirth.check("2008-02-29", feb_28), Err(ErrorCode::UnderAge));
        let mar_1 = feb_28 + 86_400_000;
        assert_eq!(ProfileField::DateOfBirth.check("2008-02-29", mar_1), Ok("2008-02-29".to_owned()));
    }

    #[test]
    fn texts_are_trimmed_bounded_and_postal_codes_plain() {
        assert_eq!(ProfileField::City.check("  Podgorica ", NOW), Ok("Podgorica".to_owned()));
        assert_eq!(ProfileField::City.check("   ", NOW), Err(ErrorCode::FieldRequired));
        assert_eq!(ProfileField::Address.check(&"a".repeat(101), NOW), Err(ErrorCode::FieldInvalid));
        assert_eq!(ProfileField::Address.check("Njegoševa 1\u{0}", NOW), Err(ErrorCode::FieldInvalid));
        assert_eq!(ProfileField::PostalCode.check("SW1A 1AA", NOW), Ok("SW1A 1AA".to_owned()));
        assert_eq!(ProfileField::PostalCode.check("81000;", NOW), Err(ErrorCode::FieldInvalid));
        let names: Vec<&str> = ProfileField::ALL.iter().map(|f| f.column()).collect();
        let wire: Vec<String> = ProfileField::ALL.iter().map(|f| serde_json::to_string(f).expect("json")).collect();
        assert_eq!(wire, names.iter().map(|n| format!("\"{n}\"")).collect::<Vec<_>>(), "column = wire name");
    }
}
