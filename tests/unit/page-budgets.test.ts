// The deterministic page budgets of npm test: what they count in a build, and that a page over one fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';
import {
  ON_DEMAND,
  PAGES,
  PAGE_BUDGETS,
  measureOnDemand,
  measurePage,
  missedBudgets,
} from '../../scripts/page-budgets.mjs';
import {asyncImportResolver} from '../../src/buildOutput/index.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-budgets-'));
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  fs.writeFileSync(path.join(dir, file), content);
};
const runtime = 'var runtime = 1;'.repeat(200);
const main = 'function main() { return 42; }'.repeat(300);
const chunk = 'export const route = "guide";'.repeat(50);
write('assets/js/runtime~main.1.js', runtime);
write('assets/js/main.2.js', main);
write('assets/js/route.3.js', chunk);
write('assets/js/later.4.js', 'lazy');
write('assets/css/styles.5.css', 'body{margin:0}');
write('img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
write('img/photo.png', 'png');
write('img/favicon.ico', 'ico');
const html = `<!doctype html><html><head>
<link rel="icon" href="/img/favicon.ico">
<link rel="stylesheet" href="/assets/css/styles.5.css">
<link rel="preload" href="/assets/js/runtime~main.1.js" as="script">
<link rel="prefetch" href="/assets/js/later.4.js">
<script src="https://analytics.example/a.js" async></script>
</head><body><div id="__docusaurus"><main><p>Hola <b>mundo</b></p><img src="/img/logo.svg"><img src="/img/photo.png" loading="lazy"></main></div>
<script src="/assets/js/runtime~main.1.js" defer></script><script src="/assets/js/main.2.js" defer></script><script src="/assets/js/route.3.js" defer></script>
</body></html>`;
write('docs/guide/index.html', html);
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

const gz = (text: string) => zlib.gzipSync(text, {level: 9}).length;

describe('deterministic page budgets', () => {
  it('counts the scripts the HTML loads or preloads (once each), its requests, elements and gzip size', () => {
    const page = measurePage(dir, '/docs/guide?q=ignored');
    expect(page.scripts).toEqual(['assets/js/main.2.js', 'assets/js/route.3.js', 'assets/js/runtime~main.1.js']);
    expect(page.firstLoadJsGz).toBe(gz(runtime) + gz(main) + gz(chunk));
    // HTML, three scripts, the stylesheet, the icon and the eager image; not the prefetch, the lazy image
    // or another origin's script.
    expect(page.requests).toBe(7);
    expect(page.elements).toBe(17);
    expect(page.htmlGz).toBe(gz(html));
  });

  it("adds the route's chunks, which the runtime loads before hydrating, once each", () => {
    const chunksOf = (pathname: string) =>
      pathname === '/docs/guide' ? ['assets/js/route.3.js', 'assets/js/later.4.js'] : [];
    const page = measurePage(dir, '/docs/guide', chunksOf);
    expect(page.scripts).toEqual([
      'assets/js/later.4.js',
      'assets/js/main.2.js',
      'assets/js/route.3.js',
      'assets/js/runtime~main.1.js',
    ]);
    expect(page.firstLoadJsGz).toBe(gz(runtime) + gz(main) + gz(chunk) + gz('lazy'));
    expect(page.requests).toBe(8);
    expect(() => measurePage(dir, '/docs/guide', () => ['assets/js/gone.9.js'])).toThrow(/vuelve a compilar/);
  });

  it('names every budget a page misses, and none when it fits', () => {
    const page = {id: 'guide', name: 'Guía', ...measurePage(dir, '/docs/guide')};
    const budgets = {
      guide: {firstLoadJsGz: page.firstLoadJsGz, requests: page.requests, elements: page.elements, htmlGz: page.htmlGz},
    };
    expect(missedBudgets([page], budgets)).toEqual([]);
    const tight = {guide: {...budgets.guide, firstLoadJsGz: page.firstLoadJsGz - 1, elements: page.elements - 1}};
    expect(missedBudgets([page], tight)).toEqual([
      `Guía (/docs/guide): JS inicial gz ${page.firstLoadJsGz} > ${page.firstLoadJsGz - 1} bytes`,
      `Guía (/docs/guide): elementos del DOM ${page.elements} > ${page.elements - 1}`,
    ]);
  });

  it('refuses a page that is not in the build, or an asset the HTML names that is missing', () => {
    expect(() => measurePage(dir, '/docs/missing')).toThrow(/No existe la página/);
    write('docs/broken/index.html', '<script src="/assets/js/gone.js"></script>');
    expect(() => measurePage(dir, '/docs/broken')).toThrow(/gone\.js no está/);
  });

  it('has a budget for every page type, each above zero', () => {
    for (const {id} of PAGES) {
      const budget = PAGE_BUDGETS[id];
      expect(budget, id).toBeDefined();
      for (const value of Object.values(budget)) expect(value, id).toBeGreaterThan(0);
    }
  });

  it("counts what a component's import() downloads, and the imports inside it, minus what the page loaded", () => {
    write('assets/js/console.6.js', 'export const console = 1;'.repeat(40));
    write('assets/js/description.7.js', '{"paths":{}}'.repeat(60));
    write('assets/js/runner.8.js', 'never opened from here');
    const group = (key: string, from: string, request: string, files: string[], children: string[] = []) => ({
      key,
      origins: [{from, request}],
      files,
      children,
    });
    const asyncImports = asyncImportResolver([
      group(
        'c',
        'src/components/TryIt/index.tsx',
        './Console',
        ['assets/js/console.6.js', 'assets/js/main.2.js'],
        ['d'],
      ),
      group('d', 'src/components/TryIt/session.ts', '@simulator-description/description.json', [
        'assets/js/description.7.js',
      ]),
      group('r', 'src/components/QuickstartRunner/index.tsx', './Runner', ['assets/js/runner.8.js'], ['d']),
    ]);
    const item = {
      ...ON_DEMAND[0],
      route: '/docs/guide',
      parts: [
        {
          name: 'descripción',
          from: 'src/components/TryIt/session.ts',
          request: '@simulator-description/description.json',
        },
      ],
    };
    const measured = measureOnDemand(dir, item, () => [], asyncImports);
    // main.js is shared with the page, which already has it; the runner is another component's import.
    expect(measured.files.map((f) => f.file)).toEqual(['assets/js/console.6.js', 'assets/js/description.7.js']);
    const description = gz('{"paths":{}}'.repeat(60));
    expect(measured.totalGz).toBe(gz('export const console = 1;'.repeat(40)) + description);
    expect(measured.parts).toEqual([{name: 'descripción', gz: description}]);
    expect(() => asyncImports('src/components/TryIt/index.tsx', './Consola')).toThrow(/no tiene import/);
  });
});
