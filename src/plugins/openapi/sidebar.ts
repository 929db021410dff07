/** The generated API sidebar as sidebarsApi.ts reads it: the tag categories, grouped by product. */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {openApiOptions, RESOURCES_DOC_ID, SIDEBAR_FILE} from '../../../config/openapi';

/** One item of a sidebar (the package does not export the type by name). */
export type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

/** A group of tags of the description (`x-tagGroups`, the extension Redocly and other renderers read). */
export interface TagGroup {
  name: string;
  tags: string[];
}

const siteDir = path.join(__dirname, '../../..');

/** Where the generator writes the API categories (one per OpenAPI tag). */
export const generatedSidebarFile = path.join(siteDir, openApiOptions.outputDir, SIDEBAR_FILE);

/** The description's entry file, where `x-tagGroups` is (at its root: never behind a $ref). */
export const descriptionFile = path.join(siteDir, openApiOptions.source);

/** The key the generator gives a tag's category (src/plugins/openapi/pages.ts, renderSidebar). */
const tagKey = (tag: string) => `${RESOURCES_DOC_ID}/tag/${tag}`;

/** The `x-tagGroups` of the description, or none. */
export function readTagGroups(file = descriptionFile): TagGroup[] {
  const root = yaml.load(fs.readFileSync(file, 'utf8')) as {'x-tagGroups'?: TagGroup[]} | null;
  return root?.['x-tagGroups'] ?? [];
}

/**
 * The tag categories inside one collapsed category per group, in the group's order. A category whose tag is in
 * no group stays at the top level after the groups (a description served from OPENAPI_URL may add a tag), and a
 * group with none of the description's tags is left out; tests/unit/api-sidebar-groups.test.ts holds the site's
 * own description to every tag in exactly one group.
 */
export function groupApiSidebar(categories: SidebarItemConfig[], groups: TagGroup[]): SidebarItemConfig[] {
  const byKey = new Map(
    categories.flatMap((item) =>
      typeof item === 'object' && 'key' in item && typeof item.key === 'string' ? [[item.key, item] as const] : [],
    ),
  );
  const placed = new Set<SidebarItemConfig>();
  const grouped = groups.flatMap((group) => {
    const items = group.tags.flatMap((tag) => {
      const item = byKey.get(tagKey(tag));
      if (!item || placed.has(item)) return [];
      placed.add(item);
      return [item];
    });
    return items.length
      ? [
          {
            type: 'category' as const,
            label: group.name,
            key: `${RESOURCES_DOC_ID}/group/${group.name}`,
            collapsible: true,
            collapsed: true,
            className: 'api-tag-group',
            items,
          },
        ]
      : [];
  });
  return [...grouped, ...categories.filter((item) => !placed.has(item))];
}

/**
 * The generated API categories, grouped as the description's `x-tagGroups` says. The plugin generates them when
 * Docusaurus starts it, before any plugin loads content (the API docs instance reads sidebarsApi.ts then), so a
 * missing file means the generation failed.
 */
export function loadGeneratedApiSidebar(file = generatedSidebarFile, description = descriptionFile): SidebarItemConfig[] {
  if (!fs.existsSync(file)) {
    throw new Error(`Falta ${path.relative(process.cwd(), file)}: ejecuta "npm run gen-api" o revisa el error de generación de la API.`);
  }
  const categories = JSON.parse(fs.readFileSync(file, 'utf8')) as SidebarItemConfig[];
  return groupApiSidebar(categories, readTagGroups(description));
}
