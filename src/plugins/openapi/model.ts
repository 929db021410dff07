/**
 * Reads a loaded description into the pages to generate: one per operation, webhook event and
 * tagged schema, grouped by tag in the description's order. Everything here is plain data.
 */
import type {
  BodyView,
  ExampleView,
  HeaderView,
  JsonValue,
  ParamLocation,
  ParamView,
  ResponseView,
  SchemaNode,
  SecurityView,
  ServerView,
  UsageView,
} from '../../components/api/types';
import type {LoadedDescription} from './load';
import {markdownToHtml} from './markdown';
import {isObject} from './resolve';
import {collectSchemaNames, sampleFromSchema, toSchemaNode, type Schema, type SchemaContext} from './schemaView';
import {HTTP_METHODS} from './validate';

/** Where generated pages live, as URL and as doc id prefix. */
export const RESOURCES_URL = '/docs/api/resources';
export const RESOURCES_DOC_ID = 'api/resources';

export interface OperationPage {
  kind: 'operation';
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  tag: string;
  deprecated: boolean;
  servers: ServerView[];
  security: SecurityView[];
  params: Record<ParamLocation, ParamView[]>;
  requestBody?: BodyView;
  responses: ResponseView[];
  /** Values the code samples use. */
  sample: SampleRequest;
}

export interface EventPage {
  kind: 'event';
  id: string;
  /** The event's `type`, e.g. `agreement.created`. */
  eventType?: string;
  summary: string;
  description?: string;
  tag: string;
  headers: HeaderView[];
  payload?: BodyView;
  responses: ResponseView[];
}

export interface SchemaPage {
  kind: 'schema';
  name: string;
  slug: string;
  title: string;
  description?: string;
  tag: string;
  node: SchemaNode;
  example?: ExampleView;
  usedBy: UsageView[];
}

export interface TagGroup {
  name: string;
  label: string;
  description?: string;
  schemas: SchemaPage[];
  operations: OperationPage[];
  events: EventPage[];
}

export interface SampleRequest {
  method: string;
  /** Sandbox URL with example path parameters and, for lists, an example query. */
  url: string;
  body?: JsonValue;
  idempotencyKey: boolean;
}

export interface ApiModel {
  title: string;
  version: string;
  tags: TagGroup[];
}

const PAGINATION_PARAMS = new Set(['limit', 'starting_after', 'ending_before', 'sort', 'created_after', 'created_before', 'updated_after']);

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function schemaSlug(name: string): string {
  return name.toLowerCase();
}

function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

function exampleValue(holder: Schema): {found: boolean; value?: unknown} {
  if ('example' in holder) return {found: true, value: holder.example};
  if (isObject(holder.examples)) {
    const first = Object.values(holder.examples).find((e) => isObject(e) && 'value' in e) as Schema | undefined;
    if (first) return {found: true, value: first.value};
  }
  return {found: false};
}

function examplesOf(media: Schema, mediaType: string): ExampleView[] {
  const language = /json/.test(mediaType) ? 'json' : /yaml/.test(mediaType) ? 'yaml' : 'text';
  const render = (value: unknown) => (typeof value === 'string' && language !== 'json' ? value : prettyJson(value));
  if ('example' in media) return [{code: render(media.example), language}];
  if (isObject(media.examples)) {
    return Object.entries(media.examples)
      .filter(([, e]) => isObject(e) && 'value' in e)
      .map(([name, e]) => {
        const example = e as Schema;
        return {title: str(example.summary) ?? name, code: render(example.value), language};
      });
  }
  return [];
}

/** `code` values of error examples (`{error: {code}}`), each linked to the errors page. */
function errorCodes(value: unknown): string[] {
  if (!isObject(value) || !isObject(value.error)) return [];
  return typeof value.error.code === 'string' ? [value.error.code] : [];
}

function exampleString(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((item) => exampleString(item) ?? '').join(',');
  // Examples are JSON values: a string as it is, anything else as JSON (a number or a boolean reads the same).
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function buildModel(loaded: LoadedDescription): ApiModel {
  const doc = loaded.doc;
  const info = doc.info as Schema;
  const components = isObject(doc.components) ? doc.components : {};
  const allSchemas = isObject(components.schemas) ? components.schemas : {};
  const securitySchemes = isObject(components.securitySchemes) ? components.securitySchemes : {};

  // Schemas with `x-tags` get a page.
  const schemaPages = new Map<string, string>();
  for (const [name, schema] of Object.entries(allSchemas)) {
    if (isObject(schema) && Array.isArray(schema['x-tags']) && schema['x-tags'].length > 0) {
      schemaPages.set(name, `${RESOURCES_URL}/schemas/${schemaSlug(name)}`);
    }
  }
  const ctx: SchemaContext = {refNames: loaded.refNames, schemaPages};
  // A component is known by its key in components.schemas, whatever its file is called.
  for (const [name, schema] of Object.entries(allSchemas)) {
    if (isObject(schema)) ctx.refNames.set(schema, name);
  }

  const rootServers: ServerView[] = (Array.isArray(doc.servers) ? doc.servers : [])
    .filter(isObject)
    .map((s) => ({url: String(s.url), ...(str(s.description) ? {description: str(s.description)} : {})}));
  const sandboxBase =
    rootServers.find((s) => /sandbox/i.test(s.url) || /sandbox/i.test(s.description ?? ''))?.url ?? rootServers[0]?.url ?? '';
  const rootSecurity = Array.isArray(doc.security) ? doc.security : [];

  const securityOf = (operation: Schema): SecurityView[] => {
    const requirements = Array.isArray(operation.security) ? operation.security : rootSecurity;
    const names = [...new Set(requirements.filter(isObject).flatMap((r) => Object.keys(r)))];
    return names.map((name) => {
      const scheme = isObject(securitySchemes[name]) ? securitySchemes[name] : {};
      let usage: string;
      if (scheme.type === 'http') usage = `Authorization: ${String(scheme.scheme).replace(/^bearer$/i, 'Bearer').replace(/^basic$/i, 'Basic')}`;
      else if (scheme.type === 'apiKey') usage = `${scheme.in === 'header' ? '' : `${String(scheme.in)}: `}${String(scheme.name)}`;
      else usage = str(scheme.type) ?? name;
      const view: SecurityView = {name, usage};
      if (str(scheme.bearerFormat)) view.bearerFormat = str(scheme.bearerFormat);
      const description = markdownToHtml(str(scheme.description));
      if (description) view.description = description;
      return view;
    });
  };

  const paramView = (param: Schema): ParamView => {
    const schema = isObject(param.schema) ? param.schema : {};
    const view: ParamView = {name: String(param.name), schema: toSchemaNode(schema, ctx)};
    if (param.required === true) view.required = true;
    if (param.deprecated === true) view.deprecated = true;
    const description = markdownToHtml(str(param.description));
    if (description) view.description = description;
    const example = exampleValue(param);
    const value = example.found ? example.value : exampleValue(schema).value;
    if (value !== undefined) view.example = exampleString(value);
    return view;
  };

  const bodyView = (holder: Schema | undefined): BodyView | undefined => {
    if (!holder || !isObject(holder.content)) return undefined;
    const [mediaType, media] = Object.entries(holder.content)[0] ?? [];
    if (!mediaType || !isObject(media)) return undefined;
    const view: BodyView = {mediaType};
    if (holder.required === true) view.required = true;
    if (isObject(media.schema)) view.schema = toSchemaNode(media.schema, ctx);
    const examples = examplesOf(media, mediaType);
    if (examples.length > 0) view.examples = examples;
    return view;
  };

  const responsesOf = (operation: Schema): ResponseView[] => {
    const responses = isObject(operation.responses) ? operation.responses : {};
    return Object.entries(responses)
      .filter(([, r]) => isObject(r))
      .map(([status, r]) => {
        const response = r as Schema;
        const view: ResponseView = {status};
        const description = markdownToHtml(str(response.description));
        if (description) view.description = description;
        if (isObject(response.headers)) {
          view.headers = Object.entries(response.headers)
            .filter(([, h]) => isObject(h))
            .map(([name, h]) => {
              const header = h as Schema;
              const headerView: HeaderView = {name};
              if (header.required === true) headerView.required = true;
              const headerDescription = markdownToHtml(str(header.description));
              if (headerDescription) headerView.description = headerDescription;
              if (isObject(header.schema)) headerView.schema = toSchemaNode(header.schema, ctx);
              const example = exampleString(exampleValue(header).value);
              if (example !== undefined) headerView.example = example;
              return headerView;
            });
        }
        const body = bodyView(response);
        if (body) {
          delete body.required;
          view.body = body;
        }
        const media = isObject(response.content) ? (Object.values(response.content)[0] as Schema | undefined) : undefined;
        // Only error responses carry API error codes (a 2xx body may have its own `error`, e.g. a webhook transaction's).
        if (media && /^([45]|default)/.test(status)) {
          const codes = new Set<string>();
          if ('example' in media) errorCodes(media.example).forEach((c) => codes.add(c));
          if (isObject(media.examples)) {
            for (const e of Object.values(media.examples)) if (isObject(e)) errorCodes(e.value).forEach((c) => codes.add(c));
          }
          if (codes.size > 0) view.errorCodes = [...codes];
        }
        return view;
      });
  };

  const paramsOf = (pathItem: Schema, operation: Schema): Schema[] => {
    // Operation parameters override path-level ones with the same name and location.
    const byKey = new Map<string, Schema>();
    for (const list of [pathItem.parameters, operation.parameters]) {
      if (!Array.isArray(list)) continue;
      for (const p of list.filter(isObject)) byKey.set(`${String(p.in)}:${String(p.name)}`, p);
    }
    return [...byKey.values()];
  };

  const sampleOf = (method: string, path: string, params: Schema[], requestBody: Schema | undefined): SampleRequest => {
    let url = sandboxBase + path;
    for (const p of params.filter((p) => p.in === 'path')) {
      const schema = isObject(p.schema) ? p.schema : {};
      const example = exampleValue(p);
      let value = exampleString(example.found ? example.value : exampleValue(schema).value);
      if (value === undefined && typeof schema.pattern === 'string') {
        const prefix = schema.pattern.match(/^\^([a-z]+_)/);
        if (prefix) value = prefix[1] + '8Kq2mZrT4vXw9NbLc3Yd7HsF';
      }
      if (value === undefined) value = schema.type === 'integer' ? '1' : String(p.name);
      url = url.replace(`{${String(p.name)}}`, encodeURIComponent(value));
    }
    const query = params.filter((p) => p.in === 'query');
    const chosen = query.filter((p) => p.required === true || p.name === 'limit');
    const filter = query.find((p) => !PAGINATION_PARAMS.has(String(p.name)) && p.required !== true && exampleValue(p).found);
    if (filter && chosen.some((p) => p.name === 'limit')) chosen.push(filter);
    const pairs = chosen
      .map((p) => [String(p.name), exampleString(exampleValue(p).value ?? exampleValue(isObject(p.schema) ? p.schema : {}).value)] as const)
      .filter((pair): pair is readonly [string, string] => pair[1] !== undefined);
    if (pairs.length > 0) {
      url += '?' + pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v).replace(/%2C/g, ',')}`).join('&');
    }
    const sample: SampleRequest = {
      method: method.toUpperCase(),
      url,
      idempotencyKey: params.some((p) => p.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key'),
    };
    if (requestBody && isObject(requestBody.content)) {
      const media = Object.values(requestBody.content)[0];
      if (isObject(media)) {
        const example = exampleValue(media);
        sample.body = (example.found ? example.value : sampleFromSchema(media.schema, ctx)) as JsonValue;
      }
    }
    return sample;
  };

  // Tags in the description's order; tags used but not declared go last.
  const groups = new Map<string, TagGroup>();
  for (const tag of (Array.isArray(doc.tags) ? doc.tags : []).filter(isObject)) {
    const name = String(tag.name);
    groups.set(name, {
      name,
      label: str(tag['x-displayName']) ?? name,
      description: str(tag.description),
      schemas: [],
      operations: [],
      events: [],
    });
  }
  const groupFor = (tag: unknown): TagGroup => {
    const name = typeof tag === 'string' && tag !== '' ? tag : 'Otros';
    let group = groups.get(name);
    if (!group) {
      group = {name, label: name, schemas: [], operations: [], events: []};
      groups.set(name, group);
    }
    return group;
  };

  const usage = new Map<string, UsageView[]>();
  const recordUsage = (raw: unknown[], view: UsageView) => {
    const names = new Set<string>();
    for (const schema of raw) collectSchemaNames(schema, ctx, names);
    for (const name of names) usage.set(name, [...(usage.get(name) ?? []), view]);
  };
  const schemasIn = (holder: unknown): unknown[] =>
    isObject(holder) && isObject(holder.content) ? Object.values(holder.content).filter(isObject).map((m) => m.schema) : [];

  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of Object.keys(item).filter((k): k is (typeof HTTP_METHODS)[number] => (HTTP_METHODS as readonly string[]).includes(k))) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const params = paramsOf(item, operation);
      const byLocation: Record<ParamLocation, ParamView[]> = {path: [], query: [], header: [], cookie: []};
      for (const p of params) {
        if (p.in === 'path' || p.in === 'query' || p.in === 'header' || p.in === 'cookie') byLocation[p.in].push(paramView(p));
      }
      const requestBody = isObject(operation.requestBody) ? operation.requestBody : undefined;
      const id = String(operation.operationId);
      const page: OperationPage = {
        kind: 'operation',
        id,
        method,
        path,
        summary: str(operation.summary) ?? id,
        description: str(operation.description),
        tag: Array.isArray(operation.tags) ? String(operation.tags[0]) : 'Otros',
        deprecated: operation.deprecated === true,
        servers: rootServers,
        security: securityOf(operation),
        params: byLocation,
        requestBody: bodyView(requestBody),
        responses: responsesOf(operation),
        sample: sampleOf(method, path, params, requestBody),
      };
      groupFor(page.tag).operations.push(page);
      const responses = isObject(operation.responses) ? Object.values(operation.responses) : [];
      recordUsage([...schemasIn(requestBody), ...responses.flatMap(schemasIn)], {
        kind: 'operation',
        method,
        label: page.summary,
        detail: path,
        href: `${RESOURCES_URL}/${id}`,
      });
    }
  }

  for (const [key, item] of Object.entries(isObject(doc.webhooks) ? doc.webhooks : {})) {
    if (!isObject(item)) continue;
    const method = HTTP_METHODS.find((m) => isObject(item[m]));
    if (!method) continue;
    const operation = item[method] as Schema;
    const params = paramsOf(item, operation);
    const requestBody = isObject(operation.requestBody) ? operation.requestBody : undefined;
    const payloadMedia = requestBody && isObject(requestBody.content) ? (Object.values(requestBody.content)[0] as Schema) : undefined;
    const example = payloadMedia ? exampleValue(payloadMedia).value : undefined;
    const page: EventPage = {
      kind: 'event',
      id: key,
      eventType: isObject(example) && typeof example.type === 'string' ? example.type : undefined,
      summary: str(operation.summary) ?? key,
      description: str(operation.description),
      tag: Array.isArray(operation.tags) ? String(operation.tags[0]) : 'Otros',
      headers: params.filter((p) => p.in === 'header').map((p) => {
        const view = paramView(p);
        return {name: view.name, required: view.required, description: view.description, schema: view.schema, example: view.example};
      }),
      payload: bodyView(requestBody),
      responses: responsesOf(operation),
    };
    if (page.payload) delete page.payload.required;
    groupFor(page.tag).events.push(page);
    recordUsage(schemasIn(requestBody), {
      kind: 'event',
      method: 'event',
      label: page.summary,
      detail: page.eventType ?? key,
      href: `${RESOURCES_URL}/${key}`,
    });
  }

  for (const [name, raw] of Object.entries(allSchemas)) {
    if (!isObject(raw) || !schemaPages.has(name)) continue;
    const tags = raw['x-tags'] as unknown[];
    const example = exampleValue(raw);
    const page: SchemaPage = {
      kind: 'schema',
      name,
      slug: schemaSlug(name),
      title: str(raw.title) ?? name,
      description: str(raw.description),
      tag: String(tags[0]),
      // The page is the schema itself: no link to itself, and its description is the page's intro.
      node: {...toSchemaNode(raw, ctx, {omitRef: true}), description: undefined},
      ...(example.found ? {example: {code: prettyJson(example.value), language: 'json'}} : {}),
      usedBy: usage.get(name) ?? [],
    };
    groupFor(page.tag).schemas.push(page);
  }

  return {
    title: String(info.title),
    version: String(info.version),
    tags: [...groups.values()].filter((g) => g.schemas.length + g.operations.length + g.events.length > 0),
  };
}
