/** The pages of the docs plugin's instances as the Markdown export reads them, with their place in the sidebars. */
import {canonicalPath} from '../../lib/url';
import type {SidebarSection} from './llms';

/** The parts of the docs plugin's content this plugin reads. */
export interface DocMeta {
  id: string;
  title: string;
  description: string;
  source: string;
  permalink: string;
}
type SidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};
interface DocsContent {
  loadedVersions: {docs: DocMeta[]; sidebars: Record<string, SidebarItem[]>}[];
}

function sidebarSections(sidebars: Record<string, SidebarItem[]>, docs: Map<string, DocMeta>): SidebarSection[] {
  const sections: SidebarSection[] = [];
  for (const [name, items] of Object.entries(sidebars)) {
    const walk = (list: SidebarItem[], trail: string[]) => {
      for (const item of list) {
        if (item.type === 'doc' || item.type === 'ref') {
          const doc = docs.get(item.id);
          if (doc) sections.push({sidebar: name, trail, permalink: doc.permalink});
        } else if (item.type === 'category') {
          const linked = item.link?.type === 'doc' && item.link.id ? docs.get(item.link.id) : undefined;
          if (linked) sections.push({sidebar: name, trail: [...trail, item.label], permalink: linked.permalink});
          walk(item.items, [...trail, item.label]);
        }
      }
    };
    walk(items, []);
  }
  return sections;
}

/**
 * The docs of every instance of the docs plugin, named by their canonical path, and where each sits in its
 * instance's sidebars. The guides and the API reference are two instances (docusaurus.config.ts); doc ids are
 * unique only inside one, so each instance's sidebars are read against its own docs.
 */
export function docsOfInstances(plugins: readonly {name: string; content: unknown}[]): {
  docs: DocMeta[];
  sections: SidebarSection[];
} {
  const docs: DocMeta[] = [];
  const sections: SidebarSection[] = [];
  for (const plugin of plugins) {
    if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
    const current = (plugin.content as DocsContent | undefined)?.loadedVersions[0];
    if (!current) continue;
    // Index docs end in `/` (`/docs/`); pages are named by their canonical path (`/docs`).
    const found = current.docs.map((d) => ({...d, permalink: canonicalPath(d.permalink)}));
    docs.push(...found);
    sections.push(...sidebarSections(current.sidebars, new Map(found.map((d) => [d.id, d]))));
  }
  if (!docs.length) throw new Error('[markdown-export] No se encontró el contenido de la documentación');
  return {docs, sections};
}
