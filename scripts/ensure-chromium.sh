#!/usr/bin/env bash
# Usage: bash scripts/ensure-chromium.sh
# The e2e tests drive Debian's Chromium (no browser downloads here). Installs it
# with apt-get when it is missing and we are root; otherwise says what to do.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Instalando Chromium con apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Falta Chromium en $CHROMIUM: instálalo (sudo apt-get install -y chromium) o define CHROMIUM_PATH." >&2
exit 1
