import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {baseUrl} from './setup/browser';

/** The routes the site must always publish: removing a page means removing it from this list too. */
const routes = fs
  .readFileSync('tests/fixtures/required-routes.txt', 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);
const unique = [...new Set(routes)];

describe('required routes', () => {
  it('the list has its 207 routes', () => {
    expect(unique.length).toBe(207);
  });

  it('every required route answers 200 with its own real page', async () => {
    const problems: string[] = [];
    for (const route of unique) {
      const response = await fetch(baseUrl() + route, {redirect: 'manual'});
      if (response.status !== 200) {
        problems.push(`${route}: HTTP ${response.status}`);
        continue;
      }
      const html = await response.text();
      const title = html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? '';
      if (/Página No Encontrada/.test(title)) problems.push(`${route}: página 404`);
      if (/\b(STUB|TEMP|TODO|Lorem ipsum)\b/.test(html.replace(/<script[\s\S]*?<\/script>/g, ''))) {
        problems.push(`${route}: contenido provisional`);
      }
      if (/<p>:::[a-z]/.test(html)) problems.push(`${route}: admonición sin renderizar`);
      const canonical = html.match(/<link[^>]+rel="?canonical"?[^>]+href="?([^" >]+)/)?.[1];
      if (canonical && new URL(canonical).pathname.replace(/\/$/, '') !== route.replace(/\/$/, '')) {
        problems.push(`${route}: canonical ${canonical}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
