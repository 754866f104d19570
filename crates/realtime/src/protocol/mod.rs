//! The JSON wire protocol of centrifuge-js 5.x: commands in, replies and pushes out, both
//! newline-batched inside text frames. Pure: no I/O.

pub mod command;
pub mod reply;

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

/// A JSON value kept as its compact text, embedded raw on the wire (never base64, never quoted).
pub type Payload = Arc<RawValue>;

/// Turns any serialisable value into a compact [`Payload`], written straight to JSON text (no
/// `Value` tree in between); a value that cannot be written as JSON becomes `null`.
pub fn payload(value: &impl serde::Serialize) -> Payload {
    let text = serde_json::to_string(value).unwrap_or_else(|_| "null".to_owned());
    compact_payload(text)
}

/// Parses JSON text into a compact [`Payload`]; `None` when it is not valid JSON.
pub fn parse_payload(text: &str) -> Option<Payload> {
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    Some(payload(&value))
}

fn compact_payload(text: String) -> Payload {
    match RawValue::from_string(text) {
        Ok(raw) => Arc::from(raw),
        Err(_) => Arc::from(RawValue::NULL.to_owned()),
    }
}

/// Who published or subscribed: `ClientInfo` on the wire. `user` and `client` are always written.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ClientInfo {
    #[serde(default)]
    pub user: String,
    #[serde(default)]
    pub client: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conn_info: Option<Payload>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chan_info: Option<Payload>,
}

/// Where a stream stands: the epoch names the stream's incarnation, the offset its last entry.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StreamPosition {
    #[serde(default)]
    pub offset: u64,
    #[serde(default)]
    pub epoch: String,
}

/// One message in a channel. `offset` is 0 on channels without history.
#[derive(Debug, Clone)]
pub struct Publication {
    pub offset: u64,
    pub data: Payload,
    pub info: Option<Arc<ClientInfo>>,
}

/// What brokers store and ship for a publication; the offset travels beside it.
#[derive(Debug, Serialize, Deserialize)]
pub struct PublicationBody {
    pub data: Payload,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub info: Option<ClientInfo>,
}

impl PublicationBody {
    pub fn encode(data: &Payload, info: Option<&ClientInfo>) -> String {
        #[derive(Serialize)]
        struct Body<'a> {
            data: &'a RawValue,
            #[serde(skip_serializing_if = "Option::is_none")]
            info: Option<&'a ClientInfo>,
        }
        serde_json::to_string(&Body { data, info }).unwrap_or_else(|_| r#"{"data":null}"#.to_owned())
    }

    pub fn decode(offset: u64, text: &str) -> Option<Publication> {
        let body: PublicationBody = serde_json::from_str(text).ok()?;
        Some(Publication { offset, data: body.data, info: body.info.map(Arc::new) })
    }
}
