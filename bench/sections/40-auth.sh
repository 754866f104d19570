#!/usr/bin/env bash
# Sign-in cost: argon2id per hash on this machine (example binary), then the latency of
# POST /api/platform/users/sign_in over HTTP against the release server (one account, nine
# sign-ins: the per-login rate limit allows ten in fifteen minutes).
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
echo "## Sign-in"
echo
cargo run --release --locked --quiet -p sportsbook-server --example auth_cost
echo
port=18184
start_server "$port" SPORTSBOOK_FEED=off SPORTSBOOK_DEV_TOOLS=on
trap stop_server EXIT
base="http://127.0.0.1:$port"
h=(-H 'Content-Type: application/json' -H 'X-Sportsbook-App: bench' -H "Origin: $base")
password='Kafana-u-Podgorici-7'
curl -sf "${h[@]}" -d "{\"email\":\"bench@example.com\",\"password\":\"$password\"}" "$base/api/platform/users" >/dev/null
link=$(curl -sf "$base/dev/mailbox?format=json" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"][0]["link"])')
token=${link##*confirmation_token=}
curl -sf "$base/api/platform/users/confirmation?confirmation_token=$token" >/dev/null
times=()
for _ in $(seq 1 9); do
  times+=("$(curl -s -o /dev/null -w '%{time_total}' "${h[@]}" \
    -d "{\"login\":\"bench@example.com\",\"password\":\"$password\"}" "$base/api/platform/users/sign_in")")
done
read -r p50 max < <(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.1f %.1f\n", a[int((NR+1)/2)]*1000, a[NR]*1000}')
echo "| Endpoint | p50 | max |"
echo "| --- | ---: | ---: |"
echo "| POST /api/platform/users/sign_in (9 sequential, curl) | $p50 ms | $max ms |"
echo
echo "A sign-in is one argon2id verification plus a session insert; hashing runs on the blocking pool,"
echo "at most four at once, so a burst of sign-ins queues instead of starving the async runtime."
