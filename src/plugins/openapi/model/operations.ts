/** Operation pages: one per method of each path, with everything its page and its code samples show. */
import type {ParamLocation, ParamView} from '../../../components/api/types';
import {RESOURCES_URL} from '../../../../config/openapi';
import {isObject} from '../resolve';
import {HTTP_METHODS} from '../validate';
import {bodyView, responsesOf, schemasIn} from './bodies';
import {str, type ModelContext} from './context';
import {paramsOf, paramView} from './parameters';
import {sampleOf} from './sampleRequest';
import {securityOf} from './security';
import {firstTag} from './tags';
import type {OperationPage} from './types';
import type {SchemaUsage} from './usage';

export function operationPages(ctx: ModelContext, usage: SchemaUsage): OperationPage[] {
  const pages: OperationPage[] = [];
  for (const [path, item] of Object.entries(isObject(ctx.doc.paths) ? ctx.doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of Object.keys(item).filter((k): k is (typeof HTTP_METHODS)[number] => (HTTP_METHODS as readonly string[]).includes(k))) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const id = String(operation.operationId);
      const params = paramsOf(item, operation);
      const byLocation: Record<ParamLocation, ParamView[]> = {path: [], query: [], header: [], cookie: []};
      for (const p of params) {
        if (p.in === 'path' || p.in === 'query' || p.in === 'header' || p.in === 'cookie') byLocation[p.in].push(paramView(ctx, p, id));
      }
      const requestBody = isObject(operation.requestBody) ? operation.requestBody : undefined;
      const page: OperationPage = {
        kind: 'operation',
        id,
        method,
        path,
        summary: str(operation.summary) ?? id,
        description: str(operation.description),
        tag: firstTag(operation),
        deprecated: operation.deprecated === true,
        changes: ctx.changes.pages.get(id) ?? [],
        servers: ctx.servers,
        security: securityOf(ctx, operation),
        params: byLocation,
        requestBody: bodyView(ctx, requestBody),
        responses: responsesOf(ctx, operation),
        sample: sampleOf(ctx, method, path, params, requestBody),
      };
      pages.push(page);
      const responses = isObject(operation.responses) ? Object.values(operation.responses) : [];
      usage.record([...schemasIn(requestBody), ...responses.flatMap(schemasIn)], {
        kind: 'operation',
        method,
        label: page.summary,
        detail: path,
        href: `${RESOURCES_URL}/${id}`,
      });
    }
  }
  return pages;
}
