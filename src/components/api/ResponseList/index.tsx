import React, {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {HeaderView, ResponseView} from '../types';
import BodySchema from '../BodySchema';
import Html from '../Html';
import {TypeLabel} from '../SchemaFacts';
import {apiStrings} from '../strings';
import styles from './styles.module.css';

function statusClass(status: string): string {
  if (status.startsWith('2')) return styles.success;
  if (status.startsWith('3')) return styles.redirect;
  if (status.startsWith('4')) return styles.clientError;
  if (status.startsWith('5')) return styles.serverError;
  return styles.other;
}

function Headers({headers}: {headers: HeaderView[]}): ReactNode {
  return (
    <div className={styles.section}>
      <p className={styles.label}>{apiStrings.headers()}</p>
      <ul className={styles.headers}>
        {headers.map((header) => (
          <li key={header.name}>
            <code>{header.name}</code> {header.schema && <TypeLabel schema={header.schema} />}
            <Html html={header.description} className={styles.headerDescription} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Response({response}: {response: ResponseView}): ReactNode {
  const success = response.status.startsWith('2');
  // Closed responses render their headers and body on first opening: the same error schema
  // and example repeated on every page would otherwise weigh on hydration for nothing.
  const [rendered, setRendered] = useState(success);
  return (
    <details
      className={styles.response}
      open={success}
      onToggle={(event) => {
        if (event.currentTarget.open) setRendered(true);
      }}>
      <summary className={styles.summary}>
        <span className={clsx(styles.status, statusClass(response.status))}>{response.status}</span>
        <Html html={response.description} inline className={styles.summaryText} />
      </summary>
      <div className={styles.content}>
        {response.errorCodes && (
          <p className={styles.codes}>
            {apiStrings.errorCodes()}:{' '}
            {response.errorCodes.map((code, i) => (
              <React.Fragment key={code}>
                {i > 0 && ', '}
                <Link to={`/docs/api/errors#${code}`}>
                  <code>{code}</code>
                </Link>
              </React.Fragment>
            ))}
          </p>
        )}
        {rendered && response.headers && response.headers.length > 0 && <Headers headers={response.headers} />}
        {rendered &&
          (response.body ? (
            <BodySchema body={response.body} schemaOpen={success} />
          ) : (
            <p className={styles.empty}>{apiStrings.noBody()}</p>
          ))}
      </div>
    </details>
  );
}

/** One block per status code: success open, errors closed, each with its error codes linked. */
export default function ResponseList({responses}: {responses: ResponseView[]}): ReactNode {
  return (
    <div className={styles.responses}>
      {responses.map((response) => (
        <Response key={response.status} response={response} />
      ))}
    </div>
  );
}
