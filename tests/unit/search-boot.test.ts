import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {searchQueries} from '../fixtures/search-queries';
import {pagefindBootScript} from '../../src/lib/search/boot';
import {BOOT_GLOBAL, RESULTS_PER_PAGE} from '../../src/lib/search/pagefind';
import {toIndexQuery} from '../../src/lib/search/query';

interface Run {
  imported: string[];
  options: Record<string, unknown>[];
  searches: {term: string; filters: Record<string, string>}[];
  dataLoaded: number;
  filtersLoaded: number;
  booted: unknown;
}

/**
 * Runs the inline script as a browser would, in a fresh context: `import()` is replaced by a
 * stand-in Pagefind (node:vm cannot resolve a browser URL), everything else is the script as built.
 */
async function runBoot(search: string, {readyState = 'loading', results = 25, baseUrl = '/'} = {}): Promise<Run> {
  const run: Run = {imported: [], options: [], searches: [], dataLoaded: 0, filtersLoaded: 0, booted: undefined};
  const api = {
    options: (o: Record<string, unknown>) => Promise.resolve(void run.options.push(o)),
    init: () => Promise.resolve(),
    filters: () => Promise.resolve(void run.filtersLoaded++),
    search: (term: string, {filters}: {filters: Record<string, string>}) => {
      run.searches.push({term, filters});
      return Promise.resolve({
        results: Array.from({length: results}, () => ({data: () => Promise.resolve(void run.dataLoaded++)})),
      });
    },
  };
  const window: Record<string, unknown> = {};
  const context = vm.createContext({
    window,
    document: {readyState},
    location: {search},
    URLSearchParams,
    __import: (url: string) => {
      run.imported.push(url);
      return Promise.resolve(api);
    },
  });
  const script = pagefindBootScript(baseUrl);
  expect(script.match(/\bimport\(/g)).toHaveLength(1);
  vm.runInContext(script.replace(/\bimport\(/, '__import('), context);
  run.booted = window[BOOT_GLOBAL];
  // The script's promise comes from the script's own realm: Promise.resolve adopts it all the same.
  if (run.booted) await Promise.resolve(run.booted);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return run;
}

describe('the search page boot script', () => {
  it('starts Pagefind in its worker while the page parses, and warms the first results', async () => {
    const run = await runBoot('?q=consentimiento');
    expect(run.imported).toEqual(['/pagefind/pagefind.js']);
    expect(run.options[0]).toMatchObject({basePath: '/pagefind/', noWorker: false});
    expect(run.searches).toEqual([{term: 'consentimiento', filters: {}}]);
    expect(run.dataLoaded).toBe(RESULTS_PER_PAGE);
    expect(run.booted).toBeInstanceOf(Object);
  });

  it('loads the filter indexes the title search of the page needs', async () => {
    expect((await runBoot('?q=consentimiento')).filtersLoaded).toBe(1);
    expect((await runBoot('')).filtersLoaded).toBe(0);
  });

  it('asks the index what the page will ask for, for every query of the relevance set', async () => {
    for (const {query} of [...searchQueries, {query: 'de la'}, {query: '"prueba de vida"'}]) {
      const run = await runBoot(`?${new URLSearchParams({q: query})}`);
      expect(run.searches.map((s) => s.term)).toEqual([toIndexQuery(query)]);
    }
  });

  it('keeps a valid section filter and ignores an unknown one', async () => {
    expect((await runBoot('?q=firma&section=API')).searches[0]?.filters).toEqual({section: 'API'});
    expect((await runBoot('?q=firma&section=%3Cscript%3E')).searches[0]?.filters).toEqual({});
  });

  it('does nothing without a query or after the page has loaded', async () => {
    for (const run of [
      await runBoot(''),
      await runBoot('?q=%20%20'),
      await runBoot('?q=firma', {readyState: 'complete'}),
    ]) {
      expect(run.imported).toEqual([]);
      expect(run.booted).toBeUndefined();
    }
  });

  it('follows the base URL the site is built with', async () => {
    const run = await runBoot('?q=firma', {baseUrl: '/docs-es/'});
    expect(run.imported).toEqual(['/docs-es/pagefind/pagefind.js']);
    expect(run.options[0]).toMatchObject({basePath: '/docs-es/pagefind/', baseUrl: '/docs-es/'});
  });
});
