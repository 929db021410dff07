/** Types of filterKeys.mjs: the Pagefind filters a page is looked up by, and their keys. */
export const TITLE_FILTER: 'title_key';
export const HOME_FILTER: 'home_key';
export function titleKey(text: string): string;
export function slugKey(url: string): string;
export function pathKey(url: string): string;
export function homeKey(text: string): string;
