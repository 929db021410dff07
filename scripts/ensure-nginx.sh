#!/usr/bin/env bash
# Usage: bash scripts/ensure-nginx.sh
# tests/e2e/nginx.spec.ts runs Debian's nginx (/usr/sbin/nginx) with deploy/nginx.conf,
# brotli module included. Installs both with apt-get when missing and we are root;
# otherwise says what to do. Debian's policy-rc.d (or its absence of init) decides
# whether the package starts a system nginx; the test never uses that one.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so
if [ -x "$NGINX" ] && [ -f "$BROTLI_MODULE" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Instalando nginx y su módulo brotli con apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    nginx libnginx-mod-http-brotli-filter >/dev/null
  exit 0
fi
echo "Falta nginx en $NGINX o su módulo brotli: instálalos" \
  "(sudo apt-get install -y nginx libnginx-mod-http-brotli-filter) o define NGINX_PATH." >&2
exit 1
