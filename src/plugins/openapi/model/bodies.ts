/** Request bodies, event payloads and responses: their schema, examples, headers and error codes. */
import type {BodyView, HeaderView, ResponseView} from '../../../components/api/types';
import {markdownToHtml} from '../markdown';
import {isObject} from '../resolve';
import {toSchemaNode, type Schema} from '../schemaNodes';
import {str, type ModelContext} from './context';
import {errorCodes, exampleString, exampleValue, examplesOf} from './examples';

/** A request body or response: its first media type, schema and examples. */
export function bodyView(ctx: ModelContext, holder: Schema | undefined): BodyView | undefined {
  if (!holder || !isObject(holder.content)) return undefined;
  const [mediaType, media] = Object.entries(holder.content)[0] ?? [];
  if (!mediaType || !isObject(media)) return undefined;
  const view: BodyView = {mediaType};
  if (holder.required === true) view.required = true;
  if (isObject(media.schema)) view.schema = toSchemaNode(media.schema, ctx.schemaContext);
  const examples = examplesOf(media, mediaType);
  if (examples.length > 0) view.examples = examples;
  return view;
}

function headerView(ctx: ModelContext, name: string, header: Schema): HeaderView {
  const view: HeaderView = {name};
  if (header.required === true) view.required = true;
  const description = markdownToHtml(str(header.description));
  if (description) view.description = description;
  if (isObject(header.schema)) view.schema = toSchemaNode(header.schema, ctx.schemaContext);
  const example = exampleString(exampleValue(header).value);
  if (example !== undefined) view.example = example;
  return view;
}

export function responsesOf(ctx: ModelContext, operation: Schema): ResponseView[] {
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
          .map(([name, h]) => headerView(ctx, name, h as Schema));
      }
      const body = bodyView(ctx, response);
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
}

/** The schemas of every media type of a body or response, for "used by" lists. */
export function schemasIn(holder: unknown): unknown[] {
  return isObject(holder) && isObject(holder.content) ? Object.values(holder.content).filter(isObject).map((m) => m.schema) : [];
}
