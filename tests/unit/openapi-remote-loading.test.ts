/**
 * OPENAPI_URL: every way a remote description can fail stops the generation with one line that
 * names the cause, and leaves the previously generated pages exactly as they were.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {generateApiReference} from '../../src/plugins/openapi/generate';
import {optionsFromEnv} from '../../src/plugins/openapi/load';

const FIXTURE = path.join(__dirname, '../fixtures/openapi-minimal');
const PREFIX = 'No se pudo generar la referencia de la API: ';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

async function serve(handler: Handler): Promise<{base: string; close: () => Promise<void>}> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Serves fixed bodies by path (text/yaml), 404 otherwise. */
function files(bodies: Record<string, string>): Handler {
  return (req, res) => {
    const body = bodies[req.url ?? ''];
    if (body === undefined) {
      res.writeHead(404).end('no existe');
      return;
    }
    res.writeHead(200, {'content-type': 'application/yaml'}).end(body);
  };
}

function fixture(file: string): string {
  return fs.readFileSync(path.join(FIXTURE, file), 'utf8');
}

/** Every file under a directory, with its bytes, to compare before and after. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, {withFileTypes: true})) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = fs.readFileSync(full).toString('base64');
    }
  };
  walk(dir);
  return out;
}

let root: string;
let outDir: string;
let before: Record<string, string>;
const servers: {close: () => Promise<void>}[] = [];

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-openapi-'));
  outDir = path.join(root, 'resources');
  fs.mkdirSync(path.join(outDir, 'schemas'), {recursive: true});
  fs.writeFileSync(path.join(outDir, 'get-previous.mdx'), '---\ntitle: Página anterior\n---\n\nGenerada antes.\n');
  fs.writeFileSync(path.join(outDir, 'schemas', 'previous.mdx'), '---\ntitle: El objeto Anterior\n---\n');
  fs.writeFileSync(path.join(outDir, 'sidebar.json'), '[{"type":"category","label":"Anterior","items":[]}]\n');
  before = snapshot(outDir);
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  fs.rmSync(root, {recursive: true, force: true});
});

async function start(handler: Handler): Promise<string> {
  const server = await serve(handler);
  servers.push(server);
  return server.base;
}

/** Runs the generation as the build does, from the environment variables. */
async function generateFrom(env: Record<string, string>) {
  return generateApiReference({...optionsFromEnv(env), outDir});
}

async function expectFailure(env: Record<string, string>, cause: RegExp): Promise<void> {
  const error = await generateFrom(env).then(
    () => undefined,
    (e: Error) => e,
  );
  expect(error, 'la generación debía fallar').toBeInstanceOf(Error);
  const message = error!.message;
  expect(message.startsWith(PREFIX)).toBe(true);
  expect(message).not.toMatch(/\n/);
  expect(message.slice(PREFIX.length)).toMatch(cause);
  expect(snapshot(outDir)).toEqual(before);
  // No temporary directory is left next to the output either.
  expect(fs.readdirSync(root)).toEqual(['resources']);
}

describe('generating the API reference from OPENAPI_URL', () => {
  it('fails naming the URL when nothing listens on it, and keeps the previous pages', async () => {
    const base = await start(() => undefined);
    await servers.pop()!.close();
    const url = `${base}/openapi.yaml`;
    await expectFailure(
      {OPENAPI_URL: url},
      new RegExp(`^OPENAPI_URL ${url.replace(/[.]/g, '\\.')} no es accesible \\(ECONNREFUSED\\)$`),
    );
  });

  it('fails with the HTTP status when the server answers 500, and keeps the previous pages', async () => {
    const base = await start((_req, res) => res.writeHead(500).end('fallo'));
    await expectFailure(
      {OPENAPI_URL: `${base}/openapi.yaml`},
      /^OPENAPI_URL http:\/\/127\.0\.0\.1:\d+\/openapi\.yaml respondió HTTP 500 Internal Server Error$/,
    );
  });

  it('gives up after OPENAPI_TIMEOUT_MS when the server never answers, and keeps the previous pages', async () => {
    const base = await start(() => undefined);
    const started = Date.now();
    await expectFailure(
      {OPENAPI_URL: `${base}/openapi.yaml`, OPENAPI_TIMEOUT_MS: '300'},
      /^OPENAPI_URL http:\/\/127\.0\.0\.1:\d+\/openapi\.yaml no respondió en 300 ms$/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports the line of the problem when the file is not valid YAML, and keeps the previous pages', async () => {
    const base = await start(files({'/openapi.yaml': 'openapi: 3.1.0\ninfo:\n  title: [sin cerrar\n  version: 1\n'}));
    await expectFailure(
      {OPENAPI_URL: `${base}/openapi.yaml`},
      /^OPENAPI_URL \S+ no es YAML válido: .+ \(línea \d+, columna \d+\)$/,
    );
  });

  it.each([
    [
      'an OpenAPI 3.0 document',
      'openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths: {}\n',
      /no es una descripción OpenAPI 3\.1 \(declara openapi: 3\.0\.3\)$/,
    ],
    [
      'YAML that is not OpenAPI at all',
      'nombre: Custodia\nversion: 1\n',
      /no es una descripción OpenAPI 3\.1 \(falta el campo "openapi"\)$/,
    ],
    [
      'a document without info.title',
      'openapi: 3.1.0\ninfo: {version: "1"}\npaths: {}\n',
      /no es una descripción OpenAPI 3\.1 válida: falta "info\.title"$/,
    ],
    [
      'a document without paths',
      'openapi: 3.1.0\ninfo: {title: T, version: "1"}\n',
      /no es una descripción OpenAPI 3\.1 válida: falta el objeto "paths"$/,
    ],
    [
      'an operation without operationId',
      'openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths:\n  /a:\n    get:\n      responses: {"200": {description: ok}}\n',
      /válida: GET \/a no tiene operationId$/,
    ],
    [
      'an operation without responses',
      'openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths:\n  /a:\n    get:\n      operationId: get-a\n',
      /válida: GET \/a no tiene "responses"$/,
    ],
    [
      'an operationId that is not a safe page name',
      'openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths:\n  /a:\n    get:\n      operationId: ../../fuera\n      responses: {"200": {description: ok}}\n',
      /válida: el operationId "\.\.\/\.\.\/fuera" no sirve como nombre de página$/,
    ],
    [
      'a $ref that points nowhere',
      'openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths:\n  /a:\n    $ref: "#/components/pathItems/nada"\n',
      /^referencia sin resolver "#\/components\/pathItems\/nada" en OPENAPI_URL \S+$/,
    ],
    [
      'a $ref to a file the server does not have',
      'openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths:\n  /a:\n    $ref: "paths/a.yaml#/a"\n',
      /^referencia sin resolver "paths\/a\.yaml#\/a" en OPENAPI_URL \S+ \(http:\/\/127\.0\.0\.1:\d+\/paths\/a\.yaml respondió HTTP 404 Not Found\)$/,
    ],
  ])('rejects %s with a one-line cause, and keeps the previous pages', async (_name, body, cause) => {
    const base = await start(files({'/openapi.yaml': body}));
    await expectFailure({OPENAPI_URL: `${base}/openapi.yaml`}, cause);
  });

  it('rejects an OPENAPI_TIMEOUT_MS that is not a number of milliseconds before fetching anything', async () => {
    let requests = 0;
    const base = await start((_req, res) => {
      requests++;
      res.end(fixture('openapi.yaml'));
    });
    await expectFailure(
      {OPENAPI_URL: `${base}/openapi.yaml`, OPENAPI_TIMEOUT_MS: 'quince'},
      /^OPENAPI_TIMEOUT_MS debe ser un número entero/,
    );
    expect(requests).toBe(0);
  });

  it('generates the pages from a valid remote description, resolving its relative $refs against the URL', async () => {
    const base = await start(
      files({'/api/openapi.yaml': fixture('openapi.yaml'), '/api/schemas/Widget.yaml': fixture('schemas/Widget.yaml')}),
    );
    const result = await generateFrom({OPENAPI_URL: `${base}/api/openapi.yaml`});

    expect(result).toMatchObject({operations: 1, events: 1, schemas: 1, tags: 1, changed: true});
    expect(result.source).toBe(`OPENAPI_URL ${base}/api/openapi.yaml`);
    const after = Object.keys(snapshot(outDir)).sort();
    expect(after).toEqual(
      [
        '_data/changelog.json',
        '_data/get-widget.json',
        '_data/schema-widget.json',
        '_data/widget-created.json',
        'get-widget.mdx',
        'schemas/widget.mdx',
        'sidebar.json',
        'widget-created.mdx',
      ].sort(),
    );
    expect(fs.readFileSync(path.join(outDir, 'get-widget.mdx'), 'utf8')).toContain('title: "Obtener un artefacto"');
    expect(fs.readFileSync(path.join(outDir, 'schemas/widget.mdx'), 'utf8')).toContain('title: "El objeto Artefacto"');
    expect(fs.readdirSync(root)).toEqual(['resources']);
  });

  it('accepts a remote description written as JSON', async () => {
    const yamlText = fixture('openapi.yaml').replaceAll(
      "$ref: 'schemas/Widget.yaml'",
      "$ref: '#/components/schemas/Widget'",
    );
    const inline = yamlText.replace(
      "    Widget:\n      $ref: '#/components/schemas/Widget'",
      '    Widget: {title: Artefacto, x-tags: [Widgets], type: object, properties: {id: {type: string}}}',
    );
    const {default: yaml} = await import('js-yaml');
    const base = await start((_req, res) =>
      res.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify(yaml.load(inline))),
    );
    const result = await generateFrom({OPENAPI_URL: `${base}/openapi.json`});
    expect(result).toMatchObject({operations: 1, events: 1, schemas: 1});
  });

  it('stops instead of following $refs forever when every URL returns the same relative reference', async () => {
    const body =
      'openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths:\n  /a:\n    $ref: "otra/openapi.yaml#/paths/~1a"\n';
    const base = await start((_req, res) => res.end(body));
    await expectFailure({OPENAPI_URL: `${base}/openapi.yaml`}, /la descripción referencia más de \d+ archivos/);
  });

  it('does not rewrite anything when the remote description produces the same pages', async () => {
    const base = await start(
      files({'/openapi.yaml': fixture('openapi.yaml'), '/schemas/Widget.yaml': fixture('schemas/Widget.yaml')}),
    );
    await generateFrom({OPENAPI_URL: `${base}/openapi.yaml`});
    const page = path.join(outDir, 'get-widget.mdx');
    const mtime = fs.statSync(page).mtimeMs;
    const again = await generateFrom({OPENAPI_URL: `${base}/openapi.yaml`});
    expect(again.changed).toBe(false);
    expect(fs.statSync(page).mtimeMs).toBe(mtime);
  });
});
