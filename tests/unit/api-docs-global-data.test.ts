/** The API reference's docs instance leaves its generated pages out of the global data every page loads. */
import {describe, expect, it} from 'vitest';
import type {GlobalPluginData, GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import apiDocsPlugin, {withoutGeneratedDocs} from '../../src/plugins/apiDocs/index';

const version: GlobalVersion = {
  name: 'current',
  label: 'Next',
  isLast: true,
  path: '/docs/api',
  mainDocId: 'intro',
  docs: [
    {id: 'intro', path: '/docs/api/intro', sidebar: 'apiSidebar'},
    {id: 'webhooks', path: '/docs/api/webhooks', sidebar: 'apiSidebar'},
    {id: 'resources/create-consent', path: '/docs/api/resources/create-consent', sidebar: 'apiSidebar'},
    {id: 'resources/index', path: '/docs/api/resources', sidebar: 'apiSidebar'},
    {id: 'resources-guide', path: '/docs/api/resources-guide', sidebar: 'apiSidebar'},
  ],
  draftIds: [],
  sidebars: {apiSidebar: {link: {path: '/docs/api/intro', label: 'Introducción'}}},
};
const data: GlobalPluginData = {path: '/docs/api', versions: [version], breadcrumbs: true};

describe('API docs global data', () => {
  it('drops the docs under the generated folder and keeps the hand-written ones, the main doc among them', () => {
    const trimmed = withoutGeneratedDocs(data, '/docs/api/resources');
    expect(trimmed.versions[0].docs.map((doc) => doc.id)).toEqual(['intro', 'webhooks', 'resources-guide']);
    expect(trimmed.versions[0].docs.map((doc) => doc.id)).toContain(version.mainDocId);
  });

  it('keeps what the theme matches pages and versions by: the paths, names, sidebars and breadcrumbs', () => {
    const trimmed = withoutGeneratedDocs(data, '/docs/api/resources');
    expect({...trimmed.versions[0], docs: []}).toEqual({...version, docs: []});
    expect({...trimmed, versions: []}).toEqual({...data, versions: []});
  });

  it('is the docs plugin with the trimmed data handed to setGlobalData', async () => {
    const calls: unknown[] = [];
    const setGlobalData = (received: unknown) => calls.push(received);
    const contentLoaded = ({actions}: {actions: {setGlobalData: (d: unknown) => void}}) =>
      Promise.resolve(actions.setGlobalData(data));
    // Only what the wrapper touches: the context's base URL and the docs plugin's name and contentLoaded.
    const plugin = await apiDocsPlugin({baseUrl: '/'} as never, {} as never, () =>
      Promise.resolve({name: 'docusaurus-plugin-content-docs', contentLoaded}),
    );
    await plugin.contentLoaded?.({actions: {setGlobalData}} as never);
    expect(plugin.name).toBe('docusaurus-plugin-content-docs');
    expect(calls).toEqual([withoutGeneratedDocs(data, '/docs/api/resources')]);
  });
});
