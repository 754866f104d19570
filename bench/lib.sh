# Helpers shared by benchmark sections: start a release server on a free port with a fresh
# database, and stop it again.

ensure_wrk() {
  if ! command -v wrk >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
  fi
}

# start_server PORT [VAR=value ...]: runs target/release/sportsbook in the background.
start_server() {
  local port=$1; shift
  BENCH_DIR=$(mktemp -d)
  env SPORTSBOOK_ADDR="127.0.0.1:$port" DATABASE_URL="sqlite://$BENCH_DIR/bench.db" \
    SPORTSBOOK_SEED=42 RUST_LOG=warn "$@" target/release/sportsbook serve >"$BENCH_DIR/server.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 120); do
    curl -sf "http://127.0.0.1:$port/readyz" >/dev/null && return 0
    sleep 0.5
  done
  echo "server did not start" >&2; cat "$BENCH_DIR/server.log" >&2; return 1
}

stop_server() {
  kill "$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
  rm -rf "$BENCH_DIR"
}

# wrk_row NAME URL CONNECTIONS SECONDS [wrk options…]: prints "| NAME | req/s | p50 | p99 |".
wrk_row() {
  local name=$1 url=$2 conns=$3 secs=$4 out
  shift 4
  out=$(wrk -t2 -c"$conns" -d"${secs}s" --latency "$@" "$url")
  local rps p50 p99
  rps=$(awk '/Requests\/sec/ {printf "%d", $2}' <<<"$out")
  p50=$(awk '$1=="50%" {print $2}' <<<"$out")
  p99=$(awk '$1=="99%" {print $2}' <<<"$out")
  echo "| $name | $rps | $p50 | $p99 |"
  WRK_RPS=$rps
}

# insert_baseline PG_URL: the raw single-insert transaction rate of this machine, the baseline
# the betting sections are read against.
insert_baseline() {
  echo
  echo "Baseline, the same machine in the same run (one writer, 5 s):"
  echo
  echo "| Raw transactions | Per second |"
  echo "| --- | ---: |"
  BENCH_POSTGRES_URL="$1" target/release/examples/insert_rate
}
