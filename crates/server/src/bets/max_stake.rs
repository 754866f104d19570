//! The largest stake one bet would be accepted with now (docs/product.md#max-stake): the smallest
//! of the player's betting limits (scaled by their stake factor), the room their own stake,
//! wager and loss limits leave (docs/decisions/022), and the liability headroom of the bet's
//! outcomes (`liability`).

use super::request::BetRequest;
use super::{liability, place, validate};
use crate::app::AppState;
use crate::db::{limits, users};
use crate::limits::{Activity, Room};
use crate::refusal::{Decided, Refusal};
use sportsbook_core::locale::Locale;

/// The largest total stake, decimal text in the bet's currency.
pub async fn of(state: &AppState, user: &users::User, bet: &BetRequest, locale: Locale) -> Decided<String> {
    let snapshot = state.catalogue.load();
    let mut ceiling = validate::max_stake(bet, &snapshot, &state.site.betting, place::terms(user))
        .map_err(|refusal| Refusal::Bets { refusals: vec![(0, refusal)], locale })?;
    let mut conn = state.db.pool.acquire().await?;
    let own = limits::of_users(&mut conn, &[user.id]).await?;
    let room = Room::load(&mut conn, &own, Activity::Stake, ceiling.currency, crate::clock::now_ms()).await?;
    if let Some(available) = room.available() {
        ceiling.by_limits = ceiling.by_limits.min(available);
    }
    Ok(liability::max_stake(&mut conn, &ceiling).await?)
}
