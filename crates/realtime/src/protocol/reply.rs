//! Outgoing replies and pushes, encoded compactly with zero values left out.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::value::RawValue;

use super::{ClientInfo, Payload, Publication};
use crate::codes::{ReplyError, Unsubscribe};
use crate::delta;

/// The server ping, and nothing else, is an empty object.
pub const PING: &str = "{}";

fn is_false(b: &bool) -> bool {
    !*b
}
fn is_zero(n: &u64) -> bool {
    *n == 0
}

#[derive(Debug, Default, Serialize)]
pub struct ConnectResult {
    pub client: String,
    pub version: String,
    #[serde(skip_serializing_if = "is_false")]
    pub expires: bool,
    #[serde(skip_serializing_if = "is_zero")]
    pub ttl: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub data: Option<Payload>,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub subs: BTreeMap<String, SubscribeResult>,
    pub ping: u64,
    pub pong: bool,
}

#[derive(Debug, Default, Serialize)]
pub struct SubscribeResult {
    #[serde(skip_serializing_if = "is_false")]
    pub expires: bool,
    #[serde(skip_serializing_if = "is_zero")]
    pub ttl: u64,
    #[serde(skip_serializing_if = "is_false")]
    pub recoverable: bool,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub epoch: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub publications: Vec<WirePublication>,
    #[serde(skip_serializing_if = "is_false")]
    pub recovered: bool,
    #[serde(skip_serializing_if = "is_zero")]
    pub offset: u64,
    #[serde(skip_serializing_if = "is_false")]
    pub positioned: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub data: Option<Payload>,
    #[serde(skip_serializing_if = "is_false")]
    pub was_recovering: bool,
    #[serde(skip_serializing_if = "is_false")]
    pub delta: bool,
}

#[derive(Debug, Default, Serialize)]
pub struct HistoryResult {
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub publications: Vec<WirePublication>,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub epoch: String,
    #[serde(skip_serializing_if = "is_zero")]
    pub offset: u64,
}

#[derive(Debug, Serialize)]
pub struct RefreshResult {
    pub expires: bool,
    #[serde(skip_serializing_if = "is_zero")]
    pub ttl: u64,
}

#[derive(Debug, Serialize)]
pub struct PresenceResult<'a> {
    pub presence: &'a BTreeMap<String, ClientInfo>,
}

#[derive(Debug, Serialize)]
pub struct PresenceStatsResult {
    pub num_clients: u64,
    pub num_users: u64,
}

#[derive(Debug, Serialize)]
pub struct RpcResult {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub data: Option<Payload>,
}

/// `data` as the client expects it: raw JSON, or a JSON string on delta subscriptions.
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub enum WireData {
    Raw(Payload),
    Text(String),
}

#[derive(Debug, Serialize)]
pub struct WirePublication {
    pub data: WireData,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub info: Option<ClientInfo>,
    #[serde(skip_serializing_if = "is_zero")]
    pub offset: u64,
    #[serde(skip_serializing_if = "is_false")]
    pub delta: bool,
}

impl WirePublication {
    /// The publication as plain JSON.
    pub fn plain(p: &Publication) -> Self {
        Self::with_data(p, WireData::Raw(p.data.clone()), false)
    }

    /// The full payload as a string: the first message of a delta chain.
    pub fn full_text(p: &Publication) -> Self {
        Self::with_data(p, WireData::Text(p.data.get().to_owned()), false)
    }

    /// A fossil delta against `base`, or the full text when no smaller, valid-UTF-8 delta exists.
    pub fn delta_from(base: &RawValue, p: &Publication) -> Self {
        match delta::fossil(base.get(), p.data.get()) {
            Some(patch) => Self::with_data(p, WireData::Text(patch), true),
            None => Self::full_text(p),
        }
    }

    fn with_data(p: &Publication, data: WireData, delta: bool) -> Self {
        Self { data, info: p.info.as_deref().cloned(), offset: p.offset, delta }
    }
}

/// Encodes a run of consecutive publications: plain, or as a delta chain starting after `base`.
pub fn publication_run(pubs: &[Publication], delta: bool, mut base: Option<Payload>) -> Vec<WirePublication> {
    pubs.iter()
        .map(|p| {
            let wire = match (delta, &base) {
                (false, _) => WirePublication::plain(p),
                (true, None) => WirePublication::full_text(p),
                (true, Some(b)) => WirePublication::delta_from(b, p),
            };
            base = Some(p.data.clone());
            wire
        })
        .collect()
}

/// `{"id":N,"<method>":<result>}`.
pub fn ok(id: u32, method: &str, result: &impl Serialize) -> String {
    let body = serde_json::to_string(result).unwrap_or_else(|_| "{}".to_owned());
    format!("{{\"id\":{id},\"{method}\":{body}}}")
}

/// `{"id":N,"error":{…}}`.
pub fn error(id: u32, err: &ReplyError) -> String {
    #[derive(Serialize)]
    struct Error<'a> {
        code: u32,
        message: &'a str,
        #[serde(skip_serializing_if = "is_false")]
        temporary: bool,
    }
    let body = Error { code: err.code, message: &err.message, temporary: err.temporary };
    let body = serde_json::to_string(&body).unwrap_or_else(|_| "{}".to_owned());
    format!("{{\"id\":{id},\"error\":{body}}}")
}

/// `{"push":{"channel":"…","<kind>":<body>}}`.
pub fn push(channel: &str, kind: &str, body: &impl Serialize) -> String {
    let channel = serde_json::to_string(channel).unwrap_or_else(|_| "\"\"".to_owned());
    let body = serde_json::to_string(body).unwrap_or_else(|_| "{}".to_owned());
    format!("{{\"push\":{{\"channel\":{channel},\"{kind}\":{body}}}}}")
}

/// A publication push.
pub fn pub_push(channel: &str, p: &WirePublication) -> String {
    push(channel, "pub", p)
}

/// An unsubscribe push.
pub fn unsubscribe_push(channel: &str, u: Unsubscribe) -> String {
    #[derive(Serialize)]
    struct Body {
        code: u32,
        reason: &'static str,
    }
    push(channel, "unsubscribe", &Body { code: u.code, reason: u.reason })
}

/// A client-level message push (`send` from the server): no channel.
pub fn message_push(data: &Payload) -> String {
    format!("{{\"push\":{{\"message\":{{\"data\":{}}}}}}}", data.get())
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::protocol::parse_payload;

    fn publication(offset: u64, json: &str) -> Publication {
        Publication { offset, data: parse_payload(json).expect("json"), info: None }
    }

    #[test]
    fn a_publication_push_embeds_data_raw() {
        let p = publication(1, r#"{"n": 1}"#);
        assert_eq!(
            pub_push("sports:1", &WirePublication::plain(&p)),
            r#"{"push":{"channel":"sports:1","pub":{"data":{"n":1},"offset":1}}}"#
        );
    }

    #[test]
    fn an_error_reply_leaves_out_temporary_when_false() {
        assert_eq!(
            error(3, &ReplyError::PERMISSION_DENIED),
            r#"{"id":3,"error":{"code":103,"message":"permission denied"}}"#
        );
        assert_eq!(
            error(4, &ReplyError::INTERNAL),
            r#"{"id":4,"error":{"code":100,"message":"internal server error","temporary":true}}"#
        );
    }

    #[test]
    fn zero_values_are_left_out_of_a_subscribe_result() {
        let r = SubscribeResult { recoverable: true, positioned: true, epoch: "E1".into(), ..Default::default() };
        assert_eq!(
            ok(2, "subscribe", &r),
            r#"{"id":2,"subscribe":{"recoverable":true,"epoch":"E1","positioned":true}}"#
        );
    }

    #[test]
    fn a_delta_run_starts_with_the_full_text_and_continues_with_patches() {
        let long = "x".repeat(200);
        let a = publication(1, &format!(r#"{{"a":"{long}","n":1}}"#));
        let b = publication(2, &format!(r#"{{"a":"{long}","n":2}}"#));
        let run = publication_run(&[a.clone(), b.clone()], true, None);
        assert!(!run[0].delta);
        assert!(matches!(&run[0].data, WireData::Text(t) if t == a.data.get()));
        assert!(run[1].delta);
        let WireData::Text(patch) = &run[1].data else { panic!("text expected") };
        let rebuilt = fossil_delta::apply(a.data.get(), patch).expect("applies");
        assert_eq!(rebuilt, b.data.get().as_bytes());
    }

    #[test]
    fn client_info_always_carries_user_and_client() {
        let info = ClientInfo { user: String::new(), client: "c".into(), conn_info: None, chan_info: None };
        let p = Publication { offset: 0, data: parse_payload("1").expect("json"), info: Some(Arc::new(info)) };
        assert_eq!(
            serde_json::to_string(&WirePublication::plain(&p)).expect("serialises"),
            r#"{"data":1,"info":{"user":"","client":"c"}}"#
        );
    }
}
