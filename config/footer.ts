import type {Footer} from '@docusaurus/theme-common';
import {brand, links} from './links';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'Guías de integración', to: '/docs/integration-guide/intro'},
        {label: 'Referencia de la API', to: '/docs/api/intro'},
        {label: 'Guías de usuario', to: '/docs/user-guide/intro'},
      ],
    },
    {
      title: 'Comunidad',
      items: [
        {label: 'LinkedIn', href: links.linkedin},
        {label: 'GitHub', href: links.github},
      ],
    },
    {
      title: 'Más',
      items: [
        {label: 'Sitio principal', href: links.mainSite},
        {label: 'Centro de confianza', href: links.trustCenter},
        {label: 'Estado del servicio', href: links.status},
      ],
    },
  ],
  copyright: `Copyright © ${brand.copyrightYear} ${brand.company}. Documentación para desarrolladores.`,
} satisfies Footer;
