#!/usr/bin/env bash
# Bet placement end to end: HTTP + session + validation + one ledger transaction per bet, many
# bettors at once (wrk, unique idempotency keys), on SQLite (WAL, synchronous = FULL) and on
# PostgreSQL, next to the raw single-insert transaction rate of the same machine and run.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
ensure_wrk
pg_admin=${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}
pg_base=${pg_admin%/*}

echo "## Bet placement"
echo
echo "wrk, 2 threads, 64 connections, 20 s; 64 bettors with sessions and funds; each request places"
echo "one 0.10 EUR single on a prematch price (accept mode \`any\`) with its own idempotency key."
echo
echo "| Store | Bets/s | p50 | p99 | Non-201 |"
echo "| --- | ---: | ---: | ---: | ---: |"

bench_store() {
  local name=$1 url=$2 port=$3
  # The load generator is one address standing in for many bettors: past the default share of
  # 100 connections per address (decision 047) an open loop on a slower host gets 429s.
  start_server "$port" DATABASE_URL="$url" SPORTSBOOK_FEED_SPEED=1 SPORTSBOOK_MAX_CONNECTIONS_PER_ADDRESS=1000
  trap stop_server RETURN
  local base="http://127.0.0.1:$port"
  DATABASE_URL="$url" target/release/examples/bench_bettors 64 > "$BENCH_DIR/tokens"
  local pick
  # A prematch match some way down the programme: the first one may kick off during the run.
  pick=$(curl -sf "$base/api/sb/matches?match_status=0&sport_key=football&limit=10" | python3 -c '
import json, sys, urllib.request
m = json.load(sys.stdin)["data"][-1]
markets = json.load(urllib.request.urlopen(sys.argv[1] + "/api/sb/matches/%d/markets?limit=500" % m["id"]))["data"]
market = next(k for k in markets if k["status"] == 1 and any(o["active"] for o in k["outcomes"]))
o = next(o for o in market["outcomes"] if o["active"])
print(json.dumps({"bets": [{"stake": {"value": "0.10", "currency": "EUR"}, "selections": [{"match_id": m["id"],
  "market_id": market["id"], "specifier": market["specifier"], "outcome_id": o["id"], "odds": o["odds"]}]}]}))' "$base")
  local out
  out=$(BENCH_TOKENS="$BENCH_DIR/tokens" BENCH_BODY="$pick" \
    wrk -t2 -c64 -d20s --latency -s bench/place-bets.lua "$base/api/sb/bets")
  local rps p50 p99 bad
  rps=$(awk '/Requests\/sec/ {printf "%d", $2}' <<<"$out")
  p50=$(awk '$1=="50%" {print $2}' <<<"$out")
  p99=$(awk '$1=="99%" {print $2}' <<<"$out")
  bad=$(awk '/Non-2xx/ {print $NF}' <<<"$out")
  echo "| $name | $rps | $p50 | $p99 | ${bad:-0} |"
  if [ "$measure_rate" = 1 ]; then
    rate_rows+="| $name $(BENCH_TOKENS="$BENCH_DIR/tokens" BENCH_BODY="$pick" \
      target/release/examples/place_rate "$base/api/sb/bets" 2000 20)"$'\n'
  fi
  DATABASE_URL="$url" target/release/sportsbook admin audit >/dev/null || echo "| $name: ledger audit FAILED | | | | |"
}

rate_rows="" measure_rate=1
bench_store "SQLite (WAL, synchronous = FULL)" "sqlite://$(mktemp -d)/bets.db" 18185
measure_rate=0
pg_db="sb_bench_$$"
psql "$pg_admin" -qc "CREATE DATABASE $pg_db" >/dev/null
bench_store "PostgreSQL (same machine)" "$pg_base/$pg_db" 18186
psql "$pg_admin" -qc "DROP DATABASE $pg_db" >/dev/null
echo
echo "The same SQLite store at a fixed offered rate of 2,000 bets/s for 20 s (open loop: requests"
echo "are sent on schedule whatever the answers' latency, and each is timed from the moment it"
echo "was due, so a slow answer cannot hide the requests queued behind it), 64 bettors:"
echo
echo "| Store | Offered/s | Placed/s | p50 | p99 | max | Non-201 |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"
printf '%s' "$rate_rows"
insert_baseline "$pg_admin"
echo
echo "The ledger audit (\`sportsbook admin audit\`) runs on each store after the load."
