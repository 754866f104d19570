//! The operator's settlement requests (docs/product.md#operator-api): parsed and checked here, then
//! recorded by `command`. Bad input is refused with the field and a code, nothing recorded.

use super::command::{self, Context, Recorded};
use crate::error_code::ErrorCode;
use crate::refusal::{Decided, Refusal};
use crate::settlement_keys::{MarketKey, MarketState, Source, StoredOutcome};
use serde::Deserialize;
use sportsbook_core::betting::{DeadHeat, LegResult, SelectionOutcome, VoidFactor};
use utoipa::ToSchema;

/// Largest number of competitors tied in a dead heat we accept (the factor's denominator).
const MAX_TIED: u32 = 100;

/// `POST /api/admin/settlements`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SettleRequest {
    pub match_id: i64,
    pub market_id: i64,
    #[serde(default)]
    pub specifier: String,
    pub outcomes: Vec<OutcomeRequest>,
}

/// One outcome's settlement (odds-feed `bet_settlement` semantics).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct OutcomeRequest {
    pub outcome_id: i64,
    /// 0 (lost) or 1 (won).
    pub result: i64,
    /// 0, 0.5 or 1: the share of the stake refunded whatever the result.
    #[serde(default)]
    pub void_factor: Option<f64>,
    /// In (0, 1]: the share of the stake settled at the odds when competitors tie.
    #[serde(default)]
    pub dead_heat_factor: Option<f64>,
}

/// `POST /api/admin/cancellations`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CancelRequest {
    pub match_id: i64,
    pub market_id: Option<i64>,
    #[serde(default)]
    pub specifier: String,
    pub reason: String,
}

/// What a rollback undoes.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RollbackOf {
    Settlement,
    Cancellation,
}

/// `POST /api/admin/rollbacks`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RollbackRequest {
    pub match_id: i64,
    pub market_id: i64,
    #[serde(default)]
    pub specifier: String,
    pub of: RollbackOf,
}

/// Checks one outcome's fields.
fn outcome(request: &OutcomeRequest) -> Decided<StoredOutcome> {
    let result = match request.result {
        0 => LegResult::Lost,
        1 => LegResult::Won,
        _ => return Err(Refusal::Invalid { field: "result", code: ErrorCode::ResultInvalid }),
    };
    let void_factor = match request.void_factor {
        None => VoidFactor::Zero,
        Some(0.0) => VoidFactor::Zero,
        Some(0.5) => VoidFactor::Half,
        Some(1.0) => VoidFactor::One,
        Some(_) => return Err(Refusal::Invalid { field: "void_factor", code: ErrorCode::VoidFactorInvalid }),
    };
    let dead_heat = match request.dead_heat_factor {
        None => DeadHeat::NONE,
        Some(f) => dead_heat(f)
            .ok_or_else(|| Refusal::Invalid { field: "dead_heat_factor", code: ErrorCode::DeadHeatFactorInvalid })?,
    };
    Ok(StoredOutcome::new(request.outcome_id, SelectionOutcome { result, void_factor, dead_heat }))
}

/// A decimal dead-heat factor as the fraction `places ÷ tied` it stands for: in (0, 1], and
/// within 0.0005 of a fraction with at most [`MAX_TIED`] tied (0.5 → 1/2, 0.333 → 1/3).
fn dead_heat(factor: f64) -> Option<DeadHeat> {
    if !(factor > 0.0 && factor <= 1.0) {
        return None;
    }
    (1..=MAX_TIED).find_map(|den| {
        let num = (factor * f64::from(den)).round();
        ((num / f64::from(den) - factor).abs() < 0.0005 && num >= 1.0).then(|| DeadHeat::new(num as u32, den)).flatten()
    })
}

/// Settles a market as the operator says.
pub async fn settle(ctx: Context<'_>, request: SettleRequest) -> Decided<Recorded> {
    let outcomes = request.outcomes.iter().map(outcome).collect::<Decided<Vec<_>>>()?;
    let key = MarketKey { match_id: request.match_id, market_id: request.market_id, specifier: request.specifier };
    command::settle(ctx, key, outcomes, Source::Operator).await
}

/// Voids a market or a whole match.
pub async fn cancel(ctx: Context<'_>, request: CancelRequest) -> Decided<Vec<Recorded>> {
    let reason = request.reason.trim();
    if reason.is_empty() || reason.chars().count() > 200 {
        return Err(Refusal::Invalid { field: "reason", code: ErrorCode::ReasonInvalid });
    }
    let market = request.market_id.map(|id| (id, request.specifier));
    command::cancel(ctx, request.match_id, market, reason, Source::Operator).await
}

/// Undoes a settlement or a cancellation.
pub async fn roll_back(ctx: Context<'_>, request: RollbackRequest) -> Decided<Recorded> {
    let key = MarketKey { match_id: request.match_id, market_id: request.market_id, specifier: request.specifier };
    let of = match request.of {
        RollbackOf::Settlement => MarketState::Settled,
        RollbackOf::Cancellation => MarketState::Cancelled,
    };
    command::roll_back(ctx, key, of, Source::Operator).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dead_heat_factors_become_the_fractions_they_stand_for() {
        assert_eq!(dead_heat(0.5), DeadHeat::new(1, 2));
        assert_eq!(dead_heat(0.333), DeadHeat::new(1, 3));
        assert_eq!(dead_heat(0.3333), DeadHeat::new(1, 3));
        assert_eq!(dead_heat(1.0), Some(DeadHeat::NONE));
        for bad in [0.0, -0.5, 1.5, f64::NAN, f64::INFINITY, 0.001] {
            assert_eq!(dead_heat(bad), None, "{bad}");
        }
    }

    #[test]
    fn outcome_fields_outside_the_feed_convention_are_refused() {
        let request = |result, void_factor, dead_heat_factor| OutcomeRequest {
            outcome_id: 1,
            result,
            void_factor,
            dead_heat_factor,
        };
        assert!(outcome(&request(1, Some(0.5), None)).is_ok());
        assert!(outcome(&request(2, None, None)).is_err());
        assert!(outcome(&request(1, Some(0.25), None)).is_err());
        assert!(outcome(&request(1, None, Some(0.0))).is_err());
        assert!(outcome(&request(1, None, Some(1.2))).is_err());
    }
}
