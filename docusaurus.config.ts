import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import remarkEmoji from 'remark-emoji';
import {brand, links} from './config/links';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {prism} from './config/prism';
import {algoliaThemeConfig, askAiConfig, pagesExclude, searchMode} from './config/search';
import {buildRules} from './config/buildRules';
import {faster} from './config/faster';
import {version} from './package.json';
import {API_DOCS_PATH, openApiOptions} from './config/openapi';
import {canonicalPath} from './src/lib/url';
import rehypeTaskListLabels from './src/plugins/taskListLabels';
import remarkResponseLabels from './src/plugins/responseLabels';
import remarkSteps from './src/plugins/steps';

const algolia = algoliaThemeConfig();
const search = searchMode(algolia);

/**
 * What both docs instances share. The API reference (docs/api/) is its own instance at the same URLs, so each
 * page loads only the sidebars of its instance: the docs plugin puts all the sidebars of an instance in one
 * data chunk every page of that instance loads, and the API sidebar grows with the OpenAPI description.
 */
const docsOptions = {
  remarkPlugins: [remarkEmoji, remarkResponseLabels, remarkSteps],
  rehypePlugins: [rehypeTaskListLabels],
  lastVersion: 'current',
  versions: {current: {label: 'Next', badge: true}},
  showLastUpdateTime: false,
} satisfies Preset.Options['docs'];

/**
 * The API reference's docs instance, nested in the main one's folder at the same URLs. The main instance leaves
 * its folder out (`exclude` below for pages, the openapi plugin for the Markdown loader).
 */
const apiDocs: PluginConfig = [
  // The docs plugin with the generated pages left out of its global data (see the plugin).
  './src/plugins/apiDocs/index.ts',
  {...docsOptions, id: 'api', path: API_DOCS_PATH, routeBasePath: API_DOCS_PATH, sidebarPath: './sidebarsApi.ts'},
];

/** Docusaurus's default `exclude` of the docs plugin (setting the option replaces it). */
const DOCS_EXCLUDE_DEFAULT = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];

/** An absolute URL of this site with its canonical path (see canonicalPath). */
function canonicalUrl(url: string): string {
  const {origin, pathname} = new URL(url);
  return origin + canonicalPath(pathname);
}

const config: Config = {
  title: brand.title,
  tagline: brand.tagline,
  favicon: 'img/favicon.svg',
  url: links.docsSite,
  baseUrl: '/',
  trailingSlash: undefined,
  customFields: {siteVersion: version, searchMode: search, askAi: askAiConfig()},

  future: {v4: true, faster},

  onBrokenLinks: buildRules.onBrokenLinks,
  onBrokenAnchors: buildRules.onBrokenAnchors,
  onDuplicateRoutes: buildRules.onDuplicateRoutes,
  // Ours is on the home page (src/components/BaseUrlBanner), in Spanish.
  baseUrlIssueBanner: false,

  i18n: {
    defaultLocale: 'es',
    locales: ['es'],
    localeConfigs: {es: {label: 'Español', htmlLang: 'es', direction: 'ltr'}},
  },

  markdown: {
    mermaid: true,
    format: 'detect',
    hooks: {
      onBrokenMarkdownLinks: buildRules.onBrokenMarkdownLinks,
      onBrokenMarkdownImages: buildRules.onBrokenMarkdownImages,
    },
  },

  themes: ['@docusaurus/theme-mermaid'],
  plugins: [
    './src/plugins/cleanUrls/index.ts',
    './src/plugins/typeface/index.ts',
    ['./src/plugins/openapi/index.ts', openApiOptions],
    apiDocs,
    './src/plugins/prism/index.ts',
    ['./src/plugins/routeChunks/index.ts', {paths: ['/search']}],
    './src/plugins/searchIndex/index.ts',
    './src/plugins/quickstartSteps/index.ts',
    './src/plugins/simulatorBundle/index.ts',
    './src/plugins/markdownExport/index.ts',
  ],
  clientModules: [
    './src/clientModules/chunkLoadRecovery.ts',
    './src/clientModules/anchorScroll.ts',
    './src/clientModules/imageZoom.ts',
    './src/clientModules/prismPreload.ts',
    './src/clientModules/idlePrefetch.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          exclude: [...DOCS_EXCLUDE_DEFAULT, 'api/**'],
          ...docsOptions,
        },
        blog: false,
        pages: {exclude: pagesExclude(search), rehypePlugins: [rehypeTaskListLabels]},
        theme: {customCss: ['./src/css/custom.css', './src/css/api.css']},
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          ignorePatterns: ['/dogfooding/**'],
          // The same URLs as the canonical links: `/docs`, not `/docs/`, for index pages.
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) =>
            (await defaultCreateSitemapItems(params)).map((item) => ({...item, url: canonicalUrl(item.url)})),
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.jpg',
    metadata: [
      {
        name: 'keywords',
        content: 'Custodia, API, consentimiento, privacidad, identidad, passkeys, firma electrónica, derechos ARCO',
      },
    ],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar: {
      id: 'sandbox-2025',
      content:
        '¿Empiezas a integrar? Prueba todo en el <a href="/docs/integration-guide/sandbox">modo sandbox</a> sin datos reales ni costo.',
      // Brand colours per mode (src/css/custom.css); the theme's default is white in both modes.
      backgroundColor: 'var(--custodia-announcement-bg)',
      textColor: 'var(--custodia-announcement-fg)',
      isCloseable: true,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    prism,
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
    ...(algolia ? {algolia} : {}),
  } satisfies Preset.ThemeConfig,
};

export default config;
