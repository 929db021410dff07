import React, {type ReactNode, useEffect, useState} from 'react';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import {stripHtmlSuffix} from '@site/src/lib/url';

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
 */
function ServerTitleDuringHydration(): ReactNode {
  const [serverTitle, setServerTitle] = useState(() => (typeof document === 'undefined' ? null : document.title));
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one re-render after the hydration commit is the point: it drops the server title
  useEffect(() => setServerTitle(null), []);
  return serverTitle === null ? null : <Head titleTemplate={serverTitle.replace(/%s/g, '% s')}>{null}</Head>;
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
