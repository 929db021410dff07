/**
 * The phone menu is rendered when the reader is about to open it, not on every page load.
 *
 * The theme renders the whole menu, with the docs sidebar inside, as soon as it knows the window is
 * narrow, and keeps it hidden: on an API page that is some 150 links rendered for nothing, and they
 * even count as "seen" by the prefetch observers while the hidden panel slides into place. Here the
 * menu mounts on the first sign that it is wanted (the toggle is pointed at, focused or pressed) or
 * when it is shown, so the opening animation still plays in the usual case.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {INTENT_EVENTS, onFirstIntent} from '@site/src/lib/intent';

const TOGGLE = '.navbar__toggle';
/** Also a press: a tap on the toggle may come with no pointerover before it. */
const TOGGLE_INTENT = [...INTENT_EVENTS, 'pointerdown'];

export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return undefined;
    return onFirstIntent(TOGGLE, () => setWanted(true), TOGGLE_INTENT);
  }, [wanted]);

  return wanted || shown ? <NavbarMobileSidebar /> : null;
}
