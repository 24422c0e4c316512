#!/usr/bin/env bash
# Runs every test: typecheck, unit, integration (PGlite and PostgreSQL), bundle budget, end-to-end (Chromium).
# Installs Chromium from Debian's packages and starts the local PostgreSQL when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-test-services.sh

echo "== typecheck"
npm run typecheck
echo "== unit and integration tests"
npx vitest run
echo "== web build and first-screen JavaScript budget"
npm run build
node_modules/.bin/tsx scripts/check-bundle-budget.ts
echo "== end-to-end tests (Chromium)"
npm run test -w e2e
