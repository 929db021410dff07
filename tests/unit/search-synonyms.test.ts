import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {slugAliases} from '../../src/plugins/searchIndex/vocabulary.mjs';
import {canonicalWords, SYNONYM_GROUPS} from '../../src/lib/search/synonyms';
import {editDistance, Vocabulary} from '../../src/lib/search/vocabulary';

describe('search synonyms come from the glossary', () => {
  it('are generated from the glossary as it is now (node scripts/gen-search-glossary.mjs)', () => {
    expect(() => execFileSync(process.execPath, ['scripts/gen-search-glossary.mjs', '--check'])).not.toThrow();
    expect(SYNONYM_GROUPS.length).toBeGreaterThan(50);
  });

  it('turn a term’s alias and its API resource name into the term the docs use', () => {
    expect(canonicalWords(['crear', 'una', 'api', 'key']).words.join(' ')).toBe('crear una clave de api');
    expect(canonicalWords(['data', 'subject', 'request']).words.join(' ')).toBe('solicitud de derechos');
    expect(canonicalWords(['rat']).words.join(' ')).toBe('registro de actividades de tratamiento');
    expect(canonicalWords(['consentcommit']).words.join(' ')).toBe('compromiso de consentimiento');
  });
});

describe('words of page addresses', () => {
  const page = (url: string, title: string) => ({url, meta: {title}, content: title});

  it('stand for the title words their pages share, when no page says them', () => {
    const fragments = [
      page('/docs/firma/quickstart', 'Inicio rápido de firma'),
      page('/docs/rat/quickstart/', 'Inicio rápido del RAT'),
      page('/docs/firma/customization', 'Personaliza la firma'),
      page('/docs/rat/customization', 'Personalización del RAT'),
      page('/docs/firma/firma', 'Firma'),
    ];
    const words: [string, number][] = [['firma', 3]];
    // «customization»: the titles share no word but «del»/«la»; «firma»: a word the pages say.
    expect(slugAliases(fragments, words)).toEqual({quickstart: 'inicio rápido'});
  });
});

describe('vocabulary', () => {
  const vocabulary = new Vocabulary({
    words: [
      ['consentimiento', 40],
      ['paginacion', 5, 'paginación'],
      ['pagination', 9],
      ['revocar', 7],
      ['rotar', 3],
      ['webhook', 30],
    ],
    tokens: {'post /consent-actions': '/docs/api/resources/create-consent-action'},
  });

  it('knows words, their prefixes, stems, first-person verbs and verbs with a pronoun, and no other word', () => {
    expect(vocabulary.knows('Consentimiento')).toBe(true);
    expect(vocabulary.knows('webh')).toBe(true);
    expect(vocabulary.knows('revoco')).toBe(true);
    expect(vocabulary.knows('roto')).toBe(true);
    // «¿Cómo puedo revocarlas?»: the infinitive is known, so the question is not refused for a word in no page.
    expect(vocabulary.knows('revocarlas')).toBe(true);
    expect(vocabulary.knows('rotarles')).toBe(true);
    expect(vocabulary.knows('xyzzyplughfrobnitz')).toBe(false);
    expect(vocabulary.knows('firmarlo')).toBe(false);
  });

  it('corrects one or two letters in words of 5 or more, as the docs write them', () => {
    expect(vocabulary.correct('consentimeinto')).toBe('consentimiento');
    expect(vocabulary.correct('webhok')).toBe('webhook');
    expect(vocabulary.correct('paginacoin')).toBe('paginación');
    expect(vocabulary.correct('zqxjvkwq')).toBeUndefined();
    expect(vocabulary.correct('wbhk')).toBeUndefined();
  });

  it('sends an exact API token to its page', () => {
    expect(vocabulary.token('POST /consent-actions')).toBe('/docs/api/resources/create-consent-action');
    expect(vocabulary.token('post  /  consent-actions')).toBe('/docs/api/resources/create-consent-action');
  });

  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('consentimeinto', 'consentimiento')).toBe(1);
  });
});
