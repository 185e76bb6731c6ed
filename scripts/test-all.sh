#!/usr/bin/env bash
# The README's test line: checks lint (with the import boundaries) and types, installs what the
# tests need on a fresh Debian machine of this kind (Chromium and PostgreSQL from Debian's
# packages, when missing), starts PostgreSQL, and runs every suite with `npm test` on both
# database engines. The same steps as `npm run validate`, plus the machine's setup.
set -euo pipefail
cd "$(dirname "$0")/.."

# First, as they take seconds and need nothing installed: a red lint or type error fails the run.
# `npm run typecheck`'s four workspaces in two lanes of about 25 s of CPU each, the lint in the
# first: one after another they kept a core idle for half a minute. Each lane's output is printed
# whole once all are done.
checks=$(mktemp -d)
# Every step runs even after one failed, so one run names every problem.
steps() { status=0; for step in "$@"; do $step || status=1; done; return $status; }
steps 'npm run lint' 'npm -w shared run typecheck' 'npm -w server run typecheck' >"$checks/lane-1.log" 2>&1 &
lane_1=$!
steps 'npm -w web run typecheck' 'npm -w e2e run typecheck' >"$checks/lane-2.log" 2>&1 &
lane_2=$!
lane_1_status=0 lane_2_status=0
wait "$lane_1" || lane_1_status=$?
wait "$lane_2" || lane_2_status=$?
cat "$checks/lane-1.log" "$checks/lane-2.log"
rm -rf "$checks"
if [ "$lane_1_status" -ne 0 ] || [ "$lane_2_status" -ne 0 ]; then
  echo "Lint or typecheck failed (exit codes $lane_1_status and $lane_2_status, output above): fix them first." >&2
  exit 1
fi

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
# The journeys' browser (scripts/chromium.mjs, decision 012); the full one serves the bench.
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v pg_ctlcluster >/dev/null 2>&1 && ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} from Debian's packages..."
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# A server given in TEST_DATABASE_URL, or else this machine's own (started if need be). One that
# does not answer would fail every PostgreSQL test file before it starts: say so, and use this
# machine's instead.
if [ -n "${TEST_DATABASE_URL:-}" ] && ! pg_isready -q -d "$TEST_DATABASE_URL"; then
  echo "The PostgreSQL of TEST_DATABASE_URL does not answer: using this machine's instead." >&2
  unset TEST_DATABASE_URL
fi
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  TEST_DATABASE_URL=$(scripts/local-postgres.sh)
  export TEST_DATABASE_URL
fi
if ! psql "$TEST_DATABASE_URL" -qtAc 'select 1' >/dev/null; then
  echo "Cannot sign in to the PostgreSQL of TEST_DATABASE_URL (its error is above)." >&2
  exit 1
fi

npm test
