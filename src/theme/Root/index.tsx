import React, {type ReactNode, useEffect, useState} from 'react';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import {canonicalPath, stripHtmlSuffix} from '@site/src/lib/url';

/**
 * Docusaurus already renders `/x.html` and `/x/index.html` as `/x`; this also
 * rewrites the address bar so the clean URL is the one readers copy and share
 * (on a first load the inline script of src/plugins/cleanUrls has done it already).
 */
function HtmlSuffixNormalizer(): null {
  const {pathname, search, hash} = useLocation();
  const history = useHistory();
  useEffect(() => {
    const clean = stripHtmlSuffix(pathname);
    if (clean !== pathname) history.replace(clean + search + hash);
  }, [pathname, search, hash, history]);
  return null;
}

/**
 * Keeps the server's title while the first page hydrates. The head manager (react-helmet-async) collects
 * each <Head> as React renders it and writes the title on the next animation frame; React hydrates in time
 * slices, so a frame can pass when only the site-wide <Head> has rendered, and the title read «Custodia para
 * desarrolladores» at the `load` event until the page's own <Head> came ~100 ms later. A title template
 * without `%s` makes every title computed meanwhile the server's; it is dropped once the whole tree has
 * been committed (this effect runs after every child's), and the page's own title takes over.
 *
 * Only when the server's HTML is this page's (serverTitleToKeep). A host that answers `/x.html` with its 404
 * page while the app starts on `/x` (src/plugins/cleanUrls) sends another page's HTML: hydration fails, React
 * throws that render away and renders again, and the head manager never forgets a <Head> it saw in a render
 * that was thrown away (it registers each one as it renders, and forgets it on unmount, which a discarded
 * render never reaches). The template would then be the 404 page's title for the whole visit.
 */
function ServerTitleDuringHydration(): ReactNode {
  const [serverTitle, setServerTitle] = useState(() => (typeof document === 'undefined' ? null : serverTitleToKeep()));
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one re-render after the hydration commit is the point: it drops the server title
  useEffect(() => setServerTitle(null), []);
  return serverTitle === null ? null : <Head titleTemplate={serverTitle.replace(/%s/g, '% s')}>{null}</Head>;
}

/**
 * The server's title if its HTML was rendered for the path the app starts on, null otherwise. Every page's HTML
 * names its path in <link rel="canonical"> (src/theme/SiteMetadata); the 404 page's is `/404`.
 */
export function serverTitleToKeep(doc: Document = document): string | null {
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (!canonical) return null;
  const rendered = canonicalPath(new URL(canonical).pathname);
  return rendered === canonicalPath(doc.location.pathname) ? doc.title : null;
}

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <ServerTitleDuringHydration />
      <HtmlSuffixNormalizer />
      {children}
    </>
  );
}
