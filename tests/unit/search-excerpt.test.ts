import {describe, expect, it} from 'vitest';
import {parseExcerpt, segmentsToText} from '../../src/lib/search/excerpt';
import {sectionForPath} from '../../src/lib/search/sections';
import {toSearchHit} from '../../src/lib/search/pagefind';

describe('search excerpts', () => {
  it('keeps only Pagefind <mark> as highlighting', () => {
    expect(parseExcerpt('Para <mark>revocar</mark> un <mark>consentimiento</mark>.')).toEqual([
      {text: 'Para ', highlighted: false},
      {text: 'revocar', highlighted: true},
      {text: ' un ', highlighted: false},
      {text: 'consentimiento', highlighted: true},
      {text: '.', highlighted: false},
    ]);
  });

  it('turns escaped markup from the page back into plain text, never into elements', () => {
    const segments = parseExcerpt('Ejemplo: &lt;img src=x onerror=alert(1)&gt; y <mark>&lt;script&gt;</mark>');
    expect(segmentsToText(segments)).toBe('Ejemplo: <img src=x onerror=alert(1)> y <script>');
    expect(segments.at(-1)).toEqual({text: '<script>', highlighted: true});
  });

  it('treats any other tag as text', () => {
    expect(parseExcerpt('<b>hola</b>')).toEqual([{text: '<b>hola</b>', highlighted: false}]);
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
