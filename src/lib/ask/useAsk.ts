/** React state for one question: retrieval in the embedded index, then the configured provider. */
import {useCallback, useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {AskAiConfig} from '@site/config/search';
import {streamChatCompletion} from './endpoint';
import type {RelatedPage} from './answer';
import type {OperationSummary} from './operation';
import {retrieveInWorker} from './retrieveInWorker';
import type {Passage} from './passages';
import {buildChatMessages} from './prompt';

export type AskState =
  | {status: 'idle'}
  | {status: 'thinking'; question: string}
  | {
      status: 'streaming';
      question: string;
      provider: 'endpoint';
      text: string;
      passages: Passage[];
      operation?: OperationSummary;
    }
  | {
      status: 'answered';
      question: string;
      provider: 'offline' | 'endpoint';
      text?: string;
      passages: Passage[];
      /** The operation a task question leads with, shown before the passages. */
      operation?: OperationSummary;
    }
  | {status: 'empty'; question: string; closest: RelatedPage[]}
  | {status: 'error'; question: string; error: unknown; stage: 'index' | 'provider'};

export function useAsk(config: AskAiConfig): {state: AskState; ask: (question: string) => void; retry: () => void} {
  const baseUrl = useBaseUrl('/');
  const [state, setState] = useState<AskState>({status: 'idle'});
  const controller = useRef<AbortController | null>(null);
  const lastQuestion = useRef('');

  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(
    (raw: string) => {
      const question = raw.trim();
      if (!question) return;
      lastQuestion.current = question;
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const live = () => controller.current === current && !current.signal.aborted;
      setState({status: 'thinking', question});

      void (async () => {
        let passages: Passage[];
        let closest: RelatedPage[];
        let operation: OperationSummary | undefined;
        try {
          ({passages, closest, operation} = await retrieveInWorker(question, config.provider, baseUrl));
          if (config.provider === 'offline') {
            if (!live()) return;
            setState(
              passages.length
                ? {status: 'answered', question, provider: 'offline', passages, ...(operation ? {operation} : {})}
                : {status: 'empty', question, closest},
            );
            return;
          }
        } catch (error) {
          console.error('[preguntar] No se pudo consultar el índice de búsqueda.', error);
          if (live()) setState({status: 'error', question, error, stage: 'index'});
          return;
        }
        if (!live()) return;
        if (!passages.length) {
          setState({status: 'empty', question, closest});
          return;
        }
        const lead = operation ? {operation} : {};
        setState({status: 'streaming', question, provider: 'endpoint', text: '', passages, ...lead});
        try {
          const text = await streamChatCompletion({
            endpoint: config.endpoint,
            ...(config.model ? {model: config.model} : {}),
            ...(config.timeoutMs ? {timeoutMs: config.timeoutMs} : {}),
            messages: buildChatMessages(question, passages),
            signal: current.signal,
            onText: (_delta, answer) => {
              if (live())
                setState({status: 'streaming', question, provider: 'endpoint', text: answer, passages, ...lead});
            },
          });
          if (live()) setState({status: 'answered', question, provider: 'endpoint', text, passages, ...lead});
        } catch (error) {
          if (!live()) return;
          console.error('[preguntar] El servicio de respuestas falló.', error);
          setState({status: 'error', question, error, stage: 'provider'});
        }
      })();
    },
    [baseUrl, config],
  );

  const retry = useCallback(() => ask(lastQuestion.current), [ask]);
  return {state, ask, retry};
}
