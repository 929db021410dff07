/**
 * Every text the API components show, in one place, through translate() with literal ids
 * so `docusaurus write-translations` can extract them. Spanish is the message.
 */
import {translate} from '@docusaurus/Translate';
import type {ChangeBadge, ChangeKind, ChangelogGroupKind, ConstraintKind} from './types';

export const apiStrings = {
  required: () => translate({id: 'api.required', message: 'Obligatorio'}),
  requiredIf: () => translate({id: 'api.requiredIf', message: 'Obligatorio si'}),
  is: () => translate({id: 'api.requiredIf.is', message: 'es'}),
  or: () => translate({id: 'api.requiredIf.or', message: 'o'}),
  optional: () => translate({id: 'api.optional', message: 'Opcional'}),
  deprecated: () => translate({id: 'api.deprecated', message: 'Obsoleto'}),
  readOnly: () => translate({id: 'api.readOnly', message: 'Solo lectura'}),
  writeOnly: () => translate({id: 'api.writeOnly', message: 'Solo escritura'}),
  example: () => translate({id: 'api.example', message: 'Ejemplo'}),
  schema: () => translate({id: 'api.schema', message: 'Esquema'}),
  allowedValues: () => translate({id: 'api.allowedValues', message: 'Valores permitidos'}),
  mapValues: () => translate({id: 'api.mapValues', message: 'Valores del mapa'}),
  listOf: () => translate({id: 'api.listOf', message: 'Cada elemento'}),
  name: () => translate({id: 'api.param.name', message: 'Nombre'}),
  description: () => translate({id: 'api.param.description', message: 'Descripción'}),
  headers: () => translate({id: 'api.headers', message: 'Encabezados'}),
  mediaType: () => translate({id: 'api.mediaType', message: 'Tipo de contenido'}),
  noBody: () => translate({id: 'api.response.noBody', message: 'Sin cuerpo de respuesta.'}),
  errorCodes: () => translate({id: 'api.response.errorCodes', message: 'Códigos de error'}),
  servers: () => translate({id: 'api.endpoint.servers', message: 'Servidores'}),
  event: () => translate({id: 'api.method.event', message: 'EVENTO'}),
  eventDelivery: () =>
    translate({
      id: 'api.endpoint.eventDelivery',
      message: 'Custodia envía este evento con un POST a la URL de cada webhook suscrito.',
    }),
  anyCredential: () => translate({id: 'api.security.any', message: 'Acepta cualquiera de estas credenciales:'}),
  scopes: () => translate({id: 'api.security.scopes', message: 'Alcances necesarios:'}),
  noCredential: () => translate({id: 'api.security.none', message: 'No requiere credenciales.'}),
  oneOf: () => translate({id: 'api.schema.oneOf', message: 'Una de estas opciones'}),
  anyOf: () => translate({id: 'api.schema.anyOf', message: 'Una o más de estas opciones'}),
  option: (n: number) => translate({id: 'api.schema.option', message: 'Opción {n}'}, {n}),
  circular: () => translate({id: 'api.schema.circular', message: 'Se repite la estructura de'}),
  anyValue: () => translate({id: 'api.schema.anyValue', message: 'cualquier valor'}),
  showFields: (name: string, count: number) =>
    translate({id: 'api.schema.showFields', message: 'Campos de {name} ({count})'}, {name, count}),
  showItemFields: (name: string, count: number) =>
    translate({id: 'api.schema.showItemFields', message: 'Campos de cada elemento de {name} ({count})'}, {name, count}),
  showOptions: (name: string, count: number) =>
    translate({id: 'api.schema.showOptions', message: 'Opciones de {name} ({count})'}, {name, count}),
  change: ({kind, date}: ChangeBadge) => changeLabels[kind](date),
  changeKind: (kind: ChangeKind) => changeKindLabels[kind](),
  changeGroup: (kind: ChangelogGroupKind, count: number) => changeGroupLabels[kind](count),
  changelogVersion: (version: string) =>
    translate({id: 'api.changelog.version', message: 'Versión {version}'}, {version}),
  changelogFeed: () => translate({id: 'api.changelog.feed', message: 'Registro de cambios de la API (Atom)'}),
};

/** A badge on a reference page: what changed and since when (the date of its changelog entry). */
const changeLabels: Record<ChangeBadge['kind'], (date: string) => string> = {
  added: (date) => translate({id: 'api.change.added', message: 'Nuevo desde {date}'}, {date}),
  changed: (date) => translate({id: 'api.change.changed', message: 'Cambió el {date}'}, {date}),
  deprecated: (date) => translate({id: 'api.change.deprecated', message: 'Obsoleto desde {date}'}, {date}),
};

/** The kind of an entry on the changelog page. */
const changeKindLabels: Record<ChangeKind, () => string> = {
  added: () => translate({id: 'api.changelog.kind.added', message: 'Nuevo'}),
  changed: () => translate({id: 'api.changelog.kind.changed', message: 'Cambio'}),
  deprecated: () => translate({id: 'api.changelog.kind.deprecated', message: 'Obsoleto'}),
  removed: () => translate({id: 'api.changelog.kind.removed', message: 'Eliminado'}),
};

const changeGroupLabels: Record<ChangelogGroupKind, (count: number) => string> = {
  operations: (count) => translate({id: 'api.changelog.group.operations', message: 'Operaciones ({count})'}, {count}),
  events: (count) => translate({id: 'api.changelog.group.events', message: 'Eventos ({count})'}, {count}),
  schemas: (count) => translate({id: 'api.changelog.group.schemas', message: 'Esquemas ({count})'}, {count}),
  fields: (count) => translate({id: 'api.changelog.group.fields', message: 'Campos ({count})'}, {count}),
  parameters: (count) => translate({id: 'api.changelog.group.parameters', message: 'Parámetros ({count})'}, {count}),
};

/** One label per constraint kind (CONSTRAINT_KINDS in types.ts); the type makes the list complete. */
const constraintLabels: Record<ConstraintKind, () => string> = {
  const: () => translate({id: 'api.constraint.const', message: 'Siempre'}),
  default: () => translate({id: 'api.constraint.default', message: 'Por defecto'}),
  minLength: () => translate({id: 'api.constraint.minLength', message: 'Longitud mínima'}),
  maxLength: () => translate({id: 'api.constraint.maxLength', message: 'Longitud máxima'}),
  pattern: () => translate({id: 'api.constraint.pattern', message: 'Patrón'}),
  minimum: () => translate({id: 'api.constraint.minimum', message: 'Mínimo'}),
  maximum: () => translate({id: 'api.constraint.maximum', message: 'Máximo'}),
  exclusiveMinimum: () => translate({id: 'api.constraint.exclusiveMinimum', message: 'Mayor que'}),
  exclusiveMaximum: () => translate({id: 'api.constraint.exclusiveMaximum', message: 'Menor que'}),
  multipleOf: () => translate({id: 'api.constraint.multipleOf', message: 'Múltiplo de'}),
  minItems: () => translate({id: 'api.constraint.minItems', message: 'Mínimo de elementos'}),
  maxItems: () => translate({id: 'api.constraint.maxItems', message: 'Máximo de elementos'}),
  uniqueItems: () => translate({id: 'api.constraint.uniqueItems', message: 'Sin elementos repetidos'}),
  minProperties: () => translate({id: 'api.constraint.minProperties', message: 'Mínimo de claves'}),
  maxProperties: () => translate({id: 'api.constraint.maxProperties', message: 'Máximo de claves'}),
};

export function constraintLabel(kind: ConstraintKind): string {
  return constraintLabels[kind]();
}
