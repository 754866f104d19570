//! `GET /api/platform/player/safer_gambling`: the figures of the safer-gambling dashboard
//! (docs/decisions/039-safer-gambling-dashboard.md) — the net result per day, week and month, the
//! time spent in sportsbook sessions in the current periods, and the reality checks answered.
//! The limits with their usage come from `GET /user_limits`.

use super::session::CurrentUser;
use super::sportsbook_sessions::currency_of;
use crate::app::AppState;
use crate::clock::iso;
use crate::db::limits::{self as limit_store, DayResult};
use crate::db::sportsbook_sessions as sessions;
use crate::http::error::ApiResult;
use crate::wire::Data;
use anyhow::Context;
use axum::extract::State;
use axum::Json;
use serde::Serialize;
use sportsbook_core::limits::{Period, DAY_MS, MINUTE_MS};
use sqlx::AnyConnection;
use utoipa::ToSchema;

/// How many periods of each length the chart shows, the current one last.
const DAYS: usize = 14;
const WEEKS: usize = 8;
const MONTHS: usize = 6;
/// How many answered reality checks the history shows.
const CHECKS: i64 = 20;

/// Stakes and returns in one period (minor units of the dashboard's currency).
#[derive(Debug, Serialize, ToSchema, PartialEq, Eq)]
pub struct PeriodResult {
    pub from: String,
    /// Where the next period begins.
    pub to: String,
    /// Stakes of the bets placed in the period.
    pub staked: i64,
    /// Returns of the bets settled or voided in the period.
    pub returned: i64,
    /// `returned − staked`: negative when the period lost money.
    pub net: i64,
}

/// The net result per period, oldest first, the current period last.
#[derive(Debug, Serialize, ToSchema)]
pub struct NetResults {
    /// The last 14 days.
    pub day: Vec<PeriodResult>,
    /// The last 8 weeks (from Monday).
    pub week: Vec<PeriodResult>,
    /// The last 6 calendar months.
    pub month: Vec<PeriodResult>,
}

/// Minutes spent in sportsbook sessions in the current day, week and month.
#[derive(Debug, Serialize, ToSchema)]
pub struct TimeSpent {
    pub day: i64,
    pub week: i64,
    pub month: i64,
}

/// A reality check the player answered.
#[derive(Debug, Serialize, ToSchema)]
pub struct AnsweredCheck {
    pub answered_at: String,
    /// `continue` or `stop`.
    pub choice: String,
    /// How long the session had lasted when it was answered.
    pub session_minutes: i64,
}

/// The dashboard's figures, in the player's current currency; periods are UTC, as the limits'.
#[derive(Debug, Serialize, ToSchema)]
pub struct SaferGambling {
    pub currency: &'static str,
    pub subunits: i64,
    pub net: NetResults,
    pub time_spent_minutes: TimeSpent,
    /// The latest 20, newest first.
    pub reality_checks: Vec<AnsweredCheck>,
}

/// The player's safer-gambling figures.
#[utoipa::path(get, path = "/api/platform/player/safer_gambling", tag = "platform",
    responses((status = 200, body = Data<SaferGambling>), (status = 401)))]
pub async fn get_safer_gambling(
    State(state): State<AppState>,
    CurrentUser { user, .. }: CurrentUser,
) -> ApiResult<Json<Data<SaferGambling>>> {
    let now = crate::clock::now_ms();
    let currency = currency_of(&user);
    let mut conn = state.db.pool.acquire().await.context("a connection")?;
    let periods = [(Period::Day, DAYS), (Period::Week, WEEKS), (Period::Month, MONTHS)]
        .map(|(period, count)| period.recent(now, count));
    let earliest = periods.iter().filter_map(|list| list.first()).map(|bounds| bounds.0).min().unwrap_or(now);
    let days = limit_store::daily_results(&mut conn, user.id, currency.code(), earliest).await?;
    let [day, week, month] = periods.map(|list| results(&days, &list));
    let reality_checks = sessions::answered_checks(&mut conn, user.id, CHECKS)
        .await?
        .into_iter()
        .map(|check| AnsweredCheck {
            answered_at: iso(check.answered_at),
            session_minutes: (check.answered_at - check.session_started_at) / MINUTE_MS,
            choice: check.choice,
        })
        .collect();
    let data = SaferGambling {
        currency: currency.code(),
        subunits: currency.subunits(),
        net: NetResults { day, week, month },
        time_spent_minutes: TimeSpent {
            day: minutes_in(&mut conn, user.id, Period::Day, now).await?,
            week: minutes_in(&mut conn, user.id, Period::Week, now).await?,
            month: minutes_in(&mut conn, user.id, Period::Month, now).await?,
        },
        reality_checks,
    };
    Ok(Json(Data { data }))
}

/// Sums the days of `days` into each period of `periods`.
fn results(days: &[DayResult], periods: &[(i64, i64)]) -> Vec<PeriodResult> {
    periods
        .iter()
        .map(|&(from, to)| {
            let inside = days.iter().filter(|d| (from..to).contains(&(d.day * DAY_MS)));
            let (staked, returned) =
                inside.fold((0i64, 0i64), |(s, r), d| (s.saturating_add(d.staked), r.saturating_add(d.returned)));
            PeriodResult { from: iso(from), to: iso(to), staked, returned, net: returned.saturating_sub(staked) }
        })
        .collect()
}

async fn minutes_in(conn: &mut AnyConnection, user_id: i64, period: Period, now: i64) -> anyhow::Result<i64> {
    crate::limits::session_minutes(conn, user_id, period.bounds(now).0, now).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_add_up_into_the_period_they_fall_in() {
        let days = [
            DayResult { day: 9, staked: 500, returned: 0 },
            DayResult { day: 10, staked: 1_000, returned: 2_500 },
            DayResult { day: 11, staked: 300, returned: 100 },
        ];
        let periods = [(9 * DAY_MS, 10 * DAY_MS), (10 * DAY_MS, 12 * DAY_MS), (12 * DAY_MS, 13 * DAY_MS)];
        let figures: Vec<_> = results(&days, &periods).iter().map(|r| (r.staked, r.returned, r.net)).collect();
        assert_eq!(figures, vec![(500, 0, -500), (1_300, 2_600, 1_300), (0, 0, 0)]);
    }
}
