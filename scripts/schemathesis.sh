#!/usr/bin/env bash
# Runs schemathesis (pip install schemathesis) against a fresh `puzzlelab serve`, with every
# check except "positive data acceptance": a game ID has a grammar that JSON Schema cannot
# express, so a schema-valid string such as "" is rightly refused with 400. A job may take the
# server's whole time cap (60 s, plus its wait in line), so answers may take up to 70 s.
# Usage: cargo build --release && bash scripts/schemathesis.sh [EXAMPLES_PER_OPERATION]
set -euo pipefail
examples="${1:-200}"
workdir="$(mktemp -d)"
port=8097
./target/release/puzzlelab --db "$workdir/st.db" serve --addr "127.0.0.1:$port" >"$workdir/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$workdir"' EXIT
for _ in $(seq 50); do
  curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break
  sleep 0.2
done
schemathesis run "http://127.0.0.1:$port/api/openapi.json" --url "http://127.0.0.1:$port" \
  -c all --exclude-checks positive_data_acceptance -n "$examples" --request-timeout 75 --max-response-time 70
