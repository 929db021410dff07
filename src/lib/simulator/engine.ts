/** The simulator's core: no Node-only imports, so the same code runs in the tests, the local server and the browser. */
import {
  indexDescription,
  operationObject,
  type Description,
  type Operation,
  type Resource,
  type Schema,
} from './description';
import {ApiError, ERROR_STATUS, messages, type ErrorDetail} from './errors';
import {links} from '../../../config/links';
import {behaviours, type Behaviour} from './behaviours';
import {controls} from './controls';
import {FILES_HOST, fileRequested, linkedFiles, serveFile} from './files';
import {hmacSha256Hex} from './crypto';
import type {
  Simulator,
  SimulatorDelivery,
  SimulatorEvent,
  SimulatorOptions,
  SimulatorRequest,
  SimulatorResponse,
  WebhookReceiver,
} from './types';
import {clone, isObj, strings, text, type Rec} from './json';
import {interpretedValidator, type SchemaValidator} from './schemaCheck';

/** Full-access sandbox key every simulator accepts unless told otherwise (not a real credential). */
export const DEFAULT_SANDBOX_SECRET_KEY = 'sk_test_SimuladorLocal0000000000000000';
/** The instant the description's examples are written at. */
export const DEFAULT_START = '2025-03-14T15:09:26Z';
/** Simulator-only controls live under this path; they are not part of the platform API. */
export const CONTROL_PREFIX = '/_simulador';
/**
 * Each request moves the virtual clock forward this much, so timestamps are distinct, lists sort deterministically
 * and a run of requests stays under the sandbox rate limit, as a client waiting for each answer would.
 */
export const REQUEST_TICK_MS = 50;

/**
 * A fault of the simulator itself (a behaviour that built a record off its schema, an unexpected exception), never
 * of the request: strict simulators (the tests) throw it, the others answer `500 internal_error` and report it.
 */
export class SimulatorDefect extends Error {
  override name = 'SimulatorDefect';
}

const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

const PAGINATION = new Set(['limit', 'starting_after', 'ending_before']);

/**
 * A record in the simulator's store: an object of the description (`object` names its resource), kept valid against
 * its resource's schema (`verify` checks each record a step built or changed). Fields other than these are read through the narrowing helpers.
 */
export interface StoredRecord {
  object: string;
  /** Absent on singletons (configuration, company), stored under their `object`. */
  id?: string;
  [field: string]: unknown;
}

/** Whether `v` can be stored: an object naming its resource, with a string id when it has one. */
const isStoredRecord = (v: unknown): v is StoredRecord =>
  isObj(v) && typeof v.object === 'string' && (v.id === undefined || typeof v.id === 'string');

export interface Credential {
  kind: 'secretKey' | 'entitySessionToken' | 'privacyCenterSessionToken' | 'actionToken';
  token: string;
  scopes: string[];
  keyId?: string;
  entityId?: string;
  record?: StoredRecord;
}

export interface Call {
  op: Operation;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Rec;
  credential: Credential;
  requestId: string;
  idempotencyKey: string | null;
}

/** The list envelope every list operation answers. */
export interface ListPage {
  object: 'list';
  data: Rec[];
  has_more: boolean;
  next_cursor: string | null;
  prev_cursor: string | null;
}

export interface Reply {
  status?: number;
  body: unknown;
}

interface Timer {
  at: number;
  seq: number;
  run: () => void | Promise<void>;
}

interface Token {
  kind: Credential['kind'];
  entityId: string;
  scopes: string[];
  expiresAt: number;
  used?: boolean;
  record: StoredRecord;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Description indexes are shared by every simulator built on the same description. */
const shared = new WeakMap<object, {desc: Description}>();

function sharedFor(doc: Rec) {
  let entry = shared.get(doc);
  if (!entry) {
    entry = {desc: indexDescription(doc)};
    shared.set(doc, entry);
  }
  return entry;
}

/** mulberry32: small, fast and seedable, so ids repeat across runs with the same seed; its state can be saved. */
class Rng {
  constructor(public state: number) {}
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
}

/** The seeded state of a simulator, saved once per description and options so `reset()` only restores it. */
interface Snapshot {
  store: [string, [string, StoredRecord][]][];
  keys: [string, string][];
  webhookSecrets: [string, string][];
  rng: number;
}
const snapshots = new WeakMap<object, Map<string, string>>();

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export class Engine {
  readonly desc: Description;
  readonly validator: SchemaValidator;
  readonly secretKey: string;
  readonly start: number;
  readonly seed: number;
  now = 0;
  random: () => number = Math.random;
  private rng = new Rng(1);
  store = new Map<string, Map<string, StoredRecord>>();
  events: SimulatorEvent[] = [];
  deliveries: SimulatorDelivery[] = [];
  /** Defects the engine caught instead of answering them (a thrown exception becomes a 500 and lands here). */
  defects: string[] = [];
  receiver: WebhookReceiver | null = null;
  private keys = new Map<string, string>();
  private tokens = new Map<string, Token>();
  webhookSecrets = new Map<string, string>();
  private idempotency = new Map<string, {hash: string; at: number; response: SimulatorResponse}>();
  private timers: Timer[] = [];
  private timerSeq = 0;
  private rate = new Map<string, {second: number; used: number}>();
  private outbox: Promise<void>[] = [];
  /** Delivery attempts made per webhook transaction (the record shows the same count in `attempt`). */
  private attempts = new Map<string, number>();
  private readonly behaviours: Record<string, Behaviour>;
  /** Records built or changed in the current step, checked by `verify` when it ends. */
  private pending = new Set<StoredRecord>();
  /** Records the current step added to the store (an invalid one leaves it again). */
  private inserted = new Set<StoredRecord>();
  /** Throw defects instead of answering 500 (the tests: a behaviour bug must fail, not answer). */
  readonly strict: boolean;
  private readonly onDefect: (message: string) => void;
  private readonly rateClock: (() => number | undefined) | undefined;
  private readonly filesUrl: (() => string) | undefined;
  /** File paths (`/evidences/evd_….pdf`) some response linked to: the only files the simulator serves. */
  private linked = new Set<string>();

  constructor(doc: Rec, options: SimulatorOptions) {
    this.desc = sharedFor(doc).desc;
    this.validator = options.validator ?? interpretedValidator;
    this.secretKey = options.secretKey ?? DEFAULT_SANDBOX_SECRET_KEY;
    this.start = new Date(options.now ?? DEFAULT_START).getTime();
    if (Number.isNaN(this.start)) throw new Error(`Fecha inicial inválida: ${String(options.now)}`);
    this.seed = options.seed ?? 1;
    this.behaviours = behaviours;
    this.strict = options.strict ?? false;
    this.onDefect = options.onDefect ?? ((message) => console.error(`Simulador, defecto: ${message}`));
    this.rateClock = options.rateClock;
    this.filesUrl = options.filesUrl;
    this.reset();
  }

  reset(): void {
    this.now = this.start;
    const rng = new Rng(this.seed >>> 0);
    this.rng = rng;
    this.random = () => rng.next();
    this.store = new Map();
    this.events = [];
    this.deliveries = [];
    this.defects = [];
    this.keys = new Map();
    this.tokens = new Map();
    this.webhookSecrets = new Map();
    this.idempotency = new Map();
    this.timers = [];
    this.rate = new Map();
    this.outbox = [];
    this.attempts = new Map();
    this.pending = new Set();
    this.inserted = new Set();
    this.linked = new Set();
    const cache = snapshots.get(this.desc.doc) ?? new Map<string, string>();
    snapshots.set(this.desc.doc, cache);
    const key = `${this.secretKey} ${this.seed} ${this.start}`;
    const saved = cache.get(key);
    if (saved) {
      const snapshot = JSON.parse(saved) as Snapshot;
      this.store = new Map(snapshot.store.map(([object, rows]) => [object, new Map(rows)]));
      this.keys = new Map(snapshot.keys);
      this.webhookSecrets = new Map(snapshot.webhookSecrets);
      rng.state = snapshot.rng;
      return;
    }
    seedStore(this);
    // Seed data is the description's own examples plus what seeders build: a record off its schema is a defect.
    try {
      this.verify('semilla');
    } catch (error) {
      this.fault('semilla', error);
    }
    const snapshot: Snapshot = {
      store: [...this.store].map(([object, rows]) => [object, [...rows]]),
      keys: [...this.keys],
      webhookSecrets: [...this.webhookSecrets],
      rng: rng.state,
    };
    cache.set(key, JSON.stringify(snapshot));
  }

  // ---- ids, time, store -------------------------------------------------------------------------------------

  randomString(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += ALPHABET[Math.floor(this.random() * ALPHABET.length)];
    return out;
  }

  newId(prefix: string): string {
    const length = Number(this.desc.constraints.identifiers?.id_length ?? 24);
    return `${prefix}_${this.randomString(length)}`;
  }

  nowIso(offsetMs = 0): string {
    return iso(this.now + offsetMs);
  }

  table(object: string): Map<string, StoredRecord> {
    let table = this.store.get(object);
    if (!table) {
      table = new Map();
      this.store.set(object, table);
    }
    return table;
  }

  get(object: string, id: unknown): StoredRecord | undefined {
    return typeof id === 'string' ? this.store.get(object)?.get(id) : undefined;
  }

  /** The record or `404 resource_not_found`. */
  need(object: string, id: unknown, field?: string): StoredRecord {
    const record = this.get(object, id);
    if (!record) {
      throw new ApiError(
        'resource_not_found',
        messages.notFound(),
        field ? [{field, issue: 'not_found', message: `No existe ${String(id)}.`}] : undefined,
      );
    }
    return record;
  }

  /** Like `need`, for a reference inside a body: a missing one is `422 validation_failed` on that field. */
  ref(object: string, id: unknown, field: string): StoredRecord {
    const record = this.get(object, id);
    if (!record) {
      throw new ApiError('validation_failed', messages.validation(), [
        {field, issue: 'not_found', message: `No existe ${String(id)} en tu empresa.`},
      ]);
    }
    return record;
  }

  insert(record: StoredRecord): StoredRecord {
    this.table(record.object).set(String(record.id), record);
    this.inserted.add(record);
    return this.changed(record);
  }

  resource(object: string): Resource | undefined {
    return this.desc.resources.get(object);
  }

  /**
   * A new record of `object`: the schema's example as a template, `fields` over it, fresh id and timestamps. It is
   * checked against its schema when the request (or clock step) that built it ends, never repaired: a field the
   * behaviour got wrong is a defect (`verify`).
   */
  build(object: string, fields: Rec): StoredRecord {
    const resource = this.resource(object);
    const template: Rec = clone(resource?.example) ?? {};
    const record: Rec = {...template};
    for (const key of Object.keys(record)) {
      if (key.endsWith('_at') && key !== 'created_at' && key !== 'updated_at') record[key] = null;
    }
    if ('id' in template || resource?.prefix) record.id = this.newId(resource?.prefix || object);
    record.object = object;
    if ('created_at' in template) record.created_at = this.nowIso();
    if ('updated_at' in template) record.updated_at = this.nowIso();
    if ('livemode' in template) record.livemode = false;
    if ('metadata' in template) record.metadata = {};
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) record[key] = value;
    // Spreading `object` last keeps the key order the assignment above gave it.
    return this.changed({...record, object});
  }

  /** Reports a defect (log and `defects`); a strict simulator throws it. */
  fault(where: string, error: unknown): void {
    const message = error instanceof SimulatorDefect ? error.message : `${where}: ${describe(error)}`;
    this.defects.push(message);
    this.onDefect(message);
    if (this.strict) throw error instanceof SimulatorDefect ? error : new SimulatorDefect(message);
  }

  /** Marks `record` as built or changed, so `verify` checks it against its schema when the step ends. */
  changed<T extends StoredRecord>(record: T): T {
    this.pending.add(record);
    return record;
  }

  /**
   * Checks every record built or changed since the last check against its resource's schema. A record that fails is
   * a behaviour defect, never repaired: its first problem, named with `where` (the operation or clock step), the
   * field and the value, is thrown as a SimulatorDefect, and the invalid records this step inserted leave the store.
   */
  verify(where: string): void {
    const records = [...this.pending];
    this.pending.clear();
    const problems: string[] = [];
    for (const record of records) {
      const schema = this.resource(record.object)?.schema;
      if (!schema) continue;
      const details = this.validator.check(schema, record);
      if (!details.length) continue;
      const {field, issue, message} = details[0];
      const value = field.split('.').reduce<unknown>((node, key) => (isObj(node) ? node[key] : undefined), record);
      problems.push(
        `${where}: ${record.object} ${String(record.id ?? '')} no cumple su esquema en ${field} = ` +
          `${JSON.stringify(value) ?? 'undefined'} (${issue}: ${message ?? ''})`,
      );
      const table = this.store.get(record.object);
      if (record.id !== undefined && table?.get(record.id) === record && this.inserted.has(record))
        table.delete(record.id);
    }
    this.inserted.clear();
    if (problems.length) throw new SimulatorDefect(problems.join('\n'));
  }

  // ---- clock and timers ---------------------------------------------------------------------------------------

  /** Timers stay sorted by time (then by order of scheduling), so each step only looks at the first one. */
  schedule(at: number, run: Timer['run']): void {
    const timer = {at, seq: this.timerSeq++, run};
    let low = 0;
    let high = this.timers.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.timers[mid].at <= at) low = mid + 1;
      else high = mid;
    }
    this.timers.splice(low, 0, timer);
  }

  async advanceTo(target: number): Promise<void> {
    for (;;) {
      const next = this.timers[0];
      if (!next || next.at > target) break;
      this.timers.shift();
      if (next.at > this.now) this.now = next.at;
      await next.run();
      await this.flush();
      this.verify(`reloj ${iso(this.now)}`);
    }
    if (target > this.now) this.now = target;
  }

  // ---- events and webhooks ------------------------------------------------------------------------------------

  emit(type: string, object: StoredRecord, previous?: Rec, call?: Call | null): SimulatorEvent | undefined {
    if (!this.desc.eventTypes.includes(type)) return undefined;
    const event: SimulatorEvent = {
      id: this.newId('evt'),
      object: 'event',
      type,
      created_at: this.nowIso(),
      livemode: false,
      api_version: this.desc.apiVersion,
      data: {
        object: clone(object),
        // Event.data.previous_attributes: «Solo en eventos `*.updated` y en `agreement.data_permissions_expired` …
        // `null` en los demás eventos».
        previous_attributes:
          type.endsWith('.updated') || type === 'agreement.data_permissions_expired' ? clone(previous ?? {}) : null,
      },
      request: call ? {id: call.requestId, idempotency_key: call.idempotencyKey} : null,
    };
    this.events.push(event);
    for (const webhook of this.table('webhook').values()) {
      const events = strings(webhook.enabled_events);
      if (webhook.enabled && (events.includes('*') || events.includes(type))) this.deliver(webhook, event);
    }
    return event;
  }

  /** Records a transaction and queues its first attempt (deliveries run when the request or clock step ends). */
  deliver(webhook: StoredRecord, event: SimulatorEvent): StoredRecord {
    const transaction = this.insert(
      this.build('webhook_transaction', {
        webhook_id: webhook.id,
        event_id: event.id,
        event_type: event.type,
        url: webhook.url,
        status: 'pending',
        attempt: 1,
        response_status: null,
        response_time_ms: null,
        response_body: null,
        request_body: JSON.stringify(event),
        error: null,
        next_retry_at: this.nowIso(),
        delivered_at: null,
      }),
    );
    this.outbox.push(Promise.resolve().then(() => this.attempt(transaction)));
    return transaction;
  }

  private async attempt(transaction: StoredRecord): Promise<void> {
    const webhook = this.get('webhook', transaction.webhook_id);
    const secret = this.webhookSecrets.get(String(transaction.webhook_id));
    if (!webhook || !secret) return;
    const rules = this.desc.constraints.webhooks ?? {};
    const delays = rules.retry_delays_seconds ?? [];
    const t = Math.floor(this.now / 1000);
    const body = String(transaction.request_body);
    const signature = await hmacSha256Hex(secret, `${t}.${body}`);
    const header = String(rules.signature_header ?? 'Custodia-Signature');
    const delivery: SimulatorDelivery = {
      webhook_id: String(webhook.id),
      transaction_id: String(transaction.id),
      url: String(webhook.url),
      headers: {'content-type': 'application/json', [header.toLowerCase()]: `t=${t},v1=${signature}`},
      body,
      attempt: (this.attempts.get(String(transaction.id)) ?? 0) + 1,
      at: this.nowIso(),
    };
    this.attempts.set(String(transaction.id), delivery.attempt);
    this.deliveries.push(delivery);
    let status = 200;
    try {
      status = this.receiver ? await this.receiver(delivery) : 200;
    } catch {
      status = 0;
    }
    this.changed(transaction);
    transaction.attempt = delivery.attempt;
    transaction.response_status = status || null;
    transaction.response_time_ms = 120;
    transaction.response_body = status ? '' : null;
    transaction.updated_at = this.nowIso();
    if (status >= 200 && status < 300) {
      transaction.status = 'delivered';
      transaction.delivered_at = this.nowIso();
      transaction.next_retry_at = null;
      transaction.error = null;
      return;
    }
    transaction.error = {
      code: status ? 'http_status' : 'connection_failed',
      message: status ? `El servidor respondió ${status}.` : 'No se pudo conectar.',
    };
    const delay = delays[delivery.attempt - 1];
    if (delay === undefined) {
      transaction.status = 'failed';
      transaction.next_retry_at = null;
      return;
    }
    transaction.next_retry_at = iso(this.now + delay * 1000);
    this.schedule(this.now + delay * 1000, () => {
      this.outbox.push(this.attempt(transaction));
    });
  }

  async flush(): Promise<void> {
    while (this.outbox.length) {
      const batch = this.outbox;
      this.outbox = [];
      await Promise.all(batch);
    }
  }

  // ---- lifecycles ---------------------------------------------------------------------------------------------

  /**
   * Moves `record` to `to` as `trigger` (`operation:<id>`, `timeout:<key>`, `person:<step>`, `system:<why>`) does,
   * if its x-lifecycle allows it; emits the transition's event. Returns false when the lifecycle forbids it.
   */
  transition(record: StoredRecord, to: string, trigger: string, call: Call | null, previous: Rec = {}): boolean {
    const lifecycle = this.resource(record.object)?.lifecycle;
    if (!lifecycle) return false;
    const from = record[lifecycle.field] as string;
    const kind = trigger.split(':')[0];
    const allowed = lifecycle.transitions.find(
      (t) =>
        t.from === from &&
        t.to === to &&
        t.on.some((on) => on === trigger || (kind !== 'operation' && on.split(':')[0] === kind)),
    );
    if (!allowed) return false;
    // previous_attributes names the state only when it changed (`from: x, to: x` moves nothing).
    const before = from === to ? {...previous} : {[lifecycle.field]: from, ...previous};
    record[lifecycle.field] = to;
    this.changed(record);
    if ('updated_at' in record) record.updated_at = this.nowIso();
    if (allowed.event) this.emit(allowed.event, record, before, call);
    return true;
  }

  /** Whether `record`'s lifecycle lets `trigger` move it from its state to `to`. */
  canTransition(record: StoredRecord, to: string, trigger: string): boolean {
    const lifecycle = this.resource(record.object)?.lifecycle;
    const from = lifecycle ? record[lifecycle.field] : undefined;
    return !!lifecycle?.transitions.some((t) => t.from === from && t.to === to && t.on.includes(trigger));
  }

  /** The creation event of an object: its lifecycle's `from: null` transition, or `<object>.created`. */
  created(record: StoredRecord, call: Call | null): void {
    const lifecycle = this.resource(record.object)?.lifecycle;
    const state = lifecycle ? record[lifecycle.field] : undefined;
    const birth = lifecycle?.transitions.find((t) => t.from === null && t.to === state);
    const type = lifecycle ? birth?.event : `${record.object}.created`;
    if (type) this.emit(type, record, undefined, call);
  }

  // ---- credentials --------------------------------------------------------------------------------------------

  registerKey(secret: string, keyId: string): void {
    this.keys.set(secret, keyId);
  }

  issueToken(
    kind: Token['kind'],
    prefix: string,
    entityId: string,
    scopes: string[],
    seconds: number,
    record: StoredRecord,
  ): string {
    const token = `${prefix}${this.randomString(32)}`;
    this.tokens.set(token, {kind, entityId, scopes, expiresAt: this.now + seconds * 1000, record});
    return token;
  }

  private authenticate(op: Operation, header: string | undefined): Credential {
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header.trim()) : null;
    if (!header?.trim()) throw new ApiError('authentication_required', messages.missingAuth());
    if (!match) throw new ApiError('invalid_api_key', messages.invalidKey());
    const token = match[1];
    let credential: Credential;
    if (token.startsWith('sk_live_')) throw new ApiError('environment_mismatch', messages.liveKey());
    if (token.startsWith('sk_test_')) {
      const keyId = this.keys.get(token);
      const key = keyId ? this.get('api_key', keyId) : undefined;
      if (!key || key.status !== 'active') throw new ApiError('invalid_api_key', messages.invalidKey());
      if (typeof key.expires_at === 'string' && Date.parse(key.expires_at) <= this.now)
        throw new ApiError('invalid_api_key', messages.invalidKey());
      key.last_used_at = this.nowIso();
      credential = {kind: 'secretKey', token, scopes: strings(key.scopes), keyId: String(key.id)};
    } else {
      const found = this.tokens.get(token);
      if (!found) throw new ApiError('invalid_api_key', messages.invalidKey());
      if (found.expiresAt <= this.now) throw new ApiError('token_expired', messages.tokenExpired(iso(found.expiresAt)));
      if (found.kind === 'actionToken' && found.used) throw new ApiError('token_expired', messages.actionTokenUsed());
      credential = {kind: found.kind, token, scopes: found.scopes, entityId: found.entityId, record: found.record};
    }
    const required = op.security[credential.kind];
    if (!required) throw new ApiError('permission_denied', messages.credentialNotAccepted());
    if (credential.kind === 'secretKey' || credential.kind === 'entitySessionToken') {
      for (const scope of required)
        if (!hasScope(credential.scopes, scope, this.desc.scopeImplies[credential.kind]))
          throw new ApiError('permission_denied', messages.permission());
    }
    return credential;
  }

  useActionToken(credential: Credential): void {
    const token = this.tokens.get(credential.token);
    if (token) token.used = true;
  }

  /**
   * A request may pin its API version (`x-constraints.versioning.header`). The simulator serves the description's
   * version (`info.version`), the only one it knows: any other value is a version it cannot answer with.
   */
  checkVersion(headers: Record<string, string>): void {
    const rule = this.desc.constraints.versioning;
    const pinned = rule?.header ? headers[rule.header.toLowerCase()] : undefined;
    if (pinned === undefined || pinned === this.desc.apiVersion) return;
    throw new ApiError(rule?.unknown_version_error ?? 'invalid_request', messages.validation(), [
      {field: rule?.header ?? '', issue: 'enum', message: `Versiones disponibles: ${this.desc.apiVersion}.`},
    ]);
  }

  // ---- the request pipeline -----------------------------------------------------------------------------------

  async handle(req: SimulatorRequest): Promise<SimulatorResponse> {
    this.now += REQUEST_TICK_MS;
    const requestId = `req_${this.randomString(16)}`;
    const headers = lowerKeys(req.headers ?? {});
    let rateHeaders: Record<string, string> = {};
    let where = `${req.method.toUpperCase()} ${req.path}`;
    try {
      await this.advanceTo(this.now);
      const file = fileRequested(req.path);
      if (file) {
        if (!['GET', 'HEAD'].includes(req.method.toUpperCase())) {
          throw new ApiError(
            'method_not_allowed',
            `La ruta ${file.path} no admite ${req.method}. Métodos admitidos: GET.`,
          );
        }
        const served = serveFile(this, file, this.linked);
        return {...served, headers: {...served.headers, 'x-request-id': requestId}};
      }
      const {path, search} = splitUrl(req.path);
      if (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)) {
        const reply = await controls(this, req.method.toUpperCase(), path, req.body ?? '');
        await this.flush();
        this.verify(`${req.method.toUpperCase()} ${path}`);
        return this.respond(reply, requestId, {});
      }
      const method = req.method.toUpperCase();
      const {op, params} = this.route(method, path);
      const credential = this.authenticate(op, headers.authorization);
      rateHeaders = this.rateLimit(credential, op);
      this.checkVersion(headers);
      const query = this.parseQuery(op, search);
      for (const name of op.pathParams) {
        const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
        const value = coerce(param?.schema ?? {}, params[name]);
        if (param && this.validator.check(param.schema, value).length)
          throw new ApiError('resource_not_found', messages.notFound());
      }
      const body = this.parseBody(op, method, headers, req.body ?? '');
      const idempotencyKey = headers['idempotency-key'] ?? null;
      let replayKey: string | null = null;
      if (idempotencyKey !== null && method === 'POST') {
        const max = Number(this.desc.constraints.idempotency?.max_length ?? 255);
        if (!idempotencyKey || idempotencyKey.length > max) {
          throw new ApiError('invalid_request', messages.validation(), [
            {field: 'Idempotency-Key', issue: 'max_length', message: `Entre 1 y ${max} caracteres.`},
          ]);
        }
        replayKey = `${credential.token} ${idempotencyKey}`;
        const seen = this.idempotency.get(replayKey);
        const hash = `${op.id} ${path} ${JSON.stringify(body)}`;
        const retention = Number(this.desc.constraints.idempotency?.retention_seconds ?? 86400) * 1000;
        if (seen && this.now - seen.at < retention) {
          if (seen.hash !== hash) throw new ApiError('idempotency_key_reused', messages.idempotency());
          return {
            ...seen.response,
            headers: {...seen.response.headers, 'x-request-id': requestId, 'idempotent-replayed': 'true'},
          };
        }
      }
      const call: Call = {op, params, query, body, credential, requestId, idempotencyKey};
      where = `${op.id} (${method} ${path})`;
      const reply = await this.dispatch(call);
      const response = this.respond(
        {status: reply.status ?? op.successStatus, body: reply.body},
        requestId,
        rateHeaders,
      );
      await this.flush();
      this.verify(where);
      if (replayKey) {
        this.idempotency.set(replayKey, {hash: `${op.id} ${path} ${JSON.stringify(body)}`, at: this.now, response});
      }
      return response;
    } catch (error) {
      // A refused request leaves nothing half-built to check.
      this.pending.clear();
      this.inserted.clear();
      if (error instanceof ApiError) return this.errorResponse(error, requestId, rateHeaders);
      this.fault(where, error);
      return this.errorResponse(new ApiError('internal_error', messages.internal()), requestId, rateHeaders);
    }
  }

  private route(method: string, path: string): {op: Operation; params: Record<string, string>} {
    let candidates: {op: Operation; match: RegExpExecArray}[] = [];
    for (const op of this.desc.operations) {
      const match = op.regex.exec(path);
      if (match) candidates.push({op, match});
    }
    if (!candidates.length) throw new ApiError('resource_not_found', messages.unknownPath(path));
    // The most literal template wins (`/consent-actions/stats` over `/consent-actions/{id}`).
    const best = Math.min(...candidates.map((c) => c.op.pathParams.length));
    candidates = candidates.filter((c) => c.op.pathParams.length === best);
    const found = candidates.find((c) => c.op.method === method);
    if (!found) {
      const allowed = candidates.map((c) => c.op.method);
      throw new ApiError(
        'method_not_allowed',
        messages.methodNotAllowed(candidates[0].op.template, method, allowed),
        undefined,
        {
          allow: allowed.join(', '),
        },
      );
    }
    const params: Record<string, string> = {};
    found.op.pathParams.forEach((name, i) => {
      params[name] = safeDecode(found.match[i + 1]);
    });
    return {op: found.op, params};
  }

  private rateLimit(credential: Credential, op: Operation): Record<string, string> {
    const rules = this.desc.constraints.rate_limits ?? {};
    const limit = Number(rules.sandbox_per_second ?? 25);
    const weight = op.id.endsWith('-stats') ? Number(rules.stats_operation_weight ?? 5) : 1;
    const second = Math.floor((this.rateClock?.() ?? this.now) / 1000);
    const key = credential.keyId ?? credential.token;
    const bucket = this.rate.get(key);
    const used = bucket && bucket.second === second ? bucket.used : 0;
    const headers = {
      'ratelimit-limit': String(limit),
      'ratelimit-remaining': String(Math.max(0, limit - used - weight)),
      'ratelimit-reset': '1',
    };
    if (used + weight > limit) {
      throw new ApiError('rate_limit_exceeded', messages.rateLimit(limit, 1), undefined, {
        ...headers,
        'ratelimit-remaining': '0',
        'retry-after': '1',
      });
    }
    this.rate.set(key, {second, used: used + weight});
    return headers;
  }

  private parseQuery(op: Operation, search: string): Record<string, unknown> {
    const query: Record<string, unknown> = {};
    const errorCode = op.isList ? 'invalid_filter' : 'invalid_request';
    const raw = new URLSearchParams(search);
    const pagination: ErrorDetail[] = [];
    const filters: ErrorDetail[] = [];
    for (const name of new Set(raw.keys())) {
      const param = op.parameters.find((p) => p.in === 'query' && p.name === name);
      if (!param) {
        const detail = {field: name, issue: 'unknown', message: messages.unknownParameter(name)};
        throw new ApiError(errorCode, op.isList ? messages.unknownFilter(name) : messages.unknownParameter(name), [
          detail,
        ]);
      }
      const values = raw.getAll(name);
      const value = coerce(param.schema, values.length > 1 ? values.join(',') : values[0]);
      const problems = this.validator.check(param.schema, value, name);
      (PAGINATION.has(name) ? pagination : filters).push(...problems);
      query[name] = value;
    }
    if (pagination.length) {
      throw new ApiError(
        'invalid_pagination',
        pagination.some((d) => d.field === 'limit') ? messages.limit() : messages.pagination(),
        pagination,
      );
    }
    if (query.starting_after !== undefined && query.ending_before !== undefined) {
      throw new ApiError('invalid_pagination', messages.pagination(), [
        {field: 'ending_before', issue: 'exclusive', message: 'No se combina con starting_after.'},
      ]);
    }
    if (filters.length) throw new ApiError(errorCode, messages.filter(filters[0].field.split('.')[0]), filters);
    return query;
  }

  private parseBody(op: Operation, method: string, headers: Record<string, string>, raw: string): Rec {
    if (!op.body) return {};
    const limits = this.desc.constraints.size_limits ?? {};
    const own = limits.operations?.[op.id] ?? {};
    const max = Number(own.body_bytes ?? limits.body_bytes) || 10485760;
    if (new TextEncoder().encode(raw).length > max)
      throw new ApiError('payload_too_large', messages.tooLarge(Math.round(max / 1048576)));
    if (!raw.trim()) {
      if (op.body.required) {
        throw new ApiError('validation_failed', messages.validation(), [
          {field: '(cuerpo)', issue: 'required', message: 'La operación necesita un cuerpo JSON.'},
        ]);
      }
      return {};
    }
    const type = (headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json' && !/^application\/[a-z0-9.+-]*\+json$/.test(type)) {
      throw new ApiError('unsupported_media_type', messages.mediaType());
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch (error) {
      throw new ApiError('invalid_request', messages.badJson(jsonProblem(raw, error)));
    }
    if (!isObj(body)) throw new ApiError('invalid_request', messages.notAnObject());
    for (const rule of own.decoded ?? []) {
      const value = rule.field.split('.').reduce<unknown>((node, key) => (isObj(node) ? node[key] : undefined), body);
      if (typeof value === 'string' && rule.encoding === 'base64' && base64Bytes(value) > Number(rule.max_bytes))
        throw new ApiError('payload_too_large', messages.fileTooLarge(Math.round(Number(rule.max_bytes) / 1048576)));
    }
    const details = this.validator.check(op.body.schema, body);
    if (details.length) throw new ApiError('validation_failed', messages.validation(), details);
    void method;
    return body;
  }

  private async dispatch(call: Call): Promise<Reply> {
    const behaviour = this.behaviours[call.op.id] ?? this.behaviours[genericKind(call.op)];
    if (!behaviour) throw new Error(`Sin comportamiento para ${call.op.id}`);
    return behaviour(this, call);
  }

  respond(reply: {status: number; body: unknown}, requestId: string, extra: Record<string, string>): SimulatorResponse {
    let body = reply.body === undefined ? '' : JSON.stringify(reply.body);
    // The files a response links to are the ones the simulator serves, under the address it was given.
    for (const path of linkedFiles(body)) this.linked.add(path);
    const filesUrl = this.filesUrl?.();
    if (filesUrl) body = body.split(`${FILES_HOST}/`).join(`${filesUrl}/`);
    return {
      status: reply.status,
      headers: {
        ...(body ? {'content-type': 'application/json; charset=utf-8'} : {}),
        'x-request-id': requestId,
        ...extra,
      },
      body,
    };
  }

  errorResponse(error: ApiError, requestId: string, extra: Record<string, string>): SimulatorResponse {
    const status = ERROR_STATUS[error.code] ?? error.status;
    const body = {
      error: {
        code: error.code,
        message: error.message,
        status,
        request_id: requestId,
        doc_url: `${links.docsSite}/docs/api/errors#${error.code}`,
        ...(error.details?.length ? {details: error.details} : {}),
      },
    };
    return this.respond({status, body}, requestId, {...extra, ...error.headers});
  }

  // ---- lists --------------------------------------------------------------------------------------------------

  /** A page of `records` as the list envelope, with the operation's cursor, sort and date filters applied. */
  page(records: StoredRecord[], query: Record<string, unknown>): ListPage {
    // Timestamps are ISO 8601 strings, so they compare as text; a record without one passes every date filter.
    const stamp = (v: unknown) => (typeof v === 'string' ? v : undefined);
    let items = records.filter((r) => {
      const created = stamp(r.created_at);
      const updated = stamp(r.updated_at ?? r.created_at);
      if (query.created_after && created !== undefined && created < text(query.created_after)) return false;
      if (query.created_before && created !== undefined && created > text(query.created_before)) return false;
      if (query.updated_after && updated !== undefined && updated < text(query.updated_after)) return false;
      return true;
    });
    const ascending = query.sort === 'created_at';
    items = items
      .map((r, i) => ({r, i}))
      .sort((a, b) => {
        const x = text(a.r.created_at ?? '');
        const y = text(b.r.created_at ?? '');
        const diff = x < y ? -1 : x > y ? 1 : a.i - b.i;
        return ascending ? diff : -diff;
      })
      .map((x) => x.r);
    const limit = Number(query.limit ?? 20);
    const idOf = (r: StoredRecord) => r.id ?? '';
    let start = 0;
    let end: number;
    if (query.starting_after !== undefined) {
      const at = items.findIndex((r) => idOf(r) === query.starting_after);
      if (at < 0)
        throw new ApiError('invalid_pagination', messages.pagination(), [
          {field: 'starting_after', issue: 'invalid_cursor', message: 'El cursor no pertenece a esta lista.'},
        ]);
      start = at + 1;
      end = start + limit;
    } else if (query.ending_before !== undefined) {
      const at = items.findIndex((r) => idOf(r) === query.ending_before);
      if (at < 0)
        throw new ApiError('invalid_pagination', messages.pagination(), [
          {field: 'ending_before', issue: 'invalid_cursor', message: 'El cursor no pertenece a esta lista.'},
        ]);
      end = at;
      start = Math.max(0, end - limit);
    } else {
      end = limit;
    }
    const data = items.slice(start, end);
    const hasMore = query.ending_before !== undefined ? start > 0 : end < items.length;
    return {
      object: 'list',
      data: clone(data),
      has_more: hasMore,
      next_cursor: end < items.length && data.length ? idOf(data[data.length - 1]) : null,
      prev_cursor: start > 0 && data.length ? idOf(data[0]) : null,
    };
  }
}

/**
 * Whether `granted` covers `needed`: the scope itself, `*`, or a scope of the same area whose level implies the
 * needed one in the scheme's `x-scope-implies` (`{write: [read]}`: `consent:write` also reads).
 */
export function hasScope(granted: string[], needed: string, implies: Record<string, string[]> = {}): boolean {
  if (granted.includes('*') || granted.includes(needed)) return true;
  const [area, level] = needed.split(':');
  return Object.entries(implies).some(
    ([higher, lower]) => lower.includes(level) && granted.includes(`${area}:${higher}`),
  );
}

/** The generic behaviour of an operation by the shape of its path and method. */
function genericKind(op: Operation): string {
  if (op.isList) return 'list';
  if (op.method === 'GET') return 'read';
  if (op.method === 'POST' && !op.pathParams.length) return 'create';
  if (op.method === 'PATCH') return 'update';
  if (op.method === 'DELETE') return 'delete';
  return 'example';
}

/** Where JSON.parse stopped, in Spanish (the engine's messages never pass the runtime's English through). */
/** Bytes a base64 text decodes to, without decoding it (a 28 MB body must not cost a 20 MB copy). */
function base64Bytes(text: string): number {
  const clean = text.replace(/\s+/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}

function jsonProblem(raw: string, error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  const position = /position (\d+)/.exec(text);
  if (!position) return 'el texto termina antes de completar el JSON';
  const at = Number(position[1]);
  const before = raw.slice(0, at).split('\n');
  return `carácter inesperado en la línea ${before.length}, columna ${before[before.length - 1].length + 1}`;
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) out[key.toLowerCase()] = String(value);
  return out;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function splitUrl(raw: string): {path: string; search: string} {
  const q = raw.indexOf('?');
  let path = q < 0 ? raw : raw.slice(0, q);
  const search = q < 0 ? '' : raw.slice(q + 1);
  path = path.replace(/^https?:\/\/[^/]+/i, '');
  if (path === '/v1' || path.startsWith('/v1/')) path = path.slice(3) || '/';
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return {path, search};
}

/** A query or path value as its schema's type (`limit=5` → 5, `status=a,b` → ['a', 'b']). */
export function coerce(schema: Schema, value: string | undefined): unknown {
  if (value === undefined) return undefined;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number')
    return value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  if (type === 'array') {
    const items = isObj(schema.items) ? schema.items : {};
    return value.split(',').map((v) => coerce(items, v));
  }
  return value;
}

/** Everything an example in the description names exists at start, so every documented request works as shown. */
function seedStore(engine: Engine): void {
  const {desc} = engine;
  const full = engine.build('api_key', {
    name: 'Clave del simulador',
    scopes: ['*'],
    status: 'active',
    prefix: engine.secretKey.slice(0, 12),
    expires_at: null,
    allowed_ip_ranges: [],
    revoked_at: null,
  });
  engine.insert(full);
  engine.registerKey(engine.secretKey, String(full.id));

  // A unique value a create example uses stays free, so that example creates instead of colliding with a seed.
  const reserved = new Set<string>();
  const uniqueness = desc.constraints.uniqueness ?? [];
  for (const rule of uniqueness) {
    const op = desc.operations.find((o) => o.id === rule.operation);
    for (const example of op?.examples.requests ?? []) {
      if (isObj(example.value) && example.value[rule.field] !== undefined)
        reserved.add(`${rule.schema} ${rule.field} ${String(example.value[rule.field])}`);
    }
  }
  const uniqueFields = uniqueness.map((r) => [r.schema, r.field]);
  const add = (value: unknown) => {
    if (!isStoredRecord(value)) return;
    const resource = desc.resources.get(value.object);
    if (!resource) return;
    if (
      uniqueFields.some(
        ([schema, field]) => schema === resource.name && reserved.has(`${schema} ${field} ${String(value[field])}`),
      )
    )
      return;
    // Objects without an id (configuration, company info) are singletons.
    const id = typeof value.id === 'string' ? value.id : resource.prefix ? undefined : value.object;
    if (!id || engine.get(value.object, id) || value.deleted === true) return;
    // An example that is not a whole, valid object (an excerpt, a deletion receipt) is not seed data.
    if (engine.validator.check(resource.schema, value).length) return;
    const record = clone(value);
    if ('livemode' in record) record.livemode = false;
    if ('secret' in record && value.object === 'webhook') {
      engine.webhookSecrets.set(text(record.id), text(record.secret ?? `whsec_${engine.randomString(32)}`));
      record.secret = null;
    }
    engine.table(value.object).set(id, record);
  };
  for (const resource of desc.resources.values()) add(resource.example);
  const walkExamples = (visit: (v: unknown) => void, everywhere = false) => {
    const seen = new Set<unknown>();
    const walk = (node: unknown, key: string) => {
      if (!node || typeof node !== 'object' || seen.has(node)) return;
      seen.add(node);
      if (key === 'example' || key === 'value') visit(node);
      if (Array.isArray(node)) node.forEach((n) => walk(n, ''));
      else for (const [k, v] of Object.entries(node)) walk(v, k);
    };
    if (everywhere) {
      walk(desc.doc.paths, '');
      walk(desc.doc.components, '');
    }
    // Answers of reads only: a create's answer is what its own request example makes.
    for (const op of desc.operations) {
      const item = operationObject(desc.doc, op);
      if (op.method === 'GET') walk(item?.responses, '');
      else walk(item?.parameters, '');
    }
    walk(desc.doc.webhooks, '');
  };
  // Single objects and list items of every response example.
  walkExamples((example) => {
    if (!isObj(example)) return;
    if (example.object === 'list' && Array.isArray(example.data)) example.data.forEach(add);
    else add(example);
  });
  // Any id an example names without showing the object: the schema's example under that id.
  const ids = new Set<string>();
  const pattern = /^([a-z]+)_[A-Za-z0-9]{24}$/;
  const collect = (node: unknown) => {
    if (typeof node === 'string') {
      if (pattern.test(node)) ids.add(node);
    } else if (Array.isArray(node)) node.forEach(collect);
    else if (isObj(node)) Object.values(node).forEach(collect);
  };
  walkExamples(collect, true);
  for (const id of ids) {
    const object = desc.prefixes.get(id.split('_')[0]);
    const example = object ? desc.resources.get(object)?.example : undefined;
    if (object && example && !engine.get(object, id)) add({...clone(example), id});
  }
  for (const init of seeders) init(engine);
}

/** Extra seeding steps the behaviours register (credentials for seeded keys, singletons). */
export const seeders: ((engine: Engine) => void)[] = [];

export function createEngine(description: Rec | Promise<Rec>, options: SimulatorOptions = {}): Simulator {
  let engine: Engine | undefined;
  let ready: Promise<Engine> | undefined;
  let receiver: WebhookReceiver | null = null;
  // Requests run one at a time, in arrival order, as the single-threaded platform model the docs describe.
  let queue: Promise<unknown> = Promise.resolve();
  const get = () =>
    (ready ??= Promise.resolve(description).then((doc) => {
      engine = new Engine(doc, options);
      engine.receiver = receiver;
      return engine;
    }));
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
  const start = new Date(options.now ?? DEFAULT_START);
  return {
    request: (req) => serial(async () => (await get()).handle(req)),
    clock: {
      now: () => new Date(engine ? engine.now : start.getTime()),
      advance: (ms) =>
        serial(async () => {
          const e = await get();
          try {
            await e.advanceTo(e.now + Math.max(0, ms));
            await e.flush();
            e.verify('reloj');
          } catch (error) {
            e.fault('reloj', error);
          }
        }),
    },
    events: () => clone(engine?.events ?? []),
    deliveries: () => clone(engine?.deliveries ?? []),
    setWebhookReceiver: (next) => {
      receiver = next;
      if (engine) engine.receiver = next;
    },
    reset: () =>
      serial(async () => {
        (await get()).reset();
      }),
  };
}
