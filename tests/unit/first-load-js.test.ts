import {describe, expect, it} from 'vitest';
import {firstLoadScripts} from '../../scripts/check-budgets.mjs';

/** A Lighthouse result reduced to what the budget reads: network records and the load event. */
function lhr(
  items: {url: string; resourceType: string; networkRequestTime: number; transferSize: number}[],
  loadMs: number,
) {
  const start = 5_000_000_000; // µs, as in Lighthouse traces
  return {
    audits: {
      'network-requests': {
        details: {
          items: items.map((i) => ({...i, resourceSize: i.transferSize * 3})),
          debugData: {networkStartTimeTs: start},
        },
      },
      metrics: {details: {items: [{observedLoadTs: start + loadMs * 1000}]}},
    },
  };
}

describe('first-load JavaScript of the performance budget', () => {
  it('counts the scripts requested before the load event, at their transfer (gzip) size', () => {
    const scripts = firstLoadScripts(
      lhr(
        [
          {url: 'http://127.0.0.1:1/', resourceType: 'Document', networkRequestTime: 0, transferSize: 9000},
          {
            url: 'http://127.0.0.1:1/assets/js/main.1.js',
            resourceType: 'Script',
            networkRequestTime: 20,
            transferSize: 170_000,
          },
          {
            url: 'http://127.0.0.1:1/assets/js/route.2.js',
            resourceType: 'Script',
            networkRequestTime: 300,
            transferSize: 5_000,
          },
          {
            url: 'http://127.0.0.1:1/assets/js/mermaid.3.js',
            resourceType: 'Script',
            networkRequestTime: 900,
            transferSize: 150_000,
          },
        ],
        500,
      ),
    );
    expect(scripts.map((s: {url: string}) => s.url)).toEqual(['/assets/js/main.1.js', '/assets/js/route.2.js']);
    expect(scripts.reduce((n: number, s: {transferSize: number}) => n + s.transferSize, 0)).toBe(175_000);
  });

  it('refuses a report without network records instead of measuring zero', () => {
    expect(() => firstLoadScripts({audits: {}})).toThrow(/registros de red/);
  });
});
