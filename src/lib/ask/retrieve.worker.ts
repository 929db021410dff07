/**
 * «Preguntar» off the main thread: the worker loads the index (Pagefind, the vocabulary) and runs the whole
 * retrieval (./answer.ts), so ranking passages over several pages never blocks typing or scrolling.
 */
import {noteFailedPagefindLoad, pagefindOptions, pagefindScriptUrl, type PagefindApi} from '../search/pagefind';
import {loadVocabulary} from '../search/vocabulary';
import {retrieveAnswer} from './answer';
import type {AskWorkerRequest, AskWorkerResponse} from './workerProtocol';

let loading: Promise<PagefindApi> | undefined;

/** Pagefind in this worker; a worker has no <html lang>, so the page's language is passed on. */
function loadApi(baseUrl: string, language: string): Promise<PagefindApi> {
  loading ??= (async () => {
    const options = pagefindOptions(baseUrl);
    const api = (await import(/* webpackIgnore: true */ pagefindScriptUrl(options.basePath))) as PagefindApi & {
      init(language?: string): Promise<void>;
    };
    await api.options(options);
    await api.init(language);
    return api;
  })().catch((error: unknown) => {
    loading = undefined;
    noteFailedPagefindLoad();
    throw error;
  });
  return loading;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AskWorkerRequest>) => void) | null;
  postMessage(message: AskWorkerResponse): void;
};

scope.onmessage = (event) => {
  const {id, question, provider, baseUrl, language} = event.data;
  const basePath = pagefindOptions(baseUrl).basePath;
  Promise.all([loadApi(baseUrl, language), loadVocabulary(basePath)])
    .then(([api, vocabulary]) => retrieveAnswer(api, question, {provider, vocabulary, basePath}))
    .then(
      (result) => scope.postMessage({id, ok: true, result}),
      (error: unknown) => {
        // Pagefind may have loaded with index files that failed, and it keeps those failures: the next question
        // loads it afresh (see forgetPagefind in ../search/pagefind).
        loading = undefined;
        noteFailedPagefindLoad();
        scope.postMessage({id, ok: false, message: error instanceof Error ? error.message : String(error)});
      },
    );
};
