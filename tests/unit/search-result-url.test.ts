import {describe, expect, it} from 'vitest';
import {rewriteSearchResultUrl, transformSearchItems} from '../../src/lib/search/rewriteSearchResultUrl';
import {canonicalResultUrl} from '../../src/lib/search/resultUrl';

describe('hosted search result URLs', () => {
  it('keeps the full URL of results on other Custodia sites (externalUrlPattern)', () => {
    for (const url of [
      'https://trust.custodia.example/politicas#datos',
      'https://status.custodia.example/',
      'http://custodia.example/soporte?tema=api',
    ]) {
      expect(rewriteSearchResultUrl(url)).toBe(url);
    }
  });

  it('turns results of this site into site-relative paths, keeping query and hash', () => {
    expect(rewriteSearchResultUrl('https://docs.custodia.example/docs/api/errors#validation_failed')).toBe(
      '/docs/api/errors#validation_failed',
    );
    expect(rewriteSearchResultUrl('https://docs.custodia.example/docs/api/pagination-and-filters?x=1#cursor')).toBe(
      '/docs/api/pagination-and-filters?x=1#cursor',
    );
    expect(rewriteSearchResultUrl('https://staging-docs.example.net/docs/user-guide/passkeys')).toBe(
      '/docs/user-guide/passkeys',
    );
    expect(rewriteSearchResultUrl('/docs/api/intro#auth')).toBe('/docs/api/intro#auth');
  });

  it('is what DocSearch transformItems applies to every hit, leaving other fields alone', () => {
    const items = [
      {url: 'https://docs.custodia.example/docs/api/webhooks#firma', hierarchy: {lvl0: 'API'}},
      {url: 'https://trust.custodia.example/', hierarchy: {lvl0: 'Trust'}},
    ];
    expect(transformSearchItems(items)).toEqual([
      {url: '/docs/api/webhooks#firma', hierarchy: {lvl0: 'API'}},
      {url: 'https://trust.custodia.example/', hierarchy: {lvl0: 'Trust'}},
    ]);
  });
});

describe('embedded search result URLs', () => {
  it('are the canonical paths without trailing slash, keeping anchors', () => {
    expect(canonicalResultUrl('/docs/api/intro/')).toBe('/docs/api/intro');
    expect(canonicalResultUrl('/docs/api/intro/#autenticación')).toBe('/docs/api/intro#autenticación');
    expect(canonicalResultUrl('/docs/api/intro/index.html')).toBe('/docs/api/intro');
    expect(canonicalResultUrl('/')).toBe('/');
    expect(canonicalResultUrl('/docs/api/intro')).toBe('/docs/api/intro');
  });
});
