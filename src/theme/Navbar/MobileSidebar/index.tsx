/**
 * The phone menu: rendered when the reader is about to open it, and, while open, a dialog for the keyboard.
 *
 * The theme renders the whole menu, with the docs sidebar inside, as soon as it knows the window is
 * narrow, and keeps it hidden: on an API page that is some 150 links rendered for nothing, and they
 * even count as "seen" by the prefetch observers while the hidden panel slides into place. Here the
 * menu mounts on the first sign that it is wanted (the toggle is pointed at, focused or pressed) or
 * when it is shown, so the opening animation still plays in the usual case.
 *
 * The theme's open menu covers the page but lets Tab walk out of it, behind the backdrop, and ignores Escape.
 * While it is open, focus moves into it and Tab cycles through what it shows (the panel not on screen is left
 * out); Escape or its close button closes it and gives focus back to the menu button.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {INTENT_EVENTS, onFirstIntent} from '@site/src/lib/intent';

const TOGGLE = '.navbar__toggle';
const DRAWER = '.navbar-sidebar';
const CLOSE = '.navbar-sidebar__close';
/** Also a press: a tap on the toggle may come with no pointerover before it. */
const TOGGLE_INTENT = [...INTENT_EVENTS, 'pointerdown'];
/** Frames the open menu waits to take focus (about a second at 60 Hz): the slide-in lasts a fraction of that. */
const FOCUS_TRIES = 60;
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** What Tab can reach in the open menu: shown, and inside the drawer's box (the other panel is slid out of it). */
function focusablesOf(drawer: HTMLElement): HTMLElement[] {
  const box = drawer.getBoundingClientRect();
  return [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => {
    if (el.tabIndex < 0 || !el.checkVisibility({visibilityProperty: true})) return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1;
  });
}

function focusToggle(): void {
  document.querySelector<HTMLElement>(TOGGLE)?.focus();
}

/** Keeps focus in the open menu; Escape (and the close button) close it and focus the menu button again. */
function useDrawerFocus(shown: boolean, close: () => void): void {
  useEffect(() => {
    if (!shown) return undefined;
    const drawer = document.querySelector<HTMLElement>(DRAWER);
    if (!drawer) return undefined;
    // Into the menu at once: its close button is there from the first frame, while the panel is still sliding in.
    // The browser refuses focus while the panel is still hidden (its visibility changes with the slide, and on a busy
    // phone this effect can run before that starts): then it tries again on the next frames, until it is in.
    let frame = 0;
    let tries = 0;
    const focusInside = () => {
      if (drawer.contains(document.activeElement)) return;
      drawer.querySelector<HTMLElement>(CLOSE)?.focus({preventScroll: true});
      if (!drawer.contains(document.activeElement) && ++tries < FOCUS_TRIES) frame = requestAnimationFrame(focusInside);
    };
    focusInside();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        close();
        focusToggle();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesOf(drawer);
      if (!items.length) return;
      const first = items[0];
      const last = items.at(-1)!;
      const active = document.activeElement;
      const inside = active instanceof HTMLElement && items.includes(active);
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    // The close button closes through the theme; focus then goes back to the menu button, not to the page top.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(CLOSE)) requestAnimationFrame(focusToggle);
    };
    document.addEventListener('keydown', onKeyDown);
    drawer.addEventListener('click', onClick);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      drawer.removeEventListener('click', onClick);
    };
  }, [shown, close]);
}

export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown, toggle, shouldRender} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return undefined;
    return onFirstIntent(TOGGLE, () => setWanted(true), TOGGLE_INTENT);
  }, [wanted]);

  // The theme draws the menu only once it knows the window is narrow (after hydration): a press before that opens it
  // a render later, and focus follows it then.
  useDrawerFocus(shown && shouldRender, toggle);

  return wanted || shown ? <NavbarMobileSidebar /> : null;
}
