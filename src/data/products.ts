/** The platform's products and the site's sections, as shown on the home and docs landing pages. */
import {translate} from '@docusaurus/Translate';

export interface Product {
  id: string;
  title: string;
  description: string;
  to: string;
}

export const products: Product[] = [
  {
    id: 'authentication',
    title: translate({id: 'home.products.authentication.title', message: 'Autenticación sin contraseña'}),
    description: translate({
      id: 'home.products.authentication.description',
      message: 'Passkeys, códigos por correo y validación de identidad para que tus usuarios entren sin contraseñas.',
    }),
    to: '/docs/integration-guide/authentication/introduction',
  },
  {
    id: 'consent',
    title: translate({id: 'home.products.consent.title', message: 'Consentimiento'}),
    description: translate({
      id: 'home.products.consent.description',
      message: 'Plantillas versionadas, captura en cualquier canal y acuerdos con evidencia verificable.',
    }),
    to: '/docs/integration-guide/consent/introduction',
  },
  {
    id: 'disclosure',
    title: translate({id: 'home.products.disclosure.title', message: 'Divulgación de identidad'}),
    description: translate({
      id: 'home.products.disclosure.description',
      message: 'Pide y valida datos de identidad con documento, selfie y prueba de vida, y reutiliza lo ya validado.',
    }),
    to: '/docs/integration-guide/disclosure/introduction',
  },
  {
    id: 'signature',
    title: translate({id: 'home.products.signature.title', message: 'Firma electrónica'}),
    description: translate({
      id: 'home.products.signature.description',
      message: 'Firma de documentos por personas autenticadas, con sello de tiempo y huella criptográfica.',
    }),
    to: '/docs/integration-guide/signature/introduction',
  },
  {
    id: 'rights',
    title: translate({id: 'home.products.rights.title', message: 'Derechos de los titulares'}),
    description: translate({
      id: 'home.products.rights.description',
      message: 'Acceso, rectificación, supresión, oposición, portabilidad y bloqueo, con plazos legales controlados.',
    }),
    to: '/docs/integration-guide/rights-management/introduction',
  },
  {
    id: 'privacy-center',
    title: translate({id: 'home.products.privacyCenter.title', message: 'Centro de privacidad'}),
    description: translate({
      id: 'home.products.privacyCenter.description',
      message: 'Un portal alojado con tu marca donde cada persona ve y gestiona su privacidad.',
    }),
    to: '/docs/integration-guide/privacy-center/introduction',
  },
  {
    id: 'webhooks',
    title: translate({id: 'home.products.webhooks.title', message: 'Webhooks'}),
    description: translate({
      id: 'home.products.webhooks.description',
      message: 'Eventos firmados con reintentos automáticos para reaccionar a cada cambio en tiempo real.',
    }),
    to: '/docs/api/webhooks',
  },
  {
    id: 'api-keys',
    title: translate({id: 'home.products.apiKeys.title', message: 'Claves de API'}),
    description: translate({
      id: 'home.products.apiKeys.description',
      message: 'Claves con alcances, rotación sin cortes y entornos separados de sandbox y producción.',
    }),
    to: '/docs/api/authentication',
  },
];

export interface Section {
  id: string;
  title: string;
  description: string;
  to: string;
  cta: string;
}

export const sections: Section[] = [
  {
    id: 'integration',
    title: translate({id: 'sections.integration.title', message: 'Guías de integración'}),
    description: translate({
      id: 'sections.integration.description',
      message: 'Conceptos, flujos paso a paso y guías rápidas para llevar cada producto de sandbox a producción.',
    }),
    to: '/docs/integration-guide/intro',
    cta: translate({id: 'sections.integration.cta', message: 'Empieza a integrar'}),
  },
  {
    id: 'api',
    title: translate({id: 'sections.api.title', message: 'Referencia de la API'}),
    description: translate({
      id: 'sections.api.description',
      message: 'Cada operación, esquema y evento de webhook, con ejemplos en nueve lenguajes.',
    }),
    to: '/docs/api/intro',
    cta: translate({id: 'sections.api.cta', message: 'Explora la API'}),
  },
  {
    id: 'user',
    title: translate({id: 'sections.user.title', message: 'Guías de usuario'}),
    description: translate({
      id: 'sections.user.description',
      message: 'Ayuda para las personas que usan los flujos: passkeys, permisos de cámara y preguntas frecuentes.',
    }),
    to: '/docs/user-guide/intro',
    cta: translate({id: 'sections.user.cta', message: 'Ver las guías'}),
  },
];

export const regulations = [
  'Ley 21.719 (Chile)',
  'LGPD (Brasil)',
  'Ley 1581 (Colombia)',
  'LFPDPPP (México)',
  'RGPD (Unión Europea)',
];
