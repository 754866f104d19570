#!/usr/bin/env bash
# Settling one market that carries many open bets (70 % singles, 30 % doubles with a leg still
# open elsewhere): the operator API records the decision, the settlement worker brings every bet
# to it in batches (one transaction each: selections, bets, ledger), on SQLite (WAL,
# synchronous = FULL) and PostgreSQL, next to the raw single-insert transaction rate.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
pg_admin=${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}
pg_base=${pg_admin%/*}
bets=${BENCH_SETTLEMENT_BETS:-100000}
token=bench-operator-token-0123456789abcdef

echo "## Settlement"
echo
echo "One market with $bets open bets of 1,000 players, settled through \`POST /api/admin/settlements\`;"
echo "timed from the request until the worker has brought the last bet to it (on SQLite batches of 4,000"
echo "while no other writer waits, on PostgreSQL of 500; each one transaction with the bets' ledger"
echo "postings; \`bet_changed\` and \`balance_changed\` published after each commit by the announcer;"
echo "decision 043)."
echo
echo "| Store | Bets on the market | Decided (done) | Time | Bets/s |"
echo "| --- | ---: | ---: | ---: | ---: |"

bench_store() {
  local name=$1 url=$2 port=$3
  DATABASE_URL="$url" target/release/examples/settlement_load seed "$bets" >/dev/null
  start_server "$port" DATABASE_URL="$url" SPORTSBOOK_FEED=off \
    SPORTSBOOK_ADMIN_ADDR="127.0.0.1:$((port + 1))" SPORTSBOOK_ADMIN_TOKEN="$token"
  trap stop_server RETURN
  local row
  row=$(DATABASE_URL="$url" BENCH_ADMIN_URL="http://127.0.0.1:$((port + 1))" BENCH_ADMIN_TOKEN="$token" \
    target/release/examples/settlement_load settle)
  echo "| $name | $row |"
  DATABASE_URL="$url" target/release/sportsbook admin audit >/dev/null || echo "| $name: ledger audit FAILED | | | | |"
}

bench_store "SQLite (WAL, synchronous = FULL)" "sqlite://$(mktemp -d)/settle.db" 18285
pg_db="sb_settle_$$"
psql "$pg_admin" -qc "CREATE DATABASE $pg_db" >/dev/null
bench_store "PostgreSQL (same machine)" "$pg_base/$pg_db" 18287
psql "$pg_admin" -qc "DROP DATABASE $pg_db" >/dev/null
insert_baseline "$pg_admin"
