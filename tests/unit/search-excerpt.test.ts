import {describe, expect, it} from 'vitest';
import {type IndexAnchor, pageText, proseExcerpt, segmentsToText} from '../../src/lib/search/excerpt';
import {forQuery} from '../../src/lib/search/queryMarks';
import {SKIP_END_ID, SKIP_START_ID} from '../../src/lib/search/nonProse.mjs';
import {sectionForPath} from '../../src/lib/search/sections';
import {toSearchHit} from '../../src/lib/search/pagefind';

/** A page text the way the index holds it: `[[` … `]]` stand for the markers around a table or code block. */
function indexed(source: string) {
  const anchors: IndexAnchor[] = [];
  const words: string[] = [];
  for (const word of source.split(' ')) {
    if (word === '[[' || word === ']]')
      anchors.push({element: 'b', id: word === '[[' ? SKIP_START_ID : SKIP_END_ID, text: '', location: words.length});
    else words.push(word);
  }
  return {text: pageText(words.join(' '), anchors), words};
}

const at = (words: string[], ...targets: string[]) =>
  words.flatMap((w, i) => (targets.some((t) => w.replace(/[^\p{L}\p{N}_-]/gu, '') === t) ? [i] : []));

describe('search excerpts', () => {
  it('quote prose only: the words of tables and code are never in them', () => {
    const {text, words} = indexed(
      'Crea un consentimiento. [[ entity_idstringObligatorio consentimiento {"consent": true} ]] Cada consentimiento guarda su evidencia.',
    );
    const excerpt = segmentsToText(
      proseExcerpt(text, {from: 0, to: words.length, locations: at(words, 'consentimiento')}),
    );
    expect(excerpt).not.toContain('entity_id');
    expect(excerpt).not.toContain('{');
    expect(excerpt).toBe('Crea un consentimiento.');
  });

  it('leave out a block marked inside another, up to the end of the outer one', () => {
    const {text, words} = indexed('Antes. [[ tabla [[ campo ]] sigue la tabla ]] Después del consentimiento.');
    const excerpt = proseExcerpt(text, {from: 0, to: words.length, locations: at(words, 'tabla', 'consentimiento')});
    expect(segmentsToText(excerpt)).toBe('Después del consentimiento.');
  });

  it('start at the sentence that holds the match', () => {
    const {text, words} = indexed(
      'Las plantillas tienen versiones. Para revocar un consentimiento, envía la acción revoke desde tu servidor.',
    );
    const excerpt = proseExcerpt(text, {from: 0, to: words.length, locations: at(words, 'revocar')});
    expect(segmentsToText(excerpt)).toMatch(/^Para revocar un consentimiento, envía/);
  });

  it('start at a clause when the sentence starts too far back, and say so when there is none', () => {
    const long = Array.from({length: 20}, (_, i) => `palabra${i}`).join(' ');
    const {text, words} = indexed(`${long}, y aquí se revoca el acuerdo.`);
    expect(segmentsToText(proseExcerpt(text, {from: 0, to: words.length, locations: at(words, 'revoca')}))).toMatch(
      /^y aquí se revoca/,
    );
    const {text: run, words: runWords} = indexed(`${long} sin pausa revoca el acuerdo.`);
    const excerpt = proseExcerpt(run, {from: 0, to: runWords.length, locations: at(runWords, 'revoca')});
    expect(segmentsToText(excerpt)).toMatch(/^… revoca el acuerdo\.$/);
  });

  it('mark whole words, without the punctuation around them', () => {
    const {text, words} = indexed('Revisa el estado («consentimiento»). Luego, el consentimiento, otra vez.');
    const marked = proseExcerpt(text, {from: 0, to: words.length, locations: at(words, 'consentimiento')})
      .filter((s) => s.highlighted)
      .map((s) => s.text);
    expect(marked).toEqual(['consentimiento', 'consentimiento']);
  });

  it('quote a sentence with the prose word rather than a run of API tokens that matched through a part', () => {
    const {text, words} = indexed(
      'GET /consent-commits: filtros consent_template_id, consent_commit_id y entity_id. ' +
        'Con el token, la app registra el consentimiento de la persona.',
    );
    const locations = at(words, 'consent-commits', 'consent_template_id', 'consent_commit_id', 'consentimiento');
    const excerpt = proseExcerpt(text, {from: 0, to: words.length, locations});
    expect(segmentsToText(excerpt)).toBe('Con el token, la app registra el consentimiento de la persona.');
  });

  it('mark an API token only when the query names it, and prose words as the index matched them', () => {
    const segments = [
      {text: 'Filtra por ', highlighted: false},
      {text: 'consent_template_id', highlighted: true},
      {text: ' y por ', highlighted: false},
      {text: 'entity_id', highlighted: true},
      {text: ' de cada ', highlighted: false},
      {text: 'consentimiento', highlighted: true},
      {text: ' en ', highlighted: false},
      {text: '/Consent-Actions', highlighted: true},
    ];
    const marked = (query: string) =>
      forQuery(segments, query)
        .filter((s) => s.highlighted)
        .map((s) => s.text);
    expect(marked('consentimiento')).toEqual(['consentimiento']);
    expect(marked('entity_id')).toEqual(['entity_id', 'consentimiento']);
    expect(marked('POST consent-actions')).toEqual(['consentimiento', '/Consent-Actions']);
    expect(segmentsToText(forQuery(segments, 'consentimiento'))).toBe(segmentsToText(segments));
  });

  it('keep an opening bracket next to the inline code after it', () => {
    const {text, words} = indexed('La acción ( grant o revoke ) queda registrada.');
    const excerpt = proseExcerpt(text, {from: 0, to: words.length, locations: at(words, 'grant')});
    expect(segmentsToText(excerpt)).toBe('La acción (grant o revoke ) queda registrada.');
  });

  it('show the first prose of a section that matches only in a table, and nothing for one with no prose', () => {
    const {text, words} = indexed('Campos. Los campos del recurso. [[ entity_id string ]]');
    const excerpt = proseExcerpt(text, {from: 0, to: words.length, headingWords: 1, locations: at(words, 'entity_id')});
    expect(excerpt).toEqual([{text: 'Los campos del recurso.', highlighted: false}]);
    const {text: table, words: tableWords} = indexed('[[ entity_id string ]]');
    expect(proseExcerpt(table, {from: 0, to: tableWords.length, locations: [0]})).toEqual([]);
  });

  it('stop at the end of their section and leave its heading out', () => {
    const {text, words} = indexed('Revocar. Envía revoke para revocar. Siguiente. Otro texto sobre revocar.');
    const next = words.indexOf('Siguiente.');
    const excerpt = proseExcerpt(text, {from: 0, to: next, headingWords: 1, locations: at(words, 'revocar')});
    expect(segmentsToText(excerpt)).toBe('Envía revoke para revocar.');
  });

  it('keep markup from the page as text', () => {
    const {text, words} = indexed('Mira <img src=x onerror=alert(1)> y <script>');
    expect(segmentsToText(proseExcerpt(text, {from: 0, to: words.length, locations: [5]}))).toBe(
      'Mira <img src=x onerror=alert(1)> y <script>',
    );
  });
});

describe('search sections', () => {
  it('come from the URL', () => {
    expect(sectionForPath('/docs/integration-guide/consent/quickstart')).toBe('Integración');
    expect(sectionForPath('/docs/api/resources/create-webhook')).toBe('API');
    expect(sectionForPath('/docs/api')).toBe('API');
    expect(sectionForPath('/docs/user-guide/passkeys')).toBe('Usuario');
    expect(sectionForPath('/docs')).toBeUndefined();
    expect(sectionForPath('/docs/apis-old')).toBeUndefined();
    expect(sectionForPath('/base/docs/api/intro', '/base/')).toBe('API');
  });
});

describe('search hits', () => {
  it('carry the page title, section, canonical URL and the matching headings, most hits first', () => {
    const hit = toSearchHit('r1', {
      url: '/docs/user-guide/passkeys/',
      content: '',
      excerpt: 'Si perdiste tu <mark>passkey</mark>',
      meta: {title: 'Passkeys'},
      filters: {section: ['Usuario']},
      sub_results: [
        {title: 'Passkeys', url: '/docs/user-guide/passkeys/', excerpt: 'intro <mark>passkey</mark>', locations: [3]},
        {
          title: 'Si pierdes tu passkey',
          url: '/docs/user-guide/passkeys/#si-pierdes-tu-passkey',
          excerpt: '<mark>passkey</mark> perdida <mark>passkey</mark>',
          anchor: {element: 'h2', id: 'si-pierdes-tu-passkey', text: 'Si pierdes tu passkey', location: 40},
          locations: [41, 44],
        },
      ],
    });
    expect(hit).toMatchObject({id: 'r1', url: '/docs/user-guide/passkeys', title: 'Passkeys', section: 'Usuario'});
    expect(hit.parts.map((p) => [p.url, p.heading])).toEqual([
      ['/docs/user-guide/passkeys#si-pierdes-tu-passkey', 'Si pierdes tu passkey'],
      ['/docs/user-guide/passkeys', undefined],
    ]);
  });
});
