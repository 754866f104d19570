//! Currencies the wallet holds: EUR (default), USD and RSD (fiat, two decimals) and BTC
//! (non-fiat, eight decimals, shown in mBTC for small amounts).

use serde::{Deserialize, Serialize};

/// A currency a player can hold an account in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Currency {
    Eur,
    Usd,
    Rsd,
    Btc,
}

/// A smaller display unit of a currency (mBTC of BTC).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Subcurrency {
    pub code: &'static str,
    /// Minor units of the parent currency in one unit of this subcurrency.
    pub subunits: i64,
}

impl Currency {
    /// Every supported currency, the default first.
    pub const ALL: [Currency; 4] = [Currency::Eur, Currency::Usd, Currency::Rsd, Currency::Btc];

    /// The default currency of a new player.
    pub const DEFAULT: Currency = Currency::Eur;

    /// ISO 4217-style code (`EUR`, `BTC`).
    pub fn code(self) -> &'static str {
        match self {
            Currency::Eur => "EUR",
            Currency::Usd => "USD",
            Currency::Rsd => "RSD",
            Currency::Btc => "BTC",
        }
    }

    /// Parses a code, ignoring case; unknown codes give `None`.
    pub fn parse(code: &str) -> Option<Currency> {
        Currency::ALL.into_iter().find(|c| c.code().eq_ignore_ascii_case(code.trim()))
    }

    /// Whether this is a fiat currency (display with two decimals).
    pub fn is_fiat(self) -> bool {
        self != Currency::Btc
    }

    /// Decimal places of the minor unit.
    pub fn decimals(self) -> u32 {
        if self.is_fiat() {
            2
        } else {
            8
        }
    }

    /// Minor units in one unit (100 cents, 100 000 000 satoshi).
    pub fn subunits(self) -> i64 {
        10_i64.pow(self.decimals())
    }

    /// The smaller display units of this currency.
    pub fn subcurrencies(self) -> &'static [Subcurrency] {
        const MBTC: [Subcurrency; 1] = [Subcurrency { code: "mBTC", subunits: 100_000 }];
        match self {
            Currency::Btc => &MBTC,
            _ => &[],
        }
    }

    /// The unit to show `minor` in (docs/product.md#money): a subcurrency is chosen when the amount is
    /// below 100 times its subunits (0.0125 BTC → 12.5 mBTC; 0.5 BTC stays BTC).
    pub fn display_unit(self, minor: i64) -> (&'static str, i64) {
        self.subcurrencies()
            .iter()
            .find(|sub| minor.unsigned_abs() < 100 * sub.subunits.unsigned_abs())
            .map_or((self.code(), self.subunits()), |sub| (sub.code, sub.subunits))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_parse_in_any_case_and_unknown_codes_do_not() {
        assert_eq!(Currency::parse("eur"), Some(Currency::Eur));
        assert_eq!(Currency::parse("BTC"), Some(Currency::Btc));
        assert_eq!(Currency::parse("GBP"), None);
        assert_eq!(Currency::parse(""), None);
    }

    #[test]
    fn fiat_has_two_decimals_and_bitcoin_eight() {
        assert_eq!(Currency::Rsd.subunits(), 100);
        assert_eq!(Currency::Usd.decimals(), 2);
        assert_eq!(Currency::Btc.subunits(), 100_000_000);
        assert!(!Currency::Btc.is_fiat());
    }

    #[test]
    fn small_bitcoin_amounts_are_shown_in_millibitcoin() {
        assert_eq!(Currency::Btc.display_unit(1_250_000), ("mBTC", 100_000));
        assert_eq!(Currency::Btc.display_unit(9_999_999), ("mBTC", 100_000));
        assert_eq!(Currency::Btc.display_unit(10_000_000), ("BTC", 100_000_000));
        assert_eq!(Currency::Eur.display_unit(1), ("EUR", 100));
    }
}
