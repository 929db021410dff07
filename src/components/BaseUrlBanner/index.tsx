/**
 * The home page's warning for when the site's JavaScript never runs (typically a wrong `baseUrl` on a new
 * host): Docusaurus's own banner, in Spanish and in words a reader understands, with the technical detail
 * (configured and suggested base URL) in the console. Like the original it is an inline script in the server
 * HTML only, so search engines never index the text, and it keeps the original's ids so the site's CSS hides
 * it whenever the stylesheet did load. Its hash is in the Content-Security-Policy (scripts/csp-hashes.mjs).
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c] ?? c);

export function baseUrlBannerScript(baseUrl: string): string {
  const title = translate({id: 'custodia.baseUrlBanner.title', message: 'El sitio no se cargó correctamente.'});
  const text = translate({
    id: 'custodia.baseUrlBanner.text',
    message:
      'El código de esta página no llegó a tu navegador, así que la búsqueda y la navegación no funcionan. Vuelve a cargar la página; si el problema continúa, intenta más tarde.',
  });
  const reload = translate({id: 'custodia.baseUrlBanner.reload', message: 'Volver a cargar'});
  const html =
    '<div id="__docusaurus-base-url-issue-banner" role="alert" style="border: 4px solid #b91c1c; background: #fff7e6; color: #1c1e21; margin: 20px; padding: 20px; font-size: 18px;">' +
    `<p style="font-weight: bold; font-size: 24px;">${escapeHtml(title)}</p><p>${escapeHtml(text)}</p>` +
    `<p><a href="" style="font-weight: bold;">${escapeHtml(reload)}</a></p></div>`;
  const detail = translate(
    {
      id: 'custodia.baseUrlBanner.console',
      message:
        '[sitio] El JavaScript del sitio no se ejecutó. Si el sitio se publicó en otra ruta, revisa baseUrl en docusaurus.config.ts: vale «{baseUrl}» y esta dirección sugiere «{suggested}».',
    },
    {baseUrl, suggested: '__SUGGESTED__'},
  );
  // Runs in any browser, before and without the bundle; `<` escaped so the HTML cannot close the script.
  return (
    `document.addEventListener('DOMContentLoaded',function(){if(typeof window.docusaurus!=='undefined')return;` +
    `var c=document.createElement('div');c.id='__docusaurus-base-url-issue-banner-container';` +
    `c.innerHTML=${JSON.stringify(html).replace(/</g, '\\u003c')};document.body.prepend(c);` +
    `var p=location.pathname;console.error(${JSON.stringify(detail).replace(/</g, '\\u003c')}` +
    `.replace('__SUGGESTED__',p.slice(-1)==='/'?p:p+'/'))});`
  );
}

export default function BaseUrlBanner(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // Server HTML only, as Docusaurus's own: a client render means the base URL was right.
  if (typeof window !== 'undefined') return null;
  return (
    <Head>
      <script>{baseUrlBannerScript(siteConfig.baseUrl)}</script>
    </Head>
  );
}
