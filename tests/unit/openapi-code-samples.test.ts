/**
 * The build-time code samples: nine languages in the guides' order, each with the real method and path, the base
 * URL from CUSTODIA_API (the sandbox when unset), the key variable and the idempotency key, and carrying the request example as JSON
 * that still parses once taken back out of the language's string literal.
 */
import {describe, expect, it} from 'vitest';
import {renderCodeSamples, SAMPLE_LANGUAGES, toPython, type CodeSample} from '../../src/plugins/openapi/codeSamples';
import type {SampleRequest} from '../../src/plugins/openapi/model';

const SANDBOX = 'https://sandbox.api.custodia.example/v1';

const create: SampleRequest = {
  method: 'POST',
  url: `${SANDBOX}/consent-templates`,
  idempotencyKey: true,
  body: {
    title: 'Uso de tus datos en tu Cuenta Corriente',
    // Characters that break naive string literals in one language or another.
    body_markdown: '**Banco Austral** dice: "hola" \\ `código` ${x} #{y} \'comillas\' $env:PATH\nlínea 2\tfin',
    product_id: null,
    sensitive: false,
    retention_days: 730,
    data_uses: [{purpose: 'Ofertas', data_categories: ['contact', 'behavioral'], required: true}],
    metadata: {},
  },
};
const list: SampleRequest = {
  method: 'GET',
  url: `${SANDBOX}/data-subject-requests?limit=20&status=processing,validating`,
  idempotencyKey: false,
};
const update: SampleRequest = {
  method: 'PATCH',
  url: `${SANDBOX}/webhooks/wh_8Kq2mZrT4vXw9NbLc3Yd7HsF`,
  idempotencyKey: false,
  body: {enabled: false},
};
const remove: SampleRequest = {
  method: 'DELETE',
  url: `${SANDBOX}/api-keys/key_8Kq2mZrT4vXw9NbLc3Yd7HsF`,
  idempotencyKey: false,
};

function dedent(text: string): string {
  const lines = text.split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim() !== '').map((l) => l.match(/^ */)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}

/** Python literal → JSON: None/True/False outside strings, trailing commas dropped. */
function pythonToJson(literal: string): string {
  return literal
    .split(/("(?:[^"\\]|\\.)*")/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/\bNone\b/g, 'null')
            .replace(/\bTrue\b/g, 'true')
            .replace(/\bFalse\b/g, 'false'),
    )
    .join('')
    .replace(/,(\s*[\]}])/g, '$1');
}

/** The JSON body as each language embeds it, taken back out of its literal. */
const extractBody: Record<string, (code: string) => string | undefined> = {
  ruby: (code) => code.match(/<<~'JSON'\n([\s\S]*?)\nJSON/)?.[1].replace(/^ {2}/gm, ''),
  nodejs: (code) => code.match(/body: JSON\.stringify\(([\s\S]*?)\),\n\}\);/)?.[1],
  python: (code) => {
    const literal = code.match(/json=([\s\S]*?),\n {4}timeout=/)?.[1];
    return literal && pythonToJson(literal);
  },
  curl: (code) => code.match(/<<'JSON'\n([\s\S]*?)\nJSON$/)?.[1],
  csharp: (code) => {
    const raw = code.match(/\n( *)"""\n([\s\S]*?)\n\1"""/);
    return raw ? dedent(raw[2]) : undefined;
  },
  java: (code) => {
    const block = code.match(/\.body\("""\n([\s\S]*?)\n *"""\)/)?.[1];
    return block && dedent(block).replace(/\\\\/g, '\\');
  },
  php: (code) => {
    const doc = code.match(/<<<'JSON'\n([\s\S]*?)\n *JSON,/)?.[1];
    return doc && dedent(doc);
  },
  go: (code) => {
    const literal = code.match(/strings\.NewReader\(([\s\S]*?)\)\n/)?.[1];
    // `…` + "`" + `…`: join the raw strings and the quoted backquotes.
    return literal
      ?.split(/`\s*\+\s*"`"\s*\+\s*`/)
      .join('`')
      .replace(/^`|`$/g, '');
  },
  powershell: (code) => code.match(/@'\n([\s\S]*?)\n'@/)?.[1],
};

function byLanguage(samples: CodeSample[]): Record<string, CodeSample> {
  return Object.fromEntries(samples.map((s) => [s.value, s]));
}

describe('code samples of an operation page', () => {
  it('come in nine tabs, in the order and with the values and labels the guides use', () => {
    expect(renderCodeSamples(list).map((s) => [s.value, s.label])).toEqual([
      ['curl', 'cURL'],
      ['ruby', 'Ruby'],
      ['nodejs', 'Node.js'],
      ['python', 'Python'],
      ['csharp', 'C#'],
      ['java', 'Java'],
      ['php', 'PHP'],
      ['go', 'Go'],
      ['powershell', 'PowerShell'],
    ]);
    expect(SAMPLE_LANGUAGES).toHaveLength(9);
  });

  it.each([
    ['POST', create],
    ['GET', list],
    ['PATCH', update],
    ['DELETE', remove],
  ])(
    'name the method and path, read the base URL from CUSTODIA_API with the sandbox as default and the key from CUSTODIA_SECRET_KEY in every language (%s)',
    (method, request) => {
      for (const sample of renderCodeSamples(request)) {
        expect(sample.code.toUpperCase(), sample.value).toContain(method);
        const line = sample.code.split('\n').find((l) => l.includes(SANDBOX));
        expect(line, sample.value).toContain('CUSTODIA_API');
        expect(sample.code.split(SANDBOX), sample.value).toHaveLength(2);
        expect(sample.code, sample.value).toContain(request.url.slice(SANDBOX.length));
        expect(sample.code, sample.value).toContain('CUSTODIA_SECRET_KEY');
        expect(sample.code, sample.value).toMatch(/Bearer/);
        expect(sample.code, sample.value).not.toMatch(/sk_(live|test)_[A-Za-z0-9]/);
      }
    },
  );

  it('use the Unirest client (kong.unirest) for Java', () => {
    const java = byLanguage(renderCodeSamples(update)).java.code;
    expect(java).toContain('import kong.unirest.Unirest;');
    expect(java).toContain('Unirest.patch(');
  });

  it('send an Idempotency-Key on creates, and only there; cURL makes it with OpenSSL and stops without it', () => {
    for (const sample of renderCodeSamples(create)) expect(sample.code, sample.value).toContain('Idempotency-Key');
    const curl = byLanguage(renderCodeSamples(create)).curl.code;
    expect(curl).toMatch(/^IDEM=\$\(openssl rand -hex 16\)\n/);
    expect(curl).toContain('-H "Idempotency-Key: ${IDEM:?instala openssl}"');
    expect(curl).not.toContain('uuidgen');
    for (const request of [list, update, remove]) {
      for (const sample of renderCodeSamples(request))
        expect(sample.code, sample.value).not.toContain('Idempotency-Key');
    }
  });

  it('embed the request example as JSON that parses back to the same body in every language', () => {
    for (const request of [create, update]) {
      for (const sample of renderCodeSamples(request)) {
        const json = extractBody[sample.value](sample.code);
        expect(json, `${sample.value}: no se encontró el cuerpo`).toBeDefined();
        expect((): unknown => JSON.parse(json!), `${sample.value}: el cuerpo no es JSON válido`).not.toThrow();
        expect(JSON.parse(json!), sample.value).toEqual(request.body);
      }
    }
  });

  it('send no body and no Content-Type when the operation has none', () => {
    for (const request of [list, remove]) {
      for (const sample of renderCodeSamples(request)) {
        expect(extractBody[sample.value](sample.code), sample.value).toBeUndefined();
        expect(sample.code, sample.value).not.toContain('Content-Type');
      }
    }
  });

  it('import in Go only the packages the sample uses, sorted as gofmt does', () => {
    const imports = (code: string) => [...code.matchAll(/^\t"([^"]+)"$/gm)].map((m) => m[1]);
    expect(imports(byLanguage(renderCodeSamples(list)).go.code)).toEqual(['cmp', 'fmt', 'io', 'net/http', 'os']);
    expect(imports(byLanguage(renderCodeSamples(create)).go.code)).toEqual([
      'cmp',
      'crypto/rand',
      'fmt',
      'io',
      'net/http',
      'os',
      'strings',
    ]);
  });

  it('write Python literals with None, True and False', () => {
    expect(toPython({a: null, b: true, c: [false]}, 0)).toBe(
      '{\n    "a": None,\n    "b": True,\n    "c": [\n        False,\n    ],\n}',
    );
  });
});
