/** The sidebar's categories: one group per tag, in the description's order; tags used but not declared go last. */
import {isObject} from '../resolve';
import {str} from './context';
import type {TagGroup} from './types';

/** Where a page without tags goes. */
export const UNTAGGED = 'Otros';

/** The tag a page goes under: its first. */
export function firstTag(operation: Record<string, unknown>): string {
  return Array.isArray(operation.tags) ? String(operation.tags[0]) : UNTAGGED;
}

export class TagGroups {
  private readonly groups = new Map<string, TagGroup>();

  constructor(doc: Record<string, unknown>) {
    for (const tag of (Array.isArray(doc.tags) ? doc.tags : []).filter(isObject)) {
      const name = String(tag.name);
      this.groups.set(name, {name, label: str(tag['x-displayName']) ?? name, description: str(tag.description), schemas: [], operations: [], events: []});
    }
  }

  /** The group of a tag, created (last) the first time an undeclared tag is used. */
  groupFor(tag: unknown): TagGroup {
    const name = typeof tag === 'string' && tag !== '' ? tag : UNTAGGED;
    let group = this.groups.get(name);
    if (!group) {
      group = {name, label: name, schemas: [], operations: [], events: []};
      this.groups.set(name, group);
    }
    return group;
  }

  /** The groups that have at least one page. */
  nonEmpty(): TagGroup[] {
    return [...this.groups.values()].filter((g) => g.schemas.length + g.operations.length + g.events.length > 0);
  }
}
