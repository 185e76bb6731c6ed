#!/usr/bin/env bash
# The README's test line: checks lint (with the import boundaries) and types, installs what the
# tests need on a fresh Debian machine of this kind (Chromium and PostgreSQL from Debian's
# packages, when missing), starts PostgreSQL, and runs every suite with `npm test` on both
# database engines. The same steps as `npm run validate`, plus the machine's setup.
set -euo pipefail
cd "$(dirname "$0")/.."

# First, as they take seconds and need nothing installed: a red lint or type error fails the run.
# Side by side (each mostly waits on one core); each one's output is printed whole once done.
checks=$(mktemp -d)
npm run lint >"$checks/lint.log" 2>&1 &
lint_pid=$!
npm run typecheck >"$checks/typecheck.log" 2>&1 &
typecheck_pid=$!
lint_status=0 typecheck_status=0
wait "$lint_pid" || lint_status=$?
wait "$typecheck_pid" || typecheck_status=$?
cat "$checks/lint.log" "$checks/typecheck.log"
rm -rf "$checks"
if [ "$lint_status" -ne 0 ] || [ "$typecheck_status" -ne 0 ]; then
  echo "Lint exited $lint_status, typecheck $typecheck_status: fix them first." >&2
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
