/**
 * The API reference: where its OpenAPI description is, where the generated pages go, and the URL and doc id
 * conventions of those pages. These are the options of the local plugin src/plugins/openapi (see its README).
 * At build time OPENAPI_URL (with OPENAPI_TIMEOUT_MS) replaces `source` with a remote description.
 */

// A type, not an interface: Docusaurus's plugin options type needs the implicit index signature.
export type OpenApiOptions = {
  /** The description's entry file, relative to the site directory (its $refs are followed from there). */
  source: string;
  /** Files whose changes regenerate the pages under `docusaurus start` (globs, relative to the site directory). */
  watch: string[];
  /** Where the pages are written, relative to the site directory. Generated output: never committed. */
  outputDir: string;
};

export const openApiOptions: OpenApiOptions = {
  source: 'openapi/openapi.yaml',
  watch: ['openapi/**/*.{yaml,yml,json}'],
  outputDir: 'docs/api/resources',
};

/**
 * The API reference's own docs instance (docusaurus.config.ts): its folder, which is also its URL under the site.
 * The main docs instance leaves it out, so a guide page never loads the API sidebar.
 */
export const API_DOCS_PATH = 'docs/api';

/**
 * Where `outputDir` lands in the site: the URL of its pages and the prefix of their doc ids. They follow from
 * the API docs instance's `path: 'docs/api'` and `routeBasePath: 'docs/api'` (docusaurus.config.ts); change
 * them together with `outputDir`.
 */
export const RESOURCES_URL = '/docs/api/resources';
export const RESOURCES_DOC_ID = 'resources';

/** The generated sidebar (one category per tag), inside `outputDir`; sidebarsApi.ts reads it. */
export const SIDEBAR_FILE = 'sidebar.json';

/**
 * The API's changelog (openapi/changelog.yaml, named by `x-changelog`): its page (docs/api/changelog.mdx, a guide
 * page that reads the generated data), the data file the generator writes for it inside `outputDir`, and the Atom
 * feed the plugin writes into build/ after the build.
 */
export const CHANGELOG_URL = '/docs/api/changelog';
export const CHANGELOG_DATA_FILE = '_data/changelog.json';
export const CHANGELOG_FEED_URL = '/docs/api/changelog.xml';
