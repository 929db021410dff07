import {describe, expect, it} from 'vitest';
import {parseRoutesModule, routeChunkResolver, urlOfFile as pagePath} from '../../src/buildOutput/index.mjs';
import {addChunkScripts} from '../../src/plugins/routeChunks/chunks';

/** A routes.js as Docusaurus generates it: a docs layout route with nested pages, a page, the catch-all. */
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', 'be6'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '162'),
    routes: [
      {
        path: '/docs/guide',
        component: ComponentCreator('/docs/guide', 'a24'),
        exact: true,
        sidebar: "guides"
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const ROUTES_CHUNK_NAMES = {
  '/search-be6': {__comp: 'aef901ed', __context: {plugin: 'a7456010'}, config: '5e9f5e1a'},
  '/docs-162': {__comp: '5e95c892', __props: '0058b4c6'},
  '/docs/guide-a24': {__comp: '17896441', content: '3de22c0c'},
};

/** Chunk 11 (the guide's component) is loaded with a shared chunk; 5e9f5e1a has no file (bundled in main.js). */
const MANIFEST = {
  assets: {
    '1': {js: [{file: 'assets/js/aef901ed.f6b8.js'}]},
    '2': {js: [{file: 'assets/js/a7456010.f454.js'}]},
    '3': {js: [{file: 'assets/js/5e95c892.2e90.js'}]},
    '4': {js: [{file: 'assets/js/0058b4c6.8470.js'}]},
    '11': {js: [{file: 'assets/js/17896441.f923.js'}]},
    '12': {js: [{file: 'assets/js/3de22c0c.908e.js'}]},
    '8979': {js: [{file: 'assets/js/8979.aa11.js'}]},
  },
  origins: {'11': ['8979', '11'], '12': ['12']},
};

const resolve = routeChunkResolver({
  routes: parseRoutesModule(ROUTES_JS),
  routesChunkNames: ROUTES_CHUNK_NAMES,
  manifest: MANIFEST,
});

describe('the code each page needs before it hydrates', () => {
  it('is every chunk of every route the page matches, layouts first, with the chunks loaded alongside', () => {
    expect(resolve('/docs/guide')).toEqual([
      'assets/js/5e95c892.2e90.js',
      'assets/js/0058b4c6.8470.js',
      'assets/js/8979.aa11.js',
      'assets/js/17896441.f923.js',
      'assets/js/3de22c0c.908e.js',
    ]);
  });

  it('skips chunk names that have no file of their own', () => {
    expect(resolve('/search')).toEqual(['assets/js/aef901ed.f6b8.js', 'assets/js/a7456010.f454.js']);
  });

  it('is nothing for a path only the catch-all route matches', () => {
    expect(resolve('/404.html')).toEqual([]);
  });

  it('maps built HTML files to the paths they answer', () => {
    expect(pagePath('/out', '/out/index.html', '/')).toBe('/');
    expect(pagePath('/out', '/out/docs/guide/index.html', '/')).toBe('/docs/guide');
    expect(pagePath('/out', '/out/404.html', '/')).toBe('/404.html');
    expect(pagePath('/out', '/out/search/index.html', '/es/')).toBe('/es/search');
  });
});

describe('the chunk scripts in the HTML', () => {
  const HTML =
    '<head><script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script><link rel=preload as=image href=/img/logo.svg></head>';

  it('go right after main.js, deferred, in order', () => {
    const out = addChunkScripts(HTML, ['/assets/js/a.js', '/assets/js/b.js'], 'x.html');
    expect(out).toContain(
      '<script src=/assets/js/main.2.js defer></script><script src="/assets/js/a.js" defer></script><script src="/assets/js/b.js" defer></script><link',
    );
  });

  it('are not added twice when the page already lists them', () => {
    const once = addChunkScripts(HTML, ['/assets/js/a.js'], 'x.html');
    expect(addChunkScripts(once, ['/assets/js/a.js'], 'x.html')).toBe(once);
  });

  it('fail the build, naming the file, when the page has no main.js to follow', () => {
    expect(() => addChunkScripts('<head></head>', ['/assets/js/a.js'], 'docs/x/index.html')).toThrow(
      /docs\/x\/index\.html/,
    );
  });
});
