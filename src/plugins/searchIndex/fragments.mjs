// Pagefind's fragments of a build (one per indexed page: its text, title, keywords and heading anchors), read once
// for everything the build writes from them (the vocabulary, the «Preguntar» section index). Types in fragments.d.mts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseFragment} from './files.mjs';

/** Every fragment of <pagefindDir>/fragment/, in file-name order, with its file name as `hash` (no extension). */
export function readFragments(pagefindDir) {
  const dir = path.join(pagefindDir, 'fragment');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.pf_fragment'))
    .sort()
    .map((file) => ({
      hash: file.replace(/\.pf_fragment$/, ''),
      ...parseFragment(zlib.gunzipSync(fs.readFileSync(path.join(dir, file))).toString('utf8'), file),
    }));
}
