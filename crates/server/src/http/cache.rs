//! A response cache keyed by catalogue version: identical list requests between two feed
//! updates are served from one rendering, kept plain and gzip-compressed. Concurrent misses
//! for the same key wait for a single rendering instead of all rendering at once.

use axum::body::Bytes;
use axum::http::{header, HeaderMap, HeaderValue};
use axum::response::{IntoResponse, Response};
use flate2::write::GzEncoder;
use flate2::Compression;
use std::collections::HashMap;
use std::io::Write;
use std::sync::{Arc, Mutex, OnceLock};

/// Most distinct requests kept per catalogue version.
const CAPACITY: usize = 4096;

/// A rendered body in both encodings.
#[derive(Debug, Clone)]
pub struct CachedBody {
    pub plain: Bytes,
    pub gzip: Bytes,
}

impl CachedBody {
    fn new(plain: Bytes) -> CachedBody {
        let mut encoder = GzEncoder::new(Vec::with_capacity(plain.len() / 4), Compression::fast());
        let gzip = encoder.write_all(&plain).and_then(|()| encoder.finish()).map(Bytes::from).unwrap_or_default();
        CachedBody { plain, gzip }
    }
}

impl CachedBody {
    /// A JSON response, gzip-encoded when the request's `Accept-Encoding` allows it.
    pub fn into_json_response(self, request: &HeaderMap) -> Response {
        let gzip = request
            .get(header::ACCEPT_ENCODING)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.split(',').any(|e| e.trim().starts_with("gzip")));
        let vary = (header::VARY, HeaderValue::from_static("accept-encoding"));
        let json = (header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
        if gzip {
            ([json, vary, (header::CONTENT_ENCODING, HeaderValue::from_static("gzip"))], self.gzip).into_response()
        } else {
            ([json, vary], self.plain).into_response()
        }
    }
}

type Slot = Arc<OnceLock<Result<CachedBody, String>>>;

#[derive(Clone, Default)]
pub struct ResponseCache {
    inner: Arc<Mutex<Entries>>,
}

#[derive(Default)]
struct Entries {
    version: u64,
    slots: HashMap<String, Slot>,
}

impl ResponseCache {
    /// The body for `key` at `version`, rendering it (once) on a miss. A rendering error is
    /// returned to every waiter and not kept.
    pub fn get_or_render(
        &self,
        version: u64,
        key: String,
        render: impl FnOnce() -> anyhow::Result<Bytes>,
    ) -> anyhow::Result<CachedBody> {
        let slot = self.slot(version, &key);
        let result = slot.get_or_init(|| render().map(CachedBody::new).map_err(|e| format!("{e:#}")));
        match result {
            Ok(body) => Ok(body.clone()),
            Err(message) => {
                self.forget(version, &key);
                Err(anyhow::anyhow!("{message}"))
            }
        }
    }

    /// The body for `key` if it was already rendered at `version`.
    pub fn lookup(&self, version: u64, key: &str) -> Option<CachedBody> {
        let entries = self.inner.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if entries.version != version {
            return None;
        }
        entries.slots.get(key).and_then(|slot| slot.get()).and_then(|result| result.as_ref().ok()).cloned()
    }

    fn slot(&self, version: u64, key: &str) -> Slot {
        let mut entries = self.inner.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if entries.version != version {
            entries.version = version;
            entries.slots.clear();
        }
        if let Some(slot) = entries.slots.get(key) {
            return slot.clone();
        }
        let slot = Slot::default();
        if entries.slots.len() < CAPACITY {
            entries.slots.insert(key.to_owned(), slot.clone());
        }
        slot
    }

    fn forget(&self, version: u64, key: &str) {
        let mut entries = self.inner.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if entries.version == version {
            entries.slots.remove(key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn a_key_renders_once_per_version() {
        let cache = ResponseCache::default();
        let renders = AtomicUsize::new(0);
        let render = || {
            renders.fetch_add(1, Ordering::SeqCst);
            Ok(Bytes::from_static(b"{\"data\":[]}"))
        };
        cache.get_or_render(1, "k".into(), render).expect("renders");
        cache.get_or_render(1, "k".into(), render).expect("cached");
        assert_eq!(renders.load(Ordering::SeqCst), 1);
        let body = cache.get_or_render(2, "k".into(), render).expect("new version renders again");
        assert_eq!(renders.load(Ordering::SeqCst), 2);
        let mut decoded = String::new();
        std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&body.gzip[..]), &mut decoded).expect("gzip");
        assert_eq!(decoded.as_bytes(), &body.plain[..]);
    }

    #[test]
    fn a_failed_rendering_is_not_cached() {
        let cache = ResponseCache::default();
        assert!(cache.get_or_render(1, "k".into(), || Err(anyhow::anyhow!("boom"))).is_err());
        assert!(cache.get_or_render(1, "k".into(), || Ok(Bytes::from_static(b"ok"))).is_ok());
    }
}
