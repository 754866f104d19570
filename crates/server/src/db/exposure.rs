//! SQL for the house's exposure on outcomes: the operator's per-match view, summed from the open
//! bets, and the per-outcome liability the placement check reads from `outcome_liability`, the
//! total the database's triggers keep in step with the bets (docs/decisions/015).

use anyhow::Context;
use sqlx::{AnyConnection, AnyPool, Row};

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

/// The house's liability on one outcome in `currency` (minor units), read in the caller's
/// transaction.
pub async fn liability(conn: &mut AnyConnection, outcome: OutcomeKey<'_>, currency: &str) -> anyhow::Result<i64> {
    let (match_id, market_id, specifier, outcome_id) = outcome;
    let row = sqlx::query(
        "SELECT liability FROM outcome_liability \
         WHERE match_id = $1 AND market_id = $2 AND specifier = $3 AND outcome_id = $4 AND currency = $5",
    )
    .bind(match_id)
    .bind(market_id)
    .bind(specifier)
    .bind(outcome_id)
    .bind(currency)
    .fetch_optional(&mut *conn)
    .await
    .context("reading an outcome's liability")?;
    Ok(row.map(|r| r.try_get("liability")).transpose()?.unwrap_or(0))
}
