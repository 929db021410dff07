/**
 * Local plugin: the API reference's docs instance, which is @docusaurus/plugin-content-docs with a lighter global
 * data. The docs plugin puts every doc's id, path and sidebar of each instance in the global data, compiled into
 * main.js and so loaded by every page of the site; for the API instance that is one entry per generated operation
 * and event page, and grows with the OpenAPI description (10× description: global data 2.4 → 8.4 KB gzip).
 *
 * The list is read only by the theme's doc navbar items, version dropdown and version banner (the doc to link to in
 * another version), none of which this site shows for the API reference: its navbar entry is a plain link with
 * `activeBasePath`, it has one version, and that version is the last one (no banner). The active plugin and
 * version are matched by path, and the version-preference key by version name, which stay. So the generated pages
 * leave the list and the hand-written ones (the instance's main doc among them) stay.
 */
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions, LoadedContent} from '@docusaurus/plugin-content-docs';
import {RESOURCES_URL} from '../../../config/openapi';

export {validateOptions};

/** The instance's global data without the docs under `droppedPath` (the generated pages). */
export function withoutGeneratedDocs(data: GlobalPluginData, droppedPath: string): GlobalPluginData {
  const generated = (path: string) => path === droppedPath || path.startsWith(`${droppedPath}/`);
  return {
    ...data,
    versions: data.versions.map((version) => ({...version, docs: version.docs.filter((doc) => !generated(doc.path))})),
  };
}

/** `createDocs` is there for the tests; Docusaurus calls the plugin with the context and options only. */
export default async function apiDocsPlugin(
  context: LoadContext,
  options: PluginOptions,
  createDocs: typeof pluginContentDocs = pluginContentDocs,
): Promise<Plugin<LoadedContent>> {
  const docs = await createDocs(context, options);
  const droppedPath = `${context.baseUrl}${RESOURCES_URL.replace(/^\//, '')}`;
  return {
    ...docs,
    async contentLoaded(args) {
      const {setGlobalData} = args.actions;
      await docs.contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          setGlobalData: (data) => setGlobalData(withoutGeneratedDocs(data as GlobalPluginData, droppedPath)),
        },
      });
    },
  };
}
