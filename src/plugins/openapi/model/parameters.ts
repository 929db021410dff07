/** An operation's parameters: which apply (path-level and its own), and each as its table row shows it. */
import type {ParamView} from '../../../components/api/types';
import {markdownToHtml} from '../markdown';
import {isObject} from '../resolve';
import {toSchemaNode, type Schema} from '../schemaNodes';
import {str, type ModelContext} from './context';
import {exampleString, exampleValue} from './examples';

/** Operation parameters override path-level ones with the same name and location. */
export function paramsOf(pathItem: Schema, operation: Schema): Schema[] {
  const byKey = new Map<string, Schema>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const p of list.filter(isObject)) byKey.set(`${String(p.in)}:${String(p.name)}`, p);
  }
  return [...byKey.values()];
}

/** `operationId` names the operation or event the parameter belongs to, for its changelog badges. */
export function paramView(ctx: ModelContext, param: Schema, operationId?: string): ParamView {
  const schema = isObject(param.schema) ? param.schema : {};
  const view: ParamView = {name: String(param.name), schema: toSchemaNode(schema, ctx.schemaContext)};
  if (param.required === true) view.required = true;
  if (param.deprecated === true) view.deprecated = true;
  const description = markdownToHtml(str(param.description));
  if (description) view.description = description;
  const example = exampleValue(param);
  const value = example.found ? example.value : exampleValue(schema).value;
  if (value !== undefined) view.example = exampleString(value);
  const changes = operationId ? ctx.changes.parameters.get(`${operationId}.${String(param.name)}`) : undefined;
  if (changes) view.changes = changes;
  return view;
}
