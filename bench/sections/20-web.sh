#!/usr/bin/env bash
# Web figures: initial JavaScript of the home route (gzip) and Lighthouse (mobile, simulated
# throttling, Debian Chromium, median of 5) LCP and CLS on the home, sport, league, live and match pages,
# served by the release binary.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
port=18182
start_server "$port" SPORTSBOOK_FEED_SPEED=1 SPORTSBOOK_WEB_DIR="$PWD/web/dist"
trap stop_server EXIT
base="http://127.0.0.1:$port"
# A prematch match some way down the programme: the first one may kick off while the pages are
# measured, and its prices stop for a moment at kick-off.
later=$(curl -s "$base/api/sb/matches?match_status=0&sport_key=football&limit=10")
match=$(python3 -c 'import json,sys; m=json.load(sys.stdin)["data"][-1]; print("/sports/football/" + m["slug"])' <<<"$later")
league=$(python3 -c 'import json,sys; m=json.load(sys.stdin)["data"][-1]; print("/sports/football/" + m["tournament"]["slug"])' <<<"$later")

echo "## Web app"
echo
echo "Initial JavaScript of the home route (entry chunk + route module + their static imports, gzip -9;"
echo "budget 150 KiB):"
echo
echo '```text'
(cd web && node scripts/measure-bundle.mjs --max 150) | tail -n 1
echo '```'
echo
gz() { curl -s -H 'Accept-Encoding: gzip' -o /dev/null -w '%{size_download}' "$1"; }
echo "HTML as served (gzip), with the page's styles, first paint and first data inlined:"
echo "home $(( $(gz "$base/sports") / 1024 )) KiB, match page $(( $(gz "$base$match") / 1024 )) KiB."
echo
echo "Lighthouse 12, mobile form factor, simulated throttling, Debian Chromium, median of 5 runs"
echo "(targets: LCP ≤ 2.0 s, CLS ≤ 0.02):"
echo
echo "| Page | LCP | CLS |"
echo "| --- | ---: | ---: |"
(cd web && node scripts/lighthouse.mjs --runs 5 "$base/sports" "$base/sports/football" "$base$league" \
  "$base/sports/live" "$base$match") | python3 -c '
import json, sys
names = {"/sports": "home (/sports)", "/sports/football": "sport (/sports/football)", "/sports/live": "live (/sports/live)"}
league = sys.argv[1]
for line in sys.stdin:
    r = json.loads(line)
    path = "/" + r["url"].split("/", 3)[3]
    page = names.get(path) or ("league page" if path == league else "match page")
    lcp, cls = r["lcp_ms"] / 1000, r["cls"]
    print(f"| {page} | {lcp:.2f} s | {cls:.3f} |")' "$league"
echo
echo "A click on a price until the slip shows it (Chromium, CPU 4× slower through the DevTools"
echo "protocol, a prematch match page; target ≤ 50 ms). The first click of a page, then five more:"
echo
(cd web && node scripts/click-to-slip.mjs "$base$match") | python3 -c '
import json, sys
r = json.loads(sys.stdin.read())
first, later = r["first_ms"], sorted(r["next_ms"])[2]
print("| Click | ms |")
print("| --- | ---: |")
print(f"| first | {first} |")
print(f"| next (median of 5) | {later} |")'
