/** How an operation authenticates: its security requirements (or the description's), as the page shows them. */
import type {SecurityView} from '../../../components/api/types';
import {markdownToHtml} from '../markdown';
import {isObject} from '../resolve';
import type {Schema} from '../schemaNodes';
import {str, type ModelContext} from './context';

export function securityOf(ctx: ModelContext, operation: Schema): SecurityView[] {
  const requirements = Array.isArray(operation.security) ? operation.security : ctx.rootSecurity;
  const names = [...new Set(requirements.filter(isObject).flatMap((r) => Object.keys(r)))];
  return names.map((name) => {
    const scheme = isObject(ctx.securitySchemes[name]) ? (ctx.securitySchemes[name]) : {};
    let usage: string;
    if (scheme.type === 'http') usage = `Authorization: ${String(scheme.scheme).replace(/^bearer$/i, 'Bearer').replace(/^basic$/i, 'Basic')}`;
    else if (scheme.type === 'apiKey') usage = `${scheme.in === 'header' ? '' : `${String(scheme.in)}: `}${String(scheme.name)}`;
    else usage = str(scheme.type) ?? name;
    const view: SecurityView = {name, usage};
    if (str(scheme.bearerFormat)) view.bearerFormat = str(scheme.bearerFormat);
    const scopes = requirements
      .filter(isObject)
      .flatMap((r): unknown[] => (Array.isArray(r[name]) ? r[name] : []))
      .map(String);
    if (scopes.length) view.scopes = [...new Set(scopes)];
    const description = markdownToHtml(str(scheme.description));
    if (description) view.description = description;
    return view;
  });
}
