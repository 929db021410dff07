/** Types of sectionIndex.mjs: the section index «Preguntar» ranks. */
export {SECTION_INDEX_FILE} from './files.mjs';
export function writeSectionIndex(pagefindDir: string): {file: string; pages: number; sections: number; bytes: number};
