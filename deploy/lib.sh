# Shared by deploy/install.sh and deploy/upgrade.sh (issue 46). Sourced, not run.
# ROOT is the filesystem root they work under: / on a server, a scratch folder in the tests.

SITE_USER=adviser-site
APP_DIR=/opt/adviser-site
DATA_DIR=/var/lib/adviser-site
ETC_DIR=/etc/adviser-site
SYSTEMD_DIR=/etc/systemd/system
CADDY_FILE=/etc/caddy/Caddyfile
SITE_PORT=3000

say() { printf '%s\n' "$*"; }
die() {
  printf 'deploy: %s\n' "$*" >&2
  exit 1
}

# --root DIR (both scripts): the folder they work under instead of / (a scratch root, in the tests).
set_root() {
  [ -n "${1:-}" ] || die "--root needs a folder"
  [ -d "$1" ] || die "--root: no folder $1"
  ROOT=$(cd "$1" && pwd)
}

# --help (both scripts): the script's opening comment, without its `#`s.
show_help() {
  sed -n '2,/^set -euo pipefail$/p' "$1" | sed -e '$d' -e 's/^# \{0,1\}//'
  exit 0
}

# The path under ROOT.
at() { printf '%s%s' "${ROOT%/}" "$1"; }

# Whether this run changes the live system (packages, services) or only writes files under ROOT.
live() { [ "${ROOT%/}" = "" ]; }

# Reads KEY=value lines into the associative array named $2 (comments and blank lines skipped). A
# value is taken as written, to the end of its line: no quotes are needed or removed, so
# MAIL_FROM="Practice" <no-reply@...> keeps its quotes. Keys in file order go to the array $3.
read_env() {
  local file=$1
  local -n into=$2
  local -n order=$3
  local line key
  while IFS= read -r line || [ -n "$line" ]; do
    line=${line%$'\r'}
    case "$line" in '' | '#'*) continue ;; esac
    [[ "$line" == *=* ]] || die "$file: a line that is not KEY=value: $line"
    key=${line%%=*}
    [[ "$key" =~ ^[A-Z][A-Z0-9_]*$ ]] || die "$file: not a setting's name: $key"
    [ -n "${into[$key]+set}" ] || order+=("$key")
    into[$key]=${line#*=}
  done <"$file"
}

# A value in the double quotes systemd's EnvironmentFile= reads (backslash and quote escaped; no
# variable expansion there, so $BACKUP_FILE stays for the backup's copy command).
systemd_quote() {
  local value=${1//\\/\\\\}
  printf '"%s"' "${value//\"/\\\"}"
}

# Reads back a file written with systemd_quote values.
read_systemd_env() {
  local file=$1
  local -n values=$2
  local line key value
  while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in '' | '#'*) continue ;; esac
    key=${line%%=*}
    value=${line#*=}
    if [[ "$value" == \"*\" ]]; then
      value=${value:1:${#value}-2}
      value=${value//\\\"/\"}
      value=${value//\\\\/\\}
    fi
    values[$key]=$value
  done <"$file"
}

# Writes stdin to ROOT$1 with mode $2 and owner $3 only when the content differs; says so.
# Sets CHANGED=1 when it wrote.
put_file() {
  local target
  target=$(at "$1")
  local mode=$2 owner=$3 temporary
  mkdir -p "$(dirname "$target")"
  temporary=$(mktemp "$(dirname "$target")/.deploy.XXXXXX")
  cat >"$temporary"
  if [ -f "$target" ] && cmp -s "$temporary" "$target"; then
    rm -f "$temporary"
  else
    mv -f "$temporary" "$target"
    say "wrote $1"
    CHANGED=1
  fi
  set_owner_mode "$1" "$mode" "$owner"
}

# A folder ROOT$1 with mode $2 and owner $3.
put_dir() {
  mkdir -p "$(at "$1")"
  set_owner_mode "$1" "$2" "$3"
}

# chown by the names in ROOT's own /etc/passwd and /etc/group (a scratch root has its own user).
set_owner_mode() {
  local target user group uid gid
  target=$(at "$1")
  user=${3%%:*}
  group=${3#*:}
  uid=$(awk -F: -v name="$user" '$1 == name { print $3 }' "$(at /etc/passwd)")
  gid=$(awk -F: -v name="$group" '$1 == name { print $3 }' "$(at /etc/group)")
  [ -n "$uid" ] && [ -n "$gid" ] || die "no user or group $3 in $(at /etc/passwd)"
  [ "$(stat -c '%u:%g' "$target")" = "$uid:$gid" ] || chown "$uid:$gid" "$target"
  [ "$(stat -c '%a' "$target")" = "$2" ] || chmod "$2" "$target"
}

# The site's user: a system account without a shell, its home the data folder.
ensure_user() {
  local passwd
  passwd=$(at /etc/passwd)
  if ! awk -F: -v name="$SITE_USER" '$1 == name { found = 1 } END { exit !found }' "$passwd"; then
    local prefix=()
    live || prefix=(--prefix "${ROOT%/}")
    useradd "${prefix[@]}" --system --user-group --home-dir "$DATA_DIR" --no-create-home \
      --shell /usr/sbin/nologin --comment 'Adviser site' "$SITE_USER"
    say "made the system user $SITE_USER"
    CHANGED=1
  fi
}

# The release a source folder makes with the settings in ROOT/etc/adviser-site/site.env: the first
# 12 hex digits of a hash of its files (names and contents) and of the settings its pages are
# prerendered with (SITE_*, BACKUP_KEEP_DAYS). The same source and details are the same release, so a
# second install changes nothing; new details are a new build (the server refuses pages built for
# other details).
release_id() {
  local source=$1
  {
    (cd "$source" && find . \( -path ./node_modules -o -path ./dist -o -path ./data -o -path ./.git \
      -o -path ./test-results -o -path ./backups -o -path ./deploy/site.env \) -prune -o -type f -print0 |
      LC_ALL=C sort -z | xargs -0 sha256sum)
    grep -E '^(SITE_[A-Z0-9_]*|BACKUP_KEEP_DAYS)=' "$(at "$ETC_DIR/site.env")" 2>/dev/null | LC_ALL=C sort || true
  } | sha256sum | cut -c1-12
}

# Copies the source (without what is built or local) into ROOT$2, owned by root, read-only to others.
copy_source() {
  local source=$1 target
  target=$(at "$2")
  mkdir -p "$target"
  tar -C "$source" --exclude=./node_modules --exclude=./dist --exclude=./data --exclude=./.git \
    --exclude=./test-results --exclude=./backups --exclude=./deploy/site.env -cf - . |
    tar -C "$target" --no-same-owner -xf -
  chmod -R u=rwX,go=rX "$target"
  chown -R 0:0 "$target"
}

# Removes every release but those named (the current one and the one to go back to, and a release
# about to be used): each holds its own node_modules, half a gigabyte. This also takes what an
# interrupted build or a failed upgrade left.
prune_releases() {
  local folder keep name
  for folder in "$(at "$APP_DIR/releases")"/*; do
    [ -e "$folder" ] || continue
    name=${folder#"${ROOT%/}"}
    for keep in "$@"; do [ "$name" = "$keep" ] && continue 2; done
    rm -rf "$folder"
    say "removed the release $name"
  done
}

AS_SITE_ENV=()

# Builds ROOT$2 from the source folder $1 when it is not built yet: the source copied in, `npm ci`
# and the build with exactly the settings of ROOT/etc/adviser-site/site.env (the pages are
# prerendered with the practice's details), as root with our Node; then `.built` marks it done.
# Returns 1 (the half-made folder removed) when the build fails. Sets CHANGED=1 when it built.
build_release() {
  local source=$1 release=$2
  [ -e "$(at "$release/.built")" ] && return 0
  rm -rf "$(at "$release")"
  copy_source "$source" "$release"
  say "building $release (npm ci and the build: a few minutes)"
  local -A settings=()
  read_systemd_env "$(at "$ETC_DIR/site.env")" settings
  local assignments=("PATH=$(at "$APP_DIR/node/current/bin"):/usr/bin:/bin" "HOME=${BUILD_HOME:-/root}")
  local key
  for key in "${!settings[@]}"; do assignments+=("$key=${settings[$key]}"); done
  # The operator's npm settings and proxies reach npm (e.g. npm_config_registry for a mirror,
  # https_proxy behind a proxy, npm_config_nodedir for the headers to compile against).
  while IFS= read -r key; do
    case "$key" in
      npm_config_* | http_proxy | https_proxy | no_proxy | HTTP_PROXY | HTTPS_PROXY | NO_PROXY)
        assignments+=("$key=${!key}") ;;
    esac
  done < <(compgen -e)
  # Interrupted (Ctrl-C, a closed SSH session): the half-made folder goes (once npm has stopped).
  trap 'rm -rf "$(at "$release")"; say "interrupted: removed the half-built $release"; exit 130' INT TERM HUP
  # --include=dev: the build's tools (NODE_ENV=production alone would leave them out).
  if ! (cd "$(at "$release")" && env -i "${assignments[@]}" npm ci --include=dev --no-audit --no-fund &&
    env -i "${assignments[@]}" npm run build); then
    trap - INT TERM HUP
    rm -rf "$(at "$release")"
    return 1
  fi
  trap - INT TERM HUP
  chmod -R go-w "$(at "$release")"
  touch "$(at "$release/.built")"
  CHANGED=1
}

# Runs a command as the site's user with exactly the settings of ROOT/etc/adviser-site/site.env
# (and PATH to our Node), in the folder $1.
as_site() {
  local folder=$1
  shift
  local -A settings=()
  read_systemd_env "$(at "$ETC_DIR/site.env")" settings
  local assignments=("PATH=$(at "$APP_DIR/node/current/bin"):/usr/local/bin:/usr/bin:/bin" "HOME=$(at "$DATA_DIR")")
  local key
  for key in "${!settings[@]}"; do assignments+=("$key=${settings[$key]}"); done
  # Overrides for this call (KEY=value each), e.g. no copy command for the upgrade's own backup.
  assignments+=("${AS_SITE_ENV[@]}")
  # A scratch root's user is not this machine's: the tests run the commands as themselves.
  local user=()
  live && user=(runuser -u "$SITE_USER" --)
  (cd "$folder" && "${user[@]}" env -i "${assignments[@]}" "$@")
}

# Waits up to $2 seconds (default 60) for GET $1 to answer 200, asking once a second and saying
# every 5 seconds how long it has waited and what the last answer was (not curl's error each time).
wait_healthy() {
  local url=$1 seconds=${2:-60} started=$SECONDS said=$SECONDS status
  say "waiting up to $seconds s for $url to answer 200"
  while ((SECONDS - started < seconds)); do
    status=$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$url" 2>/dev/null) || true
    [ "$status" = 200 ] && return 0
    if ((SECONDS - said >= 5)); then
      [ "${status:-000}" = 000 ] && status="no answer"
      say "  still waiting after $((SECONDS - started)) s (last: $status)"
      said=$SECONDS
    fi
    sleep 1
  done
  return 1
}

# Node 24 LTS from the official release archive (NODE_DIST_URL, default https://nodejs.org/dist):
# the newest 24.x named in latest-v24.x/SHASUMS256.txt (or NODE_VERSION), its tarball's SHA-256
# checked against that list before it is unpacked into ROOT/opt/adviser-site/node/<version>, and
# node/current pointed at it. Nothing is fetched when that version is there already.
install_node() {
  local dist=${NODE_DIST_URL:-https://nodejs.org/dist}
  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64) arch=arm64 ;;
    *) die "no Node 24 build for $(uname -m)" ;;
  esac
  local work sums version tarball expected actual
  work=$(mktemp -d)
  trap 'rm -rf "$work"' RETURN
  local folder=latest-v24.x
  [ -n "${NODE_VERSION:-}" ] && folder="v${NODE_VERSION#v}"
  curl -fsSL "$dist/$folder/SHASUMS256.txt" -o "$work/SHASUMS256.txt" ||
    die "could not fetch $dist/$folder/SHASUMS256.txt"
  tarball=$(awk -v arch="$arch" '$2 ~ "^node-v24\\.[0-9]+\\.[0-9]+-linux-" arch "\\.tar\\.xz$" { print $2 }' \
    "$work/SHASUMS256.txt" | head -n 1)
  [ -n "$tarball" ] || die "no node-v24.*-linux-$arch.tar.xz in $dist/$folder/SHASUMS256.txt"
  version=${tarball#node-}
  version=${version%%-linux-*}
  if [ ! -x "$(at "$APP_DIR/node/$version/bin/node")" ]; then
    say "fetching Node $version"
    curl -fsSL "$dist/$folder/$tarball" -o "$work/$tarball" || die "could not fetch $tarball"
    expected=$(awk -v name="$tarball" '$2 == name { print $1 }' "$work/SHASUMS256.txt")
    actual=$(sha256sum "$work/$tarball" | cut -d' ' -f1)
    [ "$expected" = "$actual" ] || die "$tarball: checksum $actual is not the published $expected; not installed"
    mkdir -p "$work/unpacked"
    tar -C "$work/unpacked" --strip-components=1 --no-same-owner -xJf "$work/$tarball"
    mkdir -p "$(at "$APP_DIR/node")"
    rm -rf "$(at "$APP_DIR/node/$version")"
    mv "$work/unpacked" "$(at "$APP_DIR/node/$version")"
    chmod 755 "$(at "$APP_DIR/node/$version")"
    CHANGED=1
  fi
  if [ "$(readlink "$(at "$APP_DIR/node/current")" 2>/dev/null)" != "$version" ]; then
    ln -sfn "$version" "$(at "$APP_DIR/node/current")"
    say "Node $version in $APP_DIR/node/current"
    CHANGED=1
  fi
}
