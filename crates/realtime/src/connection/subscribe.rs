//! `subscribe`, `unsubscribe` and `sub_refresh`: permissions and subscription tokens, stream
//! positions, recovery with the live buffer merged behind the reply, and subscription expiry.

use serde::Serialize;

use super::session::{expiry, Outcome, Session, SubInfo};
use crate::clock::unix_now;
use crate::codes::{Disconnect, ReplyError};
use crate::config::is_private;
use crate::hub::Sub;
use crate::jwt::{self, TokenError};
use crate::protocol::command::SubscribeRequest;
use crate::protocol::reply::{self, RefreshResult, SubscribeResult};
use crate::protocol::{Payload, StreamPosition};
use crate::stream::{recover, HistoryQuery};

/// What a valid subscription token grants beyond permission.
#[derive(Default)]
pub(super) struct Grant {
    chan_info: Option<Payload>,
    data: Option<Payload>,
    exp: Option<u64>,
}

/// Where the reply leaves the client, so the buffered live publications can follow it.
pub(super) struct Finish {
    epoch: String,
    after: u64,
    base: Option<Payload>,
}

pub(super) struct Prepared {
    pub result: SubscribeResult,
    pub finish: Finish,
}

/// Bit 2 of `flag`: the client wants an error rather than an unrecovered subscription.
const FLAG_REJECT_UNRECOVERED: u64 = 2;

impl Session {
    pub(super) async fn subscribe(&mut self, id: u32, request: SubscribeRequest) -> Outcome {
        if request.channel.is_empty() {
            return Err(Disconnect::BAD_REQUEST);
        }
        if !request.delta.is_empty() && request.delta != "fossil" {
            return Err(Disconnect::BAD_REQUEST);
        }
        let Some(options) = self.node.inner().policy.options(&request.channel) else {
            self.reply_error(id, &ReplyError::UNKNOWN_CHANNEL);
            return Ok(());
        };
        if self.subs.len() >= self.node.config().max_subscriptions && !self.subs.contains_key(&request.channel) {
            self.reply_error(id, &ReplyError::LIMIT_EXCEEDED);
            return Ok(());
        }
        let grant = if request.token.is_empty() {
            if is_private(&request.channel) || !options.allow_subscribe {
                self.reply_error(id, &ReplyError::PERMISSION_DENIED);
                return Ok(());
            }
            Grant::default()
        } else {
            match self.check_subscription_token(&request.channel, &request.token)? {
                Ok(grant) => grant,
                Err(error) => {
                    self.reply_error(id, &error);
                    return Ok(());
                }
            }
        };
        match self.prepare_subscription(&request, Some(grant), false).await {
            Ok(prepared) => {
                let text = reply::ok(id, "subscribe", &prepared.result);
                self.finish_subscription(&request.channel, Some(text), prepared.finish);
            }
            Err(error) => self.reply_error(id, &error),
        }
        Ok(())
    }

    /// A token for another channel, user or client is an attack, not a mistake: close 3500.
    fn check_subscription_token(&self, channel: &str, token: &str) -> Result<Result<Grant, ReplyError>, Disconnect> {
        let claims = match jwt::verify_subscription(token, &self.node.config().secret.0, unix_now()) {
            Ok(claims) => claims,
            Err(TokenError::Expired) => return Ok(Err(ReplyError::TOKEN_EXPIRED)),
            Err(TokenError::Invalid) => return Ok(Err(ReplyError::PERMISSION_DENIED)),
        };
        let wrong_client = claims.client.as_ref().is_some_and(|c| *c != self.conn.client);
        if claims.channel != channel || claims.sub != self.user() || wrong_client {
            return Err(Disconnect::INVALID_TOKEN);
        }
        Ok(Ok(Grant { chan_info: claims.info, data: claims.data, exp: claims.exp }))
    }

    /// Registers the subscription (buffering live publications) and builds its result, recovering
    /// missed publications when asked.
    pub(super) async fn prepare_subscription(
        &mut self,
        request: &SubscribeRequest,
        grant: Option<Grant>,
        server_side: bool,
    ) -> Result<Prepared, ReplyError> {
        let channel = request.channel.as_str();
        let inner = self.node.inner();
        let options = inner.policy.options(channel).ok_or(ReplyError::UNKNOWN_CHANNEL)?;
        if self.subs.contains_key(channel) {
            if inner.hub.is_subscribed(channel, self.conn.id) {
                return Err(ReplyError::ALREADY_SUBSCRIBED);
            }
            // The hub failed it (a hole): the client is resubscribing.
            self.subs.remove(channel);
        }
        let positioned = options.is_positioned();
        let delta = request.delta == "fossil" && options.allow_delta && positioned;
        let sub = Sub::new(self.conn.clone(), positioned, delta, server_side);
        inner.hub.start_subscribe(channel, sub).map_err(|_| ReplyError::ALREADY_SUBSCRIBED)?;
        let grant = grant.unwrap_or_default();
        let prepared = self.read_position(request, delta, positioned).await;
        let prepared = match prepared {
            Ok(prepared)
                if request.flag & FLAG_REJECT_UNRECOVERED != 0 && request.recover && !prepared.result.recovered =>
            {
                Err(ReplyError::UNRECOVERABLE_POSITION)
            }
            other => other,
        };
        let mut prepared = match prepared {
            Ok(prepared) => prepared,
            Err(error) => {
                inner.hub.unsubscribe(channel, self.conn.id);
                return Err(error);
            }
        };
        if options.presence {
            let info = self.client_info(grant.chan_info.clone());
            if let Err(e) = inner.broker.add_presence(channel, &info).await {
                tracing::warn!(error = %e, "presence add failed");
            }
        }
        let mut expires_at = None;
        if let Some(exp) = grant.exp {
            let (ttl, deadline) = expiry(exp, unix_now(), self.node.config().expired_grace);
            prepared.result.expires = true;
            prepared.result.ttl = ttl.max(1);
            expires_at = Some(deadline);
        }
        prepared.result.data = grant.data;
        self.subs.insert(channel.to_owned(), SubInfo { options, chan_info: grant.chan_info, expires_at });
        Ok(prepared)
    }

    async fn read_position(
        &self,
        request: &SubscribeRequest,
        delta: bool,
        positioned: bool,
    ) -> Result<Prepared, ReplyError> {
        let inner = self.node.inner();
        inner.broker.ready().await.map_err(|_| ReplyError::INTERNAL)?;
        let mut result = SubscribeResult::default();
        if !positioned {
            return Ok(Prepared { result, finish: Finish { epoch: String::new(), after: 0, base: None } });
        }
        let options = inner.policy.options(&request.channel).ok_or(ReplyError::UNKNOWN_CHANNEL)?;
        let client = StreamPosition { offset: request.offset, epoch: request.epoch.clone() };
        let wanted =
            HistoryQuery { since: Some(client.clone()), limit: self.node.config().history_max, reverse: false };
        let position_only = HistoryQuery::default();
        let read = if request.recover {
            inner.broker.history(&request.channel, &wanted, &options).await
        } else {
            Err(crate::Error::NotAvailable)
        };
        let (history, top) = match read {
            Ok(read) => read,
            Err(_) => inner
                .broker
                .history(&request.channel, &position_only, &options)
                .await
                .map_err(|_| ReplyError::INTERNAL)?,
        };
        result.recoverable = true;
        result.positioned = true;
        result.delta = delta;
        result.epoch = top.epoch.clone();
        result.offset = top.offset;
        let mut finish = Finish { epoch: top.epoch.clone(), after: top.offset, base: None };
        if request.recover {
            let recovery = recover(&client, &top, history);
            result.was_recovering = true;
            result.recovered = recovery.recovered;
            if recovery.recovered {
                result.offset = client.offset;
                finish.after = recovery.publications.last().map_or(client.offset, |p| p.offset);
                finish.base = recovery.publications.last().filter(|_| delta).map(|p| p.data.clone());
                result.publications = reply::publication_run(&recovery.publications, delta, None);
            }
        }
        Ok(Prepared { result, finish })
    }

    /// Queues the reply (if not part of the connect reply) and then the buffered publications.
    pub(super) fn finish_subscription(&self, channel: &str, reply: Option<String>, finish: Finish) {
        let hub = &self.node.inner().hub;
        // A hole makes the hub end the subscription itself (unsubscribe 2500 or disconnect 3010).
        let _ = hub.finish_subscribe(channel, self.conn.id, reply, finish.epoch, finish.after, finish.base);
    }

    pub(super) async fn unsubscribe(&mut self, id: u32, channel: &str) -> Outcome {
        self.drop_subscription(channel).await;
        self.reply(id, "unsubscribe", &Empty {});
        Ok(())
    }

    pub(super) fn sub_refresh(&mut self, id: u32, channel: &str, token: &str) -> Outcome {
        if !self.subs.contains_key(channel) {
            self.reply_error(id, &ReplyError::PERMISSION_DENIED);
            return Ok(());
        }
        let grant = match self.check_subscription_token(channel, token)? {
            Ok(grant) => grant,
            Err(e) if e == ReplyError::TOKEN_EXPIRED => {
                self.reply_error(id, &ReplyError::EXPIRED);
                return Ok(());
            }
            Err(_) => return Err(Disconnect::INVALID_TOKEN),
        };
        let grace = self.node.config().expired_grace;
        let (result, deadline) = match grant.exp {
            Some(exp) => {
                let (ttl, deadline) = expiry(exp, unix_now(), grace);
                (RefreshResult { expires: true, ttl: ttl.max(1) }, Some(deadline))
            }
            None => (RefreshResult { expires: false, ttl: 0 }, None),
        };
        if let Some(sub) = self.subs.get_mut(channel) {
            sub.expires_at = deadline;
        }
        self.reply(id, "sub_refresh", &result);
        Ok(())
    }
}

#[derive(Serialize)]
struct Empty {}
