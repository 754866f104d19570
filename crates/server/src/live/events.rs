//! What changed between two catalogue snapshots, as realtime publications
//! (docs/product.md#realtime-events): pure, so the rules are unit-tested without a server.
//!
//! - `match_changed` (updates + match channel): the match as lists show it (`MatchDto`), when
//!   anything but a running clock's normal progress changed. Clients advance a running clock
//!   from `clock_updated_at` themselves, so a clock is republished only when it stops, starts
//!   or drifts from that extrapolation.
//! - `match_status_changed` (updates): a match moved between prematch, live and finished.
//! - `markets_changed`: on the match channel every listed market; on the updates channel only
//!   the list-view markets, and only when they changed and no `match_changed` carried them.
//! - `provider_status_changed` (updates): a provider's feed went down or came back.

use super::channels;
use crate::catalogue::model::Match;
use crate::catalogue::store::{Snapshot, Structure};
use crate::wire::event::{ListMarkets, MatchDto};
use crate::wire::market::{MarketContext, MarketDto};
use serde::Serialize;
use sportsbook_core::catalogue::{MatchStatus, Provider};
use sportsbook_core::locale::Locale;
use sportsbook_core::statistics::Clock;
use std::collections::HashMap;
use std::sync::Arc;

/// A running clock is republished when it is this many seconds off the clients' extrapolation.
const CLOCK_TOLERANCE_SECS: i64 = 3;

/// One message for one channel, already serialised (`{"event_name", "message"}`).
#[derive(Debug, Clone, PartialEq)]
pub struct Publication {
    pub channel: String,
    pub data: String,
}

#[derive(Serialize)]
struct Envelope<'a, T: Serialize> {
    event_name: &'a str,
    message: T,
}

#[derive(Serialize)]
struct StatusChange {
    id: u64,
    status: MatchStatus,
    previous_status: MatchStatus,
}

#[derive(Serialize)]
struct MainMarkets {
    match_id: u64,
    #[serde(flatten)]
    markets: ListMarkets,
}

#[derive(Serialize)]
struct AllMarkets {
    match_id: u64,
    markets: Vec<MarketDto>,
}

#[derive(Serialize)]
struct ProviderStatus {
    provider: &'static str,
    active: bool,
}

fn envelope<T: Serialize>(event_name: &str, message: T) -> String {
    serde_json::to_string(&Envelope { event_name, message }).unwrap_or_default()
}

/// Follows snapshots and tells what to publish for each new one.
pub struct Changes {
    previous: Arc<Snapshot>,
    /// Each match as its last `match_changed` (or the first snapshot) showed it.
    shown: HashMap<u64, Arc<Match>>,
}

impl Changes {
    pub fn new(snapshot: Arc<Snapshot>) -> Changes {
        let shown = snapshot.matches.iter().map(|m| (m.id, m.clone())).collect();
        Changes { previous: snapshot, shown }
    }

    /// The publications that bring a subscriber from the previous snapshot to `next`.
    pub fn advance(&mut self, next: Arc<Snapshot>) -> Vec<Publication> {
        let mut out = Vec::new();
        let structure = &next.structure;
        for event in &next.matches {
            let before = self.previous.find_match(event.id);
            if before.is_some_and(|b| Arc::ptr_eq(b, event) || **b == **event) {
                continue;
            }
            let view_changed = self.shown.get(&event.id).is_none_or(|shown| view_differs(shown, event));
            if let Some(before) = before.filter(|b| b.status != event.status) {
                let change = StatusChange { id: event.id, status: event.status, previous_status: before.status };
                let data = envelope("match_status_changed", &change);
                out.extend(Locale::ALL.map(|l| Publication { channel: channels::updates(l), data: data.clone() }));
            }
            if view_changed {
                self.shown.insert(event.id, event.clone());
                for locale in Locale::ALL {
                    let data = envelope("match_changed", MatchDto::new(structure, event, locale));
                    out.push(Publication { channel: channels::updates(locale), data: data.clone() });
                    out.push(Publication { channel: channels::match_channel(locale, event.id), data });
                }
            }
            if before.is_none_or(|b| b.markets != event.markets) {
                out.extend(self.markets_changed(structure, before.map(|b| &**b), event, view_changed));
            }
        }
        if next.provider_statuses != self.previous.provider_statuses {
            out.extend(provider_changes(&self.previous.provider_statuses, &next.provider_statuses));
        }
        self.shown.retain(|id, _| next.find_match(*id).is_some());
        self.previous = next;
        out
    }

    fn markets_changed(
        &self,
        structure: &Structure,
        before: Option<&Match>,
        event: &Match,
        view_published: bool,
    ) -> Vec<Publication> {
        let mut out = Vec::new();
        for locale in Locale::ALL {
            let Some(ctx) = MarketContext::new(structure, event, locale) else { continue };
            let markets = ctx.board().into_iter().map(|q| ctx.render(q)).collect();
            let data = envelope("markets_changed", AllMarkets { match_id: event.id, markets });
            out.push(Publication { channel: channels::match_channel(locale, event.id), data });
            if view_published {
                continue;
            }
            let main = main_markets(structure, event, locale);
            let main_before = before.map(|b| main_markets(structure, b, locale));
            if main_before.as_ref() != Some(&main) {
                out.push(Publication { channel: channels::updates(locale), data: main });
            }
        }
        out
    }
}

/// The list-view markets of a match as a `markets_changed` message.
fn main_markets(structure: &Structure, event: &Match, locale: Locale) -> String {
    envelope("markets_changed", MainMarkets { match_id: event.id, markets: ListMarkets::new(structure, event, locale) })
}

fn provider_changes(before: &[(Provider, bool)], after: &[(Provider, bool)]) -> Vec<Publication> {
    let mut out = Vec::new();
    for &(provider, active) in after {
        if before.iter().any(|&(p, a)| p == provider && a == active) {
            continue;
        }
        let data = envelope("provider_status_changed", ProviderStatus { provider: provider.as_str(), active });
        out.extend(Locale::ALL.map(|l| Publication { channel: channels::updates(l), data: data.clone() }));
    }
    out
}

/// Whether a match looks different from how it was last shown, ignoring a running clock that
/// advanced as clients extrapolate it.
fn view_differs(shown: &Match, now: &Match) -> bool {
    let (a, b) = (&shown.statistics, &now.statistics);
    shown.status != now.status
        || shown.start_time != now.start_time
        || shown.end_time != now.end_time
        || shown.has_video != now.has_video
        || shown.stadium != now.stadium
        || shown.city != now.city
        || a.total_score != b.total_score
        || a.game_score != b.game_score
        || a.current_server != b.current_server
        || a.period_score != b.period_score
        || a.max_period_number != b.max_period_number
        || clock_differs(&a.clock, shown.updated_at, &b.clock, now.updated_at)
}

fn clock_differs(shown: &Clock, shown_at: i64, now: &Clock, now_at: i64) -> bool {
    if shown.stopped != now.stopped
        || shown.stoppage_time.is_some() != now.stoppage_time.is_some()
        || shown.stoppage_time_announced != now.stoppage_time_announced
    {
        return true;
    }
    if now.stopped {
        return shown != now;
    }
    let elapsed = (now_at - shown_at) / 1000;
    let drift = |from: Option<u32>, to: Option<u32>, direction: i64| match (from, to) {
        (Some(from), Some(to)) => (i64::from(to) - i64::from(from) - direction * elapsed).abs() > CLOCK_TOLERANCE_SECS,
        (None, None) => false,
        _ => true,
    };
    drift(Some(shown.match_time), Some(now.match_time), 1)
        || drift(shown.stoppage_time, now.stoppage_time, 1)
        || drift(shown.remaining_time_in_period, now.remaining_time_in_period, -1)
        || drift(shown.remaining_time, now.remaining_time, -1)
}

#[cfg(test)]
#[path = "events_tests.rs"]
mod tests;
