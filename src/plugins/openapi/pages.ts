/**
 * Renders the model into files: one MDX page per operation, event and tagged schema, and the
 * sidebar. Pages import only the components they use, so API components stay out of the
 * bundle of every other page, and each page carries only its own data.
 */
import type {SidebarItemConfig} from './sidebar';
import {renderCodeSamples} from './codeSamples';
import {escapeMdx, metaDescription} from './markdown';
import {CHANGELOG_DATA_FILE, RESOURCES_DOC_ID, SIDEBAR_FILE} from '../../../config/openapi';
import type {ApiModel, EventPage, OperationPage, SchemaPage} from './model';
import {fail} from './errors';
import type {BodyView, ExampleView, ResponseView} from '../../components/api/types';
import {codeSamplesNote, exampleTitle, generatedComment, headings, responseExampleTitle, schemaPageTitle, signatureNote} from './strings';

const COMPONENTS = '@site/src/components/api';
const TRY_IT = '@site/src/components/TryIt';

function yamlString(value: string): string {
  return JSON.stringify(value);
}

function frontMatter(fields: Record<string, string | boolean | null>): string {
  const body = Object.entries(fields)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? yamlString(v) : String(v)}`)
    .join('\n');
  return `---\n${body}\n---`;
}

function heading(level: 2 | 3, h: {text: string; id: string}): string {
  return `${'#'.repeat(level)} ${h.text} \\{#${h.id}\\}`;
}

function imports(names: string[]): string {
  return names.map((name) => `import ${name} from '${COMPONENTS}/${name}';`).join('\n');
}

function fence(code: string, language: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((m) => m.length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${language}\n${code}\n${ticks}`;
}

/** A code block with a title bar (the title is a fence attribute: its quotes cannot appear inside it). */
function titledFence(code: string, language: string, title: string): string {
  return fence(code, `${language} title="${title.replace(/"/g, '«')}"`);
}

/**
 * The two panes of a reference page: from about 1,100 px wide (src/css/api.css) the pane sits beside the page
 * and stays in view while the fields scroll; narrower, it follows the block before it. The layout is plain
 * markup and CSS, so the server HTML carries both panes and nothing moves when the page hydrates.
 * In the markup (and so on a phone) the pane comes after `intro` and before `main`; on a wide screen `intro` sits
 * above `main` in the left column and the pane spans both on the right.
 */
type Parts = (string | false | undefined)[];
function columns(parts: {intro?: Parts; pane: Parts; main: Parts}): string {
  // Blank lines around Markdown inside JSX keep it Markdown (headings, paragraphs, fences).
  const block = (className: string, content: (string | false | undefined)[] | undefined) => {
    const body = (content ?? []).filter((p): p is string => typeof p === 'string' && p !== '');
    return body.length ? [`<div className="${className}">`, ...body, '</div>'].join('\n\n') : undefined;
  };
  return [
    '<div className="api-columns">',
    block('api-columns__intro', parts.intro),
    block('api-columns__pane', parts.pane),
    block('api-columns__main', parts.main),
    '</div>',
  ]
    .filter((p): p is string => p !== undefined)
    .join('\n\n');
}

/** The body whose examples the pane shows instead of the list: the first success response with examples. */
function paneResponse(responses: ResponseView[]): ResponseView | undefined {
  return responses.find((r) => r.status.startsWith('2') && (r.body?.examples?.length ?? 0) > 0);
}

/** The same body without its examples: the pane shows them, once. */
function withoutExamples(body: BodyView): BodyView {
  const {examples: _moved, ...rest} = body;
  return rest;
}

function exampleFences(examples: ExampleView[], title: (example: ExampleView) => string): string[] {
  return examples.map((example) => titledFence(example.code, example.language, title(example)));
}

function page(parts: (string | false | undefined)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p !== '').join('\n\n') + '\n';
}

/**
 * A page's data lives in a JSON module next to it (`_data/`, which the docs plugin ignores):
 * the bundler parses JSON far faster than MDX parses large JSX expressions, and the data
 * still ships only in that page's chunk.
 */
interface Rendered {
  mdx: string;
  data: Record<string, unknown>;
}

function dataImport(depth: number, name: string): string {
  return `import data from '${depth === 0 ? './' : '../'.repeat(depth)}_data/${name}.json';`;
}

export function renderOperationPage(op: OperationPage): Rendered {
  const paramGroups = (['path', 'query', 'header', 'cookie'] as const).filter((where) => op.params[where].length > 0);
  const hasRequest = paramGroups.length > 0 || op.requestBody !== undefined;
  const used = ['ApiEndpoint', ...(op.security.length ? ['SecurityInfo'] : []), ...(paramGroups.length ? ['ParamTable'] : []), ...(op.requestBody ? ['BodySchema'] : []), 'ResponseList'];
  const samples = renderCodeSamples(op.sample);
  // The example response moves to the pane, beside the request that returns it.
  const shown = paneResponse(op.responses);
  const data = {
    endpoint: {
      method: op.method,
      path: op.path,
      servers: op.servers,
      deprecated: op.deprecated || undefined,
      changes: op.changes.length ? op.changes : undefined,
    },
    security: op.security,
    params: op.params,
    requestBody: op.requestBody,
    responses: op.responses.map((r) => (r === shown && r.body ? {...r, body: withoutExamples(r.body)} : r)),
  };
  const mdx = page([
    frontMatter({
      id: op.id,
      title: op.summary,
      sidebar_label: op.summary,
      description: metaDescription(op.description) || op.summary,
      custom_edit_url: null,
      // The pane takes the right-hand column, where the table of contents would be (src/css/api.css says why).
      hide_table_of_contents: true,
    }),
    [imports(used), `import TryIt from '${TRY_IT}';`, dataImport(0, op.id)].join('\n'),
    `{/* ${generatedComment} */}`,
    columns({
      intro: [
        '<ApiEndpoint {...data.endpoint} />',
        op.description && escapeMdx(op.description),
        // Static files, not routes: pathname:// keeps the broken-link check off them.
        'Descargar OpenAPI: [YAML](pathname:///openapi.yaml) · [JSON](pathname:///openapi.json) · [Colección de Postman](pathname:///custodia.postman_collection.json)',
      ],
      pane: [
        heading(2, headings.codeSamples),
        codeSamplesNote,
        [
          // lazy: only the chosen sample is in the HTML. All nine made an operation page's HTML 60% larger
          // (126 KB instead of 77 KB), and Lighthouse's mobile LCP went from about 1.1 s to 2.2 s. A reader
          // whose stored language is another one gets it rendered after hydration, coloured once Prism
          // loads (src/lib/prism/client.ts).
          // The search index skips the samples: the same request in nine languages is noise in the results.
          '<div data-pagefind-ignore="all">',
          '<Tabs groupId="code-language" lazy>',
          ...samples.map((s) => `<TabItem value="${s.value}" label="${s.label}">\n\n${fence(s.code, s.language)}\n\n</TabItem>`),
          '</Tabs>',
          '</div>',
        ].join('\n'),
        shown?.body?.examples && ['<div data-pagefind-ignore="all">', ...exampleFences(shown.body.examples, (e) => responseExampleTitle(shown.status, e.title)), '</div>'].join('\n\n'),
        '<TryIt method={data.endpoint.method} path={data.endpoint.path} />',
      ],
      main: [
        op.security.length > 0 && heading(2, headings.authentication),
        op.security.length > 0 && '<SecurityInfo schemes={data.security} />',
        hasRequest && heading(2, headings.request),
        ...paramGroups.flatMap((where) => [heading(3, headings[where]), `<ParamTable params={data.params.${where}} />`]),
        op.requestBody && heading(3, headings.requestBody),
        op.requestBody && '<BodySchema body={data.requestBody} />',
        heading(2, headings.responses),
        '<ResponseList responses={data.responses} />',
      ],
    }),
  ]);
  return {mdx, data};
}

export function renderEventPage(event: EventPage): Rendered {
  const used = ['ApiEndpoint', ...(event.headers.length ? ['ParamTable'] : []), ...(event.payload ? ['BodySchema'] : []), ...(event.responses.length ? ['ResponseList'] : [])];
  // The payload's example moves to the pane, beside its fields.
  const examples = event.payload?.examples ?? [];
  const data = {
    endpoint: {method: 'event', path: event.eventType ?? event.id, changes: event.changes.length ? event.changes : undefined},
    headers: event.headers,
    payload: event.payload && withoutExamples(event.payload),
    responses: event.responses,
  };
  const mdx = page([
    frontMatter({
      id: event.id,
      title: event.summary,
      sidebar_label: event.summary,
      description: metaDescription(event.description) || event.summary,
      custom_edit_url: null,
      hide_table_of_contents: true,
    }),
    [imports(used), `import TryEvent from '${TRY_IT}/Event';`, dataImport(0, event.id)].join('\n'),
    `{/* ${generatedComment} */}`,
    columns({
      intro: ['<ApiEndpoint {...data.endpoint} />', event.description && escapeMdx(event.description)],
      pane: [
        examples.length > 0 && ['<div data-pagefind-ignore="all">', ...exampleFences(examples, (e) => exampleTitle(e.title)), '</div>'].join('\n\n'),
        '<TryEvent type={data.endpoint.path} />',
      ],
      main: [
        heading(2, headings.eventHeaders),
        signatureNote,
        event.headers.length > 0 && '<ParamTable params={data.headers} />',
        event.payload && heading(2, headings.payload),
        event.payload && '<BodySchema body={data.payload} />',
        event.responses.length > 0 && heading(2, headings.expectedResponse),
        event.responses.length > 0 && '<ResponseList responses={data.responses} />',
      ],
    }),
  ]);
  return {mdx, data};
}

export function renderSchemaPage(schema: SchemaPage): Rendered {
  const data = {schema: schema.node, usedBy: schema.usedBy};
  const mdx = page([
    frontMatter({
      id: schema.slug,
      title: schemaPageTitle(schema.title),
      sidebar_label: schema.title,
      description: metaDescription(schema.description) || schemaPageTitle(schema.title),
      custom_edit_url: null,
      hide_table_of_contents: true,
    }),
    [imports(['SchemaView', ...(schema.usedBy.length ? ['UsageList'] : [])]), dataImport(1, `schema-${schema.slug}`)].join('\n'),
    `{/* ${generatedComment} */}`,
    schema.description && escapeMdx(schema.description),
    // The fields, then the example object (beside them on a wide screen), then where the object is used.
    columns({
      intro: [heading(2, headings.fields), '<SchemaView schema={data.schema} />'],
      pane: schema.example ? [heading(2, headings.example), fence(schema.example.code, schema.example.language)] : [],
      main: [schema.usedBy.length > 0 && heading(2, headings.usedBy), schema.usedBy.length > 0 && '<UsageList items={data.usedBy} />'],
    }),
  ]);
  return {mdx, data};
}

/**
 * One category per tag: its schema pages, then its operations, then its events. Every item has a `key`
 * (its doc id, or the tag's name for a category): Docusaurus names each label's translation after the key,
 * or after the label when there is none, and fails the build when two share a name; real descriptions
 * repeat summaries ("Listar") under different tags.
 */
export function renderSidebar(model: ApiModel): SidebarItemConfig[] {
  const doc = (id: string, label: string, method: string) => ({
    type: 'doc' as const,
    id: `${RESOURCES_DOC_ID}/${id}`,
    key: `${RESOURCES_DOC_ID}/${id}`,
    label,
    className: `api-method api-method--${method}`,
  });
  return model.tags.map((tag) => ({
    type: 'category' as const,
    label: tag.label,
    key: `${RESOURCES_DOC_ID}/tag/${tag.name}`,
    collapsible: true,
    collapsed: true,
    items: [
      ...tag.schemas.map((s) => doc(`schemas/${s.slug}`, s.title, 'schema')),
      ...tag.operations.map((o) => doc(o.id, o.summary, o.method)),
      ...tag.events.map((e) => doc(e.id, e.summary, 'event')),
    ],
  }));
}

/** Every generated file, by path relative to the output directory. */
export function renderFiles(model: ApiModel): Map<string, string> {
  const files = new Map<string, string>();
  const add = (file: string, content: string) => {
    if (files.has(file)) fail(`dos páginas se llamarían ${file} (operationId, clave de webhook o esquema repetido)`);
    files.set(file, content);
  };
  const addPage = (file: string, dataName: string, rendered: Rendered) => {
    add(file, rendered.mdx);
    add(`_data/${dataName}.json`, JSON.stringify(rendered.data) + '\n');
  };
  for (const tag of model.tags) {
    for (const op of tag.operations) addPage(`${op.id}.mdx`, op.id, renderOperationPage(op));
    for (const event of tag.events) addPage(`${event.id}.mdx`, event.id, renderEventPage(event));
    for (const schema of tag.schemas) addPage(`schemas/${schema.slug}.mdx`, `schema-${schema.slug}`, renderSchemaPage(schema));
  }
  // The changelog page is a guide page (docs/api/changelog.mdx) that imports this data.
  add(CHANGELOG_DATA_FILE, JSON.stringify(model.changelog) + '\n');
  files.set(SIDEBAR_FILE, JSON.stringify(renderSidebar(model), null, 2) + '\n');
  return files;
}
