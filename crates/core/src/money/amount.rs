//! Amounts of money as integer minor units of a currency, parsed from decimal text at the edge.

use super::Currency;
use std::fmt;

/// A positive or zero amount in minor units (cents, satoshi) of `currency`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Amount {
    pub minor: i64,
    pub currency: Currency,
}

/// Why a decimal text is not a valid amount; each maps to a stable error code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AmountError {
    /// Not a plain decimal number (`12.50`).
    Malformed,
    /// More decimals than the currency's minor unit has.
    TooManyDecimals,
    /// Zero or negative.
    NotPositive,
    /// Larger than any account may hold.
    TooLarge,
}

/// The largest amount accepted from a client, in whole units (a sanity bound, not a limit).
const MAX_UNITS: i64 = 1_000_000_000;

impl Amount {
    pub fn new(minor: i64, currency: Currency) -> Amount {
        Amount { minor, currency }
    }

    /// Parses a positive decimal such as `50`, `50.5` or `50.00` in `currency`, refusing
    /// signs, exponents, separators, more decimals than the currency has, and zero.
    pub fn parse(text: &str, currency: Currency) -> Result<Amount, AmountError> {
        let (whole, fraction) = match text.split_once('.') {
            Some((w, f)) => (w, Some(f)),
            None => (text, None),
        };
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        if !digits(whole) || fraction.is_some_and(|f| !digits(f)) {
            return Err(AmountError::Malformed);
        }
        let fraction = fraction.unwrap_or("");
        let decimals = currency.decimals() as usize;
        let significant = fraction.trim_end_matches('0');
        if significant.len() > decimals {
            return Err(AmountError::TooManyDecimals);
        }
        let whole = whole.trim_start_matches('0');
        if whole.len() > 10 {
            return Err(AmountError::TooLarge);
        }
        let units: i64 = if whole.is_empty() { 0 } else { whole.parse().map_err(|_| AmountError::Malformed)? };
        if units > MAX_UNITS {
            return Err(AmountError::TooLarge);
        }
        let padded = format!("{significant:0<decimals$}");
        let minor_part: i64 = if padded.is_empty() { 0 } else { padded.parse().map_err(|_| AmountError::Malformed)? };
        let minor = units * currency.subunits() + minor_part;
        if minor <= 0 {
            return Err(AmountError::NotPositive);
        }
        Ok(Amount { minor, currency })
    }
}

impl Amount {
    /// The sum of two amounts of one currency; `None` on overflow or mixed currencies.
    pub fn checked_add(self, other: Amount) -> Option<Amount> {
        (self.currency == other.currency)
            .then(|| self.minor.checked_add(other.minor))
            .flatten()
            .map(|minor| Amount { minor, currency: self.currency })
    }

    /// `self − other` in one currency; `None` on overflow or mixed currencies.
    pub fn checked_sub(self, other: Amount) -> Option<Amount> {
        (self.currency == other.currency)
            .then(|| self.minor.checked_sub(other.minor))
            .flatten()
            .map(|minor| Amount { minor, currency: self.currency })
    }

    /// The amount as decimal text without the code (`50.00`, `0.00012345`).
    pub fn to_decimal(self) -> String {
        let text = self.to_string();
        text.rsplit_once(' ').map_or(text.clone(), |(number, _)| number.to_owned())
    }
}

impl fmt::Display for Amount {
    /// `50.00 EUR`, `0.00012345 BTC`: every decimal of the minor unit, then the code.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let subunits = self.currency.subunits();
        let sign = if self.minor < 0 { "-" } else { "" };
        let abs = self.minor.unsigned_abs();
        let (units, rest) = (abs / subunits as u64, abs % subunits as u64);
        let width = self.currency.decimals() as usize;
        write!(f, "{sign}{units}.{rest:0width$} {}", self.currency.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_text_becomes_minor_units() {
        assert_eq!(Amount::parse("50.00", Currency::Eur), Ok(Amount::new(5000, Currency::Eur)));
        assert_eq!(Amount::parse("50", Currency::Eur), Ok(Amount::new(5000, Currency::Eur)));
        assert_eq!(Amount::parse("0.5", Currency::Usd), Ok(Amount::new(50, Currency::Usd)));
        assert_eq!(Amount::parse("12.130", Currency::Rsd), Ok(Amount::new(1213, Currency::Rsd)));
        assert_eq!(Amount::parse("0.00012345", Currency::Btc), Ok(Amount::new(12_345, Currency::Btc)));
    }

    #[test]
    fn more_decimals_than_the_currency_has_are_refused() {
        assert_eq!(Amount::parse("50.001", Currency::Eur), Err(AmountError::TooManyDecimals));
        assert_eq!(Amount::parse("0.000000001", Currency::Btc), Err(AmountError::TooManyDecimals));
    }

    #[test]
    fn zero_negative_and_garbage_are_refused() {
        assert_eq!(Amount::parse("0.00", Currency::Eur), Err(AmountError::NotPositive));
        assert_eq!(Amount::parse("0", Currency::Eur), Err(AmountError::NotPositive));
        for bad in ["-5", "+5", "", ".5", "5.", "1e3", "5,00", " 5", "five", "NaN", "1.2.3", "٣"] {
            assert_eq!(Amount::parse(bad, Currency::Eur), Err(AmountError::Malformed), "{bad:?}");
        }
        assert_eq!(Amount::parse("99999999999999999999", Currency::Eur), Err(AmountError::TooLarge));
        assert_eq!(Amount::parse("1000000001", Currency::Eur), Err(AmountError::TooLarge));
    }

    #[test]
    fn sums_and_differences_are_checked_and_never_mix_currencies() {
        let eur = |minor| Amount::new(minor, Currency::Eur);
        assert_eq!(eur(5).checked_add(eur(7)), Some(eur(12)));
        assert_eq!(eur(5).checked_sub(eur(7)), Some(eur(-2)));
        assert_eq!(eur(i64::MAX).checked_add(eur(1)), None);
        assert_eq!(eur(i64::MIN).checked_sub(eur(1)), None);
        assert_eq!(eur(5).checked_add(Amount::new(5, Currency::Usd)), None);
        assert_eq!(Amount::new(12_345, Currency::Btc).to_decimal(), "0.00012345");
    }

    #[test]
    fn amounts_display_with_every_decimal_of_the_currency() {
        assert_eq!(Amount::new(5000, Currency::Eur).to_string(), "50.00 EUR");
        assert_eq!(Amount::new(-7, Currency::Usd).to_string(), "-0.07 USD");
        assert_eq!(Amount::new(12_345, Currency::Btc).to_string(), "0.00012345 BTC");
    }
}
