#!/usr/bin/env bash
# Realtime: delivered publications per second and publish-to-receive latency with 1,000 subscribers
# on one channel, and resident memory per idle connection at 5,000 connections. The load client
# (crates/realtime/examples/bench.rs) runs on the same machine as the server.
set -euo pipefail
cd "$(dirname "$0")/../.."
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
cargo build --quiet --release --locked -p realtime --example test_server --example bench
bin="${CARGO_TARGET_DIR:-target}/release/examples"

# start_rt PORT: a fresh realtime test server (memory broker) in the background.
start_rt() {
  RT_ADDR="127.0.0.1:$1" RUST_LOG=warn "$bin/test_server" >/dev/null 2>&1 &
  RT_PID=$!
  for _ in $(seq 1 50); do
    curl -sf "http://127.0.0.1:$1/api/stats" >/dev/null && return 0
    sleep 0.1
  done
  echo "realtime test server did not start" >&2
  return 1
}
stop_rt() { kill "$RT_PID" 2>/dev/null || true; wait "$RT_PID" 2>/dev/null || true; }
trap stop_rt EXIT

field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"$2"; }

echo "## Realtime"
echo
echo "1,000 WebSocket subscribers on one channel (history kept, 100 entries); one more connection publishes"
echo "~100-byte JSON payloads through the protocol's \`publish\` command at a fixed rate for 10 s. Latency"
echo "is publish send → receive by each subscriber, from a timestamp in the payload. Rust load client"
echo "(\`crates/realtime/examples/bench.rs\`, tokio-tungstenite) on the same machine as the server."
echo
echo "| Published/s | Delivered msg/s | p50 | p99 | max |"
echo "| ---: | ---: | ---: | ---: | ---: |"
port=18190
start_rt "$port"
for rate in 50 100 200; do
  out=$("$bin/bench" throughput "ws://127.0.0.1:$port/connection/websocket" 1000 "$rate" 10)
  echo "| $rate | $(field delivered_per_sec "$out") | $(field p50_ms "$out") ms | $(field p99_ms "$out") ms | $(field max_ms "$out") ms |"
done
stop_rt

start_rt "$port"
out=$("$bin/bench" idle "ws://127.0.0.1:$port/connection/websocket" 5000 "$RT_PID")
per=$(field per_connection_bytes "$out")
echo
echo "Idle connections: 5,000 connected and subscribed clients grew the server's resident memory from"
echo "$(field rss_before_kb "$out") KB to $(field rss_after_kb "$out") KB: **$(( per / 1024 )).$(( (per % 1024) * 10 / 1024 )) KB per connection** ($per bytes)."
echo
echo "Targets: ≥ 50,000 messages/s delivered at p99 ≤ 100 ms with 1,000 subscribers; ≤ 16 KB per idle"
echo "connection (Centrifugo publishes ~27 KB)."
