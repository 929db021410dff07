/** The model: the pages to generate, as plain data, grouped by tag (what buildModel returns). */
import type {
  BodyView,
  ChangeBadge,
  ChangelogView,
  ExampleView,
  HeaderView,
  JsonValue,
  ParamLocation,
  ParamView,
  ResponseView,
  SchemaNode,
  SecurityView,
  ServerView,
  UsageView,
} from '../../../components/api/types';

export interface OperationPage {
  kind: 'operation';
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  tag: string;
  deprecated: boolean;
  /** Changelog entries after the first version that name this operation (changelog.ts). */
  changes: ChangeBadge[];
  servers: ServerView[];
  security: SecurityView[];
  params: Record<ParamLocation, ParamView[]>;
  requestBody?: BodyView;
  responses: ResponseView[];
  /** Values the code samples use. */
  sample: SampleRequest;
}

export interface EventPage {
  kind: 'event';
  id: string;
  /** The event's `type`, e.g. `agreement.created`. */
  eventType?: string;
  summary: string;
  description?: string;
  tag: string;
  changes: ChangeBadge[];
  headers: HeaderView[];
  payload?: BodyView;
  responses: ResponseView[];
}

export interface SchemaPage {
  kind: 'schema';
  name: string;
  slug: string;
  title: string;
  description?: string;
  tag: string;
  node: SchemaNode;
  example?: ExampleView;
  usedBy: UsageView[];
}

export interface TagGroup {
  name: string;
  label: string;
  description?: string;
  schemas: SchemaPage[];
  operations: OperationPage[];
  events: EventPage[];
}

export interface SampleRequest {
  method: string;
  /** Sandbox URL with example path parameters and, for lists, an example query. */
  url: string;
  body?: JsonValue;
  idempotencyKey: boolean;
}

export interface ApiModel {
  title: string;
  version: string;
  tags: TagGroup[];
  /** The changelog page's data (empty when the description has no `x-changelog`). */
  changelog: ChangelogView;
}
