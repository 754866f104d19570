//! The codes a stored bet's columns hold, decoded into their types where a row is read (parse,
//! don't validate) and encoded where one is written.

use sportsbook_core::betting::{BetKind, DeadHeat, SystemKind};
use sportsbook_core::market::OutcomeResult;
use sqlx::any::AnyRow;
use sqlx::Row;

/// A stored code decoded once, where the row is read: a code that names no value was not written
/// by this code, and the row fails to load rather than travel on as text.
pub(super) fn decoded<T>(row: &AnyRow, column: &str, parse: impl FnOnce(&str) -> Option<T>) -> Result<T, sqlx::Error> {
    let code: String = row.try_get(column)?;
    parse(&code).ok_or_else(|| sqlx::Error::ColumnDecode {
        index: column.to_owned(),
        source: format!("unknown stored code {code:?}").into(),
    })
}

/// An optional stored code, decoded as [`decoded`] does.
pub(super) fn decoded_optional<T>(
    row: &AnyRow,
    column: &str,
    parse: impl FnOnce(&str) -> Option<T>,
) -> Result<Option<T>, sqlx::Error> {
    match row.try_get::<Option<String>, _>(column)? {
        Some(_) => decoded(row, column, parse).map(Some),
        None => Ok(None),
    }
}

/// A bet's kind from its `kind` and `system_id` columns.
pub(super) fn kind(row: &AnyRow) -> Result<BetKind, sqlx::Error> {
    let system = decoded_optional(row, "system_id", SystemKind::parse)?;
    decoded(row, "kind", |code| match (code, system) {
        ("system", Some(system)) => Some(BetKind::System(system)),
        ("single", None) => Some(BetKind::Single),
        ("combo", None) => Some(BetKind::Combo),
        _ => None,
    })
}

/// The `system_id` column of a bet of `kind`.
pub(super) fn system_id(kind: BetKind) -> Option<String> {
    match kind {
        BetKind::System(system) => Some(system.code()),
        BetKind::Single | BetKind::Combo => None,
    }
}

/// The stored code of a selection's result; a win in a dead heat is a win, its factor is kept
/// apart (`dead_heat`).
pub fn outcome_code(result: OutcomeResult) -> &'static str {
    match result {
        OutcomeResult::Win | OutcomeResult::DeadHeat => "win",
        OutcomeResult::Lose => "lose",
        OutcomeResult::Void => "void",
        OutcomeResult::HalfWin => "half_win",
        OutcomeResult::HalfLose => "half_lose",
    }
}

/// A stored selection result code back to the result.
pub(super) fn parse_outcome(code: &str) -> Option<OutcomeResult> {
    [OutcomeResult::Win, OutcomeResult::Lose, OutcomeResult::Void, OutcomeResult::HalfWin, OutcomeResult::HalfLose]
        .into_iter()
        .find(|r| outcome_code(*r) == code)
}

/// The stored form of a dead-heat factor: `num/den`.
pub fn dead_heat_code(factor: DeadHeat) -> String {
    format!("{}/{}", factor.num(), factor.den())
}

/// A stored dead-heat factor (`num/den`) back to the factor.
pub(super) fn parse_dead_heat(text: &str) -> Option<DeadHeat> {
    let (num, den) = text.split_once('/')?;
    DeadHeat::new(num.parse().ok()?, den.parse().ok()?)
}
