#!/usr/bin/env bash
# `npm run test:node24`: the unit, API and reliability tests and a start of the built site on Node 24
# LTS, beside the machine's own Node (issue 30). `--whole` (what .ci/run calls): the README's whole
# test command, npm test, on Node 24 instead, and the build copied back into the project.
#
# Node 24 and the copy of the project the tests run in: scripts/node24.sh.
# Without --whole, about 10 minutes on 2 cores: a minute compiling better-sqlite3, the rest the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
# --whole: the README's whole test command (npm test) instead of the unit, API and reliability
# tests, and the build copied back to the project (for .ci/run's start on the machine's Node).
whole=0
[ "${1:-}" = "--whole" ] && whole=1
started=$SECONDS

# shellcheck source=scripts/node24.sh
source "$root/scripts/node24.sh"

step_suffix=" (Node ${version})"
# shellcheck source=scripts/steps.sh
source "$root/scripts/steps.sh"

results="$work/test-results"
mkdir -p "$results"
if [ "$whole" = 1 ]; then
  # The README's test command, whole, on Node 24 (.ci/run): it prints its own summary.
  step "npm test" npm test
  [ -f dist/server/start.js ] && rm -rf "$root/dist" && cp -a dist "$root/dist"
  # The results and screenshots, kept where a developer looks for them.
  [ -d test-results ] && rm -rf "$root/test-results" && cp -a test-results "$root/test-results"
else
  step "unit and API tests" npx vitest run --project unit --project api --project api-own-modules \
    --reporter=default --reporter=json --outputFile.json="$results/unit-api.json"
  step "build" npm run --silent build
  step "reliability tests" npx vitest run --project reliability \
    --reporter=default --reporter=json --outputFile.json="$results/reliability.json"
fi

# shellcheck source=scripts/start-check.sh
source "$root/scripts/start-check.sh"
step "start of the built site" start_site "$work"

echo
echo "Node ${version}: better-sqlite3 compiled in ${compiled} s"
node "$root/scripts/test-summary.mjs" "${timings[@]/#/part:}" "${failed_steps[@]/#/failed-step:}" \
  "total:$((SECONDS - started))" \
  "$results/unit-api.json" "$results/reliability.json" "$results/e2e.json"
exit $status
