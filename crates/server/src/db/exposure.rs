//! SQL for the house's exposure on outcomes: the operator's per-match view, summed from the open
//! bets, and the per-outcome liability the placement check reads from `outcome_liability`, the
//! total the database's triggers keep in step with the bets (docs/decisions/015).

use anyhow::Context;
use sqlx::{AnyConnection, AnyPool, Row};
use std::collections::HashMap;

/// Bets count as open (their liability stands) in these statuses.
const OPEN: &str = "('submitted', 'waiting_results')";

/// The open bets' returns per outcome and currency, summed from the bets themselves.
const DERIVED: &str = "SELECT s.match_id, s.market_id, s.specifier, s.outcome_id, b.currency, \
    CAST(SUM(b.potential_win) AS BIGINT) AS liability \
    FROM bet_selections s JOIN bets b ON b.id = s.bet_id WHERE b.status IN ('submitted', 'waiting_results') \
    GROUP BY s.match_id, s.market_id, s.specifier, s.outcome_id, b.currency";

/// For the audit: the matches with an outcome whose kept liability differs from the sum over
/// its open bets, either way round.
pub fn drift_audit() -> String {
    const SAME: &str = "d.match_id = l.match_id AND d.market_id = l.market_id AND d.specifier = l.specifier \
        AND d.outcome_id = l.outcome_id AND d.currency = l.currency";
    format!(
        "SELECT l.match_id AS id FROM outcome_liability l LEFT JOIN ({DERIVED}) d ON {SAME} \
         WHERE l.liability <> COALESCE(d.liability, 0) \
         UNION ALL SELECT d.match_id AS id FROM ({DERIVED}) d LEFT JOIN outcome_liability l ON {SAME} \
         WHERE l.match_id IS NULL AND d.liability <> 0"
    )
}

/// Open bets on one outcome in one currency.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutcomeExposure {
    pub market_id: i64,
    pub specifier: String,
    pub outcome_id: i64,
    pub currency: String,
    pub bets: i64,
    /// Σ total stakes of those bets (minor units).
    pub stake: i64,
    /// Σ potential returns of those bets: what the house pays if the outcome wins and every
    /// other leg of the combos and systems on it wins too (minor units).
    pub liability: i64,
}

/// Every outcome of a match with open bets on it, by market, specifier, outcome and currency.
pub async fn of_match(pool: &AnyPool, match_id: i64) -> anyhow::Result<Vec<OutcomeExposure>> {
    let rows = sqlx::query(&format!(
        "SELECT s.market_id, s.specifier, s.outcome_id, b.currency, COUNT(*) AS bets, \
         CAST(SUM(b.stake) AS BIGINT) AS stake, CAST(SUM(b.potential_win) AS BIGINT) AS liability \
         FROM bet_selections s JOIN bets b ON b.id = s.bet_id \
         WHERE s.match_id = $1 AND b.status IN {OPEN} \
         GROUP BY s.market_id, s.specifier, s.outcome_id, b.currency \
         ORDER BY s.market_id, s.specifier, s.outcome_id, b.currency"
    ))
    .bind(match_id)
    .fetch_all(pool)
    .await
    .context("loading the exposure of a match")?;
    rows.iter()
        .map(|row| {
            Ok(OutcomeExposure {
                market_id: row.try_get("market_id")?,
                specifier: row.try_get("specifier")?,
                outcome_id: row.try_get("outcome_id")?,
                currency: row.try_get("currency")?,
                bets: row.try_get("bets")?,
                stake: row.try_get("stake")?,
                liability: row.try_get("liability")?,
            })
        })
        .collect()
}

/// One outcome of a match: `(match_id, market_id, specifier, outcome_id)`.
pub type OutcomeKey<'a> = (i64, i64, &'a str, i64);

/// The liabilities kept on the outcomes of some matches, per outcome and currency, as a
/// placement batch reads them once and then follows its own bets in memory.
#[derive(Debug, Default)]
pub struct Liabilities(HashMap<(i64, i64, String, i64, String), i64>);

impl Liabilities {
    /// Every kept liability on the outcomes of `match_ids` (in the caller's transaction).
    pub async fn load(conn: &mut AnyConnection, match_ids: &[i64]) -> anyhow::Result<Liabilities> {
        let mut ids = match_ids.to_vec();
        ids.sort_unstable();
        ids.dedup();
        if ids.is_empty() {
            return Ok(Liabilities::default());
        }
        let list = super::id_list(&ids);
        let rows = super::one_off(&format!(
            "SELECT match_id, market_id, specifier, outcome_id, currency, liability FROM outcome_liability \
             WHERE match_id IN ({list})"
        ))
        .fetch_all(&mut *conn)
        .await
        .context("reading the outcomes' liabilities")?;
        let mut kept = HashMap::with_capacity(rows.len());
        for row in rows {
            let key = (
                row.try_get("match_id")?,
                row.try_get("market_id")?,
                row.try_get("specifier")?,
                row.try_get("outcome_id")?,
                row.try_get("currency")?,
            );
            kept.insert(key, row.try_get("liability")?);
        }
        Ok(Liabilities(kept))
    }

    fn key(
        (match_id, market_id, specifier, outcome_id): OutcomeKey<'_>,
        currency: &str,
    ) -> (i64, i64, String, i64, String) {
        (match_id, market_id, specifier.to_owned(), outcome_id, currency.to_owned())
    }

    /// The liability on `outcome` in `currency` (0 when nothing is open on it).
    pub fn get(&self, outcome: OutcomeKey<'_>, currency: &str) -> i64 {
        self.0.get(&Self::key(outcome, currency)).copied().unwrap_or(0)
    }

    /// Counts a newly accepted return on `outcome`.
    pub fn add(&mut self, outcome: OutcomeKey<'_>, currency: &str, amount: i64) {
        let kept = self.0.entry(Self::key(outcome, currency)).or_insert(0);
        *kept = kept.saturating_add(amount);
    }
}
