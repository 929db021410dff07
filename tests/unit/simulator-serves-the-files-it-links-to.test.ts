/**
 * The simulator serves the files its responses link to, under its own address: `npm run sandbox` hands out links to
 * itself (…/v1/_simulador/archivos/…) and answers them without credentials, as a signed link works; the evidence
 * certificate is the file its download describes (size and SHA-256), and its link expires when `expires_at` says.
 * The in-page simulator keeps the description's file host and answers those links itself.
 */
import {createHash} from 'node:crypto';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type SandboxServer} from '../../scripts/sandbox';
import {createSimulator, DEFAULT_SANDBOX_SECRET_KEY} from '../../src/lib/simulator';
import {pdf} from '../../src/lib/simulator/files';
import {parseJson, type ApiBody} from './helpers/json';

const KEY = DEFAULT_SANDBOX_SECRET_KEY;
let sandbox: SandboxServer;

// Starting loads the description and seeds the store: seconds on a loaded machine.
beforeAll(async () => {
  sandbox = await startSandbox({port: 0});
}, 60_000);

afterAll(async () => {
  await sandbox.close();
});

async function api(path: string, init: RequestInit = {}): Promise<ApiBody> {
  const res = await fetch(`${sandbox.url}${path}`, {
    ...init,
    headers: {authorization: `Bearer ${KEY}`, 'content-type': 'application/json', ...(init.headers ?? {})},
  });
  expect(res.status, `${path}: ${res.status}`).toBeLessThan(300);
  return parseJson<ApiBody>(await res.text());
}

/** The download of a seeded evidence, the request the consent quickstart's step 5 makes. */
async function evidenceDownload(format: string): Promise<ApiBody> {
  const agreements = (await api('/agreements?limit=20')).data;
  for (const agreement of agreements) {
    const evidences = (await api(`/agreements/${String(agreement.id)}/evidences`)).data;
    if (evidences.length) {
      return api(`/agreements/${String(agreement.id)}/evidences/${String(evidences[0].id)}/download?format=${format}`);
    }
  }
  throw new Error('Ningún acuerdo sembrado tiene evidencias');
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('npm run sandbox', () => {
  it('links the evidence certificate to itself and serves that PDF, with the size and SHA-256 the download states', async () => {
    const download = await evidenceDownload('pdf');
    const url = String(download.url);
    expect(url.startsWith(`${sandbox.url}/_simulador/archivos/evidences/${String(download.evidence_id)}.pdf?`)).toBe(
      true,
    );
    // No Authorization header: the signed link is the credential.
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(download.content_type);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBe(download.size_bytes);
    expect(sha256(bytes)).toBe(download.sha256);
  });

  it('serves the JSON package of the same evidence', async () => {
    const download = await evidenceDownload('json');
    const file = await fetch(String(download.url));
    expect(file.status).toBe(200);
    const text = await file.text();
    expect(sha256(new TextEncoder().encode(text))).toBe(download.sha256);
    expect(parseJson<ApiBody>(text)).toMatchObject({id: download.evidence_id, object: 'evidence'});
  });

  it('answers 410 evidence_expired once the link is past its expires_at', async () => {
    const download = await evidenceDownload('pdf');
    const expiresAt = Date.parse(String(download.expires_at));
    const clock = await api('/_simulador/reloj');
    const seconds = Math.ceil((expiresAt - Date.parse(String(clock.now))) / 1000) + 1;
    await api('/_simulador/reloj', {method: 'POST', body: JSON.stringify({segundos: seconds})});
    const file = await fetch(String(download.url));
    expect(file.status).toBe(410);
    expect(parseJson<ApiBody>(await file.text()).error).toMatchObject({code: 'evidence_expired'});
  });

  it('serves the document images a disclosure request links to as JPEG', async () => {
    const list = await api('/disclosure-requests?limit=20');
    const urls = [...JSON.stringify(list).matchAll(/"download_url":"([^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of new Set(urls)) {
      expect(url.startsWith(`${sandbox.url}/_simulador/archivos/`), url).toBe(true);
      const file = await fetch(url);
      expect(file.status, url).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/jpeg');
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect([bytes[0], bytes[1], bytes.at(-2), bytes.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
    }
  });

  it('serves only files it linked to', async () => {
    const file = await fetch(`${sandbox.url}/_simulador/archivos/evidences/evd_NoEnlazadaNuncaAAAAAAAAAA.pdf`);
    expect(file.status).toBe(404);
    expect(parseJson<ApiBody>(await file.text()).error).toMatchObject({code: 'resource_not_found'});
  });
});

describe('the in-page simulator', () => {
  it('keeps the description file host in its links and answers them itself', async () => {
    const simulator = createSimulator();
    const call = async (path: string) => {
      const res = await simulator.request({method: 'GET', path, headers: {authorization: `Bearer ${KEY}`}});
      return parseJson<ApiBody>(res.body);
    };
    const agreements = (await call('/agreements?limit=20')).data;
    let download: ApiBody | undefined;
    for (const agreement of agreements) {
      const evidences = (await call(`/agreements/${String(agreement.id)}/evidences`)).data;
      if (!evidences.length) continue;
      download = await call(`/agreements/${String(agreement.id)}/evidences/${String(evidences[0].id)}/download`);
      break;
    }
    expect(String(download?.url)).toMatch(/^https:\/\/files\.custodia\.example\/evidences\/evd_\w+\.pdf\?expires=\d+&/);
    const file = await simulator.request({method: 'GET', path: String(download?.url)});
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.startsWith('%PDF-1.4\n')).toBe(true);
  });
});

describe('the PDF the simulator writes', () => {
  it('has an xref table whose offsets point at each object', () => {
    const text = pdf(['Línea (con paréntesis)', 'otra']);
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    expect(text).toContain("(L?nea \\(con par?ntesis\\)) '");
  });
});
