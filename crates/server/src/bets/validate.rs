//! Everything a bet is checked against before money moves: the request's shape, the current
//! catalogue (match bettable, market open, outcome offered, provider up), the player's odds
//! accept mode, one selection per market and per match, the stake (currency decimals, even
//! split over a system's lines) and the operator's limits (min and max stake, max payout).

use super::request::{BetRequest, SelectionRequest};
use crate::catalogue::model::Match;
use crate::catalogue::store::Snapshot;
use crate::error_code::ErrorCode;
use crate::refusal::BetRefusal;
use crate::settlement_keys::MarketKey;
use crate::site::BettingRules;
use crate::wire::event::event_name;
use crate::wire::market::MarketContext;
use serde_json::{json, Value};
use sportsbook_core::betting::{
    accepted_odds, max_total_stake, potential_win, AcceptMode, Bet, BetError, BetKind, Leg, Price, StakeError,
    StakeFactor, SystemKind,
};
use sportsbook_core::catalogue::{MarketStatus, MatchStatus};
use sportsbook_core::fixtures::SportKey;
use sportsbook_core::locale::Locale;
use sportsbook_core::money::{Amount, Currency};
use sportsbook_core::odds::Odds;
use std::time::Duration;

/// A selection that passed every check.
#[derive(Debug, Clone)]
pub struct ValidSelection {
    pub match_id: u64,
    pub market_id: u32,
    pub specifier: String,
    pub outcome_id: u32,
    pub requested: Odds,
    pub accepted: Odds,
    pub sport_key: SportKey,
    pub is_live: bool,
    /// `{"en": {"match", "market", "outcome"}, "sr": {…}}`.
    pub names: Value,
}

/// A bet that passed every check, ready to be stored.
#[derive(Debug, Clone)]
pub struct ValidBet {
    pub kind: BetKind,
    pub currency: Currency,
    pub stake: i64,
    pub lines: u32,
    pub stake_per_line: i64,
    pub selections: Vec<ValidSelection>,
    /// The live bet delay (the longest of its live selections' sports), if any is live and it
    /// is not zero.
    pub delay: Option<Duration>,
    /// Potential return with every selection winning, stake included (minor units).
    pub potential_win: i64,
    /// The bet's total odds in thousandths (return ÷ stake, rounded down).
    pub odds: i64,
    /// The largest total stake the player's limits allow on these prices.
    pub max_stake: i64,
    /// What the house may owe on any one outcome in this currency (`bets::liability`).
    pub liability_cap: i64,
    /// The net winnings cap in force for this player (max payout × stake factor), kept with
    /// the bet so settlement pays by the terms the bet was accepted on.
    pub max_profit: i64,
}

impl ValidBet {
    /// The markets its selections are on.
    pub fn markets(&self) -> Vec<MarketKey> {
        let key = |s: &ValidSelection| MarketKey {
            match_id: s.match_id as i64,
            market_id: i64::from(s.market_id),
            specifier: s.specifier.clone(),
        };
        self.selections.iter().map(key).collect()
    }
}

/// Odds from the wire (decimal number or text) in thousandths.
fn parse_odds(value: &Value) -> Option<Odds> {
    let decimal = match value {
        Value::Number(n) => n.as_f64()?,
        Value::String(s) => s.trim().parse::<f64>().ok()?,
        _ => return None,
    };
    let thousandths = (decimal * 1000.0).round();
    (decimal.is_finite() && (1001.0..=1_000_000.0).contains(&thousandths)).then_some(Odds(thousandths as u32))
}

fn parse_match_id(value: &Value) -> Option<u64> {
    match value {
        Value::Number(n) => n.as_u64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// The stake as an amount of `currency`.
pub fn parse_stake(value: &Value, currency: Currency) -> Result<Amount, BetRefusal> {
    let text = match value {
        Value::String(s) => s.trim().to_owned(),
        Value::Number(n) => n.to_string(),
        _ => return Err(BetRefusal::general(ErrorCode::AmountInvalid)),
    };
    Amount::parse(&text, currency).map_err(BetRefusal::general)
}

/// The match, market and outcome names of a selection in every language.
fn names(snapshot: &Snapshot, event: &Match, market_index: usize, outcome_id: u32) -> Value {
    let mut all = serde_json::Map::new();
    for locale in Locale::ALL {
        let name = event_name(&snapshot.structure, event, locale);
        let market =
            MarketContext::new(&snapshot.structure, event, locale).map(|c| c.render(&event.markets[market_index]));
        let outcome =
            market.as_ref().and_then(|m| m.outcomes.iter().find(|o| o.id == outcome_id)).map(|o| o.name.clone());
        all.insert(
            locale.code().to_owned(),
            json!({ "match": name, "market": market.map(|m| m.name), "outcome": outcome }),
        );
    }
    Value::Object(all)
}

/// The current price of one outcome, or why it cannot be bet on now.
pub fn current_price<'a>(
    snapshot: &'a Snapshot,
    match_id: u64,
    market_id: u32,
    specifier: &str,
    outcome_id: u32,
) -> Result<(&'a Match, usize, Odds), BetRefusal> {
    let event = snapshot.find_match(match_id).ok_or_else(|| BetRefusal::general(ErrorCode::MatchNotFound))?;
    if !matches!(event.status, MatchStatus::Prematch | MatchStatus::Live) {
        return Err(BetRefusal::general(ErrorCode::MatchNotBettable));
    }
    let sport =
        snapshot.structure.sport(event.sport_id).ok_or_else(|| BetRefusal::general(ErrorCode::MatchNotFound))?;
    if !snapshot.is_provider_active(sport.provider) {
        return Err(BetRefusal::general(ErrorCode::ProviderUnavailable));
    }
    let index = event
        .markets
        .iter()
        .position(|m| m.market_id == market_id && m.specifier == specifier)
        .ok_or_else(|| BetRefusal::general(ErrorCode::MarketNotFound))?;
    let market = &event.markets[index];
    if market.status != MarketStatus::Active {
        return Err(BetRefusal::general(ErrorCode::MarketSuspended));
    }
    let outcome = market
        .outcomes
        .iter()
        .find(|o| o.id == outcome_id)
        .ok_or_else(|| BetRefusal::general(ErrorCode::OutcomeNotFound))?;
    match outcome.odds.filter(|_| outcome.is_active()) {
        Some(odds) => Ok((event.as_ref(), index, odds)),
        None => Err(BetRefusal::general(ErrorCode::OutcomeNotAvailable)),
    }
}

fn check_selection(
    index: usize,
    request: &SelectionRequest,
    snapshot: &Snapshot,
    mode: AcceptMode,
) -> Result<ValidSelection, BetRefusal> {
    let requested = parse_odds(&request.odds).ok_or_else(|| BetRefusal::general(ErrorCode::OddsInvalid))?;
    let match_id = parse_match_id(&request.match_id).ok_or_else(|| BetRefusal::general(ErrorCode::MatchNotFound))?;
    let (event, market_index, current) =
        current_price(snapshot, match_id, request.market_id, &request.specifier, request.outcome_id)?;
    let accepted = accepted_odds(mode, requested, current)
        .ok_or_else(|| BetRefusal::odds_changed(index, Some(current.as_f64())))?;
    let sport_key = snapshot
        .structure
        .sport(event.sport_id)
        .and_then(|sport| SportKey::parse(&sport.key))
        .ok_or_else(|| BetRefusal::general(ErrorCode::MatchNotFound))?;
    Ok(ValidSelection {
        match_id,
        market_id: request.market_id,
        specifier: request.specifier.clone(),
        outcome_id: request.outcome_id,
        requested,
        accepted,
        sport_key,
        is_live: event.status == MatchStatus::Live,
        names: names(snapshot, event, market_index, request.outcome_id),
    })
}

/// The bet's kind from its selection count and `system_id`.
fn bet_kind(request: &BetRequest, rules: &BettingRules) -> Result<BetKind, BetRefusal> {
    let count = request.selections.len();
    if count == 0 {
        return Err(BetRefusal::general(ErrorCode::NoSelections));
    }
    if count > rules.max_selections {
        return Err(BetRefusal::general(ErrorCode::TooManySelections).with(json!({ "max": rules.max_selections })));
    }
    if request.bonus.as_ref().is_some_and(|b| !b.is_null()) {
        return Err(BetRefusal::general(ErrorCode::BonusUnavailable));
    }
    if request.custom_odds.as_ref().is_some_and(|c| !c.is_null()) {
        return Err(BetRefusal::general(ErrorCode::CustomBetUnavailable));
    }
    let kind = match request.system_id.as_deref() {
        Some(code) => {
            BetKind::System(SystemKind::parse(code).ok_or_else(|| BetRefusal::general(ErrorCode::SystemInvalid))?)
        }
        None if count == 1 => BetKind::Single,
        None => BetKind::Combo,
    };
    if !kind.accepts_legs(count) {
        return Err(BetRefusal::general(ErrorCode::SystemMismatch));
    }
    Ok(kind)
}

/// Two outcomes of one market, or (in a combo or system) two picks from one match — checked on
/// the request itself, before prices, so the reason given is the structural one.
fn refuse_related(selections: &[SelectionRequest], kind: BetKind) -> Result<(), BetRefusal> {
    let keys: Vec<_> = selections.iter().map(|s| (parse_match_id(&s.match_id), s.market_id, &s.specifier)).collect();
    for (i, a) in keys.iter().enumerate() {
        for b in &keys[..i] {
            if a == b {
                return Err(BetRefusal::general(ErrorCode::SameMarket));
            }
            if kind != BetKind::Single && a.0 == b.0 {
                return Err(BetRefusal::general(ErrorCode::SameMatch));
            }
        }
    }
    Ok(())
}

/// The bet's selections checked against the catalogue, and the prices taken.
fn priced_selections(
    request: &BetRequest,
    kind: BetKind,
    snapshot: &Snapshot,
    mode: AcceptMode,
) -> Result<(Vec<ValidSelection>, Vec<Price>), BetRefusal> {
    refuse_related(&request.selections, kind)?;
    let selections = request
        .selections
        .iter()
        .enumerate()
        .map(|(i, s)| check_selection(i, s, snapshot, mode))
        .collect::<Result<Vec<_>, _>>()?;
    let prices = selections
        .iter()
        .map(|s| Price::try_from(s.accepted))
        .collect::<Result<_, _>>()
        .map_err(|_| BetRefusal::general(ErrorCode::OddsInvalid))?;
    Ok((selections, prices))
}

/// The largest total stake the limits allow on these prices (max stake, max payout), each
/// limit scaled by the player's stake factor.
pub fn largest_stake(
    kind: BetKind,
    prices: &[Price],
    currency: Currency,
    rules: &BettingRules,
    factor: StakeFactor,
) -> i64 {
    let max_stake = factor.apply(rules.max_stake.of(currency).minor);
    let cap = factor.apply(rules.max_payout.of(currency).minor);
    match max_total_stake(kind, prices, cap) {
        Ok(Some(by_payout)) => by_payout.min(max_stake),
        _ => max_stake,
    }
}

/// Minor units as decimal text of the currency.
pub fn decimal(minor: i64, currency: Currency) -> String {
    Amount::new(minor, currency).to_decimal()
}

/// The player's side of the checks: their odds accept mode and stake factor.
#[derive(Debug, Clone, Copy)]
pub struct PlayerTerms {
    pub mode: AcceptMode,
    pub factor: StakeFactor,
}

/// Checks one bet of a placement for a player on `terms`.
pub fn validate(
    request: &BetRequest,
    snapshot: &Snapshot,
    rules: &BettingRules,
    terms: PlayerTerms,
) -> Result<ValidBet, BetRefusal> {
    let PlayerTerms { mode, factor } = terms;
    let kind = bet_kind(request, rules)?;
    let currency =
        Currency::parse(&request.stake.currency).ok_or_else(|| BetRefusal::general(ErrorCode::CurrencyInvalid))?;
    let stake = parse_stake(&request.stake.value, currency)?;
    let (selections, prices) = priced_selections(request, kind, snapshot, mode)?;
    let legs = prices.iter().map(|p| Leg::pending(*p)).collect();
    let bet = Bet::new(kind, stake.minor, legs).map_err(|error| match error {
        BetError::Stake(StakeError::NotDivisible { lines, nearest_below, nearest_above }) => {
            BetRefusal::general(ErrorCode::StakeNotDivisibleByLines).with(json!({
                "lines": lines,
                "nearest_below": nearest_below.map(|m| decimal(m, currency)),
                "nearest_above": nearest_above.map(|m| decimal(m, currency)),
            }))
        }
        other => BetRefusal::general(other),
    })?;
    let min = rules.min_stake.of(currency).minor;
    if stake.minor < min {
        return Err(BetRefusal::general(ErrorCode::StakeTooLow).with(json!({ "min_stake": decimal(min, currency) })));
    }
    let max = largest_stake(kind, &prices, currency, rules, factor);
    if stake.minor > max {
        return Err(BetRefusal::general(ErrorCode::StakeTooHigh).with(json!({ "max_stake": decimal(max, currency) })));
    }
    let potential = potential_win(&bet).map_err(BetRefusal::general)?;
    // A delay of zero seconds is no delay: the bet is accepted at the price just checked.
    let delay = selections.iter().filter(|s| s.is_live).map(|s| rules.live_delay_seconds.of(s.sport_key)).max();
    let delay = delay.filter(|d| !d.is_zero());
    let split = bet.stake();
    Ok(ValidBet {
        kind,
        currency,
        stake: stake.minor,
        lines: split.lines,
        stake_per_line: split.per_line,
        odds: i64::try_from(i128::from(potential) * 1000 / i128::from(stake.minor)).unwrap_or(i64::MAX),
        selections,
        delay,
        potential_win: potential,
        max_stake: max,
        liability_cap: rules.max_liability_per_outcome.of(currency).minor,
        max_profit: terms.factor.apply(rules.max_payout.of(currency).minor),
    })
}

/// What bounds a bet's stake before the house's liability is read: its prices, the player's
/// limits and the liability cap (`bets::liability::max_stake` finishes the answer).
#[derive(Debug, Clone)]
pub struct StakeCeiling {
    pub kind: BetKind,
    pub currency: Currency,
    pub prices: Vec<Price>,
    pub selections: Vec<ValidSelection>,
    /// The largest total stake by the player's limits.
    pub by_limits: i64,
    pub liability_cap: i64,
}

/// The stake limits of a bet as it could be placed now (`POST /bets/max-stake`).
pub fn max_stake(
    request: &BetRequest,
    snapshot: &Snapshot,
    rules: &BettingRules,
    terms: PlayerTerms,
) -> Result<StakeCeiling, BetRefusal> {
    let kind = bet_kind(request, rules)?;
    let currency =
        Currency::parse(&request.stake.currency).ok_or_else(|| BetRefusal::general(ErrorCode::CurrencyInvalid))?;
    let (selections, prices) = priced_selections(request, kind, snapshot, terms.mode)?;
    let by_limits = largest_stake(kind, &prices, currency, rules, terms.factor);
    let liability_cap = rules.max_liability_per_outcome.of(currency).minor;
    Ok(StakeCeiling { kind, currency, prices, selections, by_limits, liability_cap })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odds_are_read_from_decimal_numbers_or_text_within_the_ladder() {
        assert_eq!(parse_odds(&json!(1.85)), Some(Odds(1850)));
        assert_eq!(parse_odds(&json!("2.5")), Some(Odds(2500)));
        assert_eq!(parse_odds(&json!(1.0)), None);
        assert_eq!(parse_odds(&json!(-3)), None);
        assert_eq!(parse_odds(&json!("NaN")), None);
        assert_eq!(parse_odds(&json!(true)), None);
        assert_eq!(parse_odds(&json!(1e9)), None);
    }

    #[test]
    fn stakes_follow_the_currency_decimals() {
        assert_eq!(parse_stake(&json!("10.00"), Currency::Eur).map(|a| a.minor), Ok(1000));
        assert_eq!(
            parse_stake(&json!("10.001"), Currency::Eur).map_err(|r| r.code),
            Err(ErrorCode::AmountTooManyDecimals)
        );
        assert_eq!(parse_stake(&json!("0"), Currency::Eur).map_err(|r| r.code), Err(ErrorCode::AmountNotPositive));
        assert_eq!(parse_stake(&json!("1e9"), Currency::Eur).map_err(|r| r.code), Err(ErrorCode::AmountInvalid));
        assert_eq!(parse_stake(&json!(null), Currency::Eur).map_err(|r| r.code), Err(ErrorCode::AmountInvalid));
    }
}
