import React, {type ReactNode} from 'react';
import type {SecurityView} from '../types';
import Html from '../Html';
import {apiStrings} from '../strings';
import styles from './styles.module.css';

/** The credentials an operation accepts, with the header each one travels in. */
export default function SecurityInfo({schemes}: {schemes: SecurityView[]}): ReactNode {
  if (schemes.length === 0) return <p>{apiStrings.noCredential()}</p>;
  return (
    <div className={styles.security}>
      {schemes.length > 1 && <p>{apiStrings.anyCredential()}</p>}
      <ul className={styles.list}>
        {schemes.map((scheme) => (
          <li key={scheme.name} className={styles.item}>
            <code className={styles.usage}>
              {scheme.usage}
              {scheme.bearerFormat ? ` ${scheme.bearerFormat}` : ''}
            </code>
            {scheme.scopes && (
              <p className={styles.scopes}>
                {apiStrings.scopes()}{' '}
                {scheme.scopes.map((scope, i) => (
                  <React.Fragment key={scope}>
                    {i > 0 && ', '}
                    <code>{scope}</code>
                  </React.Fragment>
                ))}
              </p>
            )}
            <Html html={scheme.description} className={styles.description} />
          </li>
        ))}
      </ul>
    </div>
  );
}
