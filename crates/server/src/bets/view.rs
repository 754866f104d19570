//! The server form of a bet (docs/product.md#bet-server-form), named in one language.

use crate::clock::iso;
use crate::db::bets::{StoredBet, StoredSelection};
use serde::Serialize;
use serde_json::Value;
use sportsbook_core::betting::BetKind;
use sportsbook_core::locale::Locale;
use sportsbook_core::market::OutcomeResult;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct StakeDto {
    /// Minor units.
    pub value: i64,
    pub currency: String,
    pub subunits: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NamedRef {
    pub id: i64,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MatchRef {
    pub id: i64,
    pub name: String,
    pub sport_key: String,
    pub is_live: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SelectionDto {
    pub id: String,
    /// `open` until the market settles.
    pub status: String,
    pub market: NamedRef,
    pub outcome: NamedRef,
    /// The odds taken (decimal).
    pub odds: f64,
    #[serde(rename = "match")]
    pub event: MatchRef,
    pub specifier: String,
    /// Once the market is settled: how this outcome resolved.
    pub result: Option<SelectionResult>,
    /// Once settled in a dead heat: the share of the stake settled at the odds (e.g. 0.3333).
    pub dead_heat_factor: Option<f64>,
}

/// How a selection's outcome resolved (UOF result and void factor together).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SelectionResult {
    Win,
    Lose,
    /// Stake returned on this leg (factor 1.00): a push, a void or a cancelled market.
    Void,
    HalfWin,
    HalfLose,
}

impl From<OutcomeResult> for SelectionResult {
    fn from(result: OutcomeResult) -> SelectionResult {
        match result {
            // A dead heat is a win; `dead_heat_factor` says how much of it.
            OutcomeResult::Win | OutcomeResult::DeadHeat => SelectionResult::Win,
            OutcomeResult::Lose => SelectionResult::Lose,
            OutcomeResult::Void => SelectionResult::Void,
            OutcomeResult::HalfWin => SelectionResult::HalfWin,
            OutcomeResult::HalfLose => SelectionResult::HalfLose,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SystemDto {
    /// `"2/3"`, `"yankee"`, ….
    pub id: String,
    pub win_count: u8,
    pub total_count: u8,
    pub lines: i64,
    /// Minor units.
    pub stake_per_line: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BetDto {
    pub id: i64,
    /// `single`, `combo` or `system`.
    #[serde(rename = "type")]
    pub kind: String,
    #[serde(rename = "ref")]
    pub reference: String,
    pub status: String,
    pub stake: StakeDto,
    /// Minor units: potential return while open (stake included), the payout once settled.
    pub win_amount: i64,
    /// Total odds (decimal).
    pub odds: f64,
    pub selections: Vec<SelectionDto>,
    pub created_at: String,
    pub result: String,
    pub to_cashout: Option<i64>,
    #[schema(value_type = Option<Object>)]
    pub bonus: Option<Value>,
    pub system: Option<SystemDto>,
    pub used_in_jackpot: bool,
    pub is_vip: bool,
    /// While `submitted`: when the live delay ends (ISO 8601).
    pub decide_at: Option<String>,
    /// Why a rejected bet was rejected (an error code).
    pub reason: Option<String>,
    /// When the bet was settled (ISO 8601); `null` while open.
    pub settled_at: Option<String>,
}

fn name(names: &Value, locale: Locale, part: &str) -> String {
    names[locale.code()][part].as_str().unwrap_or_default().to_owned()
}

fn selection(bet_id: i64, s: &StoredSelection, locale: Locale) -> SelectionDto {
    let names: Value = serde_json::from_str(&s.names).unwrap_or(Value::Null);
    SelectionDto {
        id: format!("{bet_id}-{}", s.position),
        status: s.status.code().to_owned(),
        market: NamedRef { id: s.market_id, name: name(&names, locale, "market") },
        outcome: NamedRef { id: s.outcome_id, name: name(&names, locale, "outcome") },
        odds: s.odds as f64 / 1000.0,
        event: MatchRef {
            id: s.match_id,
            name: name(&names, locale, "match"),
            sport_key: s.sport_key.key().to_owned(),
            is_live: s.is_live,
        },
        specifier: s.specifier.clone(),
        result: s.result.map(SelectionResult::from),
        dead_heat_factor: s.dead_heat.map(|dh| f64::from(dh.num()) / f64::from(dh.den())),
    }
}

/// A bet's reference, the one identifier a player sees for it everywhere (receipt, My Bets,
/// notifications): `SB` and the id in eight digits.
pub fn reference(id: i64) -> String {
    format!("SB{id:08}")
}

/// The ledger reference of a bet's money (its stake, a refund, a payout or its reversal):
/// `bet:{id}`, then the movement's kind when there can be several of it.
pub fn ledger_reference(id: i64, kind: Option<&str>) -> String {
    match kind {
        Some(kind) => format!("bet:{id}:{kind}"),
        None => format!("bet:{id}"),
    }
}

/// The bet a ledger reference moves money for, as the player knows it ([`reference`]).
pub fn reference_of_ledger(ledger: &str) -> Option<String> {
    let rest = ledger.strip_prefix("bet:")?;
    let id = rest.split(':').next()?.parse::<i64>().ok()?;
    Some(reference(id))
}

impl BetDto {
    pub fn new(bet: &StoredBet, locale: Locale) -> BetDto {
        let system = match bet.kind {
            BetKind::System(kind) => Some(SystemDto {
                id: kind.code(),
                win_count: kind.win_count(),
                total_count: kind.selection_count(),
                lines: bet.lines,
                stake_per_line: bet.stake_per_line,
            }),
            BetKind::Single | BetKind::Combo => None,
        };
        BetDto {
            id: bet.id,
            kind: bet.kind.code().to_owned(),
            reference: reference(bet.id),
            status: bet.status.code().to_owned(),
            stake: StakeDto {
                value: bet.stake,
                currency: bet.currency.code().to_owned(),
                subunits: bet.currency.subunits(),
            },
            win_amount: bet.payout.unwrap_or(bet.potential_win),
            odds: bet.odds as f64 / 1000.0,
            selections: bet.selections.iter().map(|s| selection(bet.id, s, locale)).collect(),
            created_at: iso(bet.created_at),
            result: bet.result.code().to_owned(),
            to_cashout: None,
            bonus: None,
            system,
            used_in_jackpot: false,
            is_vip: false,
            decide_at: bet.decide_at.map(iso),
            reason: bet.reason.clone(),
            settled_at: bet.settled_at.map(iso),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bets_ledger_references_name_the_bet_as_the_player_knows_it() {
        for kind in [None, Some("bet_settlement"), Some("bet_settlement_reversal")] {
            assert_eq!(reference_of_ledger(&ledger_reference(42, kind)), Some("SB00000042".to_owned()));
        }
        assert_eq!(reference_of_ledger("payment:7"), None);
        assert_eq!(reference_of_ledger("bet:x"), None);
        assert_eq!(reference_of_ledger("bets:1"), None);
    }
}
