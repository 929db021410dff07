/**
 * One example company across the description and the guides: the same name, the same RUT and the same
 * allowed_redirect_domains wherever they appear, and every return URL inside that set, so a reader (or the published
 * collection) can run the examples of any page in any order against one configuration.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.join(__dirname, '../..');

function files(dir: string, ext: RegExp): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'})
    .filter((f) => ext.test(f))
    .map((f) => path.join(dir, f));
}

// docs/api/resources is generated from openapi/ by the build (and absent from a fresh clone): the description is
// read here directly.
const sources = [
  ...files('openapi', /\.ya?ml$/),
  ...files('docs', /\.mdx?$/).filter((file) => !file.startsWith('docs/api/resources/')),
].map((file) => ({
  file,
  text: fs.readFileSync(path.join(ROOT, file), 'utf8'),
}));

/** Every match of `pattern` (its first group) with the file and line it is on. */
function occurrences(pattern: RegExp): {at: string; value: string}[] {
  return sources.flatMap(({file, text}) =>
    [...text.matchAll(pattern)].map((m) => ({
      at: `${file}:${text.slice(0, m.index).split('\n').length}`,
      value: m[1],
    })),
  );
}

const COMPANY = 'Banco Austral';
const RUT = '76.543.210-3';
/** The subsidiary company-configuration.mdx shows as data controller on purpose. */
const SUBSIDIARY_RUT = '96.123.456-5';
const DOMAINS = ['app.bancoaustral.example', '*.bancoaustral.example'];

describe('the example company', () => {
  it('is one bank: no page or example names another', () => {
    expect(occurrences(/(Banco (?!Austral)[A-Z][a-záéíóú]+)/g).map((o) => `${o.at}: ${o.value}`)).toEqual([]);
    expect(occurrences(/\b(banco(?!austral)[a-z]+\.example)/g).map((o) => `${o.at}: ${o.value}`)).toEqual([]);
  });

  it('has one RUT wherever its name and a RUT appear together', () => {
    const stated = occurrences(new RegExp(`${COMPANY} S\\.A\\.\\**,? \\(?RUT (\\d{2}\\.\\d{3}\\.\\d{3}-[\\dK])`, 'g'));
    const inExamples = occurrences(/tax_id"?:\s*"?(\d{2}\.\d{3}\.\d{3}-[\dK])/g);
    expect(stated.length + inExamples.length).toBeGreaterThan(3);
    const bank = [...stated, ...inExamples].filter((o) => o.value !== SUBSIDIARY_RUT);
    expect(bank.filter((o) => o.value !== RUT).map((o) => `${o.at}: ${o.value}`)).toEqual([]);
  });

  it('allows the same redirect domains on every page that sets them', () => {
    const lists = occurrences(/allowed_redirect_domains"?\s*[:=]>?\s*(?:\[\]string\{|@\(|\[)([^\]})]*)[\]})]/g);
    expect(lists.length).toBeGreaterThan(5);
    const different = lists
      .map(({at, value}) => ({at, domains: [...value.matchAll(/["']([^"']+)["']/g)].map((m) => m[1])}))
      .filter(({domains}) => JSON.stringify(domains) !== JSON.stringify(DOMAINS))
      .map(({at, domains}) => `${at}: ${domains.join(', ')}`);
    expect(different).toEqual([]);
  });

  it('sends every redirect_url and return_url to a host those domains allow', () => {
    const urls = occurrences(/(?:redirect_url|return_url)["']?\s*(?:=>|[:=])\s*["']?(https?:\/\/[^/"'\s?]+)/g);
    expect(urls.length).toBeGreaterThan(20);
    const allowed = (host: string) =>
      DOMAINS.some((d) => (d.startsWith('*.') ? host.endsWith(d.slice(1)) : host === d));
    const outside = urls.filter(({value}) => !allowed(new URL(value).hostname)).map((o) => `${o.at}: ${o.value}`);
    expect(outside).toEqual([]);
  });
});
