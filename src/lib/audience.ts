/**
 * The user guide (/docs/user-guide/…) is written for the people who use a product built on Custodia, not for
 * developers: its pages leave out the developer chrome (the page menu «Usar con IA», the sandbox announcement).
 */
export const END_USER_PATH = '/docs/user-guide';

/** Whether a page path (clean, as canonicalPath gives it) belongs to the user guide. */
export function isEndUserPath(pathname: string): boolean {
  return pathname === END_USER_PATH || pathname.startsWith(`${END_USER_PATH}/`);
}
