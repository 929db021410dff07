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
