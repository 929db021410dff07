/**
 * The phone menu button. Until the app hydrates (about 12 s on slow 3G, text shows at about 5 s) the theme's button
 * does nothing when pressed; the server renders it as a disclosure instead (`<details>`), which opens without
 * JavaScript on a list of the site's sections (the navbar's links). Once hydrated it is the theme's button, which
 * opens the drawer, in the same box; a menu the reader opened before that stays open as the drawer.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import IconMenu from '@theme/Icon/Menu';
import Toggle from '@theme-original/Navbar/MobileSidebar/Toggle';
import styles from './styles.module.css';

interface NavbarLinkItem {
  label?: string;
  to?: string;
  href?: string;
}

export default function MobileSidebarToggle(): ReactNode {
  // False on the server and while hydrating, so both render the disclosure; true from the render after.
  const hydrated = useIsBrowser();
  const menu = useRef<HTMLDetailsElement>(null);
  const {toggle} = useNavbarMobileSidebar();
  // The navbar items that are links, in their order: the site's sections and its other destinations.
  const links = (useThemeConfig().navbar.items as NavbarLinkItem[]).filter(
    (item) => item.label && (item.to ?? item.href),
  );

  // Runs once the hydrating render is committed, while the disclosure is still there.
  useEffect(() => {
    if (menu.current?.open) toggle();
  }, [toggle]);

  if (hydrated) return <Toggle />;
  // The theme's name for its button, so the control is named the same before and after hydration.
  const label = translate({
    id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
    message: 'Toggle navigation bar',
  });
  return (
    <details ref={menu} className={`navbar__toggle ${styles.menu}`} data-prehydration-menu="">
      <summary className={styles.summary} aria-label={label}>
        <IconMenu />
      </summary>
      {/* Inside the navbar's own <nav>: a list, not another landmark. */}
      <ul className={`menu__list ${styles.panel}`}>
        {links.map((link) => (
          <li key={link.label} className="menu__list-item">
            <Link className="menu__link" {...(link.to ? {to: link.to} : {href: link.href})}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
