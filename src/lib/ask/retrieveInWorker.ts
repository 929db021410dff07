/** Runs «Preguntar» retrieval in its worker (created on the first question), one answer per request id. */
import type {AskProvider, Retrieved} from './answer';
import {AskRetrievalError, type AskWorkerRequest, type AskWorkerResponse} from './workerProtocol';

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, {resolve: (r: Retrieved) => void; reject: (e: Error) => void}>();

function askWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./retrieve.worker.ts', import.meta.url));
    worker.onmessage = (event: MessageEvent<AskWorkerResponse>) => {
      const entry = waiting.get(event.data.id);
      if (!entry) return;
      waiting.delete(event.data.id);
      if (event.data.ok) entry.resolve(event.data.result);
      else entry.reject(new AskRetrievalError(event.data.message));
    };
    worker.onerror = (event) => {
      // A worker that fails to start fails every question waiting for it; the next question starts a new one.
      for (const entry of waiting.values()) entry.reject(new AskRetrievalError(event.message || 'worker'));
      waiting.clear();
      worker?.terminate();
      worker = undefined;
    };
  }
  return worker;
}

export function retrieveInWorker(question: string, provider: AskProvider, baseUrl: string): Promise<Retrieved> {
  return new Promise((resolve, reject) => {
    const id = ++nextId;
    waiting.set(id, {resolve, reject});
    const request: AskWorkerRequest = {
      id,
      question,
      provider,
      baseUrl,
      language: document.documentElement.lang || 'es',
    };
    askWorker().postMessage(request);
  });
}
