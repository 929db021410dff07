import {describe, expect, it} from 'vitest';
import {mdxToMarkdown} from '../../src/plugins/markdownExport/mdx';
import {htmlToMarkdown} from '../../src/plugins/markdownExport/api';
import {markdownUrl} from '../../src/plugins/markdownExport/urls';
import {llmsFull, llmsIndex, LLMS_MAX_CHARS} from '../../src/plugins/markdownExport/llms';
import {docsOfInstances} from '../../src/plugins/markdownExport/docs';
import type {ApiModel} from '../../src/plugins/openapi/model';

const SITE = 'https://docs.custodia.example';
const ctx = {site: SITE, cards: {SectionCards: [{title: 'API', description: 'La referencia.', to: '/docs/api/intro'}]}};

describe('Markdown copies of MDX pages', () => {
  it('writes each tab as its label and its fenced block, and drops imports and comments', () => {
    const source = [
      "import Foo from '@site/src/components/Foo';",
      '',
      '{/* nota interna */}',
      '',
      '<Tabs groupId="code-language">',
      '<TabItem value="curl" label="cURL">',
      '',
      '```bash',
      'curl https://sandbox.api.custodia.example/v1/x',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="python" label="Python">',
      '',
      '```python',
      'print(1)',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    const out = mdxToMarkdown(source, ctx);
    expect(out).toBe(
      '**cURL**\n\n```bash\ncurl https://sandbox.api.custodia.example/v1/x\n```\n\n**Python**\n\n```python\nprint(1)\n```\n',
    );
  });

  it('turns admonitions into blockquotes with their own title or the Spanish default', () => {
    expect(mdxToMarkdown(':::tip[Pruébalo en sandbox]\nSin datos reales.\n:::', ctx)).toBe(
      '> **Pruébalo en sandbox**\n>\n> Sin datos reales.\n',
    );
    expect(mdxToMarkdown(':::warning\nCuidado.\n:::', ctx)).toBe('> **Advertencia**\n>\n> Cuidado.\n');
  });

  it('makes links absolute and points them to the .md copies; images keep alt text with absolute URLs', () => {
    const out = mdxToMarkdown('[errores](/docs/api/errors#rate_limited) y ![Mapa](/img/map.svg) y [inicio](/)', ctx);
    expect(out).toBe(
      `[errores](${SITE}/docs/api/errors.md#rate_limited) y ![Mapa](${SITE}/img/map.svg) y [inicio](${SITE}/index.md)\n`,
    );
  });

  it('renders the card components as lists of links and removes heading ids', () => {
    expect(mdxToMarkdown('## Título \\{#mi-id}\n\n<SectionCards />', ctx)).toBe(
      `## Título\n\n- [API](${SITE}/docs/api/intro.md): La referencia.\n`,
    );
  });
});

describe('links of the copies', () => {
  it('maps page URLs to their copies and leaves files and other hosts alone', () => {
    expect(markdownUrl('/docs', SITE)).toBe(`${SITE}/docs.md`);
    expect(markdownUrl('/docs/', SITE)).toBe(`${SITE}/docs.md`);
    expect(markdownUrl(`${SITE}/docs/api/intro`, SITE)).toBe(`${SITE}/docs/api/intro.md`);
    expect(markdownUrl('pathname:///openapi.yaml', SITE)).toBe(`${SITE}/openapi.yaml`);
    expect(markdownUrl('/search?q=x', SITE)).toBe(`${SITE}/search?q=x`);
    expect(markdownUrl('https://example.org/a', SITE)).toBe('https://example.org/a');
    expect(markdownUrl('mailto:developers@custodia.example', SITE)).toBe('mailto:developers@custodia.example');
  });

  it('reads the generator HTML descriptions back into Markdown', () => {
    const html =
      '<p>Usa <code>sk_test_</code> y <a href="/docs/api/errors">los errores</a>, <strong>siempre</strong> &lt;3.</p><ul><li>uno</li><li>dos</li></ul>';
    expect(htmlToMarkdown(html, SITE)).toBe(
      `Usa \`sk_test_\` y [los errores](${SITE}/docs/api/errors.md), **siempre** <3.\n\n- uno\n- dos`,
    );
  });
});

describe('llms.txt', () => {
  const page = (permalink: string, description = 'Una línea.') => ({
    permalink,
    title: permalink.split('/').pop() || 'Inicio',
    description,
    markdown: '',
  });
  const model = (operations: number) =>
    ({
      title: 'API',
      version: '1',
      tags: [
        {
          name: 'entities',
          label: 'Entidades',
          schemas: [],
          events: [],
          operations: Array.from({length: operations}, (_, i) => ({id: `op-${i}`})),
        },
      ],
    }) as unknown as ApiModel;
  const build = (operations: number, description: string) => {
    const pages = [
      page('/docs'),
      page('/docs/integration-guide/intro'),
      page('/docs/api/intro'),
      page('/docs/api/errors'),
      ...Array.from({length: operations}, (_, i) => page(`/docs/api/resources/op-${i}`, description)),
    ];
    const sections = [
      {sidebar: 'integrationSidebar', trail: [], permalink: '/docs/integration-guide/intro'},
      {sidebar: 'apiSidebar', trail: [], permalink: '/docs/api/intro'},
      {sidebar: 'apiSidebar', trail: [], permalink: '/docs/api/errors'},
    ];
    return llmsIndex({site: SITE, pages, sections, model: model(operations), summary: 'Resumen.', title: 'Custodia'});
  };

  it('lists every page inline, by section, while it fits in 50,000 characters', () => {
    const {index, files} = build(3, 'Corta.');
    expect(files.size).toBe(0);
    expect(index).toContain(
      '## Referencia de la API: Entidades\n\n- [op-0](https://docs.custodia.example/docs/api/resources/op-0.md): Corta.',
    );
    expect(index).toContain('## Errores\n\n- [errors](https://docs.custodia.example/docs/api/errors.md): Una línea.');
  });

  it('moves each tag of the reference to its own file, linked from the root, when the list is too long', () => {
    const {index, files} = build(400, 'x'.repeat(150));
    expect(index.length).toBeLessThan(LLMS_MAX_CHARS);
    expect(index).toContain(
      `## Referencia de la API\n\n- [intro](${SITE}/docs/api/intro.md): Una línea.\n- [Referencia de la API: Entidades](${SITE}/llms/api-entities.txt): 400 páginas`,
    );
    expect(files.get('llms/api-entities.txt')).toMatch(
      /^# Custodia: Referencia de la API: Entidades\n\n> Resumen\.\n\n## Referencia de la API: Entidades\n\n- \[op-0\]/,
    );
    expect(index).toContain('## Errores');
  });
});

describe('llms-full.txt', () => {
  it('follows the site reading order of the sidebars whatever the order the docs instances give them in', () => {
    const page = (permalink: string) => ({permalink, title: permalink, description: '', markdown: `# ${permalink}\n`});
    const pages = ['/docs', '/docs/integration-guide/intro', '/docs/user-guide/intro', '/docs/api/intro', '/zz'].map(
      page,
    );
    // As the instances hand them over: the guides' two sidebars, then the API reference's.
    const sections = [
      {sidebar: 'integrationSidebar', trail: [], permalink: '/docs/integration-guide/intro'},
      {sidebar: 'userGuideSidebar', trail: [], permalink: '/docs/user-guide/intro'},
      {sidebar: 'apiSidebar', trail: [], permalink: '/docs/api/intro'},
    ];
    const text = llmsFull({site: SITE, pages, sections, title: 'Custodia'});
    expect([...text.matchAll(/^Fuente: \S+\/(docs[^\s]*|zz)\.md$/gm)].map((m) => m[1])).toEqual([
      'docs',
      'docs/integration-guide/intro',
      'docs/api/intro',
      'docs/user-guide/intro',
      'zz',
    ]);
  });
});

describe('pages of the docs instances', () => {
  const DOCS = 'docusaurus-plugin-content-docs';
  const doc = (id: string, permalink: string) => ({
    id,
    title: id,
    description: '',
    source: `@site/${id}.mdx`,
    permalink,
  });
  const instance = (docs: ReturnType<typeof doc>[], sidebars: Record<string, unknown[]>) => ({
    name: DOCS,
    content: {loadedVersions: [{docs, sidebars}]},
  });

  it('reads every docs instance (the guides and the API reference), each sidebar against its own docs', () => {
    // Both instances have a doc `intro`: ids are unique only inside an instance.
    const guides = instance([doc('index', '/docs/'), doc('intro', '/docs/integration-guide/intro')], {
      integrationSidebar: [{type: 'doc', id: 'intro'}],
    });
    const api = instance([doc('intro', '/docs/api/intro'), doc('resources/get-x', '/docs/api/resources/get-x')], {
      apiSidebar: [
        {type: 'doc', id: 'intro'},
        {type: 'category', label: 'Equis', items: [{type: 'doc', id: 'resources/get-x'}]},
      ],
    });
    const {docs, sections} = docsOfInstances([guides, {name: 'other', content: undefined}, api]);
    expect(docs.map((d) => d.permalink)).toEqual([
      '/docs',
      '/docs/integration-guide/intro',
      '/docs/api/intro',
      '/docs/api/resources/get-x',
    ]);
    expect(sections).toEqual([
      {sidebar: 'integrationSidebar', trail: [], permalink: '/docs/integration-guide/intro'},
      {sidebar: 'apiSidebar', trail: [], permalink: '/docs/api/intro'},
      {sidebar: 'apiSidebar', trail: ['Equis'], permalink: '/docs/api/resources/get-x'},
    ]);
  });

  it('fails with a clear message when no docs instance has content', () => {
    expect(() => docsOfInstances([{name: 'other', content: undefined}])).toThrow(
      'No se encontró el contenido de la documentación',
    );
  });
});
