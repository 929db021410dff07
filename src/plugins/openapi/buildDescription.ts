/**
 * The one description a build reads. The API reference (src/plugins/openapi), the in-page simulator
 * (src/plugins/simulatorBundle) and the Markdown copies and downloads (src/plugins/markdownExport) all ask this
 * module, so a site built from OPENAPI_URL documents, simulates and offers for download the same description, fetched
 * once: a served copy that changes during the build cannot split them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadDescription, optionsFromEnv, DEFAULT_DESCRIPTION, type LoadedDescription, type LoadOptions} from './load';

let current: {key: string; loaded: Promise<LoadedDescription>} | undefined;
/** The options of the last call: the reference plugin passes its configured source, the other plugins ask again. */
let lastOptions: LoadOptions | undefined;

/** Every description file under a folder with its modification time: a local edit (`npm start`) is a new key. */
function fingerprint(root: string): string {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ya?ml|json)$/.test(entry.name)) out.push(`${full}:${fs.statSync(full).mtimeMs}`);
    }
  };
  walk(path.dirname(root));
  return out.sort().join('\n');
}

/**
 * The description of this build: loaded on the first call, the same promise after. A remote one is fetched once per
 * process; a local one again only when one of its files changed. Without options, the last call's (the reference
 * plugin's, which runs first), else OPENAPI_URL or the repository's description.
 */
export function buildDescription(given?: LoadOptions): Promise<LoadedDescription> {
  const options = given ?? lastOptions ?? optionsFromEnv();
  lastOptions = options;
  const file = path.resolve(options.file ?? DEFAULT_DESCRIPTION);
  const key = options.url ? `url ${options.url}` : `file ${file}\n${fingerprint(file)}`;
  if (current?.key !== key) {
    const loaded = loadDescription(options);
    current = {key, loaded};
    // A failed load is not kept: the next caller (a later rebuild) tries again.
    loaded.catch(() => {
      if (current?.loaded === loaded) current = undefined;
    });
  }
  return current.loaded;
}

/**
 * The files of a loaded description written under `dir` exactly as they were read, so a tool that reads files
 * (`redocly bundle`, for the downloads) works on the same copy; their relative `$ref`s keep pointing at each other.
 * Returns the root file. A local description is its own copy.
 */
export function writeSnapshot(loaded: LoadedDescription, dir: string): string {
  let root = '';
  for (const [location, text] of loaded.texts) {
    let file = location;
    if (/^https?:\/\//.test(location)) {
      const url = new URL(location);
      file = path.join(dir, url.host.replace(/[^A-Za-z0-9.-]/g, '_'), decodeURIComponent(url.pathname));
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, text);
    }
    root ||= file;
  }
  return root;
}
