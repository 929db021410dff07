import {describe, expect, it} from 'vitest';
import {retrieveAnswer} from '../../src/lib/ask/answer';
import type {PagefindApi, PagefindResultData} from '../../src/lib/search/pagefind';
import {Vocabulary} from '../../src/lib/search/vocabulary';

/** A page of the fake index: its sections, and the words whose locations a text search reports as hits. */
function pageData(url: string, title: string, sections: {heading: string; id: string; text: string}[]) {
  const words: string[] = [];
  const anchors: NonNullable<PagefindResultData['anchors']> = [];
  for (const s of sections) {
    anchors.push({element: 'h2', id: s.id, text: s.heading, location: words.length});
    words.push(...`${s.heading}.`.split(' '), ...s.text.split(' '));
  }
  return (query: string | null): PagefindResultData => {
    const asked = (query ?? '').toLowerCase().split(' ').filter(Boolean);
    const weighted_locations = words.flatMap((w, location) =>
      asked.some((a) => w.toLowerCase().startsWith(a.slice(0, 5))) ? [{weight: 1, balanced_score: 100, location}] : [],
    );
    return {
      url,
      content: words.join(' '),
      excerpt: '',
      meta: {title},
      filters: {},
      anchors,
      weighted_locations,
      sub_results: [],
    };
  };
}

/** An index whose full-text search returns `text(query)` pages; title lookups find the page whose slug is the key. */
function fakeIndex(pages: Record<string, ReturnType<typeof pageData>>, text: (query: string) => string[]): PagefindApi {
  const result = (slug: string, query: string | null) => ({
    id: slug,
    score: 1,
    data: () => Promise.resolve(pages[slug](query)),
  });
  return {
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    preload: () => Promise.resolve(),
    search: (query, options) => {
      const key = options?.filters?.title_key;
      const slugs = key ? Object.keys(pages).filter((slug) => slug === key) : query ? text(query) : [];
      const results = slugs.map((slug) => result(slug, query));
      return Promise.resolve({results, unfilteredResultCount: results.length, filters: {}});
    },
  };
}

/** The index vocabulary as the build writes it: sorted, since it is searched by prefix. */
const words = (list: string) =>
  list
    .split(' ')
    .sort()
    .map((w): [string, number] => [w, 1]);

describe('the page of an API token a question names', () => {
  it('answers from the token page, though full-text search does not return it', async () => {
    const pages = {
      errors: pageData('/docs/api/errors/', 'Errores', [
        {heading: 'Manejar errores', id: 'manejar', text: 'Cada error trae un código y un mensaje.'},
        {
          heading: 'permission_denied',
          id: 'permission_denied',
          text: 'La clave no tiene el alcance que la operación pide: permission_denied.',
        },
      ]),
      'create-api-key': pageData('/docs/api/resources/create-api-key/', 'Crear una clave de API', [
        {heading: 'Respuestas', id: 'respuestas', text: 'Un 403 significa que la clave no puede crear claves.'},
      ]),
    };
    const vocabulary = new Vocabulary({
      words: words('alcance clave codigo crear error errores mensaje operacion permission denied significa'),
      tokens: {permission_denied: '/docs/api/errors#permission_denied'},
    });
    const api = fakeIndex(pages, () => ['create-api-key']);
    const {passages} = await retrieveAnswer(api, '¿Qué significa 403 permission_denied?', {
      provider: 'offline',
      vocabulary,
      basePath: '/pagefind/',
    });
    expect(passages[0]?.url).toBe('/docs/api/errors#permission_denied');
  });
});

describe('the pages a question form asks for', () => {
  it('brings the page with the subject and the heading word of «¿por qué…?» among the pages that answer', async () => {
    const pages = {
      'how-it-works': pageData('/docs/signature/how-it-works/', 'Cómo funciona la firma', [
        {
          heading: 'Motivos de fallo',
          id: 'motivos-de-fallo',
          text: 'Un intento de firma falla cuando la persona cancela o vence el plazo.',
        },
      ]),
      'attempt-failed': pageData('/docs/api/resources/signature-attempt-failed/', 'signature_attempt.failed', [
        {heading: 'Carga del evento', id: 'carga', text: 'El intento de firma falló: intento, firma, intento, firma.'},
      ]),
    };
    const vocabulary = new Vocabulary({
      words: words('cancela falla fallar firma intento motivos persona plazo'),
      tokens: {},
    });
    // Full text ranks the reference page first and leaves the guide out; only «… motivos» finds the guide.
    const api = fakeIndex(pages, (query) => (query.includes('motivos') ? ['how-it-works'] : ['attempt-failed']));
    const {passages} = await retrieveAnswer(api, '¿Por qué puede fallar un intento de firma?', {
      provider: 'offline',
      vocabulary,
      basePath: '/pagefind/',
    });
    expect(passages.map((p) => p.url)).toContain('/docs/signature/how-it-works#motivos-de-fallo');
  });
});
