// The prose check (npm run lint:prose): spelling and terminology read the prose of a page and never its code.
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {prose} from '../../scripts/prose/extract.mjs';
import {apiWords} from '../../scripts/prose/api-words.mjs';
import {encliticStems} from '../../scripts/prose/spelling.mjs';
import {discouragedTerms, loadTerminology} from '../../scripts/prose/terminology.mjs';

const ROOT = path.resolve(__dirname, '../..');
// Pages written for these tests live in the repository (so the real configuration applies), in a scratch
// folder git ignores.
const SCRATCH = path.join(ROOT, '.tmp/prose-check-test');
const TERMS = loadTerminology(path.join(ROOT, 'config/prose/terminology.yaml'));

const FRONT_MATTER = [
  '---',
  'title: Configurar la biblioteca',
  'description: "Cómo se instala."',
  'keywords:',
  '  - librería',
  '  - login',
  'search_names:',
  '  - customizar',
  '---',
  '',
].join('\n');

function prosePage(body: string): string {
  return `${FRONT_MATTER}${body}\n`;
}

function page(name: string, body: string): string {
  const file = path.join(SCRATCH, name);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, prosePage(body));
  return path.relative(ROOT, file);
}

function termsIn(body: string) {
  const source = prosePage(body);
  return discouragedTerms('page.mdx', source, prose(source, 'page.mdx').ranges, TERMS);
}

describe('the prose of a page', () => {
  const source = prosePage(
    [
      'Un párrafo con `codigo_inline` y un [enlace](https://custodia.example/xyzzy).',
      '',
      '```bash',
      'curl --librería https://api.custodia.example',
      '```',
      '',
      '<Tabs groupId="lenguaje"><TabItem value="node" label="Etiqueta">Texto de la pestaña</TabItem></Tabs>',
      '',
      '### invalid_request \\{#invalid_request}',
      '',
      ':::tip',
      'Dentro de un aviso.',
      ':::',
    ].join('\n'),
  );
  const text = prose(source, 'page.mdx')
    .ranges.map((r) => source.slice(r.start, r.end))
    .join('|');

  it('keeps sentences, headings, admonitions, the text inside components and the title and description', () => {
    for (const words of ['Un párrafo con', 'enlace', 'Texto de la pestaña', 'Dentro de un aviso.', 'invalid_request']) {
      expect(text).toContain(words);
    }
    expect(text).toContain('Configurar la biblioteca');
    expect(text).toContain('Cómo se instala.');
  });

  it('leaves out code, URLs, component props, heading anchors and the keywords and search_names', () => {
    for (const code of ['codigo_inline', 'xyzzy', 'curl', 'lenguaje', 'Etiqueta', '{#invalid_request}', 'login']) {
      expect(text).not.toContain(code);
    }
    expect(text).not.toContain('librería');
    expect(text).not.toContain('customizar');
  });

  it('blanks everything else but keeps line breaks, so a position in the prose is the same in the page', () => {
    const {masked} = prose(source, 'page.mdx');
    expect(masked).toHaveLength(source.length);
    expect(masked.split('\n')).toHaveLength(source.split('\n').length);
    const at = source.indexOf('Texto de la pestaña');
    expect(masked.slice(at, at + 19)).toBe('Texto de la pestaña');
  });
});

describe('the terminology check', () => {
  it('reports a discouraged term in prose with its line and replacement', () => {
    const found = termsIn('Instala la librería.');
    expect(found).toEqual([expect.objectContaining({line: 10, column: 12, found: 'librería', use: 'biblioteca'})]);
  });

  it('matches any case and accents, other forms and a phrase that wraps a line', () => {
    const found = termsIn('Dos Librerias y los\nconsent\nactions, y seteamos el valor.');
    expect(found.map((t) => t.term)).toEqual(['librería', 'consent actions', 'setear']);
  });

  it('passes the same term inside code, a URL, a component prop or the keywords', () => {
    const body = [
      'Usa `login` y [esta página](https://custodia.example/login).',
      '',
      '```js',
      'const link = librería.login();',
      '```',
      '',
      '<Tabs groupId="login"><TabItem value="a" label="Link">Texto</TabItem></Tabs>',
    ].join('\n');
    expect(termsIn(body)).toEqual([]);
  });

  it('passes a name the table excepts (an Android App Link) and reports the bare term', () => {
    expect(termsIn('Usa un App Link de Android.').map((t) => t.found)).toEqual([]);
    expect(termsIn('Abre el link.').map((t) => t.found)).toEqual(['link']);
  });

  it('has a replacement and a reason for every term', () => {
    for (const entry of TERMS) {
      expect(entry.use.length, entry.term).toBeGreaterThan(0);
      expect(entry.reason.length, entry.term).toBeGreaterThan(0);
    }
  });
});

describe('the spelling check', () => {
  it('finds a verb form behind enclitic pronouns, and none when the accent they require is missing', () => {
    expect(encliticStems('Bórrala')).toContain('borra');
    expect(encliticStems('rotarlo')).toContain('rotar');
    expect(encliticStems('mantenlos')).toContain('mantén');
    expect(encliticStems('borrala')).toEqual([]);
  });

  it('reads the API names from openapi/: operations, schemas, fields, enum values, events, scopes and errors', () => {
    const words = new Set(apiWords(path.join(ROOT, 'openapi')));
    for (const name of [
      'create-consent-action',
      'ConsentTemplate',
      'consent_template_id',
      'outdated_version',
      'agreement.created',
      'consent:write',
      'invalid_api_key',
    ]) {
      expect(words, name).toContain(name);
    }
  });

  it('keeps no API name in the hand-kept word list, which the check already reads from openapi/', () => {
    const api = new Set(apiWords(path.join(ROOT, 'openapi')));
    const listed = fs
      .readFileSync(path.join(ROOT, 'config/prose/project-words.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(listed.filter((word) => api.has(word))).toEqual([]);
  });
});

describe('npm run lint:prose', () => {
  const run = promisify(execFile);
  let files: {bad: string; code: string};
  beforeAll(() => {
    files = {
      bad: page('bad.mdx', 'La configuracion de la librería.\n\nEl campo consent_template_id y la clave `sk_test_xx`.'),
      code: page(
        'code.mdx',
        [
          'La configuración del campo consent_template_id; bórrala y reintenta.',
          '',
          '```bash',
          'configuracion librería',
          '```',
          '',
          'Usa `configuracion` con `librería`.',
        ].join('\n'),
      ),
    };
  });
  afterAll(() => fs.rmSync(SCRATCH, {recursive: true, force: true}));

  // Each run of cspell loads its Spanish dictionary (several seconds): two runs cover both exit codes.
  it('exits with 1 and reports a misspelling and a discouraged term in prose, and nothing in code or keywords', async () => {
    const failed = await run('node', ['scripts/check-prose.mjs', files.bad, files.code], {cwd: ROOT}).then(
      () => ({code: 0, stderr: ''}),
      (error: {code: number; stderr: string}) => error,
    );
    expect(failed.code).toBe(1);
    const findings = failed.stderr.split('\n').filter((line) => line.startsWith('.tmp/'));
    expect(findings).toEqual([
      expect.stringMatching(/^\.tmp\/prose-check-test\/bad\.mdx:10:4 ortografía: «configuracion»/),
      expect.stringMatching(/^\.tmp\/prose-check-test\/bad\.mdx:10:24 terminología: «librería» → usa «biblioteca»/),
    ]);
  }, 120_000);

  it('exits with 0 and says so on clean pages', async () => {
    const passed = await run('node', ['scripts/check-prose.mjs', files.code], {cwd: ROOT});
    expect(passed.stdout).toContain('0 palabras fuera del diccionario, 0 términos desaconsejados');
  }, 120_000);
});
