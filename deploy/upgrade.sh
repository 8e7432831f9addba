#!/usr/bin/env bash
# Upgrades the site deploy/install.sh put on this server to the version of this checkout (issues 46
# and 56; README "Put it on a server"). Run as root after `git pull`:
#
#   sudo bash deploy/upgrade.sh
#
# 1. The new release is built beside the one serving (npm ci, the build), which goes on serving and
#    taking enquiries meanwhile; a failed or interrupted build changes nothing and leaves no folder.
# 2. Writes are held (the file hold-writes in the data folder: every form and back-office change is
#    answered 503 "we are updating the site: try again in a minute", and no e-mail goes out), the
#    site stops, and the database is backed up into /var/lib/adviser-site/backups/pre-upgrade-<time>:
#    everything the site acknowledged is in that backup. If it fails, the site starts again as it was.
# 3. The new release migrates the database, becomes current and starts, writes still held.
# 4. GET /api/health must answer 200 within 60 s (UPGRADE_HEALTH_SECONDS); then writes open and the
#    releases before the previous one are removed. If it does not (or the migration failed, or this
#    is interrupted), the previous release is put back, the database restored from the backup of
#    step 2, the site started again, writes opened, the failed release removed, and this says so
#    and exits 1. Nothing the new release could have acknowledged is lost: it took no writes.
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
site_env=$(at "$ETC_DIR/site.env")
[ -f "$site_env" ] || die "no $ETC_DIR/site.env: install first (deploy/install.sh)"
old=$(readlink "$(at "$APP_DIR/current")" 2>/dev/null) || die "no current release: install first (deploy/install.sh)"
old_previous=$(readlink "$(at "$APP_DIR/previous")" 2>/dev/null || true)

# Settings written by an installer from before DATA_DIR (issue 56): the site's own files are in the
# data folder, which the server and this script must agree on.
grep -q '^DATA_DIR=' "$site_env" || {
  printf 'DATA_DIR=%s\n' "$(at "$DATA_DIR")" >>"$site_env"
  say "added DATA_DIR=$(at "$DATA_DIR") to $ETC_DIR/site.env (the folder of the site's own files)"
}

# Settings from before issue 56 kept the first owner's password in plain text: the site no longer
# reads it (a password belongs to its owner), so it leaves the file, with its ADMIN_EMAIL.
if grep -q '^ADMIN_PASSWORD=' "$site_env"; then
  sed -i -e '/^ADMIN_PASSWORD=/d' -e '/^ADMIN_EMAIL=/d' "$site_env"
  say "removed ADMIN_PASSWORD (and ADMIN_EMAIL) from $ETC_DIR/site.env: passwords are not kept in files; each person changes their own at /admin/security. Remove ADMIN_PASSWORD from deploy/site.env too."
fi

health_seconds=${UPGRADE_HEALTH_SECONDS:-60}
declare -A settings=()
read_systemd_env "$site_env" settings
port=${settings[PORT]:-$SITE_PORT}
hold="${settings[DATA_DIR]}/hold-writes"
case "${settings[DATABASE_URL]:-}" in
  postgres://* | postgresql://*) extension=pgdump restore_options=(--replace) ;;
  *) extension=db restore_options=() ;;
esac

# --- 1. The new release, built while the site serves ------------------------------------------------
if [ -n "$release_name" ]; then
  new="$APP_DIR/releases/$release_name"
  [ -e "$(at "$new/.built")" ] || die "no built release $release_name in $APP_DIR/releases"
  # What an earlier run left (an interrupted build, a failed release): everything but the one
  # serving, the one to go back to, and the one named.
  prune_releases "$old" "$old_previous" "$new"
else
  new="$APP_DIR/releases/$(release_id "$source_dir")"
  prune_releases "$old" "$old_previous" "$new"
  # (A release of this checkout half-made by an interrupted run is built again from the start.)
  build_release "$source_dir" "$new" || die "the build failed (its output is above): nothing was changed, $old still serves"
fi
[ "$new" != "$old" ] || {
  say "$new is already the current release: nothing to upgrade"
  exit 0
}

# --- 2. Hold writes, stop, back up ------------------------------------------------------------------
release_hold() { rm -f "$hold"; }
stamp=$(date -u +%Y-%m-%dT%H-%M-%SZ)
backup="${settings[BACKUP_DIR]:-$DATA_DIR/backups}/pre-upgrade-$stamp.$extension"
say "holding writes (forms answer \"we are updating the site\") and stopping the site"
: >"$hold"
systemctl stop adviser-site.service
say "backing up the database to $backup"
# Kept here for the rollback: the copy off the machine is the nightly backup's business.
AS_SITE_ENV=(BACKUP_COPY_COMMAND=)
if ! as_site "$(at "$old")" node --import tsx scripts/db-backup.ts "$backup"; then
  systemctl start adviser-site.service || true
  release_hold
  die "the backup failed: nothing was changed, $old serves again"
fi
AS_SITE_ENV=()

# --- 3. Migrate, switch, start --------------------------------------------------------------------
rollback() {
  trap - INT TERM HUP
  say "$1: putting $old back"
  systemctl stop adviser-site.service || true
  ln -sfn "$old" "$(at "$APP_DIR/current")"
  if [ -n "$old_previous" ] && [ "$old_previous" != "$old" ]; then
    ln -sfn "$old_previous" "$(at "$APP_DIR/previous")"
  else
    rm -f "$(at "$APP_DIR/previous")"
  fi
  if as_site "$(at "$old")" node --import tsx scripts/db-restore.ts "$backup" "${restore_options[@]}"; then
    restored="the database is as it was before the upgrade ($backup)"
  else
    restored="the database could NOT be restored from $backup: restore it by hand (README, db:restore)"
  fi
  systemctl start adviser-site.service || true
  release_hold
  rm -rf "$(at "$new")"
  say "removed the failed release $new"
  if wait_healthy "http://127.0.0.1:$port/api/health" 60; then
    say "ROLLED BACK: $old serves again; $restored. The upgrade to $new failed."
  else
    say "ROLLED BACK to $old, but it does not answer healthy either; $restored. See journalctl -u adviser-site."
  fi
  exit 1
}
trap 'rollback "interrupted"' INT TERM HUP

say "migrating the database with $new"
as_site "$(at "$new")" node --import tsx scripts/migrate.ts || rollback "the migration failed"
ln -sfn "$new" "$(at "$APP_DIR/current")"
ln -sfn "$old" "$(at "$APP_DIR/previous")"
systemctl start adviser-site.service || rollback "the site did not start"

# --- 4. The health check, then writes open ----------------------------------------------------------
wait_healthy "http://127.0.0.1:$port/api/health" "$health_seconds" ||
  rollback "the site did not answer healthy within $health_seconds s"
trap - INT TERM HUP
release_hold
prune_releases "$new" "$old"
say "Upgraded: $new serves (the previous release stays in $old; the backup is $backup)."
