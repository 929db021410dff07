/** Event pages: one per webhook, with its signature headers, payload and the response Custodia expects. */
import {RESOURCES_URL} from '../../../../config/openapi';
import {isObject} from '../resolve';
import type {Schema} from '../schemaNodes';
import {HTTP_METHODS} from '../validate';
import {bodyView, responsesOf, schemasIn} from './bodies';
import {str, type ModelContext} from './context';
import {exampleValue} from './examples';
import {paramsOf, paramView} from './parameters';
import {firstTag} from './tags';
import type {EventPage} from './types';
import type {SchemaUsage} from './usage';

export function eventPages(ctx: ModelContext, usage: SchemaUsage): EventPage[] {
  const pages: EventPage[] = [];
  for (const [key, item] of Object.entries(isObject(ctx.doc.webhooks) ? ctx.doc.webhooks : {})) {
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
      // The event's `type`, read from the payload's example.
      eventType: isObject(example) && typeof example.type === 'string' ? example.type : undefined,
      summary: str(operation.summary) ?? key,
      description: str(operation.description),
      tag: firstTag(operation),
      changes: ctx.changes.pages.get(key) ?? [],
      headers: params
        .filter((p) => p.in === 'header')
        .map((p) => {
          const view = paramView(ctx, p, key);
          return {name: view.name, required: view.required, description: view.description, schema: view.schema, example: view.example};
        }),
      payload: bodyView(ctx, requestBody),
      responses: responsesOf(ctx, operation),
    };
    if (page.payload) delete page.payload.required;
    pages.push(page);
    usage.record(schemasIn(requestBody), {
      kind: 'event',
      method: 'event',
      label: page.summary,
      detail: page.eventType ?? key,
      href: `${RESOURCES_URL}/${key}`,
    });
  }
  return pages;
}
