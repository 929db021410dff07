import React, {type ReactNode, useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {stripHtmlSuffix} from '@site/src/lib/url';

/**
 * Docusaurus already renders `/x.html` and `/x/index.html` as `/x`; this also
 * rewrites the address bar so the clean URL is the one readers copy and share.
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

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <HtmlSuffixNormalizer />
      {children}
    </>
  );
}
