/** The operation a «Preguntar» task question is about, before the passages: method and path, scope, fields, sample. */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import ModalLink from '@site/src/components/search/ModalLink';
import {operationUrl, sampleFor, type OperationSummary} from '@site/src/lib/ask/operation';
import styles from './styles.module.css';

/** Where Docusaurus keeps the language the reader last chose in a code tab (groupId "code-language"). */
const CODE_LANGUAGE_KEY = 'docusaurus.tab.code-language';

function chosenLanguage(): string | null {
  try {
    return window.localStorage.getItem(CODE_LANGUAGE_KEY);
  } catch {
    // Storage may be blocked: the first sample is shown.
    return null;
  }
}

export default function OperationLead({
  operation,
  onNavigate,
}: {
  operation: OperationSummary;
  onNavigate: (url: string) => void;
}): ReactNode {
  const sample = sampleFor(operation, chosenLanguage());
  const url = operationUrl(operation.slug);
  return (
    <section className={styles.operation} data-ask-operation={operation.slug}>
      <p className={styles.endpoint}>
        <code>
          {operation.method} {operation.path}
        </code>{' '}
        <ModalLink to={url} onNavigate={onNavigate}>
          {operation.title}
        </ModalLink>
      </p>
      <dl className={styles.facts}>
        {operation.scopes.length > 0 && (
          <>
            <dt>
              <Translate id="search.ask.operation.scope">Alcance requerido</Translate>
            </dt>
            <dd>
              {operation.scopes.map((scope) => (
                <code key={scope}>{scope}</code>
              ))}
            </dd>
          </>
        )}
        {operation.required.length > 0 && (
          <>
            <dt>
              <Translate id="search.ask.operation.required">Campos obligatorios</Translate>
            </dt>
            <dd>
              {operation.required.map((field) => (
                <code key={field}>{field}</code>
              ))}
            </dd>
          </>
        )}
      </dl>
      {sample && (
        <figure className={styles.sample} data-ask-sample={sample.value}>
          <figcaption>{sample.label}</figcaption>
          <pre>
            <code>{sample.code}</code>
          </pre>
        </figure>
      )}
    </section>
  );
}
