/**
 * Local HTTP server of the Custodia API simulator (npm run sandbox): 127.0.0.1:SANDBOX_PORT (default 4010), under
 * /v1, with the full-access key SANDBOX_SECRET_KEY (default DEFAULT_SANDBOX_SECRET_KEY). Never calls the platform.
 */
import fs from 'node:fs';
import http from 'node:http';
import {links} from '../config/links';
import {createSimulator, DEFAULT_SANDBOX_SECRET_KEY, type Simulator} from '../src/lib/simulator';
import {FILES_ROUTE} from '../src/lib/simulator/files';
import {descriptionBundle} from '../src/lib/simulator/node';

export interface SandboxServer {
  server: http.Server;
  url: string;
  simulator: Simulator;
  close(): Promise<void>;
}

/** Largest body the server reads; the simulator answers 413 itself below this, the socket is cut above it. */
const MAX_READ_BYTES = 25 * 1024 * 1024;

export async function startSandbox(
  options: {port?: number; host?: string; secretKey?: string; log?: (line: string) => void} = {},
): Promise<SandboxServer> {
  const log = options.log ?? (() => undefined);
  // Known once the server listens (port 0 picks one); the file links of responses point back at this server.
  let base = '';
  // The server answers a defect with 500 internal_error and names it in the log; it never stops serving.
  const simulator = createSimulator({
    secretKey: options.secretKey,
    // The rate limit counts real seconds, so a client that waits the Retry-After it gets is served again.
    rateClock: () => Date.now(),
    strict: false,
    onDefect: (message) => (options.log ?? console.error)(`Defecto del simulador: ${message}`),
    filesUrl: () => `${base}${FILES_ROUTE}`,
  });
  const server = http.createServer((req, res) => {
    const started = process.hrtime.bigint();
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_READ_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(', ') : value;
      }
      const url = req.url ?? '/';
      void simulator
        .request({method: req.method ?? 'GET', path: url, headers, body: Buffer.concat(chunks).toString('utf8')})
        .then((answer) => {
          res.writeHead(answer.status, answer.headers);
          res.end(answer.bytes ?? answer.body);
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          log(`${req.method} ${url} → ${answer.status} ${answer.headers['x-request-id'] ?? ''} ${ms.toFixed(1)} ms`);
        });
    });
  });
  // Malformed HTTP (not even a request line) gets the documented error body, not a bare socket reset.
  server.on('clientError', (_error, socket) => {
    const body = JSON.stringify({
      error: {
        code: 'invalid_request',
        message: 'La solicitud HTTP está mal formada.',
        status: 400,
        request_id: 'req_0000000000000000',
        doc_url: `${links.docsSite}/docs/api/errors#invalid_request`,
      },
    });
    if (socket.writable) {
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  base = `http://${host}:${port}/v1`;
  await simulator.request({method: 'GET', path: '/_simulador'});
  return {
    server,
    url: base,
    simulator,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function main(): Promise<void> {
  const bundle = process.argv.indexOf('--bundle');
  if (bundle >= 0) {
    const file = process.argv[bundle + 1];
    if (!file) {
      console.error('Uso: npm run sandbox -- --bundle archivo.json');
      process.exit(1);
    }
    const json = await descriptionBundle();
    fs.writeFileSync(file, json);
    console.log(
      `Descripción resuelta para el simulador en el navegador: ${file} (${Math.round(json.length / 1024)} KB)`,
    );
    return;
  }
  const port = Number(process.env.SANDBOX_PORT ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`SANDBOX_PORT debe ser un puerto entre 0 y 65535 (vale "${process.env.SANDBOX_PORT}")`);
    process.exit(1);
  }
  const secretKey = process.env.SANDBOX_SECRET_KEY?.trim() || DEFAULT_SANDBOX_SECRET_KEY;
  if (!secretKey.startsWith('sk_test_')) {
    console.error('SANDBOX_SECRET_KEY debe empezar con sk_test_: el simulador es un entorno de sandbox.');
    process.exit(1);
  }
  const sandbox = await startSandbox({port, secretKey, log: (line) => console.log(line)});
  console.log(`Simulador de la API de Custodia (no es la plataforma; no sale de esta máquina)`);
  console.log(`  URL base: ${sandbox.url}`);
  console.log(`  Clave:    ${secretKey}`);
  console.log(`  Controles del simulador: ${sandbox.url}/_simulador`);
  console.log(`  export CUSTODIA_API=${sandbox.url} CUSTODIA_SECRET_KEY=${secretKey}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void sandbox.close().then(() => process.exit(0)));
}

if (process.argv[1] && /sandbox\.ts$/.test(process.argv[1])) void main();
