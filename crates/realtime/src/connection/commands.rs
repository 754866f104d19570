//! The remaining commands: client `publish`, `presence`, `presence_stats`, `history` and `rpc`.

use std::collections::HashSet;

use serde::Serialize;

use super::session::{Outcome, Session};
use crate::codes::ReplyError;
use crate::config::{is_private, RpcCall};
use crate::error::Error;
use crate::protocol::command::{HistoryRequest, PublishRequest, RpcRequest};
use crate::protocol::reply::{HistoryResult, PresenceResult, PresenceStatsResult, RpcResult, WirePublication};
use crate::protocol::{payload, StreamPosition};
use crate::stream::HistoryQuery;

#[derive(Serialize)]
struct Empty {}

impl Session {
    pub(super) async fn publish(&mut self, id: u32, request: PublishRequest) -> Outcome {
        let inner = self.node.inner();
        let Some(options) = inner.policy.options(&request.channel) else {
            self.reply_error(id, &ReplyError::UNKNOWN_CHANNEL);
            return Ok(());
        };
        if !options.allow_publish || (is_private(&request.channel) && !self.subs.contains_key(&request.channel)) {
            self.reply_error(id, &ReplyError::PERMISSION_DENIED);
            return Ok(());
        }
        let chan_info = self.subs.get(&request.channel).and_then(|s| s.chan_info.clone());
        let info = self.client_info(chan_info);
        match inner.broker.publish(&request.channel, request.data, Some(info), &options).await {
            Ok(_) => self.reply(id, "publish", &Empty {}),
            Err(e) => {
                tracing::warn!(error = %e, "client publish failed");
                self.reply_error(id, &ReplyError::INTERNAL);
            }
        }
        Ok(())
    }

    /// Presence needs the channel to keep it and the client to be subscribed.
    fn presence_allowed(&self, channel: &str) -> Result<(), ReplyError> {
        let options = self.node.inner().policy.options(channel).ok_or(ReplyError::UNKNOWN_CHANNEL)?;
        if !options.presence {
            return Err(ReplyError::NOT_AVAILABLE);
        }
        if !self.subs.contains_key(channel) {
            return Err(ReplyError::PERMISSION_DENIED);
        }
        Ok(())
    }

    pub(super) async fn presence(&mut self, id: u32, channel: &str) -> Outcome {
        if let Err(e) = self.presence_allowed(channel) {
            self.reply_error(id, &e);
            return Ok(());
        }
        match self.node.inner().broker.presence(channel).await {
            Ok(presence) => self.reply(id, "presence", &PresenceResult { presence: &presence }),
            Err(_) => self.reply_error(id, &ReplyError::INTERNAL),
        }
        Ok(())
    }

    pub(super) async fn presence_stats(&mut self, id: u32, channel: &str) -> Outcome {
        if let Err(e) = self.presence_allowed(channel) {
            self.reply_error(id, &e);
            return Ok(());
        }
        match self.node.inner().broker.presence(channel).await {
            Ok(presence) => {
                let users: HashSet<&str> = presence.values().map(|i| i.user.as_str()).collect();
                let stats = PresenceStatsResult { num_clients: presence.len() as u64, num_users: users.len() as u64 };
                self.reply(id, "presence_stats", &stats);
            }
            Err(_) => self.reply_error(id, &ReplyError::INTERNAL),
        }
        Ok(())
    }

    pub(super) async fn history(&mut self, id: u32, request: HistoryRequest) -> Outcome {
        let inner = self.node.inner();
        let Some(options) = inner.policy.options(&request.channel) else {
            self.reply_error(id, &ReplyError::UNKNOWN_CHANNEL);
            return Ok(());
        };
        if !options.allow_history || !options.is_positioned() {
            self.reply_error(id, &ReplyError::NOT_AVAILABLE);
            return Ok(());
        }
        if is_private(&request.channel) && !self.subs.contains_key(&request.channel) {
            self.reply_error(id, &ReplyError::PERMISSION_DENIED);
            return Ok(());
        }
        let max = self.node.config().history_max;
        let limit = match request.limit {
            n if n < 0 => max,
            n => (n as usize).min(max),
        };
        let since = request.since.filter(|s: &StreamPosition| s.offset > 0 || !s.epoch.is_empty());
        let query = HistoryQuery { since, limit, reverse: request.reverse };
        match inner.broker.history(&request.channel, &query, &options).await {
            Ok((publications, position)) => {
                let result = HistoryResult {
                    publications: publications.iter().map(WirePublication::plain).collect(),
                    epoch: position.epoch,
                    offset: position.offset,
                };
                self.reply(id, "history", &result);
            }
            Err(Error::UnrecoverablePosition) => self.reply_error(id, &ReplyError::UNRECOVERABLE_POSITION),
            Err(_) => self.reply_error(id, &ReplyError::INTERNAL),
        }
        Ok(())
    }

    pub(super) async fn rpc(&mut self, id: u32, request: RpcRequest) -> Outcome {
        let Some(handler) = self.node.inner().rpc.as_ref() else {
            self.reply_error(id, &ReplyError::NOT_AVAILABLE);
            return Ok(());
        };
        let data = request.data.and_then(|d| serde_json::from_str(d.get()).ok()).unwrap_or(serde_json::Value::Null);
        let call =
            RpcCall { user: self.user().to_owned(), client: self.conn.client.clone(), method: request.method, data };
        match handler.call(call).await {
            Ok(value) => self.reply(id, "rpc", &RpcResult { data: Some(payload(&value)) }),
            Err(error) => self.reply_error(id, &error),
        }
        Ok(())
    }
}
