/** The API sidebar groups its tag categories by product, as the description's x-tagGroups says. */
import fs from 'node:fs';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {
  descriptionFile,
  groupApiSidebar,
  readTagGroups,
  type SidebarItemConfig,
} from '../../src/plugins/openapi/sidebar';

const tags = (yaml.load(fs.readFileSync(descriptionFile, 'utf8')) as {tags: {name: string}[]}).tags.map((t) => t.name);
const category = (tag: string): SidebarItemConfig => ({
  type: 'category',
  label: tag,
  key: `resources/tag/${tag}`,
  items: [],
});

describe('x-tagGroups', () => {
  it('puts every tag of the description in exactly one product group', () => {
    const groups = readTagGroups();
    expect(groups.map((g) => g.name)).toEqual([
      'Consentimiento',
      'Identidad',
      'Firma electrónica',
      'Derechos de los titulares',
      'Plataforma',
    ]);
    const grouped = groups.flatMap((g) => g.tags);
    expect([...grouped].sort()).toEqual([...tags].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });
});

describe('the API sidebar', () => {
  it('nests the tag categories inside their groups, in the order of the group', () => {
    const sidebar = groupApiSidebar(
      [category('Agreements'), category('Webhooks'), category('Consent templates')],
      [
        {name: 'Consentimiento', tags: ['Consent templates', 'Agreements']},
        {name: 'Plataforma', tags: ['Webhooks']},
      ],
    );
    expect(sidebar).toMatchObject([
      {type: 'category', label: 'Consentimiento', key: 'resources/group/Consentimiento', collapsed: true},
      {type: 'category', label: 'Plataforma', key: 'resources/group/Plataforma'},
    ]);
    const labels = (item: SidebarItemConfig) => (item as {items: {label: string}[]}).items.map((child) => child.label);
    expect(labels(sidebar[0])).toEqual(['Consent templates', 'Agreements']);
    expect(labels(sidebar[1])).toEqual(['Webhooks']);
  });

  it('keeps a category whose tag is in no group, after the groups, and leaves out an empty group', () => {
    const sidebar = groupApiSidebar(
      [category('Agreements'), category('Novedades')],
      [
        {name: 'Consentimiento', tags: ['Agreements']},
        {name: 'Vacío', tags: ['Inexistente']},
      ],
    );
    expect(sidebar.map((item) => (item as {label: string}).label)).toEqual(['Consentimiento', 'Novedades']);
  });
});
