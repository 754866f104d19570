#!/usr/bin/env bash
# Builds the realtime test server and runs the Node integration tests against it.
# REDIS_URL (default redis://127.0.0.1:6379) enables the two-process tests when Redis answers.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
cd "$root"
cargo build --quiet -p realtime --example test_server
target="${CARGO_TARGET_DIR:-$root/target}"
export RT_SERVER_BIN="$target/debug/examples/test_server"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
cd "$here"
if [ ! -d node_modules ]; then npm ci --no-audit --no-fund --silent; fi
npm test
