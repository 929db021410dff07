/**
 * The API's changelog: `x-changelog` at the description's root (openapi/changelog.yaml). Read and shape-checked
 * here, then turned into the three things built from it: the changelog page's data, the badges of the reference
 * pages, and the Atom feed. `changelogProblems` checks it against the description (what every entry names exists,
 * or existed; every `deprecated: true` has its entry); the unit tests run it.
 */
import type {
  ChangeBadge,
  ChangeKind,
  ChangelogEntryView,
  ChangelogGroupKind,
  ChangelogView,
} from '../../components/api/types';
import {CHANGELOG_FEED_URL, CHANGELOG_URL, RESOURCES_URL} from '../../../config/openapi';
import {fail} from './errors';
import {markdownToHtml} from './markdown';
import {isObject} from './resolve';
import type {Schema} from './schemaNodes';
import {HTTP_METHODS} from './validate';

export const CHANGE_KINDS: readonly ChangeKind[] = ['added', 'changed', 'deprecated', 'removed'];

/** The lists an entry may carry, in the order the page shows them. */
export const GROUP_KINDS: readonly ChangelogGroupKind[] = ['operations', 'events', 'schemas', 'fields', 'parameters'];

export interface ChangelogEntry {
  id: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** The API version (a date) the entry belongs to. */
  version: string;
  kind: ChangeKind;
  /** Spanish, Markdown. */
  summary: string;
  /** operationIds of paths. */
  operations: string[];
  /** Keys (operationIds) of webhooks. */
  events: string[];
  /** Names in components.schemas, the whole schema. */
  schemas: string[];
  /** `Schema.field.subfield`, or `operationId.field` for a field of an operation's request body. */
  fields: string[];
  /** `operationId.name`. */
  parameters: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function stringList(entry: Record<string, unknown>, key: string, where: string): string[] {
  const value = entry[key];
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v === '')) fail(`${where}: ${key} debe ser una lista de nombres`);
  return value as string[];
}

/** The entries of `x-changelog`, oldest first; none when the description has no changelog. Fails on a malformed entry. */
export function readChangelog(doc: Record<string, unknown>): ChangelogEntry[] {
  const raw = doc['x-changelog'];
  if (raw === undefined) return [];
  if (!isObject(raw) || !Array.isArray(raw.entries)) fail('x-changelog debe tener una lista entries');
  const seen = new Set<string>();
  return (raw.entries as unknown[]).map((item, i) => {
    const where = `x-changelog, entrada ${i + 1}`;
    if (!isObject(item)) fail(`${where} no es un objeto`);
    const {id, date, version, kind, summary} = item;
    if (typeof id !== 'string' || !ID.test(id)) fail(`${where}: id debe ser minúsculas, dígitos y guiones`);
    if (seen.has(id)) fail(`${where}: id ${id} repetido`);
    seen.add(id);
    if (typeof date !== 'string' || !DATE.test(date)) fail(`${where} (${id}): date debe ser AAAA-MM-DD`);
    if (typeof version !== 'string' || !DATE.test(version)) fail(`${where} (${id}): version debe ser AAAA-MM-DD`);
    if (!CHANGE_KINDS.includes(kind as ChangeKind)) fail(`${where} (${id}): kind debe ser ${CHANGE_KINDS.join(', ')}`);
    if (typeof summary !== 'string' || summary.trim() === '') fail(`${where} (${id}): falta summary`);
    return {
      id,
      date,
      version,
      kind: kind as ChangeKind,
      summary: summary.trim(),
      operations: stringList(item, 'operations', where),
      events: stringList(item, 'events', where),
      schemas: stringList(item, 'schemas', where),
      fields: stringList(item, 'fields', where),
      parameters: stringList(item, 'parameters', where),
    };
  });
}

// ---- finding what an entry names ------------------------------------------------------------------------------

function operationsOf(group: unknown): Map<string, {pathItem: Schema; operation: Schema}> {
  const found = new Map<string, {pathItem: Schema; operation: Schema}>();
  for (const item of Object.values(isObject(group) ? group : {})) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (isObject(operation) && typeof operation.operationId === 'string') found.set(operation.operationId, {pathItem: item, operation});
    }
  }
  return found;
}

/** Where the description keeps what a changelog entry can name. */
export class DescriptionIndex {
  readonly operations: Map<string, {pathItem: Schema; operation: Schema}>;
  readonly events: Map<string, {pathItem: Schema; operation: Schema}>;
  readonly schemas: Record<string, unknown>;

  constructor(doc: Record<string, unknown>) {
    this.operations = operationsOf(doc.paths);
    this.events = operationsOf(doc.webhooks);
    const components = isObject(doc.components) ? doc.components : {};
    this.schemas = isObject(components.schemas) ? components.schemas : {};
  }

  /** An operation's or event's parameters, path-level ones included. */
  parametersOf(operationId: string): Schema[] {
    const found = this.operations.get(operationId) ?? this.events.get(operationId);
    if (!found) return [];
    return [found.pathItem.parameters, found.operation.parameters].flatMap((list) => (Array.isArray(list) ? list.filter(isObject) : []));
  }

  /** The schema of an operation's request body (its first media type). */
  bodyOf(operationId: string): Schema | undefined {
    const found = this.operations.get(operationId) ?? this.events.get(operationId);
    const body = found && isObject(found.operation.requestBody) ? found.operation.requestBody : undefined;
    const media = body && isObject(body.content) ? Object.values(body.content).find(isObject) : undefined;
    return media && isObject(media.schema) ? media.schema : undefined;
  }

  /**
   * The schema object whose `properties` hold a field, and the field's name, for `Schema.a.b` or `operationId.a.b`;
   * arrays are stepped through (`Schema.items_field.sub`). Undefined when there is no such field.
   */
  field(ref: string): {owner: Schema; name: string; schema: Schema} | undefined {
    const [head, ...path] = ref.split('.');
    let node: unknown = isObject(this.schemas[head]) ? this.schemas[head] : this.bodyOf(head);
    if (path.length === 0) return undefined;
    for (const [i, name] of path.entries()) {
      while (isObject(node) && !isObject(node.properties) && isObject(node.items)) node = node.items;
      if (!isObject(node) || !isObject(node.properties) || !isObject(node.properties[name])) return undefined;
      if (i === path.length - 1) return {owner: node, name, schema: node.properties[name]};
      node = node.properties[name];
    }
    return undefined;
  }

  parameter(ref: string): Schema | undefined {
    const dot = ref.indexOf('.');
    if (dot < 1) return undefined;
    return this.parametersOf(ref.slice(0, dot)).find((p) => p.name === ref.slice(dot + 1));
  }

  has(kind: ChangelogGroupKind, name: string): boolean {
    switch (kind) {
      case 'operations':
        return this.operations.has(name);
      case 'events':
        return this.events.has(name);
      case 'schemas':
        return isObject(this.schemas[name]);
      case 'fields':
        return this.field(name) !== undefined;
      case 'parameters':
        return this.parameter(name) !== undefined;
    }
  }
}

/** Everything the description marks `deprecated: true`, named as a changelog entry names it. */
export function deprecatedItems(doc: Record<string, unknown>): Record<ChangelogGroupKind, string[]> {
  const index = new DescriptionIndex(doc);
  // A schema of components.schemas is walked once, under its own name, wherever else it is used.
  const named = new Set(Object.values(index.schemas).filter(isObject));
  const found: Record<ChangelogGroupKind, string[]> = {operations: [], events: [], schemas: [], fields: [], parameters: []};
  const walk = (schema: unknown, prefix: string, seen: Set<object>) => {
    if (!isObject(schema) || seen.has(schema)) return;
    seen.add(schema);
    const inside = (child: unknown, childPrefix: string) => {
      if (isObject(child) && !named.has(child)) walk(child, childPrefix, seen);
    };
    for (const part of ['allOf', 'oneOf', 'anyOf'] as const) {
      const list = schema[part];
      if (Array.isArray(list)) for (const item of list) inside(item, prefix);
    }
    inside(schema.items, prefix);
    for (const [name, property] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
      if (!isObject(property)) continue;
      if (property.deprecated === true) found.fields.push(`${prefix}.${name}`);
      inside(property, `${prefix}.${name}`);
    }
  };
  for (const [name, schema] of Object.entries(index.schemas)) {
    if (isObject(schema) && schema.deprecated === true) found.schemas.push(name);
    walk(schema, name, new Set());
  }
  for (const [group, map] of [
    ['operations', index.operations],
    ['events', index.events],
  ] as const) {
    for (const [id, {operation}] of map) {
      if (operation.deprecated === true) found[group].push(id);
      for (const param of index.parametersOf(id)) if (param.deprecated === true) found.parameters.push(`${id}.${String(param.name)}`);
      const body = index.bodyOf(id);
      if (body && !named.has(body)) walk(body, id, new Set());
    }
  }
  return found;
}

/**
 * What is wrong with the changelog against the description, one sentence each (none when it agrees):
 * the first entry is the first release; entries go oldest first; the description's version has an entry; every
 * operation, event, schema, field and parameter an entry names exists, or, for `removed`, is gone and was named by
 * an earlier entry; every operation and event is named by an `added` entry; every `deprecated: true` has a
 * `deprecated` entry, and a deprecated operation's success responses declare `x-constraints.versioning.deprecation_header`.
 */
export function changelogProblems(doc: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const entries = readChangelog(doc);
  if (entries.length === 0) return ['la descripción no tiene x-changelog'];
  const index = new DescriptionIndex(doc);
  if (entries[0].kind !== 'added') problems.push(`la primera entrada (${entries[0].id}) debe ser «added»: la primera versión publicada`);
  const version = isObject(doc.info) ? String(doc.info.version) : '';
  if (!entries.some((e) => e.version === version)) problems.push(`ninguna entrada es de la versión ${version} (info.version)`);
  const named = new Map<ChangelogGroupKind, Set<string>>(GROUP_KINDS.map((g) => [g, new Set()]));
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    if (previous && (entry.date < previous.date || entry.version < previous.version))
      problems.push(`${entry.id} va antes que ${previous.id}: las entradas van de la más antigua a la más nueva`);
    if (entry.version > entry.date) problems.push(`${entry.id}: la versión ${entry.version} es posterior a su fecha ${entry.date}`);
    if (GROUP_KINDS.every((g) => entry[g].length === 0)) problems.push(`${entry.id} no nombra ninguna operación, evento, esquema, campo ni parámetro`);
    for (const group of GROUP_KINDS) {
      for (const name of entry[group]) {
        const exists = index.has(group, name);
        const existed = named.get(group)?.has(name) || (group === 'fields' && named.get('schemas')?.has(name.split('.')[0]));
        if (entry.kind === 'removed') {
          if (exists) problems.push(`${entry.id} elimina ${name}, que sigue en la descripción`);
          else if (!existed) problems.push(`${entry.id} elimina ${name}, que ninguna entrada anterior nombra`);
        } else if (!exists) problems.push(`${entry.id} nombra ${name}, que no está en la descripción (${group})`);
        named.get(group)?.add(name);
      }
    }
  });
  const added = (group: ChangelogGroupKind) => new Set(entries.filter((e) => e.kind === 'added').flatMap((e) => e[group]));
  for (const group of ['operations', 'events'] as const) {
    const known = added(group);
    for (const id of (group === 'operations' ? index.operations : index.events).keys())
      if (!known.has(id)) problems.push(`${id} no aparece en ninguna entrada «added» (${group})`);
  }
  const deprecated = deprecatedItems(doc);
  // A deprecated operation's responses carry the deprecation header the versioning policy names.
  const rules = isObject(doc['x-constraints']) && isObject(doc['x-constraints'].versioning) ? doc['x-constraints'].versioning : {};
  const header = typeof rules.deprecation_header === 'string' ? rules.deprecation_header : undefined;
  for (const id of header ? deprecated.operations : []) {
    const responses = index.operations.get(id)?.operation.responses;
    for (const [status, response] of Object.entries(isObject(responses) ? responses : {})) {
      if (!/^2/.test(status) || !isObject(response)) continue;
      if (!isObject(response.headers) || !(header as string in response.headers))
        problems.push(`${id} es obsoleta y su respuesta ${status} no declara el encabezado ${header}`);
    }
  }
  for (const group of GROUP_KINDS) {
    const announced = new Set(entries.filter((e) => e.kind === 'deprecated').flatMap((e) => e[group]));
    for (const name of deprecated[group]) if (!announced.has(name)) problems.push(`${name} tiene deprecated: true y ninguna entrada «deprecated» (${group})`);
  }
  return problems;
}

// ---- what is built from it ------------------------------------------------------------------------------------

/**
 * The badges of the reference pages: every entry but the first release's (the `added` entries of the first entry's
 * date) and removals (nothing left to mark).
 */
export interface ChangeIndex {
  /** operationIds and webhook keys. */
  pages: Map<string, ChangeBadge[]>;
  /** `operationId.name`. */
  parameters: Map<string, ChangeBadge[]>;
  /** By the schema object whose `properties` hold the field, then the field's name. */
  fields: WeakMap<object, Map<string, ChangeBadge[]>>;
}

/**
 * Why the first release gets no badge: everything in it has been there since the API was published, so «nuevo desde
 * 2025-01-15» on every page would say nothing. A badge marks what changed under a reader who integrated earlier.
 */
export function changeIndex(doc: Record<string, unknown>, entries: ChangelogEntry[]): ChangeIndex {
  const index = new DescriptionIndex(doc);
  const result: ChangeIndex = {pages: new Map(), parameters: new Map(), fields: new WeakMap()};
  const released = entries[0]?.date;
  const push = <K>(map: {get(k: K): ChangeBadge[] | undefined; set(k: K, v: ChangeBadge[]): unknown}, key: K, badge: ChangeBadge) => {
    const list = map.get(key) ?? [];
    list.push(badge);
    map.set(key, list);
  };
  for (const entry of entries) {
    if ((entry.kind === 'added' && entry.date === released) || entry.kind === 'removed') continue;
    const badge: ChangeBadge = {kind: entry.kind, date: entry.date, version: entry.version, href: `${CHANGELOG_URL}#${entry.id}`};
    for (const id of [...entry.operations, ...entry.events]) push(result.pages, id, badge);
    for (const ref of entry.parameters) push(result.parameters, ref, badge);
    for (const ref of entry.fields) {
      const field = index.field(ref);
      if (!field) continue;
      const byName = result.fields.get(field.owner) ?? new Map<string, ChangeBadge[]>();
      push(byName, field.name, badge);
      result.fields.set(field.owner, byName);
    }
  }
  return result;
}

/** The changelog page's data, newest entry first, each named item linked to its reference page while it exists. */
export function changelogView(
  doc: Record<string, unknown>,
  entries: ChangelogEntry[],
  schemaPages: Map<string, string>,
): ChangelogView {
  const index = new DescriptionIndex(doc);
  const href = (group: ChangelogGroupKind, name: string): string | undefined => {
    if (!index.has(group, name)) return undefined;
    const head = name.split('.')[0];
    if (group === 'operations' || group === 'events' || group === 'parameters') return `${RESOURCES_URL}/${head}`;
    return schemaPages.get(head) ?? (index.operations.has(head) ? `${RESOURCES_URL}/${head}` : undefined);
  };
  const view = (entry: ChangelogEntry): ChangelogEntryView => ({
    id: entry.id,
    date: entry.date,
    version: entry.version,
    kind: entry.kind,
    summary: markdownToHtml(entry.summary) ?? '',
    groups: GROUP_KINDS.filter((g) => entry[g].length > 0).map((kind) => ({
      kind,
      items: entry[kind].map((name) => {
        const link = href(kind, name);
        return link ? {name, href: link} : {name};
      }),
    })),
  });
  return {feed: CHANGELOG_FEED_URL, entries: [...entries].reverse().map(view)};
}

/** How the feed and the Markdown copy name each kind (the page's labels go through translate()). */
export const KIND_LABELS: Record<ChangeKind, string> = {
  added: 'Nuevo',
  changed: 'Cambio',
  deprecated: 'Obsoleto',
  removed: 'Eliminado',
};

export const GROUP_LABELS: Record<ChangelogGroupKind, string> = {
  operations: 'Operaciones',
  events: 'Eventos',
  schemas: 'Esquemas',
  fields: 'Campos',
  parameters: 'Parámetros',
};

/** The text of a summary's HTML (tags dropped, the renderer's entities decoded). */
function htmlText(html: string): string {
  const entities: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};
  return html.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (e) => entities[e]);
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The summary's first clause, for a feed entry's title. */
function headline(summary: string): string {
  const plain = summary.replace(/\s+/g, ' ');
  const clause = plain.split(/[:.](\s|$)/)[0].trim();
  return clause.length <= 120 ? clause : `${clause.slice(0, 117).trimEnd()}…`;
}

/** The Atom feed (RFC 4287) of the changelog: one entry per changelog entry, newest first. */
export function changelogFeed(view: ChangelogView, options: {site: string; title: string; author: string}): string {
  const page = `${options.site}${CHANGELOG_URL}`;
  const absolute = (html: string) => html.replace(/href="\//g, `href="${options.site}/`);
  const updated = view.entries.reduce((max, e) => (e.date > max ? e.date : max), '1970-01-01');
  const entries = view.entries.map((entry) => {
    const groups = entry.groups
      .map((g) => `<p>${xml(GROUP_LABELS[g.kind])}: ${g.items.map((item) => `<code>${xml(item.name)}</code>`).join(', ')}</p>`)
      .join('');
    return [
      '  <entry>',
      `    <id>${xml(`${page}#${entry.id}`)}</id>`,
      `    <title>${xml(`${KIND_LABELS[entry.kind]} (versión ${entry.version}): ${headline(htmlText(entry.summary))}`)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(`${page}#${entry.id}`)}"/>`,
      `    <updated>${entry.date}T00:00:00Z</updated>`,
      `    <category term="${entry.kind}" label="${xml(KIND_LABELS[entry.kind])}"/>`,
      `    <content type="html">${xml(absolute(entry.summary) + groups)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es">',
    `  <id>${xml(page)}</id>`,
    `  <title>${xml(options.title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(options.site + view.feed)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(page)}"/>`,
    `  <updated>${updated}T00:00:00Z</updated>`,
    `  <author><name>${xml(options.author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
