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
gzbytes=$(curl -s -H 'Accept-Encoding: gzip' "$base/api/sb/matches?match_status=1&limit=50" | wc -c)
wrk -t2 -c64 -d3s "$base/healthz" >/dev/null   # warm-up
echo "## Catalogue API"
echo
echo "wrk, 2 threads, 64 connections, 20 s per endpoint; feed speed 10 (live prices change every second)."
echo "The live list returned $live matches ($bytes bytes of JSON, $gzbytes bytes gzipped). Browsers always"
echo "send \`Accept-Encoding: gzip\`; wrk sends it only in the gzip row."
echo
echo "| Endpoint | Requests/s | p50 | p99 |"
echo "| --- | ---: | ---: | ---: |"
wrk_row "GET /healthz (trivial JSON)" "$base/healthz" 64 20
trivial=$WRK_RPS
wrk_row "GET /api/sb/matches?match_status=1&limit=50" "$base/api/sb/matches?match_status=1&limit=50" 64 20
plain=$WRK_RPS
wrk_row "same, Accept-Encoding: gzip" "$base/api/sb/matches?match_status=1&limit=50" 64 20 -H 'Accept-Encoding: gzip'
gzip=$WRK_RPS
echo
echo "Live list throughput is $(( plain * 100 / trivial ))% (uncompressed) and $(( gzip * 100 / trivial ))% (gzip) of the trivial"
echo "endpoint's. Targets: ≥ 25 % of the trivial endpoint, and ≥ 20,000 req/s at p99 ≤ 10 ms."
