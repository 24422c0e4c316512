#!/usr/bin/env bash
# The production build runs with production dependencies only. In a scratch copy of the working tree
# (tracked and new files, nothing ignored) with this tree's build (`npm run build`, made first if missing) and
# `npm install --omit=dev` (what `npm prune --omit=dev` leaves after a full install), then
# `npm run admin:create` on a fresh DATA_DIR, then `node apps/server/dist/main.js` with NODE_ENV=production on
# it and a free port; passes when GET /api/health answers 200, / serves the web app's HTML, the administrator
# the command made signs in, and the bundled QR scanner reads the sample PDF. Only npm packages are
# fetched (from the npm cache when it has them).
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="$(mktemp -d "${TMPDIR:-/tmp}/tour-production-build.XXXXXX")"
server_pid=""
cleanup() {
  if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
    kill "$server_pid"
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$scratch"
}
trap cleanup EXIT

step() { printf '%s  %s\n' "$(date +%T)" "$*"; }

step "copying the working tree to $scratch"
git ls-files -z --cached --others --exclude-standard |
  while IFS= read -r -d '' file; do [[ -e "$file" ]] && printf '%s\0' "$file"; done |
  rsync -a --from0 --files-from=- ./ "$scratch/"

# The build made from the same sources a moment ago (npm test builds before the end-to-end tests): building it
# again here took minutes on two busy cores and proved nothing more.
if [[ ! -f apps/server/dist/main.js || ! -f apps/web/dist/index.html ]]; then
  step "npm run build (no build in this tree yet)"
  npm run build --silent
fi
step "copying the build"
rsync -a apps/web/dist/ "$scratch/apps/web/dist/"
rsync -a apps/server/dist/ "$scratch/apps/server/dist/"

cd "$scratch"
step "npm install --omit=dev"
npm install --omit=dev --no-audit --no-fund --prefer-offline --loglevel=error
for dev_only in typescript vite esbuild tsx vitest @biomejs/biome; do
  if [[ -e "node_modules/$dev_only" ]]; then
    echo "npm install --omit=dev installed the development dependency $dev_only" >&2
    exit 1
  fi
done

app_secret="production-build-test-$RANDOM$RANDOM"
# The first administrator of an empty database, made by the bundled command without tsx (DESIGN decision 38).
admin_email="first-admin@example.com"
admin_password="sturdy lantern $RANDOM orchard gravel"
step "npm run admin:create on the empty database"
created="$(printf '%s\n' "$admin_password" | NODE_ENV=production APP_SECRET="$app_secret" DATA_DIR="$scratch/data" \
  npm run --silent admin:create -- --email "$admin_email" --password-stdin)"
if [[ "$created" != "Created the administrator account $admin_email."* ]]; then
  echo "npm run admin:create did not create the administrator: $created" >&2
  exit 1
fi

port="$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"
step "starting node apps/server/dist/main.js on port $port"
NODE_ENV=production APP_SECRET="$app_secret" DATA_DIR="$scratch/data" HOST=127.0.0.1 \
  PORT="$port" LOG_LEVEL=warn node apps/server/dist/main.js >"$scratch/server.log" 2>&1 &
server_pid=$!

healthy=""
for _ in $(seq 1 600); do
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "the server exited before answering; its log:" >&2
    cat "$scratch/server.log" >&2
    exit 1
  fi
  if [[ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/health")" == 200 ]]; then
    healthy=yes
    break
  fi
  sleep 0.1
done
if [[ -z "$healthy" ]]; then
  echo "GET /api/health did not answer 200 within 60 s; the server's log:" >&2
  cat "$scratch/server.log" >&2
  exit 1
fi
step "GET /api/health: 200"

page="$(curl -s -w '\n%{http_code} %{content_type}' "http://127.0.0.1:$port/")"
if [[ "$(tail -n 1 <<<"$page")" != "200 text/html"* ]] || ! grep -q '<div id="root">' <<<"$page" \
  || ! grep -q 'id="page-state"' <<<"$page"; then
  echo "GET / did not serve the home rendered on the server:" >&2
  head -c 2000 <<<"$page" >&2
  exit 1
fi
step "GET /: the home rendered on the server (decision 35)"

sign_in="$(curl -s -w '\n%{http_code}' -H 'content-type: application/json' \
  -d "{\"email\":\"$admin_email\",\"password\":\"$admin_password\"}" "http://127.0.0.1:$port/api/auth/sign-in")"
if [[ "$(tail -n 1 <<<"$sign_in")" != 200 ]] || ! grep -q '"role":"admin"' <<<"$sign_in"; then
  echo "the administrator made by admin:create could not sign in: $sign_in" >&2
  exit 1
fi
step "the administrator made by admin:create signs in"

# The QR scanner of uploads is a second bundle, started as a child process; it must find its npm packages too.
# Its protocol (qr-scanner.ts): it says it is ready, then answers each document sent.
scan_with_bundle() {
  node --input-type=module -e "
    import { fork } from 'node:child_process';
    import { readFileSync } from 'node:fs';
    const scanner = fork('apps/server/dist/qr-scanner.js', [], { execArgv: [], serialization: 'advanced' });
    scanner.on('message', (message) => {
      if (message.ready) {
        scanner.send({ bytes: readFileSync('$1'), contentType: 'application/pdf' });
        return;
      }
      console.log(JSON.stringify(message));
      scanner.disconnect();
    });
  "
}
scan="$(scan_with_bundle docs/demo-licences/licence-14-07788.pdf)"
if [[ "$scan" != *'license=14%2F07788'* ]]; then
  echo "the bundled QR scanner did not read the sample PDF's licence 14/07788: $scan" >&2
  exit 1
fi
step "the bundled QR scanner read 14/07788 from the sample PDF"
slip_scan="$(scan_with_bundle docs/demo-slips/slip-bay-1.pdf)"
if [[ "$slip_scan" != *'BAY2611271712000987'* ]]; then
  echo "the bundled QR scanner did not read the mini QR of the sample slip docs/demo-slips/slip-bay-1.pdf: $slip_scan" >&2
  exit 1
fi
step "the bundled QR scanner read the mini QR of the sample PDF slip"
echo "production build: runs with production dependencies only"
