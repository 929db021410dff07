/**
 * On a phone, the desktop sidebar of the server markup is adopted without hydrating its links.
 *
 * The server renders the desktop sidebar for every reader (it cannot know the screen), and on a phone
 * Docusaurus hydrates it only to remove it right after, when it knows the window is narrow: for the
 * API reference that is about 150 links, their prefetch observers and the page's longest task. Here,
 * when hydration happens on a narrow window (the theme's mobile breakpoint), the sidebar element keeps
 * its server markup untouched (an empty, constant `dangerouslySetInnerHTML`, as in
 * src/theme/CodeBlock/Content) until the theme removes it. Wide windows and later mounts render the
 * theme's sidebar as usual.
 */
import React, {useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocSidebarDesktopType>;

/** Docusaurus's mobile layout: windows up to 996 px wide (useWindowSize). */
const MOBILE_QUERY = '(max-width: 996px)';
const SERVER_MARKUP = {__html: ''};

export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [keepServerMarkup] = useState(
    () => !isBrowser && typeof window !== 'undefined' && window.matchMedia(MOBILE_QUERY).matches,
  );
  if (keepServerMarkup) return <div dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />;
  return <DocSidebarDesktop {...props} />;
}
