//! The Redis broker: streams in Redis Streams with epoch and top offset in a meta hash, publish and
//! history append in one Lua script, fan-out between nodes over PUB/SUB, presence in a hash with
//! expiry, and a control channel for disconnects on every node.

use std::collections::BTreeMap;
use std::sync::Arc;

use redis::aio::ConnectionManager;
use redis::Script;
use serde::{Deserialize, Serialize};
use tokio::sync::{mpsc, oneshot, watch};

use super::new_epoch;
use crate::clock::unix_now;
use crate::codes::Disconnect;
use crate::config::{ChannelOptions, Config};
use crate::error::{Error, Result};
use crate::handle::Registry;
use crate::hub::{Hub, Interest};
use crate::protocol::{ClientInfo, Payload, Publication, PublicationBody, StreamPosition};
use crate::stream::HistoryQuery;

mod listener;
mod positions;

/// Key names under one prefix.
#[derive(Clone)]
pub(crate) struct Keys {
    prefix: String,
}

impl Keys {
    fn stream(&self, channel: &str) -> String {
        format!("{}.stream.{channel}", self.prefix)
    }
    fn meta(&self, channel: &str) -> String {
        format!("{}.meta.{channel}", self.prefix)
    }
    fn pubsub(&self, channel: &str) -> String {
        format!("{}.pub.{channel}", self.prefix)
    }
    fn presence(&self, channel: &str) -> (String, String) {
        (format!("{}.presence.{channel}", self.prefix), format!("{}.presence_exp.{channel}", self.prefix))
    }
    fn control(&self) -> String {
        format!("{}.control", self.prefix)
    }
    /// The channel of a pub/sub key, or `None` for the control channel.
    fn channel_of<'a>(&self, key: &'a str) -> Option<&'a str> {
        key.strip_prefix(&self.prefix)?.strip_prefix(".pub.")
    }
}

/// A disconnect order sent to every node.
#[derive(Serialize, Deserialize)]
pub(super) struct ControlDisconnect {
    pub user: Option<String>,
    pub code: u16,
    pub reason: String,
}

pub(crate) struct RedisBroker {
    conn: ConnectionManager,
    keys: Keys,
    publish_script: Script,
    history_script: Script,
    presence_script: Script,
    /// The same queue the hub reports interest on; `ready` sends a barrier through it.
    interest: mpsc::UnboundedSender<Interest>,
    meta_ttl: u64,
    presence_ttl: u64,
}

impl RedisBroker {
    pub async fn start(
        url: &str,
        prefix: &str,
        config: &Config,
        hub: Arc<Hub>,
        registry: Arc<Registry>,
        shutdown: watch::Receiver<bool>,
    ) -> Result<Self> {
        let client = redis::Client::open(url)?;
        let conn = client.get_connection_manager().await?;
        let keys = Keys { prefix: prefix.to_owned() };
        let (interest, interest_rx) = mpsc::unbounded_channel();
        hub.report_interest(interest.clone());
        let check_every = config.position_check;
        let listener =
            listener::Listener::connect(client, conn.clone(), keys.clone(), hub, registry, check_every).await?;
        tokio::spawn(listener.run(interest_rx, shutdown));
        Ok(Self {
            conn,
            keys,
            publish_script: Script::new(include_str!("publish.lua")),
            history_script: Script::new(include_str!("history.lua")),
            presence_script: Script::new(include_str!("presence.lua")),
            interest,
            meta_ttl: config.history_meta_ttl.as_secs().max(1),
            presence_ttl: config.presence_ttl.as_secs().max(1),
        })
    }

    pub async fn publish(
        &self,
        channel: &str,
        data: Payload,
        info: Option<ClientInfo>,
        options: &ChannelOptions,
    ) -> Result<StreamPosition> {
        let body = PublicationBody::encode(&data, info.as_ref());
        let mut conn = self.conn.clone();
        if !options.is_positioned() {
            redis::cmd("PUBLISH")
                .arg(self.keys.pubsub(channel))
                .arg(format!("0\n\n{body}"))
                .query_async::<()>(&mut conn)
                .await?;
            return Ok(StreamPosition::default());
        }
        let (offset, epoch): (u64, String) = self
            .publish_script
            .key(self.keys.stream(channel))
            .key(self.keys.meta(channel))
            .arg(body)
            .arg(options.history_size)
            .arg(options.history_ttl.as_secs().max(1))
            .arg(self.meta_ttl)
            .arg(new_epoch())
            .arg(self.keys.pubsub(channel))
            .invoke_async(&mut conn)
            .await?;
        Ok(StreamPosition { offset, epoch })
    }

    pub async fn history(&self, channel: &str, query: &HistoryQuery) -> Result<(Vec<Publication>, StreamPosition)> {
        let since = query.since.as_ref().map(|s| s.offset);
        let (first, last, count) = match (query.reverse, since) {
            (false, None) => ("-".to_owned(), "+".to_owned(), query.limit),
            (false, Some(s)) => ((s + 1).to_string(), "+".to_owned(), query.limit),
            (true, None) => ("+".to_owned(), "-".to_owned(), query.limit),
            (true, Some(s)) if s <= 1 => ("+".to_owned(), "-".to_owned(), 0),
            (true, Some(s)) => ((s - 1).to_string(), "-".to_owned(), query.limit),
        };
        let mut conn = self.conn.clone();
        let reply: Vec<String> = self
            .history_script
            .key(self.keys.stream(channel))
            .key(self.keys.meta(channel))
            .arg(new_epoch())
            .arg(self.meta_ttl)
            .arg(first)
            .arg(last)
            .arg(count.min(i64::MAX as usize))
            .arg(if query.reverse { "1" } else { "0" })
            .invoke_async(&mut conn)
            .await?;
        let mut items = reply.into_iter();
        let top = items.next().and_then(|t| t.parse().ok()).unwrap_or(0);
        let epoch = items.next().unwrap_or_default();
        if query.since.as_ref().is_some_and(|s| !s.epoch.is_empty() && s.epoch != epoch) {
            return Err(Error::UnrecoverablePosition);
        }
        let mut publications = Vec::new();
        while let (Some(offset), Some(body)) = (items.next(), items.next()) {
            let offset = offset.parse().map_err(|_| Error::Broker("bad stream id".into()))?;
            let p = PublicationBody::decode(offset, &body).ok_or_else(|| Error::Broker("bad stream entry".into()))?;
            publications.push(p);
        }
        Ok((publications, StreamPosition { offset: top, epoch }))
    }

    pub async fn ready(&self) -> Result<()> {
        let (tx, rx) = oneshot::channel();
        self.interest.send(Interest::Barrier(tx)).map_err(|_| Error::Broker("listener stopped".into()))?;
        rx.await.map_err(|_| Error::Broker("listener stopped".into()))
    }

    pub async fn check(&self) -> Result<()> {
        let mut conn = self.conn.clone();
        redis::cmd("PING").query_async::<()>(&mut conn).await?;
        Ok(())
    }

    pub async fn add_presence(&self, channel: &str, info: &ClientInfo) -> Result<()> {
        let (hash, zset) = self.keys.presence(channel);
        let info_json = serde_json::to_string(info).map_err(|e| Error::Broker(e.to_string()))?;
        let mut conn = self.conn.clone();
        redis::pipe()
            .atomic()
            .hset(&hash, &info.client, info_json)
            .zadd(&zset, &info.client, unix_now() + self.presence_ttl)
            .expire(&hash, self.presence_ttl as i64)
            .expire(&zset, self.presence_ttl as i64)
            .query_async::<()>(&mut conn)
            .await?;
        Ok(())
    }

    pub async fn remove_presence(&self, channel: &str, client: &str) -> Result<()> {
        let (hash, zset) = self.keys.presence(channel);
        let mut conn = self.conn.clone();
        redis::pipe().atomic().hdel(&hash, client).zrem(&zset, client).query_async::<()>(&mut conn).await?;
        Ok(())
    }

    pub async fn presence(&self, channel: &str) -> Result<BTreeMap<String, ClientInfo>> {
        let (hash, zset) = self.keys.presence(channel);
        let mut conn = self.conn.clone();
        let pairs: Vec<(String, String)> =
            self.presence_script.key(hash).key(zset).arg(unix_now()).invoke_async(&mut conn).await?;
        Ok(pairs
            .into_iter()
            .filter_map(|(client, info)| serde_json::from_str(&info).ok().map(|info| (client, info)))
            .collect())
    }

    pub async fn disconnect(&self, user: Option<&str>, reason: &Disconnect) -> Result<()> {
        let order =
            ControlDisconnect { user: user.map(str::to_owned), code: reason.code, reason: reason.reason.to_string() };
        let body = serde_json::to_string(&order).map_err(|e| Error::Broker(e.to_string()))?;
        let mut conn = self.conn.clone();
        redis::cmd("PUBLISH").arg(self.keys.control()).arg(body).query_async::<()>(&mut conn).await?;
        Ok(())
    }
}
