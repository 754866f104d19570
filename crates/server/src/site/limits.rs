//! The site's money limits: the wallet's and the betting rules' (per currency), and the live
//! bet delay.

use serde::{Deserialize, Serialize};
use sportsbook_core::money::{Amount, Currency};
use std::collections::BTreeMap;

/// The operator's risk limits on bets, and the live bet delay per sport (docs/betting-rules.md §0).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct BettingRules {
    /// A bet's total stake at least.
    pub min_stake: MoneyLimits,
    /// A bet's total stake at most.
    pub max_stake: MoneyLimits,
    /// Net winnings of one bet at most (max stake = cap ÷ (odds − 1)).
    pub max_payout: MoneyLimits,
    /// What the house may owe on one outcome at most: the potential returns of the open bets
    /// on it (a combo's or system's on each of its legs). A bet that would push an outcome past
    /// it is refused with the largest acceptable stake (docs/decisions/015).
    pub max_liability_per_outcome: MoneyLimits,
    /// Selections in one bet at most.
    pub max_selections: usize,
    /// Seconds a live bet waits before it is accepted, per sport key; `default` for the others.
    pub live_delay_seconds: BTreeMap<String, u32>,
}

impl Default for BettingRules {
    fn default() -> Self {
        BettingRules {
            min_stake: MoneyLimits::minor(&[
                (Currency::Eur, 10),
                (Currency::Usd, 10),
                (Currency::Rsd, 1_000),
                (Currency::Btc, 1_000),
            ]),
            max_stake: MoneyLimits::units(&[
                (Currency::Eur, 5_000),
                (Currency::Usd, 5_000),
                (Currency::Rsd, 500_000),
                (Currency::Btc, 1),
            ]),
            max_payout: MoneyLimits::units(&[
                (Currency::Eur, 100_000),
                (Currency::Usd, 100_000),
                (Currency::Rsd, 10_000_000),
                (Currency::Btc, 10),
            ]),
            max_liability_per_outcome: MoneyLimits::units(&[
                (Currency::Eur, 250_000),
                (Currency::Usd, 250_000),
                (Currency::Rsd, 25_000_000),
                (Currency::Btc, 25),
            ]),
            max_selections: 20,
            live_delay_seconds: [("football", 8), ("basketball", 5), ("tennis", 5), ("ice-hockey", 6), ("default", 8)]
                .into_iter()
                .map(|(sport, seconds)| (sport.to_owned(), seconds))
                .collect(),
        }
    }
}

impl BettingRules {
    /// The live bet delay of a sport.
    pub fn live_delay(&self, sport_key: &str) -> std::time::Duration {
        let seconds = self.live_delay_seconds.get(sport_key).or_else(|| self.live_delay_seconds.get("default"));
        std::time::Duration::from_secs(u64::from(seconds.copied().unwrap_or(8)))
    }
}

/// Money limits of the wallet, per currency (decimal text in the file, e.g. `"10000.00"`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct WalletLimits {
    pub max_deposit: MoneyLimits,
    pub max_balance: MoneyLimits,
}

impl Default for WalletLimits {
    fn default() -> Self {
        WalletLimits {
            max_deposit: MoneyLimits::units(&[
                (Currency::Eur, 10_000),
                (Currency::Usd, 10_000),
                (Currency::Rsd, 1_000_000),
                (Currency::Btc, 1),
            ]),
            max_balance: MoneyLimits::units(&[
                (Currency::Eur, 1_000_000),
                (Currency::Usd, 1_000_000),
                (Currency::Rsd, 100_000_000),
                (Currency::Btc, 100),
            ]),
        }
    }
}

/// An upper bound per currency, in minor units; every currency must have one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "BTreeMap<Currency, String>", into = "BTreeMap<Currency, String>")]
pub struct MoneyLimits(BTreeMap<Currency, i64>);

impl MoneyLimits {
    fn units(pairs: &[(Currency, i64)]) -> MoneyLimits {
        MoneyLimits(pairs.iter().map(|(c, units)| (*c, units * c.subunits())).collect())
    }

    fn minor(pairs: &[(Currency, i64)]) -> MoneyLimits {
        MoneyLimits(pairs.iter().copied().collect())
    }

    /// The limit in `currency` as an amount.
    pub fn of(&self, currency: Currency) -> Amount {
        Amount::new(self.0.get(&currency).copied().unwrap_or(0), currency)
    }
}

impl TryFrom<BTreeMap<Currency, String>> for MoneyLimits {
    type Error = String;

    fn try_from(texts: BTreeMap<Currency, String>) -> Result<Self, Self::Error> {
        let mut limits = BTreeMap::new();
        for currency in Currency::ALL {
            let text = texts.get(&currency).ok_or_else(|| format!("no limit for {}", currency.code()))?;
            let amount = Amount::parse(text, currency)
                .map_err(|e| format!("`{text}` is not an amount of {} ({e:?})", currency.code()))?;
            limits.insert(currency, amount.minor);
        }
        Ok(MoneyLimits(limits))
    }
}

impl From<MoneyLimits> for BTreeMap<Currency, String> {
    fn from(limits: MoneyLimits) -> Self {
        limits.0.into_iter().map(|(c, minor)| (c, Amount::new(minor, c).to_decimal())).collect()
    }
}
