//! Wire shapes of the Platform API (docs/product.md#accounts), snake_case; money as integer
//! minor units with `currency` and `subunits`.

use crate::clock::iso;
use crate::db::{ledger::WalletAccount, users::User};
use serde::{Deserialize, Serialize};
use sportsbook_core::money::Currency;
use utoipa::ToSchema;

/// The signed-in player (docs/product.md#profile).
#[derive(Debug, Serialize, ToSchema)]
pub struct Player {
    pub id: i64,
    pub email: Option<String>,
    pub mobile_phone: Option<String>,
    pub auth_phone_number: Option<String>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub nickname: Option<String>,
    /// ISO `YYYY-MM-DD`.
    pub date_of_birth: Option<String>,
    pub address: Option<String>,
    pub city: Option<String>,
    pub postal_code: Option<String>,
    /// Interface language (`sr`, `en`).
    pub language: String,
    /// The current account currency.
    pub currency: String,
    /// Auth fields the player must still fill in (a non-closable modal, docs/product.md#dialogs).
    pub auth_fields_missed: Vec<&'static str>,
    /// Profile statuses, e.g. `unverified` while the email is not confirmed.
    pub statuses: Vec<&'static str>,
    /// The pve flag (docs/product.md#users-and-roles): the player may not bet; the slip says so before they try.
    pub serasa: Option<bool>,
    /// Always true: anonymous visitors get a 401 instead.
    pub is_logged_in: bool,
    pub country: Country,
    pub confirmed_at: Option<String>,
    /// The version of the terms and conditions the player last accepted; none before the first.
    pub terms_version: Option<String>,
    pub created_at: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Country {
    pub code: String,
}

/// Fields every player must have before betting; none is missing after a normal sign-up.
pub const REQUIRED_AUTH_FIELDS: [&str; 1] = ["email"];

impl From<&User> for Player {
    fn from(u: &User) -> Player {
        let missed =
            REQUIRED_AUTH_FIELDS.into_iter().filter(|f| *f == "email" && u.email.is_none()).collect::<Vec<_>>();
        Player {
            id: u.id,
            email: u.email.clone(),
            mobile_phone: u.mobile_phone.clone(),
            auth_phone_number: u.auth_phone_number.clone(),
            first_name: u.first_name.clone(),
            last_name: u.last_name.clone(),
            nickname: u.nickname.clone(),
            date_of_birth: u.date_of_birth.clone(),
            address: u.address.clone(),
            city: u.city.clone(),
            postal_code: u.postal_code.clone(),
            language: u.language.clone(),
            currency: u.currency.clone(),
            auth_fields_missed: missed,
            statuses: if u.confirmed_at.is_some() { Vec::new() } else { vec!["unverified"] },
            serasa: Some(u.pve),
            is_logged_in: true,
            country: Country { code: u.country.clone() },
            confirmed_at: u.confirmed_at.map(iso),
            terms_version: u.terms_version.clone(),
            created_at: iso(u.created_at),
        }
    }
}

/// A wallet account (docs/product.md#currencies: currency, balance, active).
#[derive(Debug, Serialize, ToSchema)]
pub struct Account {
    pub currency: &'static str,
    /// Minor units.
    pub balance: i64,
    /// What can be staked now (equal to `balance` until bets lock funds).
    pub available_to_bet_with_locked_cents: i64,
    pub subunits: i64,
    pub active: bool,
    /// Whether this is the player's current currency.
    pub current: bool,
    /// Counts the balance's movements: of two readings of an account, the one with the larger
    /// version is the newer (a page keeps it whichever arrives last).
    pub version: i64,
}

impl Account {
    pub fn of(wallet: &WalletAccount, current: &str) -> Account {
        Account {
            currency: wallet.currency.code(),
            balance: wallet.balance,
            available_to_bet_with_locked_cents: wallet.balance,
            subunits: wallet.currency.subunits(),
            active: wallet.is_active,
            current: wallet.currency.code() == current,
            version: wallet.version,
        }
    }
}

/// `{ "currency": "EUR" }`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct CurrencyChoice {
    pub currency: String,
}

/// A currency with its display units (docs/product.md#currencies).
#[derive(Debug, Serialize, ToSchema)]
pub struct CurrencyInfo {
    pub code: &'static str,
    pub fiat: bool,
    pub subunits: i64,
    #[schema(value_type = Vec<Object>)]
    pub subcurrencies: &'static [sportsbook_core::money::Subcurrency],
}

impl From<Currency> for CurrencyInfo {
    fn from(c: Currency) -> CurrencyInfo {
        CurrencyInfo { code: c.code(), fiat: c.is_fiat(), subunits: c.subunits(), subcurrencies: c.subcurrencies() }
    }
}

/// A plain acknowledgement: `{ "data": { "status": "sent" } }`.
#[derive(Debug, Serialize, ToSchema)]
pub struct Status {
    pub status: &'static str,
}
