#!/usr/bin/env bash
# Makes sure the tests' outside needs are here: Chromium at /usr/bin/chromium and PostgreSQL on 127.0.0.1:5432.
set -euo pipefail

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else return 1; fi
}

if [ ! -x /usr/bin/chromium ]; then
  echo "Chromium is missing: installing it from Debian's packages"
  if ! { as_root apt-get update -qq && DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium fonts-noto-core fonts-thai-tlwg; }; then
    echo "Could not install Chromium. Run: sudo apt-get update && sudo apt-get install -y chromium" >&2
    exit 1
  fi
fi

postgres_up() { (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; }
if [ -z "${TEST_POSTGRES_URL:-}" ] && ! postgres_up; then
  if [ -z "$(ls /etc/postgresql 2>/dev/null)" ]; then
    echo "PostgreSQL is not installed: installing it from Debian's packages"
    if ! { as_root apt-get update -qq && DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql; }; then
      echo "Could not install PostgreSQL. Run: sudo apt-get update && sudo apt-get install -y postgresql" >&2
      exit 1
    fi
    # A new cluster asks for passwords on TCP; the tests connect as postgres from this machine only.
    as_root sed -i '1i host all postgres 127.0.0.1/32 trust' "$(ls /etc/postgresql/*/main/pg_hba.conf | head -n 1)"
  fi
  echo "PostgreSQL is not answering on 127.0.0.1:5432: starting it"
  if ! as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start; then
    echo "Could not start PostgreSQL. Run: pg_ctlcluster --skip-systemctl-redirect \$(ls /etc/postgresql) main start" >&2
    exit 1
  fi
  for _ in $(seq 1 30); do postgres_up && break; sleep 1; done
  postgres_up || { echo "PostgreSQL did not come up on 127.0.0.1:5432" >&2; exit 1; }
fi
