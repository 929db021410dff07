/** Reads what the simulator needs out of the dereferenced OpenAPI description: operations, resources, rules. */
import {isObj, list, objects, strings, type Rec} from './json';

export type {Rec} from './json';

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * A JSON Schema of the description, with the keywords the simulator reads typed; the validator (ajv, or the
 * interpreter in the browser) reads the rest.
 */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, unknown>;
  items?: unknown;
  allOf?: unknown[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  example?: unknown;
  'x-lifecycle'?: Lifecycle;
  [keyword: string]: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
  explode: boolean;
  example?: unknown;
}

export interface Operation {
  id: string;
  method: string;
  template: string;
  regex: RegExp;
  pathParams: string[];
  parameters: Parameter[];
  /** scheme name → scopes it needs. */
  security: Record<string, string[]>;
  body?: {schema: Schema; required: boolean};
  successStatus: number;
  /** status → JSON schema of the body. */
  responses: Record<string, Schema | undefined>;
  /** `object` of the resource the operation returns (`list` item for lists). */
  object?: string;
  isList: boolean;
  examples: {requests: {name: string; value: unknown}[]};
}

/** A schema's `x-lifecycle`: which field holds the state, and which trigger may move it where. */
export interface Lifecycle {
  field: string;
  initial: string[];
  final: string[];
  transitions: {from: string | null; to: string; on: string[]; event: string | null}[];
}

export interface Resource {
  /** The schema's name (`DataSubjectRequest`). */
  name: string;
  object: string;
  prefix: string;
  schema: Schema;
  example?: Rec;
  lifecycle?: Lifecycle;
}

/** One rule of `x-constraints.uniqueness`: `field` of `schema` is unique in the company. */
export interface UniquenessRule {
  schema: string;
  field: string;
  per?: string;
  operation?: string;
  error?: string;
}

/** A lifetime of `x-constraints.lifetimes` (session and action tokens, download links). */
export interface LifetimeRule {
  prefix?: string;
  seconds?: number;
  default_seconds?: number;
  min_seconds?: number;
  max_seconds?: number;
  single_use?: boolean;
  error?: string;
}

/** A time-out of `x-constraints.timeouts`: after how long a record of `schema` moves to `to`. */
export interface TimeoutRule {
  schema?: string;
  seconds?: number;
  from_field?: string;
  default_seconds?: number;
  min_seconds?: number;
  max_seconds?: number;
  unit?: string;
  to?: string;
  failure_reason?: string;
  max_failed_attempts?: number;
  delays_from?: string;
}

/** A field of an operation's body whose decoded size has its own limit (a base64 document). */
export interface DecodedLimit {
  field: string;
  encoding: string;
  max_bytes: number;
}

export interface SizeLimits {
  body_bytes?: number;
  error?: string;
  /** operationId → its own limits. */
  operations?: Record<string, {body_bytes?: number; decoded?: DecodedLimit[]}>;
}

/** What a sandbox magic value makes a hosted flow end in. */
export interface MagicOutcome {
  status: string;
  failure_reason?: string;
  after_seconds?: number;
}

/** A sandbox magic value: the first rule of a flow whose test matches the person's input decides the outcome. */
export interface MagicValue {
  flow: string;
  field?: string;
  suffix?: string;
  equals?: string;
  contains?: string;
  otherwise?: boolean;
  outcome: MagicOutcome;
}

/** The description's root `x-constraints`: the platform's numbers and rules, the one copy the simulator obeys. */
/** An identifier Custodia writes when the body omits it (`DSR-{year}-{sequence}`). */
export interface GeneratedIdentifier {
  schema: string;
  field: string;
  operation: string;
  format: string;
  sequence_digits: number;
  pattern: string;
}

/** How `due_at` of a rights request is counted (`x-constraints.legal_deadlines`). */
export interface LegalDeadlines {
  days_from?: string;
  day_type_from?: string;
  calendar_from?: string;
  weekend?: string[];
  end_of_day?: string;
  /** country → year → holidays (`YYYY-MM-DD`). */
  holiday_calendars?: Record<string, Record<string, string[]>>;
}

export interface Constraints {
  identifiers?: {id_length?: number; id_alphabet?: string; generated?: GeneratedIdentifier[]};
  consent_actions_by_template_status?: {statuses?: Record<string, string[]>; error?: string};
  legal_deadlines?: LegalDeadlines;
  uniqueness?: UniquenessRule[];
  idempotency?: {header?: string; max_length?: number; retention_seconds?: number; same_key_other_body?: string};
  lifetimes?: Record<string, LifetimeRule | undefined>;
  timeouts?: Record<string, TimeoutRule | undefined>;
  size_limits?: SizeLimits;
  rate_limits?: {
    live_per_second?: number;
    sandbox_per_second?: number;
    stats_operation_weight?: number;
    error?: string;
  };
  webhooks?: {
    signature_header?: string;
    signature_tolerance_seconds?: number;
    delivery_timeout_seconds?: number;
    retry_delays_seconds?: number[];
    disable_after_failing_seconds?: number;
  };
  sandbox?: {key_prefix?: string; magic_values?: MagicValue[]};
  /** The header that pins a request's API version, and the answer to a version that is not published. */
  versioning?: {header?: string; unknown_version_error?: string; unknown_webhook_version_error?: string};
}

export interface Description {
  doc: Rec;
  apiVersion: string;
  operations: Operation[];
  /** by `object` value. */
  resources: Map<string, Resource>;
  /** id prefix (`dsr`) → object (`data_subject_request`). */
  prefixes: Map<string, string>;
  constraints: Constraints;
  eventTypes: string[];
  errorCodes: string[];
  /** Security scheme → its `x-scope-implies` (`{write: ['read']}`: a write scope of an area also reads it). */
  scopeImplies: Record<string, Record<string, string[]>>;
}

/**
 * A schema of the description: in OpenAPI 3.1 an object in a schema position is a JSON Schema (the tests lint the
 * description as OpenAPI 3.1). The keywords typed in `Schema` are still checked where a wrong type would change an
 * answer.
 */
export const isSchema = (v: unknown): v is Schema => isObj(v);

/** The operation object behind `op` (`paths[template][method]`), for what `Operation` does not index. */
export function operationObject(doc: Rec, op: Operation): Rec | undefined {
  const item = isObj(doc.paths) ? doc.paths[op.template] : undefined;
  const raw = isObj(item) ? item[op.method.toLowerCase()] : undefined;
  return isObj(raw) ? raw : undefined;
}

/** The first 2xx status an operation documents. */
function successOf(responses: Rec): number {
  const ok = Object.keys(responses)
    .filter((s) => /^2\d\d$/.test(s))
    .sort();
  return ok.length ? Number(ok[0]) : 200;
}

function jsonSchema(response: unknown): Schema | undefined {
  if (!isObj(response) || !isObj(response.content)) return undefined;
  const media = response.content['application/json'];
  return isObj(media) && isSchema(media.schema) ? media.schema : undefined;
}

/** Properties of a schema, looking through allOf: name → its schema. */
export function propertiesOf(schema: unknown): Record<string, Schema | undefined> {
  if (!isSchema(schema)) return {};
  const out: Record<string, Schema | undefined> = {};
  for (const [name, property] of Object.entries(isObj(schema.properties) ? schema.properties : {}))
    out[name] = isSchema(property) ? property : undefined;
  for (const part of list(schema.allOf)) Object.assign(out, propertiesOf(part));
  return out;
}

/** The `const` of a schema's property `name` when it is a string (`object: {const: 'consent'}`). */
function constOf(schema: unknown, name: string): string | undefined {
  const value = propertiesOf(schema)[name]?.const;
  return typeof value === 'string' ? value : undefined;
}

function objectOf(schema: Schema | undefined): {object?: string; isList: boolean} {
  const props = propertiesOf(schema);
  const obj = props.object;
  if (obj?.const === 'list') return {object: constOf(props.data?.items, 'object'), isList: true};
  if (typeof obj?.const === 'string') return {object: obj.const, isList: false};
  return {isList: false};
}

function prefixOf(schema: Schema): string | undefined {
  const id = propertiesOf(schema).id;
  const match = isObj(id) && typeof id.pattern === 'string' ? /^\^([a-z]+)_/.exec(id.pattern) : null;
  return match?.[1];
}

/** Each security scheme's `x-scope-implies`, as level → the levels it also grants. */
function scopeImplications(doc: Rec): Record<string, Record<string, string[]>> {
  const schemes = isObj(doc.components) && isObj(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  const out: Record<string, Record<string, string[]>> = {};
  for (const [name, scheme] of Object.entries(schemes)) {
    const implies = isObj(scheme) ? scheme['x-scope-implies'] : undefined;
    if (isObj(implies)) out[name] = Object.fromEntries(Object.entries(implies).map(([k, v]) => [k, strings(v)]));
  }
  return out;
}

export function indexDescription(doc: Rec): Description {
  const operations: Operation[] = [];
  const resources = new Map<string, Resource>();
  const prefixes = new Map<string, string>();
  const rootSecurity = list(doc.security);

  const addResource = (schema: unknown, name: string) => {
    if (!isSchema(schema)) return;
    const {object, isList} = objectOf(schema);
    if (!object || isList || object === 'list') return;
    const prefix = prefixOf(schema);
    const existing = resources.get(object);
    // The named component wins over an inline copy; an inline schema only fills a gap.
    if (existing && existing.name && !/^inline:/.test(existing.name)) return;
    resources.set(object, {
      name,
      object,
      prefix: prefix ?? '',
      schema,
      example: isObj(schema.example) ? schema.example : undefined,
      // The shape of x-lifecycle is the description's convention (openapi/README.md), held by its own tests.
      lifecycle: isObj(schema['x-lifecycle']) ? schema['x-lifecycle'] : undefined,
    });
    if (prefix && !prefixes.has(prefix)) prefixes.set(prefix, object);
  };

  const schemas: Rec = isObj(doc.components) && isObj(doc.components.schemas) ? doc.components.schemas : {};
  for (const [name, schema] of Object.entries(schemas)) addResource(schema, name);

  for (const [template, item] of Object.entries(isObj(doc.paths) ? doc.paths : {})) {
    if (!isObj(item)) continue;
    const shared = objects(item.parameters);
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const own = objects(op.parameters);
      // An operation's parameter overrides the path item's one with the same name and location.
      const inherited = shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
      const params = [...inherited, ...own].map((p): Parameter => ({
        name: String(p.name),
        // OpenAPI allows only these four locations; the description is linted as OpenAPI 3.1.
        in: p.in as Parameter['in'],
        required: p.required === true,
        schema: isSchema(p.schema) ? p.schema : {},
        explode: p.explode !== false,
        example: p.example ?? (isSchema(p.schema) ? p.schema.example : undefined),
      }));
      const pathParams: string[] = [];
      const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, (_, name: string) => {
        pathParams.push(name);
        return '([^/]+)';
      });
      const security: Record<string, string[]> = {};
      for (const req of Array.isArray(op.security) ? op.security : rootSecurity) {
        if (isObj(req)) for (const [scheme, scopes] of Object.entries(req)) security[scheme] = list(scopes).map(String);
      }
      const responses: Record<string, Schema | undefined> = {};
      for (const [status, response] of Object.entries(isObj(op.responses) ? op.responses : {}))
        responses[status] = jsonSchema(response);
      const successStatus = successOf(isObj(op.responses) ? op.responses : {});
      const success = responses[String(successStatus)];
      const {object, isList} = objectOf(success);
      if (success && !isList) addResource(success, `inline:${String(op.operationId)}`);
      const requestBody = isObj(op.requestBody) ? op.requestBody : {};
      const media = isObj(requestBody.content) ? requestBody.content['application/json'] : undefined;
      const requests: {name: string; value: unknown}[] = [];
      if (isObj(media)) {
        if ('example' in media) requests.push({name: 'example', value: media.example});
        if (isObj(media.examples)) {
          for (const [name, ex] of Object.entries(media.examples))
            if (isObj(ex) && 'value' in ex) requests.push({name, value: ex.value});
        }
      }
      operations.push({
        id: String(op.operationId),
        method: method.toUpperCase(),
        template,
        regex: new RegExp(`^${pattern}$`),
        pathParams,
        parameters: params,
        security,
        body:
          isObj(media) && isSchema(media.schema)
            ? {schema: media.schema, required: requestBody.required === true}
            : undefined,
        successStatus,
        responses,
        object,
        isList,
        examples: {requests},
      });
    }
  }
  // Literal paths first, so `/consent-actions/stats` wins over `/consent-actions/{consent_action_id}`.
  operations.sort((a, b) => a.pathParams.length - b.pathParams.length);

  return {
    doc,
    apiVersion: isObj(doc.info) ? String(doc.info.version) : '',
    operations,
    resources,
    prefixes,
    // The shape of x-constraints is the description's convention (openapi/README.md), held by its own tests.
    constraints: isObj(doc['x-constraints']) ? doc['x-constraints'] : {},
    scopeImplies: scopeImplications(doc),
    eventTypes: strings(propertiesOf(schemas.Event).type?.enum),
    errorCodes: strings(propertiesOf(propertiesOf(schemas.Error).error).code?.enum),
  };
}
