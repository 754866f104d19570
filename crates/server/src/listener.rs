//! The HTTP listener: accepts connections up to a cap (past it a clear 503 and close) and up to
//! each client address's share (past it a 429 and close; `crate::occupancy`), serves each with
//! hyper (HTTP/1.1, upgrades for WebSockets) under the header-read and idle timeouts of
//! [`ConnectionLimits`], and shuts down gracefully. A slow or silent client therefore holds a
//! connection for seconds, not forever, and can never use up the process's file descriptors.

use crate::config::ConnectionLimits;
use crate::occupancy::{Held, Occupancy};
use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::{pin, Pin};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{watch, OwnedSemaphorePermit, Semaphore};
use tokio::time::{Instant, Sleep};
use tower::ServiceExt;

/// Requests whose head holds more header lines than this are refused by hyper itself.
const MAX_HEADER_LINES: usize = 200;
/// How long shutdown waits for open requests to finish.
const DRAIN: Duration = Duration::from_secs(10);

/// Who may open a connection: each peer its share, except the trusted proxies (their clients are
/// told apart per request, by `X-Forwarded-For`).
pub struct Admission {
    pub occupancy: Occupancy,
    pub trusted_proxies: Vec<IpAddr>,
}

impl Admission {
    /// The share of `peer`'s connections this one takes; `Err` when it holds its share.
    fn admit(&self, peer: IpAddr) -> Result<Option<Held>, ()> {
        if self.trusted_proxies.contains(&peer) {
            return Ok(None);
        }
        self.occupancy.connection(peer).map(Some).map_err(|_| ())
    }
}

/// Serves `router` on `listener` until `shutdown` resolves.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: ConnectionLimits,
    admission: Admission,
    shutdown: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    let slots = Arc::new(Semaphore::new(limits.max_connections));
    let (stop, stopping) = watch::channel(false);
    let mut shutdown = pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(pair) => pair,
                Err(error) => {
                    // Out of file descriptors and the like: back off instead of spinning.
                    tracing::warn!(%error, "accepting a connection failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        let Ok(slot) = Arc::clone(&slots).try_acquire_owned() else {
            tokio::spawn(refuse(stream, Busy::Server));
            continue;
        };
        let Ok(share) = admission.admit(peer.ip()) else {
            tokio::spawn(refuse(stream, Busy::Address));
            continue;
        };
        let hold = Hold { _slot: slot, _share: share };
        tokio::spawn(serve_connection(stream, peer, router.clone(), limits, hold, stopping.clone()));
    }
    drop(listener);
    let _ = stop.send(true);
    let all = u32::try_from(limits.max_connections).unwrap_or(u32::MAX);
    if tokio::time::timeout(DRAIN, slots.acquire_many(all)).await.is_err() {
        tracing::warn!("connections still open after the shutdown drain");
    }
    Ok(())
}

async fn serve_connection(
    stream: TcpStream,
    peer: SocketAddr,
    router: Router,
    limits: ConnectionLimits,
    hold: Hold,
    mut stopping: watch::Receiver<bool>,
) {
    let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
        request.extensions_mut().insert(ConnectInfo(peer));
        router.clone().oneshot(request)
    });
    let io = TokioIo::new(Guarded::new(stream, limits.idle_timeout, hold));
    let mut connection = pin!(http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        .max_headers(MAX_HEADER_LINES)
        .serve_connection(io, service)
        .with_upgrades());
    let result = tokio::select! {
        result = connection.as_mut() => result,
        () = async { let _ = stopping.wait_for(|stop| *stop).await; } => {
            connection.as_mut().graceful_shutdown();
            connection.await
        }
    };
    if let Err(error) = result {
        tracing::debug!(%peer, %error, "connection ended with an error");
    }
}

/// Why a connection is refused before it is served.
#[derive(Debug, Clone, Copy)]
enum Busy {
    /// Every connection slot is taken.
    Server,
    /// The client's address holds its share of them.
    Address,
}

/// Answers a connection past the cap (503) or past its address's share (429) in the usual error
/// envelope, then closes it.
async fn refuse(mut stream: TcpStream, busy: Busy) {
    const SERVER: &str = r#"{"error":{"code":"server_busy","message":"The server is busy. Please try again in a moment.","details":{}}}"#;
    const ADDRESS: &str = r#"{"error":{"code":"too_many_requests","message":"Too many connections from your address. Please try again in a moment.","details":{"retry_after":5}}}"#;
    let (status, retry, body) = match busy {
        Busy::Server => ("503 Service Unavailable", 1, SERVER),
        Busy::Address => ("429 Too Many Requests", 5, ADDRESS),
    };
    let response = format!(
        "HTTP/1.1 {status}\r\nContent-Type: application/json\r\nRetry-After: {retry}\r\n\
         Connection: close\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    let write = async {
        stream.write_all(response.as_bytes()).await?;
        stream.shutdown().await
    };
    let _ = tokio::time::timeout(Duration::from_secs(1), write).await;
}

/// What an open connection holds: its slot under the cap and its address's share.
struct Hold {
    _slot: OwnedSemaphorePermit,
    _share: Option<Held>,
}

/// A connection's socket that counts against the cap and its address's share for as long as it
/// lives (WebSockets included, after the upgrade) and fails once no byte has moved either way for
/// `idle`.
struct Guarded {
    stream: TcpStream,
    idle: Duration,
    last_activity: Instant,
    deadline: Pin<Box<Sleep>>,
    _hold: Hold,
}

impl Guarded {
    fn new(stream: TcpStream, idle: Duration, hold: Hold) -> Guarded {
        let now = Instant::now();
        Guarded {
            stream,
            idle,
            last_activity: now,
            deadline: Box::pin(tokio::time::sleep_until(now + idle)),
            _hold: hold,
        }
    }

    /// Ready with an error once the connection has been idle too long; the timer is only
    /// moved when it fires, so activity costs one `Instant::now()`.
    fn poll_idle(&mut self, cx: &mut Context<'_>) -> Poll<io::Error> {
        while self.deadline.as_mut().poll(cx).is_ready() {
            let due = self.last_activity + self.idle;
            if Instant::now() >= due {
                return Poll::Ready(io::Error::new(io::ErrorKind::TimedOut, "connection idle"));
            }
            self.deadline.as_mut().reset(due);
        }
        Poll::Pending
    }
}

impl AsyncRead for Guarded {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        match Pin::new(&mut self.stream).poll_read(cx, buf) {
            Poll::Ready(result) => {
                if buf.filled().len() > before {
                    self.last_activity = Instant::now();
                }
                Poll::Ready(result)
            }
            Poll::Pending => self.poll_idle(cx).map(Err),
        }
    }
}

impl AsyncWrite for Guarded {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, data: &[u8]) -> Poll<io::Result<usize>> {
        match Pin::new(&mut self.stream).poll_write(cx, data) {
            Poll::Ready(result) => {
                if result.as_ref().is_ok_and(|n| *n > 0) {
                    self.last_activity = Instant::now();
                }
                Poll::Ready(result)
            }
            Poll::Pending => self.poll_idle(cx).map(Err),
        }
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        match Pin::new(&mut self.stream).poll_write_vectored(cx, bufs) {
            Poll::Ready(result) => {
                if result.as_ref().is_ok_and(|n| *n > 0) {
                    self.last_activity = Instant::now();
                }
                Poll::Ready(result)
            }
            Poll::Pending => self.poll_idle(cx).map(Err),
        }
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}
