/**
 * The API description and a Postman collection as downloads: /openapi.yaml and /openapi.json (one file,
 * bundled by Redocly so only internal $refs remain) and /custodia.postman_collection.json (v2.1).
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import yaml from 'js-yaml';
import type {ApiModel, OperationPage} from '../openapi/model';
import {htmlToMarkdown} from './api';
import {expectationOf, testScript} from './postmanTests';

export const DOWNLOADS = {
  yaml: '/openapi.yaml',
  json: '/openapi.json',
  postman: '/custodia.postman_collection.json',
} as const;

const POSTMAN_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

/** Bundles the description with Redocly's CLI (the same tool that lints it) and writes YAML and JSON. */
export async function writeOpenApi(source: string, outDir: string): Promise<void> {
  const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
  const yamlFile = path.join(outDir, DOWNLOADS.yaml.slice(1));
  await promisify(execFile)(process.execPath, [cli, 'bundle', source, '-o', yamlFile], {maxBuffer: 16 * 1024 * 1024});
  const doc = yaml.load(await fs.readFile(yamlFile, 'utf8'));
  await fs.writeFile(path.join(outDir, DOWNLOADS.json.slice(1)), JSON.stringify(doc, null, 2) + '\n');
}

interface PostmanVariable {
  key: string;
  value: string;
  type?: string;
  description?: string;
  disabled?: boolean;
}

function postmanRequest(op: OperationPage, site: string, doc: Record<string, unknown>) {
  const expected = expectationOf(doc, op);
  const pathVariables: PostmanVariable[] = op.params.path.map((p) => ({
    key: p.name,
    value: p.example ?? '',
    description: htmlToMarkdown(p.description, site),
  }));
  const query: PostmanVariable[] = op.params.query.map((p) => ({
    key: p.name,
    value: p.example ?? '',
    description: htmlToMarkdown(p.description, site),
    // Optional filters start off, so a request sent as is asks what the sample asks.
    disabled: p.required !== true && !op.sample.url.includes(`${encodeURIComponent(p.name)}=`),
  }));
  const postmanPath = op.path.replace(/\{([^}]+)\}/g, ':$1');
  const header: PostmanVariable[] = op.params.header
    .filter((h) => h.name.toLowerCase() !== 'idempotency-key')
    .map((h) => ({
      key: h.name,
      value: h.example ?? '',
      description: htmlToMarkdown(h.description, site),
      disabled: h.required !== true,
    }));
  if (op.sample.idempotencyKey)
    header.push({key: 'Idempotency-Key', value: '{{$guid}}', description: 'Una clave nueva por solicitud.'});
  const body = op.sample.body === undefined ? undefined : JSON.stringify(op.sample.body, null, 2);
  if (body !== undefined) header.push({key: 'Content-Type', value: 'application/json'});
  const queryString = query
    .filter((q) => !q.disabled)
    .map((q) => `${q.key}=${q.value}`)
    .join('&');
  return {
    method: op.method.toUpperCase(),
    header,
    description: [
      // Said first: a reader who runs the collection against the sandbox sees this request's error as expected.
      ...(expected.sandboxNote ? [`En sandbox responde ${expected.status}: ${expected.sandboxNote}`] : []),
      op.description ?? op.summary,
      `Referencia: ${site}/docs/api/resources/${op.id}`,
    ].join('\n\n'),
    url: {
      raw: `{{baseUrl}}${postmanPath}${queryString ? `?${queryString}` : ''}`,
      host: ['{{baseUrl}}'],
      path: postmanPath.split('/').filter(Boolean),
      ...(query.length ? {query} : {}),
      ...(pathVariables.length ? {variable: pathVariables} : {}),
    },
    ...(body !== undefined ? {body: {mode: 'raw', raw: body, options: {raw: {language: 'json'}}}} : {}),
  };
}

function postmanItem(op: OperationPage, site: string, doc: Record<string, unknown>) {
  return {
    name: op.summary,
    request: postmanRequest(op, site, doc),
    event: [{listen: 'test', script: {type: 'text/javascript', exec: testScript(op, expectationOf(doc, op))}}],
    response: [],
  };
}

/**
 * A Postman v2.1 collection: one folder per tag, the sandbox URL and the key as collection variables, and on each
 * request a test of its documented status and schema (`doc` is the dereferenced description the model was built
 * from), so `newman run` is a contract test.
 */
export function postmanCollection(
  model: ApiModel,
  {site, sandboxUrl, doc}: {site: string; sandboxUrl: string; doc: Record<string, unknown>},
) {
  const rules = ((doc['x-constraints'] ?? {}) as {rate_limits?: {sandbox_per_second?: number}}).rate_limits ?? {};
  const limit = Number(rules.sandbox_per_second ?? 25);
  // Half the limit leaves room for the statistics operations, which weigh more.
  const delay = Math.ceil(2000 / limit);
  return {
    info: {
      name: `${model.title} ${model.version}`,
      description: `Colección generada desde la descripción OpenAPI de Custodia (${site}${DOWNLOADS.yaml}). Llama al entorno sandbox: pon tu clave sk_test_ en la variable secretKey. Cada solicitud prueba el estado y el esquema que documenta la referencia, así que \`newman run\` sirve de prueba de contrato; el sandbox admite ${limit} solicitudes por segundo por clave, así que córrela con \`--delay-request ${delay}\`.`,
      schema: POSTMAN_SCHEMA,
    },
    auth: {type: 'bearer', bearer: [{key: 'token', value: '{{secretKey}}', type: 'string'}]},
    variable: [
      {key: 'baseUrl', value: sandboxUrl, type: 'string', description: 'URL base del entorno sandbox.'},
      {
        key: 'secretKey',
        value: '',
        type: 'string',
        description: 'Tu clave secreta de sandbox (sk_test_…). No la compartas ni la guardes en un repositorio.',
      },
    ],
    item: model.tags
      .filter((tag) => tag.operations.length > 0)
      .map((tag) => ({
        name: tag.label,
        ...(tag.description ? {description: tag.description} : {}),
        item: tag.operations.map((op) => postmanItem(op, site, doc)),
      })),
  };
}
