/**
 * The generator, run on the repository's description into a temporary directory: a page for
 * every operation, event and tagged schema, a sidebar with one category per tag (schemas, then
 * operations, then events), Spanish headings and no English chrome, MDX that compiles, and
 * page data that holds only that page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {generateApiReference, type GenerateResult} from '../../src/plugins/openapi/generate';
import {loadDescription} from '../../src/plugins/openapi/load';
import {isObject} from '../../src/plugins/openapi/resolve';
import {HTTP_METHODS} from '../../src/plugins/openapi/validate';
import {RESOURCES_DOC_ID} from '../../config/openapi';

interface SidebarDoc {
  type: 'doc';
  id: string;
  label: string;
  className: string;
}
interface SidebarCategory {
  type: 'category';
  label: string;
  items: SidebarDoc[];
}

let outDir: string;
let result: GenerateResult;
let doc: Record<string, unknown>;
const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
const withoutCode = (mdx: string) => mdx.replace(/^(`{3,})[\s\S]*?^\1$/gm, '');

beforeAll(async () => {
  outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-gen-')), 'resources');
  result = await generateApiReference({outDir});
  doc = (await loadDescription()).doc;
}, 60_000);

afterAll(() => {
  fs.rmSync(path.dirname(outDir), {recursive: true, force: true});
});

function operations(group: unknown): {key: string; method: string; op: Record<string, unknown>}[] {
  if (!isObject(group)) return [];
  return Object.entries(group).flatMap(([key, item]) =>
    isObject(item)
      ? Object.keys(item)
          .filter((m) => (HTTP_METHODS as readonly string[]).includes(m) && isObject(item[m]))
          .map((method) => ({key, method, op: item[method] as Record<string, unknown>}))
      : [],
  );
}

describe('API reference generator', () => {
  it('writes a page for every operation, webhook event and tagged schema', () => {
    const ops = operations(doc.paths);
    const events = Object.keys(isObject(doc.webhooks) ? doc.webhooks : {});
    const schemas = Object.entries((doc.components as {schemas: Record<string, Record<string, unknown>>}).schemas)
      .filter(([, s]) => Array.isArray(s['x-tags']))
      .map(([name]) => name.toLowerCase());
    for (const {op} of ops)
      expect(fs.existsSync(path.join(outDir, `${String(op.operationId)}.mdx`)), String(op.operationId)).toBe(true);
    for (const key of events) expect(fs.existsSync(path.join(outDir, `${key}.mdx`)), key).toBe(true);
    for (const name of schemas) expect(fs.existsSync(path.join(outDir, 'schemas', `${name}.mdx`)), name).toBe(true);
    expect(result).toMatchObject({operations: ops.length, events: events.length, schemas: schemas.length});
  });

  it('builds the sidebar as one category per tag, in order, with schemas, then operations, then events', () => {
    const sidebar = JSON.parse(read('sidebar.json')) as SidebarCategory[];
    const tags = (doc.tags as {name: string; 'x-displayName'?: string}[]).map((t) => t['x-displayName'] ?? t.name);
    expect(sidebar.map((c) => c.label)).toEqual(tags);

    const kind = (item: SidebarDoc) =>
      item.className.endsWith('--schema') ? 0 : item.className.endsWith('--event') ? 2 : 1;
    for (const category of sidebar) {
      const kinds = category.items.map(kind);
      expect(kinds, category.label).toEqual([...kinds].sort());
      for (const item of category.items) {
        expect(item.type).toBe('doc');
        expect(item.className).toMatch(/^api-method api-method--(get|post|put|patch|delete|event|schema)$/);
        expect(item.label.length, item.id).toBeGreaterThan(0);
        const file = item.id.slice(`${RESOURCES_DOC_ID}/`.length) + '.mdx';
        expect(fs.existsSync(path.join(outDir, file)), item.id).toBe(true);
      }
    }
    // Operations keep the order of the description inside their category.
    const pathsOrder = operations(doc.paths).map(({op}) => `${RESOURCES_DOC_ID}/${String(op.operationId)}`);
    for (const category of sidebar) {
      const ids = category.items.filter((i) => kind(i) === 1).map((i) => i.id);
      expect(ids, category.label).toEqual([...ids].sort((a, b) => pathsOrder.indexOf(a) - pathsOrder.indexOf(b)));
    }
    // Every page is in the sidebar exactly once.
    const all = sidebar.flatMap((c) => c.items.map((i) => i.id));
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(result.operations + result.events + result.schemas);
  });

  it('labels sidebar items with the summary and a method badge class', () => {
    const sidebar = JSON.parse(read('sidebar.json')) as SidebarCategory[];
    const items = new Map(sidebar.flatMap((c) => c.items.map((i) => [i.id, i] as const)));
    for (const {method, op} of operations(doc.paths)) {
      const item = items.get(`${RESOURCES_DOC_ID}/${String(op.operationId)}`)!;
      expect(item.label).toBe(op.summary);
      expect(item.className).toBe(`api-method api-method--${method}`);
    }
  });

  it('writes operation pages with Spanish headings, the endpoint, responses and nine code tabs', () => {
    const page = read('create-consent-template.mdx');
    expect(page).toMatch(/^---\nid: "create-consent-template"\ntitle: "Crear una plantilla de consentimiento"\n/);
    for (const heading of [
      '## Autenticación',
      '## Solicitud',
      '### Encabezados',
      '### Cuerpo de la solicitud',
      '## Respuestas',
      '## Ejemplos de código',
    ]) {
      expect(page).toContain(heading);
    }
    expect(page).toContain('<ApiEndpoint {...data.endpoint} />');
    const tabs = [...page.matchAll(/<TabItem value="([^"]+)" label="([^"]+)">/g)].map((m) => m[1]);
    expect(tabs).toEqual(['curl', 'ruby', 'nodejs', 'python', 'csharp', 'java', 'php', 'go', 'powershell']);
    expect(page).toMatch(/<Tabs groupId="code-language"( lazy)?>/);
    expect(page).toContain('${CUSTODIA_API:-https://sandbox.api.custodia.example/v1}/consent-templates');

    const list = read('index-data-subject-requests.mdx');
    expect(list).toContain('### Parámetros de consulta');
    expect(list).toMatch(/data-subject-requests\?limit=\d+/);
    expect(read('get-agreement.mdx')).toContain('### Parámetros de ruta');
  });

  it('links each error response, and only error responses, to its code on the errors page', () => {
    const data = JSON.parse(read('_data/create-consent-template.json')) as {
      responses: {status: string; errorCodes?: string[]}[];
    };
    const errors = data.responses.filter((r) => /^[45]/.test(r.status));
    expect(errors.length).toBeGreaterThan(0);
    for (const response of errors) expect(response.errorCodes?.length, response.status).toBeGreaterThan(0);
    // A success body may hold its own `error` (a webhook transaction's delivery error): not an API error code.
    const transaction = JSON.parse(read('_data/get-webhook-transaction.json')) as {
      responses: {status: string; errorCodes?: string[]}[];
    };
    expect(transaction.responses.find((r) => r.status === '200')?.errorCodes).toBeUndefined();
  });

  it('writes event pages with the payload, the signature header and a link to signature verification', () => {
    const page = read('agreement-created.mdx');
    expect(page).toContain('## Encabezados');
    expect(page).toContain('`Custodia-Signature`');
    expect(page).toContain('](/docs/api/webhooks)');
    expect(page).toContain('## Carga del evento');
    const data = JSON.parse(read('_data/agreement-created.json')) as {
      endpoint: {method: string; path: string};
      headers: {name: string}[];
      payload: {examples?: unknown};
    };
    expect(data.endpoint).toEqual({method: 'event', path: 'agreement.created'});
    expect(data.headers.map((h) => h.name)).toContain('Custodia-Signature');
    // The example payload is in the page's pane, once: not in the payload's data too.
    expect(data.payload.examples).toBeUndefined();
    const example =
      /<div className="api-columns__pane">\n\n<div data-pagefind-ignore="all">\n\n```json title="Ejemplo"\n([\s\S]*?)\n```/.exec(
        page,
      );
    expect(JSON.parse(example![1])).toMatchObject({
      type: 'agreement.created',
      data: {object: {object: 'agreement'}},
    });
  });

  it('lays out the reference pages in two panes: samples, example response and «Pruébalo» beside the fields', () => {
    const page = read('create-consent-template.mdx');
    expect(page).toContain('hide_table_of_contents: true');
    const at = (text: string) => {
      expect(page, text).toContain(text);
      return page.indexOf(text);
    };
    // Markup order, the order of a phone: the endpoint card, the pane, then the fields.
    expect(at('<ApiEndpoint')).toBeLessThan(at('<div className="api-columns__pane">'));
    expect(at('<div className="api-columns__pane">')).toBeLessThan(at('## Ejemplos de código'));
    expect(at('## Ejemplos de código')).toBeLessThan(at('```json title="Respuesta 201"'));
    expect(at('```json title="Respuesta 201"')).toBeLessThan(at('<TryIt method={data.endpoint.method}'));
    expect(at('<TryIt method={data.endpoint.method}')).toBeLessThan(at('<div className="api-columns__main">'));
    expect(at('<div className="api-columns__main">')).toBeLessThan(at('## Solicitud'));
    // The example response is shown in the pane only.
    const data = JSON.parse(read('_data/create-consent-template.json')) as {
      responses: {status: string; body?: {examples?: unknown}}[];
    };
    expect(data.responses.find((r) => r.status === '201')?.body?.examples).toBeUndefined();

    const schema = read('schemas/consenttemplate.mdx');
    expect(schema.indexOf('## Campos')).toBeLessThan(schema.indexOf('<div className="api-columns__pane">'));
    expect(schema.indexOf('<div className="api-columns__pane">')).toBeLessThan(schema.indexOf('## Ejemplo'));
    expect(schema.indexOf('## Ejemplo')).toBeLessThan(schema.indexOf('## Usado en'));
  });

  it('writes schema pages titled "El objeto …" with fields, example and the operations and events that use them', () => {
    const page = read('schemas/consenttemplate.mdx');
    expect(page).toMatch(/title: "El objeto Plantilla de consentimiento"/);
    expect(page).toContain('## Campos');
    expect(page).toContain('## Ejemplo');
    expect(page).toContain('## Usado en');
    const data = JSON.parse(read('_data/schema-consenttemplate.json')) as {
      schema: {properties: {name: string}[]};
      usedBy: {href: string}[];
    };
    expect(data.schema.properties.map((p) => p.name)).toContain('data_uses');
    expect(data.usedBy.map((u) => u.href)).toContain('/docs/api/resources/create-consent-template');
  });

  it('shows no English chrome: no Send, Request or Responses outside code', () => {
    const english = /\b(Send|Request|Requests|Response|Responses|Try it|Body|Parameters|Required|Example|Schema)\b/;
    for (const file of fs.readdirSync(outDir).filter((f) => f.endsWith('.mdx'))) {
      expect(withoutCode(read(file)), file).not.toMatch(english);
    }
    for (const file of fs.readdirSync(path.join(outDir, 'schemas'))) {
      expect(withoutCode(read(`schemas/${file}`)), file).not.toMatch(english);
    }
    const strings = fs.readFileSync(path.join(__dirname, '../../src/components/api/strings.ts'), 'utf8');
    const messages = [...strings.matchAll(/message: '([^']*)'/g)].map((m) => m[1]);
    expect(messages.length).toBeGreaterThan(20);
    for (const message of messages) expect(message).not.toMatch(english);
  });

  it('has no send-request button or API explorer in any page', () => {
    for (const file of fs.readdirSync(outDir).filter((f) => f.endsWith('.mdx'))) {
      // Descriptions may say "enviar"; what must not exist is a control that sends a request.
      expect(withoutCode(read(file)), file).not.toMatch(
        /<button|ApiExplorer|theme-openapi|Enviar solicitud|Send request|Try it/i,
      );
    }
  });

  it("keeps each page's data to that page instead of embedding the whole description", () => {
    const dataDir = path.join(outDir, '_data');
    for (const file of fs.readdirSync(dataDir)) {
      const size = fs.statSync(path.join(dataDir, file)).size;
      expect(size, file).toBeLessThan(120_000);
    }
    const page = read('_data/create-consent-template.json');
    expect(page).not.toContain('Obtener un acuerdo');
    expect(page).not.toContain('"paths"');
  });

  it('writes MDX that compiles', async () => {
    const files = [
      ...fs.readdirSync(outDir).filter((f) => f.endsWith('.mdx')),
      ...fs.readdirSync(path.join(outDir, 'schemas')).map((f) => `schemas/${f}`),
    ];
    for (const file of files) {
      // Docusaurus reads the front matter itself and escapes `{#id}` the same way.
      const body = read(file).replace(/^---\n[\s\S]*?\n---\n/, '');
      await expect(compile(body), file).resolves.toBeDefined();
    }
  }, 60_000);

  it('leaves the files alone when the description has not changed', async () => {
    const sidebar = path.join(outDir, 'sidebar.json');
    const mtime = fs.statSync(sidebar).mtimeMs;
    const again = await generateApiReference({outDir});
    expect(again.changed).toBe(false);
    expect(fs.statSync(sidebar).mtimeMs).toBe(mtime);
  });
});

describe('regenerating over previous pages', () => {
  const FIXTURE = path.join(__dirname, '../fixtures/openapi-minimal');
  let work: string;

  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-regen-'));
    fs.cpSync(FIXTURE, path.join(work, 'openapi'), {recursive: true});
  });
  afterAll(() => fs.rmSync(work, {recursive: true, force: true}));

  it('replaces only what changed, removes pages that no longer exist and leaves no staging directory', async () => {
    const file = path.join(work, 'openapi/openapi.yaml');
    const out = path.join(work, 'resources');
    await generateApiReference({file, outDir: out});
    const schemaPage = path.join(out, 'schemas/widget.mdx');
    const schemaTime = fs.statSync(schemaPage).mtimeMs;
    fs.writeFileSync(path.join(out, 'stale-operation.mdx'), 'de una descripción anterior\n');

    const source = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, source.replace('summary: Obtener un artefacto', 'summary: Consultar un artefacto'));
    const result = await generateApiReference({file, outDir: out});

    expect(result.changed).toBe(true);
    expect(fs.readFileSync(path.join(out, 'get-widget.mdx'), 'utf8')).toContain('title: "Consultar un artefacto"');
    expect(fs.readFileSync(path.join(out, 'sidebar.json'), 'utf8')).toContain('"label": "Consultar un artefacto"');
    expect(fs.existsSync(path.join(out, 'stale-operation.mdx'))).toBe(false);
    expect(fs.statSync(schemaPage).mtimeMs).toBe(schemaTime);
    expect(fs.readdirSync(work).sort()).toEqual(['openapi', 'resources']);
  });
});
