//! The site's money limits: the wallet's and the betting rules' (per currency), and the live
//! bet delay.

use serde::{Deserialize, Serialize};
use sportsbook_core::fixtures::SportKey;
use sportsbook_core::money::{Amount, Currency};
use std::collections::BTreeMap;
use std::time::Duration;

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
    pub live_delay_seconds: LiveDelays,
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
            live_delay_seconds: LiveDelays {
                per_sport: [
                    (SportKey::Football, 8),
                    (SportKey::Basketball, 5),
                    (SportKey::Tennis, 5),
                    (SportKey::IceHockey, 6),
                ]
                .into(),
                default: LiveDelays::DEFAULT_SECONDS,
            },
        }
    }
}

/// Seconds a live bet waits before it is accepted: per sport, and a default for the others. In the
/// site file an object of sport keys and `default`, e.g. `{"football": 8, "default": 8}`; a key
/// that names no sport is refused when the file is read.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "BTreeMap<String, u32>", into = "BTreeMap<String, u32>")]
pub struct LiveDelays {
    pub per_sport: BTreeMap<SportKey, u32>,
    /// For the sports not named.
    pub default: u32,
}

impl LiveDelays {
    /// The default delay when the file names none.
    pub const DEFAULT_SECONDS: u32 = 8;
    const DEFAULT_KEY: &'static str = "default";

    /// The live bet delay of a sport.
    pub fn of(&self, sport: SportKey) -> Duration {
        Duration::from_secs(u64::from(self.per_sport.get(&sport).copied().unwrap_or(self.default)))
    }

    /// Every delay named, the default included.
    pub fn all(&self) -> impl Iterator<Item = u32> + '_ {
        self.per_sport.values().copied().chain([self.default])
    }
}

impl TryFrom<BTreeMap<String, u32>> for LiveDelays {
    type Error = String;

    fn try_from(mut named: BTreeMap<String, u32>) -> Result<LiveDelays, String> {
        let default = named.remove(LiveDelays::DEFAULT_KEY).unwrap_or(LiveDelays::DEFAULT_SECONDS);
        let per_sport = named
            .into_iter()
            .map(|(key, seconds)| SportKey::parse(&key).map(|sport| (sport, seconds)).ok_or(key))
            .collect::<Result<_, _>>()
            .map_err(|key| format!("`betting.live_delay_seconds` names no sport: `{key}`"))?;
        Ok(LiveDelays { per_sport, default })
    }
}

impl From<LiveDelays> for BTreeMap<String, u32> {
    fn from(delays: LiveDelays) -> BTreeMap<String, u32> {
        let named = delays.per_sport.into_iter().map(|(sport, seconds)| (sport.key().to_owned(), seconds));
        named.chain([(LiveDelays::DEFAULT_KEY.to_owned(), delays.default)]).collect()
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
