#!/usr/bin/env bash
# `npm test`: the whole suite. Installs the Debian packages it needs if missing, then type check,
# lint, unit tests, API tests (SQLite and PostgreSQL), the reliability suite, a production build, and
# browser tests.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-test-deps.sh || exit 1

results=$(mktemp -d)
# shellcheck source=scripts/steps.sh
source scripts/steps.sh

step "type check" npm run --silent typecheck
step "lint" bash -c 'npx biome ci . && npm run --silent lint:rules'
step "unit and API tests" npx vitest run --project unit --project api --project api-own-modules \
  --reporter=default --reporter=json --outputFile.json="${results}/unit-api.json"
step "build" npm run --silent build
if [ -f dist/server/start.js ]; then
  step "reliability tests" npx vitest run --project reliability \
    --reporter=default --reporter=json --outputFile.json="${results}/reliability.json"
  step "browser tests" npx vitest run --project e2e \
    --reporter=default --reporter=json --outputFile.json="${results}/e2e.json"
else
  echo "=== browser tests: not run, the build failed"
  status=1
  failed_steps+=("browser tests: not run, the build failed")
fi

# Where the time went (part by part, and the slowest files), then one plain closing line over
# every test run.
node scripts/test-summary.mjs "${timings[@]/#/part:}" "${failed_steps[@]/#/failed-step:}" "total:${SECONDS}" \
  "${results}/unit-api.json" "${results}/reliability.json" "${results}/e2e.json"
mkdir -p test-results && cp "${results}"/*.json test-results/ 2>/dev/null
rm -rf "${results}"
exit $status
