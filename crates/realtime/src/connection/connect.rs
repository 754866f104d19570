//! `connect` and `refresh`: connection tokens, the connect result, server-side subscriptions from
//! the token's `channels` claim, and connection expiry.

use super::session::{expiry, Outcome, Session};
use crate::clock::unix_now;
use crate::codes::{Disconnect, ReplyError};
use crate::jwt::{self, TokenError};
use crate::protocol::command::{ConnectRequest, SubscribeRequest};
use crate::protocol::reply::{ConnectResult, RefreshResult};

impl Session {
    pub(super) async fn connect(&mut self, id: u32, request: ConnectRequest) -> Outcome {
        let config = self.node.config().clone();
        let now = unix_now();
        let claims = if request.token.is_empty() {
            if !config.allow_anonymous {
                return Err(Disconnect::BAD_REQUEST);
            }
            jwt::ConnectionClaims::default()
        } else {
            match jwt::verify_connection(&request.token, &config.secret.0, now) {
                Ok(claims) => claims,
                Err(TokenError::Expired) => {
                    self.reply_error(id, &ReplyError::TOKEN_EXPIRED);
                    self.unusable = true;
                    return Ok(());
                }
                Err(TokenError::Invalid) => return Err(Disconnect::INVALID_TOKEN),
            }
        };
        if !self.session_is_open(&claims).await {
            // The application ended the session the token belongs to: the client asks for a new one.
            self.reply_error(id, &ReplyError::TOKEN_EXPIRED);
            self.unusable = true;
            return Ok(());
        }
        let _ = self.conn.user.set(claims.sub.clone());
        self.conn_info = claims.info.clone();
        self.connected = true;
        self.node.inner().registry.add(self.conn.clone());
        self.start_heartbeat();

        let mut result = ConnectResult {
            client: self.conn.client.clone(),
            version: config.version.clone(),
            ping: config.ping_interval.as_secs().max(1),
            pong: true,
            data: None,
            ..Default::default()
        };
        if let Some(exp) = claims.exp {
            let (ttl, deadline) = expiry(exp, now, config.expired_grace);
            result.expires = true;
            result.ttl = ttl.max(1);
            self.expires_at = Some(deadline);
        }

        let mut recover = request.subs;
        let mut ready = Vec::new();
        for channel in claims.channels {
            let position = recover.remove(&channel).unwrap_or_default();
            let request = SubscribeRequest { channel: channel.clone(), ..position };
            match self.prepare_subscription(&request, None, true).await {
                Ok(prepared) => {
                    ready.push((channel.clone(), prepared.finish));
                    result.subs.insert(channel, prepared.result);
                }
                Err(error) => {
                    tracing::debug!(channel = %channel, code = error.code, "server-side subscription refused")
                }
            }
        }
        self.reply(id, "connect", &result);
        // The connect reply is queued: now release what arrived meanwhile on server-side channels.
        for (channel, finish) in ready {
            self.finish_subscription(&channel, None, finish);
        }
        Ok(())
    }

    /// Whether the application session the token names (if any) is still open.
    async fn session_is_open(&self, claims: &jwt::ConnectionClaims) -> bool {
        match (&claims.session, &self.node.inner().sessions) {
            (Some(session), Some(check)) => check.is_open(claims.sub.clone(), session.clone()).await,
            _ => true,
        }
    }

    pub(super) fn refresh(&mut self, id: u32, token: &str) -> Outcome {
        let config = self.node.config();
        let now = unix_now();
        let claims = match jwt::verify_connection(token, &config.secret.0, now) {
            Ok(claims) => claims,
            Err(TokenError::Expired) => return Err(Disconnect::EXPIRED),
            Err(TokenError::Invalid) => return Err(Disconnect::INVALID_TOKEN),
        };
        if claims.sub != self.user() {
            return Err(Disconnect::INVALID_TOKEN);
        }
        let result = match claims.exp {
            Some(exp) => {
                let (ttl, deadline) = expiry(exp, now, config.expired_grace);
                self.expires_at = Some(deadline);
                RefreshResult { expires: true, ttl: ttl.max(1) }
            }
            None => {
                self.expires_at = None;
                RefreshResult { expires: false, ttl: 0 }
            }
        };
        self.reply(id, "refresh", &result);
        Ok(())
    }
}
