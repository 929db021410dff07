import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {cleanUrlScript} from '../../src/plugins/cleanUrls';

/** Runs the inline head script against a fake location and history; returns the URL it leaves. */
function run(pathname: string, search = '', hash = ''): string {
  let url = pathname + search + hash;
  const history = {state: {key: 'k'}, replaceState: (_state: unknown, _title: string, next: string) => (url = next)};
  const script = vm.compileFunction(cleanUrlScript(), ['location', 'history']) as (
    location: {pathname: string; search: string; hash: string},
    history: unknown,
  ) => void;
  script({pathname, search, hash}, history);
  return url;
}

describe('the clean-URL head script', () => {
  it('rewrites .html and /index.html to the clean path, keeping the query and the fragment', () => {
    expect(run('/index.html')).toBe('/');
    expect(run('/search/index.html', '?q=webhook')).toBe('/search?q=webhook');
    expect(run('/search.html', '?q=webhook')).toBe('/search?q=webhook');
    expect(run('/dogfooding.html')).toBe('/dogfooding');
    expect(run('/docs/api/intro/index.html', '', '#idempotencia')).toBe('/docs/api/intro#idempotencia');
  });

  it('leaves clean paths alone', () => {
    for (const path of ['/', '/docs', '/docs/api/intro', '/search']) expect(run(path, '?q=a')).toBe(`${path}?q=a`);
  });
});
