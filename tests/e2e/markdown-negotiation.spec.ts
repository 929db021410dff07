/**
 * deploy/nginx.conf on real nginx: a page's URL answers with its Markdown copy when `Accept` prefers
 * text/markdown, with HTML otherwise, and both say `Vary: Accept` so caches keep them apart.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startNginx, type RunningNginx} from './setup/nginx';

describe('Markdown by content negotiation on nginx', () => {
  let nginx: RunningNginx;
  beforeAll(async () => {
    nginx = await startNginx();
  });
  afterAll(async () => {
    await nginx?.stop();
  });
  const get = (pathname: string, accept?: string) =>
    fetch(`${nginx.base}${pathname}`, {redirect: 'manual', headers: accept ? {Accept: accept} : {}});

  it('answers a page with its Markdown when Accept names text/markdown first', async () => {
    const cases: [string, string][] = [
      ['/docs/api/intro', 'title: Introducción a la API'],
      ['/docs', 'url: https://docs.custodia.example/docs'],
      ['/', 'url: https://docs.custodia.example/'],
      ['/docs/api/resources/create-consent-template', '`POST /consent-templates`'],
    ];
    for (const [pathname, expected] of cases) {
      for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.9, */*;q=0.8', 'text/markdown;q=1.0, */*']) {
        const response = await get(pathname, accept);
        expect(response.status, `${pathname} ${accept}`).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
        expect(response.headers.get('vary')).toMatch(/\bAccept\b/);
        const text = await response.text();
        expect(text.startsWith('---\n'), pathname).toBe(true);
        expect(text).toContain(expected);
        expect(text).not.toMatch(/<html|<nav|<footer/);
      }
    }
  });

  it('answers HTML to browsers and to clients that prefer HTML, with Vary: Accept', async () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const accept of [undefined, browser, 'text/html, text/markdown', '*/*']) {
      const response = await get('/docs/api/intro', accept);
      expect(response.status, String(accept)).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('vary')).toMatch(/\bAccept\b/);
      expect(await response.text()).toContain('<link rel="alternate" type="text/markdown" href="/docs/api/intro.md">');
    }
  });

  it('serves the .md URLs directly as text/markdown', async () => {
    const response = await get('/docs/api/intro.md');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toContain('# Introducción a la API');
  });

  it('answers 404 for a page without a copy, whatever the Accept', async () => {
    for (const accept of ['text/markdown', undefined]) {
      const response = await get('/docs/no-existe', accept);
      expect(response.status, String(accept)).toBe(404);
    }
    expect((await get('/docs/no-existe.md')).status).toBe(404);
  });
});
