/**
 * Local plugin: documentation that assistants can read. After the build it writes every page's Markdown
 * copy at its URL plus `.md` (from the MDX source and, for the generated API pages, from the API model),
 * names that copy in each page's HTML, and writes /llms.txt, /llms-full.txt, the bundled OpenAPI
 * description and the Postman collection.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {brand, links} from '../../../config/links';
import {buildDescription, writeSnapshot} from '../openapi/buildDescription';
import {buildModel, RESOURCES_URL, type ApiModel} from '../openapi/model';
import {htmlFiles, rewriteFile, urlOfFile} from '../../buildOutput/index.mjs';
import {ApiMarkdown} from './api';
import {changelogMarkdown} from './changelog';
import {docsOfInstances} from './docs';
import {loadCards} from './cards';
import {postmanCollection, writeOpenApi, DOWNLOADS} from './downloads';
import {llmsFull, llmsIndex, type IndexedPage} from './llms';
import {mdxToMarkdown} from './mdx';
import {markdownFile, markdownPath} from './urls';

export const LLMS_POINTER = (site: string) => `> Índice de esta documentación para asistentes: ${site}/llms.txt`;

function frontMatter(fields: Record<string, string>): string {
  return `---\n${yaml.dump(fields, {lineWidth: -1}).trimEnd()}\n---`;
}

/** The Markdown copy of one page: front matter, the pointer to /llms.txt, the title and the body. */
export function markdownPage(page: {
  title: string;
  description: string;
  url: string;
  version: string;
  site: string;
  body: string;
}): string {
  const meta = frontMatter({
    title: page.title,
    description: page.description,
    url: page.url,
    lang: 'es',
    version: page.version,
  });
  return `${meta}\n${LLMS_POINTER(page.site)}\n\n# ${page.title}\n\n${page.body.trim()}\n`;
}

/** Generated API pages by URL: their Markdown comes from the model, not from their MDX. */
function apiPages(model: ApiModel, api: ApiMarkdown): Map<string, () => string> {
  const pages = new Map<string, () => string>();
  for (const tag of model.tags) {
    for (const op of tag.operations) pages.set(`${RESOURCES_URL}/${op.id}`, () => api.operation(op));
    for (const event of tag.events) pages.set(`${RESOURCES_URL}/${event.id}`, () => api.event(event));
    for (const schema of tag.schemas) pages.set(`${RESOURCES_URL}/schemas/${schema.slug}`, () => api.schema(schema));
  }
  return pages;
}

export default function markdownExportPlugin(context: LoadContext): Plugin {
  const site = context.siteConfig.url.replace(/\/+$/, '');
  const siteVersion = context.siteConfig.customFields?.siteVersion;
  const version = typeof siteVersion === 'string' ? siteVersion : '';
  return {
    name: 'custodia-markdown-export',
    async postBuild({outDir, plugins, baseUrl}) {
      const started = Date.now();
      const {docs, sections} = docsOfInstances(plugins);

      // The description the reference and the simulator were built from; the downloads bundle the same files, as
      // read (a remote one from a snapshot, never fetched again). The bundle runs in a child process while the
      // pages are written.
      const loaded = await buildDescription();
      const openApi = writeOpenApi(
        writeSnapshot(loaded, path.join(context.generatedFilesDir, 'custodia-openapi-snapshot')),
        outDir,
      );
      openApi.catch(() => undefined);
      const model = buildModel(loaded);
      const api = new ApiMarkdown(site);
      const generated = apiPages(model, api);
      const cards = loadCards(path.join(context.siteDir, 'src/data/products.ts'));
      const mdxContext = {
        site,
        cards: {SectionCards: cards.sections, ProductGrid: cards.products},
        // docs/api/changelog.mdx shows the changelog through this component, from the same data.
        blocks: {Changelog: changelogMarkdown(model.changelog, site)},
      };

      const pages: IndexedPage[] = [];
      const write = async (page: IndexedPage) => {
        const file = path.join(outDir, markdownFile(page.permalink));
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, page.markdown);
        pages.push(page);
      };

      for (const doc of docs) {
        const render = generated.get(doc.permalink);
        let body: string;
        if (render) body = render();
        else {
          const source = await fs.readFile(path.join(context.siteDir, doc.source.replace(/^@site\//, '')), 'utf8');
          body = mdxToMarkdown(source, mdxContext);
        }
        const url = site + doc.permalink;
        await write({
          permalink: doc.permalink,
          docId: doc.id,
          title: doc.title,
          description: doc.description,
          markdown: markdownPage({title: doc.title, description: doc.description, url, version, site, body}),
        });
      }

      // The home page is React, not MDX: its copy says what it shows, from the same data.
      const homeBody = [
        brand.tagline,
        '## Secciones',
        cards.sections.map((c) => `- [${c.title}](${site}${markdownPath(c.to)}): ${c.description}`).join('\n'),
        '## Productos de la plataforma',
        cards.products.map((c) => `- [${c.title}](${site}${markdownPath(c.to)}): ${c.description}`).join('\n'),
        `Normativas que cubre: ${cards.regulations.join(', ')}.`,
        '## Para asistentes y herramientas',
        [
          `- [Índice para asistentes](${site}/llms.txt) y [documentación completa en un archivo](${site}/llms-full.txt)`,
          `- Descripción OpenAPI: [YAML](${site}${DOWNLOADS.yaml}) · [JSON](${site}${DOWNLOADS.json})`,
          `- [Colección de Postman](${site}${DOWNLOADS.postman})`,
          `- API de sandbox: \`${links.sandboxApiBaseUrl}\``,
        ].join('\n'),
      ].join('\n\n');
      // Titled like the page's heading (the hero's headline), as every copy is.
      await write({
        permalink: '/',
        title: brand.headline,
        description: brand.tagline,
        markdown: markdownPage({
          title: brand.headline,
          description: brand.tagline,
          url: `${site}/`,
          version,
          site,
          body: homeBody,
        }),
      });

      const {index, files} = llmsIndex({site, pages, sections, model, summary: brand.tagline, title: brand.title});
      await fs.writeFile(path.join(outDir, 'llms.txt'), index);
      for (const [name, text] of files) {
        await fs.mkdir(path.dirname(path.join(outDir, name)), {recursive: true});
        await fs.writeFile(path.join(outDir, name), text);
      }
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFull({site, pages, sections, title: brand.title}));

      await openApi;
      const collection = postmanCollection(model, {site, sandboxUrl: links.sandboxApiBaseUrl, doc: loaded.doc});
      await fs.writeFile(path.join(outDir, DOWNLOADS.postman.slice(1)), JSON.stringify(collection, null, 2) + '\n');

      // Each page names its copy, so a client that reads the HTML finds the Markdown.
      const withCopy = new Set(pages.map((p) => p.permalink));
      let linked = 0;
      for (const file of htmlFiles(outDir)) {
        const page = urlOfFile(outDir, file, baseUrl);
        const key = page === '/' ? '/' : page.replace(/\/+$/, '');
        if (!withCopy.has(key)) continue;
        const tag = `<link rel="alternate" type="text/markdown" href="${baseUrl}${markdownFile(key)}">`;
        const changed = await rewriteFile(file, (html) =>
          html.includes('type="text/markdown"') ? html : html.replace('</head>', `${tag}</head>`),
        );
        if (changed) linked++;
      }
      console.log(
        `Copias en Markdown: ${pages.length} páginas (${linked} enlazadas desde su HTML), llms.txt y descargas (${Date.now() - started} ms)`,
      );
    },
  };
}
