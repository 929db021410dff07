import React, {type ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {canonicalPath} from '@site/src/lib/url';

/**
 * The theme's metadata plus what it leaves out or gets wrong for us: the canonical URL and
 * og:url drop the trailing slash of index pages (`/docs/` is published as `/docs`), and every
 * page declares its Open Graph type (an article for docs pages, the website elsewhere).
 * A later <Head> replaces the theme's tags of the same name.
 */
export default function SiteMetadataWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const path = canonicalPath(pathname);
  const url = siteConfig.url + path;
  return (
    <>
      <SiteMetadata />
      <Head>
        <link rel="canonical" href={url} />
        <meta property="og:url" content={url} />
        <meta property="og:type" content={path.startsWith('/docs/') ? 'article' : 'website'} />
      </Head>
    </>
  );
}
