// The rules and numbers the guides repeat, read from `x-constraints` and `x-lifecycle`, their one copy.
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
  'x-lifecycle'?: {field: string; final: string[]};
};

/** One sandbox rule: the field a flow looks at, the condition on it, and what it forces. */
export interface MagicValue {
  flow: string;
  field: string;
  suffix?: string;
  equals?: string;
  contains?: string;
  otherwise?: boolean;
  outcome: {status: string; failure_reason?: string; after_seconds?: number};
}

interface Lifetime {
  prefix?: string;
  seconds?: number;
  default_seconds?: number;
  min_seconds?: number;
  max_seconds?: number;
}

/** The parts of `x-constraints` the tests read (the simulator reads the same block). */
export interface Constraints {
  idempotency: {header: string; max_length: number; retention_seconds: number; same_key_other_body: string};
  lifetimes: Record<string, Lifetime>;
  timeouts: Record<string, Lifetime & {schema: string; max_failed_attempts?: number}>;
  size_limits: {
    body_bytes: number;
    error: string;
    operations: Record<string, {body_bytes: number; decoded?: {field: string; encoding: string; max_bytes: number}[]}>;
  };
  rate_limits: {live_per_second: number; sandbox_per_second: number; stats_operation_weight: number};
  webhooks: {
    signature_tolerance_seconds: number;
    delivery_timeout_seconds: number;
    retry_delays_seconds: number[];
    disable_after_failing_seconds: number;
  };
  sandbox: {key_prefix: string; magic_values: MagicValue[]};
}

const OPENAPI = 'openapi';
const MB = 1048576;

export function readYaml<T>(file: string): T {
  return yaml.load(fs.readFileSync(path.join(OPENAPI, file), 'utf8')) as T;
}

export const readme = fs.readFileSync(path.join(OPENAPI, 'README.md'), 'utf8');

/** The rules block at the root of openapi.yaml (it holds no `$ref`, so no dereferencing is needed). */
export const constraints = readYaml<{'x-constraints': Constraints}>('openapi.yaml')['x-constraints'];

export function schema(name: string): Schema {
  return readYaml<Schema>(`schemas/${name}.yaml`);
}

/** First capture of `re` in `text`, as a number; throws so a reworded description fails loudly, not silently. */
export function numberIn(text: string, re: RegExp, what: string): number {
  const m = text.match(re);
  if (!m) throw new Error(`The description no longer states ${what} (${re})`);
  return Number(m[1].replace(',', '.'));
}

/** Webhook delivery: waits between attempts, attempts in total, hours they span, days of failures before disabling. */
export function webhookRetries() {
  const rules = constraints.webhooks;
  const waitsMinutes = rules.retry_delays_seconds.map((s) => s / 60);
  return {
    waitsMinutes,
    attempts: waitsMinutes.length + 1,
    // x-constraints holds the waits; how long they last in round hours («unas 45 horas») is prose of the reference.
    aboutHours: numberIn(schema('Webhook').description ?? '', /unas (\d+) horas/, 'how long retries last'),
    disableAfterDays: rules.disable_after_failing_seconds / 86400,
    timeoutSeconds: rules.delivery_timeout_seconds,
    toleranceMinutes: rules.signature_tolerance_seconds / 60,
  };
}

const lifetimeMinutes = (rule: Lifetime) => (rule.seconds ?? rule.max_seconds ?? 0) / 60;

export function tokenLifetimesMinutes() {
  const {lifetimes} = constraints;
  return {
    entitySession: lifetimeMinutes(lifetimes.entity_session_token),
    privacyCenterSession: lifetimeMinutes(lifetimes.privacy_center_session_token),
    action: lifetimeMinutes(lifetimes.action_token),
  };
}

/** The lifetime each security scheme's description gives its token, for checking it against `lifetimes`. */
export function securitySchemeMinutes(scheme: string): number {
  const common = readYaml<{components: {securitySchemes: Record<string, {description: string}>}}>(
    'components/common.yaml',
  );
  return numberIn(common.components.securitySchemes[scheme].description, /válido (\d+) minutos/, `${scheme} lifetime`);
}

export const authRequestExpiryMinutes = (): number => (constraints.timeouts.auth_request_expiry.seconds ?? 0) / 60;

/** Lifetime the description gives a one-time email code, in minutes, or null when it is bound to its request. */
export function emailOtpStatedMinutes(): number | null {
  const reason = schema('AuthAttempt').properties?.failure_reason?.description ?? '';
  const otp = reason.slice(reason.indexOf('`otp_expired`'), reason.indexOf('`passkey_not_registered`'));
  const m = otp.match(/(\d+) minutos/);
  return m ? Number(m[1]) : null;
}

export function disclosureExpiresIn() {
  const rule = constraints.timeouts.disclosure_request_expiry;
  return {min: rule.min_seconds, max: rule.max_seconds, defaultSeconds: rule.default_seconds ?? 0};
}

type Operation = {description: string; requestBody: {content: {'application/json': {schema: Schema}}}};

export function signatureAttempt(): Operation {
  const paths = readYaml<Record<string, {post?: Operation}>>('paths/signature-attempts.yaml');
  const create = Object.values(paths).find((p) => p.post?.requestBody)?.post;
  if (!create) throw new Error('create-signature-attempt not found');
  return create;
}

export function signatureAttemptBody(): Schema {
  return signatureAttempt().requestBody.content['application/json'].schema;
}

export function sizeLimitsMB() {
  const limits = constraints.size_limits;
  const signature = limits.operations['create-signature-attempt'];
  const pdf = signature.decoded?.find((d) => d.field === 'document.content');
  if (!pdf) throw new Error('x-constraints.size_limits no longer limits the decoded PDF of create-signature-attempt');
  // Attachments are a field of the schema, not a rule of x-constraints.
  const attachments = schema('DataSubjectRequest').properties?.attachments;
  const attachmentBytes = attachments?.items?.properties?.size_bytes?.maximum ?? 0;
  return {
    body: limits.body_bytes / MB,
    signatureBody: signature.body_bytes / MB,
    signaturePdf: pdf.max_bytes / MB,
    attachment: attachmentBytes / MB,
    attachmentsMax: attachments?.maxItems ?? 0,
  };
}

export function rateLimits() {
  const rules = constraints.rate_limits;
  return {
    production: rules.live_per_second,
    sandbox: rules.sandbox_per_second,
    statsWeight: rules.stats_operation_weight,
  };
}

export function retentionDays() {
  const events = schema('EventLog').description ?? '';
  return {events: numberIn(events, /se conservan (\d+) días/, 'event retention')};
}

export const idempotencyHours = () => constraints.idempotency.retention_seconds / 3600;

/** The magic values that force an outcome (the `otherwise` rules are the default, not a value to type). */
export const magicValues = () => constraints.sandbox.magic_values.filter((rule) => !rule.otherwise);

/** The value a magic rule matches (`0002`, `rechazar`, `-mismatch`). */
export const magicValue = (rule: MagicValue) => rule.suffix ?? rule.equals ?? rule.contains ?? '';

const schemaNames = () =>
  fs
    .readdirSync(path.join(OPENAPI, 'schemas'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.replace(/\.yaml$/, ''));

/** Final statuses per schema, from its `x-lifecycle`. */
export function finalStatuses(): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const name of schemaNames()) {
    const lifecycle = schema(name)['x-lifecycle'];
    if (lifecycle) result.set(name, new Set(lifecycle.final));
  }
  return result;
}

/**
 * Statuses the prose of each `status` description calls final, per schema: the reference shows that prose, so it
 * must agree with `x-lifecycle`.
 */
export function finalStatusesInProse(): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const name of schemaNames()) {
    const status = schema(name).properties?.status;
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
    result.set(name, finals);
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
