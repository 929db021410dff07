/**
 * Answers from any OpenAI-compatible chat-completions endpoint, streamed
 * (`data: {"choices":[{"delta":{"content":"…"}}]}` … `data: [DONE]`).
 * The endpoint is called from the browser, so it must be a public proxy that
 * holds the credentials of the model provider: the site never ships a secret.
 */
import {AskError} from './errors';
import type {ChatMessage} from './prompt';
import {createSseParser} from './sse';

export interface EndpointRequest {
  endpoint: string;
  model?: string;
  messages: ChatMessage[];
  /** Longest wait for the response to start and between two chunks. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Called with each piece of text and the answer so far. */
  onText?: (delta: string, answer: string) => void;
  fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

interface ChunkChoice {
  delta?: {content?: unknown};
  message?: {content?: unknown};
}

/** The text of one stream chunk (or of a whole non-streamed completion). */
function contentOf(payload: unknown): string {
  if (!payload || typeof payload !== 'object') throw new AskError('malformed', 'El fragmento no es un objeto JSON.');
  const record = payload as {choices?: unknown; error?: unknown};
  if (record.error) {
    const message = (record.error as {message?: unknown}).message;
    throw new AskError('service', typeof message === 'string' ? message : 'El servicio informó un error.');
  }
  if (!Array.isArray(record.choices)) throw new AskError('malformed', 'El fragmento no tiene "choices".');
  const choice = (record.choices[0] ?? {}) as ChunkChoice;
  const content = choice.delta?.content ?? choice.message?.content ?? '';
  if (typeof content !== 'string') throw new AskError('malformed', 'El contenido del fragmento no es texto.');
  return content;
}

export async function streamChatCompletion(request: EndpointRequest): Promise<string> {
  const {endpoint, model, messages, timeoutMs = DEFAULT_TIMEOUT_MS, signal, onText} = request;
  const doFetch = request.fetch ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const armTimeout = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
  };
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  if (signal?.aborted) controller.abort();

  const failure = (error: unknown): AskError => {
    if (error instanceof AskError) return error;
    if (timedOut) return new AskError('timeout', `Sin respuesta en ${timeoutMs} ms.`, {cause: error});
    if (signal?.aborted) return new AskError('aborted', 'Pregunta cancelada.', {cause: error});
    return new AskError('network', 'No se pudo conectar con el servicio.', {cause: error});
  };

  let answer = '';
  const append = (delta: string) => {
    if (!delta) return;
    answer += delta;
    onText?.(delta, answer);
  };

  try {
    armTimeout();
    const response = await doFetch(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'text/event-stream'},
      body: JSON.stringify({...(model ? {model} : {}), messages, stream: true}),
      signal: controller.signal,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new AskError('http', `HTTP ${response.status}`, {status: response.status});
    }
    if (!response.body) throw new AskError('malformed', 'Respuesta sin cuerpo.');

    // Some services ignore `stream: true` and answer with one JSON completion.
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      let payload: unknown;
      try {
        payload = await response.json();
      } catch (error) {
        throw failure(timedOut ? error : new AskError('malformed', 'JSON inválido.', {cause: error}));
      }
      append(contentOf(payload));
      if (!answer) throw new AskError('malformed', 'Respuesta vacía.');
      return answer;
    }

    let done = false;
    let events = 0;
    const parser = createSseParser((data) => {
      if (done) return;
      events++;
      if (data.trim() === '[DONE]') {
        done = true;
        return;
      }
      let payload: unknown;
      try {
        payload = JSON.parse(data);
      } catch (error) {
        throw new AskError('malformed', 'Un fragmento del flujo no es JSON.', {cause: error});
      }
      append(contentOf(payload));
    });

    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      while (!done) {
        armTimeout();
        const {value, done: ended} = await reader.read();
        if (ended) {
          parser.push(decoder.decode());
          parser.end();
          break;
        }
        parser.push(decoder.decode(value, {stream: true}));
      }
    } finally {
      if (done) await reader.cancel().catch(() => undefined);
    }
    if (!done) {
      throw answer
        ? new AskError('interrupted', 'El flujo terminó sin [DONE].')
        : new AskError(
            'malformed',
            events ? 'El flujo terminó sin [DONE].' : 'La respuesta no es un flujo de eventos.',
          );
    }
    if (!answer) throw new AskError('malformed', 'Respuesta vacía.');
    return answer;
  } catch (error) {
    throw failure(error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
