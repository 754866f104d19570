//! The placement writer: checked placements queue here and are written in batches — one
//! database transaction per batch, its checks read once and its rows written a few statements
//! for the whole batch (`batch.rs`) — so the commit's fsync and the statements' round trips are
//! paid once for many bets (group commit). Each placement still stands alone: a refused one
//! writes nothing and the others commit; a failed batch commits nothing and every placement in
//! it hears the error; nobody hears back before the batch has committed. SQLite has one
//! writer; PostgreSQL several, each batch taking its locks and its players' rows in ascending
//! order so batches cannot deadlock.

use super::batch;
use super::place::{Job, Outcome};
use crate::db::locks::{self, Mode};
use crate::db::{Backend, Db};
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot, watch, Mutex};

/// Placements written in one transaction at most.
const MAX_BATCH: usize = 64;
/// Placements waiting at most; past it new ones wait to be queued (back-pressure).
const QUEUE: usize = 1_024;

/// A placement with the channel its outcome goes back on.
struct Queued {
    job: Job,
    reply: oneshot::Sender<anyhow::Result<Outcome>>,
}

/// The queue's sending end, held by the application state (cheap to clone).
#[derive(Clone)]
pub struct Placements {
    queue: mpsc::Sender<Queued>,
}

/// The queue's receiving end, handed to [`run`].
pub struct PlacementQueue(mpsc::Receiver<Queued>);

impl Placements {
    pub fn new() -> (Placements, PlacementQueue) {
        let (queue, receiver) = mpsc::channel(QUEUE);
        (Placements { queue }, PlacementQueue(receiver))
    }

    /// Queues a checked placement and waits until its batch has committed.
    pub async fn submit(&self, job: Job) -> anyhow::Result<Outcome> {
        let (reply, outcome) = oneshot::channel();
        self.queue.send(Queued { job, reply }).await.map_err(|_| anyhow::anyhow!("the placement writer stopped"))?;
        outcome.await.map_err(|_| anyhow::anyhow!("the placement writer dropped a placement"))?
    }
}

/// Writes batches until `stopped` turns true (the server has stopped taking requests) or every
/// [`Placements`] handle is gone.
pub async fn run(db: Db, queue: PlacementQueue, stopped: watch::Receiver<bool>) {
    let writers = match db.backend {
        Backend::Sqlite => 1,
        Backend::Postgres => 4,
    };
    let queue = Arc::new(Mutex::new(queue.0));
    let tasks: Vec<_> =
        (0..writers).map(|_| tokio::spawn(write_batches(db.clone(), Arc::clone(&queue), stopped.clone()))).collect();
    for task in tasks {
        let _ = task.await;
    }
}

async fn write_batches(db: Db, queue: Arc<Mutex<mpsc::Receiver<Queued>>>, mut stopped: watch::Receiver<bool>) {
    loop {
        let mut batch = Vec::new();
        {
            let mut receiver = tokio::select! {
                receiver = queue.lock() => receiver,
                _ = stopped.wait_for(|stop| *stop) => return,
            };
            let first = tokio::select! {
                first = receiver.recv() => first,
                _ = stopped.wait_for(|stop| *stop) => return,
            };
            let Some(first) = first else { return };
            batch.push(first);
            while batch.len() < MAX_BATCH {
                match receiver.try_recv() {
                    Ok(next) => batch.push(next),
                    Err(_) => break,
                }
            }
        }
        batch.sort_by_key(|queued| queued.job.user_id);
        let (jobs, replies): (Vec<Job>, Vec<_>) = batch.into_iter().map(|q| (q.job, q.reply)).unzip();
        match write(&db, &jobs).await {
            Ok(outcomes) => {
                for (reply, outcome) in replies.into_iter().zip(outcomes) {
                    let _ = reply.send(Ok(outcome));
                }
            }
            Err(error) => {
                tracing::error!(%error, placements = jobs.len(), "a batch of placements failed");
                for reply in replies {
                    let _ = reply.send(Err(anyhow::anyhow!("the batch failed: {error}")));
                }
            }
        }
    }
}

/// One transaction for the batch (`batch.rs`).
async fn write(db: &Db, jobs: &[Job]) -> anyhow::Result<Vec<Outcome>> {
    let now = crate::clock::now_ms();
    let mut tx = db.begin_write().await?;
    // The matches first (settlement decisions wait for the batch, or the batch sees them), then
    // the outcomes (the liability cap): db/locks.rs.
    let matches = jobs.iter().flat_map(|job| &job.bets).flat_map(|bet| &bet.selections);
    let matches = matches.map(|s| locks::of_match(s.match_id as i64)).collect();
    locks::take(&mut tx, db.backend, matches, Mode::Shared).await?;
    super::liability::lock(&mut tx, db.backend, jobs).await?;
    let outcomes = batch::write(&mut tx, db.backend, jobs, now).await?;
    tx.commit().await?;
    Ok(outcomes)
}
