/** Types of sectionIndex.mjs: the section index «Preguntar» ranks. */
export {SECTION_INDEX_FILE} from './files.mjs';
import type {Fragment} from './fragments.mjs';
export function writeSectionIndex(
  pagefindDir: string,
  fragments?: Fragment[],
): {file: string; pages: number; sections: number; bytes: number};
