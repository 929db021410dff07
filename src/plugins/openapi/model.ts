/**
 * The model step: reads a loaded description into the pages to generate, one per operation, webhook event
 * and tagged schema, grouped by tag in the description's order. Everything here is plain data; each kind of
 * page is built in its own file under model/ (see README.md).
 */
import type {LoadedDescription} from './load';
import {changelogView} from './changelog';
import {createModelContext} from './model/context';
import {eventPages} from './model/events';
import {operationPages} from './model/operations';
import {schemaPages} from './model/schemaPages';
import {TagGroups} from './model/tags';
import type {ApiModel} from './model/types';
import {SchemaUsage} from './model/usage';

export type {ApiModel, EventPage, OperationPage, SampleRequest, SchemaPage, TagGroup} from './model/types';
export {schemaSlug} from './model/context';
export {RESOURCES_DOC_ID, RESOURCES_URL} from '../../../config/openapi';

export function buildModel(loaded: LoadedDescription): ApiModel {
  const ctx = createModelContext(loaded);
  const usage = new SchemaUsage(ctx.schemaContext);
  const tags = new TagGroups(ctx.doc);
  // In this order: undeclared tags are appended as pages first use them, and schema pages list the
  // operations and events recorded before them.
  for (const page of operationPages(ctx, usage)) tags.groupFor(page.tag).operations.push(page);
  for (const page of eventPages(ctx, usage)) tags.groupFor(page.tag).events.push(page);
  for (const page of schemaPages(ctx, usage)) tags.groupFor(page.tag).schemas.push(page);
  const info = ctx.doc.info as Record<string, unknown>;
  return {
    title: String(info.title),
    version: String(info.version),
    tags: tags.nonEmpty(),
    changelog: changelogView(ctx.doc, ctx.changelog, ctx.schemaContext.schemaPages),
  };
}
