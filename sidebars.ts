import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The guides' sidebars. The site has a third, the API reference's, in sidebarsApi.ts: the API is its own
 * docs instance (see docusaurus.config.ts), so a guide never loads the API sidebar.
 * Pages under integration-guide/rat/ and signature/{concept,quickstart} exist
 * but are reached by links, not from the sidebar; they are shown without one (no front-matter
 * displayed_sidebar), so no sidebar appears with nothing in it marked.
 */
const sidebars: SidebarsConfig = {
  integrationSidebar: [
    'integration-guide/intro',
    {
      type: 'category',
      label: 'Fundamentos',
      collapsed: false,
      items: [
        'integration-guide/general-concepts',
        'integration-guide/glossary',
        'integration-guide/taxonomy',
        'integration-guide/sandbox',
        'integration-guide/production',
        'integration-guide/security-privacy',
        'integration-guide/evidence-traceability',
        'integration-guide/company-configuration',
      ],
    },
    {
      type: 'category',
      label: 'Autenticación',
      items: [
        'integration-guide/authentication/introduction',
        'integration-guide/authentication/how-it-works',
        'integration-guide/authentication/authenticate-users',
      ],
    },
    {
      type: 'category',
      label: 'Consentimiento',
      items: [
        'integration-guide/consent/introduction',
        'integration-guide/consent/how-it-works',
        'integration-guide/consent/quickstart',
        'integration-guide/consent/consent-templates',
        'integration-guide/consent/consent-capture',
        'integration-guide/consent/consent-api',
        'integration-guide/consent/consent-query',
        'integration-guide/consent/consent-management',
        'integration-guide/consent/customization',
      ],
    },
    {
      type: 'category',
      label: 'Divulgación de identidad',
      items: [
        'integration-guide/disclosure/introduction',
        'integration-guide/disclosure/how-it-works',
        'integration-guide/disclosure/quickstart',
        'integration-guide/disclosure/configuration',
        'integration-guide/disclosure/disclosure_templates',
        'integration-guide/disclosure/validate-identity',
        'integration-guide/disclosure/account-and-id-reuse',
        'integration-guide/disclosure/disclosure-error-handling',
      ],
    },
    {
      type: 'category',
      label: 'Firma electrónica',
      items: [
        'integration-guide/signature/introduction',
        'integration-guide/signature/how-it-works',
        'integration-guide/signature/sign-documents',
      ],
    },
    {
      type: 'category',
      label: 'Gestión de derechos',
      items: [
        'integration-guide/rights-management/introduction',
        'integration-guide/rights-management/how-it-works',
        'integration-guide/rights-management/quickstart',
        'integration-guide/rights-management/requests-intake',
        'integration-guide/rights-management/requests-validation',
        'integration-guide/rights-management/requests-management',
        'integration-guide/rights-management/notifications',
      ],
    },
    {
      type: 'category',
      label: 'Centro de privacidad',
      items: [
        'integration-guide/privacy-center/introduction',
        'integration-guide/privacy-center/functionalities',
        'integration-guide/privacy-center/customization',
      ],
    },
  ],

  userGuideSidebar: [
    'user-guide/intro',
    'user-guide/passkeys',
    {
      type: 'category',
      label: 'Guías específicas',
      link: {type: 'doc', id: 'user-guide/specific-guides/index'},
      items: ['user-guide/specific-guides/camera-permissions'],
    },
    'user-guide/faq',
  ],
};

export default sidebars;
