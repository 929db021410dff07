#!/usr/bin/env bash
# Usage: npm test   (runs every check; ends with the test runner's summary line)
# Style (ESLint, Prettier), type check, OpenAPI lint, MDX syntax, production dependency audit, production build
# (API pages + search index), deterministic page budgets on that build (bytes, requests, DOM elements: a miss
# fails the run), a Lighthouse report (informative only: its scores follow the machine's load; the strict
# gate is `npm run check:budgets`), then one Vitest run with the unit and the end-to-end (Chromium) projects;
# the e2e project also runs deploy/nginx.conf with Debian's nginx.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh

# Each step prints how long the previous one took, so a slow step shows in CI's log (the suite must stay under
# 20 minutes on two cores).
started=$SECONDS
step() {
  if [[ -n "${current:-}" ]]; then echo "  ($current: $((SECONDS - started)) s)"; fi
  current="$1"
  started=$SECONDS
  echo "▶ $1"
}

step "Estilo (ESLint y Prettier)"
npm run lint --silent

step "Tipos (tsc --noEmit)"
npx tsc --noEmit

step "OpenAPI (redocly lint)"
npx redocly lint openapi/openapi.yaml --format=stylish

step "MDX"
node scripts/check-mdx.mjs docs

step "Auditoría de dependencias de producción (npm audit --omit=dev)"
npm run audit:prod --silent -- --audit-level=high

step "Compilación de producción"
npm run build --silent

step "Presupuestos de las páginas (JS inicial, peticiones, elementos del DOM, HTML)"
npm run check:pages --silent

step "Informe de Lighthouse (móvil, mediana de 3; no falla la ejecución)"
# Scores follow the machine's load, so here they only inform; `npm run check:budgets` is the strict gate.
npm run check:budgets --silent -- --report || echo "⚠ Lighthouse no pudo completar el informe (reports/budgets.json puede faltar)."

step "Pruebas unitarias y de extremo a extremo"
npx vitest run
