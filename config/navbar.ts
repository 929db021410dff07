import type {Navbar} from '@docusaurus/theme-common';
import {brand, links} from './links';

export const navbar = {
  title: brand.name,
  logo: {alt: `Logotipo de ${brand.name}`, src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 28, height: 28},
  hideOnScroll: false,
  items: [
    {
      to: '/docs/integration-guide/intro',
      label: 'Guías de integración',
      position: 'left',
      activeBasePath: '/docs/integration-guide',
    },
    {to: '/docs/api/intro', label: 'Referencia de la API', position: 'left', activeBasePath: '/docs/api'},
    {to: '/docs/user-guide/intro', label: 'Guías de usuario', position: 'left', activeBasePath: '/docs/user-guide'},
    {href: links.accountRequest, label: 'Solicita una cuenta', position: 'right', className: 'navbar-account-request'},
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
  ],
} satisfies Navbar;
