import {afterEach, describe, expect, it, vi} from 'vitest';
import {algoliaThemeConfig, askAiConfig, pagesExclude, searchMode} from '../../config/search';
import {externalUrlPattern} from '../../config/links';

const keys = {
  ALGOLIA_APP_ID: 'APP123',
  ALGOLIA_SEARCH_API_KEY: 'public-search-key',
  ALGOLIA_INDEX_NAME: 'custodia-docs',
};

describe('hosted search configuration (Algolia DocSearch)', () => {
  it('is undefined when any of the three keys is missing or blank, so the embedded search is used', () => {
    expect(algoliaThemeConfig({})).toBeUndefined();
    for (const missing of Object.keys(keys)) {
      expect(algoliaThemeConfig({...keys, [missing]: undefined})).toBeUndefined();
      expect(algoliaThemeConfig({...keys, [missing]: '   '})).toBeUndefined();
    }
    expect(searchMode(algoliaThemeConfig({}))).toBe('embedded');
  });

  it('with the keys set, turns contextual search off, insights on, and keeps external URLs', () => {
    const config = algoliaThemeConfig(keys);
    expect(config).toMatchObject({
      appId: 'APP123',
      apiKey: 'public-search-key',
      indexName: 'custodia-docs',
      contextualSearch: false,
      insights: true,
      externalUrlRegex: externalUrlPattern.source,
      searchPagePath: 'search',
    });
    expect(searchMode(config)).toBe('algolia');
  });

  it('adds Ask AI only when an assistant id is set', () => {
    expect(algoliaThemeConfig(keys)).not.toHaveProperty('askAi');
    expect(algoliaThemeConfig({...keys, ALGOLIA_ASSISTANT_ID: ' '})).not.toHaveProperty('askAi');
    expect(algoliaThemeConfig({...keys, ALGOLIA_ASSISTANT_ID: 'asst-42'})).toMatchObject({
      askAi: {assistantId: 'asst-42'},
    });
  });

  it('leaves /search to the Algolia theme in hosted mode and to the embedded page otherwise', () => {
    expect(pagesExclude('embedded')).not.toContain('search.tsx');
    expect(pagesExclude('algolia')).toContain('search.tsx');
  });
});

describe('ask provider configuration', () => {
  it('defaults to the built-in offline answerer', () => {
    expect(askAiConfig({})).toEqual({provider: 'offline'});
    expect(askAiConfig({ASK_AI_ENDPOINT: '  '})).toEqual({provider: 'offline'});
  });

  it('uses an OpenAI-compatible endpoint, with optional model and timeout', () => {
    expect(askAiConfig({ASK_AI_ENDPOINT: 'https://ask.custodia.example/v1/chat/completions'})).toEqual({
      provider: 'endpoint',
      endpoint: 'https://ask.custodia.example/v1/chat/completions',
    });
    expect(
      askAiConfig({
        ASK_AI_ENDPOINT: 'https://ask.custodia.example/v1/chat/completions',
        ASK_AI_MODEL: 'docs-small',
        ASK_AI_TIMEOUT_MS: '15000',
      }),
    ).toEqual({
      provider: 'endpoint',
      endpoint: 'https://ask.custodia.example/v1/chat/completions',
      model: 'docs-small',
      timeoutMs: 15000,
    });
  });

  it('fails the build on an invalid endpoint or timeout', () => {
    expect(() => askAiConfig({ASK_AI_ENDPOINT: 'not a url'})).toThrow(/ASK_AI_ENDPOINT/);
    expect(() => askAiConfig({ASK_AI_ENDPOINT: 'ftp://ask.custodia.example/'})).toThrow(/http/);
    expect(() => askAiConfig({ASK_AI_ENDPOINT: 'https://ask.custodia.example/', ASK_AI_TIMEOUT_MS: 'soon'})).toThrow(
      /ASK_AI_TIMEOUT_MS/,
    );
  });
});

describe('docusaurus.config.ts', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function loadSiteConfig() {
    vi.resetModules();
    return (await import('../../docusaurus.config')).default;
  }

  it('without Algolia keys: embedded search, no algolia theme config, /search page built', async () => {
    for (const name of [...Object.keys(keys), 'ALGOLIA_ASSISTANT_ID', 'ASK_AI_ENDPOINT']) vi.stubEnv(name, '');
    const config = await loadSiteConfig();
    expect(config.customFields).toMatchObject({searchMode: 'embedded', askAi: {provider: 'offline'}});
    expect(config.themeConfig).not.toHaveProperty('algolia');
  });

  it('with Algolia keys: passes the DocSearch config to the theme and leaves /search to it', async () => {
    for (const [name, value] of Object.entries({...keys, ALGOLIA_ASSISTANT_ID: 'asst-42'})) vi.stubEnv(name, value);
    const config = await loadSiteConfig();
    expect(config.customFields).toMatchObject({searchMode: 'algolia'});
    expect(config.themeConfig).toMatchObject({
      algolia: {appId: 'APP123', contextualSearch: false, insights: true, askAi: {assistantId: 'asst-42'}},
    });
    const classic = (config.presets as [string, {pages: {exclude: string[]}}][]).find(([name]) => name === 'classic');
    expect(classic?.[1].pages.exclude).toContain('search.tsx');
  });
});
