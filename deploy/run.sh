#!/usr/bin/env bash
# Runs one of the site's commands on the server as the site's user, with its settings (issue 56):
#
#   sudo bash deploy/run.sh db:backup
#   sudo bash deploy/run.sh db:restore /var/lib/adviser-site/backups/app-….db [--replace]
#   sudo bash deploy/run.sh admin setup-link you@your-domain.example
#
# The same as `npm run <command> -- …` in the current release, but through node itself: npm run as
# the site's user wrote its cache and logs (.npm/) into the data folder, its home. Stop the site
# first for db:restore and db:rotate-data-key (systemctl stop adviser-site).
#
# --root DIR   the scratch root of deploy/install.sh --root (the tests)
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=deploy/lib.sh
. "$here/lib.sh"

ROOT=/
if [ "${1:-}" = --root ]; then
  set_root "${2:-}"
  shift 2
fi
case "${1:-}" in
  -h | --help | '') show_help "$0" ;;
esac
command=$1
shift
case "$command" in
  db:migrate) script=migrate ;;
  db:backup) script=db-backup ;;
  db:restore) script=db-restore ;;
  db:compact) script=db-compact ;;
  db:rotate-data-key) script=rotate-data-key ;;
  admin) script=admin ;;
  *) die "unknown command $command: db:migrate, db:backup, db:restore, db:compact, db:rotate-data-key or admin" ;;
esac
[ "$(id -u)" = 0 ] || die "run it as root (sudo bash deploy/run.sh $command …)"
[ -f "$(at "$ETC_DIR/site.env")" ] || die "no $ETC_DIR/site.env: install first (deploy/install.sh)"
current=$(readlink "$(at "$APP_DIR/current")" 2>/dev/null) || die "no current release: install first (deploy/install.sh)"
[ "${1:-}" = -- ] && shift
as_site "$(at "$current")" node --import tsx "scripts/$script.ts" "$@"
