/** Messages between the «Preguntar» panel and its retrieval worker (./retrieve.worker.ts). */
import type {AskProvider, Retrieved} from './answer';

export interface AskWorkerRequest {
  id: number;
  question: string;
  provider: AskProvider;
  baseUrl: string;
  /** The page's language (<html lang>), which Pagefind cannot read inside a worker. */
  language: string;
}

export type AskWorkerResponse = {id: number; ok: true; result: Retrieved} | {id: number; ok: false; message: string};

/** Raised when the worker could not load the index or retrieve passages. */
export class AskRetrievalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AskRetrievalError';
  }
}
