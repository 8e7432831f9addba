#!/usr/bin/env bash
# Puts the site on a Debian 12 or 13 server (issue 46; README "Put it on a server"). Run as root
# from a checkout of the site, as often as you like: a second run with nothing changed changes
# nothing.
#
#   sudo bash deploy/install.sh [--postgres]
#
# It reads deploy/site.env (made from deploy/site.env.example on the first run, refused while a value
# is still the example's), then: the system user adviser-site without a shell; the site in
# /opt/adviser-site (a folder per release, `current` pointing at the one serving); its data in
# /var/lib/adviser-site (0700); its settings and secrets in /etc/adviser-site/site.env (0600, root);
# Node 24 LTS from nodejs.org (checksum checked); the build and the migrations; systemd units for
# the site and timers for the nightly backup (copied off the machine) and, with PostgreSQL, the
# weekly compaction; Caddy as the HTTPS proxy for SITE_URL's host.
#
# --postgres    a local PostgreSQL (Debian's) instead of SQLite
# --root DIR    write the files under DIR instead of / and leave the live system alone (no packages,
#               no Node, no build, no services): what the tests check
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
source_dir=$(dirname "$here")
# shellcheck source=deploy/lib.sh
. "$here/lib.sh"

ROOT=/
postgres=0
while [ $# -gt 0 ]; do
  case "$1" in
    --postgres) postgres=1 ;;
    --root)
      set_root "${2:-}"
      shift
      ;;
    -h | --help) show_help "$0" ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
  shift
done
[ "$(id -u)" = 0 ] || die "run it as root (sudo bash deploy/install.sh)"
CHANGED=0

# --- The operator's settings -------------------------------------------------------------------
settings_file=${SITE_ENV_FILE:-$here/site.env}
if [ ! -f "$settings_file" ]; then
  install -m 0600 "$here/site.env.example" "$settings_file"
  say "Made $settings_file from the example. Fill in your practice's values (every one), then run this again."
  exit 2
fi
chmod 0600 "$settings_file"
declare -A example=() operator=()
example_keys=() operator_keys=()
read_env "$here/site.env.example" example example_keys
read_env "$settings_file" operator operator_keys
unchanged=()
for key in "${example_keys[@]}"; do
  if [ -z "${operator[$key]+set}" ]; then
    unchanged+=("$key (missing)")
  elif [ "${operator[$key]}" = "${example[$key]}" ]; then
    unchanged+=("$key")
  fi
done
[ ${#unchanged[@]} -eq 0 ] ||
  die "$settings_file still has the example's values: ${unchanged[*]}. Set each, then run this again."
site_url=${operator[SITE_URL]}
[[ "$site_url" =~ ^https://([a-z0-9.-]+)/?$ ]] ||
  die "SITE_URL must be https:// and a domain name only (e.g. https://www.example.com): $site_url"
site_host=${BASH_REMATCH[1]}
[[ "${operator[ACME_EMAIL]}" =~ ^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+$ ]] ||
  die "ACME_EMAIL must be an e-mail address: ${operator[ACME_EMAIL]}"
[ -z "${operator[ADMIN_PASSWORD]+set}" ] ||
  die "$settings_file: remove ADMIN_PASSWORD. No password is kept in a file: the first owner chooses theirs from a one-time link this prints, and each person changes their own at /admin/security (an existing account's password stays as it is)."
[[ "${operator[ADMIN_EMAIL]}" =~ ^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$ ]] ||
  die "ADMIN_EMAIL must be an e-mail address: ${operator[ADMIN_EMAIL]}"
for fixed in NODE_ENV HOST PORT TRUST_PROXY DATABASE_URL BACKUP_DIR DATA_DIR DATA_KEY BACKUP_KEY; do
  [ -z "${operator[$fixed]+set}" ] || die "$settings_file: $fixed is set by the installer; remove it"
done

# --- Packages (a live install only) --------------------------------------------------------------
if live; then
  packages=(caddy curl ca-certificates xz-utils python3 make g++ tzdata)
  [ $postgres = 1 ] && packages+=(postgresql postgresql-client)
  missing=()
  for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    say "installing ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
  fi
fi

# --- The user and the folders -----------------------------------------------------------------
ensure_user
put_dir /opt 755 root:root
put_dir "$APP_DIR" 755 root:root
put_dir "$APP_DIR/releases" 755 root:root
put_dir /var/lib 755 root:root
put_dir "$DATA_DIR" 700 "$SITE_USER:$SITE_USER"
put_dir "$DATA_DIR/backups" 700 "$SITE_USER:$SITE_USER"
put_dir /etc 755 root:root
put_dir "$ETC_DIR" 700 root:root

# --- Settings and secrets: /etc/adviser-site/site.env ------------------------------------------
declare -A installed=()
[ -f "$(at "$ETC_DIR/site.env")" ] && read_systemd_env "$(at "$ETC_DIR/site.env")" installed
new_secrets=()
for secret in DATA_KEY BACKUP_KEY; do
  if [ -z "${installed[$secret]:-}" ]; then
    installed[$secret]=$(head -c 32 /dev/urandom | base64)
    new_secrets+=("$secret")
  fi
done
if [ $postgres = 1 ]; then
  database_url="postgresql://$SITE_USER@/adviser_site?host=/var/run/postgresql"
else
  database_url="$DATA_DIR/app.db"
fi
# Written through a function, not a pipeline: put_file's CHANGED=1 must reach this shell (at the
# end of a pipeline it ran in a subshell and was lost, so changed settings did not restart the site).
site_settings() {
  say "# Written by deploy/install.sh from $settings_file: change that file and run the installer again."
  say "NODE_ENV=production"
  say "HOST=127.0.0.1"
  say "PORT=$SITE_PORT"
  say "TRUST_PROXY=true"
  say "DATABASE_URL=$(systemd_quote "$database_url")"
  say "BACKUP_DIR=$DATA_DIR/backups"
  say "DATA_DIR=$DATA_DIR"
  for key in "${operator_keys[@]}"; do
    # Caddy's and the installer's, not the site's.
    [ "$key" = ACME_EMAIL ] || [ "$key" = ADMIN_EMAIL ] && continue
    say "$key=$(systemd_quote "${operator[$key]}")"
  done
  say "# Made once by the installer: keep a copy of both off this machine."
  say "DATA_KEY=${installed[DATA_KEY]}"
  say "BACKUP_KEY=${installed[BACKUP_KEY]}"
}
put_file "$ETC_DIR/site.env" 600 root:root < <(site_settings)

# --- Node, the release, the build --------------------------------------------------------------
live && install_node
release=$(release_id "$source_dir")
release_dir="$APP_DIR/releases/$release"
if live; then
  build_release "$source_dir" "$release_dir" || die "the build of $release_dir failed (its output is above)"
elif [ ! -d "$(at "$release_dir")" ]; then
  # A scratch root: the source only (not built, so no `.built` mark), as the tests check it.
  copy_source "$source_dir" "$release_dir"
  CHANGED=1
fi

# --- PostgreSQL (a live install with --postgres) -----------------------------------------------
if live && [ $postgres = 1 ]; then
  if ! runuser -u postgres -- psql -tAc "select 1 from pg_roles where rolname = '$SITE_USER'" | grep -q 1; then
    runuser -u postgres -- createuser "$SITE_USER"
    CHANGED=1
  fi
  if ! runuser -u postgres -- psql -tAc "select 1 from pg_database where datname = 'adviser_site'" | grep -q 1; then
    runuser -u postgres -- createdb -O "$SITE_USER" adviser_site
    CHANGED=1
  fi
fi

# --- Migrations, then the release goes live ----------------------------------------------------
previous=$(readlink "$(at "$APP_DIR/current")" 2>/dev/null || true)
if live; then
  as_site "$release_dir" node --import tsx scripts/migrate.ts
fi
if [ "$previous" != "$release_dir" ]; then
  ln -sfn "$release_dir" "$(at "$APP_DIR/current")"
  [ -n "$previous" ] && ln -sfn "$previous" "$(at "$APP_DIR/previous")"
  say "release $release is current"
  CHANGED=1
fi
prune_releases "$release_dir" "$(readlink "$(at "$APP_DIR/previous")" 2>/dev/null || true)"

# --- systemd units -------------------------------------------------------------------------------
units=(adviser-site.service adviser-site-backup.service adviser-site-backup.timer)
[ $postgres = 1 ] && units+=(adviser-site-compact.service adviser-site-compact.timer)
for unit in "${units[@]}"; do
  put_file "$SYSTEMD_DIR/$unit" 644 root:root <"$here/systemd/$unit"
done
if [ $postgres = 0 ]; then
  for unit in adviser-site-compact.timer adviser-site-compact.service; do
    if [ -e "$(at "$SYSTEMD_DIR/$unit")" ]; then
      live && systemctl disable --now "$unit" >/dev/null 2>&1 || true
      rm -f "$(at "$SYSTEMD_DIR/$unit")"
      CHANGED=1
    fi
  done
fi

# --- Caddy: HTTPS for SITE_URL's host, HTTP redirected, compression left to the site -----------
put_dir /etc/caddy 755 root:root
put_file "$CADDY_FILE" 644 root:root < <(sed -e "s|__SITE_HOST__|$site_host|g" \
  -e "s|__ACME_EMAIL__|${operator[ACME_EMAIL]}|g" -e "s|__SITE_PORT__|$SITE_PORT|g" "$here/Caddyfile.template")

# --- Start, and check -----------------------------------------------------------------------------
if live; then
  systemctl daemon-reload
  systemctl enable --quiet adviser-site.service adviser-site-backup.timer caddy.service
  [ $postgres = 1 ] && systemctl enable --quiet --now adviser-site-compact.timer
  systemctl start adviser-site-backup.timer
  if [ $CHANGED = 1 ]; then
    say "restarting adviser-site.service: its settings, release or units changed"
    systemctl restart adviser-site.service
  else
    systemctl start adviser-site.service
  fi
  systemctl reload-or-restart caddy.service
  if ! wait_healthy "http://127.0.0.1:$SITE_PORT/api/health" 90; then
    journalctl -u adviser-site.service -n 30 --no-pager || true
    die "the site did not answer healthy within 90 s (its log is above)"
  fi
fi

# --- The first owner: made once, its password chosen from a one-time link printed here ----------
if live; then
  as_site "$release_dir" node --import tsx scripts/admin.ts setup-link "${operator[ADMIN_EMAIL]}"
else
  say "(a scratch root: on a server the first owner, ${operator[ADMIN_EMAIL]}, would be made now with a one-time link to choose its password)"
fi

if ! live && [ $CHANGED = 1 ]; then
  say "(a scratch root: no services here; on a server adviser-site.service would restart now: its settings, release or units changed)"
fi

if [ ${#new_secrets[@]} -gt 0 ]; then
  say ""
  say "Made ${new_secrets[*]} in $ETC_DIR/site.env. Keep a copy off this machine (a password manager):"
  say "without DATA_KEY the encrypted fields cannot be read, without BACKUP_KEY no backup can be restored."
fi
if [ $CHANGED = 0 ]; then
  say "Nothing to change: the site is as $settings_file and this checkout say."
else
  say "Done: $site_url (Caddy fetches its certificate once DNS for $site_host points here)."
fi
