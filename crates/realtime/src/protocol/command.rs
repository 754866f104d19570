//! Incoming commands: one JSON object per line, the first non-null method field wins.

use std::collections::HashMap;

use serde::Deserialize;

use super::{Payload, StreamPosition};

#[derive(Debug, Default, Deserialize)]
pub struct ConnectRequest {
    #[serde(default)]
    pub token: String,
    #[serde(default)]
    pub data: Option<Payload>,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub version: String,
    /// Server-side subscriptions the client wants recovered: channel → position.
    #[serde(default)]
    pub subs: HashMap<String, SubscribeRequest>,
}

#[derive(Debug, Default, Deserialize)]
pub struct SubscribeRequest {
    #[serde(default)]
    pub channel: String,
    #[serde(default)]
    pub token: String,
    #[serde(default)]
    pub data: Option<Payload>,
    #[serde(default)]
    pub recover: bool,
    #[serde(default)]
    pub offset: u64,
    #[serde(default)]
    pub epoch: String,
    #[serde(default)]
    pub delta: String,
    #[serde(default)]
    pub positioned: bool,
    #[serde(default)]
    pub recoverable: bool,
    #[serde(default)]
    pub flag: u64,
}

#[derive(Debug, Default, Deserialize)]
pub struct ChannelRequest {
    #[serde(default)]
    pub channel: String,
}

#[derive(Debug, Deserialize)]
pub struct PublishRequest {
    #[serde(default)]
    pub channel: String,
    pub data: Payload,
}

#[derive(Debug, Default, Deserialize)]
pub struct HistoryRequest {
    #[serde(default)]
    pub channel: String,
    #[serde(default)]
    pub limit: i64,
    #[serde(default)]
    pub since: Option<StreamPosition>,
    #[serde(default)]
    pub reverse: bool,
}

#[derive(Debug, Default, Deserialize)]
pub struct RpcRequest {
    #[serde(default)]
    pub method: String,
    #[serde(default)]
    pub data: Option<Payload>,
}

#[derive(Debug, Default, Deserialize)]
pub struct RefreshRequest {
    #[serde(default)]
    pub token: String,
}

#[derive(Debug, Default, Deserialize)]
pub struct SubRefreshRequest {
    #[serde(default)]
    pub channel: String,
    #[serde(default)]
    pub token: String,
}

#[derive(Debug, Default, Deserialize)]
pub struct SendRequest {
    #[serde(default)]
    pub data: Option<Payload>,
}

/// What a command asks for.
#[derive(Debug)]
pub enum Method {
    Connect(ConnectRequest),
    Subscribe(SubscribeRequest),
    Unsubscribe(ChannelRequest),
    Publish(PublishRequest),
    Presence(ChannelRequest),
    PresenceStats(ChannelRequest),
    History(HistoryRequest),
    Rpc(RpcRequest),
    Refresh(RefreshRequest),
    SubRefresh(SubRefreshRequest),
    Send(SendRequest),
    /// `{}`: the answer to a server ping.
    Pong,
    /// An id but no method the server knows.
    Unknown,
}

#[derive(Debug)]
pub struct Command {
    pub id: u32,
    pub method: Method,
}

#[derive(Deserialize)]
struct RawCommand {
    #[serde(default)]
    id: u32,
    connect: Option<ConnectRequest>,
    subscribe: Option<SubscribeRequest>,
    unsubscribe: Option<ChannelRequest>,
    publish: Option<PublishRequest>,
    presence: Option<ChannelRequest>,
    presence_stats: Option<ChannelRequest>,
    history: Option<HistoryRequest>,
    rpc: Option<RpcRequest>,
    refresh: Option<RefreshRequest>,
    sub_refresh: Option<SubRefreshRequest>,
    send: Option<SendRequest>,
}

/// A frame that is not newline-separated JSON commands.
#[derive(Debug, PartialEq, Eq)]
pub struct MalformedFrame;

/// Splits a text frame into commands, in order. Blank lines are skipped; any bad line fails the frame.
pub fn parse_frame(text: &str) -> Result<Vec<Command>, MalformedFrame> {
    text.split('\n').filter(|line| !line.trim().is_empty()).map(parse_command).collect()
}

fn parse_command(line: &str) -> Result<Command, MalformedFrame> {
    let raw: RawCommand = serde_json::from_str(line).map_err(|_| MalformedFrame)?;
    let method = if let Some(r) = raw.connect {
        Method::Connect(r)
    } else if let Some(r) = raw.subscribe {
        Method::Subscribe(r)
    } else if let Some(r) = raw.unsubscribe {
        Method::Unsubscribe(r)
    } else if let Some(r) = raw.publish {
        Method::Publish(r)
    } else if let Some(r) = raw.presence {
        Method::Presence(r)
    } else if let Some(r) = raw.presence_stats {
        Method::PresenceStats(r)
    } else if let Some(r) = raw.history {
        Method::History(r)
    } else if let Some(r) = raw.rpc {
        Method::Rpc(r)
    } else if let Some(r) = raw.refresh {
        Method::Refresh(r)
    } else if let Some(r) = raw.sub_refresh {
        Method::SubRefresh(r)
    } else if let Some(r) = raw.send {
        Method::Send(r)
    } else if raw.id == 0 {
        Method::Pong
    } else {
        Method::Unknown
    };
    Ok(Command { id: raw.id, method })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_batched_frame_yields_commands_in_order() {
        let frame = "{\"connect\":{\"token\":\"t\",\"name\":\"js\"},\"id\":1}\n{\"subscribe\":{\"channel\":\"sports:1\",\"flag\":1},\"id\":2}";
        let commands = parse_frame(frame).expect("valid frame");
        assert_eq!(commands.len(), 2);
        assert!(matches!(&commands[0].method, Method::Connect(c) if c.token == "t"));
        assert!(matches!(&commands[1].method, Method::Subscribe(s) if s.channel == "sports:1" && s.flag == 1));
        assert_eq!(commands[1].id, 2);
    }

    #[test]
    fn an_empty_object_is_a_pong_and_an_unknown_field_is_an_unknown_method() {
        let commands = parse_frame("{}\n{\"id\":7,\"teleport\":{}}\n").expect("valid frame");
        assert!(matches!(commands[0].method, Method::Pong));
        assert!(matches!(commands[1].method, Method::Unknown));
    }

    #[test]
    fn malformed_json_fails_the_whole_frame() {
        assert_eq!(parse_frame("{\"id\":1,\"connect\":{}}\nnot json").err(), Some(MalformedFrame));
        assert!(parse_frame("[1,2]").is_err());
    }

    #[test]
    fn recovery_fields_are_read_from_subscribe() {
        let frame = r#"{"subscribe":{"channel":"c","recover":true,"offset":2,"epoch":"E1","delta":"fossil"},"id":4}"#;
        let commands = parse_frame(frame).expect("valid frame");
        let Method::Subscribe(s) = &commands[0].method else { panic!("not a subscribe") };
        assert!(s.recover);
        assert_eq!((s.offset, s.epoch.as_str(), s.delta.as_str()), (2, "E1", "fossil"));
    }
}
