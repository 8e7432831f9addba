#!/usr/bin/env bash
# `npm test`: the whole suite. Installs the Debian packages it needs if missing, then type check,
# lint, unit tests, API tests (SQLite and PostgreSQL), the reliability suite, a production build, and
# browser tests.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-test-deps.sh || exit 1

results=$(mktemp -d)
status=0
step() {
  local name=$1
  shift
  echo
  echo "=== ${name}"
  if ! "$@"; then
    echo "=== ${name}: FAILED"
    status=1
  fi
}

step "type check" npx tsc --noEmit -p tsconfig.json
step "lint" npx biome ci .
step "unit and API tests" npx vitest run --project unit --project api \
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
fi

# One plain closing line over every test run.
node -e '
  const fs = require("node:fs");
  let passed = 0, failed = 0, skipped = 0;
  for (const file of process.argv.slice(1)) {
    if (!fs.existsSync(file)) continue;
    const report = JSON.parse(fs.readFileSync(file, "utf8"));
    passed += report.numPassedTests; failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  console.log("");
  console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
' "${results}/unit-api.json" "${results}/reliability.json" "${results}/e2e.json"
rm -rf "${results}"
exit $status
