import {describe, expect, it} from 'vitest';
import {searchIndex} from '../../src/lib/search/engine';
import type {PagefindApi} from '../../src/lib/search/pagefind';
import {homeKey, titleKey, toIndexQuery} from '../../src/lib/search/query';
import {Vocabulary} from '../../src/lib/search/vocabulary';

describe('what the index is asked for a typed query', () => {
  it('drops Spanish function words, which would match as prefixes everywhere', () => {
    expect(toIndexQuery('consultar acuerdos de una entidad')).toBe('consultar acuerdos entidad');
    expect(toIndexQuery('  prueba de vida ')).toBe('prueba vida');
    expect(toIndexQuery('Plazo de la solicitud de derechos')).toBe('Plazo solicitud derechos');
  });

  it('keeps the query when it is only function words, and exact phrases as typed', () => {
    expect(toIndexQuery('de la')).toBe('de la');
    expect(toIndexQuery('"prueba de vida"')).toBe('"prueba de vida"');
  });

  it('keeps technical terms intact', () => {
    expect(toIndexQuery('data_subject_request.resolved')).toBe('data_subject_request.resolved');
    expect(toIndexQuery('código de error 422')).toBe('código error 422');
  });
});

describe('title keys', () => {
  it('reduce a title to its meaningful words, without accents, case or punctuation', () => {
    expect(titleKey('Firma electrónica')).toBe('firma electronica');
    expect(titleKey('firma electronica')).toBe('firma electronica');
    expect(titleKey('Gestionar el consentimiento en el tiempo')).toBe('gestionar consentimiento tiempo');
    expect(titleKey('¿Qué es una passkey?')).toBe('es passkey');
    expect(titleKey('  de la ')).toBe('');
  });
});

describe('searching the index', () => {
  const page = (id: string, url: string, title: string) => ({
    id,
    score: 1,
    data: () => Promise.resolve({url, content: '', excerpt: '', meta: {title}, filters: {}, sub_results: []}),
  });
  const calls: [string | null, unknown][] = [];
  const api: PagefindApi = {
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    preload: () => Promise.resolve(),
    search: (query, options) => {
      calls.push([query, options]);
      const results =
        query === null
          ? [page('intro', '/docs/integration-guide/consent/introduction/', 'Consentimiento')]
          : [
              page('api', '/docs/integration-guide/consent/consent-api/', 'API de consentimiento'),
              page('intro', '/docs/integration-guide/consent/introduction/', 'Consentimiento'),
              page('quick', '/docs/integration-guide/consent/quickstart/', 'Inicio rápido'),
            ];
      return Promise.resolve({results, unfilteredResultCount: results.length, filters: {}});
    },
  };

  it('puts the page named by the query first, once, and applies the section to both searches', async () => {
    const outcome = await searchIndex(api, 'Consentimiento', {section: 'Integración', limit: 2});
    expect(outcome.hits.map((h) => h.url)).toEqual([
      '/docs/integration-guide/consent/introduction',
      '/docs/integration-guide/consent/consent-api',
    ]);
    expect(outcome.total).toBe(3);
    expect(outcome.pending.map((r) => r.id)).toEqual(['quick']);
    // The searches run at once: the concept's home (search_names), the title lookup and the full text (words
    // lower-cased, as the index keeps them).
    expect(calls).toHaveLength(3);
    expect(calls).toEqual(
      expect.arrayContaining([
        ['consentimiento', {filters: {section: 'Integración'}}],
        [null, {filters: {section: 'Integración', home_key: homeKey('consentimiento')}}],
        [null, {filters: {section: 'Integración', title_key: 'consentimiento'}}],
      ]),
    );
  });

  it('puts the home of the concept the query names (search_names) before the pages that repeat the name more', async () => {
    const home = page('intro', '/docs/integration-guide/rights-management/introduction/', 'Gestión de derechos');
    const reference = page('dsr', '/docs/api/resources/schemas/datasubjectrequest/', 'DataSubjectRequest');
    const withHome: PagefindApi = {
      ...api,
      search: (query, options) => {
        const filters = (options as {filters?: Record<string, string>} | undefined)?.filters ?? {};
        const results =
          query !== null ? [reference, home] : filters.home_key === homeKey('solicitudes de derechos') ? [home] : [];
        return Promise.resolve({results, unfilteredResultCount: results.length, filters: {}});
      },
    };
    const outcome = await searchIndex(withHome, 'solicitud de derechos', {limit: 2});
    expect(outcome.hits.map((h) => h.url)).toEqual([
      '/docs/integration-guide/rights-management/introduction',
      '/docs/api/resources/schemas/datasubjectrequest',
    ]);
  });

  /** An index where each page holds the listed words: full text returns the pages holding every word of the query. */
  const indexOf = (pages: Record<string, string[]>, asked: string[] = []): PagefindApi => ({
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    preload: () => Promise.resolve(),
    search: (query) => {
      if (query !== null) asked.push(query);
      const words = query === null ? null : query.split(' ');
      const results = Object.entries(pages)
        .filter(([, has]) => words !== null && words.every((w) => has.includes(w)))
        .map(([slug, has], i) => ({...page(slug, `/docs/${slug}/`, slug), score: has.length - i / 10}));
      return Promise.resolve({results, unfilteredResultCount: results.length, filters: {}});
    },
  });
  const words = (...list: string[]) =>
    new Vocabulary({words: list.sort().map((w): [string, number] => [w, 1]), tokens: {}});

  it('a word in no page leaves the other words to find their pages, and is named', async () => {
    const api = indexOf({production: ['produccion', 'lista'], sandbox: ['sandbox']});
    const outcome = await searchIndex(api, 'checklist produccion', {
      limit: 5,
      vocabulary: words('produccion', 'sandbox'),
    });
    expect(outcome.hits.map((h) => h.url)).toEqual(['/docs/production']);
    expect(outcome).toMatchObject({unknown: ['checklist'], fallback: 'produccion'});
  });

  it('only words in no page: no results at all, never unrelated pages', async () => {
    const asked: string[] = [];
    const api = indexOf({production: ['produccion']}, asked);
    const outcome = await searchIndex(api, 'zqxjvkwq', {limit: 5, vocabulary: words('produccion')});
    expect(outcome).toMatchObject({total: 0, hits: [], unknown: ['zqxjvkwq']});
    expect(asked).toEqual([]);
  });

  it('words the docs hold but never together: the pages with all of them but one, best first', async () => {
    const api = indexOf({
      concept: ['firma', 'avanzada', 'cualificada'],
      intro: ['firma', 'cualificada'],
      simple: ['simple'],
    });
    const vocabulary = words('firma', 'avanzada', 'cualificada', 'simple');
    const outcome = await searchIndex(api, 'firma avanzada simple cualificada', {limit: 5, vocabulary});
    expect(outcome.hits.map((h) => h.url)).toEqual(['/docs/concept']);
    // Two words that never meet: the pages of either.
    const either = await searchIndex(api, 'avanzada simple', {limit: 5, vocabulary});
    expect(either.hits.map((h) => h.url).sort()).toEqual(['/docs/concept', '/docs/simple']);
  });

  it('a phrase in quotes is never taken apart to find something', async () => {
    const asked: string[] = [];
    const api = indexOf({concept: ['firma', 'avanzada']}, asked);
    const outcome = await searchIndex(api, '"firma avanzada" vs', {limit: 5, vocabulary: words('firma', 'avanzada')});
    expect(outcome.hits).toEqual([]);
    expect(asked).toEqual(['"firma avanzada" vs']);
  });
});
