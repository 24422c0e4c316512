#!/usr/bin/env bash
# Makes sure the tests' outside needs are here: Chromium at /usr/bin/chromium, PostgreSQL on 127.0.0.1:5432
# and Redis on 127.0.0.1:6379 (the shared rate-limit store the scale-out tests use).
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

redis_up() { (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; }
if [ -z "${TEST_REDIS_URL:-}" ] && ! redis_up; then
  if ! command -v redis-server >/dev/null; then
    echo "Redis is not installed: installing it from Debian's packages"
    if ! { as_root apt-get update -qq && DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq redis-server; }; then
      echo "Could not install Redis. Run: sudo apt-get update && sudo apt-get install -y redis-server" >&2
      exit 1
    fi
  fi
  # Debian's package may have started its own service on 6379 already.
  if ! redis_up; then
    echo "Redis is not answering on 127.0.0.1:6379: starting it (loopback only, nothing written to disk)"
    if ! redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no; then
      echo 'Could not start Redis. Run: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no' >&2
      exit 1
    fi
    for _ in $(seq 1 30); do redis_up && break; sleep 0.2; done
    redis_up || { echo "Redis did not come up on 127.0.0.1:6379" >&2; exit 1; }
  fi
fi
