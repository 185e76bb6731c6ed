#!/usr/bin/env bash
# Starts this machine's PostgreSQL cluster (Debian's pg_ctlcluster) if it is not running, makes
# sure of a role that may create the throw-away databases the API tests and the bench use (its
# password kept for this user), and prints that role's address (postgres://...). Used by
# scripts/test-all.sh and, without BENCH_DATABASE_URL or TEST_DATABASE_URL, by the bench.
set -euo pipefail

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# Only the address goes to standard output, which the caller reads into a variable: what the
# commands below print (pg_ctlcluster says "Removed stale pid file." after a hard stop) goes to
# standard error, where it cannot end up inside the address.
exec 3>&1 1>&2

version=$(ls /etc/postgresql | sort -V | tail -n 1)
port=$(as_root pg_conftool "$version" main show port 2>/dev/null | awk -F= '{gsub(/ /,"",$2); print $2}')
port=${port:-5432}
# Not running, or stopped hard a moment ago (its pid file left behind), or still starting: start
# it whenever it is not running, until it accepts connections.
for _ in $(seq 60); do
  pg_isready -q -h 127.0.0.1 -p "$port" && break
  if ! as_root pg_ctlcluster --skip-systemctl-redirect "$version" main status >/dev/null 2>&1; then
    # Without the caller's standard output (3): the server would hold it open, and the caller wait.
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start 3>&- || true
  fi
  sleep 0.5
done
if ! pg_isready -h 127.0.0.1 -p "$port"; then
  echo "PostgreSQL $version did not accept connections on port $port within 30 s." >&2
  exit 1
fi
# A role allowed to create the throw-away databases the API tests use. Its password is made once
# per user and kept beside their other state: a new one for each call broke the address another
# checkout's run was still using (two test runs side by side).
state=${XDG_STATE_HOME:-$HOME/.local/state}/chapterhouse
password_file=$state/test-postgres-password
if [ ! -s "$password_file" ]; then
  mkdir -p "$state"
  (umask 077 && od -An -N12 -tx1 /dev/urandom | tr -d ' \n' >"$password_file.$$" && mv "$password_file.$$" "$password_file")
fi
password=$(cat "$password_file")
as_root su postgres -c "psql -q -p $port -v ON_ERROR_STOP=1" <<SQL >/dev/null
do \$\$ begin
if not exists (select from pg_roles where rolname = 'chapterhouse_test') then
  create role chapterhouse_test login createdb;
end if;
end \$\$;
alter role chapterhouse_test password '$password';
-- Dropping a test database ends what still runs in it, an autovacuum worker included.
grant pg_signal_backend to chapterhouse_test;
SQL
if ! as_root su postgres -c "psql -p $port -tAc \"select 1 from pg_database where datname = 'chapterhouse_test'\"" | grep -q 1; then
  as_root su postgres -c "createdb -p $port -O chapterhouse_test chapterhouse_test"
fi
echo "postgres://chapterhouse_test:$password@127.0.0.1:$port/chapterhouse_test" >&3
