//! The task that follows catalogue snapshots and publishes what changed. Snapshots are
//! published only after the feed persisted them, so a client never sees a state the database
//! does not hold. A burst of snapshots coalesces: a slow publisher diffs against the latest.

use super::events::Changes;
use crate::catalogue::store::CatalogueStore;
use realtime::Node;
use tokio::sync::watch;

/// Publishes every snapshot change until `shutdown` turns true.
pub async fn run(node: Node, catalogue: CatalogueStore, mut shutdown: watch::Receiver<bool>) {
    let mut versions = catalogue.changes();
    let mut changes = Changes::new(catalogue.load());
    loop {
        tokio::select! {
            changed = versions.changed() => {
                if changed.is_err() {
                    break;
                }
                let snapshot = catalogue.load();
                let publications = tokio::task::block_in_place(|| changes.advance(snapshot));
                for publication in publications {
                    if let Err(error) = node.publish_json(&publication.channel, &publication.data).await {
                        tracing::warn!(channel = %publication.channel, ?error, "realtime publish failed");
                    }
                }
            }
            _ = shutdown.changed() => break,
        }
    }
    tracing::info!("realtime publisher stopped");
}
