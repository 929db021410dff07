// The numbers and rules the guides repeat, read from the OpenAPI description (one place to repoint to x- extensions).
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

type Schema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
  maxItems?: number;
};

const OPENAPI = 'openapi';

export function readYaml<T>(file: string): T {
  return yaml.load(fs.readFileSync(path.join(OPENAPI, file), 'utf8')) as T;
}

export const readme = fs.readFileSync(path.join(OPENAPI, 'README.md'), 'utf8');

export function schema(name: string): Schema {
  return readYaml<Schema>(`schemas/${name}.yaml`);
}

/** First capture of `re` in `text`, as a number; throws so a reworded description fails loudly, not silently. */
export function numberIn(text: string, re: RegExp, what: string): number {
  const m = text.match(re);
  if (!m) throw new Error(`The description no longer states ${what} (${re})`);
  return Number(m[1].replace(',', '.'));
}

const UNIT_MINUTES: Record<string, number> = {min: 1, h: 60};

/** Webhook delivery: waits between attempts, attempts in total, hours they span, days of failures before disabling. */
export function webhookRetries() {
  const line = readme.split('\n').find((l) => l.includes('Reintentos con retroceso exponencial'));
  if (!line) throw new Error('README no longer describes webhook retries');
  const list = line.match(/exponencial: ([^(]+)\(/)?.[1] ?? '';
  const waits = [...list.matchAll(/(\d+) (min|h)\b/g)].map((m) => Number(m[1]) * UNIT_MINUTES[m[2]]);
  return {
    waitsMinutes: waits,
    attempts: numberIn(line, /\((\d+) intentos en total/, 'the number of delivery attempts'),
    aboutHours: numberIn(line, /en unas (\d+) horas/, 'how long retries last'),
    disableAfterDays: numberIn(line, /Después de (\d+) días seguidos de fallos/, 'when a webhook is disabled'),
    timeoutSeconds: numberIn(readme, /se espera 2xx en (\d+) s/, 'the delivery timeout'),
    toleranceMinutes: numberIn(readme, /tolerancia de (\d+) minutos/, 'the signature tolerance'),
  };
}

function securityMinutes(scheme: string): number {
  const common = readYaml<{components: {securitySchemes: Record<string, {description: string}>}}>(
    'components/common.yaml',
  );
  return numberIn(common.components.securitySchemes[scheme].description, /válido (\d+) minutos/, `${scheme} lifetime`);
}

export function tokenLifetimesMinutes() {
  return {
    entitySession: securityMinutes('entitySessionToken'),
    privacyCenterSession: securityMinutes('privacyCenterSessionToken'),
    action: securityMinutes('actionToken'),
  };
}

export function authRequestExpiryMinutes(): number {
  const expiresAt = schema('AuthRequest').properties?.expires_at?.description ?? '';
  return numberIn(expiresAt, /(\d+) minutos/, 'the auth request expiry');
}

/** Lifetime the description gives a one-time email code, in minutes, or null when it is bound to its request. */
export function emailOtpStatedMinutes(): number | null {
  const reason = schema('AuthAttempt').properties?.failure_reason?.description ?? '';
  const otp = reason.slice(reason.indexOf('`otp_expired`'), reason.indexOf('`passkey_not_registered`'));
  const m = otp.match(/(\d+) minutos/);
  return m ? Number(m[1]) : null;
}

export function disclosureExpiresIn() {
  const p = schema('DisclosureTemplate').properties?.expires_in ?? {};
  const description = p.description ?? '';
  return {min: p.minimum, max: p.maximum, defaultSeconds: numberIn(description, /\((\d+), es decir/, 'the default')};
}

type Operation = {requestBody: {content: {'application/json': {schema: Schema}}}};

export function signatureAttemptBody(): Schema {
  const paths = readYaml<Record<string, {post?: Operation}>>('paths/signature-attempts.yaml');
  const create = Object.values(paths).find((p) => p.post?.requestBody)?.post;
  if (!create) throw new Error('create-signature-attempt not found');
  return create.requestBody.content['application/json'].schema;
}

export function sizeLimitsMB() {
  const row = readme.split('\n').find((l) => l.includes('`payload_too_large`')) ?? '';
  const attachments = schema('DataSubjectRequest').properties?.attachments;
  const attachmentBytes = attachments?.items?.properties?.size_bytes?.maximum ?? 0;
  return {
    body: numberIn(row, /cuerpo > (\d+) MB/, 'the body limit'),
    signatureBody: numberIn(row, /cuerpo > (\d+) MB o PDF/, 'the signature body limit'),
    signaturePdf: numberIn(row, /PDF > (\d+) MB/, 'the PDF limit'),
    attachment: attachmentBytes / 1024 / 1024,
    attachmentsMax: attachments?.maxItems ?? 0,
  };
}

export function rateLimits() {
  const line = readme.split('\n').find((l) => l.startsWith('- Límites de uso')) ?? '';
  return {
    production: numberIn(line, /(\d+) solicitudes por segundo por clave en producción/, 'the production rate limit'),
    sandbox: numberIn(line, /, (\d+) en sandbox/, 'the sandbox rate limit'),
    statsWeight: numberIn(line, /cuentan (\d+) veces/, 'the weight of stats operations'),
  };
}

export function retentionDays() {
  const events = schema('EventLog').description ?? '';
  return {events: numberIn(events, /se conservan (\d+) días/, 'event retention')};
}

export const idempotencyHours = () => numberIn(readme, /Se guarda (\d+) h/, 'how long an Idempotency-Key is kept');

/** Statuses the description calls final, per schema (read from each `status` description). */
export function finalStatuses(): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const file of fs.readdirSync(path.join(OPENAPI, 'schemas'))) {
    const status = readYaml<Schema>(`schemas/${file}`).properties?.status;
    if (!status?.enum || !status.description) continue;
    const values = status.enum.filter((v): v is string => typeof v === 'string');
    const finals = new Set<string>();
    // Clause by clause: «`pending` espera a la persona; `successful` y `failed` son finales».
    for (const sentence of status.description.split(/(?<=[.;])\s+/)) {
      const named = [...sentence.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]).filter((v) => values.includes(v));
      if (/\bfinal(es)?\b/.test(sentence)) named.forEach((v) => finals.add(v));
      const lastN = sentence.match(/Los (dos|tres) últimos son finales/);
      if (lastN) values.slice(lastN[1] === 'dos' ? -2 : -3).forEach((v) => finals.add(v));
    }
    result.set(file.replace(/\.yaml$/, ''), finals);
  }
  return result;
}

/** Every field path a record holds (`a`, `a.b`, …), for checking the fields the guides name. */
export function fieldPaths(s: Schema, prefix = ''): string[] {
  const own = Object.entries(s.properties ?? {});
  return own.flatMap(([key, child]) => {
    const here = prefix ? `${prefix}.${key}` : key;
    return [here, ...fieldPaths(child.items ?? child, here)];
  });
}

export type Range = {min?: number; max?: number; default?: unknown};

/** Every numeric field of the description with its bounds, by name (a name can have several: `expires_in`). */
export function numericRanges(): Map<string, Range[]> {
  const out = new Map<string, Range[]>();
  const visit = (node: unknown, name?: string): void => {
    if (Array.isArray(node)) return node.forEach((n) => visit(n, name));
    if (!node || typeof node !== 'object') return;
    const s = node as Schema & Record<string, unknown>;
    const numeric = s.type === 'integer' || s.type === 'number';
    if (name && numeric && (s.minimum !== undefined || s.maximum !== undefined)) {
      out.set(name, [...(out.get(name) ?? []), {min: s.minimum, max: s.maximum, default: s.default}]);
    }
    for (const [key, value] of Object.entries(s)) {
      if (key === 'properties' && value && typeof value === 'object') {
        for (const [prop, child] of Object.entries(value)) visit(child, prop);
      } else if (key !== 'example' && key !== 'examples') {
        visit(value, key === 'items' ? name : undefined);
      }
    }
  };
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(path.join(OPENAPI, dir), {withFileTypes: true})) {
      const rel = path.join(dir, e.name);
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith('.yaml')) visit(readYaml(rel));
    }
  };
  walk('.');
  return out;
}
