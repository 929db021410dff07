import {describe, expect, it} from 'vitest';
import {searchIndex} from '../../src/lib/search/engine';
import type {PagefindApi} from '../../src/lib/search/pagefind';
import {titleKey, toIndexQuery} from '../../src/lib/search/query';

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
    // Both searches run at once: the title lookup and the full text (words lower-cased, as the index keeps them).
    expect(calls).toHaveLength(2);
    expect(calls).toEqual(
      expect.arrayContaining([
        ['consentimiento', {filters: {section: 'Integración'}}],
        [null, {filters: {section: 'Integración', title_key: 'consentimiento'}}],
      ]),
    );
  });
});
