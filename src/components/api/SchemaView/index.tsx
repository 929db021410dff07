import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {PropertyNode, RequiredCondition, SchemaNode} from '../types';
import Html from '../Html';
import ChangeBadges from '../ChangeBadges';
import SchemaFacts, {TypeLabel} from '../SchemaFacts';
import {apiStrings} from '../strings';
import styles from './styles.module.css';

/** Whether a schema has something to expand: fields, variants, or items/values that do. */
function hasStructure(schema: SchemaNode | undefined): boolean {
  if (!schema || schema.circular) return false;
  return Boolean(
    schema.properties?.length ||
    schema.oneOf ||
    schema.anyOf ||
    hasStructure(schema.items) ||
    hasStructure(schema.values),
  );
}

function fieldCount(schema: SchemaNode): number {
  return (
    schema.properties?.length ??
    (schema.items ? fieldCount(schema.items) : schema.values ? fieldCount(schema.values) : 0)
  );
}

/** "Campos de x (3)", "Campos de cada elemento de x (3)" or, for a oneOf/anyOf alone, "Opciones de x (2)". */
function summaryText(name: string, schema: SchemaNode, isList: boolean): string {
  const inner = isList && schema.items ? schema.items : schema;
  const options = inner.oneOf ?? inner.anyOf;
  if (!inner.properties?.length && options) return apiStrings.showOptions(name, options.length);
  return isList ? apiStrings.showItemFields(name, fieldCount(schema)) : apiStrings.showFields(name, fieldCount(schema));
}

function Variants({kind, options}: {kind: 'oneOf' | 'anyOf'; options: SchemaNode[]}): ReactNode {
  return (
    <div className={styles.variants}>
      <p className={styles.variantsTitle}>{kind === 'oneOf' ? apiStrings.oneOf() : apiStrings.anyOf()}</p>
      {options.map((option, i) => (
        <details key={i} className={styles.details}>
          <summary>
            {option.ref?.name ?? option.title ?? apiStrings.option(i + 1)}
            {!option.ref && !option.title && option.properties?.length
              ? ` (${option.properties.map((p) => p.name).join(', ')})`
              : ' '}
            {(option.ref || option.title || !option.properties?.length) && <TypeLabel schema={option} linked={false} />}
          </summary>
          <div className={styles.nested}>
            <Html html={option.description} />
            <SchemaFacts schema={option} />
            <SchemaBody schema={option} />
          </div>
        </details>
      ))}
    </div>
  );
}

/** What is inside a schema: its fields, the fields of its items or values, its variants. */
function SchemaBody({schema}: {schema: SchemaNode}): ReactNode {
  return (
    <>
      {schema.properties && schema.properties.length > 0 && (
        <ul className={styles.fields}>
          {schema.properties.map((property) => (
            <Field key={property.name} property={property} />
          ))}
        </ul>
      )}
      {schema.items && hasStructure(schema.items) && <SchemaBody schema={schema.items} />}
      {schema.values && (
        <p className={styles.values}>
          {apiStrings.mapValues()}: <TypeLabel schema={schema.values} />
        </p>
      )}
      {schema.values && hasStructure(schema.values) && <SchemaBody schema={schema.values} />}
      {schema.oneOf && <Variants kind="oneOf" options={schema.oneOf} />}
      {schema.anyOf && <Variants kind="anyOf" options={schema.anyOf} />}
    </>
  );
}

/** «Obligatorio si `channel` es `branch`», one sentence per condition of an `if`/`then`. */
function RequiredIf({conditions}: {conditions: RequiredCondition[]}): ReactNode {
  return (
    <span className={styles.required}>
      {apiStrings.requiredIf()}{' '}
      {conditions.map((condition, i) => (
        <React.Fragment key={condition.field + String(i)}>
          {i > 0 && ` ${apiStrings.or()} `}
          <code>{condition.field}</code> {apiStrings.is()}{' '}
          {condition.values.map((value, j) => (
            <React.Fragment key={JSON.stringify(value)}>
              {j > 0 && ` ${apiStrings.or()} `}
              <code>{typeof value === 'string' ? value : JSON.stringify(value)}</code>
            </React.Fragment>
          ))}
        </React.Fragment>
      ))}
    </span>
  );
}

function Field({property}: {property: PropertyNode}): ReactNode {
  const {name, schema, required, requiredIf} = property;
  const isList = schema.types.includes('array');
  // A deprecation with its changelog entry shows as the dated badge, not again as a bare flag.
  const dated = property.changes?.some((change) => change.kind === 'deprecated');
  return (
    <li className={styles.field}>
      <div className={styles.head}>
        <code className={styles.name}>{name}</code>
        <TypeLabel schema={schema} />
        {required && <span className={styles.required}>{apiStrings.required()}</span>}
        {!required && requiredIf?.length ? <RequiredIf conditions={requiredIf} /> : null}
        <ChangeBadges changes={property.changes} />
      </div>
      <Html html={schema.description} className={styles.description} />
      <SchemaFacts schema={dated ? {...schema, deprecated: false} : schema} />
      {schema.items && !hasStructure(schema.items) && <SchemaFacts schema={schema.items} />}
      {schema.values && !hasStructure(schema.values) && (
        <p className={styles.values}>
          {apiStrings.mapValues()}: <TypeLabel schema={schema.values} />
        </p>
      )}
      {schema.values && !hasStructure(schema.values) && <SchemaFacts schema={schema.values} />}
      {schema.circular && schema.ref?.href && (
        <p className={styles.values}>
          {apiStrings.circular()} <Link to={schema.ref.href}>{schema.ref.name}</Link>
        </p>
      )}
      {hasStructure(schema) && (
        <details className={styles.details}>
          <summary>{summaryText(name, schema, isList)}</summary>
          <div className={styles.nested}>
            <SchemaBody schema={schema} />
          </div>
        </details>
      )}
    </li>
  );
}

/**
 * A JSON Schema as a list of fields: name, type, required marker, description, enum values
 * and constraints; nested objects and arrays open with <details>, so the page stays static.
 */
export default function SchemaView({schema}: {schema: SchemaNode}): ReactNode {
  const structured = hasStructure(schema);
  return (
    <div className={styles.schema}>
      {structured && schema.properties && schema.ref && (
        <p className={styles.rootType}>
          {apiStrings.schema()}: <TypeLabel schema={schema} />
        </p>
      )}
      {(!structured || !schema.properties) && (
        <p className={styles.rootType}>
          {schema.types.includes('array') ? `${apiStrings.listOf()}: ` : ''}
          <TypeLabel schema={schema.types.includes('array') && schema.items ? schema.items : schema} />
        </p>
      )}
      {!structured && <SchemaFacts schema={schema} />}
      {structured && <SchemaBody schema={schema} />}
    </div>
  );
}
