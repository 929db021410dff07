/**
 * axe (WCAG 2.0/2.1 A and AA, setup/axe.ts) over the open search dialog, with results and in its «Preguntar» tab,
 * in light and in dark mode: the dialog exists only after a click, so the crawl of every route never sees it.
 */
import {describe, expect, it} from 'vitest';
import {blockingViolations, formatViolations, type Violation} from './setup/axe';
import {baseUrl, useBrowser, waitForHydration} from './setup/browser';
import {MODAL, openModalWithKeyboard, searchInModal} from './setup/search';

describe('accessibility of the search dialog', () => {
  const browser = useBrowser();

  it.each(['light', 'dark'] as const)(
    'the open search dialog, with results and in its Ask tab, has no serious or critical violation in %s mode',
    async (mode) => {
      const context = await browser().newContext({
        baseURL: baseUrl(),
        colorScheme: mode,
        viewport: {width: 1280, height: 900},
      });
      const page = await context.newPage();
      await page.goto('/docs/integration-guide/intro');
      await waitForHydration(page);
      await openModalWithKeyboard(page);
      expect(await searchInModal(page, 'consentimiento')).toBe('done');
      const findings: Record<string, Violation[]> = {
        'búsqueda con resultados': await blockingViolations(page, {include: MODAL}),
      };
      await page.click(`${MODAL} [data-search-tab="ask"]`);
      await page.press(`${MODAL} [data-ask-input]`, 'Enter');
      await page.waitForSelector(`${MODAL} [data-ask-status="answered"]`, {timeout: 20_000});
      findings['pestaña Preguntar con respuesta'] = await blockingViolations(page, {include: MODAL});
      expect(formatViolations(findings), `Violaciones graves o críticas en modo ${mode}`).toBe('');
      await context.close();
    },
  );
});
