/** Types of stems.mjs: the stems search and «Preguntar» compare. */
export function stemOf(word: string): string;
export function textStems(text: string): string[];
