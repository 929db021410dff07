/**
 * The API's changelog (openapi/changelog.yaml through `x-changelog`) against the description it describes, and
 * what is built from it: the changelog page's data, its Markdown copy, the Atom feed and the badges of the
 * reference pages. The versioning page states the numbers of `x-constraints.versioning`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {beforeAll, describe, expect, it} from 'vitest';
import {CHANGELOG_DATA_FILE, CHANGELOG_FEED_URL, CHANGELOG_URL} from '../../config/openapi';
import {
  changelogFeed,
  changelogProblems,
  readChangelog,
  type ChangelogEntry,
} from '../../src/plugins/openapi/changelog';
import {loadDescription, type LoadedDescription} from '../../src/plugins/openapi/load';
import {buildModel} from '../../src/plugins/openapi/model';
import {renderFiles} from '../../src/plugins/openapi/pages';
import {changelogMarkdown} from '../../src/plugins/markdownExport/changelog';
import {mdxToMarkdown} from '../../src/plugins/markdownExport/mdx';
import {parseJson} from './helpers/json';
import {createSimulator, DEFAULT_SANDBOX_SECRET_KEY} from '../../src/lib/simulator';

const ROOT = path.join(__dirname, '../..');
const MINIMAL = path.join(ROOT, 'tests/fixtures/openapi-minimal/openapi.yaml');
const SITE = 'https://docs.custodia.example';

let real: LoadedDescription;
beforeAll(async () => {
  real = await loadDescription({file: path.join(ROOT, 'openapi/openapi.yaml')});
});

/** The parts of the minimal description the tests change. */
interface MinimalDoc {
  info: {version: string};
  paths: Record<
    string,
    {
      get: {
        deprecated?: boolean;
        parameters: {deprecated?: boolean}[];
        responses: Record<string, {headers?: Record<string, unknown>}>;
      };
    }
  >;
  components: {schemas: {Widget: {properties: Record<string, {deprecated?: boolean}>}}};
  'x-changelog': {entries: Partial<ChangelogEntry>[]};
  'x-constraints'?: {versioning: {deprecation_header: string}};
}

/** The minimal description with a changelog of its own: `entries` after a first release of everything in it. */
async function minimalWith(
  entries: Partial<ChangelogEntry>[],
  change?: (doc: MinimalDoc) => void,
): Promise<LoadedDescription> {
  const loaded = await loadDescription({file: MINIMAL});
  const first = {
    id: 'primera',
    date: '2025-01-15',
    version: '2025-01-15',
    kind: 'added' as const,
    summary: 'Primera versión.',
  };
  const changelog: MinimalDoc['x-changelog'] = {
    entries: [{...first, operations: ['get-widget'], events: ['widget-created'], schemas: ['Widget']}, ...entries],
  };
  loaded.doc['x-changelog'] = changelog;
  change?.(loaded.doc as unknown as MinimalDoc);
  return loaded;
}

const deprecation = {
  id: 'nombre-obsoleto',
  date: '2026-03-02',
  version: '2025-01-15',
  kind: 'deprecated' as const,
  summary: 'Usa `label` en lugar de `name`.',
};

/** The parts of a generated page's data the badge tests read. */
interface PageData {
  endpoint: {changes?: unknown};
  params: {path: {changes?: unknown}[]};
  schema: {properties: {name: string; changes?: unknown}[]};
}

/** jsdom ships no types (and @types/jsdom is not installed): the one constructor this file uses. */
const {JSDOM} = createRequire(__filename)('jsdom') as {
  JSDOM: new (text: string, options: {contentType: string}) => {window: {document: Document}};
};

/** Parses XML strictly: jsdom's XML parser throws on a document that is not well-formed. */
function parseXml(text: string): Document {
  return new JSDOM(text, {contentType: 'application/xml'}).window.document;
}

describe('the changelog agrees with the description', () => {
  it('names only operations, events, schemas, fields and parameters that exist, and covers every operation and deprecation', () => {
    expect(changelogProblems(real.doc)).toEqual([]);
  });

  it('starts with the description’s own version as the first public release', () => {
    const [first] = readChangelog(real.doc);
    expect(first.kind).toBe('added');
    expect(first.version).toBe((real.doc.info as {version: string}).version);
  });

  it('finds an entry that names an operation or a field the description does not have', async () => {
    const loaded = await minimalWith([
      {...deprecation, id: 'nada', kind: 'changed', operations: ['get-gadget'], fields: ['Widget.colour']},
    ]);
    expect(changelogProblems(loaded.doc)).toEqual([
      'nada nombra get-gadget, que no está en la descripción (operations)',
      'nada nombra Widget.colour, que no está en la descripción (fields)',
    ]);
  });

  it('accepts a removal only of what is gone and was named before', async () => {
    const loaded = await minimalWith(
      [
        {
          ...deprecation,
          id: 'quitar',
          date: '2026-09-01',
          version: '2026-09-01',
          kind: 'removed',
          fields: ['Widget.name'],
        },
        {
          ...deprecation,
          id: 'quitar-viva',
          date: '2026-09-01',
          version: '2026-09-01',
          kind: 'removed',
          operations: ['get-widget'],
        },
        {
          ...deprecation,
          id: 'quitar-nunca',
          date: '2026-09-01',
          version: '2026-09-01',
          kind: 'removed',
          operations: ['get-gadget'],
        },
      ],
      (doc) => {
        delete doc.components.schemas.Widget.properties.name;
        doc.info.version = '2026-09-01';
      },
    );
    // Widget.name was named with its whole schema by the first release.
    expect(changelogProblems(loaded.doc)).toEqual([
      'quitar-viva elimina get-widget, que sigue en la descripción',
      'quitar-nunca elimina get-gadget, que ninguna entrada anterior nombra',
    ]);
  });

  it('finds every deprecated operation, parameter and field without its «deprecated» entry', async () => {
    const loaded = await minimalWith([], (doc) => {
      const op = doc.paths['/widgets/{widget_id}'].get;
      op.deprecated = true;
      op.parameters[0].deprecated = true;
      doc.components.schemas.Widget.properties.name.deprecated = true;
    });
    expect(changelogProblems(loaded.doc)).toEqual([
      'get-widget tiene deprecated: true y ninguna entrada «deprecated» (operations)',
      'Widget.name tiene deprecated: true y ninguna entrada «deprecated» (fields)',
      'get-widget.widget_id tiene deprecated: true y ninguna entrada «deprecated» (parameters)',
    ]);
    const announced = await minimalWith(
      [{...deprecation, operations: ['get-widget'], fields: ['Widget.name'], parameters: ['get-widget.widget_id']}],
      (doc) => {
        const op = doc.paths['/widgets/{widget_id}'].get;
        op.deprecated = true;
        op.parameters[0].deprecated = true;
        doc.components.schemas.Widget.properties.name.deprecated = true;
      },
    );
    expect(changelogProblems(announced.doc)).toEqual([]);
  });

  it('finds a deprecated operation whose success responses lack the deprecation header of x-constraints.versioning', async () => {
    const loaded = await minimalWith([{...deprecation, operations: ['get-widget']}], (doc) => {
      doc.paths['/widgets/{widget_id}'].get.deprecated = true;
      doc['x-constraints'] = {versioning: {deprecation_header: 'Deprecation'}};
    });
    expect(changelogProblems(loaded.doc)).toEqual([
      'get-widget es obsoleta y su respuesta 200 no declara el encabezado Deprecation',
    ]);
    (loaded.doc as unknown as MinimalDoc).paths['/widgets/{widget_id}'].get.responses['200'].headers = {
      Deprecation: {schema: {type: 'string'}},
    };
    expect(changelogProblems(loaded.doc)).toEqual([]);
  });

  it('finds an operation no «added» entry names, entries out of order and a version without an entry', async () => {
    const loaded = await minimalWith([{...deprecation, date: '2024-12-01', fields: ['Widget.name']}], (doc) => {
      doc['x-changelog'].entries[0].operations = [];
      doc.info.version = '2026-01-01';
    });
    expect(changelogProblems(loaded.doc)).toEqual([
      'ninguna entrada es de la versión 2026-01-01 (info.version)',
      'nombre-obsoleto va antes que primera: las entradas van de la más antigua a la más nueva',
      'nombre-obsoleto: la versión 2025-01-15 es posterior a su fecha 2024-12-01',
      'get-widget no aparece en ninguna entrada «added» (operations)',
    ]);
  });

  it('stops the generation with one line when an entry is malformed', async () => {
    const loaded = await minimalWith([{...deprecation, kind: 'renamed' as never}]);
    expect(() => buildModel(loaded)).toThrow(
      /^No se pudo generar la referencia de la API: x-changelog, entrada 2 \(nombre-obsoleto\): kind debe ser/,
    );
  });
});

describe('what is built from the changelog', () => {
  it('the page’s data has every entry, newest first, each named operation linked to its page', () => {
    const model = buildModel(real);
    const entries = readChangelog(real.doc);
    expect(model.changelog.entries.map((e) => e.id)).toEqual(entries.map((e) => e.id).reverse());
    const first = model.changelog.entries.at(-1)!;
    const operations = first.groups.find((g) => g.kind === 'operations')!;
    expect(operations.items.find((i) => i.name === 'create-webhook')).toEqual({
      name: 'create-webhook',
      href: '/docs/api/resources/create-webhook',
    });
    expect(JSON.parse(renderFiles(model).get(CHANGELOG_DATA_FILE)!)).toEqual(model.changelog);
  });

  it('the changelog page shows the generated data and announces the feed', () => {
    const page = fs.readFileSync(path.join(ROOT, 'docs/api/changelog.mdx'), 'utf8');
    expect(page).toContain(`import data from './resources/${CHANGELOG_DATA_FILE}';`);
    expect(page).toContain('<Changelog data={data} />');
    const component = fs.readFileSync(path.join(ROOT, 'src/components/api/Changelog/index.tsx'), 'utf8');
    expect(component).toMatch(/<link rel="alternate" type="application\/atom\+xml"/);
    expect(buildModel(real).changelog.feed).toBe(CHANGELOG_FEED_URL);
  });

  it('the Atom feed is well-formed XML with one entry per changelog entry', () => {
    const view = buildModel(real).changelog;
    const xml = changelogFeed(view, {
      site: SITE,
      title: 'Registro de cambios de la API de Custodia',
      author: 'Custodia',
    });
    expect(() => parseXml('<feed><entry></feed>')).toThrow();
    const doc = parseXml(xml);
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const ids = [...doc.getElementsByTagName('entry')].map((e) => e.getElementsByTagName('id')[0].textContent);
    expect(ids).toEqual(
      readChangelog(real.doc)
        .map((e) => `${SITE}${CHANGELOG_URL}#${e.id}`)
        .reverse(),
    );
    expect(doc.querySelector('feed > link[rel="self"]')?.getAttribute('href')).toBe(SITE + CHANGELOG_FEED_URL);
    expect(doc.querySelector('feed > updated')?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
  });

  it('the feed escapes what the summaries carry and follows a second entry', async () => {
    const loaded = await minimalWith([
      {...deprecation, summary: 'Usa `label` & <no> `name`.', fields: ['Widget.name']},
    ]);
    const view = buildModel(loaded).changelog;
    const doc = parseXml(changelogFeed(view, {site: SITE, title: 'T', author: 'A'}));
    const entries = [...doc.getElementsByTagName('entry')];
    expect(entries).toHaveLength(2);
    expect(entries[0].getElementsByTagName('title')[0].textContent).toBe(
      'Obsoleto (versión 2025-01-15): Usa label & <no> name',
    );
    expect(entries[0].getElementsByTagName('content')[0].textContent).toContain('<code>Widget.name</code>');
  });

  it('the Markdown copy of the page lists every entry from the same data', () => {
    const view = buildModel(real).changelog;
    const page = fs.readFileSync(path.join(ROOT, 'docs/api/changelog.mdx'), 'utf8');
    const copy = mdxToMarkdown(page, {site: SITE, cards: {}, blocks: {Changelog: changelogMarkdown(view, SITE)}});
    for (const entry of view.entries) expect(copy).toContain(`## ${entry.date} · `);
    expect(copy).toContain(`[\`create-webhook\`](${SITE}/docs/api/resources/create-webhook.md)`);
    expect(copy).toContain(`(${SITE}${CHANGELOG_FEED_URL})`);
  });
});

describe('badges on the reference pages', () => {
  it('the first version’s entries put none: every operation and field of today’s API has been there since it was published', () => {
    const model = buildModel(real);
    const withBadges = model.tags.flatMap((t) => [...t.operations, ...t.events]).filter((p) => p.changes.length > 0);
    expect(withBadges.map((p) => p.id)).toEqual([]);
  });

  it('a later deprecation marks its operation, parameter and field «since» its date, linked to its entry', async () => {
    const loaded = await minimalWith(
      [{...deprecation, operations: ['get-widget'], fields: ['Widget.name'], parameters: ['get-widget.widget_id']}],
      (doc) => {
        doc.paths['/widgets/{widget_id}'].get.deprecated = true;
      },
    );
    const files = renderFiles(buildModel(loaded));
    const badge = {
      kind: 'deprecated',
      date: '2026-03-02',
      version: '2025-01-15',
      href: `${CHANGELOG_URL}#nombre-obsoleto`,
    };
    // Its version is the first release's: a deprecation is announced in the versions that exist, not in a new one.
    const op = parseJson<PageData>(files.get('_data/get-widget.json')!);
    expect(op.endpoint.changes).toEqual([badge]);
    expect(op.params.path[0].changes).toEqual([badge]);
    const schema = parseJson<PageData>(files.get('_data/schema-widget.json')!);
    const fields = schema.schema.properties;
    expect(fields.map((f) => [f.name, f.changes])).toEqual([
      ['id', undefined],
      ['name', [badge]],
    ]);
  });
});

describe('the version a request pins', () => {
  const get = (headers: Record<string, string>) =>
    createSimulator().request({
      method: 'GET',
      path: '/consent-templates',
      headers: {authorization: `Bearer ${DEFAULT_SANDBOX_SECRET_KEY}`, ...headers},
    });

  it('the sandbox serves the description’s version with or without Custodia-Version', async () => {
    const version = (real.doc.info as {version: string}).version;
    expect((await get({})).status).toBe(200);
    expect((await get({'Custodia-Version': version})).status).toBe(200);
  });

  it('answers a version that is not published with 400 invalid_request naming the header', async () => {
    for (const pinned of ['2019-01-01', 'ayer']) {
      const response = await get({'Custodia-Version': pinned});
      expect(response.status).toBe(400);
      const {error} = parseJson<{error: {code: string; details: {field: string}[]}}>(response.body);
      expect(error.code).toBe('invalid_request');
      expect(error.details.map((d) => d.field)).toEqual(['Custodia-Version']);
    }
  });
});

describe('badges after the first release', () => {
  it('an operation added later says since when; the first release’s own do not', async () => {
    const loaded = await minimalWith(
      [{...deprecation, id: 'nuevo', kind: 'added', events: ['widget-created']}],
      (doc) => {
        doc['x-changelog'].entries[0].events = [];
      },
    );
    const files = renderFiles(buildModel(loaded));
    expect(parseJson<PageData>(files.get('_data/widget-created.json')!).endpoint.changes).toEqual([
      {kind: 'added', date: '2026-03-02', version: '2025-01-15', href: `${CHANGELOG_URL}#nuevo`},
    ]);
    expect(parseJson<PageData>(files.get('_data/get-widget.json')!).endpoint.changes).toBeUndefined();
  });
});

describe('the versioning page', () => {
  it('states the header, the periods and the retirement rule of x-constraints.versioning', () => {
    const rules = (real.doc['x-constraints'] as {versioning: Record<string, unknown>}).versioning;
    const page = fs.readFileSync(path.join(ROOT, 'docs/api/versioning.mdx'), 'utf8');
    expect(page).toContain(`\`${String(rules.header)}\``);
    expect(page).toContain(`${String(rules.previous_version_support_days)} días`);
    expect(page).toContain(`${String(rules.deprecation_notice_days)} días`);
    expect(page).toContain(`400 ${String(rules.unknown_version_error)}\``);
    // The one value the policy has: the page says it in words.
    expect(rules.retired_version_moves_to).toBe('oldest_available');
    expect(page).toContain('pasan a la versión más antigua que siga disponible');
    expect(page).toContain(`\`${String(rules.deprecation_header)}\``);
    expect(page).toContain(`\`${String(rules.sunset_header)}\``);
    expect((rules.parameter as {name: string}).name).toBe(rules.header);
  });

  it('both new pages are in the API reference’s sidebar', () => {
    const sidebar = fs.readFileSync(path.join(ROOT, 'sidebarsApi.ts'), 'utf8');
    expect(sidebar).toMatch(/'versioning',\s*'changelog',/);
  });
});
