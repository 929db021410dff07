/**
 * The API's versioning and changelog pages on the built site (they are not in tests/fixtures/required-routes.txt,
 * the spec's fixed list): both pages answer, the changelog announces its Atom feed, the feed has one entry per
 * changelog entry, and both pages have a Markdown copy that /llms.txt lists.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CHANGELOG_FEED_URL, CHANGELOG_URL} from '../../config/openapi';
import {loadDescription} from '../../src/plugins/openapi/load';
import {readChangelog} from '../../src/plugins/openapi/changelog';
import {baseUrl} from './setup/browser';

const SITE = 'https://docs.custodia.example';
const PAGES = ['/docs/api/versioning', CHANGELOG_URL];

async function text(url: string): Promise<{status: number; type: string; body: string}> {
  const response = await fetch(baseUrl() + url);
  return {status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text()};
}

describe('the API versioning and changelog pages', () => {
  it('both pages answer and have a Markdown copy that /llms.txt lists', async () => {
    const llms = (await text('/llms.txt')).body;
    for (const page of PAGES) {
      expect((await text(page)).status, page).toBe(200);
      const copy = await text(`${page}.md`);
      expect(copy.status, `${page}.md`).toBe(200);
      expect(copy.body).toContain(`url: ${SITE}${page}`);
      expect(llms).toContain(`(${SITE}${page}.md)`);
    }
  });

  it('the changelog page links its Atom feed, which has one entry per changelog entry', async () => {
    const page = (await text(CHANGELOG_URL)).body;
    expect(page).toMatch(new RegExp(`<link[^>]*type="?application/atom\\+xml"?[^>]*href="?${CHANGELOG_FEED_URL}`));
    const feed = await text(CHANGELOG_FEED_URL);
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/xml/);
    const {doc} = await loadDescription({file: path.resolve('openapi/openapi.yaml')});
    const ids = [...feed.body.matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map((m) => m[1]);
    expect(ids).toEqual(
      readChangelog(doc)
        .map((e) => `${SITE}${CHANGELOG_URL}#${e.id}`)
        .reverse(),
    );
    // Minified HTML may leave attribute values unquoted.
    for (const entry of readChangelog(doc)) expect(page).toMatch(new RegExp(`id="?${entry.id}[\\s">]`));
  });
});
