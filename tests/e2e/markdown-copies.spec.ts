/**
 * The documentation as assistants read it, on the built site: a Markdown copy of every required page,
 * /llms.txt in the llmstxt.org format with every link answering, /llms-full.txt, and the downloads
 * (the OpenAPI bundle passes Redocly's lint; the Postman collection passes the v2.1 schema).
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import yaml from 'js-yaml';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import {baseUrl} from './setup/browser';
import {requiredRoutes} from './setup/routes';
import {json, parseJson} from '../unit/helpers/json';

const SITE = 'https://docs.custodia.example';
const BUILD = path.resolve('build');
const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm);

/** The copy's URL on the test server: `/` → `/index.md`, `/docs/x` → `/docs/x.md`. */
const copyOf = (route: string) => (route === '/' ? '/index.md' : `${route.replace(/\/$/, '')}.md`);
const local = (url: string) => url.replace(SITE, baseUrl());

/**
 * The opening of a copy, up to the end of its first `# ` title after the front matter: all the tree below reads is
 * its first three nodes, and parsing every copy whole (some are 60 KB of code samples) was most of this file's time.
 */
function opening(text: string): string {
  const body = text.startsWith('---\n') ? text.indexOf('\n---\n', 4) + 5 : 0;
  const title = text.slice(body).search(/^# /m);
  if (body < 5 || title < 0) return text;
  const end = text.indexOf('\n', body + title);
  return end < 0 ? text : text.slice(0, end + 1);
}

/** Elements of the site's chrome (and any HTML element at all) that a copy must not carry. */
const CHROME = /<(nav|footer|header|aside|script|style|div|button|html|body|svg)\b/i;

describe('Markdown copies of the pages', () => {
  it('every required route but /search has a copy: front matter, the llms.txt pointer, its title, no chrome', async () => {
    const problems: string[] = [];
    for (const route of requiredRoutes().filter((r) => r !== '/search')) {
      const response = await fetch(baseUrl() + copyOf(route));
      if (response.status !== 200) {
        problems.push(`${route}: HTTP ${response.status}`);
        continue;
      }
      const text = await response.text();
      // The page's HTML from disk: fetching 200 pages twice is slow on a busy machine, and its answer is tested elsewhere.
      const html = fs.readFileSync(path.join(BUILD, route, 'index.html'), 'utf8');
      const title = html
        .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
        ?.replace(/<[^>]+>/g, '')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&');
      const [front, pointer, heading] = parser.parse(opening(text)).children;
      const meta = front?.type === 'yaml' ? (yaml.load(front.value) as Record<string, string>) : undefined;
      if (!meta) problems.push(`${route}: sin front matter`);
      else {
        for (const key of ['title', 'description', 'url', 'lang', 'version'])
          if (!meta[key]) problems.push(`${route}: front matter sin ${key}`);
        if (meta.lang !== 'es') problems.push(`${route}: lang ${meta.lang}`);
        if (meta.url !== SITE + route) problems.push(`${route}: url ${meta.url}`);
      }
      if (pointer?.type !== 'blockquote' || !text.includes(`${SITE}/llms.txt`))
        problems.push(`${route}: la primera línea no apunta a /llms.txt`);
      if (heading?.type !== 'heading' || heading.depth !== 1) problems.push(`${route}: sin título H1`);
      if (title && !text.includes(`# ${title.trim()}`))
        problems.push(`${route}: el título "${title.trim()}" no está en la copia`);
      const prose = text.replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1\2[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
      if (CHROME.test(prose)) problems.push(`${route}: HTML en la copia: ${prose.match(CHROME)?.[0]}`);
      if (/^\s*(import|export) /m.test(prose) || /<(Tabs|TabItem)\b/.test(prose) || /^:::/m.test(prose))
        problems.push(`${route}: MDX sin convertir`);
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it('each HTML page names its copy with <link rel="alternate" type="text/markdown">', async () => {
    for (const route of ['/', '/docs', '/docs/api/intro', '/docs/api/resources/create-consent-template']) {
      const html = await (await fetch(baseUrl() + route)).text();
      expect(html, route).toContain(`<link rel="alternate" type="text/markdown" href="${copyOf(route)}">`);
      expect(html.match(/type="text\/markdown"/g), route).toHaveLength(1);
    }
  });

  it('turns components into Markdown: tabs into labelled fences, admonitions into blockquotes, links to .md copies', async () => {
    const auth = await (await fetch(baseUrl() + '/docs/api/authentication.md')).text();
    expect(auth).toMatch(/\*\*cURL\*\*\n\n```bash\ncurl /);
    expect(auth).toMatch(/\*\*Python\*\*\n\n```python\n/);
    expect(auth).toContain('```mermaid\n');
    expect(auth).toContain(`](${SITE}/docs/api/resources/get-company-config.md)`);
    const withAdmonition = fs.readdirSync('docs/integration-guide', {recursive: true}) as string[];
    const source = withAdmonition.find(
      (f) => /\.mdx$/.test(f) && /^:::tip\[/m.test(fs.readFileSync(path.join('docs/integration-guide', f), 'utf8')),
    )!;
    const title = fs.readFileSync(path.join('docs/integration-guide', source), 'utf8').match(/^:::tip\[(.+)\]/m)![1];
    const copy = await (await fetch(`${baseUrl()}/docs/integration-guide/${source.replace(/\.mdx$/, '')}.md`)).text();
    expect(copy).toContain(`> **${title.replace(/`/g, '`')}**`);
    const general = await (await fetch(baseUrl() + '/docs/integration-guide/general-concepts.md')).text();
    expect(general).toMatch(new RegExp(`!\\[[^\\]]{20,}\\]\\(${SITE}/img/integration-guide/resource-map\\.svg\\)`));
  });

  it('an operation copy carries method and URL, security, parameters, body fields, every response and the samples', async () => {
    const text = await (await fetch(baseUrl() + '/docs/api/resources/create-consent-template.md')).text();
    const spec = yaml.load(fs.readFileSync(path.join(BUILD, 'openapi.yaml'), 'utf8')) as {
      paths: Record<string, Record<string, {responses: Record<string, unknown>}>>;
    };
    expect(text).toContain('`POST /consent-templates`');
    expect(text).toContain('`https://sandbox.api.custodia.example/v1/consent-templates`');
    expect(text).toContain('## Autenticación');
    expect(text).toContain('`Authorization: Bearer`');
    expect(text).toContain('### Cuerpo de la solicitud');
    expect(text).toMatch(/- `name` \(string, obligatorio\)/);
    for (const status of Object.keys(spec.paths['/consent-templates'].post.responses))
      expect(text).toContain(`### ${status}`);
    for (const label of ['cURL', 'Node.js', 'Python', 'Ruby', 'Go', 'Java', 'PHP', 'C#', 'PowerShell'])
      expect(text).toContain(`**${label}**`);
    expect(text).toContain(`[JSON](${SITE}/openapi.json)`);
  });
});

describe('llms.txt and llms-full.txt', () => {
  it('llms.txt has an H1, a summary blockquote and H2 sections of [title](url): description links, under 50,000 characters', async () => {
    const response = await fetch(baseUrl() + '/llms.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.length).toBeLessThan(50_000);
    const tree = parser.parse(text);
    expect(tree.children[0]).toMatchObject({type: 'heading', depth: 1});
    expect(tree.children[1].type).toBe('blockquote');
    const h2 = tree.children
      .filter((n) => n.type === 'heading')
      .map((n) => (n.type === 'heading' && n.children[0]?.type === 'text' ? n.children[0].value : ''));
    expect(h2.filter((t) => t !== '').slice(1, 6)).toEqual(
      expect.arrayContaining(['Guía de integración', 'Referencia de la API', 'Errores', 'Guía de usuario']),
    );
    // After the first H2, only H2s and lists of links, each item `[title](url)` and optionally `: notes`.
    const firstH2 = tree.children.findIndex((n) => n.type === 'heading' && n.depth === 2);
    for (const node of tree.children.slice(firstH2)) expect(['heading', 'list']).toContain(node.type);
    expect(
      text
        .split('\n')
        .filter((l) => l.startsWith('- '))
        .every((l) => /^- \[[^\]]+\]\(https:\/\/[^)\s]+\)(: .+)?$/.test(l)),
    ).toBe(true);
  });

  it('every link of llms.txt and of its section files answers 200 on the built site', async () => {
    const seen = new Set<string>();
    const queue = ['/llms.txt'];
    const failures: string[] = [];
    while (queue.length) {
      const file = queue.shift()!;
      const text = await (await fetch(baseUrl() + file)).text();
      for (const [, url] of text.matchAll(/\]\((https:\/\/[^)\s]+)\)/g)) {
        if (seen.has(url)) continue;
        seen.add(url);
        const response = await fetch(local(url), {redirect: 'manual'});
        if (response.status !== 200) failures.push(`${url}: ${response.status}`);
        if (/\/llms\/[^/]+\.txt$/.test(url)) queue.push(url.replace(SITE, ''));
        else await response.arrayBuffer();
      }
    }
    expect(failures).toEqual([]);
    // Every guide and every operation, event and schema is listed somewhere.
    expect([...seen].filter((u) => u.endsWith('.md')).length).toBeGreaterThan(200);
  }, 180_000);

  it('llms-full.txt holds every page once, in sidebar order, starting with the docs root', async () => {
    const text = await (await fetch(baseUrl() + '/llms-full.txt')).text();
    const sources = [...text.matchAll(/^Fuente: (\S+)$/gm)].map((m) => m[1]);
    expect(new Set(sources).size).toBe(sources.length);
    expect(sources.length).toBeGreaterThan(200);
    expect(sources.slice(0, 3)).toEqual([
      `${SITE}/index.md`,
      `${SITE}/docs.md`,
      `${SITE}/docs/integration-guide/intro.md`,
    ]);
    expect(text).not.toMatch(/^---\ntitle:/m);
  });
});

describe('API description and Postman collection downloads', () => {
  it('/openapi.yaml and /openapi.json are one bundled file without external $ref, and pass Redocly lint', async () => {
    const yamlText = await (await fetch(baseUrl() + '/openapi.yaml')).text();
    const bundled = await json(await fetch(baseUrl() + '/openapi.json'));
    expect(yaml.load(yamlText)).toEqual(bundled);
    const refs = [...JSON.stringify(bundled).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((r) => !r.startsWith('#/'))).toEqual([]);
    const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
    // Rejects (non-zero exit) when the bundle has lint errors. Asynchronous, so the test server's idle
    // keep-alive sockets are noticed closing meanwhile and the next fetch opens a fresh one.
    await promisify(execFile)(process.execPath, [cli, 'lint', path.join(BUILD, 'openapi.yaml'), '--format=stylish']);
  }, 180_000);

  it('the Postman collection validates against the v2.1 collection schema, with the sandbox URL and key as variables', async () => {
    const collection = await json<{variable: unknown; item: {item: unknown[]}[]}>(
      await fetch(baseUrl() + '/custodia.postman_collection.json'),
    );
    const schema = parseJson<object>(fs.readFileSync('tests/fixtures/postman-collection-v2.1.0.schema.json', 'utf8'));
    const ajv = new Ajv({strict: false, allErrors: true});
    const validate = ajv.compile(schema);
    expect(validate(collection), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    expect(collection.variable).toEqual(
      expect.arrayContaining([
        expect.objectContaining({key: 'baseUrl', value: 'https://sandbox.api.custodia.example/v1'}),
        expect.objectContaining({key: 'secretKey'}),
      ]),
    );
    const requests = collection.item.flatMap((folder: {item: unknown[]}) => folder.item);
    const spec = await json<{paths: Record<string, Record<string, unknown>>}>(await fetch(baseUrl() + '/openapi.json'));
    const operations = Object.values(spec.paths).flatMap((item) =>
      Object.keys(item).filter((k) => /^(get|post|put|patch|delete)$/.test(k)),
    );
    expect(requests.length).toBe(operations.length);
  });

  it('the API introduction and every operation page link the downloads («Descargar OpenAPI»)', async () => {
    for (const route of ['/docs/api/intro', '/docs/api/resources/create-consent-template']) {
      const html = await (await fetch(baseUrl() + route)).text();
      expect(html, route).toContain('Descargar OpenAPI');
      for (const href of ['/openapi.yaml', '/openapi.json', '/custodia.postman_collection.json']) {
        expect(html, route).toMatch(new RegExp(`href="?${href.replace(/\./g, '\\.')}[" >]`));
      }
    }
  });
});
