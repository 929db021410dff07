import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {JsonValue, SchemaNode} from '../types';
import {apiStrings, constraintLabel} from '../strings';
import styles from './styles.module.css';

function show(value: JsonValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * `string`, `DataUse[]`, `string | null`… with named schemas linked to their page
 * (`linked={false}` inside a <summary>, where a link would nest interactive content).
 */
export function TypeLabel({schema, linked = true}: {schema: SchemaNode; linked?: boolean}): ReactNode {
  const nullable = schema.types.includes('null');
  const types = schema.types.filter((t) => t !== 'null');
  let main: ReactNode;
  if (schema.ref) {
    main = schema.ref.href && linked ? <Link to={schema.ref.href}>{schema.ref.name}</Link> : schema.ref.name;
  } else if (types.length === 1 && types[0] === 'array' && schema.items) {
    main = (
      <>
        <TypeLabel schema={{...schema.items, types: schema.items.types.filter((t) => t !== 'null')}} linked={linked} />
        []
      </>
    );
  } else if (types.length > 0) {
    main = types.join(' | ');
  } else if (schema.oneOf || schema.anyOf) {
    main = 'oneOf';
  } else {
    main = apiStrings.anyValue();
  }
  return (
    <span className={styles.type}>
      {main}
      {schema.format && <span className={styles.format}> ({schema.format})</span>}
      {nullable && ' | null'}
    </span>
  );
}

/** Enum values, constraints and flags of a schema, one short line each. */
export default function SchemaFacts({schema}: {schema: SchemaNode}): ReactNode {
  const flags = [
    schema.deprecated && apiStrings.deprecated(),
    schema.readOnly && apiStrings.readOnly(),
    schema.writeOnly && apiStrings.writeOnly(),
  ].filter(Boolean) as string[];
  if (!schema.enum && !schema.constraints && flags.length === 0) return null;
  return (
    <ul className={styles.facts}>
      {flags.length > 0 && <li className={styles.flags}>{flags.join(' · ')}</li>}
      {schema.enum && (
        <li>
          {apiStrings.allowedValues()}:{' '}
          {schema.enum.map((value, i) => (
            <React.Fragment key={i}>
              {i > 0 && ' '}
              <code>{show(value)}</code>
            </React.Fragment>
          ))}
        </li>
      )}
      {schema.constraints?.map(([kind, value]) => (
        <li key={kind}>
          {constraintLabel(kind)}
          {kind !== 'uniqueItems' && (
            <>
              : <code>{kind === 'default' || kind === 'const' ? JSON.stringify(value) : show(value)}</code>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
