/**
 * The brand and every external URL of the site. Nothing else in the codebase
 * hard-codes a host: pages, components and config import from here.
 * The platform is fictional, so its hosts live under the reserved `custodia.example` domain.
 */
export const brand = {
  name: 'Custodia',
  title: 'Custodia para desarrolladores',
  headline: 'Infraestructura de privacidad digital',
  tagline: 'Infraestructura de privacidad digital: identidad, consentimiento y derechos de las personas, por API.',
  subheadline: 'Identidad, consentimiento y derechos de las personas, por API.',
  copyrightYear: 2025,
  company: 'Custodia SpA',
} as const;

export const links = {
  /** Where the documentation itself is published. */
  docsSite: 'https://docs.custodia.example',
  /** Production REST API base URL (keys `sk_live_…`). */
  apiBaseUrl: 'https://api.custodia.example/v1',
  /** Sandbox REST API base URL (keys `sk_test_…`). */
  sandboxApiBaseUrl: 'https://sandbox.api.custodia.example/v1',
  /** Where the API's file links point (evidence, disclosed images, signed PDFs); the simulator answers them. */
  filesHost: 'https://files.custodia.example',
  /** Sandbox dashboard where developers get test keys. */
  sandboxDashboard: 'https://sandbox.custodia.example',
  /** Production dashboard. */
  dashboard: 'https://app.custodia.example',
  /** External account-request form ('Solicita una cuenta'). */
  accountRequest: 'https://custodia.example/solicitar-cuenta',
  mainSite: 'https://custodia.example',
  trustCenter: 'https://trust.custodia.example',
  status: 'https://status.custodia.example',
  support: 'https://custodia.example/soporte',
  supportEmail: 'developers@custodia.example',
  linkedin: 'https://www.linkedin.com/company/custodia-example',
  github: 'https://github.com/custodia-example',
} as const;

/** Links that leave the site, for search (external results keep their full URL). */
export const externalUrlPattern = /^https?:\/\/(?!docs\.custodia\.example)[^/]*custodia\.example\//;

/** Assistants a docs page can be opened in (page menu «Abrir en …»); the prompt goes in `q`. */
export const assistantLinks = {
  chatgpt: 'https://chatgpt.com/',
  claude: 'https://claude.ai/new',
} as const;
