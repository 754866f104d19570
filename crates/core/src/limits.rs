//! Safer-gambling limits (docs/decisions/022-safer-gambling-limits.md; docs/betting-rules.md §0, §9):
//! the kinds a player can set, the calendar periods money limits count over, and the rule for
//! changing one — tightening takes effect at once, loosening (a higher amount or removal) only
//! after a 24-hour cooling period and the player's confirmation. Time-outs and self-exclusions
//! run their whole length: they can be set, never lifted early.

/// Milliseconds in a day.
/// Milliseconds in a minute and in a day: limits count minutes and UTC days.
pub const MINUTE_MS: i64 = 60_000;
pub const DAY_MS: i64 = 86_400_000;

/// How long a loosening waits before the player may confirm it.
pub const COOLING_MS: i64 = DAY_MS;

/// A limit a player can set (the user-limit types of docs/product.md#safer-gambling that this
/// product enforces so far).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LimitKind {
    /// Money deposited per period.
    Deposit,
    /// Stakes placed per period.
    Wager,
    /// Stakes placed less returns paid per period.
    Loss,
    /// The stake of one bet.
    Bet,
    /// A time-out: no sign-in, betting or deposits until it ends.
    CoolingOff,
    /// A self-exclusion: as a time-out, for months, years or indefinitely.
    SelfExclusion,
    /// Minutes one sportsbook session may last.
    SportsbookSession,
    /// Minutes one sign-in may last.
    Session,
    /// Minutes of sportsbook sessions per period.
    Time,
    /// Minutes between reality checks.
    RealityCheck,
    /// Minutes of active play (the app reports each active minute) per period.
    Activity,
}

impl LimitKind {
    pub const ALL: [LimitKind; 11] = [
        LimitKind::Deposit,
        LimitKind::Wager,
        LimitKind::Loss,
        LimitKind::Bet,
        LimitKind::CoolingOff,
        LimitKind::SelfExclusion,
        LimitKind::SportsbookSession,
        LimitKind::Session,
        LimitKind::Time,
        LimitKind::RealityCheck,
        LimitKind::Activity,
    ];

    /// The type's name on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            LimitKind::Deposit => "deposit",
            LimitKind::Wager => "wager",
            LimitKind::Loss => "loss",
            LimitKind::Bet => "bet",
            LimitKind::CoolingOff => "coolingoff",
            LimitKind::SelfExclusion => "selfexclusion",
            LimitKind::SportsbookSession => "sportsbook_session",
            LimitKind::Session => "session",
            LimitKind::Time => "time",
            LimitKind::RealityCheck => "reality_check",
            LimitKind::Activity => "activity",
        }
    }

    pub fn parse(text: &str) -> Option<LimitKind> {
        LimitKind::ALL.into_iter().find(|kind| kind.as_str() == text)
    }

    /// An amount per period (deposit, wager, loss; time, activity).
    pub fn has_period(self) -> bool {
        matches!(self, LimitKind::Deposit | LimitKind::Wager | LimitKind::Loss | LimitKind::Time | LimitKind::Activity)
    }

    /// An amount of minutes, not money (sessions, sign-ins, time, reality check, activity).
    pub fn is_minutes(self) -> bool {
        matches!(
            self,
            LimitKind::SportsbookSession
                | LimitKind::Session
                | LimitKind::Time
                | LimitKind::RealityCheck
                | LimitKind::Activity
        )
    }

    /// The minutes a limit of this kind over `period` may be: at least one, at most the period
    /// (a day for a session or a sign-in, eight hours between reality checks).
    pub fn minutes_allowed(self, period: Option<Period>) -> std::ops::RangeInclusive<i64> {
        let most = match (self, period) {
            (LimitKind::RealityCheck, _) => 8 * 60,
            (_, Some(Period::Week)) => 7 * 24 * 60,
            (_, Some(Period::Month)) => 31 * 24 * 60,
            _ => 24 * 60,
        };
        1..=most
    }

    /// A block on the whole account for a while (time-out, self-exclusion).
    pub fn is_block(self) -> bool {
        matches!(self, LimitKind::CoolingOff | LimitKind::SelfExclusion)
    }
}

/// The calendar period a money limit counts over, in UTC: a day from midnight, a week from
/// Monday, a month from its first day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Period {
    Day,
    Week,
    Month,
}

impl Period {
    pub const ALL: [Period; 3] = [Period::Day, Period::Week, Period::Month];

    pub fn as_str(self) -> &'static str {
        match self {
            Period::Day => "day",
            Period::Week => "week",
            Period::Month => "month",
        }
    }

    pub fn parse(text: &str) -> Option<Period> {
        Period::ALL.into_iter().find(|period| period.as_str() == text)
    }

    /// The start of the period `now_ms` falls in and the start of the next one (when the limit
    /// resets), both Unix milliseconds.
    pub fn bounds(self, now_ms: i64) -> (i64, i64) {
        let day = now_ms.div_euclid(DAY_MS);
        match self {
            Period::Day => (day * DAY_MS, (day + 1) * DAY_MS),
            Period::Week => {
                // 1970-01-01 was a Thursday: three days after a Monday.
                let monday = day - (day + 3).rem_euclid(7);
                (monday * DAY_MS, (monday + 7) * DAY_MS)
            }
            Period::Month => {
                let (year, month, _) = civil_from_days(day);
                let next = if month == 12 { (year + 1, 1) } else { (year, month + 1) };
                (days_from_civil(year, month, 1) * DAY_MS, days_from_civil(next.0, next.1, 1) * DAY_MS)
            }
        }
    }

    /// The bounds of the last `count` periods up to the one `now_ms` falls in, oldest first.
    pub fn recent(self, now_ms: i64, count: usize) -> Vec<(i64, i64)> {
        let mut periods = Vec::with_capacity(count);
        let mut at = now_ms;
        for _ in 0..count {
            let bounds = self.bounds(at);
            periods.push(bounds);
            at = bounds.0 - 1;
        }
        periods.reverse();
        periods
    }
}

/// How long a time-out or self-exclusion lasts; `None` is indefinite.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BlockLength {
    Day,
    Week,
    Month,
    SixWeeks,
    SixMonths,
    Year,
    FiveYears,
    Indefinite,
}

impl BlockLength {
    /// The lengths a time-out can have (docs/betting-rules.md §0: 24 h, 1 week, 1 month, 6 weeks).
    pub const TIME_OUTS: [BlockLength; 4] =
        [BlockLength::Day, BlockLength::Week, BlockLength::Month, BlockLength::SixWeeks];
    /// The lengths a self-exclusion can have (6 months, 1 year, 5 years, indefinite).
    pub const EXCLUSIONS: [BlockLength; 4] =
        [BlockLength::SixMonths, BlockLength::Year, BlockLength::FiveYears, BlockLength::Indefinite];

    pub fn as_str(self) -> &'static str {
        match self {
            BlockLength::Day => "day",
            BlockLength::Week => "week",
            BlockLength::Month => "month",
            BlockLength::SixWeeks => "six_weeks",
            BlockLength::SixMonths => "six_months",
            BlockLength::Year => "year",
            BlockLength::FiveYears => "five_years",
            BlockLength::Indefinite => "indefinite",
        }
    }

    /// The length of `kind` named `text`, if `kind` can have it.
    pub fn parse(kind: LimitKind, text: &str) -> Option<BlockLength> {
        let allowed: &[BlockLength] = match kind {
            LimitKind::CoolingOff => &BlockLength::TIME_OUTS,
            LimitKind::SelfExclusion => &BlockLength::EXCLUSIONS,
            _ => &[],
        };
        allowed.iter().copied().find(|length| length.as_str() == text)
    }

    /// When a block set at `from_ms` ends; `None` when it never does. A month is 30 days, a
    /// year 365.
    pub fn end(self, from_ms: i64) -> Option<i64> {
        let days = match self {
            BlockLength::Day => 1,
            BlockLength::Week => 7,
            BlockLength::Month => 30,
            BlockLength::SixWeeks => 42,
            BlockLength::SixMonths => 183,
            BlockLength::Year => 365,
            BlockLength::FiveYears => 5 * 365 + 1,
            BlockLength::Indefinite => return None,
        };
        Some(from_ms.saturating_add(days * DAY_MS))
    }
}

/// What asking for a new amount does to a money limit in force.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// The same or lower (or a first limit): in force at once.
    Now,
    /// Higher: in force once the cooling period has passed and the player confirms.
    AfterCooling,
}

/// The rule for a money limit whose amount in force is `current` (none yet: `None`).
pub fn change(current: Option<i64>, wanted: i64) -> Change {
    match current {
        Some(current) if wanted > current => Change::AfterCooling,
        _ => Change::Now,
    }
}

/// Whether a loosening asked for at `requested_ms` may be confirmed at `now_ms`.
pub fn may_confirm(requested_ms: i64, now_ms: i64) -> bool {
    now_ms >= requested_ms.saturating_add(COOLING_MS)
}

/// Year, month (1–12) and day of the `days`-th day after 1970-01-01 (H. Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// Days from 1970-01-01 to `year-month-day` (the inverse of [`civil_from_days`]).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let yoe = year.rem_euclid(400);
    let mp = if month > 2 { month - 3 } else { month + 9 };
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Unix milliseconds of a UTC date and time.
    fn at(year: i64, month: i64, day: i64, hour: i64) -> i64 {
        days_from_civil(year, month, day) * DAY_MS + hour * 3_600_000
    }

    #[test]
    fn recent_periods_run_back_from_the_current_one_oldest_first() {
        let now = at(2026, 3, 2, 9);
        assert_eq!(
            Period::Month.recent(now, 3),
            vec![
                (at(2026, 1, 1, 0), at(2026, 2, 1, 0)),
                (at(2026, 2, 1, 0), at(2026, 3, 1, 0)),
                (at(2026, 3, 1, 0), at(2026, 4, 1, 0)),
            ]
        );
        assert_eq!(Period::Day.recent(now, 2), vec![(at(2026, 3, 1, 0), at(2026, 3, 2, 0)), Period::Day.bounds(now)]);
        // Monday 2 March 2026 starts its week.
        assert_eq!(Period::Week.recent(now, 2)[0], (at(2026, 2, 23, 0), at(2026, 3, 2, 0)));
        assert!(Period::Day.recent(now, 0).is_empty());
    }

    #[test]
    fn periods_are_utc_calendar_days_weeks_from_monday_and_months() {
        // Wednesday 25 November 2026, 14:00 UTC.
        let now = at(2026, 11, 25, 14);
        assert_eq!(Period::Day.bounds(now), (at(2026, 11, 25, 0), at(2026, 11, 26, 0)));
        assert_eq!(Period::Week.bounds(now), (at(2026, 11, 23, 0), at(2026, 11, 30, 0)));
        assert_eq!(Period::Month.bounds(now), (at(2026, 11, 1, 0), at(2026, 12, 1, 0)));
        // December rolls into the next year; February of a leap year has 29 days.
        assert_eq!(Period::Month.bounds(at(2026, 12, 31, 23)), (at(2026, 12, 1, 0), at(2027, 1, 1, 0)));
        assert_eq!(Period::Month.bounds(at(2028, 2, 29, 12)).1, at(2028, 3, 1, 0));
        // A Monday at midnight starts its own week; a Sunday night is still the last one's.
        assert_eq!(Period::Week.bounds(at(2026, 11, 30, 0)).0, at(2026, 11, 30, 0));
        assert_eq!(Period::Week.bounds(at(2026, 11, 29, 23)).0, at(2026, 11, 23, 0));
        // The last millisecond of a day belongs to it.
        assert_eq!(Period::Day.bounds(at(2026, 11, 26, 0) - 1).1, at(2026, 11, 26, 0));
    }

    #[test]
    fn civil_dates_round_trip_over_four_centuries() {
        for days in (-146_097..146_097).step_by(97) {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(days_from_civil(y, m, d), days, "{y}-{m}-{d}");
        }
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(days_from_civil(2000, 2, 29)), (2000, 2, 29));
    }

    #[test]
    fn tightening_is_at_once_and_loosening_waits_a_day_for_confirmation() {
        assert_eq!(change(None, 5_000), Change::Now);
        assert_eq!(change(Some(5_000), 5_000), Change::Now);
        assert_eq!(change(Some(5_000), 1_000), Change::Now);
        assert_eq!(change(Some(5_000), 5_001), Change::AfterCooling);
        let asked = at(2026, 11, 25, 14);
        assert!(!may_confirm(asked, asked + COOLING_MS - 1));
        assert!(may_confirm(asked, asked + COOLING_MS));
    }

    #[test]
    fn blocks_have_the_lengths_of_betting_rules_and_only_their_own() {
        let from = at(2026, 11, 25, 14);
        assert_eq!(BlockLength::parse(LimitKind::CoolingOff, "day").and_then(|l| l.end(from)), Some(from + DAY_MS));
        assert_eq!(
            BlockLength::parse(LimitKind::CoolingOff, "six_weeks").and_then(|l| l.end(from)),
            Some(from + 42 * DAY_MS)
        );
        assert_eq!(BlockLength::parse(LimitKind::CoolingOff, "year"), None, "a time-out is at most six weeks");
        assert_eq!(BlockLength::parse(LimitKind::SelfExclusion, "day"), None, "self-exclusion is at least six months");
        assert_eq!(BlockLength::parse(LimitKind::SelfExclusion, "indefinite").map(|l| l.end(from)), Some(None));
        assert_eq!(BlockLength::parse(LimitKind::Deposit, "day"), None);
        for kind in LimitKind::ALL {
            assert_eq!(LimitKind::parse(kind.as_str()), Some(kind));
        }
    }

    #[test]
    fn minute_limits_fit_their_period() {
        assert_eq!(LimitKind::Time.minutes_allowed(Some(Period::Day)), 1..=1_440);
        assert_eq!(LimitKind::Time.minutes_allowed(Some(Period::Week)), 1..=10_080);
        assert_eq!(LimitKind::Time.minutes_allowed(Some(Period::Month)), 1..=44_640);
        assert_eq!(LimitKind::SportsbookSession.minutes_allowed(None), 1..=1_440);
        assert_eq!(LimitKind::RealityCheck.minutes_allowed(None), 1..=480);
        assert!(LimitKind::Time.has_period() && LimitKind::Time.is_minutes());
        assert!(!LimitKind::RealityCheck.has_period() && !LimitKind::Loss.is_minutes());
        // A longer reality-check interval is a loosening, as a higher amount is.
        assert_eq!(change(Some(30), 60), Change::AfterCooling);
    }
}
