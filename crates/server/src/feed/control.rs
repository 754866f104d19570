//! Operator commands the feed carries out between ticks: ending a simulated match on an entered
//! final score (`POST /api/admin/matches/{id}/result`), after which every market settles from it,
//! and abandoning a match an operator cancelled (it stops, closed, its open markets cancelled).

use super::settle;
use super::tick::{with_model_state, TickOutcome};
use super::Feed;
use crate::catalogue::model::Match;
use crate::catalogue::store::CatalogueStore;
use sportsbook_core::catalogue::{MarketStatus, MatchStatus};
use sportsbook_core::sports::resolution::FinishError;
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot};

/// Why the feed refused a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// No such match is being played (unknown, an outright, or already over).
    NotPlaying,
    /// The score cannot end this match.
    Score(FinishError),
    /// This process runs no feed (it follows another process's database).
    NoFeed,
}

/// What an operator asks of a match.
pub(super) enum Action {
    Finish { home: u32, away: u32 },
    Abandon,
}

/// A command and where its answer goes.
pub(super) struct Command {
    match_id: u64,
    action: Action,
    reply: oneshot::Sender<Result<(), Refusal>>,
}

/// The sending end, held by the application state (cheap to clone).
#[derive(Clone)]
pub struct FeedControl(Option<mpsc::Sender<Command>>);

/// The receiving end, handed to the feed's run loop.
pub struct Commands(pub(super) mpsc::Receiver<Command>);

impl FeedControl {
    /// A control and the receiver for the feed of this process.
    pub fn new() -> (FeedControl, Commands) {
        let (tx, rx) = mpsc::channel(16);
        (FeedControl(Some(tx)), Commands(rx))
    }

    /// A control for a process without a feed: every command is refused.
    pub fn none() -> FeedControl {
        FeedControl(None)
    }

    /// Ends a simulated match with this final score; the feed settles its markets.
    pub async fn finish(&self, match_id: u64, home: u32, away: u32) -> Result<(), Refusal> {
        self.send(match_id, Action::Finish { home, away }).await
    }

    /// Stops playing a cancelled match: closed (status 3), its open markets cancelled (-4).
    pub async fn abandon(&self, match_id: u64) -> Result<(), Refusal> {
        self.send(match_id, Action::Abandon).await
    }

    /// Hands the feed a command and waits until it is persisted and published.
    async fn send(&self, match_id: u64, action: Action) -> Result<(), Refusal> {
        let Some(tx) = &self.0 else { return Err(Refusal::NoFeed) };
        let (reply, answer) = oneshot::channel();
        tx.send(Command { match_id, action, reply }).await.map_err(|_| Refusal::NoFeed)?;
        answer.await.map_err(|_| Refusal::NoFeed)?
    }
}

impl Feed {
    /// Carries out one command: persisted and published before the answer goes back.
    pub(super) async fn obey(&mut self, command: Command, now: i64, catalogue: &CatalogueStore) {
        let Command { match_id, action, reply } = command;
        let changed = match action {
            Action::Finish { home, away } => self.finish_match(match_id, home, away, now),
            Action::Abandon => self.abandon_match(match_id, now),
        };
        let answer = match changed {
            Ok(outcome) => self.commit(outcome, now, catalogue).await.map_err(|error| {
                tracing::error!(%error, "persisting an operator's change to a match failed");
                Refusal::NoFeed
            }),
            Err(refusal) => Err(refusal),
        };
        let _ = reply.send(answer);
    }

    /// Closes a cancelled match: no longer played, every market not settled shown cancelled.
    fn abandon_match(&mut self, id: u64, now: i64) -> Result<TickOutcome, Refusal> {
        let (Some(_), Some(event)) = (self.running.remove(&id), self.events.get(&id)) else {
            return Err(Refusal::NotPlaying);
        };
        let mut markets = event.markets.clone();
        for market in markets.iter_mut().filter(|m| m.status != MarketStatus::Settled) {
            market.status = MarketStatus::Cancelled;
        }
        let closed = Match { status: MatchStatus::Closed, markets, updated_at: now, ..Match::clone(event) };
        self.events.insert(id, Arc::new(closed));
        let mut outcome = TickOutcome::default();
        outcome.changed.insert(id);
        outcome.abandoned.push(id);
        Ok(outcome)
    }

    /// Ends the match on the score: its final state, every market's settlement, and the match
    /// leaving the running set.
    fn finish_match(&mut self, id: u64, home: u32, away: u32, now: i64) -> Result<TickOutcome, Refusal> {
        let (Some(run), Some(event)) = (self.running.get_mut(&id), self.events.get(&id)) else {
            return Err(Refusal::NotPlaying);
        };
        run.model.finish_with(home, away).map_err(Refusal::Score)?;
        let mut outcome = TickOutcome::default();
        let priced = run.model.priced(self.margin);
        outcome.decided = settle::newly_decided(id, &priced, &mut run.decided);
        let updated = with_model_state(event, &run.model, run.model.offer(priced, self.limits), now);
        self.events.insert(id, updated);
        outcome.changed.insert(id);
        outcome.finished = self.take_finished();
        Ok(outcome)
    }
}
