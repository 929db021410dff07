/** The integration-guide pages that walk through API calls step by step, in the order a reader meets them. */
export const QUICKSTART_PAGES = [
  'sandbox',
  'consent/quickstart',
  'disclosure/quickstart',
  'rights-management/quickstart',
  'signature/quickstart',
  'signature/sign-documents',
  'rat/quickstart',
  'authentication/authenticate-users',
] as const;

export type QuickstartSlug = (typeof QUICKSTART_PAGES)[number];

/**
 * Blocks that are whole programs rather than steps, beyond the shell the steps use (loops, tests, jq's full
 * language): the test suite does not run them, and checks they are still beyond it.
 */
export const NOT_RUN: Partial<Record<QuickstartSlug, Record<string, string>>> = {
  'rat/quickstart': {
    '2-ejecuta-el-exportador-1': 'el exportador es un programa (bucles, condiciones y filtros de jq completos), no un paso',
  },
};
