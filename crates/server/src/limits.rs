//! Holding activity against a player's safer-gambling limits (docs/decisions/022): the room
//! each money limit leaves in the current period, and the limit an activity would break. The
//! checks run inside the transaction that moves the money, so two requests cannot both use the
//! last of a limit.

use crate::db::activity;
use crate::db::limits::{self as store, UserLimit};
use crate::db::sessions as sign_ins;
use crate::db::sportsbook_sessions as sessions;
use crate::error_code::ErrorCode;
use serde_json::{json, Value};
use sportsbook_core::limits::{LimitKind, Period, MINUTE_MS};
use sportsbook_core::money::{Amount, Currency};
use sqlx::AnyConnection;

/// What the player is about to do with money.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Activity {
    Deposit,
    Stake,
}

impl Activity {
    fn is_held_by(self, kind: LimitKind) -> bool {
        match self {
            Activity::Deposit => kind == LimitKind::Deposit,
            Activity::Stake => matches!(kind, LimitKind::Bet | LimitKind::Wager | LimitKind::Loss),
        }
    }
}

/// A limit an amount would break: which one, its amount, the room it leaves, and when it resets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Breach {
    pub kind: LimitKind,
    pub period: Option<Period>,
    /// The limit's own amount, quoted in the refusal (decision 049).
    pub limit: Amount,
    pub available: Amount,
    pub resets_at: Option<i64>,
}

impl Breach {
    pub fn code(&self) -> ErrorCode {
        refusal_code(self.kind)
    }

    /// The error's details: the limit's type, period and amount, when it resets, and what is left.
    pub fn details(&self) -> Value {
        let mut details = Reached { kind: self.kind, period: self.period, resets_at: self.resets_at }.details();
        details["limit"] = json!(self.limit.to_decimal());
        details["available"] = json!(self.available.to_decimal());
        details["currency"] = json!(self.available.currency.code());
        details
    }
}

/// The code of a refusal by a limit of `kind`.
fn refusal_code(kind: LimitKind) -> ErrorCode {
    match kind {
        LimitKind::Deposit => ErrorCode::DepositLimitReached,
        LimitKind::Wager => ErrorCode::WagerLimitReached,
        LimitKind::Loss => ErrorCode::LossLimitReached,
        LimitKind::Time => ErrorCode::TimeLimitReached,
        LimitKind::Activity => ErrorCode::ActivityLimitReached,
        LimitKind::SportsbookSession | LimitKind::Session => ErrorCode::SessionLimitReached,
        LimitKind::Bet | LimitKind::CoolingOff | LimitKind::SelfExclusion | LimitKind::RealityCheck => {
            ErrorCode::BetLimitReached
        }
    }
}

/// One money limit with the room it leaves now.
#[derive(Debug, Clone)]
struct Held {
    kind: LimitKind,
    period: Option<Period>,
    /// The limit's amount, minor units.
    amount: i64,
    /// Minor units; negative when already over (a limit lowered below what was used).
    room: i64,
    /// Whether it had room when loaded (so using the last of it can be told once).
    had_room: bool,
    resets_at: Option<i64>,
}

/// A limit an activity has just used up, for the player's notification.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reached {
    pub kind: LimitKind,
    pub period: Option<Period>,
    pub resets_at: Option<i64>,
}

impl Reached {
    /// The notification's data: the limit's type and period, and when it resets.
    pub fn details(&self) -> Value {
        json!({
            "limit_type": self.kind.as_str(),
            "period": self.period.map(Period::as_str),
            "resets_at": self.resets_at.map(crate::clock::iso),
        })
    }
}

/// The room a player's money limits in one currency leave for one activity, moved by every
/// amount taken.
#[derive(Debug, Clone)]
pub struct Room {
    currency: Currency,
    held: Vec<Held>,
}

impl Room {
    /// Reads the figures of every limit of `limits` (one player's) that holds `activity` in
    /// `currency`.
    pub async fn load(
        conn: &mut AnyConnection,
        limits: &[UserLimit],
        activity: Activity,
        currency: Currency,
        now: i64,
    ) -> anyhow::Result<Room> {
        let mut held = Vec::new();
        for limit in limits {
            let (Some(amount), Some(code)) = (limit.amount, limit.currency.as_deref()) else { continue };
            if !activity.is_held_by(limit.kind) || code != currency.code() {
                continue;
            }
            let (used, resets_at) = used(conn, limit, now).await?;
            let room = amount.saturating_sub(used);
            held.push(Held { kind: limit.kind, period: limit.period, amount, room, had_room: room > 0, resets_at });
        }
        Ok(Room { currency, held })
    }

    /// Takes `amount` (minor units) when every limit has room for it; else the limit with the
    /// least room (the strictest wins).
    pub fn take(&mut self, amount: i64) -> Result<(), Breach> {
        let breach = self.held.iter().filter(|h| amount > h.room).min_by_key(|h| h.room);
        if let Some(h) = breach {
            return Err(Breach {
                kind: h.kind,
                period: h.period,
                limit: Amount::new(h.amount, self.currency),
                available: Amount::new(h.room.max(0), self.currency),
                resets_at: h.resets_at,
            });
        }
        self.move_by(-amount);
        Ok(())
    }

    /// Gives back an amount taken (its placement was refused later on).
    pub fn give_back(&mut self, amount: i64) {
        self.move_by(amount);
    }

    fn move_by(&mut self, amount: i64) {
        for h in self.held.iter_mut().filter(|h| h.kind != LimitKind::Bet) {
            h.room = h.room.saturating_add(amount);
        }
    }

    /// The largest amount every limit has room for (`None`: no limit holds this activity).
    pub fn available(&self) -> Option<i64> {
        self.held.iter().map(|h| h.room.max(0)).min()
    }

    /// The period limits the amounts taken since loading have used up (a stake limit holds each
    /// bet on its own and is never used up).
    pub fn reached(&self) -> Vec<Reached> {
        self.held
            .iter()
            .filter(|h| h.kind != LimitKind::Bet && h.had_room && h.room <= 0)
            .map(|h| Reached { kind: h.kind, period: h.period, resets_at: h.resets_at })
            .collect()
    }

    /// Whether any limit holds this activity.
    pub fn is_empty(&self) -> bool {
        self.held.is_empty()
    }
}

/// What a limit has used in its current period and when the period resets (`None` for a
/// per-bet or per-session limit): a money limit in minor units (a loss limit's can be negative
/// after wins); a time limit the minutes of sessions in the period, a session limit the minutes
/// of the open session, a sign-in (`session`) limit those of the longest-running sign-in.
pub async fn used(conn: &mut AnyConnection, limit: &UserLimit, now: i64) -> anyhow::Result<(i64, Option<i64>)> {
    let user = limit.user_id;
    match (limit.kind, limit.period) {
        (LimitKind::Time | LimitKind::Activity, Some(period)) => {
            let (from, resets_at) = period.bounds(now);
            return Ok((minutes_played(conn, limit.kind, user, from, now).await?, Some(resets_at)));
        }
        (LimitKind::SportsbookSession, _) => {
            let open = sessions::open(conn, user, now).await?;
            return Ok((open.map_or(0, |session| (now - session.started_at) / MINUTE_MS), None));
        }
        (LimitKind::Session, _) => {
            let started = sign_ins::oldest_live(conn, user, now).await?;
            return Ok((started.map_or(0, |started| (now - started) / MINUTE_MS), None));
        }
        _ => {}
    }
    let Some(code) = limit.currency.as_deref() else { return Ok((0, None)) };
    let Some(period) = limit.period else { return Ok((0, None)) };
    let (from, resets_at) = period.bounds(now);
    let user = limit.user_id;
    let used = match limit.kind {
        LimitKind::Deposit => store::deposited(conn, user, code, from).await?,
        LimitKind::Wager => store::staked(conn, user, code, from).await?,
        LimitKind::Loss => {
            let staked = store::staked(conn, user, code, from).await?;
            staked.saturating_sub(store::returned(conn, user, code, from).await?)
        }
        _ => 0,
    };
    Ok((used, Some(resets_at)))
}

/// Minutes of play since `from` as a time limit (sessions) or an activity limit (reported
/// active minutes) counts them.
async fn minutes_played(
    conn: &mut AnyConnection,
    kind: LimitKind,
    user: i64,
    from: i64,
    now: i64,
) -> anyhow::Result<i64> {
    match kind {
        LimitKind::Activity => activity::minutes_since(conn, user, from).await,
        _ => session_minutes(conn, user, from, now).await,
    }
}

/// Whole minutes the player spent in sportsbook sessions between `from` and `now` (what a time
/// limit counts).
pub async fn session_minutes(conn: &mut AnyConnection, user: i64, from: i64, now: i64) -> anyhow::Result<i64> {
    Ok(sessions::time_spent(conn, user, from, now).await? / MINUTE_MS)
}

/// The refusal of a player whose time or activity limit among `limits` is used up for its
/// period, with when it resets.
pub async fn out_of_time(
    conn: &mut AnyConnection,
    limits: &[UserLimit],
    now: i64,
) -> anyhow::Result<Option<(ErrorCode, Value)>> {
    for limit in limits.iter().filter(|limit| matches!(limit.kind, LimitKind::Time | LimitKind::Activity)) {
        let (Some(minutes), Some(period)) = (limit.amount, limit.period) else { continue };
        let (from, resets_at) = period.bounds(now);
        if minutes_played(conn, limit.kind, limit.user_id, from, now).await? >= minutes {
            let details = json!({
                "limit_type": limit.kind.as_str(),
                "period": period.as_str(),
                "resets_at": crate::clock::iso(resets_at),
            });
            return Ok(Some((refusal_code(limit.kind), details)));
        }
    }
    Ok(None)
}

/// The refusal of a player whose time-out or self-exclusion is running among `limits`, with
/// when it ends.
pub fn blocked(limits: &[UserLimit], now: i64) -> Option<(ErrorCode, Value)> {
    let block = limits.iter().find(|limit| limit.blocks_at(now))?;
    let code = match block.kind {
        LimitKind::CoolingOff => ErrorCode::AccountTimedOut,
        _ => ErrorCode::AccountSelfExcluded,
    };
    Some((code, json!({ "limit_type": block.kind.as_str(), "ends_at": block.ends_at.map(crate::clock::iso) })))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn held(kind: LimitKind, room: i64) -> Held {
        Held { kind, period: Some(Period::Day), amount: room, room, had_room: room > 0, resets_at: Some(86_400_000) }
    }

    #[test]
    fn a_limit_is_reached_once_by_the_amount_that_uses_its_last_unit() {
        let mut room = Room {
            currency: Currency::DEFAULT,
            held: vec![held(LimitKind::Wager, 500), held(LimitKind::Loss, 800), held(LimitKind::Bet, 500)],
        };
        room.take(400).expect("room for it");
        assert!(room.reached().is_empty(), "100 left");
        room.take(100).expect("the last of the wager limit");
        assert_eq!(
            room.reached(),
            vec![Reached { kind: LimitKind::Wager, period: Some(Period::Day), resets_at: Some(86_400_000) }],
            "the stake limit holds each bet on its own"
        );
        room.give_back(100);
        assert!(room.reached().is_empty(), "a refused placement gives the room back");
        let spent = Room { currency: Currency::DEFAULT, held: vec![held(LimitKind::Loss, 0)] };
        assert!(spent.reached().is_empty(), "already used up when loaded: told before");
    }
}
