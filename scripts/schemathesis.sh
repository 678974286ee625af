#!/usr/bin/env bash
# Runs schemathesis (pip install schemathesis) against a fresh `puzzlelab serve`, with every
# check, "positive data acceptance" (a request the schema allows must not be refused with 400,
# 413 or 422) included for every operation whose inputs the schema describes exactly: the
# server's health and access, the puzzle list, the languages and catalogues, a puzzle's
# heuristics, validate (a game ID with mistakes is an answer, never an error), the libraries'
# listing, making (a name with a character that is not a space, within its length), deleting
# and export, the listing of a library's games, removing one, and the saved games' listing,
# reading and deleting.
#
# It is left out, and only it, for the operations that take input of a grammar JSON Schema
# cannot express, where a schema-valid value is rightly refused with 400 (or a 413 when the
# limits stop the work on it):
# - a game ID (`POST /api/{puzzle}/parse`, `move`, and the jobs that need a game: `hint`,
#   `solve`, `compare`, `rate`, `trace`, `heuristic-check`, `state-space`, `check`, each with
#   its `/stream`; `POST /api/libraries/{id}/puzzles`, `POST /api/games` and `PUT
#   /api/games/{id}` (a saved game's state is a game ID of its puzzle), `GET|POST
#   /api/records`): "" or "x" is a string but no game;
# - a file of game IDs (`POST /api/libraries/{id}/import`);
# - names and options that differ from puzzle to puzzle while the route is one for all
#   (`generate` and `experiment` with their `/stream`: levels, generator options, solvers;
#   `POST /api/{puzzle}/actions/{action}`: each action's own options and game).
#
# A job may take the server's whole time cap (60 s, plus its wait in line), so answers may take
# up to 70 s.
# Usage: cargo build --release && bash scripts/schemathesis.sh [EXAMPLES_PER_OPERATION]
set -euo pipefail
examples="${1:-200}"
workdir="$(mktemp -d)"
port=8097
./target/release/puzzlelab --db "$workdir/st.db" serve --addr "127.0.0.1:$port" >"$workdir/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$workdir"' EXIT
cat >"$workdir/schemathesis.toml" <<'EOF'
# a field over its cap is "too large" (413, documented), a refusal like 400
[checks.negative_data_rejection]
expected-statuses = ["400", "401", "403", "404", "405", "406", "409", "413", "415", "422", "428", "429", "5xx"]

[[operations]]
include-name = [
  "POST /api/{puzzle}/parse",
  "POST /api/{puzzle}/move",
  "POST /api/{puzzle}/hint",
  "POST /api/{puzzle}/hint/stream",
  "POST /api/{puzzle}/solve",
  "POST /api/{puzzle}/solve/stream",
  "POST /api/{puzzle}/compare",
  "POST /api/{puzzle}/compare/stream",
  "POST /api/{puzzle}/rate",
  "POST /api/{puzzle}/rate/stream",
  "POST /api/{puzzle}/trace",
  "POST /api/{puzzle}/trace/stream",
  "POST /api/{puzzle}/heuristic-check",
  "POST /api/{puzzle}/heuristic-check/stream",
  "POST /api/{puzzle}/state-space",
  "POST /api/{puzzle}/state-space/stream",
  "POST /api/{puzzle}/check",
  "POST /api/{puzzle}/check/stream",
  "POST /api/{puzzle}/generate",
  "POST /api/{puzzle}/generate/stream",
  "POST /api/{puzzle}/experiment",
  "POST /api/{puzzle}/experiment/stream",
  "POST /api/{puzzle}/actions/{action}",
  "POST /api/libraries/{id}/puzzles",
  "POST /api/libraries/{id}/import",
  "POST /api/games",
  "PUT /api/games/{id}",
  "GET /api/records",
  "POST /api/records",
]
checks.positive_data_acceptance.enabled = false
EOF
for _ in $(seq 50); do
  curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break
  sleep 0.2
done
# a library of one's own, so that adding, importing and removing games reach past the 404 of
# a library that does not exist
library=$(curl -sf -H 'content-type: application/json' -d '{"puzzle": "n-puzzle", "name": "schemathesis"}' \
  "http://127.0.0.1:$port/api/libraries" | python3 -c 'import json, sys; print(json.load(sys.stdin)["library"]["id"])')
cat >>"$workdir/schemathesis.toml" <<EOF

[[operations]]
include-name = [
  "POST /api/libraries/{id}/puzzles",
  "POST /api/libraries/{id}/import",
  "DELETE /api/libraries/{id}/puzzles/{puzzle_id}",
]
parameters = { "path.id" = $library }
EOF
# every check is on unless the file above turns it off (`-c all` would override the file)
schemathesis --config-file "$workdir/schemathesis.toml" run "http://127.0.0.1:$port/api/openapi.json" \
  --url "http://127.0.0.1:$port" -n "$examples" --request-timeout 75 --max-response-time 70
