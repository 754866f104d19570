#!/usr/bin/env bash
# Runs every benchmark section (bench/sections/*.sh, each printing Markdown) against the release
# build and writes BENCHMARKS.md.
set -euo pipefail
cd "$(dirname "$0")/.."

out=BENCHMARKS.md
{
  echo "# Benchmarks"
  echo
  echo "Written by \`make bench\` on $(date -u +%Y-%m-%dT%H:%MZ) — $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB,"
  echo "$(uname -sr). The load generator runs on the same machine as the server."
  echo
  for section in bench/sections/*.sh; do
    bash "$section"
    echo
  done
} > "$out.tmp"
mv "$out.tmp" "$out"
cat "$out"
