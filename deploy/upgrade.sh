#!/usr/bin/env bash
# Upgrades the site deploy/install.sh put on this server to the version of this checkout (issue 46;
# README "Put it on a server"). Run as root after `git pull`:
#
#   sudo bash deploy/upgrade.sh
#
# 1. A backup first, into /var/lib/adviser-site/backups/pre-upgrade-<time>: if it fails, nothing else
#    happens.
# 2. The new release is built beside the one serving (npm ci, the build); a failed build changes
#    nothing.
# 3. The site stops, the new release migrates the database, becomes current and starts.
# 4. GET /api/health must answer 200 within 60 s (UPGRADE_HEALTH_SECONDS); then the releases before
#    the previous one are removed. If it does not (or the migration failed), the previous release
#    is put back, the database restored from the backup of step 1, the site started again, and
#    this says so and exits 1.
#
# --release NAME   a release already built in /opt/adviser-site/releases/NAME instead of this checkout
# --root DIR       the scratch root of deploy/install.sh --root (the tests)
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
source_dir=$(dirname "$here")
# shellcheck source=deploy/lib.sh
. "$here/lib.sh"

ROOT=/
release_name=""
while [ $# -gt 0 ]; do
  case "$1" in
    --release)
      [ $# -ge 2 ] || die "--release needs a release's name"
      release_name=$2
      shift
      ;;
    --root)
      set_root "${2:-}"
      shift
      ;;
    -h | --help) show_help "$0" ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
  shift
done
[ "$(id -u)" = 0 ] || die "run it as root (sudo bash deploy/upgrade.sh)"
[ -f "$(at "$ETC_DIR/site.env")" ] || die "no $ETC_DIR/site.env: install first (deploy/install.sh)"
old=$(readlink "$(at "$APP_DIR/current")" 2>/dev/null) || die "no current release: install first (deploy/install.sh)"

health_seconds=${UPGRADE_HEALTH_SECONDS:-60}
declare -A settings=()
read_systemd_env "$(at "$ETC_DIR/site.env")" settings
port=${settings[PORT]:-$SITE_PORT}
case "${settings[DATABASE_URL]:-}" in
  postgres://* | postgresql://*) extension=pgdump restore_options=(--replace) ;;
  *) extension=db restore_options=() ;;
esac

# --- 1. The backup --------------------------------------------------------------------------------
stamp=$(date -u +%Y-%m-%dT%H-%M-%SZ)
backup="${settings[BACKUP_DIR]:-$DATA_DIR/backups}/pre-upgrade-$stamp.$extension"
say "backing up the database to $backup"
# Kept here for the rollback: the copy off the machine is the nightly backup's business.
AS_SITE_ENV=(BACKUP_COPY_COMMAND=)
as_site "$(at "$old")" node --import tsx scripts/db-backup.ts "$backup" ||
  die "the backup failed: nothing was changed"

# --- 2. The new release ---------------------------------------------------------------------------
if [ -n "$release_name" ]; then
  new="$APP_DIR/releases/$release_name"
  [ -e "$(at "$new/.built")" ] || die "no built release $release_name in $APP_DIR/releases"
else
  new="$APP_DIR/releases/$(release_id "$source_dir")"
  build_release "$source_dir" "$new" || die "the build failed (its output is above): nothing was changed, $old still serves"
fi
[ "$new" != "$old" ] || {
  say "$new is already the current release: nothing to upgrade"
  exit 0
}

# --- 3. Stop, migrate, switch, start ----------------------------------------------------------------
AS_SITE_ENV=()
rollback() {
  say "$1: putting $old back"
  systemctl stop adviser-site.service || true
  ln -sfn "$old" "$(at "$APP_DIR/current")"
  if as_site "$(at "$old")" node --import tsx scripts/db-restore.ts "$backup" "${restore_options[@]}"; then
    restored="the database is as it was before the upgrade ($backup)"
  else
    restored="the database could NOT be restored from $backup: restore it by hand (README, db:restore)"
  fi
  systemctl start adviser-site.service || true
  if wait_healthy "http://127.0.0.1:$port/api/health" 60; then
    say "ROLLED BACK: $old serves again; $restored. The upgrade to $new failed."
  else
    say "ROLLED BACK to $old, but it does not answer healthy either; $restored. See journalctl -u adviser-site."
  fi
  exit 1
}

systemctl stop adviser-site.service
say "migrating the database with $new"
as_site "$(at "$new")" node --import tsx scripts/migrate.ts || rollback "the migration failed"
ln -sfn "$new" "$(at "$APP_DIR/current")"
ln -sfn "$old" "$(at "$APP_DIR/previous")"
systemctl start adviser-site.service || rollback "the site did not start"

# --- 4. The health check ----------------------------------------------------------------------------
wait_healthy "http://127.0.0.1:$port/api/health" "$health_seconds" ||
  rollback "the site did not answer healthy within $health_seconds s"
prune_releases "$new" "$old"
say "Upgraded: $new serves (the previous release stays in $old; the backup is $backup)."
