import {describe, expect, it} from 'vitest';
import {canonicalPath, stripHtmlSuffix} from '../../src/lib/url';
import {cleanRedirect} from '../../scripts/static-server.mjs';

describe('.html normalisation', () => {
  it.each([
    ['/docs/api/intro.html', '/docs/api/intro'],
    ['/docs/api/intro/index.html', '/docs/api/intro'],
    ['/index.html', '/'],
    ['/search.html', '/search'],
  ])('the client maps %s to %s', (from, to) => {
    expect(stripHtmlSuffix(from)).toBe(to);
  });

  it('leaves clean paths alone', () => {
    expect(stripHtmlSuffix('/docs/api/intro')).toBe('/docs/api/intro');
    expect(stripHtmlSuffix('/')).toBe('/');
    expect(stripHtmlSuffix('/docs/html')).toBe('/docs/html');
  });

  it('the production server redirects the same paths the client normalises', () => {
    for (const from of ['/docs/api/intro.html', '/docs/api/intro/index.html', '/index.html']) {
      expect(cleanRedirect(from)).toBe(stripHtmlSuffix(from));
    }
    expect(cleanRedirect('/docs/api/intro')).toBeNull();
  });
});

describe('canonical paths', () => {
  it.each([
    ['/docs/', '/docs'],
    ['/docs', '/docs'],
    ['/docs/user-guide/specific-guides/', '/docs/user-guide/specific-guides'],
    ['/docs/api/intro.html', '/docs/api/intro'],
    ['/docs/index.html', '/docs'],
    ['/', '/'],
    ['/index.html', '/'],
  ])('%s is published as %s', (from, to) => {
    expect(canonicalPath(from)).toBe(to);
  });
});
