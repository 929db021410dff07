/**
 * The description's examples agree with each other in any order a client sends them: every example of the
 * configuration lists the same `allowed_redirect_domains`, and every `redirect_url`/`return_url` a request example
 * sends is inside that set (otherwise updating the configuration first makes later examples answer 422).
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {loadDescription} from '../../src/plugins/openapi/load';

let doc: Record<string, unknown>;

beforeAll(async () => {
  doc = (await loadDescription()).doc;
});

/** Every value under `key` in the examples of the description (`example`, `examples.*.value`), with its place. */
function exampleValues(key: string): {at: string; value: unknown}[] {
  const found: {at: string; value: unknown}[] = [];
  const seen = new Set<unknown>();
  const collect = (node: unknown, at: string) => {
    if (Array.isArray(node)) node.forEach((item, i) => collect(item, `${at}/${i}`));
    else if (node && typeof node === 'object') {
      for (const [name, value] of Object.entries(node)) {
        if (name === key) found.push({at: `${at}/${name}`, value});
        collect(value, `${at}/${name}`);
      }
    }
  };
  const walk = (node: unknown, at: string) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    for (const [name, value] of Object.entries(node as Record<string, unknown>)) {
      if (name === 'example') collect(value, `${at}/example`);
      else if (name === 'examples' && value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [id, ex] of Object.entries(value as Record<string, unknown>))
          collect((ex as {value?: unknown}).value, `${at}/examples/${id}`);
      } else walk(value, `${at}/${name}`);
    }
  };
  walk(doc.paths, '#/paths');
  walk(doc.components, '#/components');
  return found;
}

const allowed = (host: string, domains: string[]) =>
  domains.some((d) => (d.startsWith('*.') ? host.endsWith(d.slice(1)) : host === d));

describe('examples of the description', () => {
  it('give the configuration one allowed_redirect_domains set', () => {
    const sets = exampleValues('allowed_redirect_domains');
    expect(sets.length).toBeGreaterThan(1);
    const distinct = new Set(sets.map((s) => JSON.stringify(s.value)));
    expect([...distinct]).toHaveLength(1);
  });

  it('redirect only to hosts that set allows', () => {
    const domains = exampleValues('allowed_redirect_domains')[0].value as string[];
    const urls = [...exampleValues('redirect_url'), ...exampleValues('return_url')].filter(
      (u): u is {at: string; value: string} => typeof u.value === 'string',
    );
    expect(urls.length).toBeGreaterThan(3);
    const outside = urls.filter((u) => !allowed(new URL(u.value).hostname, domains)).map((u) => `${u.at}: ${u.value}`);
    expect(outside).toEqual([]);
  });
});
