import React, {type ReactNode, useState} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {canonicalPath} from '@site/src/lib/url';

/**
 * The theme's metadata plus what it leaves out or gets wrong for us: the canonical URL and
 * og:url drop the trailing slash of index pages (`/docs/` is published as `/docs`), and every
 * page declares its Open Graph type (an article for docs pages, the website elsewhere).
 * A later <Head> replaces the theme's tags of the same name.
 *
 * It also keeps the server's title while the first page hydrates. React hydrates the page in pieces, and
 * the head manager writes the title as soon as the first piece is in: the site's default title, until the
 * page's own <Head> hydrates ~100 ms later. Tabs, history entries and crawlers that read the title at the
 * `load` event got the wrong one. This <Head> mounts before any page's, so the page's title still wins.
 */
export default function SiteMetadataWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const path = canonicalPath(pathname);
  const url = siteConfig.url + path;
  const [server] = useState(() =>
    ExecutionEnvironment.canUseDOM ? {pathname: window.location.pathname, title: document.title} : undefined,
  );
  return (
    <>
      <SiteMetadata />
      {server?.pathname === pathname && (
        <Head>
          <title>{server.title}</title>
        </Head>
      )}
      <Head>
        <link rel="canonical" href={url} />
        <meta property="og:url" content={url} />
        <meta property="og:type" content={path.startsWith('/docs/') ? 'article' : 'website'} />
      </Head>
    </>
  );
}
