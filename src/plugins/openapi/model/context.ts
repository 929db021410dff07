/** What every part of the model step reads from the whole description: servers, security, named schemas. */
import type {ServerView} from '../../../components/api/types';
import {RESOURCES_URL} from '../../../../config/openapi';
import type {LoadedDescription} from '../load';
import {isObject} from '../resolve';
import type {Schema, SchemaContext} from '../schemaNodes';
import {changeIndex, readChangelog, type ChangeIndex, type ChangelogEntry} from '../changelog';

export interface ModelContext {
  doc: Record<string, unknown>;
  /** components.schemas, by name. */
  schemas: Record<string, unknown>;
  securitySchemes: Record<string, unknown>;
  /** Security requirements of operations that declare none. */
  rootSecurity: unknown[];
  servers: ServerView[];
  /** The sandbox server's URL (the first server when none says sandbox): the code samples call it. */
  sandboxBase: string;
  /** Schema names and pages, for SchemaNode trees (schemaNodes.ts). */
  schemaContext: SchemaContext;
  /** The changelog's entries (`x-changelog`), oldest first, and the badges they put on pages, parameters and fields. */
  changelog: ChangelogEntry[];
  changes: ChangeIndex;
}

/** A non-empty string, or undefined. */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A schema page's file name and URL segment. */
export function schemaSlug(name: string): string {
  return name.toLowerCase();
}

/** The schemas that get a page: those with `x-tags`. */
export function hasSchemaPage(schema: unknown): schema is Schema {
  return isObject(schema) && Array.isArray(schema['x-tags']) && schema['x-tags'].length > 0;
}

export function createModelContext(loaded: LoadedDescription): ModelContext {
  const doc = loaded.doc;
  const components = isObject(doc.components) ? doc.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};

  const schemaPages = new Map<string, string>();
  for (const [name, schema] of Object.entries(schemas)) {
    if (hasSchemaPage(schema)) schemaPages.set(name, `${RESOURCES_URL}/schemas/${schemaSlug(name)}`);
  }
  const changelog = readChangelog(doc);
  const changes = changeIndex(doc, changelog);
  const schemaContext: SchemaContext = {refNames: loaded.refNames, schemaPages, fieldChanges: changes.fields};
  // A component is known by its key in components.schemas, whatever its file is called.
  for (const [name, schema] of Object.entries(schemas)) {
    if (isObject(schema)) schemaContext.refNames.set(schema, name);
  }

  const servers: ServerView[] = (Array.isArray(doc.servers) ? doc.servers : [])
    .filter(isObject)
    .map((s) => ({url: String(s.url), ...(str(s.description) ? {description: str(s.description)} : {})}));
  const sandboxBase = servers.find((s) => /sandbox/i.test(s.url) || /sandbox/i.test(s.description ?? ''))?.url ?? servers[0]?.url ?? '';

  return {
    doc,
    schemas,
    securitySchemes: isObject(components.securitySchemes) ? components.securitySchemes : {},
    rootSecurity: Array.isArray(doc.security) ? doc.security : [],
    servers,
    sandboxBase,
    schemaContext,
    changelog,
    changes,
  };
}
