/**
 * One button system: every button-like control of the pages that have them (a guide, an operation page with
 * «Pruébalo» open, a quickstart, the signature verifier, the home page) is at least 36 px tall with text of at
 * least 14 px, and the secondary button does not look disabled (an opaque border in the brand colour).
 */
import type {Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {openPage, resizeViewport, useBrowser, waitForHydration, type OpenedPage} from './setup/browser';

/** Infima's buttons, the page menu and its items, the console's own buttons. */
const CONTROLS = 'main .button, main button[aria-haspopup="menu"], [role="menuitem"], main form button';

interface Measured {
  text: string;
  height: number;
  fontSize: number;
}

async function measure(page: Page): Promise<Measured[]> {
  return page.$$eval(CONTROLS, (elements) =>
    elements
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .map((e) => ({
        text: (e.textContent ?? '').trim().slice(0, 40),
        height: e.getBoundingClientRect().height,
        fontSize: parseFloat(getComputedStyle(e).fontSize),
      })),
  );
}

function tooSmall(controls: Measured[]): Measured[] {
  return controls.filter((c) => c.height < 35.5 || c.fontSize < 14);
}

describe('buttons share one size and style', () => {
  const browser = useBrowser();

  const pages: [string, string[], (page: Page) => Promise<void>][] = [
    ['/', ['Empieza a integrar', 'Referencia de la API'], () => Promise.resolve()],
    [
      '/docs/integration-guide/intro',
      ['Usar con IA', 'Copiar página', 'Abrir en Claude'],
      async (page) => {
        await page.click('button[aria-haspopup="menu"]');
        await page.waitForSelector('[role="menu"]');
      },
    ],
    [
      '/docs/api/resources/create-consent-template',
      ['Cerrar la consola', 'Enviar'],
      async (page) => {
        await page.getByRole('button', {name: 'Pruébalo'}).click();
        await page.getByRole('button', {name: 'Enviar'}).waitFor();
      },
    ],
    ['/docs/integration-guide/consent/quickstart', ['Ejecutar esta guía en el simulador'], () => Promise.resolve()],
    [
      '/docs/api/webhooks',
      ['Verificar', 'Generar evento de prueba'],
      async (page) => {
        // The verifier loads when asked for, like the simulator.
        await page.getByRole('button', {name: 'Abrir el verificador de firmas'}).click();
        await page.waitForSelector('[data-testid="signature-verifier"]');
      },
    ],
  ];

  // One load of each page, prepared once (menu or console open) and measured at each width: what is checked is
  // layout, which follows the width after a resize. The pages open in light mode, Playwright's default, which the
  // home page's light-mode and sample-call tests read too.
  const shared = new Map<string, OpenedPage>();

  beforeAll(async () => {
    for (const [path, , prepare] of pages) {
      const opened = await openPage(browser(), {viewport: {width: 1280, height: 900}});
      shared.set(path, opened);
      await opened.page.goto(path);
      await waitForHydration(opened.page);
      await prepare(opened.page);
    }
  }, 120_000);

  afterAll(async () => {
    for (const {context} of shared.values()) await context.close();
  });

  for (const [path, expected] of pages) {
    for (const width of [1280, 390]) {
      it(`${path} at ${width} px: every control ≥ 36 px tall with ≥ 14 px text`, async () => {
        const {page} = shared.get(path)!;
        await resizeViewport(page, {width, height: 900});
        const controls = await measure(page);
        for (const text of expected) expect(controls.map((c) => c.text).join(' | ')).toContain(text);
        expect(tooSmall(controls)).toEqual([]);
      });
    }
  }

  for (const mode of ['light', 'dark'] as const) {
    it(`the secondary button reads as enabled in ${mode} mode: an opaque brand-coloured border`, async () => {
      // Dark mode from the first paint needs a context of its own; light mode reads the shared home page.
      const opened =
        mode === 'light'
          ? undefined
          : await openPage(browser(), {viewport: {width: 1280, height: 900}, colorScheme: mode});
      const page = opened?.page ?? shared.get('/')!.page;
      try {
        if (opened) {
          await page.goto('/');
          await waitForHydration(page);
        } else {
          await resizeViewport(page, {width: 1280, height: 900});
        }
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
        const style = await page.$eval('main .button--secondary', (e) => {
          const s = getComputedStyle(e);
          return {
            border: s.borderTopColor,
            text: s.color,
            opacity: s.opacity,
            primary: s.getPropertyValue('--ifm-color-primary').trim(),
          };
        });
        expect(style.opacity).toBe('1');
        const hex = style.primary.replace('#', '');
        const rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
        expect(style.border).toBe(`rgb(${rgb.join(', ')})`);
        expect(style.text).not.toBe('rgb(28, 30, 33)');
      } finally {
        await opened?.context.close();
      }
    });
  }

  it('the home page sample call fits its card at 1280 px', async () => {
    const {page} = shared.get('/')!;
    await resizeViewport(page, {width: 1280, height: 900});
    const {scroll, client} = await page.$eval('header figure pre', (e) => ({
      scroll: e.scrollWidth,
      client: e.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
  });
});
