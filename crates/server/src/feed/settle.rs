//! The feed's settlement messages: every market a model decides (a first half at half-time, a
//! set at its end, the rest at full time, an outright when its competition ends) is recorded as
//! the feed's decision in the same transaction as the match's new state, and the settlement
//! worker pays the bets. A decision the feed sends again changes nothing, and one an operator
//! made (or rolled back) stands.

use crate::db::settlement as store;
use crate::settlement_keys::{MarketKey, MarketState, Source, StoredOutcome};
use sportsbook_core::betting::SelectionOutcome;
use sportsbook_core::catalogue::MarketStatus;
use sportsbook_core::market::MarketQuote;
use sportsbook_core::sports::any::MatchModel;
use sqlx::AnyConnection;
use std::collections::HashSet;

/// A market the feed decided this tick.
#[derive(Debug, Clone)]
pub(super) struct Decided {
    pub key: MarketKey,
    pub outcomes: Vec<StoredOutcome>,
}

impl Decided {
    /// The decision of a settled quote (`None` while it is open).
    pub fn of(match_id: u64, quote: &MarketQuote) -> Option<Decided> {
        if quote.status != MarketStatus::Settled {
            return None;
        }
        let outcomes = SelectionOutcome::of_market(quote)?
            .into_iter()
            .map(|(id, outcome)| StoredOutcome::new(i64::from(id), outcome))
            .collect();
        let key = MarketKey {
            match_id: match_id as i64,
            market_id: i64::from(quote.market_id),
            specifier: quote.specifier.clone(),
        };
        Some(Decided { key, outcomes })
    }
}

/// The settled markets of `priced` not sent before (`sent` remembers them for the match).
pub(super) fn newly_decided(match_id: u64, priced: &[MarketQuote], sent: &mut HashSet<(u32, String)>) -> Vec<Decided> {
    priced
        .iter()
        .filter(|q| q.status == MarketStatus::Settled && sent.insert((q.market_id, q.specifier.clone())))
        .filter_map(|q| Decided::of(match_id, q))
        .collect()
}

/// Records the feed's decisions (in the feed's transaction); a market decided before keeps its
/// decision.
pub(super) async fn record(conn: &mut AnyConnection, decided: &[Decided], now: i64) -> anyhow::Result<()> {
    for d in decided {
        store::decide_if_new(conn, &d.key, MarketState::Settled, &d.outcomes, None, Source::Feed, now).await?;
    }
    Ok(())
}

/// When a match ends: settles every market bets hold on it that the model's quotes did not
/// list (a line far from the final score); one the model cannot resolve is voided, and so is
/// every such market of a match abandoned (`model` `None`) — markets decided before stand.
pub(super) async fn finish(
    conn: &mut AnyConnection,
    match_id: u64,
    model: Option<&MatchModel>,
    now: i64,
) -> anyhow::Result<()> {
    let decided = store::of_match(conn, match_id as i64).await?;
    for key in store::markets_bet_on(conn, match_id as i64).await? {
        if decided.iter().any(|d| d.key == key) {
            continue;
        }
        let resolved = model.and_then(|m| m.resolve(u32::try_from(key.market_id).ok()?, &key.specifier));
        if let Some(results) = resolved {
            let outcomes: Vec<StoredOutcome> =
                results.into_iter().map(|(id, o)| StoredOutcome::new(i64::from(id), o)).collect();
            store::decide_if_new(conn, &key, MarketState::Settled, &outcomes, None, Source::Feed, now).await?;
            continue;
        }
        let reason = if model.is_some() {
            tracing::warn!(?key, "a market bet on cannot be resolved from the final score: voided");
            "result_unverifiable"
        } else {
            "match_abandoned"
        };
        store::decide_if_new(conn, &key, MarketState::Cancelled, &[], Some(reason), Source::Feed, now).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use sportsbook_core::market::OutcomeResult;

    #[test]
    fn a_dead_heat_the_model_settles_is_recorded_with_its_share_of_the_place() {
        let (dh, lose) = (OutcomeResult::DeadHeat, OutcomeResult::Lose);
        let quote = MarketQuote::settled(1341, "inningnr=1", &[(1501, dh), (1502, lose), (1503, dh), (1504, dh)]);
        let decided = Decided::of(7, &quote).expect("settled");
        let won: Vec<(i64, u8)> = decided.outcomes.iter().map(|o| (o.outcome_id, o.result)).collect();
        assert_eq!(won, vec![(1501, 1), (1502, 0), (1503, 1), (1504, 1)]);
        let shares: Vec<Option<(u32, u32)>> = decided.outcomes.iter().map(|o| o.dead_heat).collect();
        let third = Some((1, 3));
        assert_eq!(shares, vec![third, None, third, third]);
    }
}
