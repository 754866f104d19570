#!/usr/bin/env bash
# Catalogue API throughput: GET /api/sb/matches (live, limit 50) next to the trivial /healthz,
# same server, same run, 64 connections, while the simulated feed updates prices every second.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
ensure_wrk
port=18181
start_server "$port" SPORTSBOOK_FEED_SPEED=10
trap stop_server EXIT
base="http://127.0.0.1:$port"
live=$(curl -s "$base/api/sb/matches?match_status=1&limit=50" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(len(d["data"]))')
bytes=$(curl -s "$base/api/sb/matches?match_status=1&limit=50" | wc -c)
wrk -t2 -c64 -d3s "$base/healthz" >/dev/null   # warm-up
echo "## Catalogue API"
echo
echo "wrk, 2 threads, 64 connections, 20 s per endpoint; feed speed 10 (live prices change every second)."
echo "The live list returned $live matches ($bytes bytes of JSON)."
echo
echo "| Endpoint | Requests/s | p50 | p99 |"
echo "| --- | ---: | ---: | ---: |"
wrk_row "GET /healthz (trivial JSON)" "$base/healthz" 64 20
trivial=$WRK_RPS
wrk_row "GET /api/sb/matches?match_status=1&limit=50" "$base/api/sb/matches?match_status=1&limit=50" 64 20
matches=$WRK_RPS
echo
echo "Live list throughput is $(( matches * 100 / trivial ))% of the trivial endpoint's (target ≥ 25%, and ≥ 20,000 req/s at p99 ≤ 10 ms)."
