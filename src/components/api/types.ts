/**
 * The pre-resolved data the generated API pages pass to the components as JSON props.
 * Built at build time by src/plugins/openapi/; descriptions are already HTML.
 * Only what a page shows goes in, so a page's chunk stays small.
 */
export type JsonValue = null | boolean | number | string | JsonValue[] | {[key: string]: JsonValue};

/**
 * The JSON Schema keywords a field shows as constraints, in the order it shows them: the one list of them.
 * The generator copies these keywords into SchemaNode.constraints; strings.ts labels each (its map is typed
 * by this list, so a kind added here does not compile until it has a label).
 */
export const CONSTRAINT_KINDS = [
  'const',
  'default',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
] as const;

export type ConstraintKind = (typeof CONSTRAINT_KINDS)[number];

/** A link to a schema that has its own page (or just its name when it has none). */
export interface SchemaRef {
  name: string;
  href?: string;
}

export interface SchemaNode {
  /** JSON types, e.g. ['string'] or ['string', 'null']; empty when any value is allowed. */
  types: string[];
  /** The schema's `title`, used to name the options of a oneOf/anyOf. */
  title?: string;
  format?: string;
  /** HTML rendered from the Markdown description. */
  description?: string;
  enum?: JsonValue[];
  constraints?: [ConstraintKind, JsonValue][];
  properties?: PropertyNode[];
  items?: SchemaNode;
  /** Schema of the values of a map (`additionalProperties`). */
  values?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  ref?: SchemaRef;
  /** The schema contains itself: shown as a link instead of expanding forever. */
  circular?: boolean;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
}

/** «Obligatorio si `field` es `values[0]` o …»: a requirement the schema states with `if`/`then`. */
export interface RequiredCondition {
  field: string;
  values: JsonValue[];
}

export interface PropertyNode {
  name: string;
  required?: boolean;
  /** Required only when another field of the same object has one of these values (`if`/`then`). */
  requiredIf?: RequiredCondition[];
  schema: SchemaNode;
  /** Changelog entries after the first version that name this field. */
  changes?: ChangeBadge[];
}

export type ParamLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParamView {
  name: string;
  required?: boolean;
  deprecated?: boolean;
  description?: string;
  schema: SchemaNode;
  example?: string;
  /** Changelog entries after the first version that name this parameter. */
  changes?: ChangeBadge[];
}

export interface ServerView {
  url: string;
  description?: string;
}

export interface SecurityView {
  /** Name of the security scheme, e.g. `secretKey`. */
  name: string;
  /** How the credential travels, e.g. `Authorization: Bearer`. */
  usage: string;
  bearerFormat?: string;
  /** Scopes the credential must carry for this operation (from the operation's security requirement). */
  scopes?: string[];
  description?: string;
}

export interface HeaderView {
  name: string;
  required?: boolean;
  description?: string;
  schema?: SchemaNode;
  example?: string;
}

export interface ExampleView {
  title?: string;
  /** Pretty-printed JSON (or the raw text for non-JSON media types). */
  code: string;
  language: string;
}

export interface BodyView {
  mediaType: string;
  required?: boolean;
  description?: string;
  schema?: SchemaNode;
  examples?: ExampleView[];
}

export interface ResponseView {
  status: string;
  description?: string;
  headers?: HeaderView[];
  body?: BodyView;
  /** Error codes named in the examples, each linked to the errors page. */
  errorCodes?: string[];
}

export interface UsageView {
  kind: 'operation' | 'event';
  method: string;
  label: string;
  /** Path of the operation, or the event type. */
  detail: string;
  href: string;
}

/** The kinds of a changelog entry (openapi/changelog.yaml). */
export type ChangeKind = 'added' | 'changed' | 'deprecated' | 'removed';

/**
 * A changelog entry as a reference page shows it beside the operation, event, parameter or field it names:
 * «Obsoleto desde …», «Nuevo en …», linked to the entry on the changelog page.
 */
export interface ChangeBadge {
  kind: Exclude<ChangeKind, 'removed'>;
  date: string;
  version: string;
  href: string;
}

/** What a changelog entry names, by kind of item: the changelog page lists each group under its label. */
export type ChangelogGroupKind = 'operations' | 'events' | 'schemas' | 'fields' | 'parameters';

export interface ChangelogEntryView {
  /** The entry's id: its anchor on the changelog page and its Atom id. */
  id: string;
  date: string;
  version: string;
  kind: ChangeKind;
  /** HTML rendered from the entry's Markdown summary. */
  summary: string;
  groups: {kind: ChangelogGroupKind; items: {name: string; href?: string}[]}[];
}

/** The changelog page's data: entries newest first, and the URL of their Atom feed. */
export interface ChangelogView {
  feed: string;
  entries: ChangelogEntryView[];
}
