#!/usr/bin/env bash
# `npm run bench`: the measured budgets (scripts/bench.ts) on Node 24 LTS, the runtime
# deploy/install.sh installs and .ci/run tests, whatever the machine's own Node is (issue 58). The
# servers the bench starts run on the Node that runs the bench, so it runs in a copy of the project
# made for Node 24 (scripts/node24.sh, as the tests do). `GET /` against the bare server is also
# measured on the machine's own Node when it is another one (the same three starts), printed once
# beside the figure and not budgeted: that part starts the build copied back into the project with
# that Node.
# `npm run bench:here` runs the same bench on the machine's Node only.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
machine_node=$(command -v node)
machine_version=$(node --version)

# shellcheck source=scripts/node24.sh
source "$root/scripts/node24.sh"

echo "=== build (Node ${version})"
npm run --silent build
# The same build in the project, for the part on the machine's own Node (its better-sqlite3).
rm -rf "$root/dist" && cp -a dist "$root/dist"

echo "=== npm run bench on Node ${version} (the machine's own: ${machine_version})"
if [ "v${version}" != "$machine_version" ]; then
  export BENCH_MACHINE_NODE="$machine_node" BENCH_MACHINE_ROOT="$root"
fi
node --import tsx scripts/bench.ts
