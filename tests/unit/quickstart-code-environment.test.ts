// Every code sample of the step-by-step pages runs against `npm run sandbox` by setting two environment variables,
// as the README says: the base URL comes from CUSTODIA_API (the sandbox when unset), in every language, and no
// curl step depends on a tool the prerequisites do not list.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {links} from '../../config/links';
import {extractQuickstart} from '../../src/lib/quickstarts/extract';
import {NOT_RUN, PERSON_ACTIONS, QUICKSTART_PAGES} from '../../src/lib/quickstarts/pages';

const source = (slug: string) =>
  fs.readFileSync(path.join(__dirname, '../../docs/integration-guide', `${slug}.mdx`), 'utf8');

/** Fenced code blocks with their language and first line. */
function codeBlocks(text: string): {lang: string; line: number; body: string}[] {
  const blocks: {lang: string; line: number; body: string}[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\w+)\s*$/.exec(lines[i]);
    if (!open) continue;
    const start = i;
    for (i++; i < lines.length && !/^\s*```\s*$/.test(lines[i]); i++);
    blocks.push({lang: open[2], line: start + 1, body: lines.slice(start + 1, i).join('\n')});
  }
  return blocks;
}

describe.each(QUICKSTART_PAGES)('%s', (slug) => {
  test('every code sample that names the sandbox host reads CUSTODIA_API first, with the sandbox as default', () => {
    const hardCoded = codeBlocks(source(slug)).flatMap(({lang, line, body}) =>
      body
        .split('\n')
        .map((text, k) => ({text, at: `${lang}, línea ${line + k + 1}`}))
        .filter(({text}) => text.includes(links.sandboxApiBaseUrl) && !text.includes('CUSTODIA_API'))
        .map(({at, text}) => `${at}: ${text.trim()}`),
    );
    expect(hardCoded).toEqual([]);
  });

  test('every curl step calls $CUSTODIA_API and makes its Idempotency-Key with a listed tool', () => {
    const text = source(slug);
    const page = extractQuickstart(slug, text, NOT_RUN[slug], PERSON_ACTIONS[slug]);
    const requests = page.steps.flatMap((s) => s.operations.filter((o) => o.op === 'request'));
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) expect(request.url[0]).toMatchObject({var: 'CUSTODIA_API'});
    expect(text).not.toMatch(/uuidgen\)/);
    const random = page.steps.some((s) =>
      s.operations.some((o) => o.op === 'set' && o.value.some((p) => 'random' in p)),
    );
    // The prerequisites (or, on the sandbox page, the block's own comment) say where the key comes from.
    if (random) expect(text).toMatch(/OpenSSL|openssl;/);
  });
});
