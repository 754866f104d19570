//! A response cache keyed by catalogue version: identical list requests between two feed
//! updates are served from one rendering.

use axum::body::Bytes;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Most distinct requests kept per catalogue version.
const CAPACITY: usize = 2048;

#[derive(Clone, Default)]
pub struct ResponseCache {
    inner: Arc<Mutex<Entries>>,
}

#[derive(Default)]
struct Entries {
    version: u64,
    bodies: HashMap<String, Bytes>,
}

impl ResponseCache {
    /// The cached body for `key` at `version`, or renders, stores and returns it.
    pub fn get_or_render<E>(
        &self,
        version: u64,
        key: String,
        render: impl FnOnce() -> Result<Bytes, E>,
    ) -> Result<Bytes, E> {
        if let Some(hit) = self.lookup(version, &key) {
            return Ok(hit);
        }
        let body = render()?;
        let mut entries = self.inner.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if entries.version != version {
            entries.version = version;
            entries.bodies.clear();
        }
        if entries.bodies.len() < CAPACITY {
            entries.bodies.insert(key, body.clone());
        }
        Ok(body)
    }

    fn lookup(&self, version: u64, key: &str) -> Option<Bytes> {
        let entries = self.inner.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        (entries.version == version).then(|| entries.bodies.get(key).cloned()).flatten()
    }
}
