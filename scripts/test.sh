#!/usr/bin/env bash
# Usage: bash scripts/test.sh [quick|site|all]   (npm run test:quick, npm run test:site, npm test = all)
#   quick  style (ESLint, Prettier), types, prose, MDX syntax, production dependency audit and the unit tests
#          (the OpenAPI lint, the simulator, the generators…): no build, no browser; about a minute and a half.
#   site   the production build, its deterministic page budgets (bytes, requests, DOM elements), the tests that
#          build fixture sites with the real build rules, the outside tools (Spectral on the description, newman
#          running the published collection against the simulator), and the end-to-end tests in Chromium
#          (one crawl of every route: status, head, links, anchors, axe in light and dark; then the behaviours).
#   all    quick, then site.
# Lighthouse is not here: its scores follow the machine's load, so it cannot be a test; `npm run check:budgets`
# is its own strict command, for a quiet machine.
set -euo pipefail
cd "$(dirname "$0")/.."

tier="${1:-all}"
case "$tier" in
  quick | site | all) ;;
  *)
    echo "Uso: bash scripts/test.sh [quick|site|all]" >&2
    exit 2
    ;;
esac

logs="$(mktemp -d)"
# A failing step stops the run: a step still running beside it stops too.
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$logs"' EXIT

# Each step prints its name and how long it took, so a slow step shows in CI's log.
run() {
  local name="$1"
  shift
  local started=$SECONDS
  echo "▶ $name"
  if "$@"; then
    echo "  ($name: $((SECONDS - started)) s)"
  else
    echo "  ✗ $name falló ($((SECONDS - started)) s)"
    return 1
  fi
}

# Starts a step in the background with its output kept aside; `finish` waits for it and shows the output
# only when it failed, so two steps can share the machine's two cores without mixing their lines.
declare -A pids started_at
start() {
  local name="$1"
  shift
  started_at[$name]=$SECONDS
  ("$@") >"$logs/$name.log" 2>&1 &
  pids[$name]=$!
}
finish() {
  local name="$1"
  if wait "${pids[$name]}"; then
    echo "▶ $name: bien ($((SECONDS - started_at[$name])) s)"
  else
    echo "▶ $name: FALLÓ ($((SECONDS - started_at[$name])) s)"
    cat "$logs/$name.log"
    return 1
  fi
}

quick() {
  # Type-aware ESLint is the longest static check and Prettier reads every file on one core: both run beside the
  # others, which keep the second core busy.
  start "ESLint" npx eslint . --max-warnings 0
  start "Prettier" npx prettier --check . --log-level warn
  run "Tipos (tsc --noEmit)" npx tsc --noEmit
  run "Prosa (ortografía y términos)" npm run lint:prose --silent
  run "MDX" node scripts/check-mdx.mjs docs
  run "Auditoría de dependencias de producción" npm run audit:prod --silent -- --audit-level=high
  run "Pruebas unitarias" npx vitest run --project unit
  finish "Prettier"
  finish "ESLint"
}

site() {
  bash scripts/ensure-chromium.sh
  bash scripts/ensure-nginx.sh
  run "Compilación de producción" npm run build --silent
  run "Presupuestos de las páginas (JS inicial, peticiones, elementos del DOM, HTML)" npm run check:pages --silent
  run "Reglas de compilación, herramientas externas y pruebas de extremo a extremo" \
    npx vitest run --project build --project tools --project e2e
}

total=$SECONDS
case "$tier" in
  quick) quick ;;
  site) site ;;
  all)
    quick
    site
    ;;
esac
echo "Pruebas ($tier) en $((SECONDS - total)) s"
