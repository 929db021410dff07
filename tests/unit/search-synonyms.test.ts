import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {canonicalWords, foldText, SYNONYM_GROUPS} from '../../src/lib/search/synonyms';
import {editDistance, Vocabulary} from '../../src/lib/search/vocabulary';

const glossary = fs.readFileSync('docs/integration-guide/glossary.mdx', 'utf8');
const groupOf = (name: string) => SYNONYM_GROUPS.findIndex((g) => g.some((n) => foldText(n) === foldText(name)));
/** «ConsentAction» → «consent action». */
const resourceWords = (schema: string) => schema.replace(/([a-z])([A-Z])/g, '$1 $2');

describe('search synonyms are the glossary pairs', () => {
  const entries = [...glossary.matchAll(/^\*\*([^*]+?)\.?\*\*(.*)$/gm)].map(([, term, body]) => ({term, body}));

  it('reads the glossary', () => {
    expect(entries.length).toBeGreaterThan(50);
  });

  it.for(entries.filter((e) => /Recurso: \[`\w+`\]/.test(e.body)))(
    '$term has its API resource name',
    ({term, body}) => {
      const schema = /Recurso: \[`(\w+)`\]/.exec(body)![1];
      const name = term.replace(/\s*\(.*\)$/, '');
      const group = groupOf(resourceWords(schema));
      expect(group, `${schema} in the list`).toBeGreaterThanOrEqual(0);
      // A resource more specific than the term («Divulgación» → DisclosureRequest) lives with its own Spanish name.
      expect(foldText(SYNONYM_GROUPS[group][0])).toContain(foldText(name));
    },
  );

  it.for(entries.filter((e) => /\(([^)]+)\)$/.test(e.term)))('$term has its alias', ({term}) => {
    const [, name, alias] = /^(.*?)\s*\(([^)]+)\)$/.exec(term)!;
    expect(groupOf(alias)).toBeGreaterThanOrEqual(0);
    expect(groupOf(alias)).toBe(groupOf(name));
  });

  it('names in English become the docs’ Spanish names', () => {
    expect(canonicalWords(['crear', 'una', 'api', 'key']).words.join(' ')).toBe('crear una clave de api');
    expect(canonicalWords(['data', 'subject', 'request']).words.join(' ')).toBe('solicitud de derechos');
    expect(canonicalWords(['passkey']).words.join(' ')).toBe('llave de acceso');
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
    expect(vocabulary.correct('paginasion')).toBe('paginación');
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
