/** Types of spanish.mjs: the Spanish words search and «Preguntar» compare. */
export const SPANISH_FUNCTION_WORDS: Set<string>;
export function foldWord(word: string): string;
