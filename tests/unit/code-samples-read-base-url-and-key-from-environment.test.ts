// Every code sample runs against `npm run sandbox` by setting two environment variables: the API reference's
// generated samples, every code block of the guides and the home page's command read the base URL from CUSTODIA_API
// (with the sandbox, or on the production page production, as default) and the key from a variable; none hard-codes
// a host, a key or an Idempotency-Key tool the prerequisites do not list (uuidgen).
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {guidePages} from './helpers/guide-pages';
import {renderCodeSamples} from '../../src/plugins/openapi/codeSamples';
import {loadDescription} from '../../src/plugins/openapi/load';
import {buildModel, type OperationPage} from '../../src/plugins/openapi/model';

/** A Custodia API base URL, sandbox or production. */
const API_HOST = /https:\/\/(sandbox\.)?api\.custodia\.example\/v1/;
/** A key written out: a secret, publishable or action token key with its random part. */
const KEY = /\b(sk|pk)_(test|live)_[A-Za-z0-9]{6,}/;
/**
 * Blocks that are not code a reader runs: a response or a payload (json), the bytes on the wire (http), a file's
 * content (csv, text). Their hosts and keys are data the API returns or receives.
 */
const NOT_CODE = new Set(['json', 'http', 'text', 'csv', 'yaml', 'mermaid', 'xml', 'html', 'md', 'markdown', '']);

/** The problems of one code sample: each line that names a host without the variable, a key, or uuidgen. */
function hardCoded(code: string): string[] {
  return code.split('\n').flatMap((text, i) => {
    const at = `línea ${i + 1}: ${text.trim()}`;
    if (API_HOST.test(text) && !text.includes('CUSTODIA_API')) return [`URL base fija, ${at}`];
    // The reader sets the variable the samples read: that line is where a key belongs.
    if (KEY.test(text) && !/^\s*export [A-Z_]+=/.test(text)) return [`clave fija, ${at}`];
    if (/\buuidgen\b/.test(text)) return [`uuidgen, ${at}`];
    return [];
  });
}

/** Fenced code blocks, indented ones (inside a list item or a tab) included, with their language and first line. */
function fencedBlocks(source: string): {lang: string; line: number; code: string}[] {
  const blocks: {lang: string; line: number; code: string}[] = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*```(\w*)/.exec(lines[i]);
    if (!open) continue;
    const start = i;
    for (i++; i < lines.length && !/^\s*```\s*$/.test(lines[i]); i++);
    blocks.push({lang: open[1], line: start + 1, code: lines.slice(start + 1, i).join('\n')});
  }
  return blocks;
}

describe('the check', () => {
  it('finds a hard-coded host, a key and uuidgen, and accepts the variables', () => {
    expect(hardCoded('curl https://sandbox.api.custodia.example/v1/webhooks')).toHaveLength(1);
    expect(hardCoded('fetch("https://api.custodia.example/v1/x")')).toHaveLength(1);
    expect(hardCoded('-H "Authorization: Bearer sk_test_4eC39HqLyjWDarjtT1zdp7dc"')).toHaveLength(1);
    expect(hardCoded('-H "Idempotency-Key: $(uuidgen)"')).toHaveLength(1);
    expect(hardCoded('curl "${CUSTODIA_API:-https://sandbox.api.custodia.example/v1}/webhooks"')).toEqual([]);
    expect(hardCoded('export CUSTODIA_SECRET_KEY="sk_test_SimuladorLocal0000000000000000"')).toEqual([]);
    expect(hardCoded('export CUSTODIA_SECRET_KEY="sk_test_..."')).toEqual([]);
  });
});

describe('API reference samples', () => {
  let operations: OperationPage[];
  beforeAll(async () => {
    operations = buildModel(await loadDescription()).tags.flatMap((t) => t.operations);
  });

  it('every operation, in every language, reads the base URL and the key from the environment', () => {
    expect(operations.length).toBeGreaterThan(80);
    const problems = operations.flatMap((op) =>
      renderCodeSamples(op.sample).flatMap((s) => [
        ...hardCoded(s.code).map((p) => `${op.id} (${s.label}): ${p}`),
        ...(s.code.includes('CUSTODIA_API') ? [] : [`${op.id} (${s.label}): no lee CUSTODIA_API`]),
        ...(s.code.includes('CUSTODIA_SECRET_KEY') ? [] : [`${op.id} (${s.label}): no lee la clave del entorno`]),
      ]),
    );
    expect(problems).toEqual([]);
  });
});

describe('guides', () => {
  it('no code block hard-codes a base URL or a key, or makes its Idempotency-Key with uuidgen', () => {
    const blocks = guidePages().flatMap((file) =>
      fencedBlocks(fs.readFileSync(file, 'utf8'))
        .filter((b) => !NOT_CODE.has(b.lang))
        .map((b) => ({file, ...b})),
    );
    expect(blocks.filter((b) => b.code.includes('CUSTODIA_API')).length).toBeGreaterThan(100);
    const problems = blocks.flatMap(({file, lang, line, code}) =>
      hardCoded(code).map((p) => `${file}:${line} (${lang}) ${p}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('home page', () => {
  it('the hero command reads CUSTODIA_API with the sandbox as default and makes its key with OpenSSL', () => {
    const source = fs.readFileSync(path.join(__dirname, '../../src/components/HomeHero/index.tsx'), 'utf8');
    expect(source).toContain('`API=\\${CUSTODIA_API:-${links.sandboxApiBaseUrl}}`');
    expect(source).toContain('"$API/disclosure-requests"');
    expect(source).toContain('IDEM=$(<span className={styles.cmd}>openssl</span> rand -hex 16)');
    expect(source).toContain('"Idempotency-Key: $IDEM"');
    expect(source).not.toMatch(/uuidgen|\{links\.sandboxApiBaseUrl\}\//);
  });
});
