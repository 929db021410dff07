/** What the build hands Pagefind for each page (src/plugins/searchIndex/buildIndex.mjs). */
import {describe, expect, it} from 'vitest';
import {HOME_FILTER, homeKey, pathKey, slugKey, TITLE_FILTER, titleKey} from '../../src/lib/search/filterKeys.mjs';
import {
  keyFilters,
  markNonProse,
  punctuateLists,
  separateBlocks,
  withoutSidebar,
} from '../../src/plugins/searchIndex/buildIndex.mjs';

const page =
  '<html lang="es"><head><title>Crear plantilla</title></head><body><div class="main-wrapper">' +
  '<aside class="theme-doc-sidebar-container docSidebarContainer_x"><nav><ul class="menu__list">' +
  '<li><a href="/docs/api/intro">Introducción</a></li></ul></nav></aside>' +
  '<main><article data-pagefind-body><h1>Crear plantilla</h1><p>Texto<td>uno<td>dos</p></article></main>' +
  '<aside class="note">Al margen</aside></div></body></html>';

describe('search index input', () => {
  it('leaves the docs sidebar out and keeps the page content and every other aside', () => {
    const trimmed = withoutSidebar(page);
    expect(trimmed).not.toContain('theme-doc-sidebar-container');
    expect(trimmed).not.toContain('Introducción');
    expect(trimmed).toContain('<article data-pagefind-body><h1>Crear plantilla</h1>');
    expect(trimmed).toContain('<aside class="note">Al margen</aside>');
    expect(trimmed).toContain('<title>Crear plantilla</title>');
  });

  it('keeps a page without a sidebar as it is', () => {
    const plain = '<html lang="es"><body><main data-pagefind-body><p>Hola</p></main></body></html>';
    expect(withoutSidebar(plain)).toBe(plain);
  });

  it('separates table cells so their words do not run together', () => {
    expect(separateBlocks('<td>uno<td>dos')).toBe(' <td>uno <td>dos');
  });

  it('marks the outermost tables and code blocks and the keyword list, keeping their words', () => {
    const html =
      '<p>Texto</p><table><tr><td><pre><code>{"a":1}</code></pre></table><pre class=x>curl</pre>' +
      '<span data-pagefind-index-attrs=data-search-keywords data-search-keywords="uno, dos."></span>';
    expect(markNonProse(html)).toBe(
      '<p>Texto</p><b id=pf-skip></b><table><tr><td><pre><code>{"a":1}</code></pre></table><b id=pf-skip-end></b>' +
        '<b id=pf-skip></b><pre class=x>curl</pre><b id=pf-skip-end></b>' +
        '<b id=pf-skip></b><span data-pagefind-index-attrs=data-search-keywords data-search-keywords="uno, dos."></span><b id=pf-skip-end></b>',
    );
  });

  it('ends list items that have no punctuation, so «Usado en» does not read as one run of words', () => {
    const usedIn =
      '<ul><li><span class=badge>GET</span><a href=/a>Listar acciones</a><code>/consent-actions</code>' +
      '<li><span class=badge>POST</span><a href=/b>Crear una acción</a><code>/consent-actions/{id}</code></ul>';
    expect(punctuateLists(usedIn)).toBe(
      '<ul><li><span class=badge>GET</span> <a href=/a>Listar acciones</a><code>/consent-actions</code>,' +
        '<li><span class=badge>POST</span> <a href=/b>Crear una acción</a><code>/consent-actions/{id}</code>.</ul>',
    );
  });

  it('leaves list items that already end with punctuation as they are', () => {
    const prose = '<ol><li>Crea la plantilla.</li><li>¿Ya la publicaste?</li></ol>';
    expect(punctuateLists(prose)).toBe(prose);
  });

  it('marks the labels and URLs of the reference as not prose: code tabs, server URLs, schema disclosures', () => {
    const tabs = '<ul role=tablist aria-orientation=horizontal class=tabs><li role=tab>cURL<li role=tab>Python</ul>';
    const servers =
      '<dl class=servers_Q aria-label=Servidores><div><dt>Producción<dd><code>https://api</code></div></dl>';
    const variant =
      '<details class=details_Q><summary>Opciones de x (2)</summary><div><p class=variantsTitle_U>Una o más de estas opciones' +
      '<details class=details_Q><summary>Opción 1 <span>string</span></summary><div><p>Tipo de evento.</div>';
    const marked = markNonProse(`<p>Antes.</p>${tabs}${servers}${variant}`);
    const skip = (html: string) => `<b id=pf-skip></b>${html}<b id=pf-skip-end></b>`;
    expect(marked).toContain(skip(tabs));
    expect(marked).toContain(skip(servers));
    expect(marked).toContain(skip('<summary>Opciones de x (2)</summary>'));
    expect(marked).toContain(skip('<p class=variantsTitle_U>Una o más de estas opciones'));
    expect(marked).toContain(skip('<summary>Opción 1 <span>string</span></summary>'));
    expect(marked).toContain('<p>Tipo de evento.</div>');
  });

  it('writes the filter keys of the title, slug, path and search names, as the search computes them for a query', () => {
    const html =
      '<div data-pagefind-body data-search-title="Términos &amp; «condiciones»"><span data-search-name="Solicitudes de derechos">' +
      '</span><span data-search-name=Entidades></span><p>Texto</div>';
    const url = '/docs/api/resources/create-consent-template';
    const span = (filter: string, key: string) =>
      `<span data-pagefind-filter="${filter}[data-search-key]" data-search-key="${key}"></span>`;
    expect(keyFilters(html, url)).toBe(
      '<div data-pagefind-body data-search-title="Términos &amp; «condiciones»">' +
        span(TITLE_FILTER, titleKey('Términos & «condiciones»')) +
        span(TITLE_FILTER, slugKey(url)) +
        span(TITLE_FILTER, pathKey(url)) +
        span(HOME_FILTER, homeKey('Solicitudes de derechos')) +
        span(HOME_FILTER, homeKey('Entidades')) +
        '<p>Texto</div>',
    );
    expect(titleKey('Términos & «condiciones»')).toBe('terminos condiciones');
  });

  it('refuses an attribute reference it cannot read instead of keying its letters', () => {
    expect(() => keyFilters('<div data-pagefind-body data-search-title="A&nbsp;B">', '/docs/x')).toThrow(/&nbsp;/);
  });

  it('leaves a page without indexed content as it is', () => {
    expect(keyFilters('<main><p>Hola</p></main>', '/x')).toBe('<main><p>Hola</p></main>');
  });
});
