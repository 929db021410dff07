/**
 * What each operation does to the simulated store. Generic behaviours (list, read, create, update, delete) follow
 * the shape of the description; the named ones add the rules the description states for that resource.
 */
import {
  operationObject,
  propertiesOf,
  type MagicOutcome,
  type Operation,
  type Schema,
  type TimeoutRule,
} from './description';
import {hasScope, type Call, type Engine, type Reply, type StoredRecord} from './engine';
import type {SimulatorEvent} from './types';
import {ApiError, messages} from './errors';
import {sha256Hex} from './crypto';
import {evidenceFile} from './files';
import {consentActionStats, consentCommitStats, disclosureStats} from './stats';
import {at, canonicalJson, clone, isObj, list as listOf, objects, strings, text, type Rec} from './json';

export type Behaviour = (engine: Engine, call: Call) => Reply | Promise<Reply>;

const RESERVED = new Set([
  'limit',
  'starting_after',
  'ending_before',
  'sort',
  'created_after',
  'created_before',
  'updated_after',
]);

// ---- shared helpers ---------------------------------------------------------------------------------------------

/** A reference named in a body: `404` when the operation documents one, `422 validation_failed` otherwise. */
function reference(engine: Engine, call: Call, object: string, id: unknown, field: string): StoredRecord {
  return call.op.responses['404'] !== undefined ? engine.need(object, id, field) : engine.ref(object, id, field);
}

/** A body field as sent, or the `default` its schema documents when it is absent. */
function given(call: Call, field: string): unknown {
  return call.body[field] ?? propertiesOf(call.op.body?.schema)[field]?.default;
}

function conflict(message: string): ApiError {
  return new ApiError('resource_conflict', messages.conflict(message));
}

function invalid(field: string, issue: string, message: string): ApiError {
  return new ApiError('validation_failed', messages.validation(), [{field, issue, message}]);
}

/** The entity with this e-mail (already lowercased), compared without case; none for an empty one. */
function entityByEmail(engine: Engine, email: string): StoredRecord | undefined {
  if (!email) return undefined;
  return [...engine.table('entity').values()].find((e) => text(e.email ?? '').toLowerCase() === email);
}

/**
 * «Con un token solo se admiten `web` y `mobile`» (`channel` of create-consent-action and create-consent-commit): a
 * token is the person's own browser or app, never a branch, a call centre or a server.
 */
function checkTokenChannel({credential, body}: Call): void {
  if (credential.kind !== 'secretKey' && !['web', 'mobile'].includes(text(body.channel))) {
    throw invalid('channel', 'not_allowed', 'Con un token solo se admiten web y mobile.');
  }
}

/** The stored records an operation's path points at (`/agreements/{agreement_id}/versions/{version_number}`). */
function matching(engine: Engine, call: Call): StoredRecord[] {
  const {op, params} = call;
  const last = params[op.pathParams[op.pathParams.length - 1]] ?? '';
  // Deletions answer a DeletedObject, so their resource comes from the id's prefix.
  const object = op.object ?? engine.desc.prefixes.get(last.split('_')[0]);
  const records = [...engine.table(String(object)).values()];
  return records.filter((record) =>
    op.pathParams.every((name) => {
      const value = params[name];
      if (name in record) return String(record[name]) === value;
      if (name === 'version_number' && 'version' in record) return String(record.version) === value;
      if (name.endsWith('_id') && op.isList && name === op.pathParams[op.pathParams.length - 1]) return true;
      return String(record.id) === value;
    }),
  );
}

/** Parents named in the path must exist (`404`), even when the list under them is empty. */
function parentsExist(engine: Engine, call: Call): void {
  for (const name of call.op.pathParams) {
    const value = call.params[name];
    const prefix = value.split('_')[0];
    const object = engine.desc.prefixes.get(prefix);
    if (!object || !name.endsWith('_id')) continue;
    if (!call.op.isList && name === call.op.pathParams[call.op.pathParams.length - 1]) continue;
    engine.need(object, value);
  }
}

function one(engine: Engine, call: Call): StoredRecord {
  const entityId = call.params.entity_id;
  if (call.credential.entityId && entityId && entityId !== call.credential.entityId) {
    throw new ApiError('token_scope_violation', messages.tokenScope(entityId));
  }
  parentsExist(engine, call);
  const found = matching(engine, call)[0];
  if (!found) throw new ApiError('resource_not_found', messages.notFound());
  return found;
}

/** Equality filters of a list, by field name; `X_before`/`X_after` compare `X_at`. */
function filtered<T extends Rec>(records: T[], query: Record<string, unknown>): T[] {
  return records.filter((record) =>
    Object.entries(query).every(([name, value]) => {
      if (RESERVED.has(name) || value === undefined) return true;
      const wanted = Array.isArray(value) ? value.map(String) : [text(value)];
      const at = /^(.+)_(before|after)$/.exec(name);
      if (at && `${at[1]}_at` in record) {
        const field = record[`${at[1]}_at`];
        if (field == null) return false;
        return at[2] === 'before' ? text(field) <= text(value) : text(field) >= text(value);
      }
      if (name.startsWith('has_') && `${name.slice(4)}_id` in record)
        return (record[`${name.slice(4)}_id`] != null) === value;
      const plural = `${name}s` in record ? `${name}s` : name;
      if (!(plural in record)) return true;
      const field = record[plural];
      if (Array.isArray(field)) return field.map(String).some((v) => wanted.includes(v));
      return wanted.includes(String(field));
    }),
  );
}

/** The company's Configuration (a singleton), or an empty object before one exists. */
function config(engine: Engine): Rec {
  return [...engine.table('configuration').values()][0] ?? {};
}

/** Every redirect or return URL must be on an allowed domain of the configuration (`*.` allows subdomains). */
function checkRedirects(engine: Engine, body: Rec): void {
  const allowed = strings(config(engine).allowed_redirect_domains);
  for (const field of ['redirect_url', 'return_url']) {
    const value = body[field];
    if (typeof value !== 'string') continue;
    let host = '';
    try {
      host = new URL(value).hostname;
    } catch {
      host = '';
    }
    const ok = allowed.some((domain) => (domain.startsWith('*.') ? host.endsWith(domain.slice(1)) : host === domain));
    if (!ok)
      throw invalid(
        field,
        'domain_not_allowed',
        `El dominio ${host || value} no está en allowed_redirect_domains de la configuración.`,
      );
  }
}

/** The entity a request acts for: its session token's, `entity_id`, or `entity.external_id` (found or created). */
function entityFor(engine: Engine, call: Call): StoredRecord {
  const {body, credential} = call;
  if (credential.entityId) {
    if (body.entity_id && body.entity_id !== credential.entityId) {
      throw new ApiError('token_scope_violation', messages.tokenScope(text(body.entity_id)));
    }
    return engine.need('entity', credential.entityId);
  }
  if (body.entity_id) return reference(engine, call, 'entity', body.entity_id, 'entity_id');
  const input = isObj(body.entity) ? body.entity : undefined;
  const externalId = input?.external_id;
  if (externalId) {
    const existing = [...engine.table('entity').values()].find((e) => e.external_id === externalId);
    if (existing) return existing;
  }
  if (input) return createEntity(engine, input);
  throw invalid('entity_id', 'required', 'Envía entity_id o entity.');
}

function createEntity(engine: Engine, input: Rec): StoredRecord {
  return engine.insert(
    engine.build('entity', {
      external_id: input.external_id ?? null,
      name: input.name ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      identity_id: null,
      locale: input.locale ?? null,
      last_activity_at: engine.nowIso(),
    }),
  );
}

function lifetime(engine: Engine, name: string, fallback: number): number {
  const rule = engine.desc.constraints.lifetimes?.[name] ?? {};
  return Number(rule.seconds ?? rule.default_seconds ?? fallback);
}

function timeoutRule(engine: Engine, name: string): TimeoutRule {
  return engine.desc.constraints.timeouts?.[name] ?? {};
}

/** Sandbox magic values of a flow, in order; the first that matches decides the outcome. */
function magic(engine: Engine, flow: string, value: string): MagicOutcome | undefined {
  const rules = engine.desc.constraints.sandbox?.magic_values ?? [];
  for (const rule of rules.filter((r) => r.flow === flow)) {
    if (rule.otherwise) return rule.outcome;
    if (rule.suffix !== undefined && value.endsWith(String(rule.suffix))) return rule.outcome;
    if (rule.equals !== undefined && value === String(rule.equals)) return rule.outcome;
    if (rule.contains !== undefined && value.toLowerCase().includes(String(rule.contains).toLowerCase()))
      return rule.outcome;
  }
  return undefined;
}

/**
 * A URL shaped like the one in the resource's example, with the example's values swapped for this record's (the
 * simulator never spells a platform host itself: the description's examples name them).
 */
function urlFrom(engine: Engine, object: string, field: string, swaps: Record<string, unknown>): string {
  const example = engine.resource(object)?.example ?? {};
  let url = text(example[field] ?? '');
  for (const [key, value] of Object.entries(swaps)) {
    const from = key.startsWith('=') ? key.slice(1) : text(example[key] ?? '');
    if (from) url = url.split(from).join(String(value));
  }
  return url;
}

function touch(engine: Engine, record: StoredRecord): void {
  if ('updated_at' in record) record.updated_at = engine.nowIso();
}

/**
 * The fields of `before` whose value `after` no longer has, with their value in `before`: the `previous_attributes`
 * of an event that «trae solo los campos que cambiaron con su valor anterior». `except` names a field left out.
 */
function changedFields(before: Rec, after: Rec, except: string): Rec {
  const previous: Rec = {};
  for (const [key, value] of Object.entries(before))
    if (key !== except && JSON.stringify(value) !== JSON.stringify(after[key])) previous[key] = value;
  return previous;
}

/** Copies the body's fields the record has, returning their previous values (for `previous_attributes`). */
function merge(record: Rec, body: Rec, skip: string[] = []): Rec {
  const previous: Rec = {};
  for (const [key, value] of Object.entries(body)) {
    if (skip.includes(key) || !(key in record) || key === 'id' || key === 'object') continue;
    if (JSON.stringify(record[key]) === JSON.stringify(value)) continue;
    previous[key] = clone(record[key]);
    record[key] = isObj(value) && isObj(record[key]) && key !== 'metadata' ? {...record[key], ...value} : clone(value);
  }
  return previous;
}

function deleted(record: StoredRecord): Rec {
  return {id: record.id, object: record.object, deleted: true};
}

/** A success body taken from the operation's own example, for read-only computed answers (stats). */
function exampleBody(op: Operation, engine: Engine): unknown {
  const media = at(
    operationObject(engine.desc.doc, op),
    'responses',
    String(op.successStatus),
    'content',
    'application/json',
  );
  const examples = at(media, 'examples');
  const example = at(media, 'example') ?? (isObj(examples) ? at(Object.values(examples)[0], 'value') : undefined);
  const body = clone(example);
  if (isObj(body) && 'livemode' in body) body.livemode = false;
  return body;
}

// ---- generic behaviours -----------------------------------------------------------------------------------------

/**
 * A stored record in the shape of a list's item schema: fields the item does not have are dropped, and a missing
 * `<x>_count` is the length of the record's `<x>` (ConsentTemplateIndex lists `data_uses_count`, not `data_uses`).
 */
function project(record: Rec, item: Schema | undefined): Rec {
  const properties = propertiesOf(item);
  if (!Object.keys(properties).length) return record;
  const out: Rec = {};
  for (const key of Object.keys(properties)) {
    if (key in record) out[key] = record[key];
    else if (key.endsWith('_count') && Array.isArray(record[key.slice(0, -6)]))
      out[key] = listOf(record[key.slice(0, -6)]).length;
  }
  return out;
}

function itemSchema(op: Operation): Schema | undefined {
  const items = propertiesOf(op.responses[String(op.successStatus)]).data?.items;
  return isObj(items) ? items : undefined;
}

const list: Behaviour = (engine, call) => {
  parentsExist(engine, call);
  const page = engine.page(filtered(matching(engine, call), call.query), call.query);
  const item = itemSchema(call.op);
  page.data = page.data.map((record) => project(record, item));
  return {body: page};
};

const read: Behaviour = (engine, call) => ({body: one(engine, call)});

/** `x-constraints.uniqueness`: a value another record of the company already has is a conflict. */
function checkUnique(engine: Engine, call: Call): void {
  for (const rule of engine.desc.constraints.uniqueness ?? []) {
    if (rule.operation !== call.op.id || call.body[rule.field] === undefined) continue;
    const object = engine.desc.resources.get(String(call.op.object))?.object ?? '';
    if ([...engine.table(object).values()].some((r) => r[rule.field] === call.body[rule.field])) {
      throw new ApiError(
        String(rule.error ?? 'resource_conflict'),
        `Ya existe un recurso con ${rule.field} ${String(call.body[rule.field])}.`,
      );
    }
  }
}

const create: Behaviour = (engine, call) => {
  checkUnique(engine, call);
  const object = String(call.op.object);
  const fields: Rec = {};
  for (const [key, value] of Object.entries(call.body)) fields[key] = value;
  const lifecycle = engine.resource(object)?.lifecycle;
  if (lifecycle) {
    const asked = call.body[lifecycle.field];
    fields[lifecycle.field] =
      typeof asked === 'string' && lifecycle.initial.includes(asked) ? asked : lifecycle.initial[0];
  }
  const record = engine.insert(engine.build(object, fields));
  engine.created(record, call);
  return {body: record};
};

/** Applies a body to a record, moving its status only as its x-lifecycle allows. */
function applyUpdate(engine: Engine, call: Call, record: StoredRecord, skip: string[] = []): StoredRecord {
  const lifecycle = engine.resource(record.object)?.lifecycle;
  const field = lifecycle?.field;
  const current = field ? record[field] : undefined;
  const wanted = field ? call.body[field] : undefined;
  const trigger = `operation:${call.op.id}`;
  const stateError = (to: string) =>
    call.op.responses['409'] !== undefined
      ? conflict(messages.transition(String(current), to))
      : new ApiError('invalid_state_transition', messages.transition(String(current), to));
  if (lifecycle && typeof current === 'string' && lifecycle.final.includes(current))
    throw stateError(text(wanted ?? current));
  if (
    lifecycle &&
    wanted !== undefined &&
    wanted !== current &&
    (typeof wanted !== 'string' || !engine.canTransition(record, wanted, trigger))
  )
    throw stateError(text(wanted));
  const previous = merge(record, call.body, [...skip, ...(field ? [field] : [])]);
  touch(engine, record);
  engine.changed(record);
  // A wanted state that is not a string was refused above, so this is every move the body asks for.
  if (lifecycle && typeof wanted === 'string' && wanted !== current) {
    engine.transition(record, wanted, trigger, call, previous);
  } else if (Object.keys(previous).length || !lifecycle) {
    engine.emit(`${record.object}.updated`, record, previous, call);
  }
  return record;
}

const update: Behaviour = (engine, call) => ({body: applyUpdate(engine, call, one(engine, call))});

const remove: Behaviour = (engine, call) => {
  const record = one(engine, call);
  engine.table(record.object).delete(String(record.id));
  engine.emit(`${record.object}.destroyed`, record, undefined, call);
  return {body: deleted(record)};
};

const example: Behaviour = (engine, call) => ({body: exampleBody(call.op, engine)});

/** Delete operations return DeletedObject, so their `object` comes from the path's last id prefix. */
function deleteOf(object: string): Behaviour {
  return (engine, call) => remove(engine, {...call, op: {...call.op, object}});
}

// ---- API keys, webhooks, events ---------------------------------------------------------------------------------

/** create-api-key, update-api-key: «Solo puedes conceder alcances que tu propia clave tiene (si no, `403 permission_denied`)». */
function grantableScopes(engine: Engine, call: Call): void {
  const implies = engine.desc.scopeImplies[call.credential.kind];
  const beyond = strings(call.body.scopes).filter((scope) => !hasScope(call.credential.scopes, scope, implies));
  if (beyond.length)
    throw new ApiError(
      'permission_denied',
      `Tu clave no tiene los alcances que intentas conceder: ${beyond.join(', ')}.`,
    );
}

const createApiKey: Behaviour = (engine, call) => {
  grantableScopes(engine, call);
  const secret = `sk_test_${engine.randomString(48)}`;
  const record = engine.insert(
    engine.build('api_key', {
      ...call.body,
      status: 'active',
      prefix: secret.slice(0, 12),
      last4: secret.slice(-4),
      secret: null,
      allowed_ip_ranges: call.body.allowed_ip_ranges ?? [],
      expires_at: call.body.expires_at ?? null,
      last_used_at: null,
      last_used_ip: null,
      revoked_at: null,
    }),
  );
  delete record.secret;
  engine.registerKey(secret, String(record.id));
  if (typeof record.expires_at === 'string' && record.expires_at) {
    engine.schedule(Date.parse(record.expires_at), () => {
      if (record.status === 'active') {
        record.revoked_at = engine.nowIso();
        engine.transition(record, 'revoked', 'timeout:api_key_expiry', null);
      }
    });
  }
  engine.created(record, call);
  return {body: {...record, secret}};
};

/** update-api-key, delete-api-key: «igual que revocar la misma clave con la que llamas» / «No puedes borrar la clave con la que haces la llamada». */
function notTheCallersKey(call: Call, record: StoredRecord, what: string): void {
  if (call.credential.keyId === record.id) throw conflict(`No puedes ${what} la clave con la que haces la llamada.`);
}

const updateApiKey: Behaviour = (engine, call) => {
  const record = one(engine, call);
  grantableScopes(engine, call);
  if (call.body.status === 'revoked') notTheCallersKey(call, record, 'revocar');
  if (call.body.status === 'revoked' && record.status === 'active') record.revoked_at = engine.nowIso();
  return {body: applyUpdate(engine, call, record)};
};

/** «Revoca la clave (si seguía activa) y la borra … Emite `api_key.destroyed` con el último estado de la clave». */
const deleteApiKey: Behaviour = (engine, call) => {
  const record = one(engine, {...call, op: {...call.op, object: 'api_key'}});
  notTheCallersKey(call, record, 'borrar');
  if (record.status === 'active') {
    record.status = 'revoked';
    record.revoked_at = engine.nowIso();
    touch(engine, record);
  }
  return remove(engine, {...call, op: {...call.op, object: 'api_key'}});
};

/**
 * A webhook serializes its events in a published API version; the simulator knows one, the description's
 * (`x-constraints.versioning.unknown_webhook_version_error` names the answer to any other).
 */
function checkWebhookVersion(engine: Engine, body: Rec): void {
  if (body.api_version === undefined || body.api_version === engine.desc.apiVersion) return;
  const code = text(engine.desc.constraints.versioning?.unknown_webhook_version_error ?? 'validation_failed');
  throw new ApiError(code, messages.validation(), [
    {field: 'api_version', issue: 'enum', message: `Versiones disponibles: ${engine.desc.apiVersion}.`},
  ]);
}

const createWebhook: Behaviour = (engine, call) => {
  checkWebhookVersion(engine, call.body);
  const secret = `whsec_${engine.randomString(32)}`;
  const record = engine.insert(
    engine.build('webhook', {
      ...call.body,
      enabled: call.body.enabled ?? true,
      disabled_reason: call.body.enabled === false ? 'manual' : null,
      secret: null,
      previous_secret_expires_at: null,
      api_version: call.body.api_version ?? engine.desc.apiVersion,
      description: call.body.description ?? null,
    }),
  );
  engine.webhookSecrets.set(String(record.id), secret);
  return {body: {...record, secret}};
};

const updateWebhook: Behaviour = (engine, call) => {
  const record = one(engine, call);
  checkWebhookVersion(engine, call.body);
  let secret: string | null = null;
  if (call.body.rotate_secret === true) {
    secret = `whsec_${engine.randomString(32)}`;
    engine.webhookSecrets.set(String(record.id), secret);
    record.previous_secret_expires_at = engine.nowIso(24 * 3600 * 1000);
  }
  if (call.body.enabled === false) record.disabled_reason = 'manual';
  if (call.body.enabled === true) record.disabled_reason = null;
  applyUpdate(engine, call, record, ['rotate_secret']);
  return {body: secret ? {...record, secret} : record};
};

const listEvents: Behaviour = (engine, call) => {
  const {type, resource_id: resourceId, ...rest} = call.query;
  const types = type === undefined ? undefined : (Array.isArray(type) ? type : [type]).map(String);
  const all: StoredRecord[] = [...engine.table('event').values(), ...engine.events];
  const events = all.filter(
    (e) => (!types || types.includes(String(e.type))) && (!resourceId || at(e, 'data', 'object', 'id') === resourceId),
  );
  const page = engine.page(filtered(events, rest), call.query);
  page.data = page.data.map((event) => eventLog(engine, event));
  return {body: page};
};

/** An event as the event log lists it: what it touched and how its deliveries went. */
function eventLog(engine: Engine, event: Rec): Rec {
  const object = at(event, 'data', 'object');
  const transactions = [...engine.table('webhook_transaction').values()].filter((t) => t.event_id === event.id);
  const count = (status: string) => transactions.filter((t) => t.status === status).length;
  return {
    id: event.id,
    object: 'event',
    type: event.type,
    created_at: event.created_at,
    livemode: false,
    api_version: event.api_version,
    resource_id: text(at(object, 'id') ?? ''),
    resource_object: at(object, 'object'),
    request_id: at(event, 'request', 'id') ?? null,
    deliveries: {
      total: transactions.length,
      delivered: count('delivered'),
      pending: count('pending'),
      failed: count('failed'),
    },
  };
}

function findEvent(engine: Engine, id: string): SimulatorEvent | StoredRecord {
  const event = engine.events.find((e) => e.id === id) ?? engine.get('event', id);
  if (!event) throw new ApiError('resource_not_found', messages.notFound());
  return event;
}

const getEvent: Behaviour = (engine, call) => ({body: findEvent(engine, call.params.event_id)});

const broadcast: Behaviour = (engine, call) => {
  const event = findEvent(engine, call.params.event_id);
  const ids = call.body.webhook_ids;
  const receives = (w: Rec) => {
    const types = strings(w.enabled_events);
    return w.enabled === true && (types.includes('*') || types.includes(String(event.type)));
  };
  // «Si ningún webhook habilitado puede recibirlo responde `409 resource_conflict`; un webhook desactivado o no
  // suscrito en `webhook_ids` responde `422 validation_failed`».
  const targets = Array.isArray(ids)
    ? ids.map((id, i) => {
        const webhook = reference(engine, call, 'webhook', id, `webhook_ids.${i}`);
        if (!receives(webhook))
          throw invalid(
            `webhook_ids.${i}`,
            'not_subscribed',
            `El webhook ${text(id)} está desactivado o no está suscrito a ${String(event.type)}.`,
          );
        return webhook;
      })
    : [...engine.table('webhook').values()].filter(receives);
  if (!targets.length) throw conflict(`Ningún webhook habilitado está suscrito a ${String(event.type)}.`);
  // A stored event (seeded from the description's examples) has the shape `GET /events/{id}` answers.
  const transactions = targets.map((webhook) => engine.deliver(webhook, event as SimulatorEvent));
  return {
    body: engine.build('event_broadcast', {event_id: event.id, webhook_transaction_ids: transactions.map((t) => t.id)}),
  };
};

// ---- company ------------------------------------------------------------------------------------------------------

const singleton =
  (object: string): Behaviour =>
  (engine) => {
    const record = [...engine.table(object).values()][0];
    if (!record) throw new ApiError('resource_not_found', messages.notFound());
    return {body: record};
  };

const updateSingleton =
  (object: string): Behaviour =>
  (engine, call) => {
    if (object === 'company_info' && call.credential.token.startsWith('sk_test_')) {
      // Company data is shared by both environments and only a live key may change it.
      throw new ApiError(
        'permission_denied',
        'Los datos de la empresa solo se modifican con una clave de producción (sk_live_).',
      );
    }
    const record = [...engine.table(object).values()][0];
    if (!record) throw new ApiError('resource_not_found', messages.notFound());
    if (object === 'configuration') {
      const template = at(call.body, 'data_subject_requests', 'validation_disclosure_template_id');
      if (template)
        reference(
          engine,
          call,
          'disclosure_template',
          template,
          'data_subject_requests.validation_disclosure_template_id',
        );
    }
    merge(record, call.body);
    touch(engine, record);
    engine.changed(record);
    return {body: record};
  };

// ---- consent ------------------------------------------------------------------------------------------------------

// DataUse.sensitive: «Custodia lo fija en `true` cuando `data_categories` incluye `health`, `biometric` o `genetic`».
const SENSITIVE_CATEGORIES = ['health', 'biometric', 'genetic'];
const SENSITIVE_LEGAL_BASES = ['consent', 'vital_interest'];

function dataUses(engine: Engine, input: unknown, previous: unknown = []): Rec[] {
  const template = clone(at(engine.resource('consent_template')?.example, 'data_uses', 0)) ?? {};
  const before = objects(previous);
  return objects(input).map((use, i) => {
    const same = before.find((p) => p.purpose === use.purpose);
    const sensitive =
      use.sensitive === true || strings(use.data_categories).some((c) => SENSITIVE_CATEGORIES.includes(c));
    // DataUse.sensitive: «Los usos sensibles exigen `legal_basis: consent` o `vital_interest`».
    if (sensitive && !SENSITIVE_LEGAL_BASES.includes(text(use.legal_basis))) {
      throw invalid(`data_uses.${i}.legal_basis`, 'not_allowed', 'Un uso sensible exige consent o vital_interest.');
    }
    return {
      ...(isObj(template) ? template : {}),
      required: false,
      retention_days: null,
      third_parties: [],
      data_categories: [],
      ...use,
      sensitive,
      id: use.id ?? same?.id ?? engine.newId('use'),
    };
  });
}

function templateVersion(engine: Engine, template: StoredRecord, changeSummary: unknown): StoredRecord {
  const doc = template.privacy_document_id ? engine.get('privacy_document', template.privacy_document_id) : undefined;
  const version = engine.insert(
    engine.build('consent_template_version', {
      consent_template_id: template.id,
      version: template.current_version,
      title: template.title,
      body_markdown: template.body_markdown,
      locale: template.locale,
      product_id: template.product_id,
      privacy_document_id: template.privacy_document_id,
      privacy_document_version: doc?.current_version ?? null,
      data_uses: clone(template.data_uses),
      change_summary: changeSummary ?? null,
    }),
  );
  template.current_version_id = version.id;
  return version;
}

function linkProduct(engine: Engine, template: StoredRecord, previousProduct: unknown): void {
  if (previousProduct) {
    const old = engine.get('product', previousProduct);
    if (old) old.consent_template_ids = listOf(old.consent_template_ids).filter((id) => id !== template.id);
  }
  const product = template.product_id ? engine.get('product', template.product_id) : undefined;
  if (product && !listOf(product.consent_template_ids).includes(template.id)) {
    product.consent_template_ids = [...listOf(product.consent_template_ids), template.id];
  }
}

const createConsentTemplate: Behaviour = (engine, call) => {
  const {body} = call;
  if (body.product_id) reference(engine, call, 'product', body.product_id, 'product_id');
  if (body.privacy_document_id)
    reference(engine, call, 'privacy_document', body.privacy_document_id, 'privacy_document_id');
  const status = body.status === 'published' ? 'published' : 'draft';
  const record = engine.build('consent_template', {
    ...body,
    body_markdown: body.body_markdown ?? '',
    product_id: body.product_id ?? null,
    privacy_document_id: body.privacy_document_id ?? null,
    data_uses: dataUses(engine, body.data_uses),
    status,
    current_version: 1,
    published_at: status === 'published' ? engine.nowIso() : null,
    archived_at: null,
  });
  engine.insert(record);
  templateVersion(engine, record, body.change_summary);
  linkProduct(engine, record, null);
  return {body: record};
};

const CONTENT = ['title', 'body_markdown', 'locale', 'product_id', 'privacy_document_id', 'data_uses'];

const updateConsentTemplate: Behaviour = (engine, call) => {
  const record = one(engine, call);
  const {body} = call;
  const changesContent = CONTENT.some(
    (key) => key in body && JSON.stringify(body[key]) !== JSON.stringify(record[key]),
  );
  const wanted = body.status ?? record.status;
  if (changesContent && wanted === 'archived')
    throw conflict('Una plantilla archivada no se edita; vuelve a publicarla primero.');
  if (body.product_id) reference(engine, call, 'product', body.product_id, 'product_id');
  if (body.privacy_document_id)
    reference(engine, call, 'privacy_document', body.privacy_document_id, 'privacy_document_id');
  const previousProduct = record.product_id;
  const input = {...body};
  if ('data_uses' in input) input.data_uses = dataUses(engine, input.data_uses, record.data_uses);
  const wasPublished = record.status === 'published';
  applyUpdate(engine, {...call, body: input}, record, ['change_summary']);
  if (record.status === 'published' && !record.published_at) record.published_at = engine.nowIso();
  if (record.status === 'archived') record.archived_at = engine.nowIso();
  if (record.status === 'published') record.archived_at = null;
  if (changesContent) {
    if (wasPublished) {
      record.current_version = Number(record.current_version) + 1;
      templateVersion(engine, record, body.change_summary);
    } else {
      const version = engine.get('consent_template_version', record.current_version_id);
      if (version)
        Object.assign(version, {
          title: record.title,
          body_markdown: record.body_markdown,
          data_uses: clone(record.data_uses),
        });
    }
    linkProduct(engine, record, previousProduct);
  }
  return {body: record};
};

/**
 * The template the request names, at its current version, with the data use it names, if its status accepts the
 * `actions` (`x-constraints.consent_actions_by_template_status`; with none given, any action it accepts).
 */
function usableTemplate(
  engine: Engine,
  call: Call,
  version: unknown,
  dataUseId?: unknown,
  actions: string[] = [],
): StoredRecord {
  const template = reference(engine, call, 'consent_template', call.body.consent_template_id, 'consent_template_id');
  const rule = engine.desc.constraints.consent_actions_by_template_status ?? {};
  const accepted = strings(rule.statuses?.[text(template.status)]);
  const refused = actions.length ? actions.filter((a) => !accepted.includes(a)) : accepted.length ? [] : ['*'];
  if (refused.length) {
    const what = accepted.length ? `solo admite ${accepted.join(', ')}` : 'no admite acciones';
    throw new ApiError(
      String(rule.error ?? 'resource_conflict'),
      `La plantilla ${String(template.id)} está en ${String(template.status)} y ${what}.`,
    );
  }
  if (version !== undefined && Number(version) !== Number(template.current_version)) {
    throw new ApiError(
      'template_version_mismatch',
      messages.versionMismatch(String(template.id), Number(version), Number(template.current_version)),
    );
  }
  if (dataUseId !== undefined && !objects(template.data_uses).some((u) => u.id === dataUseId)) {
    throw invalid(
      'data_use_id',
      'not_found',
      `El uso ${text(dataUseId)} no está en la versión vigente de la plantilla.`,
    );
  }
  return template;
}

const createActionToken: Behaviour = (engine, call) => {
  const template = usableTemplate(engine, call, undefined, call.body.data_use_id);
  const entity = entityFor(engine, call);
  const seconds = Number(call.body.expires_in ?? lifetime(engine, 'action_token', 600));
  const record = engine.build('action_token', {
    entity_id: entity.id,
    consent_template_id: template.id,
    consent_template_version: template.current_version,
    data_use_id: call.body.data_use_id ?? null,
    expires_at: engine.nowIso(seconds * 1000),
  });
  record.token = engine.issueToken('actionToken', 'act_', String(entity.id), [], seconds, record);
  return {body: record};
};

const createConsentAction: Behaviour = (engine, call) => {
  const {body, credential} = call;
  const template = usableTemplate(engine, call, body.consent_template_version, body.data_use_id, [text(body.action)]);
  if (credential.kind === 'actionToken') {
    const token: Rec = credential.record ?? {};
    if (token.consent_template_id !== template.id || (token.data_use_id && token.data_use_id !== body.data_use_id)) {
      throw new ApiError(
        'token_scope_violation',
        'El token de acción no da acceso a esta plantilla o a este uso de datos.',
      );
    }
  }
  checkTokenChannel(call);
  // `branch_id` with `channel: branch` is required by the body's schema (if/then), checked before this runs.
  if (body.branch_id) reference(engine, call, 'branch', body.branch_id, 'branch_id');
  const entity = entityFor(engine, call);
  const record = engine.insert(
    engine.build('consent_action', {
      ...body,
      entity_id: entity.id,
      branch_id: body.branch_id ?? null,
      // With a token they come from the person's connection, which the simulator does not have: never the body's.
      ip: credential.kind === 'secretKey' ? (body.ip ?? null) : null,
      user_agent: credential.kind === 'secretKey' ? (body.user_agent ?? null) : null,
      consent_template_version: template.current_version,
      credential_type: {
        secretKey: 'secret_key',
        actionToken: 'action_token',
        entitySessionToken: 'entity_session_token',
      }[credential.kind as 'secretKey'],
      consent_commit_id: null,
    }),
  );
  delete record.entity;
  if (credential.kind === 'actionToken') engine.useActionToken(credential);
  entity.last_activity_at = engine.nowIso();
  engine.created(record, call);
  return {body: record};
};

async function evidenceFor(
  engine: Engine,
  agreement: StoredRecord,
  version: StoredRecord,
  commit: StoredRecord,
  actions: StoredRecord[],
): Promise<StoredRecord> {
  // Evidence.ip and user_agent: «la `ip` de la primera acción de `consent_action_ids` del compromiso».
  const first: Rec = actions[0] ?? {};
  // The fields Evidence.canonical_record documents, in its order; data uses sorted by data_use_id.
  const canonical = {
    agreement_id: agreement.id,
    version_number: version.version_number,
    entity_id: agreement.entity_id,
    consent_template_id: agreement.consent_template_id,
    consent_template_version: agreement.consent_template_version,
    consent_commit_id: commit.id,
    data_uses: objects(version.data_uses)
      .map((u) => ({data_use_id: u.data_use_id, granted: u.granted === true}))
      .sort((a, b) => (text(a.data_use_id) < text(b.data_use_id) ? -1 : 1)),
    occurred_at: commit.created_at,
    channel: commit.channel,
    branch_id: commit.branch_id ?? null,
    ip: first.ip ?? null,
    user_agent: first.user_agent ?? null,
  };
  // Evidence.hash: «Huella SHA-256 … del `canonical_record` serializado con JCS».
  const hash = await sha256Hex(canonicalJson(canonical));
  const retention = Number(config(engine).evidence_retention_days ?? 3650);
  return engine.insert(
    engine.build('evidence', {
      agreement_id: agreement.id,
      agreement_version_id: version.id,
      version_number: version.version_number,
      entity_id: agreement.entity_id,
      consent_commit_id: commit.id,
      canonical_record: canonical,
      hash_algorithm: 'sha256',
      hash,
      ip: first.ip ?? null,
      user_agent: first.user_agent ?? null,
      channel: commit.channel,
      branch_id: commit.branch_id ?? null,
      retained_until: engine.nowIso(retention * 86400 * 1000),
    }),
  );
}

/** Retention of each data use of a template, in days; null (or absent) keeps the consent without end. */
function retentionOf(template: Rec | undefined): Map<unknown, number | null> {
  return new Map(
    objects(template?.data_uses).map((u) => [u.id, typeof u.retention_days === 'number' ? u.retention_days : null]),
  );
}

/** When a granted use stops being in force (`granted_at` + its `retention_days`), or undefined if it never does. */
function expiryOf(use: Rec, retention: Map<unknown, number | null>): number | undefined {
  const days = retention.get(use.data_use_id);
  return use.granted && days && use.granted_at ? Date.parse(text(use.granted_at)) + days * 86400 * 1000 : undefined;
}

/**
 * `granted_data_uses`: the uses granted and not expired. An expired use keeps `granted: true` in `data_uses`, the
 * person's last decision («un uso vencido conserva `granted: true` en `data_uses`», Agreement.granted_data_uses).
 */
function inForce(engine: Engine, template: Rec | undefined, uses: Rec[]): unknown[] {
  const retention = retentionOf(template);
  return uses
    .filter((u) => u.granted === true && (expiryOf(u, retention) ?? Infinity) > engine.now)
    .map((u) => u.data_use_id);
}

/** Sets `expires_at` to the nearest expiry of the uses in force and schedules it. */
function scheduleExpiry(engine: Engine, agreement: StoredRecord): void {
  const template = engine.get('consent_template', agreement.consent_template_id);
  const retention = retentionOf(template);
  const current = strings(agreement.granted_data_uses);
  const expiries = objects(agreement.data_uses)
    .filter((u) => current.includes(text(u.data_use_id)))
    .map((u) => expiryOf(u, retention))
    .filter((t): t is number => t !== undefined);
  const expiresAt = expiries.length ? new Date(Math.min(...expiries)).toISOString().replace(/\.\d{3}Z$/, 'Z') : null;
  agreement.expires_at = expiresAt;
  if (!expiresAt) return;
  engine.schedule(Date.parse(expiresAt), () => {
    if (agreement.expires_at !== expiresAt) return;
    // agreement.data_permissions_expired: «`granted_data_uses`, `expires_at`, `updated_at` y, si cambió, `status`».
    const previous = {
      granted_data_uses: clone(agreement.granted_data_uses),
      expires_at: agreement.expires_at,
      updated_at: agreement.updated_at,
    };
    agreement.granted_data_uses = inForce(engine, template, objects(agreement.data_uses));
    scheduleExpiry(engine, agreement);
    const to = strings(agreement.granted_data_uses).length ? 'active' : 'data_permissions_expired';
    engine.transition(agreement, to, 'timeout:agreement_data_use_expiry', null, previous);
  });
}

const createConsentCommit: Behaviour = async (engine, call) => {
  const {body, credential} = call;
  checkTokenChannel(call);
  const actions = listOf(body.consent_action_ids).map((id, i) =>
    reference(engine, call, 'consent_action', id, `consent_action_ids.${i}`),
  );
  const template = usableTemplate(
    engine,
    call,
    body.consent_template_version,
    undefined,
    actions.map((a) => text(a.action)),
  );
  if (body.branch_id) reference(engine, call, 'branch', body.branch_id, 'branch_id');
  const entityId = credential.entityId ?? body.entity_id ?? actions[0]?.entity_id;
  if (credential.entityId && body.entity_id && body.entity_id !== credential.entityId) {
    throw new ApiError('token_scope_violation', messages.tokenScope(text(body.entity_id)));
  }
  const entity = reference(engine, call, 'entity', entityId, 'entity_id');
  actions.forEach((action, i) => {
    if (action.consent_commit_id)
      throw conflict(`La acción ${text(action.id)} ya está confirmada en ${text(action.consent_commit_id)}.`);
    if (action.entity_id !== entity.id || action.consent_template_id !== template.id) {
      throw invalid(`consent_action_ids.${i}`, 'mismatch', 'La acción es de otra entidad o de otra plantilla.');
    }
    if (Number(action.consent_template_version) !== Number(template.current_version)) {
      throw new ApiError(
        'template_version_mismatch',
        messages.versionMismatch(
          String(template.id),
          Number(action.consent_template_version),
          Number(template.current_version),
        ),
      );
    }
  });
  const perUse = new Set<unknown>();
  actions.forEach((action, i) => {
    if (perUse.has(action.data_use_id))
      throw invalid(`consent_action_ids.${i}`, 'duplicate_data_use', 'Ya hay otra acción para este uso de datos.');
    perUse.add(action.data_use_id);
  });
  let agreement = [...engine.table('agreement').values()].find(
    (a) => a.entity_id === entity.id && a.consent_template_id === template.id,
  );
  const isNew = !agreement;
  if (isNew) {
    // The first commit creates the agreement: it must grant every required data use of the template's version.
    const granting = new Set(actions.filter((a) => a.action === 'grant').map((a) => a.data_use_id));
    const missing = objects(template.data_uses).filter((u) => u.required === true && !granting.has(u.id));
    if (missing.length)
      throw new ApiError(
        'validation_failed',
        messages.validation(),
        missing.map((u) => ({
          field: 'consent_action_ids',
          issue: 'required_data_use',
          message: `El primer compromiso debe otorgar el uso obligatorio ${text(u.id)}.`,
        })),
      );
  }
  // agreement.updated: «`data.previous_attributes` trae solo los campos que cambiaron con su valor anterior».
  const before: Rec = agreement ? clone(agreement) : {};
  const commit = engine.build('consent_commit', {
    ...body,
    entity_id: entity.id,
    branch_id: body.branch_id ?? null,
    consent_template_version: template.current_version,
    credential_type: credential.kind === 'entitySessionToken' ? 'entity_session_token' : 'secret_key',
  });
  const uses: Rec[] = agreement
    ? clone(objects(agreement.data_uses))
    : objects(template.data_uses).map((u) => ({
        data_use_id: u.id,
        granted: false,
        granted_at: null,
        revoked_at: null,
        consent_action_id: null,
      }));
  for (const action of actions) {
    let use = uses.find((u) => u.data_use_id === action.data_use_id);
    if (!use) {
      use = {
        data_use_id: action.data_use_id,
        granted: false,
        granted_at: null,
        revoked_at: null,
        consent_action_id: null,
      };
      uses.push(use);
    }
    use.granted = action.action === 'grant';
    use.consent_action_id = action.id;
    if (use.granted) use.granted_at = action.created_at;
    else use.revoked_at = action.created_at;
  }
  const granted = inForce(engine, template, uses);
  const status = granted.length ? 'active' : 'revoked';
  if (!agreement) {
    agreement = engine.build('agreement', {
      entity_id: entity.id,
      consent_template_id: template.id,
      consent_template_version: template.current_version,
      status: 'active',
      current_version: 1,
      data_uses: uses,
      granted_data_uses: granted,
      expires_at: null,
      last_consent_commit_id: commit.id,
      revoked_at: null,
    });
    engine.insert(agreement);
  }
  agreement.data_uses = uses;
  agreement.granted_data_uses = granted;
  agreement.consent_template_version = template.current_version;
  if (!isNew) agreement.current_version = Number(agreement.current_version) + 1;
  agreement.last_consent_commit_id = commit.id;
  agreement.revoked_at = status === 'revoked' ? engine.nowIso() : null;
  scheduleExpiry(engine, agreement);
  const version = engine.build('agreement_version', {
    agreement_id: agreement.id,
    version_number: agreement.current_version,
    entity_id: entity.id,
    consent_commit_id: commit.id,
    consent_template_id: template.id,
    consent_template_version: template.current_version,
    status,
    data_uses: clone(uses),
    granted_data_uses: clone(granted),
    expires_at: agreement.expires_at,
  });
  const evidence = await evidenceFor(engine, agreement, version, commit, actions);
  version.evidence_id = evidence.id;
  engine.insert(version);
  Object.assign(commit, {
    agreement_id: agreement.id,
    agreement_version: agreement.current_version,
    evidence_id: evidence.id,
  });
  engine.insert(commit);
  for (const action of actions) action.consent_commit_id = commit.id;
  entity.last_activity_at = engine.nowIso();
  engine.created(commit, call);
  touch(engine, engine.changed(agreement));
  if (isNew) {
    agreement.status = status;
    engine.changed(agreement);
    engine.emit('agreement.created', agreement, undefined, call);
  } else {
    // The state is left to the transition, which names it only when it moves.
    const previous = changedFields(before, agreement, 'status');
    if (status !== agreement.status) engine.transition(agreement, status, `operation:${call.op.id}`, call, previous);
    else engine.emit('agreement.updated', agreement, previous, call);
  }
  return {body: commit};
};

const downloadEvidence: Behaviour = async (engine, call) => {
  const evidence = one(engine, {...call, op: {...call.op, object: 'evidence'}});
  const format = text(call.query.format ?? 'pdf');
  // The link serves this very file (files.ts): its size and SHA-256 are the file's, not the record's `hash`.
  const file = evidenceFile(evidence, format);
  const content = String(file.body);
  const validFor = lifetime(engine, 'evidence_download_link', 900) * 1000;
  const example = text(engine.resource('evidence_download')?.example?.url ?? '');
  return {
    body: engine.build('evidence_download', {
      evidence_id: evidence.id,
      agreement_id: evidence.agreement_id,
      format,
      content_type: file.contentType,
      filename: `evidencia-${String(evidence.id)}.${format}`,
      size_bytes: new TextEncoder().encode(content).length,
      sha256: await sha256Hex(content),
      url: urlFrom(engine, 'evidence_download', 'url', {
        evidence_id: evidence.id,
        '=pdf': format,
        [`=${new URL(example).searchParams.get('expires') ?? ''}`]: Math.floor((engine.now + validFor) / 1000),
        '=6f1d0c9a2b7e4f3a8c5d1e0b9a7f6c2d': engine.randomString(32),
      }),
      expires_at: engine.nowIso(validFor),
    }),
  };
};

const complianceStatuses: Behaviour = (engine, call) => {
  const entity = engine.need('entity', call.params.entity_id);
  if (call.credential.entityId && call.credential.entityId !== entity.id) {
    throw new ApiError('token_scope_violation', messages.tokenScope(String(entity.id)));
  }
  const templates = [...engine.table('consent_template').values()].filter((t) => t.status === 'published');
  const statuses = templates.map((template) => {
    const agreement = [...engine.table('agreement').values()].find(
      (a) => a.entity_id === entity.id && a.consent_template_id === template.id,
    );
    const required = objects(template.data_uses)
      .filter((u) => u.required)
      .map((u) => String(u.id));
    const granted = strings(agreement?.granted_data_uses);
    // A use the person granted that expired keeps `granted: true` but left `granted_data_uses`.
    const expired = objects(agreement?.data_uses).some(
      (u) => u.granted === true && !granted.includes(text(u.data_use_id)),
    );
    let status = 'missing_consent';
    if (agreement) {
      if (agreement.status === 'revoked') status = 'revoked';
      else if (agreement.status === 'data_permissions_expired' || expired) status = 'data_permissions_expired';
      else if (Number(agreement.consent_template_version) !== Number(template.current_version))
        status = 'outdated_version';
      else status = required.every((id) => granted.includes(id)) ? 'compliant' : 'missing_consent';
    }
    return engine.build('compliance_status', {
      entity_id: entity.id,
      consent_template_id: template.id,
      consent_template_version: template.current_version,
      agreement_id: agreement?.id ?? null,
      agreement_template_version: agreement?.consent_template_version ?? null,
      status,
      missing_data_use_ids: required.filter((id) => !granted.includes(id)),
      data_permissions_expire_at: agreement?.expires_at ?? null,
      checked_at: engine.nowIso(),
    });
  });
  const wanted = call.query.consent_template_id;
  return {
    body: engine.page(wanted ? statuses.filter((s) => s.consent_template_id === wanted) : statuses, {
      ...call.query,
      sort: undefined,
    }),
  };
};

// ---- products and privacy documents (a repeated natural key publishes a new version) ------------------------------

const createVersioned =
  (object: string, key: string, versionObject: string, parentField: string, copy: string[]): Behaviour =>
  (engine, call) => {
    const {body} = call;
    const existing = [...engine.table(object).values()].find((r) => r[key] === body[key]);
    if (existing && object === 'privacy_document' && (existing.kind !== body.kind || existing.locale !== body.locale)) {
      throw conflict(`Ya existe el documento ${String(body.slug)} con otro kind o locale.`);
    }
    const record = existing ?? engine.build(object, {...body, current_version: 1, consent_template_ids: []});
    if (existing) {
      merge(existing, body, [key, 'change_summary', 'content', 'content_format']);
      touch(engine, existing);
    } else {
      engine.insert(record);
    }
    if (existing) record.current_version = Number(record.current_version) + 1;
    const fields: Rec = {
      [parentField]: record.id,
      version: record.current_version,
      change_summary: body.change_summary ?? null,
    };
    for (const field of copy) fields[field] = body[field] ?? record[field] ?? null;
    const version = engine.insert(engine.build(versionObject, fields));
    if ('current_version_id' in record) record.current_version_id = version.id;
    if ('url' in version && object === 'privacy_document') {
      const slug = engine.resource('privacy_document')?.example?.slug;
      version.url = urlFrom(engine, 'privacy_document_version', 'url', {
        [`=${String(slug)}`]: record.slug,
        version: record.current_version,
      });
      record.url = urlFrom(engine, 'privacy_document', 'url', {slug: record.slug});
    }
    engine.changed(record);
    return {body: record};
  };

// ---- rights requests ----------------------------------------------------------------------------------------------

/**
 * The value `x-constraints.identifiers.generated` says Custodia writes for `field` of `operation` when the body omits
 * it: its `format` with the UTC year and the company's next free sequence number.
 */
function generatedIdentifier(engine: Engine, operation: string, field: string): string {
  const rule = (engine.desc.constraints.identifiers?.generated ?? []).find(
    (r) => r.operation === operation && r.field === field,
  );
  if (!rule) throw new Error(`x-constraints.identifiers.generated no define ${operation} ${field}`);
  const object = engine.desc.operations.find((o) => o.id === operation)?.object ?? '';
  const taken = new Set([...engine.table(object).values()].map((r) => r[field]));
  const year = String(new Date(engine.now).getUTCFullYear());
  const make = (n: number) =>
    rule.format.replace('{year}', year).replace('{sequence}', String(n).padStart(rule.sequence_digits, '0'));
  let count = engine.table(object).size + 1;
  while (taken.has(make(count))) count++;
  return make(count);
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * `due_at` of a new rights request, as `x-constraints.legal_deadlines` counts it: the configuration's
 * `legal_deadline_days` after today's UTC date, every day (`calendar`) or skipping the weekend and the holidays of
 * its `holiday_calendar` (`business`), ending at `end_of_day` UTC.
 */
function legalDeadline(engine: Engine): string {
  const rule = engine.desc.constraints.legal_deadlines ?? {};
  const settings = at(config(engine), 'data_subject_requests');
  const days = Number(at(settings, 'legal_deadline_days') ?? 15);
  const business = at(settings, 'deadline_day_type') !== 'calendar';
  const calendar = rule.holiday_calendars?.[text(at(settings, 'holiday_calendar') ?? '')] ?? {};
  const weekend = new Set(rule.weekend ?? ['saturday', 'sunday']);
  const day = new Date(engine.now);
  day.setUTCHours(0, 0, 0, 0);
  for (let counted = 0; counted < days;) {
    day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    const holiday = (calendar[date.slice(0, 4)] ?? []).includes(date);
    if (!business || (!weekend.has(WEEKDAYS[day.getUTCDay()]) && !holiday)) counted++;
  }
  return `${day.toISOString().slice(0, 10)}T${rule.end_of_day ?? '23:59:59'}Z`;
}

function logUpdate(
  engine: Engine,
  request: StoredRecord,
  from: string | null,
  to: string,
  note: string | null,
  author: string,
  notify: boolean,
): void {
  const entry = engine.build('data_subject_request_update', {
    data_subject_request_id: request.id,
    from_status: from,
    to_status: to,
    note,
    author,
    notify_requester: notify,
  });
  delete entry.livemode;
  engine.changed(entry);
  request.updates = [...listOf(request.updates), entry];
}

function moveRequest(
  engine: Engine,
  request: StoredRecord,
  to: string,
  trigger: string,
  call: Call | null,
  note: string | null,
  author: string,
): boolean {
  const from = String(request.status);
  if (!engine.canTransition(request, to, trigger) && !trigger.startsWith('person:') && !trigger.startsWith('system:'))
    return false;
  logUpdate(engine, request, from, to, note, author, Boolean(call ? given(call, 'notify_requester') : false));
  return engine.transition(request, to, trigger, call);
}

/** Starts identity validation: a disclosure with the configured template, which the person completes. */
function startValidation(engine: Engine, request: StoredRecord, call: Call | null): void {
  const templateId = at(config(engine), 'data_subject_requests', 'validation_disclosure_template_id');
  const template = templateId ? engine.get('disclosure_template', templateId) : undefined;
  if (template) {
    const disclosure = newDisclosure(engine, template, {entity_id: request.entity_id ?? null}, call);
    request.disclosure_request_id = disclosure.id;
  }
}

/**
 * The person validated their identity: the request goes on to `processing`, or, with the sandbox `-mismatch`
 * identifier, to `data_missmatch`, as the Sandbox page says (when the person validates, not when it is created).
 */
function confirmIdentity(engine: Engine, request: StoredRecord): void {
  const outcome = magic(engine, 'data_subject_request', String(request.identifier));
  if (outcome?.status === 'data_missmatch') {
    const note = 'Los datos entregados no coinciden con la identidad validada.';
    moveRequest(engine, request, 'data_missmatch', 'person:data_mismatch', null, note, 'system');
  } else {
    moveRequest(engine, request, 'processing', 'person:identity_confirmed', null, 'Identidad validada.', 'system');
  }
}

const createDataSubjectRequest: Behaviour = (engine, call) => {
  const {body, credential} = call;
  const byToken = credential.kind === 'entitySessionToken';
  if (byToken && (body.branch_id || body.identity_verified === true)) {
    throw invalid(
      body.branch_id ? 'branch_id' : 'identity_verified',
      'not_allowed',
      'No se admite con un token de sesión.',
    );
  }
  // `branch_id` with `channel: branch` is required by the body's schema (if/then), checked before this runs.
  if (body.branch_id) reference(engine, call, 'branch', body.branch_id, 'branch_id');
  // Without a token or entity_id, «Custodia busca una entidad con el mismo correo» (entity_id's description).
  const email = isObj(body.requester) ? text(body.requester.email ?? '').toLowerCase() : '';
  const entity = byToken || body.entity_id ? entityFor(engine, call) : entityByEmail(engine, email);
  const identifier = body.identifier ?? generatedIdentifier(engine, call.op.id, 'identifier');
  checkUnique(engine, {...call, body: {...body, identifier}});
  const record = engine.build('data_subject_request', {
    ...body,
    // The body's optional contact fields: `relationship` has its default, a phone not given is null.
    requester: {phone: null, relationship: 'self', ...(isObj(body.requester) ? body.requester : {})},
    identifier,
    status: 'created',
    resolution: null,
    resolution_notes: null,
    entity_id: entity?.id ?? null,
    disclosure_request_id: null,
    channel: byToken ? 'api' : (body.channel ?? 'api'),
    branch_id: body.branch_id ?? null,
    description: body.description ?? null,
    attachments: body.attachments ?? [],
    due_at: legalDeadline(engine),
    tracking_url: urlFrom(engine, 'data_subject_request', 'tracking_url', {identifier}),
    updates: [],
    resolved_at: null,
  });
  delete record.identity_verified;
  delete record.notify_requester;
  engine.changed(record);
  logUpdate(engine, record, null, 'created', null, 'system', Boolean(given(call, 'notify_requester')));
  engine.insert(record);
  engine.created(record, call);
  if (body.identity_verified === true) {
    moveRequest(engine, record, 'processing', 'system:identity_validated', call, null, 'system');
  } else {
    moveRequest(engine, record, 'validating', 'system:identity_not_validated', call, null, 'system');
    startValidation(engine, record, call);
  }
  return {body: record};
};

const updateDataSubjectRequest: Behaviour = (engine, call) => {
  const record = one(engine, call);
  const {body} = call;
  const to = body.status === undefined ? undefined : text(body.status);
  if (record.status === 'resolved')
    throw new ApiError('invalid_state_transition', messages.transition('resolved', String(to ?? 'resolved')));
  if (to !== undefined && to !== record.status && !engine.canTransition(record, to, `operation:${call.op.id}`)) {
    throw new ApiError('invalid_state_transition', messages.transition(String(record.status), String(to)));
  }
  // `resolution` with `status: resolved`, and `resolution_notes` with denied or partially_approved, are required by
  // the body's schema (if/then); that a resolution comes only with `resolved` is this rule.
  if (to !== 'resolved' && body.resolution)
    throw invalid('resolution', 'not_allowed', 'Solo se admite al pasar a resolved.');
  const before = clone(record);
  for (const key of ['resolution', 'resolution_notes', 'metadata']) if (key in body) record[key] = clone(body[key]);
  const from = String(record.status);
  const notify = Boolean(given(call, 'notify_requester'));
  const note = typeof body.note === 'string' ? body.note : null;
  // data_subject_request.updated: «… solo los campos que cambiaron con su valor anterior (salvo `updates`, que solo
  // crece …)».
  const changedFrom = (after: Rec): Rec => changedFields(before, after, 'updates');
  if (to !== undefined && to !== from) {
    if (to === 'resolved') record.resolved_at = engine.nowIso();
    logUpdate(engine, record, from, to, note, 'company', notify);
    touch(engine, record);
    const after = {...record, status: to};
    engine.emit('data_subject_request.updated', after, changedFrom(after), call);
    engine.transition(record, to, `operation:${call.op.id}`, call);
    if (to === 'validating') startValidation(engine, record, call);
  } else {
    if (note) logUpdate(engine, record, from, from, note, 'company', notify);
    touch(engine, record);
    engine.emit('data_subject_request.updated', record, changedFrom(record), call);
  }
  return {body: record};
};

const requestByIdentifier: Behaviour = (engine, call) => {
  const record = [...engine.table('data_subject_request').values()].find(
    (r) => r.identifier === call.params.identifier,
  );
  if (!record) throw new ApiError('resource_not_found', messages.notFound());
  return {body: record};
};

const entityRequests: Behaviour = (engine, call) => {
  const entity = engine.need('entity', call.params.entity_id);
  if (call.credential.entityId && call.credential.entityId !== entity.id) {
    throw new ApiError('token_scope_violation', messages.tokenScope(String(entity.id)));
  }
  return call.op.isList ? list(engine, call) : read(engine, call);
};

const recoveryEmail: Behaviour = (engine, call) => {
  const record = one(engine, {...call, op: {...call.op, object: 'data_subject_request'}});
  const email = at(record, 'requester', 'email');
  if (!email) throw conflict('La solicitud no tiene un correo de contacto.');
  const body = (exampleBody(call.op, engine) ?? {}) as Rec;
  return {
    body: {
      ...body,
      data_subject_request_id: record.id,
      identifier: record.identifier,
      recipient: maskEmail(text(email)),
      created_at: engine.nowIso(),
    },
  };
};

/** `camila.rojas@correo.example` → `c***@correo.example`: the answer never reveals the whole address. */
function maskEmail(email: string): string {
  const [user, domain] = email.split('@');
  return `${user.slice(0, 1)}***@${domain ?? ''}`;
}

// ---- disclosure ---------------------------------------------------------------------------------------------------

function newDisclosure(engine: Engine, template: StoredRecord, body: Rec, call: Call | null): StoredRecord {
  const rule = timeoutRule(engine, 'disclosure_request_expiry');
  const seconds = Number(
    body.expires_in ??
      template.expires_in ??
      at(config(engine), 'disclosure_requests', 'default_expires_in') ??
      rule.default_seconds ??
      600,
  );
  const record = engine.build('disclosure_request', {
    disclosure_template_id: template.id,
    entity_id: body.entity_id ?? null,
    identity_id: null,
    status: 'pending',
    redirect_url: body.redirect_url ?? template.redirect_url ?? null,
    expires_in: seconds,
    expires_at: engine.nowIso(seconds * 1000),
    // DisclosureRequest.reuse_identity: «Solo puede ser `true` si la plantilla tiene `allow_identity_reuse`».
    reuse_identity: (body.reuse_identity ?? true) === true && template.allow_identity_reuse !== false,
    data_requirements: clone(template.data_requirements),
    failure_reason: null,
    disclosed_data: null,
    validation_attempt_ids: [],
    completed_at: null,
    metadata: body.metadata ?? {},
  });
  record.url = urlFrom(engine, 'disclosure_request', 'url', {id: record.id});
  engine.changed(record);
  engine.insert(record);
  engine.created(record, call);
  engine.schedule(Date.parse(String(record.expires_at)), () => {
    if (record.status === 'pending') {
      record.completed_at = engine.nowIso();
      engine.transition(record, String(rule.to ?? 'timed_out'), 'timeout:disclosure_request_expiry', null);
    }
  });
  return record;
}

const createDisclosureRequest: Behaviour = (engine, call) => {
  const template = reference(
    engine,
    call,
    'disclosure_template',
    call.body.disclosure_template_id,
    'disclosure_template_id',
  );
  if (call.body.entity_id) reference(engine, call, 'entity', call.body.entity_id, 'entity_id');
  checkRedirects(engine, call.body);
  return {body: newDisclosure(engine, template, call.body, call)};
};

const createDisclosureTemplate: Behaviour = (engine, call) => {
  checkRedirects(engine, call.body);
  const record = engine.insert(
    engine.build('disclosure_template', {
      ...call.body,
      description: call.body.description ?? null,
      expires_in: call.body.expires_in ?? at(config(engine), 'disclosure_requests', 'default_expires_in') ?? 600,
      redirect_url: call.body.redirect_url ?? null,
    }),
  );
  return {body: record};
};

const updateDisclosureTemplate: Behaviour = (engine, call) => {
  checkRedirects(engine, call.body);
  return update(engine, call);
};

const deleteDisclosureTemplate: Behaviour = (engine, call) => {
  const record = one(engine, call);
  const pending = [...engine.table('disclosure_request').values()].filter(
    (r) => r.disclosure_template_id === record.id && r.status === 'pending',
  );
  if (pending.length)
    throw new ApiError(
      'template_in_use',
      `La plantilla tiene ${pending.length} solicitudes de divulgación pendientes.`,
    );
  if (at(config(engine), 'data_subject_requests', 'validation_disclosure_template_id') === record.id) {
    throw new ApiError(
      'template_in_use',
      'La plantilla valida las solicitudes de derechos (validation_disclosure_template_id).',
    );
  }
  engine.table('disclosure_template').delete(String(record.id));
  return {body: deleted(record)};
};

// ---- authentication and signature --------------------------------------------------------------------------------

const createAuthRequest: Behaviour = (engine, call) => {
  const {body} = call;
  const entity = body.entity_id ? reference(engine, call, 'entity', body.entity_id, 'entity_id') : undefined;
  if (!entity && !body.email) throw invalid('email', 'required', 'Envía entity_id o email.');
  const email = text(body.email ?? '').toLowerCase();
  // email: «Si envías ambos, debe coincidir con el correo de la entidad».
  if (entity && email && email !== text(entity.email ?? '').toLowerCase()) {
    throw invalid('email', 'mismatch', 'No coincide con el correo de la entidad.');
  }
  // factors: «`identity_validation` exige que la entidad tenga una identidad validada y vigente».
  if (strings(body.factors).includes('identity_validation')) {
    const person = entity ?? entityByEmail(engine, email);
    const identity = engine.get('identity', person?.identity_id);
    const current =
      identity !== undefined &&
      identity.entity_id === person?.id &&
      (!identity.expires_at || Date.parse(text(identity.expires_at)) > Date.parse(engine.nowIso()));
    if (!current) {
      throw invalid('factors', 'not_allowed', 'identity_validation exige una identidad validada y vigente.');
    }
  }
  checkRedirects(engine, body);
  const rule = timeoutRule(engine, 'auth_request_expiry');
  const seconds = Number(rule.seconds ?? 300);
  const record = engine.build('auth_request', {
    ...body,
    entity_id: entity?.id ?? null,
    email: body.email ?? entity?.email ?? null,
    status: 'pending',
    attempts_count: 0,
    max_attempts: Number(rule.max_failed_attempts ?? 5),
    successful_auth_attempt_id: null,
    locale: body.locale ?? entity?.locale ?? config(engine).default_locale ?? 'es-CL',
    expires_at: engine.nowIso(seconds * 1000),
    completed_at: null,
  });
  record.url = urlFrom(engine, 'auth_request', 'url', {id: record.id});
  engine.insert(record);
  engine.created(record, call);
  engine.schedule(Date.parse(String(record.expires_at)), () => {
    if (record.status === 'pending')
      engine.transition(record, String(rule.to ?? 'expired'), 'timeout:auth_request_expiry', null);
  });
  return {body: record};
};

const createSignatureAttempt: Behaviour = (engine, call) => {
  const {body} = call;
  const entity = entityFor(engine, call);
  checkRedirects(engine, body);
  const rule = timeoutRule(engine, 'signature_attempt_expiry');
  const seconds = Number(body.expires_in ?? rule.default_seconds ?? 86400);
  const template = at(engine.resource('signature_attempt')?.example, 'document');
  const content = text(at(body, 'document', 'content') ?? '');
  const record = engine.build('signature_attempt', {
    ...body,
    entity_id: entity.id,
    // national_id is optional in the body and nullable in the record.
    signer: {national_id: null, ...(isObj(body.signer) ? body.signer : {})},
    document: {
      ...(isObj(template) ? clone(template) : {}),
      ...(isObj(body.document) ? body.document : {}),
      // A document given by URL keeps the example's size: the simulator never downloads it.
      ...(content ? {size_bytes: base64Size(content)} : {}),
    },
    status: 'pending',
    failure_reason: null,
    redirect_url: body.redirect_url ?? null,
    expires_at: engine.nowIso(seconds * 1000),
    signed_document_id: null,
    auth_request_id: null,
    disclosure_request_id: null,
    completed_at: null,
  });
  if (isObj(record.document)) delete record.document.content;
  delete record.entity;
  delete record.expires_in;
  record.url = urlFrom(engine, 'signature_attempt', 'url', {id: record.id});
  engine.insert(record);
  engine.created(record, call);
  engine.schedule(Date.parse(String(record.expires_at)), () => {
    if (record.status !== 'pending') return;
    record.failure_reason = rule.failure_reason ?? 'expired';
    record.completed_at = engine.nowIso();
    engine.transition(record, String(rule.to ?? 'failed'), 'timeout:signature_attempt_expiry', null);
  });
  return {body: record};
};

/** Bytes a base64 text decodes to. */
function base64Size(content: string): number {
  const clean = content.replace(/\s+/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(1, Math.floor((clean.length * 3) / 4) - padding);
}

const sessionToken: Behaviour = (engine, call) => {
  const entity = engine.need('entity', call.params.entity_id);
  const all = strings(at(engine.resource('entity_session_token')?.schema, 'properties', 'scopes', 'items', 'enum'));
  const scopes = Array.isArray(call.body.scopes) ? strings(call.body.scopes) : all;
  const seconds = lifetime(engine, 'entity_session_token', 900);
  const record = engine.build('entity_session_token', {
    entity_id: entity.id,
    scopes,
    expires_at: engine.nowIso(seconds * 1000),
  });
  record.token = engine.issueToken('entitySessionToken', 'est_', String(entity.id), scopes, seconds, record);
  return {body: record};
};

const privacyCenterToken: Behaviour = (engine, call) => {
  const entity = entityFor(engine, call);
  checkRedirects(engine, call.body);
  const seconds = lifetime(engine, 'privacy_center_session_token', 1800);
  const record = engine.build('privacy_center_session_token', {
    entity_id: entity.id,
    return_url: call.body.return_url ?? null,
    expires_at: engine.nowIso(seconds * 1000),
    url: urlFrom(engine, 'privacy_center_session_token', 'url', {'=hT4kZp9Qm2Lx7Vb3Rn8Wc5Yd': engine.randomString(24)}),
  });
  record.token = engine.issueToken('privacyCenterSessionToken', 'pcst_', String(entity.id), [], seconds, record);
  return {body: record};
};

const deleteIdentity: Behaviour = (engine, call) => {
  const record = one(engine, call);
  // «Si la entidad tiene una solicitud de divulgación `pending`, responde `409 resource_conflict`».
  const pending = [...engine.table('disclosure_request').values()].find(
    (r) => r.status === 'pending' && r.entity_id != null && r.entity_id === record.entity_id,
  );
  if (pending) throw conflict(`La entidad tiene la solicitud de divulgación ${text(pending.id)} pendiente.`);
  engine.table('identity').delete(String(record.id));
  for (const entity of engine.table('entity').values()) if (entity.identity_id === record.id) entity.identity_id = null;
  return {status: call.op.successStatus, body: exampleBody(call.op, engine) ?? deleted(record)};
};

export const behaviours: Record<string, Behaviour> = {
  list,
  read,
  create,
  update,
  delete: remove,
  example,
  'create-api-key': createApiKey,
  'update-api-key': updateApiKey,
  'delete-api-key': deleteApiKey,
  'create-webhook': createWebhook,
  'update-webhook': updateWebhook,
  'delete-webhook': deleteOf('webhook'),
  'index-events': listEvents,
  'get-event': getEvent,
  'broadcast-event': broadcast,
  'get-company-config': singleton('configuration'),
  'update-company-config': updateSingleton('configuration'),
  'get-company-info': singleton('company_info'),
  'update-company-info': updateSingleton('company_info'),
  'create-consent-template': createConsentTemplate,
  'update-consent-template': updateConsentTemplate,
  'create-action-token': createActionToken,
  'create-consent-action': createConsentAction,
  'create-consent-commit': createConsentCommit,
  'download-agreement-evidence': downloadEvidence,
  'get-entity-agreement-compliance-statuses': complianceStatuses,
  'create-product': createVersioned('product', 'code', 'product_version', 'product_id', ['name', 'description']),
  'create-privacy-document': createVersioned(
    'privacy_document',
    'slug',
    'privacy_document_version',
    'privacy_document_id',
    ['title', 'content', 'content_format'],
  ),
  'create-data-subject-request': createDataSubjectRequest,
  'update-data-subject-request': updateDataSubjectRequest,
  'get-data-subject-request-by-identifier': requestByIdentifier,
  'index-entity-data-subject-requests': entityRequests,
  'get-entity-data-subject-request': entityRequests,
  'send-data-subject-request-recovery-email': recoveryEmail,
  'create-disclosure-request': createDisclosureRequest,
  'create-disclosure-template': createDisclosureTemplate,
  'update-disclosure-template': updateDisclosureTemplate,
  'delete-disclosure-template': deleteDisclosureTemplate,
  'create-auth-request': createAuthRequest,
  'create-signature-attempt': createSignatureAttempt,
  'get-entity-session-token': sessionToken,
  'get-privacy-center-session-token': privacyCenterToken,
  'delete-identity': deleteIdentity,
  'get-consent-actions-stats': consentActionStats,
  'get-consent-commits-stats': consentCommitStats,
  'get-disclosure-requests-stats': disclosureStats,
};

export {magic, moveRequest, confirmIdentity, createEntity, urlFrom};
