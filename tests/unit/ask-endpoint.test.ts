import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {streamChatCompletion} from '../../src/lib/ask/endpoint';
import {AskError} from '../../src/lib/ask/errors';
import {describeAskError} from '../../src/lib/ask/messages';
import {buildChatMessages} from '../../src/lib/ask/prompt';
import {createSseParser} from '../../src/lib/ask/sse';

/** A local OpenAI-compatible endpoint speaking the streaming protocol, with one path per behaviour. */
const requests: {
  path: string;
  body: {model?: string; stream?: boolean; messages?: {role: string; content: string}[]};
}[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const chunk = (content: string) => `data: ${JSON.stringify({choices: [{index: 0, delta: {content}}]})}\n\n`;

const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => void respond(req.url ?? '', raw, res));
});

async function respond(url: string, raw: string, res: http.ServerResponse): Promise<void> {
  requests.push({path: url, body: raw ? (JSON.parse(raw) as (typeof requests)[number]['body']) : {}});
  const sse = () => res.writeHead(200, {'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache'});
  switch (url) {
    case '/ok': {
      sse();
      res.write(': keep-alive\n\n');
      res.write(`data: ${JSON.stringify({choices: [{index: 0, delta: {role: 'assistant'}}]})}\n\n`);
      const body = chunk('Para revocar, registra ') + chunk('una acción `revoke` [1].') + 'data: [DONE]\n\n';
      // Split anywhere, even inside a line and between \r and \n, as networks do.
      const crlf = body.replace(/\n/g, '\r\n');
      for (let i = 0; i < crlf.length; i += 7) {
        res.write(crlf.slice(i, i + 7));
        await sleep(1);
      }
      res.end();
      return;
    }
    case '/http-error':
      res.writeHead(503, {'Content-Type': 'application/json'});
      res.end(JSON.stringify({error: {message: 'overloaded'}}));
      return;
    case '/malformed':
      sse();
      res.write(chunk('Hola'));
      res.end('data: {"choices": [ {"delta": \n\n');
      return;
    case '/not-a-stream':
      res.writeHead(200, {'Content-Type': 'text/html'});
      res.end('<html><body>Login</body></html>');
      return;
    case '/cut':
      sse();
      res.end(chunk('La respuesta empieza y'));
      return;
    case '/stall':
      sse();
      res.write(chunk('Empieza'));
      return; // never ends: the idle timeout must fire
    case '/hang':
      return; // never answers at all
    case '/json':
      res.writeHead(200, {'Content-Type': 'application/json'});
      res.end(JSON.stringify({choices: [{message: {role: 'assistant', content: 'Respuesta completa [2].'}}]}));
      return;
    case '/stream-error':
      sse();
      res.end(`data: ${JSON.stringify({error: {message: 'context too long'}})}\n\n`);
      return;
    default:
      res.writeHead(404);
      res.end();
  }
}

let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const messages = buildChatMessages('¿Cómo revoco un consentimiento?', [
  {
    n: 1,
    pageTitle: 'Gestión del consentimiento',
    heading: 'Revocar',
    url: '/docs/integration-guide/consent/consent-management#revocar',
    segments: [],
    text: 'Revocar es registrar una acción revoke.',
    score: 1,
  },
]);

async function failure(path: string, timeoutMs = 2000): Promise<AskError> {
  try {
    await streamChatCompletion({endpoint: `${base}${path}`, messages, timeoutMs});
  } catch (error) {
    expect(error).toBeInstanceOf(AskError);
    return error as AskError;
  }
  throw new Error(`${path} did not fail`);
}

describe('answers from an OpenAI-compatible endpoint', () => {
  it('streams the answer piece by piece and sends model, stream and the grounded messages', async () => {
    const pieces: string[] = [];
    const answer = await streamChatCompletion({
      endpoint: `${base}/ok`,
      model: 'docs-small',
      messages,
      onText: (delta) => pieces.push(delta),
    });
    expect(answer).toBe('Para revocar, registra una acción `revoke` [1].');
    expect(pieces).toEqual(['Para revocar, registra ', 'una acción `revoke` [1].']);
    const sent = requests.find((r) => r.path === '/ok')!.body;
    expect(sent).toMatchObject({model: 'docs-small', stream: true});
    expect(sent.messages?.[0].role).toBe('system');
    expect(sent.messages?.[0].content).toContain(
      '[1] Gestión del consentimiento › Revocar (/docs/integration-guide/consent/consent-management#revocar)',
    );
    expect(sent.messages?.[1]).toEqual({role: 'user', content: '¿Cómo revoco un consentimiento?'});
  });

  it('accepts a service that answers with one JSON completion instead of a stream', async () => {
    await expect(streamChatCompletion({endpoint: `${base}/json`, messages})).resolves.toBe('Respuesta completa [2].');
  });

  it('reports an HTTP error with its status, a Spanish message and a retry action', async () => {
    const error = await failure('/http-error');
    expect(error).toMatchObject({kind: 'http', status: 503});
    expect(describeAskError(error)).toEqual({
      message: 'El servicio de respuestas devolvió un error (HTTP 503). Inténtalo de nuevo en unos minutos.',
      retryLabel: 'Reintentar',
      retryable: true,
    });
  });

  it('reports a malformed stream', async () => {
    for (const path of ['/malformed', '/not-a-stream']) {
      const error = await failure(path);
      expect(error.kind).toBe('malformed');
      expect(describeAskError(error)).toMatchObject({
        message: 'El servicio de respuestas envió una respuesta que no se pudo leer. Inténtalo de nuevo.',
        retryable: true,
      });
    }
  });

  it('reports a stream cut before [DONE] and an error sent inside the stream', async () => {
    expect((await failure('/cut')).kind).toBe('interrupted');
    expect(describeAskError(await failure('/cut')).message).toBe(
      'La respuesta se interrumpió antes de terminar. Inténtalo de nuevo.',
    );
    const inStream = await failure('/stream-error');
    expect(inStream.kind).toBe('service');
    expect(describeAskError(inStream).retryable).toBe(true);
  });

  it('times out when the service does not answer, or stops sending', async () => {
    for (const path of ['/hang', '/stall']) {
      const error = await failure(path, 300);
      expect(error.kind).toBe('timeout');
      expect(describeAskError(error)).toEqual({
        message: 'El servicio de respuestas tardó demasiado en contestar. Inténtalo de nuevo.',
        retryLabel: 'Reintentar',
        retryable: true,
      });
    }
  });

  it('reports an unreachable service as a network error', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await streamChatCompletion({endpoint: `http://127.0.0.1:${port}/`, messages}).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({kind: 'network'});
    expect(describeAskError(error).message).toMatch(/Comprueba tu conexión de red/);
  });

  it('stops quietly when the reader cancels the question', async () => {
    const controller = new AbortController();
    const pending = streamChatCompletion({endpoint: `${base}/hang`, messages, signal: controller.signal});
    controller.abort();
    await expect(pending).rejects.toMatchObject({kind: 'aborted'});
    expect(describeAskError(await pending.catch((e: unknown) => e)).retryable).toBe(false);
  });
});

describe('server-sent events', () => {
  it('join multi-line data, skip comments and other fields, and flush at the end', () => {
    const events: string[] = [];
    const parser = createSseParser((data) => events.push(data));
    parser.push('event: message\nid: 1\ndata: a\ndata: b\n\n: ping\n\ndata:c');
    parser.push('\r');
    parser.push('\n\r\ndata: last');
    parser.end();
    expect(events).toEqual(['a\nb', 'c', 'last']);
  });
});
