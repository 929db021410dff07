/** "Used by" lists of schema pages: the operations and events whose bodies reach each named schema. */
import type {UsageView} from '../../../components/api/types';
import {collectSchemaNames, type SchemaContext} from '../schemaNodes';

export class SchemaUsage {
  private readonly byName = new Map<string, UsageView[]>();

  constructor(private readonly schemaContext: SchemaContext) {}

  /** Records `view` as a user of every page schema the raw schemas reach. */
  record(raw: unknown[], view: UsageView): void {
    const names = new Set<string>();
    for (const schema of raw) collectSchemaNames(schema, this.schemaContext, names);
    for (const name of names) this.byName.set(name, [...(this.byName.get(name) ?? []), view]);
  }

  of(name: string): UsageView[] {
    return this.byName.get(name) ?? [];
  }
}
