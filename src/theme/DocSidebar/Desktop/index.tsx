/**
 * The desktop docs sidebar, scrolled to the current page's entry, and on a phone adopted without hydrating it.
 *
 * The API sidebar is long: on a deep operation page the current entry sits below the fold of the sidebar. After
 * the sidebar mounts, and after each navigation, its own scroll box (never the page, and without moving focus) is
 * scrolled so the entry is in view, about a third of the way down, when it is not already.
 *
 * The server renders the desktop sidebar for every reader (it cannot know the screen), and on a phone
 * Docusaurus hydrates it only to remove it right after, when it knows the window is narrow: for the
 * API reference that is about 150 links, their prefetch observers and the page's longest task. Here,
 * when hydration happens on a narrow window (the theme's mobile breakpoint), the sidebar element keeps
 * its server markup untouched (an empty, constant `dangerouslySetInnerHTML`, as in
 * src/theme/CodeBlock/Content) until the theme removes it. Wide windows and later mounts render the
 * theme's sidebar as usual.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocSidebarDesktopType>;

/** Docusaurus's mobile layout: windows up to 996 px wide (useWindowSize). */
const MOBILE_QUERY = '(max-width: 996px)';
const SERVER_MARKUP = {__html: ''};
const ACTIVE_ENTRY = '.theme-doc-sidebar-container .menu__link--active[aria-current="page"]';

/** The nearest ancestor of `element` that scrolls vertically, below the document's own scroller. */
function scrollBoxOf(element: HTMLElement): HTMLElement | undefined {
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    const {overflowY} = getComputedStyle(box);
    if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight) return box;
  }
  return undefined;
}

/** Scrolls the sidebar's own box so the current entry shows, when it does not already. */
function revealActiveEntry(): void {
  const entry = document.querySelector<HTMLElement>(ACTIVE_ENTRY);
  const box = entry && scrollBoxOf(entry);
  if (!entry || !box) return;
  const boxRect = box.getBoundingClientRect();
  const entryRect = entry.getBoundingClientRect();
  if (entryRect.top >= boxRect.top && entryRect.bottom <= boxRect.bottom) return;
  box.scrollTop += entryRect.top - boxRect.top - box.clientHeight / 3;
}

function ScrolledSidebar(props: Props): ReactNode {
  const {path} = props;
  useEffect(() => revealActiveEntry(), [path]);
  return <DocSidebarDesktop {...props} />;
}

export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [keepServerMarkup] = useState(
    () => !isBrowser && typeof window !== 'undefined' && window.matchMedia(MOBILE_QUERY).matches,
  );
  if (keepServerMarkup) return <div dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />;
  return <ScrolledSidebar {...props} />;
}
