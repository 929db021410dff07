import {describe, expect, it} from 'vitest';
import {assembleOfflineAnswer} from '../../src/lib/ask/offline';
import {selectPassages, toSourcePage, type SourcePage} from '../../src/lib/ask/passages';
import {questionForms, questionTerms, questionToQuery, subjectQuery} from '../../src/lib/ask/question';
import {retrieveSourcePages} from '../../src/lib/ask/retrieve';
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
    const answer = assembleOfflineAnswer('¿Cómo revoco un consentimiento?', [consentManagement, glossary]);
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
    const [first] = assembleOfflineAnswer('revocar consentimiento', [consentManagement]).passages;
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
    const [passage] = selectPassages([long], {maxWords: 20});
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
    const passages = assembleOfflineAnswer('revocar', [many, glossary]).passages;
    expect(passages.length).toBe(3);
    expect(passages.filter((p) => p.url.startsWith('/docs/many')).length).toBe(2);
  });

  it('does not let the page title lift the opening over the section that answers', () => {
    const center = page(
      '/docs/privacy-center',
      'Centro de privacidad',
      [
        {text: 'El centro de privacidad es un sitio alojado con la marca de tu empresa.'},
        {
          heading: 'Qué puede hacer la persona',
          id: 'que-puede-hacer',
          text: 'La persona revisa sus acuerdos y ejerce sus derechos en el centro.',
        },
      ],
      ['centro', 'privacidad', 'persona'],
    );
    // The index weighs the words of the title (its first sentence) far above those of the text.
    for (const hit of center.hits) if (hit.location < 3) hit.score = 700;
    const [first] = assembleOfflineAnswer('¿Qué puede hacer la persona en el centro de privacidad?', [center]).passages;
    expect(first.url).toBe('/docs/privacy-center#que-puede-hacer');
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
    expect(assembleOfflineAnswer(question, [errors], {asked: ''}).passages[0].url).toBe('/docs/api/errors#manejar');
    const named = ['/docs/api/errors#idempotency_key_reused'];
    expect(assembleOfflineAnswer(question, [errors], {named}).passages[0].url).toBe(named[0]);
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
    expect(assembleOfflineAnswer(shaped, [center], {asked: shaped}).passages[0].url).toBe(
      '/docs/privacy-center#como-llega',
    );
    expect(assembleOfflineAnswer(shaped, [center], {asked: question}).passages[0].url).toBe(
      '/docs/privacy-center#que-puede-hacer',
    );
  });

  it('weighs the question word few sections contain above the word they all say', () => {
    const concept = page(
      '/docs/signature/concept',
      'Firma electrónica',
      [
        {
          heading: 'Qué es una firma electrónica',
          id: 'que-es',
          text: 'Una firma electrónica es válida si identifica a quien firma: la firma electrónica vale como la firma en papel.',
        },
        {heading: 'Chile', id: 'chile', text: 'En Chile la firma electrónica avanzada usa un certificado.'},
        {heading: 'Colombia', id: 'colombia', text: 'En Colombia la firma electrónica se prueba con su evidencia.'},
        {heading: 'Brasil', id: 'brasil', text: 'En Brasil la firma electrónica avanzada sigue la ley 14.063.'},
        {heading: 'México', id: 'mexico', text: 'En México la firma electrónica es válida.'},
      ],
      ['firma', 'electr', 'válida', 'méxico'],
    );
    const [first] = assembleOfflineAnswer('¿Es válida la firma electrónica en México?', [concept]).passages;
    expect(first.url).toBe('/docs/signature/concept#mexico');
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
    const passages = assembleOfflineAnswer('¿Cómo verifico la firma de un webhook?', [webhooks]).passages;
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
    expect(assembleOfflineAnswer('nada', [page('/docs/y', 'Y', [{text: 'Sin coincidencias.'}], [])]).passages).toEqual(
      [],
    );
    expect(assembleOfflineAnswer('nada', []).passages).toEqual([]);
  });
});

describe('questions', () => {
  it('keep the meaningful words and drop question words', () => {
    expect(questionTerms('¿Cómo puedo revocar un consentimiento?')).toEqual(['revocar', 'consentimiento']);
    expect(questionToQuery('¿Qué significa el código de error 422?')).toBe('código error 422');
    expect(questionToQuery('¿Qué es sk_test_?')).toBe('sk_test_');
    // «¿Cómo funciona…?» asks about the subject: a page need not say «funciona» to explain it.
    expect(questionTerms('¿Cómo funciona la paginación por cursor?')).toEqual(['paginación', 'cursor']);
    expect(questionToQuery('¿Qué es?')).toBe('¿Qué es?');
  });
});

describe('retrieval for a question', () => {
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

  it('searches the meaningful words of the question', async () => {
    const queries: string[] = [];
    const pages = await retrieveSourcePages('¿Cómo verifico la firma de un webhook?', (q) => {
      queries.push(q);
      return Promise.resolve([data('/docs/api/webhooks')]);
    });
    expect(queries).toEqual(['verifico firma webhook']);
    expect(pages.map((p) => p.url)).toEqual(['/docs/api/webhooks']);
  });

  it('falls back to each word alone and fuses the rankings when the whole question finds nothing', async () => {
    const byTerm: Record<string, string[]> = {
      'passkey perdida teléfono': [],
      passkey: ['/docs/user-guide/passkeys', '/docs/user-guide/faq'],
      perdida: ['/docs/user-guide/faq'],
      teléfono: ['/docs/user-guide/faq', '/docs/user-guide/passkeys'],
    };
    const pages = await retrieveSourcePages('passkey perdida teléfono', (q) =>
      Promise.resolve((byTerm[q] ?? []).map(data)),
    );
    expect(pages.map((p) => p.url)).toEqual(['/docs/user-guide/faq', '/docs/user-guide/passkeys']);
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

describe('sections inside sections', () => {
  it('ranks a subsection whose parent heading names the rest of the question above a section sharing one word', () => {
    const sections = [
      {
        heading: 'Valores mágicos',
        level: 2,
        id: 'valores-magicos',
        text: 'En sandbox, algunos datos de prueba deciden el resultado.',
      },
      {
        heading: 'Firma electrónica',
        level: 3,
        id: 'firma',
        text: 'Un documento con el nombre rechazar.pdf hace que el intento de firma falle.',
      },
      {
        heading: 'Webhooks en sandbox',
        level: 2,
        id: 'webhooks',
        text: 'Cada webhook lleva una firma en sandbox como en producción.',
      },
    ];
    const all: string[] = [];
    const anchors: SourcePage['anchors'] = [];
    for (const s of sections) {
      anchors.push({id: s.id, text: s.heading, location: all.length, level: s.level});
      all.push(...`${s.heading}.`.split(' '), ...s.text.split(' '));
    }
    const hits = all.flatMap((w, location) => (/^(firma|sandbox|mágicos)/i.test(w) ? [{location, score: 100}] : []));
    const sandbox: SourcePage = {url: '/docs/sandbox', title: 'Sandbox', content: all.join(' '), anchors, hits};
    const question = '¿Qué valores mágicos hay en sandbox para la firma?';
    const urls = assembleOfflineAnswer(questionToQuery(question), [sandbox], {asked: question}).passages.map(
      (p) => p.url,
    );
    expect(urls).toContain('/docs/sandbox#firma');
    expect(urls.indexOf('/docs/sandbox#firma')).toBeLessThan(
      urls.includes('/docs/sandbox#webhooks') ? urls.indexOf('/docs/sandbox#webhooks') : Infinity,
    );
  });
});

describe('the form of a question', () => {
  it('names the heading words a form asks for, and the question words that only make the form', () => {
    expect(questionForms('¿Por qué falla un intento?')).toEqual([
      {asks: ['motivos', 'causas', 'razones'], formWords: ['por', 'que']},
    ]);
    const [form] = questionForms('¿Cuánto dura una solicitud de divulgación?');
    expect(form.asks).toContain('vencimiento');
    expect(subjectQuery('cuánto dura solicitud divulgación', [form])).toBe('solicitud divulgación');
    expect(questionForms('¿Cómo creo una clave de API?')).toEqual([]);
  });
});
