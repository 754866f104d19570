//! What the product tells a player (docs/decisions/023-notifications.md): a notification is
//! stored in the transaction of what it reports (a bet accepted, refused after its delay or
//! settled; a deposit; a limit used up), and after the commit the player's private channel hears
//! `unread_counters_changed` with the new count, on which the client fetches the list.

use crate::app::AppState;
use crate::db::bets::StoredBet;
use crate::db::notifications::{self as store, NewNotification, NotificationKind};
use serde_json::json;
use sportsbook_core::betting::BetStatus;
use std::collections::HashMap;

/// A notification about a bet as it is now.
pub fn about_bet(kind: NotificationKind, bet: &StoredBet) -> NewNotification {
    NewNotification {
        user_id: bet.user_id,
        kind,
        data: json!({
            "bet_id": bet.id,
            "ref": crate::bets::view::reference(bet.id),
            "status": bet.status.code(),
            "result": bet.result.code(),
            "reason": bet.reason,
            "currency": bet.currency.code(),
            "stake": bet.stake,
            "potential_win": bet.potential_win,
            "payout": bet.payout,
        }),
    }
}

/// A safer-gambling limit used up: what the refusal it leads to names (type, period, when it
/// resets).
pub fn limit_reached(user_id: i64, details: serde_json::Value) -> NewNotification {
    NewNotification { user_id, kind: NotificationKind::LimitReached, data: details }
}

/// The notification a bet just stored or decided calls for: accepted (open), refused after its
/// delay, or none (still waiting out its delay).
pub fn on_decision(bet: &StoredBet) -> Option<NewNotification> {
    match bet.status {
        BetStatus::WaitingResults => Some(about_bet(NotificationKind::BetAccepted, bet)),
        BetStatus::Rejected => Some(about_bet(NotificationKind::BetRejected, bet)),
        BetStatus::Submitted | BetStatus::Done | BetStatus::Cancelled => None,
    }
}

/// Tells each player their unread count changed (after the commit that stored or read the
/// notifications); one query for all of them.
pub async fn announce_unread(state: &AppState, user_ids: &[i64]) {
    let counts = match store::unread_many(&state.db.pool, user_ids).await {
        Ok(counts) => counts.into_iter().collect::<HashMap<i64, i64>>(),
        Err(error) => return tracing::warn!(%error, "counting unread notifications failed"),
    };
    for &user_id in user_ids {
        let message = json!({ "unread": counts.get(&user_id).copied().unwrap_or(0) });
        crate::live::publish_to_user(&state.realtime, user_id, "unread_counters_changed", &message).await;
    }
}
