#!/usr/bin/env bash
# Installs the Debian packages the test suite needs when they are missing: Chromium's headless
# shell for the browser tests (the same engine without the desktop browser's windowing, about a
# third faster per test here), Chromium itself for Lighthouse in `npm run bench`, PostgreSQL for
# the API tests against a real server and its client tools for the backup tests, poppler-utils to
# read PDFs, Caddy and systemd's tools for the deployment's tests.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
# pg_dump, pg_restore and psql: the PostgreSQL backup and restore tests run them.
command -v pg_dump >/dev/null 2>&1 && command -v pg_restore >/dev/null 2>&1 && command -v psql >/dev/null 2>&1 ||
  missing+=(postgresql-client)
fc-list 2>/dev/null | grep -qi dejavu || missing+=(fonts-dejavu-core)
# pdftotext: the API tests read the text of the FNA report.
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
# The deployment's tests (issue 46): Caddy in front of the built site, `systemd-analyze verify` on
# the units, `useradd --prefix` for the installer's scratch root, xz for Node's release archive.
command -v caddy >/dev/null 2>&1 || missing+=(caddy)
command -v systemd-analyze >/dev/null 2>&1 || missing+=(systemd)
command -v useradd >/dev/null 2>&1 || missing+=(passwd)
command -v xz >/dev/null 2>&1 || missing+=(xz-utils)
# curl: the deployment's scripts fetch Node's archive and wait for the health check with it.
command -v curl >/dev/null 2>&1 || missing+=(curl)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "The tests need these Debian packages, which are missing: ${missing[*]}"
echo "Installing them with apt-get…"
if [ "$(id -u)" -eq 0 ]; then
  apt_get=(apt-get)
elif command -v sudo >/dev/null 2>&1; then
  apt_get=(sudo apt-get)
else
  echo "Not root and no sudo: install them yourself with: apt-get install -y ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${apt_get[@]}" update -qq
"${apt_get[@]}" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Installed: ${missing[*]}"
