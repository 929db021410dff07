import fs from 'node:fs';
import type {Page} from 'playwright-core';
import {beforeAll, describe, expect, it} from 'vitest';
import {fileOfUrl} from '../../src/buildOutput/index.mjs';
import {searchQueries} from '../fixtures/search-queries';
import {useBrowser, useLoadedPage} from './setup/browser';
import {modalResultPages, openModalWithKeyboard, searchInModal} from './setup/search';

/**
 * Each realistic query finds its page in the top 3 of the modal. Pages that are still
 * placeholders in this build (throwaway stubs or generated TEMP pages, never committed)
 * are reported as skipped: the assertion runs for every page with real content.
 */
const BUILD_DIR = process.env.SITE_BUILD_DIR ?? 'build';

function placeholderReason(route: string): string | undefined {
  const file = fileOfUrl(BUILD_DIR, route);
  if (!file) return undefined; // a missing page must fail, not be skipped
  const html = fs.readFileSync(file, 'utf8');
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return /^(STUB|TEMP)\b/.test(title) ? `${route} is still a placeholder (${title.split('|')[0].trim()})` : undefined;
}

describe('search relevance', () => {
  const browser = useBrowser();
  const loaded = useLoadedPage(browser, '/docs', {viewport: {width: 1280, height: 900}});
  let page: Page;

  beforeAll(async () => {
    page = loaded();
    await openModalWithKeyboard(page);
  });

  it('has at least 30 realistic queries', () => {
    expect(searchQueries.length).toBeGreaterThanOrEqual(30);
  });

  it.for(searchQueries)('"$query" → $expected in the top 3', async ({query, expected, also = []}, ctx) => {
    const reason = placeholderReason(expected);
    if (reason) ctx.skip(reason);
    expect(await searchInModal(page, query)).toBe('done');
    const top3 = (await modalResultPages(page)).slice(0, 3);
    expect(
      top3.filter((url) => [expected, ...also].includes(url)),
      `top 3 for "${query}": ${top3.join(', ')}`,
    ).not.toEqual([]);
  });

  // Reference pages repeat a concept's name more than the guide that explains it: the guide's `search_names` make
  // it the concept's home, first for a query that is the name, in either language or inflected.
  it.for([
    {query: 'solicitud de derechos', home: '/docs/integration-guide/rights-management/introduction'},
    {query: 'data subject request', home: '/docs/integration-guide/rights-management/introduction'},
    {query: 'solicitudes de derechos', home: '/docs/integration-guide/rights-management/introduction'},
    {query: 'rate limit', home: '/docs/api/intro'},
    {query: 'API key', home: '/docs/api/authentication'},
  ])('"$query", the name of a concept, opens its home $home first', async ({query, home}) => {
    expect(await searchInModal(page, query)).toBe('done');
    expect((await modalResultPages(page))[0]).toBe(home);
  });

  // The value is listed on reference pages too, which repeat it more; the guide whose table says what it means and
  // what to do comes first, at that table's section, though four other guides share its slug («how-it-works»).
  it.for([
    {query: 'otp_expired', guide: '/docs/integration-guide/authentication/how-it-works#motivos-de-fallo-y-qué-hacer'},
    {query: 'signer_declined', guide: '/docs/integration-guide/signature/how-it-works#motivos-de-fallo'},
  ])('"$query", an enum value one guide defines, opens $guide first', async ({query, guide}) => {
    expect(await searchInModal(page, query)).toBe('done');
    expect((await modalResultPages(page))[0]).toBe(guide);
  });
});
