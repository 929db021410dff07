/**
 * The API reference is a Docusaurus plugin that generates in its lifecycle: loading docusaurus.config.ts
 * writes nothing, and Docusaurus itself (its real site loader, on a small site with the docs plugin) finds
 * the generated pages and sidebar already written when the docs plugin reads them, even when a description
 * repeats its operations' summaries and its tags' names.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {loadSite} from '@docusaurus/core/lib/server/site';
import openApiPlugin from '../../src/plugins/openapi';
import {openApiOptions} from '../../config/openapi';

const MINIMAL = path.join(__dirname, '../fixtures/openapi-minimal');
const PLUGIN = path.join(__dirname, '../../src/plugins/openapi/index.ts');
const DOCS_PLUGIN = require.resolve('@docusaurus/plugin-content-docs');
const REPEATED = path.join(__dirname, '../fixtures/openapi-repeated-summaries/openapi.yaml');
const PREFIX = 'No se pudo generar la referencia de la API: ';

let siteDir: string;

beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-openapi-site-'));
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  fs.rmSync(siteDir, {recursive: true, force: true});
});

/** A site with only the docs plugin and ours; its sidebar is the generated one, read when the docs plugin loads. */
function writeSite(source: string): void {
  // The instance's folder exists before any generation, as docs/api/ does with its overview pages.
  fs.mkdirSync(path.join(siteDir, 'docs/api'), {recursive: true});
  fs.writeFileSync(
    path.join(siteDir, 'sidebars.js'),
    `module.exports = {api: JSON.parse(require('fs').readFileSync(__dirname + '/docs/api/resources/sidebar.json', 'utf8'))};\n`,
  );
  const config = {
    title: 'Prueba',
    url: 'https://example.invalid',
    baseUrl: '/',
    // Translation on, as for the real site: the docs plugin then extracts the sidebar's translation keys
    // and fails the build when two items share one.
    i18n: {defaultLocale: 'es', locales: ['es'], localeConfigs: {es: {translate: true}}},
    plugins: [
      // As the site's API reference: its own docs instance over docs/api/.
      [DOCS_PLUGIN, {path: 'docs/api', routeBasePath: 'docs/api', sidebarPath: path.join(siteDir, 'sidebars.js')}],
      [PLUGIN, {...openApiOptions, source, watch: []}],
    ],
  };
  fs.writeFileSync(
    path.join(siteDir, 'docusaurus.config.js'),
    `module.exports = ${JSON.stringify(config, null, 2)};\n`,
  );
}

describe('the API reference plugin', () => {
  it('loading docusaurus.config.ts generates nothing (an invalid OPENAPI_TIMEOUT_MS would stop a generation)', async () => {
    vi.stubEnv('OPENAPI_URL', 'http://127.0.0.1:9/openapi.yaml');
    vi.stubEnv('OPENAPI_TIMEOUT_MS', 'pronto');
    vi.resetModules();
    const config = (await import('../../docusaurus.config')).default;
    expect(config.plugins).toContainEqual(['./src/plugins/openapi/index.ts', openApiOptions]);
  });

  it('generates before the docs plugin reads docs/ and the sidebar, and Docusaurus accepts repeated summaries', async () => {
    writeSite(REPEATED);
    const site = await loadSite({siteDir});

    const docs = site.props.plugins.find((p) => p.name === 'docusaurus-plugin-content-docs');
    const content = docs?.content as {loadedVersions: {docs: {id: string}[]; sidebars: Record<string, unknown>}[]};
    const ids = content.loadedVersions[0].docs.map((d) => d.id).sort();
    expect(ids).toEqual(
      ['consent-updated', 'get-consent', 'get-signature', 'list-consents', 'list-signatures', 'signature-updated'].map(
        (id) => `resources/${id}`,
      ),
    );

    // Two categories named «Recursos», each with «Listar», «Obtener» and «Actualizado»: every item has its own key.
    const sidebar = JSON.parse(fs.readFileSync(path.join(siteDir, 'docs/api/resources/sidebar.json'), 'utf8')) as {
      key: string;
      label: string;
      items: {key: string; label: string}[];
    }[];
    expect(sidebar.map((c) => c.label)).toEqual(['Recursos', 'Recursos']);
    expect(sidebar[0].items.map((i) => i.label)).toEqual(sidebar[1].items.map((i) => i.label));
    const keys = sidebar.flatMap((c) => [c.key, ...c.items.map((i) => i.key)]);
    expect(keys.every((k) => typeof k === 'string' && k !== '')).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fails in one line when the description cannot be read, before any content loads, keeping the previous pages', async () => {
    const outDir = path.join(siteDir, openApiOptions.outputDir);
    fs.mkdirSync(outDir, {recursive: true});
    fs.writeFileSync(path.join(outDir, 'sidebar.json'), '[]\n');
    const context = {siteDir} as LoadContext;
    const error = await openApiPlugin(context, {source: path.join(siteDir, 'missing.yaml')}).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(new RegExp(`^${PREFIX}no existe el archivo .*missing\\.yaml$`));
    expect(fs.readdirSync(outDir)).toEqual(['sidebar.json']);
    expect(fs.readFileSync(path.join(outDir, 'sidebar.json'), 'utf8')).toBe('[]\n');
  });

  it('under docusaurus start, regenerates when Docusaurus reloads it after a change to the watched files', async () => {
    fs.cpSync(MINIMAL, path.join(siteDir, 'openapi'), {recursive: true});
    const source = path.join(siteDir, 'openapi/openapi.yaml');
    const page = path.join(siteDir, openApiOptions.outputDir, 'get-widget.mdx');
    const plugin = await openApiPlugin({siteDir} as LoadContext, {source});
    expect(plugin.getPathsToWatch?.()).toEqual(openApiOptions.watch);
    expect(fs.readFileSync(page, 'utf8')).toContain('title: "Obtener un artefacto"');

    fs.writeFileSync(
      source,
      fs.readFileSync(source, 'utf8').replace('summary: Obtener un artefacto', 'summary: Leer un artefacto'),
    );
    // The first load follows the constructor's generation; the next ones are reloads after a change.
    await plugin.loadContent?.();
    expect(fs.readFileSync(page, 'utf8')).toContain('title: "Obtener un artefacto"');
    await plugin.loadContent?.();
    expect(fs.readFileSync(page, 'utf8')).toContain('title: "Leer un artefacto"');
  });
});
