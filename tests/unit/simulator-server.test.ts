/**
 * The local server (npm run sandbox): real HTTP on 127.0.0.1 under /v1 with the configured key; bad JSON, wrong
 * content type, unknown paths and methods, and malformed HTTP each get the documented Error body.
 */
import net from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type SandboxServer} from '../../scripts/sandbox';
import {parseJson, type ApiBody} from './helpers/json';

const KEY = 'sk_test_PruebaDelServidorLocal0000000000';
let sandbox: SandboxServer;
const lines: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({port: 0, secretKey: KEY, log: (line) => lines.push(line)});
});

afterAll(async () => {
  await sandbox.close();
});

async function call(path: string, init: RequestInit = {}): Promise<{status: number; headers: Headers; body: ApiBody}> {
  const res = await fetch(`${sandbox.url}${path}`, {
    ...init,
    headers: {authorization: `Bearer ${KEY}`, ...(init.headers ?? {})},
  });
  const text = await res.text();
  return {status: res.status, headers: res.headers, body: text ? parseJson<ApiBody>(text) : ({} as ApiBody)};
}

describe('npm run sandbox', () => {
  it('serves the API under /v1 with the configured key and logs one line per request', async () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const res = await call('/company/config');
    expect(res.status).toBe(200);
    expect(res.body.livemode).toBe(false);
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
    expect(lines.at(-1)).toMatch(/^GET \/v1\/company\/config → 200 req_\S+ [\d.]+ ms$/);
  });

  it('rejects another key, bad JSON, a wrong content type, an unknown path and a wrong method with the Error body', async () => {
    const cases: [Promise<{status: number; body: ApiBody}>, number, string][] = [
      [call('/company/config', {headers: {authorization: 'Bearer sk_test_otra'}}), 401, 'invalid_api_key'],
      [
        call('/branches', {method: 'POST', headers: {'content-type': 'application/json'}, body: '{"name": '}),
        400,
        'invalid_request',
      ],
      [
        call('/branches', {method: 'POST', headers: {'content-type': 'text/plain'}, body: '{}'}),
        415,
        'unsupported_media_type',
      ],
      [call('/sucursales'), 404, 'resource_not_found'],
      [call('/branches/br_1ssrKrxqVqmCplppjs46Lmue', {method: 'DELETE'}), 405, 'method_not_allowed'],
    ];
    for (const [pending, status, code] of cases) {
      const res = await pending;
      expect(res.status).toBe(status);
      expect(res.body.error).toMatchObject({
        code,
        status,
        doc_url: `https://docs.custodia.example/docs/api/errors#${code}`,
      });
      expect(res.body.error.message).toMatch(/[a-záéíóúñ]/);
    }
  });

  it('answers malformed HTTP with a 400 and the Error body instead of dropping the connection', async () => {
    const {port} = new URL(sandbox.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('ESTO NO ES HTTP\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const body = parseJson<ApiBody>(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    expect(body.error).toMatchObject({code: 'invalid_request', status: 400});
  });
});
