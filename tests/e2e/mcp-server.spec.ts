/**
 * `npm run mcp` (scripts/mcp.ts) through the official SDK's client over stdio, on the production build:
 * it lists its tools, searches, returns pages and operations, and answers bad input with a tool error.
 */
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadBuildSearch} from '../../src/lib/search/node';
import {searchIndex} from '../../src/lib/search/engine';

type Result = {content: {type: string; text: string}[]; isError?: boolean};

describe('MCP server over stdio', () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({name: 'custodia-docs-test', version: '1.0.0'});
    // tsx directly: the server's stdout carries the protocol, and npm would print its banner there.
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ['node_modules/tsx/dist/cli.mjs', 'scripts/mcp.ts'],
        stderr: 'pipe',
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await client?.close();
  });

  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({name, arguments: args})) as Result;

  it('lists the three tools, each described in Spanish and English', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['buscar_documentacion', 'obtener_operacion', 'obtener_pagina']);
    for (const tool of tools)
      expect(tool.description, tool.name).toMatch(/Devuelve|Busca[\s\S]* \/ (Returns|Searches)/);
  });

  it('searches with the site index and ranking: titles, URLs, Markdown URLs and excerpts, in the site order', async () => {
    const result = await call('buscar_documentacion', {consulta: 'webhooks', limite: 3});
    expect(result.isError).toBeFalsy();
    const text = result.content[0].text;
    // The same function, index and vocabulary as the site's search give the order the tool must keep.
    const {api, vocabulary} = await loadBuildSearch(process.env.SITE_BUILD_DIR ?? 'build');
    const site = await searchIndex(api, 'webhooks', {limit: 3, vocabulary});
    const urls = [...text.matchAll(/^ {3}URL: https:\/\/docs\.custodia\.example(\S+)$/gm)].map((m) => m[1]);
    expect(urls).toEqual(site.hits.map((hit) => hit.url));
    expect(text).toMatch(
      /^1\. .+\n {3}URL: https:\/\/docs\.custodia\.example\/docs\/\S+\n {3}Markdown: https:\/\/docs\.custodia\.example\/docs\/\S+\.md\n {3}\S/m,
    );
    expect(text.match(/^\d+\. /gm)).toHaveLength(3);
  }, 60_000);

  it('puts the page an exact API token names first, at its heading', async () => {
    const result = await call('buscar_documentacion', {consulta: 'idempotency_key_reused', limite: 3});
    expect(result.content[0].text).toMatch(
      /^1\. .+\n {3}URL: https:\/\/docs\.custodia\.example\/docs\/api\/errors#idempotency_key_reused\n {3}Markdown: https:\/\/docs\.custodia\.example\/docs\/api\/errors\.md#idempotency_key_reused\n/m,
    );
  }, 60_000);

  it('returns a page as Markdown by URL or by path', async () => {
    for (const url of [
      '/docs/api/errors',
      'https://docs.custodia.example/docs/api/errors.md#rate_limited',
      'docs/api/errors',
    ]) {
      const result = await call('obtener_pagina', {url});
      expect(result.isError, url).toBeFalsy();
      expect(result.content[0].text, url).toMatch(/^---\ntitle: Errores/);
    }
  });

  it('returns an operation by operationId or by method and a concrete path, with one language sample', async () => {
    const byId = await call('obtener_operacion', {operation_id: 'create-consent-template'});
    expect(byId.content[0].text).toContain('`POST /consent-templates`');
    expect(byId.content[0].text).toContain('**Go**');
    const byPath = await call('obtener_operacion', {
      metodo: 'get',
      ruta: '/entities/ent_3FhT9cLq2WmZ8xVb4NdR6yKs',
      lenguaje: 'python',
    });
    const text = byPath.content[0].text;
    expect(text).toContain('`GET /entities/{entity_id}`');
    expect(text).toContain('## Respuestas');
    expect(text).toContain('**Python**\n\n```python');
    expect(text).not.toContain('**Ruby**');
  });

  it('answers bad input with a clear tool error, and keeps serving', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['buscar_documentacion', {consulta: '   '}, /consulta está vacía/],
      ['obtener_pagina', {url: '/docs/no-existe'}, /No existe la página «\/docs\/no-existe»/],
      ['obtener_pagina', {url: '../../etc/passwd'}, /No existe la página/],
      ['obtener_pagina', {url: 'https://example.org/docs/api/intro'}, /No existe la página/],
      ['obtener_operacion', {operation_id: 'borrar-todo'}, /No existe la operación «borrar-todo»/],
      ['obtener_operacion', {metodo: 'DELETE', ruta: '/consent-templates'}, /No existe la operación/],
      ['obtener_operacion', {}, /Indica operation_id, o metodo y ruta/],
      ['obtener_operacion', {operation_id: 'create-consent-template', lenguaje: 'cobol'}, /No hay ejemplos en «cobol»/],
    ];
    for (const [name, args, message] of cases) {
      const result = await call(name, args);
      expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(result.content[0].text).toMatch(message);
    }
    expect((await call('obtener_pagina', {url: '/docs'})).isError).toBeFalsy();
  });
});
