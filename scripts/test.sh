#!/usr/bin/env bash
# Usage: npm test   (runs every check; ends with the test runner's summary line)
# Type check, OpenAPI lint, MDX syntax, production build (API pages + search index),
# then one Vitest run with the unit and the end-to-end (Chromium) projects; the e2e
# project also runs deploy/nginx.conf with Debian's nginx.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh

echo "▶ Tipos (tsc --noEmit)"
npx tsc --noEmit

echo "▶ OpenAPI (redocly lint)"
npx redocly lint openapi/openapi.yaml --format=stylish

echo "▶ MDX"
node scripts/check-mdx.mjs docs

echo "▶ Compilación de producción"
npm run build --silent

echo "▶ Pruebas unitarias y de extremo a extremo"
npx vitest run
