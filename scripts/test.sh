#!/usr/bin/env bash
# Usage: npm test   (runs every check; ends with the test runner's summary line)
# Type check, OpenAPI lint, MDX syntax, production dependency audit, production build (API pages + search
# index), Lighthouse performance budgets on that build (a miss fails the run), then one Vitest run with the unit and the end-to-end
# (Chromium) projects; the e2e project also runs deploy/nginx.conf with Debian's nginx.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh

echo "▶ Tipos (tsc --noEmit)"
npx tsc --noEmit

echo "▶ Estilo (ESLint y Prettier)"
npm run lint --silent

echo "▶ OpenAPI (redocly lint)"
npx redocly lint openapi/openapi.yaml --format=stylish

echo "▶ MDX"
node scripts/check-mdx.mjs docs

echo "▶ Auditoría de dependencias de producción (npm audit --omit=dev)"
npm run audit:prod --silent -- --audit-level=high

echo "▶ Compilación de producción"
npm run build --silent

echo "▶ Presupuestos de rendimiento (Lighthouse móvil, mediana de 3)"
# A missed budget fails the run, after the unit and end-to-end tests have run too (their summary stays the
# last line). The script waits for the machine to settle after the build and measures a page 5 times when
# the median of 3 misses: scores follow the machine's load (see the README).
budgets=0
npm run check:budgets --silent || budgets=$?
if [ "$budgets" -ne 0 ]; then
  echo "✗ Presupuestos de rendimiento incumplidos (reports/budgets.json): las pruebas fallarán al terminar."
fi

echo "▶ Pruebas unitarias y de extremo a extremo"
npx vitest run
exit "$budgets"
