//! A player's balances on their private channel (`balance_changed`) after a movement: a
//! payment, a placement, a live bet's decision or a settlement.

use crate::app::AppState;
use crate::db::{ledger, Db};
use crate::wire::platform::Account;

/// The player's active accounts, `current` marking their current currency's.
pub async fn active_accounts(db: &Db, user_id: i64, current: &str) -> anyhow::Result<Vec<Account>> {
    let wallets = ledger::wallets(&db.pool, user_id).await?;
    Ok(wallets.iter().filter(|w| w.is_active).map(|w| Account::of(w, current)).collect())
}

/// Tells the player's open pages (private realtime channel) their balances after a movement.
/// Runs after the commit, so it never fails the request: a failure is logged and the pages
/// catch up when they next load the accounts.
pub async fn announce_balances(state: &AppState, user_id: i64, current: &str) {
    let accounts = match active_accounts(&state.db, user_id, current).await {
        Ok(accounts) => accounts,
        Err(error) => {
            tracing::warn!(user_id, %error, "balances not announced");
            return;
        }
    };
    let message = serde_json::json!({ "accounts": accounts });
    crate::live::publish_to_user(&state.realtime, user_id, "balance_changed", &message).await;
}

/// [`announce_balances`] for players by id, each one's current currency marking the current
/// account (after settlement or a live-bet decision, where the players are not at hand): one
/// query for all of them.
pub async fn announce_players_balances(state: &AppState, user_ids: &[i64]) {
    let wallets = match ledger::players_wallets(&state.db.pool, user_ids).await {
        Ok(wallets) => wallets,
        Err(error) => {
            tracing::warn!(players = user_ids.len(), %error, "balances not announced");
            return;
        }
    };
    for player in wallets.chunk_by(|a, b| a.0 == b.0) {
        let (user_id, current, _) = &player[0];
        let accounts: Vec<Account> =
            player.iter().filter(|(_, _, w)| w.is_active).map(|(_, _, w)| Account::of(w, current)).collect();
        let message = serde_json::json!({ "accounts": accounts });
        crate::live::publish_to_user(&state.realtime, *user_id, "balance_changed", &message).await;
    }
}
