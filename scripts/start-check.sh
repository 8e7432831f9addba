# `start_site DIR`: the built site in DIR starts and answers, as a user's `npm start` would (a fresh
# SQLite database in DIR/data), on the `node` first on PATH; nothing printed a user could act on (no
# deprecation or other warning, no log line above info). Sourced by test-node24.sh and .ci/run.
start_site() {
  local dir=$1 port log pid answer=""
  port=$(node -e 'const s=require("node:net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  log=$(mktemp)
  (cd "$dir" && PORT=$port DATABASE_URL="$dir/data/start-check.db" exec node scripts/start.mjs) >"$log" 2>&1 &
  pid=$!
  for _ in $(seq 1 300); do
    answer=$(node -e 'fetch(process.argv[1]).then(async (r) => console.log(r.status, await r.text())).catch(() => {})' \
      "http://127.0.0.1:$port/api/health")
    [ -n "$answer" ] && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  rm -f "$dir/data/start-check.db" "$dir/data/start-check.db-wal" "$dir/data/start-check.db-shm"
  echo "$(node --version): GET /api/health: ${answer:-no answer}"
  if [[ "$answer" != 200* ]]; then
    cat "$log"
    rm -f "$log"
    return 1
  fi
  if grep -E 'Warning|\[(FST)?DEP[0-9]|"level":(40|50|60)' "$log"; then
    echo "The start printed warnings (above)."
    rm -f "$log"
    return 1
  fi
  rm -f "$log"
}
