// Usage: npm run mcp [-- --dir build]   (after `npm run build`)
// A Model Context Protocol server over stdio that serves the built documentation to coding assistants:
// search (the site's Pagefind index and ranking), a page's Markdown, and one API operation. It reads
// build/ only and never opens a network connection.
import fs from 'node:fs';
import path from 'node:path';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {z} from 'zod';
import {links} from '../config/links';
import {loadBuildSearch} from '../src/lib/search/node';
import {searchIndex} from '../src/lib/search/engine';
import {segmentsToText} from '../src/lib/search/excerpt';
import {headingsOf, pageSection} from '../src/plugins/markdownExport/sections';
import {markdownFile} from '../src/plugins/markdownExport/urls';
import {version} from '../package.json';

const SITE = links.docsSite;
const dirArg = process.argv.indexOf('--dir');
const BUILD = path.resolve(dirArg > -1 ? process.argv[dirArg + 1] : path.join(__dirname, '../build'));

/** A tool's answer: text, or a clear error the assistant can act on (never an exception). */
type ToolResult = {content: {type: 'text'; text: string}[]; isError?: boolean};
const text = (value: string): ToolResult => ({content: [{type: 'text', text: value}]});
const toolError = (message: string): ToolResult => ({content: [{type: 'text', text: message}], isError: true});

function readBuild(relative: string): string | undefined {
  const file = path.resolve(BUILD, relative);
  if (!file.startsWith(BUILD + path.sep)) return undefined;
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

// --- Search: the site's own search over build/ (src/lib/search/node.ts). ---

async function search(query: string, limit: number): Promise<ToolResult> {
  if (query.trim() === '')
    return toolError(
      'La consulta está vacía: escribe qué buscas (por ejemplo, "webhooks firma"). / The query is empty.',
    );
  const {api, vocabulary} = await loadBuildSearch(BUILD);
  const outcome = await searchIndex(api, query, {limit, vocabulary});
  if (outcome.hits.length === 0) return text(`Sin resultados para «${query}». / No results.`);
  const lines = outcome.hits.map((hit, i) => {
    // The hash stays: an error code or a section opens its page at that heading, as on the site.
    const {pathname, hash} = new URL(hit.url, SITE);
    return [
      `${i + 1}. ${hit.title}`,
      `   URL: ${SITE}${pathname}${hash}`,
      `   Markdown: ${SITE}/${markdownFile(pathname)}${hash}`,
      `   ${segmentsToText(hit.excerpt)}`,
    ].join('\n');
  });
  return text(
    `${outcome.total} resultados para «${query}» (los ${outcome.hits.length} primeros):\n\n${lines.join('\n\n')}`,
  );
}

// --- Pages ---

/** `/docs/x`, `docs/x.md`, `https://docs.custodia.example/docs/x#y` → the page path `/docs/x`. */
function pagePathOf(input: string): string | undefined {
  let value = input.trim();
  if (value === '') return undefined;
  if (/^https?:\/\//i.test(value)) {
    const url = new URL(value);
    if (url.origin !== new URL(SITE).origin) return undefined;
    value = url.pathname;
  }
  value = value.replace(/[?#].*$/, '');
  if (!value.startsWith('/')) value = `/${value}`;
  value = value
    .replace(/\.md$/, '')
    .replace(/\/index$/, '/')
    .replace(/\/+$/, '');
  return value === '' ? '/' : value;
}

function getPage(input: string, section?: string): ToolResult {
  const page = pagePathOf(input);
  const markdown = page && readBuild(markdownFile(page));
  if (!markdown) {
    return toolError(
      `No existe la página «${input}» en ${SITE}. Usa buscar_documentacion para encontrarla, o una ruta como /docs/api/intro. / Unknown page.`,
    );
  }
  if (!section?.trim()) return text(markdown);
  const part = pageSection(markdown, section);
  if (part) return text(part);
  const sections = headingsOf(markdown).map((h) => `${'  '.repeat(h.level - 2)}- ${h.slug} (${h.text})`);
  return toolError(
    `La página ${page} no tiene la sección «${section}». Sus secciones: / No such section. Sections:\n${sections.join('\n')}`,
  );
}

// --- Operations ---

interface OperationRef {
  id: string;
  method: string;
  path: string;
}

let operations: OperationRef[] | undefined;

function loadOperations(): OperationRef[] {
  if (operations) return operations;
  const json = readBuild('openapi.json');
  if (!json) throw new Error(`no hay ${path.join(BUILD, 'openapi.json')}: ejecuta "npm run build"`);
  const spec = JSON.parse(json) as {paths?: Record<string, Record<string, {operationId?: string}>>};
  operations = Object.entries(spec.paths ?? {}).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([method, op]) => /^(get|put|post|patch|delete|head|options)$/.test(method) && op.operationId)
      .map(([method, op]) => ({id: op.operationId!, method: method.toUpperCase(), path: p})),
  );
  return operations;
}

/** The code sample labels of the operation pages, and what a reader may call each. */
const LANGUAGES: Record<string, string[]> = {
  cURL: ['curl', 'bash', 'shell', 'sh'],
  'Node.js': ['node', 'nodejs', 'node.js', 'javascript', 'js', 'typescript', 'ts'],
  Python: ['python', 'py'],
  Ruby: ['ruby', 'rb'],
  Go: ['go', 'golang'],
  Java: ['java'],
  PHP: ['php'],
  'C#': ['c#', 'csharp', 'cs', '.net', 'dotnet'],
  PowerShell: ['powershell', 'pwsh', 'ps'],
};

function findOperation(args: {operation_id?: string; metodo?: string; ruta?: string}): OperationRef | undefined {
  const all = loadOperations();
  if (args.operation_id?.trim()) return all.find((op) => op.id === args.operation_id!.trim());
  if (!args.metodo?.trim() || !args.ruta?.trim()) return undefined;
  const method = args.metodo.trim().toUpperCase();
  const wanted = args.ruta
    .trim()
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/v1(?=\/)/, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  const exact = all.find((op) => op.method === method && op.path === wanted);
  if (exact) return exact;
  // A concrete path (`/entities/ent_123`) matches its template (`/entities/{entity_id}`).
  return all.find((op) => {
    if (op.method !== method) return false;
    const pattern = new RegExp(
      `^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
    );
    return pattern.test(wanted);
  });
}

function getOperation(args: {operation_id?: string; metodo?: string; ruta?: string; lenguaje?: string}): ToolResult {
  if (!args.operation_id?.trim() && !(args.metodo?.trim() && args.ruta?.trim())) {
    return toolError(
      'Indica operation_id, o metodo y ruta (por ejemplo, POST /consent-templates). / Give operation_id, or method and path.',
    );
  }
  const op = findOperation(args);
  if (!op) {
    const asked = args.operation_id?.trim() || `${args.metodo} ${args.ruta}`;
    return toolError(
      `No existe la operación «${asked}» en la API de Custodia. Usa buscar_documentacion para encontrarla. / Unknown operation.`,
    );
  }
  const markdown = readBuild(markdownFile(`/docs/api/resources/${op.id}`));
  if (!markdown) return toolError(`La operación ${op.id} no tiene página en ${BUILD}: vuelve a compilar el sitio.`);
  if (!args.lenguaje?.trim()) return text(markdown);
  const wanted = args.lenguaje.trim().toLowerCase();
  const label = Object.entries(LANGUAGES).find(
    ([name, aliases]) => name.toLowerCase() === wanted || aliases.includes(wanted),
  )?.[0];
  if (!label)
    return toolError(
      `No hay ejemplos en «${args.lenguaje}». Lenguajes: ${Object.keys(LANGUAGES).join(', ')}. / Unknown language.`,
    );
  // Keep the samples section's note and the requested language's block only.
  const [before, samples = ''] = markdown.split(/^## Ejemplos de código$/m);
  const blocks = samples.split(/^(?=\*\*[^*\n]+\*\*$)/m);
  const note = blocks[0];
  const chosen = blocks.find((b) => b.startsWith(`**${label}**`)) ?? '';
  return text(`${before}## Ejemplos de código${note}${chosen}`.trimEnd() + '\n');
}

// --- Server ---

const server = new McpServer({name: 'custodia-docs', version});

server.registerTool(
  'buscar_documentacion',
  {
    title: 'Buscar en la documentación de Custodia / Search the Custodia docs',
    description:
      'Busca en la documentación de Custodia (guías, referencia de la API, eventos de webhook, errores) con el mismo índice y orden que el buscador del sitio. Devuelve título, URL, URL de la copia en Markdown y un extracto de cada resultado. / Searches the Custodia documentation with the site search index and ranking; returns title, URL, Markdown URL and excerpt.',
    inputSchema: {
      consulta: z
        .string()
        .describe('Qué buscar, en español (por ejemplo, "verificar firma de webhook"). / What to search for.'),
      limite: z
        .number()
        .int()
        .min(1)
        .max(20)
        .optional()
        .describe('Cuántos resultados (1-20, 5 por defecto). / How many results.'),
    },
  },
  async ({consulta, limite}) => {
    try {
      return await search(consulta, limite ?? 5);
    } catch (error) {
      return toolError(`La búsqueda no está disponible: ${(error as Error).message}. / Search unavailable.`);
    }
  },
);

server.registerTool(
  'obtener_pagina',
  {
    title: 'Obtener una página en Markdown / Get a page as Markdown',
    description:
      'Devuelve la copia en Markdown de una página de la documentación de Custodia, por URL (https://docs.custodia.example/docs/api/intro) o ruta (/docs/api/intro), completa o solo una sección (seccion). / Returns the Markdown of a Custodia documentation page by URL or path, whole or one section.',
    inputSchema: {
      url: z.string().describe('URL o ruta de la página, con o sin .md. / Page URL or path, with or without .md.'),
      seccion: z
        .string()
        .optional()
        .describe(
          'Solo esta sección: su ancla (verificar-la-firma, la parte después de # en la URL) o el texto de su encabezado; sin ella, la página completa. / Only this section, by anchor or heading text.',
        ),
    },
  },
  ({url, seccion}) => getPage(url, seccion),
);

server.registerTool(
  'obtener_operacion',
  {
    title: 'Obtener una operación de la API / Get an API operation',
    description:
      'Devuelve una operación de la API de Custodia, por operationId (create-consent-template) o por método y ruta (POST /consent-templates): método y URL, credenciales, parámetros, campos del cuerpo con tipos y restricciones, cada respuesta con sus errores y ejemplos, y un ejemplo de código en el lenguaje pedido. / Returns one Custodia API operation by operationId or method and path: parameters, schemas, auth, errors and a code sample in the requested language.',
    inputSchema: {
      operation_id: z
        .string()
        .optional()
        .describe('El operationId, por ejemplo create-consent-template. / The operationId.'),
      metodo: z.string().optional().describe('Método HTTP, con ruta (GET, POST…). / HTTP method, with ruta.'),
      ruta: z
        .string()
        .optional()
        .describe('Ruta de la API, plantilla o concreta (/entities/{entity_id} o /entities/ent_123). / API path.'),
      lenguaje: z
        .string()
        .optional()
        .describe(
          `Lenguaje del ejemplo de código: ${Object.keys(LANGUAGES).join(', ')}; sin él, todos. / Code sample language; all when absent.`,
        ),
    },
  },
  (args) => {
    try {
      return getOperation(args);
    } catch (error) {
      return toolError(`La referencia de la API no está disponible: ${(error as Error).message}.`);
    }
  },
);

server.connect(new StdioServerTransport()).catch((error: unknown) => {
  console.error(`No se pudo iniciar el servidor MCP: ${(error as Error).message}`);
  process.exit(1);
});
