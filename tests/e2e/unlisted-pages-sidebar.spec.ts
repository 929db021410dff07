import {describe, expect, it} from 'vitest';
import {openPage, useBrowser, waitForHydration} from './setup/browser';

const UNLISTED = [
  '/docs/integration-guide/rat/introduction',
  '/docs/integration-guide/rat/how-it-works',
  '/docs/integration-guide/rat/quickstart',
  '/docs/integration-guide/signature/concept',
  '/docs/integration-guide/signature/quickstart',
];

describe('pages outside the sidebar', () => {
  const browser = useBrowser();

  it('are shown without a sidebar (none with nothing active), and the navbar still places them', async () => {
    const {page, context} = await openPage(browser(), {viewport: {width: 1280, height: 900}});
    for (const path of UNLISTED) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await page.locator('aside.theme-doc-sidebar-container').count(), path).toBe(0);
      expect(await page.locator('article h1').count(), path).toBe(1);
      await expect(page.locator('nav.navbar a.navbar__link--active').textContent()).resolves.toBe(
        'Guías de integración',
      );
    }
    // A listed page keeps its sidebar with its own entry active.
    await page.goto('/docs/integration-guide/signature/introduction');
    await waitForHydration(page);
    expect(await page.locator('aside.theme-doc-sidebar-container').count()).toBe(1);
    expect(await page.locator('aside .menu__link--active').count()).toBeGreaterThan(0);
    await context.close();
  });
});
