/** Schema pages: one per schema with `x-tags`, with its fields, example and the pages that use it. */
import {toSchemaNode} from '../schemaNodes';
import {hasSchemaPage, schemaSlug, str, type ModelContext} from './context';
import {exampleValue, prettyJson} from './examples';
import type {SchemaPage} from './types';
import type {SchemaUsage} from './usage';

/** Call after the operation and event pages: their bodies make the "used by" lists. */
export function schemaPages(ctx: ModelContext, usage: SchemaUsage): SchemaPage[] {
  const pages: SchemaPage[] = [];
  for (const [name, raw] of Object.entries(ctx.schemas)) {
    if (!hasSchemaPage(raw)) continue;
    const tags = raw['x-tags'] as unknown[];
    const example = exampleValue(raw);
    pages.push({
      kind: 'schema',
      name,
      slug: schemaSlug(name),
      title: str(raw.title) ?? name,
      description: str(raw.description),
      tag: String(tags[0]),
      // The page is the schema itself: no link to itself, and its description is the page's intro.
      node: {...toSchemaNode(raw, ctx.schemaContext, {omitRef: true}), description: undefined},
      ...(example.found ? {example: {code: prettyJson(example.value), language: 'json'}} : {}),
      usedBy: usage.of(name),
    });
  }
  return pages;
}
