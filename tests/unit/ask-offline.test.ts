import {describe, expect, it} from 'vitest';
import {assembleOfflineAnswer} from '../../src/lib/ask/offline';
import {selectPassages, toSourcePage, type SourcePage} from '../../src/lib/ask/passages';
import {questionQuery} from '../../src/lib/ask/answer';
import {namesIn, questionTerms, questionToQuery} from '../../src/lib/ask/question';
import {Vocabulary} from '../../src/lib/search/vocabulary';
import type {PagefindResultData} from '../../src/lib/search/pagefind';

/** A page as the index returns it: words, headings (anchors) and the positions of matched words. */
function page(
  url: string,
  title: string,
  sections: {heading?: string; id?: string; text: string}[],
  matched: string[],
): SourcePage {
  const words: string[] = [];
  const anchors: SourcePage['anchors'] = [];
  for (const section of sections) {
    if (section.heading)
      anchors.push({id: section.id ?? section.heading, text: section.heading, location: words.length});
    words.push(...`${section.heading ?? title}.`.split(' '), ...section.text.split(' '));
  }
  const hits = words.flatMap((w, location) =>
    matched.some((m) => w.toLowerCase().startsWith(m)) ? [{location, score: 100}] : [],
  );
  return {url, title, content: words.join(' '), anchors, hits};
}

/**
 * Section scores as src/lib/ask/sections.ts gives them, stood in by the sum of each section's hits (its ranking is
 * tested in ask-sections.test.ts): every section of the pages, by URL with anchor.
 */
function ranks(pages: SourcePage[]): Map<string, number> {
  const scores = new Map<string, number>();
  for (const p of pages) {
    const anchors = [...p.anchors].sort((a, b) => a.location - b.location);
    const urlAt = (location: number) => {
      const anchor = anchors.filter((a) => a.location <= location).at(-1);
      return anchor ? `${p.url}#${anchor.id}` : p.url;
    };
    scores.set(p.url, 1);
    for (const a of anchors) scores.set(`${p.url}#${a.id}`, 1);
    for (const hit of p.hits) scores.set(urlAt(hit.location), (scores.get(urlAt(hit.location)) ?? 1) + hit.score);
  }
  return scores;
}

const consentManagement = page(
  '/docs/integration-guide/consent/consent-management',
  'Gestionar el consentimiento',
  [
    {text: 'Esta página explica cómo mantener los acuerdos al día.'},
    {
      heading: 'Revocar un consentimiento',
      id: 'revocar-un-consentimiento',
      text: 'Para revocar un uso de datos registra una acción revoke y confírmala con un compromiso. El acuerdo cambia a revoked y se emite agreement.updated. La persona también puede revocar desde el centro de privacidad.',
    },
    {heading: 'Vencimientos', id: 'vencimientos', text: 'Los permisos con plazo vencen solos.'},
  ],
  ['revoca', 'consentimiento'],
);

const glossary = page(
  '/docs/integration-guide/glossary',
  'Glosario',
  [
    {
      heading: 'R',
      id: 'r',
      text: 'Revocación. Retiro del consentimiento para un uso de datos, registrado como acción revoke.',
    },
  ],
  ['revoca', 'consentimiento'],
);

describe('offline answer', () => {
  it('assembles the best passages, cited with their page, heading and anchor', () => {
    const answer = assembleOfflineAnswer(
      '¿Cómo revoco un consentimiento?',
      [consentManagement, glossary],
      ranks([consentManagement, glossary]),
    );
    expect(answer.provider).toBe('offline');
    expect(answer.passages.length).toBeGreaterThan(0);
    const [first] = answer.passages;
    expect(first).toMatchObject({
      n: 1,
      pageTitle: 'Gestionar el consentimiento',
      heading: 'Revocar un consentimiento',
      url: '/docs/integration-guide/consent/consent-management#revocar-un-consentimiento',
    });
    expect(first.text).toMatch(/^Para revocar un uso de datos registra una acción revoke/);
    expect(answer.passages.map((p) => p.n)).toEqual(answer.passages.map((_, i) => i + 1));
    expect(answer.passages.some((p) => p.url === '/docs/integration-guide/glossary#r')).toBe(true);
  });

  it('marks the matched words and never repeats the heading as an answer', () => {
    const [first] = assembleOfflineAnswer(
      'revocar consentimiento',
      [consentManagement],
      ranks([consentManagement]),
    ).passages;
    expect(first.segments.filter((s) => s.highlighted).map((s) => s.text.toLowerCase())).toContain('revocar');
    expect(first.text.startsWith('Revocar un consentimiento.')).toBe(false);
    expect(first.segments.map((s) => s.text).join('')).toBe(first.text);
  });

  it('keeps passages short, ending with an ellipsis when cut', () => {
    const long = page(
      '/docs/x',
      'X',
      [{heading: 'Largo', id: 'largo', text: `revocar ${'palabra '.repeat(200)}fin.`}],
      ['revoca'],
    );
    const [passage] = selectPassages([long], ranks([long]), {maxWords: 20});
    expect(passage.text.split(' ').length).toBeLessThanOrEqual(22);
    expect(passage.text.endsWith('…')).toBe(true);
  });

  it('takes at most two passages from one page and three in all', () => {
    const many = page(
      '/docs/many',
      'Muchas secciones',
      Array.from({length: 5}, (_, i) => ({
        heading: `Sección ${i}`,
        id: `s${i}`,
        text: `Aquí se explica cómo revocar el caso ${i}.`,
      })),
      ['revoca'],
    );
    const passages = assembleOfflineAnswer('revocar', [many, glossary], ranks([many, glossary])).passages;
    expect(passages.length).toBe(3);
    expect(passages.filter((p) => p.url.startsWith('/docs/many')).length).toBe(2);
  });

  it('leads with the section of an exact API token the question names', () => {
    const errors = page(
      '/docs/api/errors',
      'Errores',
      [
        {
          heading: 'Cómo manejar errores',
          id: 'manejar',
          text: 'Un error 409 puede ser idempotency_key_reused o resource_conflict; cada error trae su código.',
        },
        {
          heading: 'idempotency_key_reused',
          id: 'idempotency_key_reused',
          text: 'El error idempotency_key_reused indica que reutilizaste una clave con otro cuerpo.',
        },
      ],
      ['error', 'idempotency_key_reused'],
    );
    const question = '¿Qué significa el error idempotency_key_reused?';
    // Without the token's section, and without the question's own words (whose echo in a heading also leads, see
    // below), the section that mentions more of the terms would lead.
    expect(assembleOfflineAnswer(question, [errors], ranks([errors]), {asked: ''}).passages[0].url).toBe(
      '/docs/api/errors#manejar',
    );
    const named = ['/docs/api/errors#idempotency_key_reused'];
    expect(assembleOfflineAnswer(question, [errors], ranks([errors]), {named}).passages[0].url).toBe(named[0]);
  });

  it('leads with the section whose heading asks the question back, question words included', () => {
    const center = page(
      '/docs/privacy-center',
      'Centro de privacidad',
      [
        {
          heading: 'Cómo llega la persona',
          id: 'como-llega',
          text: 'La persona entra al centro de privacidad desde un enlace del correo.',
        },
        {
          heading: 'Qué puede hacer la persona',
          id: 'que-puede-hacer',
          text: 'Revisa sus acuerdos y ejerce sus derechos en el centro de privacidad.',
        },
      ],
      ['centro', 'privacidad', 'persona'],
    );
    const question = '¿Qué puede hacer la persona en el centro de privacidad?';
    const shaped = questionToQuery(question);
    expect(assembleOfflineAnswer(shaped, [center], ranks([center]), {asked: shaped}).passages[0].url).toBe(
      '/docs/privacy-center#como-llega',
    );
    expect(assembleOfflineAnswer(shaped, [center], ranks([center]), {asked: question}).passages[0].url).toBe(
      '/docs/privacy-center#que-puede-hacer',
    );
  });

  it('quotes prose, not code flattened into the text, and prefers passages with more of the question', () => {
    const webhooks = page(
      '/docs/api/webhooks',
      'Webhooks',
      [
        {
          heading: 'Ejemplo',
          id: 'ejemplo',
          text: 'const firma = req.headers["custodia-signature"]; if (!verificar(firma, body)) { return res.status(400).end(); }',
        },
        {
          heading: 'Firmas de documentos',
          id: 'docs',
          text: 'Cada documento firmado se verifica con su huella SHA-256.',
        },
        {
          heading: 'Verificar la firma',
          id: 'verificar-la-firma',
          text: 'Calcula el HMAC del cuerpo crudo con el secreto del webhook y compáralo en tiempo constante.',
        },
      ],
      ['firma', 'verific', 'webhook'],
    );
    const passages = assembleOfflineAnswer(
      '¿Cómo verifico la firma de un webhook?',
      [webhooks],
      ranks([webhooks]),
    ).passages;
    expect(passages[0].url).toBe('/docs/api/webhooks#verificar-la-firma');
    expect(passages.some((p) => p.url.endsWith('#ejemplo'))).toBe(false);
  });

  it('leaves out the front-matter keywords that close the indexed text', () => {
    const source = toSourcePage({
      url: '/docs/x/',
      content: 'Título. Texto de la página sobre revocar. revocar, revocación, baja.',
      excerpt: '',
      meta: {title: 'Título', keywords: 'revocar, revocación, baja'},
      filters: {},
      sub_results: [],
    });
    expect(source.content).toBe('Título. Texto de la página sobre revocar. ');
  });

  it('has no passages when nothing matched', () => {
    const unmatched = page('/docs/y', 'Y', [{text: 'Sin coincidencias.'}], []);
    expect(assembleOfflineAnswer('nada', [unmatched], ranks([unmatched])).passages).toEqual([]);
    expect(assembleOfflineAnswer('nada', [], ranks([])).passages).toEqual([]);
  });
});

describe('questions', () => {
  it('keep the meaningful words and drop question words', () => {
    expect(questionTerms('¿Cómo puedo revocar un consentimiento?')).toEqual(['revocar', 'consentimiento']);
    expect(questionToQuery('¿Qué es el código de error 422?')).toBe('código error 422');
    expect(questionToQuery('¿Qué es sk_test_?')).toBe('sk_test_');
    // «¿Cuál es la diferencia…?» asks about the things compared: a page need not say «diferencia» to tell them apart.
    expect(questionTerms('¿Cuál es la diferencia entre sk_test_ y sk_live_?')).toEqual(['sk_test_', 'sk_live_']);
    expect(questionToQuery('¿Qué es?')).toBe('¿Qué es?');
    // Counting and generic verbs say what kind of answer is wanted, not what it is about.
    expect(questionTerms('¿Cuántos metadatos puedo poner en un acuerdo?')).toEqual(['metadatos', 'acuerdo']);
    expect(questionTerms('¿Dónde puedo ver cuántas solicitudes hay pendientes?')).toEqual([
      'solicitudes',
      'pendientes',
    ]);
  });
});

describe('names in a question', () => {
  it('are its acronyms and the capitalised words that do not start a sentence, lower-cased', () => {
    expect([...namesIn('¿Se puede entrar al panel con SSO por SAML usando Okta o Azure AD?')]).toEqual([
      'sso',
      'saml',
      'okta',
      'azure',
      'ad',
    ]);
    expect([...namesIn('Cómo abro el centro de privacidad en mi app')]).toEqual([]);
    // No Spanish word lacks a vowel: «sdk» typed in lower case is a name too.
    expect([...namesIn('hay sdk oficial para java o hay que llamar la api a mano?')]).toEqual(['sdk']);
    // A capital that starts a sentence is not a name.
    expect([...namesIn('Hola. Abro la app y no carga. ¿Qué hago?')]).toEqual([]);
  });
});

describe('the words of a question that no page has', () => {
  const docs = ['webhooks', 'llegan', 'orden', 'eventos', 'configuración', 'salesforce'].sort();
  const vocabulary = new Vocabulary({words: docs.map((w): [string, number] => [w, 1]), tokens: {}});

  it('drops a word of the reader’s own with a Spanish ending («desordenados»), as it drops a short verb form', () => {
    expect(questionQuery('¿Por qué me llegan los webhooks desordenados?', vocabulary).query).toBe('llegan webhooks');
    expect(questionQuery('¿Llegan los eventos sin loguearse?', vocabulary).query).toBe('llegan eventos');
    expect(questionQuery('¿Llegan eventos si el webhook quedó desactivado?', vocabulary).query).toBe(
      'llegan eventos webhook',
    );
  });

  it('keeps a long word without a Spanish ending, or a name, for the plan to correct or refuse', () => {
    expect(questionQuery('¿Se integra con hubspot?', vocabulary).query).toContain('hubspot');
    expect(questionQuery('¿Tienen un conector para Marketo?', vocabulary).query).toContain('marketo');
  });

  it('keeps a typo with a Spanish ending when a page’s word corrects it («confiuración» → «configuración»)', () => {
    expect(questionQuery('¿Dónde está la confiuración?', vocabulary).query).toContain('confiuración');
  });
});

describe('pages read from the index', () => {
  const data = (url: string): PagefindResultData => ({
    url: `${url}/`,
    content: 'Texto.',
    excerpt: '',
    meta: {title: url},
    filters: {},
    sub_results: [],
    anchors: [],
    weighted_locations: [],
  });

  it('reads pages from the index data', () => {
    const source = toSourcePage({
      ...data('/docs/api/errors'),
      anchors: [
        {element: 'h2', id: 'e422', text: ' 422 ', location: 3},
        {element: 'span', id: 'x', text: 'x', location: 5},
      ],
      weighted_locations: [{weight: 1, balanced_score: 7, location: 4}],
    });
    expect(source).toMatchObject({
      url: '/docs/api/errors',
      anchors: [{id: 'e422', text: '422', location: 3}],
      hits: [{location: 4, score: 7}],
    });
  });
});
