import React, {type ReactNode, useEffect, useId, useRef} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {AskAiConfig} from '@site/config/search';
import Highlighted from '@site/src/components/Highlighted';
import ModalLink from '@site/src/components/search/ModalLink';
import OperationLead from '@site/src/components/search/OperationLead';
import {describeAskError} from '@site/src/lib/ask/messages';
import type {Passage} from '@site/src/lib/ask/passages';
import {useAsk} from '@site/src/lib/ask/useAsk';
import panel from '../panel.module.css';
import styles from './styles.module.css';

export interface AskPanelProps {
  config: AskAiConfig;
  question: string;
  onQuestionChange: (question: string) => void;
  onNavigate: (url: string) => void;
}

/** The passages the answer cites with "[n]"; all of them when it cites none, so sources are never missing. */
function citedPassages(text: string, passages: Passage[]): Passage[] {
  const cited = new Set([...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])));
  const used = passages.filter((p) => cited.has(p.n));
  return used.length ? used : passages;
}

function sourceLabel(p: Passage): string {
  return p.heading ? `${p.pageTitle} › ${p.heading}` : p.pageTitle;
}

/** A generated answer as text, with its "[n]" citations turned into links to the passages. */
function AnswerText({
  text,
  passages,
  onNavigate,
}: {
  text: string;
  passages: Passage[];
  onNavigate: (url: string) => void;
}) {
  const byNumber = new Map(passages.map((p) => [p.n, p]));
  return text.split(/(\[\d+\])/).map((part, i) => {
    const cited = /^\[(\d+)\]$/.exec(part);
    const passage = cited ? byNumber.get(Number(cited[1])) : undefined;
    if (!passage) return <React.Fragment key={i}>{part}</React.Fragment>;
    return (
      <ModalLink
        key={i}
        to={passage.url}
        onNavigate={onNavigate}
        className={styles.citation}
        title={sourceLabel(passage)}>
        {part}
      </ModalLink>
    );
  });
}

function Sources({passages, onNavigate}: {passages: Passage[]; onNavigate: (url: string) => void}) {
  return (
    <>
      <p className={styles.sourcesTitle}>
        <Translate id="search.ask.sources">Fuentes</Translate>
      </p>
      <ol className={styles.sources} data-ask-sources="">
        {passages.map((p) => (
          <li key={p.n} value={p.n}>
            <ModalLink to={p.url} onNavigate={onNavigate}>
              {sourceLabel(p)}
            </ModalLink>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * The "Preguntar" mode of the modal: a question in natural language, answered from
 * the docs by the configured provider, always with its sources and the disclaimer.
 */
export default function AskPanel({config, question, onQuestionChange, onNavigate}: AskPanelProps): ReactNode {
  const {state, ask, retry} = useAsk(config);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => inputRef.current?.focus(), []);

  const disclaimer = (
    <p className={styles.disclaimer} role="note" data-ask-disclaimer="">
      <Translate id="search.ask.disclaimer">
        Respuesta generada automáticamente; puede contener errores. Verifica en las páginas citadas.
      </Translate>
    </p>
  );

  let body: ReactNode = (
    <p className={styles.hint}>
      {config.provider === 'offline' ? (
        <Translate id="search.ask.intro.offline">
          Escribe una pregunta en lenguaje natural. La respuesta reúne los pasajes de la documentación que mejor la
          responden, con sus fuentes.
        </Translate>
      ) : (
        <Translate id="search.ask.intro.ai">
          Escribe una pregunta en lenguaje natural. Un asistente de IA la responde a partir de los pasajes de la
          documentación, con sus fuentes.
        </Translate>
      )}
    </p>
  );
  if (state.status === 'thinking') {
    body = (
      <p className={styles.hint}>
        <Translate id="search.ask.thinking">Buscando en la documentación…</Translate>
      </p>
    );
  } else if (state.status === 'empty') {
    body = (
      <div className={styles.hint} data-ask-empty="">
        <p>
          {translate(
            {
              id: 'search.ask.empty',
              message:
                'La documentación no responde a «{question}»: ningún pasaje la trata. Prueba con otras palabras o usa la búsqueda.',
            },
            {question: state.question},
          )}
        </p>
        {state.closest.length > 0 && (
          <>
            <p>
              <Translate id="search.ask.empty.closest">Las páginas más cercanas:</Translate>
            </p>
            <ul data-ask-closest="">
              {state.closest.map((page) => (
                <li key={page.url}>
                  <ModalLink to={page.url} onNavigate={onNavigate}>
                    {page.title}
                  </ModalLink>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  } else if (state.status === 'error') {
    const description =
      state.stage === 'index'
        ? {
            message: translate({
              id: 'search.ask.error.index',
              message: 'No se pueden obtener resultados. Comprueba tu conexión de red e inténtalo de nuevo.',
            }),
            retryLabel: translate({id: 'search.ask.retry', message: 'Reintentar'}),
            retryable: true,
          }
        : describeAskError(state.error);
    body = (
      <div className={styles.error} role="alert" data-ask-error="">
        <p>{description.message}</p>
        {description.retryable && (
          <button type="button" className="button button--sm button--secondary" onClick={retry}>
            {description.retryLabel}
          </button>
        )}
      </div>
    );
  } else if (state.status === 'streaming' || state.status === 'answered') {
    const generated = state.provider === 'endpoint';
    body = (
      <article className={styles.answer} data-ask-answer={state.provider} aria-busy={state.status === 'streaming'}>
        <p className={styles.label}>
          {generated ? (
            <Translate id="search.ask.label.ai">Respuesta generada por IA</Translate>
          ) : (
            <Translate id="search.ask.label.offline">Respuesta automática: pasajes de la documentación</Translate>
          )}
        </p>
        {state.operation && <OperationLead operation={state.operation} onNavigate={onNavigate} />}
        {generated ? (
          <div className={styles.answerText}>
            <AnswerText text={state.text ?? ''} passages={state.passages} onNavigate={onNavigate} />
            {state.status === 'streaming' && <span className={styles.cursor} aria-hidden="true" />}
          </div>
        ) : (
          <p className={styles.lead}>
            {translate(
              {id: 'search.ask.offline.lead', message: 'Esto es lo que dice la documentación sobre «{question}»:'},
              {question: state.question},
            )}
          </p>
        )}
        {!generated && (
          <ol className={styles.passages}>
            {state.passages.map((p) => (
              <li key={p.n} className={styles.passage}>
                <blockquote>
                  <Highlighted segments={p.segments} />
                </blockquote>
                <ModalLink to={p.url} onNavigate={onNavigate}>
                  [{p.n}] {sourceLabel(p)}
                </ModalLink>
              </li>
            ))}
          </ol>
        )}
        {generated && state.status === 'answered' && (
          <Sources passages={citedPassages(state.text ?? '', state.passages)} onNavigate={onNavigate} />
        )}
        {disclaimer}
      </article>
    );
  }

  return (
    <div className={panel.panel}>
      <form
        className={panel.form}
        onSubmit={(event) => {
          event.preventDefault();
          ask(question);
        }}>
        <label htmlFor={inputId} className="sr-only">
          <Translate id="search.ask.inputLabel">Tu pregunta</Translate>
        </label>
        <input
          id={inputId}
          ref={inputRef}
          className={clsx(panel.input, styles.input)}
          value={question}
          onChange={(event) => onQuestionChange(event.target.value)}
          placeholder={translate({id: 'search.ask.placeholder', message: '¿Cómo revoco un consentimiento?'})}
          autoComplete="off"
          enterKeyHint="send"
          maxLength={500}
          data-ask-input=""
        />
        <button
          type="submit"
          className="button button--primary button--sm"
          disabled={!question.trim() || state.status === 'thinking'}>
          <Translate id="search.ask.submit">Preguntar</Translate>
        </button>
      </form>
      <div className={styles.body} aria-live="polite" data-ask-status={state.status}>
        {body}
      </div>
    </div>
  );
}
