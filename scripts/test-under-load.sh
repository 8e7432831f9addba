#!/usr/bin/env bash
# `npm run test:under-load`: the whole suite while a second program keeps one core busy the whole
# time, as on a shared CI machine. The busy program is a Node loop at normal priority; it is
# stopped when the suite ends, however it ends.
set -uo pipefail
cd "$(dirname "$0")/.."

node -e 'for (;;) {}' &
busy=$!
trap 'kill "${busy}" 2>/dev/null' EXIT
echo "A busy loop keeps one core occupied (pid ${busy}) while the suite runs."
bash scripts/test-all.sh "$@"
