/**
 * /llms.txt (the llmstxt.org index: H1, a summary in a blockquote, then H2 sections of links to the
 * Markdown copies) and /llms-full.txt (every page's Markdown in one file, in sidebar order).
 */
import type {ApiModel} from '../openapi/model';
import {RESOURCES_URL} from '../openapi/model';
import {DOWNLOADS} from './downloads';
import {markdownPath} from './urls';

export interface IndexedPage {
  permalink: string;
  docId?: string;
  title: string;
  description: string;
  markdown: string;
}

/** A doc in a sidebar, with the categories above it. */
export interface SidebarSection {
  sidebar: string;
  trail: string[];
  permalink: string;
}

/**
 * The sidebars in the site's reading order (the navbar's). The docs instances hand theirs over one instance after
 * the other (the guides' two, then the API reference's), so /llms-full.txt puts them back in this order.
 */
export const SIDEBAR_ORDER = ['integrationSidebar', 'apiSidebar', 'userGuideSidebar'];

/** The llmstxt.org size the index keeps under; beyond it, each section moves to its own file. */
export const LLMS_MAX_CHARS = 50_000;

interface Section {
  title: string;
  slug: string;
  permalinks: string[];
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function sections({
  pages,
  sections: sidebar,
  model,
}: {
  pages: IndexedPage[];
  sections: SidebarSection[];
  model: ApiModel;
}): Section[] {
  const known = new Set(pages.map((p) => p.permalink));
  const inSidebar = (name: string) => sidebar.filter((s) => s.sidebar === name).map((s) => s.permalink);
  const isError = (permalink: string) => /error/.test(permalink);
  const events = new Set(model.tags.flatMap((t) => t.events.map((e) => `${RESOURCES_URL}/${e.id}`)));
  const generated = new Set(
    model.tags.flatMap((t) => [
      ...t.operations.map((o) => `${RESOURCES_URL}/${o.id}`),
      ...t.schemas.map((s) => `${RESOURCES_URL}/schemas/${s.slug}`),
    ]),
  );
  const integration = inSidebar('integrationSidebar');
  const apiSidebar = inSidebar('apiSidebar');
  const apiGuides = apiSidebar.filter(
    (p) => !generated.has(p) && !events.has(p) && !isError(p) && p !== '/docs/api/webhooks',
  );
  const result: Section[] = [
    {
      title: 'Guía de integración',
      slug: 'guia-de-integracion',
      permalinks: ['/docs', ...integration.filter((p) => !isError(p))],
    },
    {title: 'Referencia de la API', slug: 'referencia-de-la-api', permalinks: apiGuides},
    ...model.tags
      .filter((tag) => tag.operations.length + tag.schemas.length > 0)
      .map((tag) => ({
        title: `Referencia de la API: ${tag.label}`,
        slug: `api-${tag.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        permalinks: [
          ...tag.schemas.map((s) => `${RESOURCES_URL}/schemas/${s.slug}`),
          ...tag.operations.map((o) => `${RESOURCES_URL}/${o.id}`),
        ],
      })),
    {
      title: 'Eventos de webhook',
      slug: 'eventos-de-webhook',
      permalinks: ['/docs/api/webhooks', ...model.tags.flatMap((t) => t.events.map((e) => `${RESOURCES_URL}/${e.id}`))],
    },
    {title: 'Errores', slug: 'errores', permalinks: [...apiSidebar, ...integration].filter(isError)},
    {title: 'Guía de usuario', slug: 'guia-de-usuario', permalinks: inSidebar('userGuideSidebar')},
  ];
  const listed = new Set(result.flatMap((s) => s.permalinks));
  const others = pages.map((p) => p.permalink).filter((p) => p !== '/' && !listed.has(p));
  if (others.length) result.push({title: 'Más páginas de la guía', slug: 'mas-paginas', permalinks: others.sort()});
  return result.map((s) => ({...s, permalinks: [...new Set(s.permalinks)].filter((p) => known.has(p))}));
}

export function llmsIndex(input: {
  site: string;
  pages: IndexedPage[];
  sections: SidebarSection[];
  model: ApiModel;
  summary: string;
  title: string;
}): {
  index: string;
  files: Map<string, string>;
} {
  const {site, pages, summary, title} = input;
  const byPermalink = new Map(pages.map((p) => [p.permalink, p]));
  const list = (section: Section) =>
    section.permalinks
      .map((p) => byPermalink.get(p))
      .filter((p): p is IndexedPage => p !== undefined)
      .map((p) => `- [${p.title}](${site}${markdownPath(p.permalink)}): ${oneLine(p.description)}`)
      .join('\n');
  const all = sections(input);
  const head = [
    `# ${title}`,
    `> ${oneLine(summary)} Documentación pública de la API REST de Custodia y de sus productos: autenticación sin contraseña, consentimiento, divulgación de identidad, firma electrónica, gestión de derechos y centro de privacidad.`,
    `Cada página de ${site} tiene una copia en Markdown en su URL más \`.md\` (${site}/docs.md es la portada). Descargas: descripción OpenAPI en [YAML](${site}${DOWNLOADS.yaml}) y [JSON](${site}${DOWNLOADS.json}), [colección de Postman](${site}${DOWNLOADS.postman}) y [toda la documentación en un archivo](${site}/llms-full.txt).`,
  ].join('\n\n');
  const full = `${head}\n\n${all.map((s) => `## ${s.title}\n\n${list(s)}`).join('\n\n')}\n`;
  const files = new Map<string, string>();
  if (full.length <= LLMS_MAX_CHARS) return {index: full, files};
  // Too long for one file: each tag of the generated reference moves to a file of its own, in the same
  // format, listed where its section was; if that is still too long, every section moves.
  const render = (moved: (s: Section) => boolean) => {
    files.clear();
    const blocks: string[] = [];
    for (const s of all) {
      const line = `- [${s.title}](${site}/llms/${s.slug}.txt): ${s.permalinks.length} páginas`;
      if (!moved(s)) blocks.push(`## ${s.title}\n\n${list(s)}`);
      else {
        files.set(
          `llms/${s.slug}.txt`,
          `# ${title}: ${s.title}\n\n> ${oneLine(summary)}\n\n## ${s.title}\n\n${list(s)}\n`,
        );
        // A moved tag joins the list of the section before it (the API reference's own pages).
        if (blocks.length && /^## Referencia de la API/.test(blocks[blocks.length - 1]) && s.slug.startsWith('api-'))
          blocks[blocks.length - 1] += `\n${line}`;
        else blocks.push(`## ${s.title}\n\n${line}`);
      }
    }
    return `${head}\n\n${blocks.join('\n\n')}\n`;
  };
  const partial = render((s) => s.slug.startsWith('api-'));
  return {index: partial.length <= LLMS_MAX_CHARS ? partial : render(() => true), files};
}

/** A page's Markdown without its front matter and the pointer line (they repeat in one file). */
function bodyOf(markdown: string): string {
  return markdown.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^> .*\n\n/, '');
}

export function llmsFull({
  site,
  pages,
  sections: sidebar,
  title,
}: {
  site: string;
  pages: IndexedPage[];
  sections: SidebarSection[];
  title: string;
}): string {
  const byPermalink = new Map(pages.map((p) => [p.permalink, p]));
  const rank = (name: string) => (SIDEBAR_ORDER.includes(name) ? SIDEBAR_ORDER.indexOf(name) : SIDEBAR_ORDER.length);
  // Array.prototype.sort is stable: each sidebar keeps its own order.
  const inSidebars = [...sidebar].sort((a, b) => rank(a.sidebar) - rank(b.sidebar)).map((s) => s.permalink);
  const order = [...new Set(['/', '/docs', ...inSidebars, ...pages.map((p) => p.permalink).sort()])];
  const parts = order
    .map((p) => byPermalink.get(p))
    .filter((p): p is IndexedPage => p !== undefined)
    .map((p) => `${bodyOf(p.markdown).trim()}\n\nFuente: ${site}${markdownPath(p.permalink)}`);
  return `# ${title}: documentación completa\n\n> Todas las páginas de ${site} en Markdown, en el orden de sus barras laterales. Índice: ${site}/llms.txt\n\n${parts.join('\n\n---\n\n')}\n`;
}
