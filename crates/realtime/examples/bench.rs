//! Load generator for the realtime server (run against `examples/test_server`).
//!
//! `bench throughput URL SUBSCRIBERS RATE SECONDS`: SUBSCRIBERS connections subscribe to one channel,
//! one more connection publishes RATE publications/s carrying their send time; prints delivered
//! publications/s and publish-to-receive latency percentiles.
//!
//! `bench idle URL CONNECTIONS SERVER_PID`: opens CONNECTIONS connected and subscribed clients and
//! prints the server's resident memory growth per connection (from /proc/PID/status).

use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use futures_util::stream::SplitSink;
use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio::sync::Semaphore;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;
type Error = Box<dyn std::error::Error + Send + Sync>;

const CHANNEL: &str = "chat:bench";

fn now_micros() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_micros() as u64).unwrap_or(0)
}

/// Opens a connection, connects anonymously and subscribes to `channel`.
async fn subscriber(url: &str, channel: &str) -> Result<Ws, Error> {
    let (mut ws, _) = tokio_tungstenite::connect_async_with_config(url, None, true).await?;
    let frame = format!("{{\"id\":1,\"connect\":{{}}}}\n{{\"id\":2,\"subscribe\":{{\"channel\":\"{channel}\"}}}}");
    ws.send(Message::text(frame)).await?;
    let mut replies = 0;
    while replies < 2 {
        match ws.next().await {
            Some(Ok(Message::Text(t))) => replies += t.lines().filter(|l| l.starts_with("{\"id\":")).count(),
            Some(Ok(_)) => {}
            _ => return Err("closed during handshake".into()),
        }
    }
    Ok(ws)
}

/// Opens `n` subscribers, at most 100 handshakes at a time.
async fn open_many(url: &str, n: usize, channel: &str) -> Result<Vec<Ws>, Error> {
    let gate = Arc::new(Semaphore::new(100));
    let mut tasks = Vec::with_capacity(n);
    for _ in 0..n {
        let (url, channel, gate) = (url.to_owned(), channel.to_owned(), gate.clone());
        tasks.push(tokio::spawn(async move {
            let _permit = gate.acquire().await;
            subscriber(&url, &channel).await
        }));
    }
    let mut conns = Vec::with_capacity(n);
    for task in tasks {
        conns.push(task.await??);
    }
    Ok(conns)
}

/// Reads publications, answering pings, and records latencies (µs) until the stop publication.
async fn receive(ws: Ws) -> Vec<u32> {
    let (mut sink, mut stream) = ws.split();
    let mut latencies = Vec::new();
    while let Some(Ok(msg)) = stream.next().await {
        let Message::Text(text) = msg else { continue };
        let received = now_micros();
        for line in text.lines() {
            if line == "{}" {
                let _ = sink.send(Message::text("{}")).await;
            } else if line.contains("\"stop\":true") {
                return latencies;
            } else if let Some(sent) = sent_at(line) {
                latencies.push(received.saturating_sub(sent).min(u32::MAX as u64) as u32);
            }
        }
    }
    latencies
}

/// The send time stamped into a publication: `"t":<micros>`.
fn sent_at(line: &str) -> Option<u64> {
    let start = line.find("\"t\":")? + 4;
    let digits: String = line[start..].chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

async fn publish_at(
    mut sink: SplitSink<Ws, Message>,
    rate: u64,
    secs: u64,
) -> Result<(u64, SplitSink<Ws, Message>), Error> {
    let pad = "x".repeat(60);
    let started = Instant::now();
    let mut sent = 0u64;
    let mut tick = tokio::time::interval(Duration::from_millis(5));
    while started.elapsed() < Duration::from_secs(secs) {
        tick.tick().await;
        let due = (started.elapsed().as_secs_f64() * rate as f64) as u64;
        let mut batch = Vec::new();
        while sent < due {
            sent += 1;
            batch.push(format!(
                "{{\"id\":{},\"publish\":{{\"channel\":\"{CHANNEL}\",\"data\":{{\"t\":{},\"pad\":\"{pad}\"}}}}}}",
                sent + 10,
                now_micros()
            ));
        }
        if !batch.is_empty() {
            sink.send(Message::text(batch.join("\n"))).await?;
        }
    }
    Ok((sent, sink))
}

async fn throughput(url: &str, subscribers: usize, rate: u64, secs: u64) -> Result<(), Error> {
    let conns = open_many(url, subscribers, CHANNEL).await?;
    let receivers: Vec<_> = conns.into_iter().map(|ws| tokio::spawn(receive(ws))).collect();
    let publisher = subscriber(url, "chat:publisher").await?;
    let (sink, mut replies) = publisher.split();
    tokio::spawn(async move { while replies.next().await.is_some() {} });
    let started = Instant::now();
    let (sent, mut sink) = publish_at(sink, rate, secs).await?;
    let stop = format!("{{\"id\":1,\"publish\":{{\"channel\":\"{CHANNEL}\",\"data\":{{\"stop\":true}}}}}}");
    sink.send(Message::text(stop)).await?;
    let mut latencies = Vec::new();
    for r in receivers {
        latencies.extend(r.await?);
    }
    let elapsed = started.elapsed().as_secs_f64();
    latencies.sort_unstable();
    let pct = |p: f64| {
        latencies
            .get(((latencies.len() as f64 * p) as usize).min(latencies.len().saturating_sub(1)))
            .copied()
            .unwrap_or(0) as f64
            / 1000.0
    };
    let delivered = latencies.len() as u64;
    let expected = sent * subscribers as u64;
    println!(
        "throughput subscribers={subscribers} rate={rate} sent={sent} delivered={delivered} expected={expected} delivered_per_sec={:.0} p50_ms={:.1} p99_ms={:.1} max_ms={:.1}",
        delivered as f64 / elapsed,
        pct(0.50),
        pct(0.99),
        pct(1.0)
    );
    Ok(())
}

fn rss_kb(pid: u32) -> Result<u64, Error> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status"))?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).ok_or("no VmRSS")?;
    Ok(line.split_whitespace().nth(1).ok_or("bad VmRSS")?.parse()?)
}

async fn idle(url: &str, n: usize, pid: u32) -> Result<(), Error> {
    // Warm the allocator with a first small batch so the baseline includes the runtime's own growth.
    let warm = open_many(url, 50, "idle").await?;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let before = rss_kb(pid)?;
    let conns = open_many(url, n, "idle").await?;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let after = rss_kb(pid)?;
    let per_conn = (after.saturating_sub(before) * 1024) as f64 / n as f64;
    println!("idle connections={n} rss_before_kb={before} rss_after_kb={after} per_connection_bytes={per_conn:.0}");
    drop(conns);
    drop(warm);
    Ok(())
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let args: Vec<String> = std::env::args().collect();
    let arg = |i: usize| args.get(i).cloned().ok_or_else(|| format!("missing argument {i}; see the module docs"));
    match arg(1)?.as_str() {
        "throughput" => throughput(&arg(2)?, arg(3)?.parse()?, arg(4)?.parse()?, arg(5)?.parse()?).await,
        "idle" => idle(&arg(2)?, arg(3)?.parse()?, arg(4)?.parse()?).await,
        other => Err(format!("unknown mode {other}").into()),
    }
}
