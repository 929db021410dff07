import React, {type ReactNode} from 'react';
import type {ParamView} from '../types';
import Html from '../Html';
import ChangeBadges from '../ChangeBadges';
import SchemaFacts, {TypeLabel} from '../SchemaFacts';
import {apiStrings} from '../strings';
import styles from './styles.module.css';

/** The bare «Obsoleto» flag, unless the changelog badge already says since when. */
function flagDeprecated(param: ParamView): boolean {
  return (
    Boolean(param.deprecated || param.schema.deprecated) &&
    !param.changes?.some((change) => change.kind === 'deprecated')
  );
}

/** Parameters or headers as a table (stacked into cards below 996 px). */
export default function ParamTable({params}: {params: ParamView[]}): ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{apiStrings.name()}</th>
          <th scope="col">{apiStrings.description()}</th>
        </tr>
      </thead>
      <tbody>
        {params.map((param) => (
          <tr key={param.name}>
            <th scope="row" className={styles.nameCell}>
              <code className={styles.name}>{param.name}</code>
              <TypeLabel schema={param.schema} />
              <span className={param.required ? styles.required : styles.optional}>
                {param.required ? apiStrings.required() : apiStrings.optional()}
              </span>
              <ChangeBadges changes={param.changes} />
            </th>
            <td>
              <Html html={param.description} />
              <SchemaFacts schema={{...param.schema, deprecated: flagDeprecated(param)}} />
              {param.schema.items && <SchemaFacts schema={param.schema.items} />}
              {param.example !== undefined && (
                <p className={styles.example}>
                  {apiStrings.example()}: <code>{param.example}</code>
                </p>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
