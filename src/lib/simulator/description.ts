/** Reads what the simulator needs out of the dereferenced OpenAPI description: operations, resources, rules. */

/**
 * A JSON object shaped by the description. `any` is deliberate: the description's schemas, checked with ajv at run
 * time, type these values, not TypeScript.
 */
export type Rec = Record<string, any>;

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Rec;
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
  body?: {schema: Rec; required: boolean};
  successStatus: number;
  /** status → JSON schema of the body. */
  responses: Record<string, Rec | undefined>;
  /** `object` of the resource the operation returns (`list` item for lists). */
  object?: string;
  isList: boolean;
  examples: {requests: {name: string; value: unknown}[]};
}

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
  schema: Rec;
  example?: Rec;
  lifecycle?: Lifecycle;
}

export interface Description {
  doc: Rec;
  apiVersion: string;
  operations: Operation[];
  /** by `object` value. */
  resources: Map<string, Resource>;
  /** id prefix (`dsr`) → object (`data_subject_request`). */
  prefixes: Map<string, string>;
  constraints: Rec;
  eventTypes: string[];
  errorCodes: string[];
}

const isObj = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first 2xx status an operation documents. */
function successOf(responses: Rec): number {
  const ok = Object.keys(responses)
    .filter((s) => /^2\d\d$/.test(s))
    .sort();
  return ok.length ? Number(ok[0]) : 200;
}

function jsonSchema(response: unknown): Rec | undefined {
  if (!isObj(response) || !isObj(response.content)) return undefined;
  const media = response.content['application/json'];
  return isObj(media) && isObj(media.schema) ? media.schema : undefined;
}

/** Properties of a schema, looking through allOf. */
export function propertiesOf(schema: Rec | undefined): Rec {
  if (!isObj(schema)) return {};
  const out: Rec = {...(isObj(schema.properties) ? schema.properties : {})};
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) Object.assign(out, propertiesOf(part));
  return out;
}

function objectOf(schema: Rec | undefined): {object?: string; isList: boolean} {
  const props = propertiesOf(schema);
  const obj = props.object;
  if (isObj(obj) && obj.const === 'list') {
    const item = isObj(props.data) && isObj(props.data.items) ? props.data.items : undefined;
    return {object: propertiesOf(item).object?.const, isList: true};
  }
  if (isObj(obj) && typeof obj.const === 'string') return {object: obj.const, isList: false};
  return {isList: false};
}

function prefixOf(schema: Rec): string | undefined {
  const id = propertiesOf(schema).id;
  const match = isObj(id) && typeof id.pattern === 'string' ? /^\^([a-z]+)_/.exec(id.pattern) : null;
  return match?.[1];
}

export function indexDescription(doc: Rec): Description {
  const operations: Operation[] = [];
  const resources = new Map<string, Resource>();
  const prefixes = new Map<string, string>();
  const rootSecurity: Rec[] = Array.isArray(doc.security) ? doc.security : [];

  const addResource = (schema: unknown, name: string) => {
    if (!isObj(schema)) return;
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
      lifecycle: isObj(schema['x-lifecycle']) ? (schema['x-lifecycle'] as Lifecycle) : undefined,
    });
    if (prefix && !prefixes.has(prefix)) prefixes.set(prefix, object);
  };

  const schemas: Rec = isObj(doc.components) && isObj(doc.components.schemas) ? doc.components.schemas : {};
  for (const [name, schema] of Object.entries(schemas)) addResource(schema, name);

  for (const [template, item] of Object.entries(isObj(doc.paths) ? doc.paths : {})) {
    if (!isObj(item)) continue;
    const shared: Rec[] = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const own: Rec[] = (Array.isArray(op.parameters) ? op.parameters : []).filter(isObj);
      // An operation's parameter overrides the path item's one with the same name and location.
      const inherited = shared.filter((p) => isObj(p) && !own.some((o) => o.name === p.name && o.in === p.in));
      const params = [...inherited, ...own].filter(isObj).map((p) => ({
        name: String(p.name),
        in: p.in,
        required: p.required === true,
        schema: isObj(p.schema) ? p.schema : {},
        explode: p.explode !== false,
        example: p.example ?? (isObj(p.schema) ? p.schema.example : undefined),
      })) as Parameter[];
      const pathParams: string[] = [];
      const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, (_, name: string) => {
        pathParams.push(name);
        return '([^/]+)';
      });
      const security: Record<string, string[]> = {};
      for (const req of Array.isArray(op.security) ? op.security : rootSecurity) {
        if (isObj(req))
          for (const [scheme, scopes] of Object.entries(req))
            security[scheme] = Array.isArray(scopes) ? scopes.map(String) : [];
      }
      const responses: Record<string, Rec | undefined> = {};
      for (const [status, response] of Object.entries(isObj(op.responses) ? op.responses : {}))
        responses[status] = jsonSchema(response);
      const successStatus = successOf(isObj(op.responses) ? op.responses : {});
      const success = responses[String(successStatus)];
      const {object, isList} = objectOf(success);
      if (success && !isList) addResource(success, `inline:${String(op.operationId)}`);
      const media =
        isObj(op.requestBody) && isObj(op.requestBody.content) ? op.requestBody.content['application/json'] : undefined;
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
          isObj(media) && isObj(media.schema)
            ? {schema: media.schema, required: op.requestBody.required === true}
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

  const errorSchema = isObj(schemas.Error) ? schemas.Error : {};
  const eventSchema = isObj(schemas.Event) ? schemas.Event : {};
  return {
    doc,
    apiVersion: isObj(doc.info) ? String(doc.info.version) : '',
    operations,
    resources,
    prefixes,
    constraints: isObj(doc['x-constraints']) ? doc['x-constraints'] : {},
    eventTypes: propertiesOf(eventSchema).type?.enum ?? [],
    errorCodes: propertiesOf(propertiesOf(errorSchema).error).code?.enum ?? [],
  };
}
