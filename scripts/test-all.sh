#!/usr/bin/env bash
# Runs every test: lint and format (Biome), layer rules (dependency-cruiser), unused code (knip), strings written in
# components or catalogues in one language (check-ui-texts), per-package
# typechecks (tsc -b), unit, integration (PGlite and PostgreSQL), bundle budget, end-to-end (Chromium), and the
# production build on production dependencies only.
# Installs Chromium from Debian's packages and starts the local PostgreSQL when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-test-services.sh

echo "== lint, format check (Biome), layer rules (dependency-cruiser), unused code (knip), texts outside catalogues (at ${SECONDS} s)"
npm run lint
echo "== typecheck (at ${SECONDS} s)"
npm run typecheck
echo "== unit and integration tests (at ${SECONDS} s)"
npx vitest run
echo "== production build (web app and server bundle) and first-screen JavaScript budget (at ${SECONDS} s)"
npm run build
node_modules/.bin/tsx scripts/check-bundle-budget.ts
echo "== end-to-end tests (Chromium) (at ${SECONDS} s)"
npm run test -w e2e
echo "== production build in a scratch copy, on production dependencies only (at ${SECONDS} s)"
bash scripts/test-production-build.sh
echo "== all tests passed in ${SECONDS} s"
