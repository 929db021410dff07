/**
 * The checks a description must pass before any page is written. Not a full OpenAPI
 * validator (redocly lint is, in the tests): just what the generator relies on.
 */
import {fail} from './errors';
import {isObject} from './resolve';

export const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete', 'options', 'head', 'trace'] as const;

/** Page names become file names: keep them to URL- and file-safe characters. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function assertOpenApi31(doc: Record<string, unknown>, label: string): void {
  const problems: string[] = [];
  const problem = (text: string) => problems.push(text);

  if (typeof doc.openapi !== 'string') {
    fail(`${label} no es una descripción OpenAPI 3.1 (falta el campo "openapi")`);
  }
  if (!/^3\.1\.\d+$/.test(doc.openapi)) {
    fail(`${label} no es una descripción OpenAPI 3.1 (declara openapi: ${doc.openapi})`);
  }
  const info = doc.info;
  if (!isObject(info)) problem('falta "info"');
  else {
    if (typeof info.title !== 'string' || info.title.trim() === '') problem('falta "info.title"');
    if (typeof info.version !== 'string' || info.version.trim() === '') problem('falta "info.version"');
  }
  if (!isObject(doc.paths)) problem('falta el objeto "paths"');

  const seen = new Map<string, string>();
  const checkOperations = (group: unknown, where: 'paths' | 'webhooks') => {
    if (!isObject(group)) return;
    for (const [key, item] of Object.entries(group)) {
      if (!isObject(item)) {
        problem(`${where}["${key}"] no es un objeto`);
        continue;
      }
      if (where === 'webhooks' && !SAFE_NAME.test(key)) problem(`la clave de webhook "${key}" no sirve como nombre de página`);
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (operation === undefined) continue;
        const site = `${method.toUpperCase()} ${key}`;
        if (!isObject(operation)) {
          problem(`${site} no es un objeto`);
          continue;
        }
        const id = operation.operationId;
        if (where === 'paths') {
          if (typeof id !== 'string' || id === '') problem(`${site} no tiene operationId`);
          else if (!SAFE_NAME.test(id)) problem(`el operationId "${id}" no sirve como nombre de página`);
          if (!isObject(operation.responses) || Object.keys(operation.responses).length === 0) {
            problem(`${site} no tiene "responses"`);
          }
        }
        if (typeof id === 'string') {
          if (seen.has(id)) problem(`el operationId "${id}" se repite (${seen.get(id)} y ${site})`);
          seen.set(id, site);
        }
      }
    }
  };
  checkOperations(doc.paths, 'paths');
  if (doc.webhooks !== undefined && !isObject(doc.webhooks)) problem('"webhooks" no es un objeto');
  checkOperations(doc.webhooks, 'webhooks');

  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (isObject(schema) && schema['x-tags'] !== undefined && !SAFE_NAME.test(name)) {
      problem(`el esquema "${name}" no sirve como nombre de página`);
    }
  }

  if (problems.length > 0) {
    const more = problems.length > 1 ? ` (y ${problems.length - 1} problema${problems.length > 2 ? 's' : ''} más)` : '';
    fail(`${label} no es una descripción OpenAPI 3.1 válida: ${problems[0]}${more}`);
  }
}
