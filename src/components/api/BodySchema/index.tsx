import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {BodyView} from '../types';
import Html from '../Html';
import SchemaView from '../SchemaView';
import {apiStrings} from '../strings';
import styles from './styles.module.css';

/** A request body, event payload or response body: media type, schema and examples. */
export default function BodySchema({body, schemaOpen = true}: {body: BodyView; schemaOpen?: boolean}): ReactNode {
  return (
    <div className={styles.body}>
      <p className={styles.meta}>
        {apiStrings.mediaType()}: <code>{body.mediaType}</code>
        {body.required && <span className={styles.required}>{apiStrings.required()}</span>}
      </p>
      <Html html={body.description} />
      {body.schema &&
        (schemaOpen ? (
          <SchemaView schema={body.schema} />
        ) : (
          <details className={styles.details}>
            <summary>{apiStrings.schema()}</summary>
            <div className={styles.inner}>
              <SchemaView schema={body.schema} />
            </div>
          </details>
        ))}
      {body.examples?.map((example, i) => (
        <CodeBlock
          key={i}
          language={example.language}
          title={example.title ? `${apiStrings.example()}: ${example.title}` : apiStrings.example()}>
          {example.code}
        </CodeBlock>
      ))}
    </div>
  );
}
