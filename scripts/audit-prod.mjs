#!/usr/bin/env node
// Usage: node scripts/audit-prod.mjs [--audit-level=high]   (npm run audit:prod -- --audit-level=high)
// `npm audit --omit=dev` for the packages the site is built from, failing on findings at or above the level
// (default high). Only when the registry cannot answer the audit at all (no network, or a registry or mirror
// without the advisories endpoint, which answers 404/405/501) does it pass, with a message saying that no
// audit was made. Real findings always fail.
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';

export const LEVELS = ['info', 'low', 'moderate', 'high', 'critical'];
const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ECONNABORTED',
  'ERR_SOCKET_TIMEOUT',
]);

/**
 * Reads `npm audit --json` output. `findings` lists the packages at or above `level`; `unreachable` is set
 * only when npm could not get an answer from the advisories endpoint (network error, or an HTTP error from
 * that endpoint), never when it answered.
 */
export function classifyAudit(stdout, level = 'high') {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return {kind: 'error', detail: 'npm audit no devolvió JSON'};
  }
  if (report?.metadata?.vulnerabilities) {
    const findings = Object.values(report.vulnerabilities ?? {}).filter(
      (v) => LEVELS.indexOf(v.severity) >= LEVELS.indexOf(level),
    );
    return {
      kind: findings.length ? 'findings' : 'ok',
      counts: report.metadata.vulnerabilities,
      dependencies: report.metadata.dependencies,
      findings,
    };
  }
  const code = report?.error?.code ?? report?.code;
  const status = report?.statusCode ?? report?.error?.statusCode;
  const endpoint = /\/-\/npm\/v1\/security\//.test(`${report?.uri ?? ''} ${report?.message ?? ''}`);
  if (NETWORK_CODES.has(code) || (endpoint && Number(status) >= 400)) {
    return {kind: 'unreachable', detail: report.message ?? code};
  }
  return {kind: 'error', detail: JSON.stringify(report)};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const levelArg = args.find((a) => a.startsWith('--audit-level'));
  const level = levelArg?.includes('=') ? levelArg.split('=')[1] : levelArg ? args[args.indexOf(levelArg) + 1] : 'high';
  if (!LEVELS.includes(level)) {
    console.error(`Nivel desconocido "${level}": usa uno de ${LEVELS.join(', ')}.`);
    process.exit(2);
  }
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const result = classifyAudit(run.stdout, level);
  if (result.kind === 'ok' || result.kind === 'findings') {
    const c = result.counts;
    console.log(
      `npm audit --omit=dev: ${c.critical ?? 0} critical, ${c.high ?? 0} high, ${c.moderate ?? 0} moderate, ${c.low ?? 0} low` +
        ` en ${result.dependencies?.prod ?? result.dependencies?.total ?? '?'} dependencias de producción.`,
    );
  }
  if (result.kind === 'findings') {
    for (const v of result.findings) {
      const via = v.via.map((x) => (typeof x === 'string' ? x : `${x.title} ${x.url}`)).join('; ');
      console.error(`  ✗ ${v.name} ${v.range} [${v.severity}]: ${via}`);
    }
    console.error(
      `${result.findings.length} paquete(s) con vulnerabilidades de nivel ${level} o mayor (ver «Auditoría de dependencias» en ARCHITECTURE.md).`,
    );
    process.exit(1);
  } else if (result.kind === 'ok') {
    console.log(`Sin vulnerabilidades de nivel ${level} o mayor.`);
  } else if (result.kind === 'unreachable') {
    console.log(
      `⚠ npm audit no pudo consultar el registro (${result.detail}): NO se auditaron las dependencias. No es un hallazgo; repítelo con acceso al registro público.`,
    );
  } else {
    console.error(`npm audit falló sin que sea un problema de red: ${result.detail}`);
    if (run.stderr) console.error(run.stderr.trim());
    process.exit(run.status || 1);
  }
}
